#include "rules/gitm/supply/supply_phase.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <map>

#include "model/arm.hpp"
#include "model/order_text.hpp"
#include "rules/gitm/units/unit_end.hpp"

namespace umpire::gitm {
namespace {

constexpr int kCorpsCapacity = 18;    // 10.5: units one corps HQ supplies, itself included
constexpr int kRequisitionCrowd = 3;  // 10.5: at most this many units in the square

int carry_cap(const Unit& u) noexcept { return u.id.type == UnitType::CorpsHQ ? kMaxCarry : 1; }  // 10.7

// A source a unit may draw from, with the line of contact to it.
struct Source {
    std::optional<std::size_t> corps{};   // index into state.units
    std::optional<std::size_t> city{};    // index into state.squares
    int length = 0;
    [[nodiscard]] bool any() const noexcept { return corps || city; }
};

class SupplyRun {
public:
    SupplyRun(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings,
              const ParamSet& params)
        : seed_(seed), rulings_(rulings), params_(params), comms_(state, rulings), turn_orders_(orders) {
        out_.state = state;
        for (const auto& e : orders) orders_.emplace(e.unit, &e.orders);
        // Nobody moves in the supply phase: who stands where, which HQs and cities there
        // are, and who is inside a besieged city are looked up from here on.
        for (std::size_t i = 0; i < state.units.size(); ++i) {
            const Unit& u = state.units[i];
            at_[u.strategic].push_back(i);
            inside_.push_back(inside_besieged_city(state, u));
            if (u.id.type == UnitType::CorpsHQ) corps_.push_back(i);
        }
        for (std::size_t c = 0; c < state.squares.size(); ++c)
            if (state.squares[c].city) cities_.push_back(c);
        served_.assign(state.units.size(), 0);
    }

    SupplyOutcome run() {
        GameState& s = out_.state;
        const std::vector<UnitComms> comms = work_out_communications(s, comms_);  // comms_ holds the same positions
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            Unit& u = s.units[i];
            u.out_of_communications = !comms[i].in();
            u.communications = comms[i].via == CommsVia::Headquarters ? comms[i].through : std::nullopt;
        }
        for (const StratSquareInfo& q : s.squares)
            if (q.city_square) out_.cities.push_back({q.square, q.city.value_or(""), q.owner, q.besieged, q.stores, q.stores});
        records_.resize(s.units.size());
        sources_.resize(s.units.size());
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            records_[i].unit = s.units[i].id;
            records_[i].comms = comms[i];
            records_[i].carried_before = s.units[i].supplies;
        }
        std::vector<ShipAllowance> allowances = ship_allowances(s);
        const bool ship_first = rulings_.get<ShipTiming>() == ShipTiming::BeforeDraws;
        if (ship_first) out_.shipments = ship_supplies(s, turn_orders_, allowances, rulings_);
        const std::vector<std::size_t> order = supply_order();
        // Corps HQs take their sources first: the units drawing through them use theirs.
        for (std::size_t i : order)
            if (s.units[i].id.type == UnitType::CorpsHQ) choose(i);
        for (std::size_t i : order)
            if (s.units[i].id.type != UnitType::CorpsHQ) choose(i);
        const bool campaign = s.turn_kind == TurnKind::Campaign;
        if (campaign)
            for (std::size_t i : order) consume(i);
        for (std::size_t i : order) draw(i);
        if (!ship_first) out_.shipments = ship_supplies(s, turn_orders_, allowances, rulings_);
        for (ShipmentOutcome& sh : out_.shipments) sh.rulings.add(RulingId::ShipTiming);
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            UnitSupply& r = records_[i];
            r.carried_after = s.units[i].supplies;
            if (sources_[i].corps) r.source_unit = s.units[*sources_[i].corps].id;
            if (sources_[i].city) r.source_city = s.squares[*sources_[i].city].city;
            r.source_length = sources_[i].length;
        }
        for (CitySupply& c : out_.cities) {
            const StratSquareInfo* q = s.square(c.square);
            c.stores_after = q->stores;
        }
        out_.units = std::move(records_);
        std::sort(out_.units.begin(), out_.units.end(),
                  [](const UnitSupply& a, const UnitSupply& b) { return a.unit < b.unit; });
        return std::move(out_);
    }

    // 10.11 at the end of the turn.
    GameState locate() {
        GameState& s = out_.state;
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            Unit& u = s.units[i];
            if (u.status != UnitStatus::Active) continue;
            const Source n = nearest(i, false);
            u.supply_unit = n.corps ? std::optional<UnitId>(s.units[*n.corps].id) : std::nullopt;
            u.supply_city = n.city ? s.squares[*n.city].city : std::nullopt;
        }
        return std::move(s);
    }

    [[nodiscard]] bool available(std::size_t i) { return nearest(i, false).any(); }

private:
    [[nodiscard]] GameState& st() { return out_.state; }

    [[nodiscard]] Relation relation(const std::string& a, const std::string& b) const {
        return out_.state.relation(a, b).value_or(Relation::Hostile);
    }

    // SUPPLY-SHORTAGE-ORDER.
    std::vector<std::size_t> supply_order() {
        const GameState& s = out_.state;
        std::vector<std::pair<std::uint64_t, std::size_t>> keyed;
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            std::uint64_t key = 0;
            if (rulings_.get<ShortageOrder>() == ShortageOrder::SeededRandom) {
                DrawStream d(seed_, {Purpose::SupplyOrder, static_cast<std::uint32_t>(s.turn), 0, pack(s.units[i].id)});
                key = d.next();
            }
            keyed.emplace_back(key, i);
        }
        std::sort(keyed.begin(), keyed.end(), [&](const auto& a, const auto& b) {
            if (a.first != b.first) return a.first < b.first;
            return s.units[a.second].id < s.units[b.second].id;
        });
        std::vector<std::size_t> out;
        for (const auto& k : keyed) out.push_back(k.second);
        return out;
    }

    [[nodiscard]] std::size_t square_index(StratSquare sq) const {
        const StratSquareInfo* q = out_.state.square(sq);
        assert(q);
        return static_cast<std::size_t>(q - out_.state.squares.data());
    }

    // A same-side or actively allied city the unit may draw from: in its square (not
    // besieged, or the unit inside it) or, for a corps HQ, within a line of 8 (10.2:
    // a besieged city has no line of contact).
    std::optional<int> city_reach(std::size_t i, std::size_t c) { return city_reaches(i, {c}).front(); }

    // city_reach() for each of `cities`, with one search from the unit.
    std::vector<std::optional<int>> city_reaches(std::size_t i, const std::vector<std::size_t>& cities) {
        const Unit& u = out_.state.units[i];
        std::vector<std::optional<int>> out(cities.size());
        std::vector<std::size_t> far;
        std::vector<ContactEnd> ends;
        const ContactMap* map = nullptr;
        for (std::size_t k = 0; k < cities.size(); ++k) {
            const StratSquareInfo& q = out_.state.squares[cities[k]];
            if (!q.city || king_distance(u.strategic, q.square) > kCorpsToCity || !friendly(relation(u.state, q.owner)))
                continue;
            if (q.square == u.strategic) {
                if (!q.besieged || q.city_square == u.tactical) out[k] = 0;
                continue;
            }
            if (u.id.type != UnitType::CorpsHQ || q.besieged || inside_[i]) continue;
            if (!map) map = &comms_.contact(u.state);
            const auto end = map->city_end(q.square);
            if (!end) continue;
            far.push_back(k);
            ends.push_back(*end);
        }
        if (!ends.empty()) {
            const auto found = map->lengths(ContactEnd{u.strategic, u.tactical}, ends, kCorpsToCity);
            for (std::size_t k = 0; k < far.size(); ++k) out[far[k]] = found[k];
        }
        return out;
    }

    // A same-side or actively allied active corps HQ other than the unit, within a line
    // of 2, on the same side of a besieged city's walls (10.3).
    std::optional<int> corps_reach(std::size_t i, std::size_t w) { return corps_reaches(i, {w}).front(); }

    // corps_reach() for each of `corps`, with one search from the unit.
    std::vector<std::optional<int>> corps_reaches(std::size_t i, const std::vector<std::size_t>& corps) {
        const GameState& s = out_.state;
        const Unit& u = s.units[i];
        std::vector<std::optional<int>> out(corps.size());
        std::vector<std::size_t> near;
        std::vector<ContactEnd> ends;
        for (std::size_t k = 0; k < corps.size(); ++k) {
            const std::size_t w = corps[k];
            const Unit& q = s.units[w];
            if (w == i || q.id.type != UnitType::CorpsHQ || q.status != UnitStatus::Active ||
                king_distance(u.strategic, q.strategic) > kUnitToCorpsHq || !friendly(relation(u.state, q.state)))
                continue;
            const bool u_in = inside_[i], q_in = inside_[w];
            if ((u_in || q_in) && !(u_in && q_in && u.strategic == q.strategic)) continue;
            near.push_back(k);
            ends.push_back({q.strategic, q.tactical});
        }
        if (!ends.empty()) {
            const auto found = comms_.contact(u.state).lengths(ContactEnd{u.strategic, u.tactical}, ends, kUnitToCorpsHq);
            for (std::size_t k = 0; k < near.size(); ++k) out[near[k]] = found[k];
        }
        return out;
    }

    [[nodiscard]] bool has_room(std::size_t w) const {
        return 1 + served_[w] < kCorpsCapacity;
    }

    // The nearest valid source (10.11): a city in the unit's square first, then the
    // shortest line, then the city's name or the corps HQ's id.
    Source nearest(std::size_t i, bool need_room) {
        const GameState& s = out_.state;
        const Unit& u = s.units[i];
        Source best;
        bool found = false;
        if (u.id.type == UnitType::CorpsHQ) {
            const auto reach = city_reaches(i, cities_);
            for (std::size_t k = 0; k < cities_.size(); ++k) {
                const std::size_t c = cities_[k];
                const auto& len = reach[k];
                if (!len) continue;
                if (!found || *len < best.length || (*len == best.length && *s.squares[c].city < *s.squares[*best.city].city))
                    best = Source{std::nullopt, c, *len}, found = true;
            }
            return best;
        }
        const std::size_t here = square_index(u.strategic);
        if (city_reach(i, here)) return Source{std::nullopt, here, 0};
        // The corps HQs 10.1 measured for the unit's communications are the ones it may
        // draw from (corps_reach), in or out of communications themselves.
        for (const auto& [w, length] : comms_.headquarters_within(i)) {
            if (need_room && !has_room(w)) continue;
            // Unit ids order as their text does not: compare the ids themselves.
            if (!found || length < best.length || (length == best.length && s.units[w].id < s.units[*best.corps].id))
                best = Source{w, std::nullopt, length}, found = true;
        }
        return best;
    }

    // The corps HQ `unit` or the city `city` as unit i's source, when valid now.
    std::optional<Source> valid(std::size_t i, const std::optional<UnitId>& unit, const std::optional<std::string>& city) {
        const GameState& s = out_.state;
        if (unit) {  // only a corps HQ can be one (corps_reach)
            for (std::size_t w : corps_)
                if (s.units[w].id == *unit) {
                    if (!has_room(w)) return std::nullopt;
                    if (const auto len = corps_reach(i, w)) return Source{w, std::nullopt, *len};
                    return std::nullopt;
                }
            return std::nullopt;
        }
        if (city) {
            for (std::size_t c : cities_)
                if (s.squares[c].city == *city) {
                    if (const auto len = city_reach(i, c)) return Source{std::nullopt, c, *len};
                    return std::nullopt;
                }
        }
        return std::nullopt;
    }

    void choose(std::size_t i) {
        const Unit& u = out_.state.units[i];
        if (u.status != UnitStatus::Active) return;
        UnitSupply& r = records_[i];
        const UnitOrders* o = orders_of(u.id);
        const SupplyOrders::Source asked = o ? o->supply.source : SupplyOrders::Source::Nearest;
        std::optional<Source> pick;
        if (asked == SupplyOrders::Source::None) {
            r.choice = SourceChoice::OrderedNone;
            return;
        }
        if (asked == SupplyOrders::Source::Unit || asked == SupplyOrders::Source::City) {
            pick = asked == SupplyOrders::Source::Unit ? valid(i, o->supply.source_unit, std::nullopt)
                                                       : valid(i, std::nullopt, o->supply.source_city);
            if (pick) r.choice = SourceChoice::Ordered;
            else r.ordered_invalid = true;
        }
        if (!pick && (u.supply_unit || u.supply_city)) {
            pick = valid(i, u.supply_unit, u.supply_city);
            if (pick) r.choice = SourceChoice::Located;
        }
        if (!pick) {
            const Source n = nearest(i, true);
            if (n.any()) pick = n, r.choice = SourceChoice::Nearest;
        }
        if (!pick) return;
        sources_[i] = *pick;
        if (pick->corps) ++served_[*pick->corps];
    }

    [[nodiscard]] const UnitOrders* orders_of(const UnitId& id) const {
        const auto o = orders_.find(id);
        return o == orders_.end() ? nullptr : o->second;
    }

    // Where unit i's next supply from its source comes from: a city's stores, or a corps
    // HQ's own city source, else what that HQ carries (10.7). Takes one; what it was.
    std::optional<Consumption> take_one(std::size_t i) {
        GameState& s = st();
        const Source& src = sources_[i];
        if (src.city) {
            StratSquareInfo& q = s.squares[*src.city];
            if (q.stores == 0) return std::nullopt;
            --q.stores;
            return Consumption::City;
        }
        if (!src.corps) return std::nullopt;
        const std::size_t w = *src.corps;
        if (const auto& c = sources_[w].city; c && s.squares[*c].stores > 0) {
            --s.squares[*c].stores;
            return Consumption::CorpsSource;
        }
        if (s.units[w].supplies == 0) return std::nullopt;
        --s.units[w].supplies;
        return Consumption::CorpsCarried;
    }

    [[nodiscard]] bool hostile_in_square(const Unit& u) const {
        for (std::size_t k : at_.at(u.strategic)) {
            const Unit& w = out_.state.units[k];
            if (w.status == UnitStatus::Active && relation(u.state, w.state) == Relation::Hostile) return true;
        }
        return false;
    }

    // 10.5 and SUPPLY-REQUISITION-TERRAIN.
    [[nodiscard]] bool can_requisition(const Unit& u) const {
        const StratSquareInfo& q = *out_.state.square(u.strategic);
        if (q.terrain == StratTerrain::HighDesert) return false;  // 10.8
        bool land = q.terrain == StratTerrain::Open;
        if (!land && rulings_.get<RequisitionTerrain>() == RequisitionTerrain::OpenOrRiver)
            for (int k = 0; k < kTacSquares && !land; ++k) {
                const Terrain t = q.map.at(TacSquare::from_index(k));
                land = t == Terrain::River || t == Terrain::Ford;
            }
        if (!land || hostile_in_square(u)) return false;
        return at_.at(u.strategic).size() <= static_cast<std::size_t>(kRequisitionCrowd);
    }

    void consume(std::size_t i) {
        Unit& u = st().units[i];
        if (u.status != UnitStatus::Active) return;
        UnitSupply& r = records_[i];
        if (u.supplies > 0) {
            --u.supplies;
            r.consumed = Consumption::Carried;
            return;
        }
        if (const auto c = take_one(i)) {
            r.consumed = *c;
            replenish(u, r);
            return;
        }
        if (can_requisition(u)) {
            r.consumed = Consumption::Requisition;
            desert(u, r, params_.get<Param::DesertionRequisition>());
            return;
        }
        r.consumed = Consumption::Nothing;
        if (out_.state.square(u.strategic)->terrain == StratTerrain::HighDesert) {
            r.destroyed = true;
            r.deserter_prisoners = take_all_prisoner(u);
            return;
        }
        desert(u, r, 1000);
    }

    void replenish(Unit& u, UnitSupply& r) {
        if (!uses_ammunition(u.id.type)) return;
        u.ammunition = kMaxAmmunition;
        r.ammunition_replenished = true;
    }

    // 10.8: deserters, `share` per mille of the full loss; none inside a besieged city.
    void desert(Unit& u, UnitSupply& r, long long share) {
        if (inside_besieged_city(out_.state, u)) return;
        long long rate = 0;
        switch (u.quality) {
            case Quality::Poor: rate = params_.get<Param::DesertionPoor>(); break;
            case Quality::Fair: rate = params_.get<Param::DesertionFair>(); break;
            case Quality::Average: rate = params_.get<Param::DesertionAverage>(); break;
            case Quality::Good: rate = params_.get<Param::DesertionGood>(); break;
            case Quality::Elite: rate = params_.get<Param::DesertionElite>(); break;
        }
        rate += static_cast<long long>(kStartMorale - u.morale) * params_.get<Param::DesertionMoralePerPoint>();
        rate = std::clamp(rate, 0LL, 1000LL);
        const int men = static_cast<int>(static_cast<long long>(u.strength) * rate / 1000 * share / 1000);
        const int stragglers = static_cast<int>(static_cast<long long>(men) * params_.get<Param::DesertionStragglers>() / 1000);
        r.deserters = men;
        r.deserter_stragglers = stragglers;
        r.deserter_prisoners = men - stragglers;
        u.strength -= men;
        u.stragglers += stragglers;
        u.prisoners += men - stragglers;
    }

    void draw(std::size_t i) {
        Unit& u = st().units[i];
        if (u.status != UnitStatus::Active) return;
        UnitSupply& r = records_[i];
        const UnitOrders* o = orders_of(u.id);
        if (!o || !o->supply.carry) return;  // 10.7: a blank box keeps what is left
        r.level = *o->supply.carry;
        const int target = std::min(*o->supply.carry, carry_cap(u));
        while (u.supplies < target) {
            if (!take_one(i)) break;
            ++u.supplies;
            ++r.drew;
        }
        if (r.drew > 0) replenish(u, r);
        if (u.supplies <= target) return;
        if (!sources_[i].any() || hostile_in_square(u)) {
            r.unload_refused = true;
            return;
        }
        while (u.supplies > target && give_back(i)) {
            --u.supplies;
            ++r.unloaded;
        }
        if (u.supplies > target) r.unload_refused = true;
    }

    // An unloaded supply goes where a draw would come from: the city, or the corps
    // HQ's city, else into what the corps HQ carries while it has room.
    bool give_back(std::size_t i) {
        GameState& s = st();
        const Source& src = sources_[i];
        if (src.city) {
            StratSquareInfo& q = s.squares[*src.city];
            if (q.stores >= kMaxStores) return false;
            ++q.stores;
            return true;
        }
        const std::size_t w = *src.corps;
        if (const auto& c = sources_[w].city; c && s.squares[*c].stores < kMaxStores) {
            ++s.squares[*c].stores;
            return true;
        }
        if (s.units[w].supplies >= kMaxCarry) return false;
        ++s.units[w].supplies;
        return true;
    }

    Seed seed_;
    const Rulings& rulings_;
    const ParamSet& params_;
    CommsFinder comms_;
    const TurnOrders& turn_orders_;
    std::map<UnitId, const UnitOrders*> orders_;
    std::vector<UnitSupply> records_;   // indexed like state.units until the end
    std::vector<Source> sources_;       // likewise
    std::vector<int> served_;           // per unit: a corps HQ's units drawing from it besides itself
    std::map<StratSquare, std::vector<std::size_t>> at_;  // the units in each square, by index
    std::vector<char> inside_;          // per unit: inside a besieged city (10.3)
    std::vector<std::size_t> corps_;    // the corps HQs, by index
    std::vector<std::size_t> cities_;   // the squares with a city, by index
    SupplyOutcome out_;
};

}  // namespace

TurnOrders with_default_supply(const GameState& state, TurnOrders orders, const Rulings& rulings) {
    std::vector<UnitId> given;
    for (const auto& e : orders) given.push_back(e.unit);
    std::sort(given.begin(), given.end());
    for (const Unit& u : state.units) {
        if (std::binary_search(given.begin(), given.end(), u.id)) continue;
        UnitOrders d = default_orders(u);
        d.supply.carry = rulings.get<DeskDefaultSupply>() == DeskDefaultSupply::CarryOne ? 1 : std::max(u.supplies, 1);
        orders.push_back({u.id, std::move(d)});
    }
    return orders;
}

SupplyOutcome resolve_supply_phase(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings,
                                   const ParamSet& params) {
    assert(check_invariants(state).empty());
    SupplyOutcome out = SupplyRun(state, orders, seed, rulings, params).run();
    assert(check_invariants(out.state).empty());
    return out;
}

void locate_supply_sources(GameState& state, const Rulings& rulings) {
    // SupplyRun reads the state it is given and changes only its own copy, which is
    // moved back here once located: no second copy is needed to keep them apart.
    state = SupplyRun(state, {}, Seed{}, rulings, ParamSet{}).locate();
}

std::vector<bool> sources_available(const GameState& state, const std::vector<std::size_t>& units,
                                    const Rulings& rulings) {
    SupplyRun run(state, {}, Seed{}, rulings, ParamSet{});
    std::vector<bool> out;
    for (const std::size_t i : units) out.push_back(run.available(i));
    return out;
}

}  // namespace umpire::gitm
