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

    // `o` names who ordered it (an army headquarters or a war minister, rule 10.6) and
    // its place in the order; `shipper` is their state.
    ShipmentOutcome ship(ShipmentOutcome o, const std::string& shipper, const Shipment& order) {
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
        if (from->owner != shipper) return refuse(ShipRefusal::NotHeld);
        o.rulings.add(RulingId::ShipDestination);
        const bool same_only = rulings_.get<ShipDestination>() == ShipDestination::SameState;
        if (to->owner != shipper && (same_only || !friendly(relation(shipper, to->owner))))
            return refuse(ShipRefusal::Destination);
        if (from->besieged || to->besieged) return refuse(ShipRefusal::Besieged);  // 10.3
        if (contested(order.from)) o.rulings.add(RulingId::ShipMinisterOrder);
        route(o, *from, *to, shipper);
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

    // SHIP-MINISTER-ORDER decides only where a war minister and an army headquarters
    // both ship from one city this turn.
    void note_shipper(const std::vector<Shipment>& list, bool minister) {
        for (const Shipment& sh : list) (minister ? minister_cities_ : hq_cities_).push_back(sh.from);
    }

private:
    [[nodiscard]] bool contested(const std::string& city) const {
        return std::count(minister_cities_.begin(), minister_cities_.end(), city) > 0 &&
               std::count(hq_cities_.begin(), hq_cities_.end(), city) > 0;
    }

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
    std::vector<std::string> minister_cities_, hq_cities_;  // the cities each kind of shipper ships from
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
    std::vector<const MinisterOrders*> ministers;
    for (const MinisterOrders& m : orders.ministers)
        if (!m.shipments.empty()) ministers.push_back(&m);
    std::sort(ministers.begin(), ministers.end(), [](const auto* a, const auto* b) { return a->state < b->state; });
    Shipper run(state, started, rulings);
    for (const UnitOrderEntry* e : shippers) run.note_shipper(e->orders.supply.shipments, false);
    for (const MinisterOrders* m : ministers) run.note_shipper(m->shipments, true);
    std::vector<ShipmentOutcome> out;
    const auto by_headquarters = [&] {
        for (const UnitOrderEntry* e : shippers) {
            const Unit* hq = state.unit(e->unit);
            if (hq == nullptr) continue;  // merged away or destroyed: nobody gives the order
            const auto& list = e->orders.supply.shipments;
            for (std::size_t i = 0; i < list.size(); ++i) {
                ShipmentOutcome o;
                o.by = hq->id;
                o.index = static_cast<int>(i);
                // The order desk refuses these (model/order_check.hpp); a caller that skipped it gets them here.
                if (hq->id.type != UnitType::ArmyHQ) {
                    o.from = list[i].from, o.to = list[i].to, o.ordered = list[i].amount;
                    o.refusal = ShipRefusal::NotArmyHq;
                    out.push_back(std::move(o));
                    continue;
                }
                out.push_back(run.ship(std::move(o), hq->state, list[i]));
            }
        }
    };
    const auto by_ministers = [&] {
        for (const MinisterOrders* m : ministers)
            for (std::size_t i = 0; i < m->shipments.size(); ++i) {
                ShipmentOutcome o;
                o.minister = m->state;
                o.index = static_cast<int>(i);
                out.push_back(run.ship(std::move(o), m->state, m->shipments[i]));
            }
    };
    if (rulings.get<ShipMinisterOrder>() == ShipMinisterOrder::MinisterFirst) {
        by_ministers();
        by_headquarters();
    } else {
        by_headquarters();
        by_ministers();
    }
    return out;
}

}  // namespace umpire::gitm
