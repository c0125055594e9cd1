// Rule 10.6: supplies moved between cities (see shipping.hpp).
#include "rules/gitm/supply/shipping.hpp"

#include <algorithm>
#include <cassert>

#include "rules/gitm/contact.hpp"

namespace umpire::gitm {
namespace {

class Shipper {
public:
    Shipper(GameState& s, std::vector<ShipAllowance>& allowances, const Rulings& r)
        : s_(s), allowances_(allowances), rulings_(r), campaign_(s.turn_kind == TurnKind::Campaign) {}

    ShipmentOutcome ship(const Unit& hq, int index, const Shipment& order) {
        ShipmentOutcome o;
        o.by = hq.id;
        o.index = index;
        o.from = order.from;
        o.to = order.to;
        o.ordered = order.amount;
        StratSquareInfo* from = city(order.from);
        StratSquareInfo* to = city(order.to);
        const auto refuse = [&](ShipRefusal why) {
            o.refusal = why;
            return o;
        };
        // The order desk refuses these (model/order_check.hpp); a caller that skipped it gets them here.
        if (from == nullptr || to == nullptr || from == to) return refuse(ShipRefusal::UnknownCity);
        if (hq.id.type != UnitType::ArmyHQ) return refuse(ShipRefusal::NotArmyHq);
        if (from->owner != hq.state) return refuse(ShipRefusal::NotHeld);
        o.rulings.add(RulingId::ShipDestination);
        const bool same_only = rulings_.get<ShipDestination>() == ShipDestination::SameState;
        if (to->owner != hq.state && (same_only || !friendly(relation(hq.state, to->owner))))
            return refuse(ShipRefusal::Destination);
        if (from->besieged || to->besieged) return refuse(ShipRefusal::Besieged);  // 10.3
        route(o, *from, *to, hq.state);
        if (o.route == ShipRoute::None) return refuse(ShipRefusal::NoRoute);

        ShipAllowance& a = allowance(from->square);
        int left = std::min(from->stores, a.started - a.sent);
        ShipRefusal short_of = ShipRefusal::NothingLeft;
        if (campaign_ && kShipCityLimit - a.sent < left) {
            left = kShipCityLimit - a.sent;
            short_of = ShipRefusal::CityLimit;
        }
        left = std::max(left, 0);
        int amount = order.amount;
        if (amount > left) {
            o.rulings.add(RulingId::ShipOverLimit);
            o.refusal = short_of;
            amount = rulings_.get<ShipOverLimit>() == ShipOverLimit::Reduce ? left : 0;
        }
        from->stores -= amount;
        to->stores += amount;
        a.sent += amount;
        o.moved = amount;
        return o;
    }

private:
    // Land first, then sea; on peace and truce turns without their limits.
    void route(ShipmentOutcome& o, const StratSquareInfo& from, const StratSquareInfo& to, const std::string& shipper) {
        if (!campaign_) {
            o.rulings.add(RulingId::ShipPeaceRoute);
            if (rulings_.get<ShipPeaceRoute>() == ShipPeaceRoute::Anywhere) {
                o.route = ShipRoute::Anywhere;
                return;
            }
        }
        const std::optional<int> limit = campaign_ ? std::optional<int>(kShipLandLimit) : std::nullopt;
        if (auto n = cities_line_length(s_, from.square, to.square, rulings_, limit)) {
            o.route = ShipRoute::Land;
            o.line_length = n;
            return;
        }
        o.sea = sea_bar(from, to, shipper);
        if (o.sea == SeaBar::None) o.route = ShipRoute::Sea;
    }

    [[nodiscard]] SeaBar sea_bar(const StratSquareInfo& from, const StratSquareInfo& to, const std::string& shipper) const {
        if (!from.port || !to.port) return SeaBar::NotPorts;
        const SeaArea* a = sea(*from.port);
        const SeaArea* b = sea(*to.port);
        assert(a && b);  // check_invariants()
        const bool near = a == b || std::count(a->adjacent.begin(), a->adjacent.end(), b->name) > 0;
        if (campaign_ && !near) return SeaBar::SeaAreasApart;
        for (const StratSquareInfo* port : {&from, &to})
            for (const ShipCount& c : port->ships_in_port)
                if (c.ships > 0 && relation(shipper, c.state) == Relation::Hostile) return SeaBar::HostileShipsInPort;
        for (const SeaArea* area : {a, b}) {
            int raiders = 0, convoys = 0;
            for (const ShipCount& c : area->raiding)
                if (relation(shipper, c.state) == Relation::Hostile) raiders += c.ships;
            for (const ShipCount& c : area->convoying)
                if (friendly(relation(shipper, c.state))) convoys += c.ships;
            if (raiders > convoys) return SeaBar::RaidersOutnumberConvoys;
        }
        return SeaBar::None;
    }

    [[nodiscard]] Relation relation(const std::string& a, const std::string& b) const {
        return s_.relation(a, b).value_or(Relation::Hostile);
    }
    [[nodiscard]] StratSquareInfo* city(const std::string& name) {
        for (StratSquareInfo& q : s_.squares)
            if (q.city && *q.city == name) return &q;
        return nullptr;
    }
    [[nodiscard]] const SeaArea* sea(const std::string& name) const {
        for (const SeaArea& a : s_.sea_areas)
            if (a.name == name) return &a;
        return nullptr;
    }
    ShipAllowance& allowance(StratSquare city) {
        for (ShipAllowance& a : allowances_)
            if (a.city == city) return a;
        assert(false && "ship_allowances() lists every city");
        return allowances_.front();
    }

    GameState& s_;
    std::vector<ShipAllowance>& allowances_;
    const Rulings& rulings_;
    bool campaign_;
};

}  // namespace

std::vector<ShipAllowance> ship_allowances(const GameState& state) {
    std::vector<ShipAllowance> out;
    for (const StratSquareInfo& q : state.squares)
        if (q.city_square) out.push_back({q.square, q.stores, 0});
    return out;
}

std::vector<ShipmentOutcome> ship_supplies(GameState& state, const TurnOrders& orders,
                                           std::vector<ShipAllowance>& started, const Rulings& rulings) {
    std::vector<const UnitOrderEntry*> shippers;
    for (const UnitOrderEntry& e : orders)
        if (!e.orders.supply.shipments.empty()) shippers.push_back(&e);
    std::sort(shippers.begin(), shippers.end(), [](const auto* a, const auto* b) { return a->unit < b->unit; });
    Shipper run(state, started, rulings);
    std::vector<ShipmentOutcome> out;
    for (const UnitOrderEntry* e : shippers) {
        const Unit* hq = state.unit(e->unit);
        if (hq == nullptr) continue;  // merged away or destroyed: nobody gives the order
        const auto& list = e->orders.supply.shipments;
        for (std::size_t i = 0; i < list.size(); ++i) out.push_back(run.ship(*hq, static_cast<int>(i), list[i]));
    }
    return out;
}

}  // namespace umpire::gitm
