#include "model/game_state.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "model/order_form.hpp"
#include "model/stacking.hpp"
#include "model/text.hpp"

namespace umpire {

const StratSquareInfo* GameState::square(StratSquare s) const noexcept {
    // A whole map listed in reading order (a campaign's, a generated world's) has each
    // square at its own index. Part of the map in reading order (a theatre's squares,
    // a case's) is searched by halves; a hit there is the square's entry, as a state
    // lists each square once (check_invariants). Any other list, and a square a
    // search by halves misses, is scanned.
    if (s.valid()) {
        const auto at = static_cast<std::size_t>(s.index());
        if (at < squares.size() && squares[at].square == s) return &squares[at];
        // By hand, not std::lower_bound: the list need not be sorted, which that requires.
        std::size_t lo = 0, hi = squares.size();
        while (lo < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (squares[mid].square.index() < s.index()) lo = mid + 1;
            else hi = mid;
        }
        if (lo < squares.size() && squares[lo].square == s) return &squares[lo];
    }
    for (const auto& q : squares)
        if (q.square == s) return &q;
    return nullptr;
}

const PolityState* GameState::state(std::string_view id) const noexcept {
    for (const auto& s : states)
        if (s.id == id) return &s;
    return nullptr;
}

const Unit* GameState::unit(const UnitId& id) const noexcept {
    for (const auto& u : units)
        if (u.id == id) return &u;
    return nullptr;
}

std::optional<Relation> GameState::relation(std::string_view a, std::string_view b) const noexcept {
    if (a == b) return Relation::SameSide;
    if (b < a) std::swap(a, b);
    for (const auto& r : relations)
        if (r.a == a && r.b == b) return r.relation;
    return std::nullopt;
}

namespace {

// A value of a named enum that a state built in code may hold outside its list.
template <NamedEnum E>
bool known(E e) {
    return static_cast<int>(e) < enum_count<E>;
}

constexpr const char* kCityNameRule = "a city name is 1 to 40 printable ASCII characters";

bool valid_city_name(const std::string& name) {
    return !name.empty() && name.size() <= kMaxCityName &&
           std::all_of(name.begin(), name.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

std::string breach_field(const StackBreach& b) {
    const std::string unit = "units[" + std::to_string(b.unit) + "]";
    switch (b.limit) {
        case StackLimit::StrategicActive: return unit + ".strategic";
        case StackLimit::StrategicInactive: return unit + ".status";
        default: return unit + ".tactical";
    }
}

std::string breach_text(const StackBreach& b) {
    const std::string at = b.tactical ? to_string(b.strategic) + " " + to_string(*b.tactical) : to_string(b.strategic);
    const std::string counts = std::to_string(b.count) + " where at most " + std::to_string(b.cap) + " may be";
    switch (b.limit) {
        case StackLimit::StrategicActive: return at + " holds " + counts + " active units (rule 1.4)";
        case StackLimit::StrategicInactive:
            return at + " holds " + counts + " inactive units, not counting militia at home or units in forts (rules 1.4, 11.2)";
        case StackLimit::TacticalUnits: return at + " holds " + counts + " units (rule 2.5)";
        case StackLimit::TacticalAllied:
            return at + " holds a unit with " + std::to_string(b.count) + " same-side or actively allied units (itself "
                   "included) where at most " + std::to_string(b.cap) + " may be (rule 2.5)";
        case StackLimit::None: break;
    }
    return at;
}

}  // namespace

std::vector<Diagnostic> check_invariants(const GameState& s) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    const auto at = [](const char* list, std::size_t i) { return std::string(list) + "[" + std::to_string(i) + "]"; };

    if (s.turn < 1 || s.turn > kMaxTurn) fail("turn", "turn must be 1 to " + std::to_string(kMaxTurn));
    if (!known(s.turn_kind)) fail("turn_kind", "turn_kind must be campaign, peace or truce (rules 5.1, 9.1)");
    if (!known(s.logistics)) fail("logistics", "logistics must be recorded or computed (chapter 10)");

    std::set<std::string> state_ids;
    for (std::size_t i = 0; i < s.states.size(); ++i) {
        const auto& st = s.states[i];
        if (!valid_state_id(st.id)) fail(at("states", i) + ".id", "state id must be 1-8 of A-Z, 0-9, _");
        if (!state_ids.insert(st.id).second) fail(at("states", i) + ".id", "state " + quote_input(st.id) + " is listed twice");
    }

    std::map<std::pair<std::string, std::string>, std::size_t> pairs;  // the pair, its first entry
    for (std::size_t i = 0; i < s.relations.size(); ++i) {
        const auto& r = s.relations[i];
        const auto f = at("relations", i);
        if (!state_ids.count(r.a)) fail(f + ".a", "unknown state " + quote_input(r.a));
        if (!state_ids.count(r.b)) fail(f + ".b", "unknown state " + quote_input(r.b));
        if (r.a == r.b) fail(f, "a state's relation with itself is always same-side and is not listed");
        // A file may give the pair in either order (the loader sorts it); a state
        // built in code must keep a < b.
        if (!(r.a < r.b)) fail(f, "relation pairs are stored with a before b in alphabetical order");
        const auto [first, fresh] = pairs.try_emplace({std::min(r.a, r.b), std::max(r.a, r.b)}, i);
        if (!fresh) {
            const Relation earlier = s.relations[first->second].relation;
            fail(f, "relation " + quote_input(r.a) + "/" + quote_input(r.b) + " is listed twice (also at " +
                        at("relations", first->second) + ", in either order)" +
                        (earlier == r.relation ? ""
                                               : ": the two entries conflict, " + std::string(name(earlier)) + " and " +
                                                     std::string(name(r.relation))));
        }
    }
    // Every pair of states must be decided explicitly: a missing relation would
    // otherwise be a silent guess about who blocks whom (rules 8.3, 8.5).
    for (auto a = state_ids.begin(); a != state_ids.end(); ++a)
        for (auto b = std::next(a); b != state_ids.end(); ++b)
            if (!pairs.count({*a, *b})) fail("relations", "no relation given between " + quote_input(*a) + " and " + quote_input(*b));

    // Rule 10.6's sea: names unique, neighbours listed on both sides, ships by known states.
    const auto check_ships = [&](const std::vector<ShipCount>& ships, const std::string& f) {
        std::set<std::string> seen;
        for (std::size_t k = 0; k < ships.size(); ++k) {
            const auto g = f + "[" + std::to_string(k) + "]";
            if (!state_ids.count(ships[k].state)) fail(g + ".state", "unknown state " + quote_input(ships[k].state));
            if (!seen.insert(ships[k].state).second) fail(g + ".state", "state " + quote_input(ships[k].state) + " is listed twice");
            if (ships[k].ships < 0 || ships[k].ships > kMaxShips)
                fail(g + ".ships", "ships must be 0 to " + std::to_string(kMaxShips));
        }
    };
    std::map<std::string, const SeaArea*> sea_names;
    for (std::size_t i = 0; i < s.sea_areas.size(); ++i) {
        const auto& a = s.sea_areas[i];
        if (!valid_city_name(a.name)) fail(at("sea_areas", i) + ".name", "a sea area's name is 1 to 40 printable ASCII characters");
        if (!sea_names.emplace(a.name, &a).second) fail(at("sea_areas", i) + ".name", "sea area " + quote_input(a.name) + " is listed twice");
    }
    for (std::size_t i = 0; i < s.sea_areas.size(); ++i) {
        const auto& a = s.sea_areas[i];
        const auto f = at("sea_areas", i);
        for (std::size_t k = 0; k < a.adjacent.size(); ++k) {
            const auto g = f + ".adjacent[" + std::to_string(k) + "]";
            const auto other = sea_names.find(a.adjacent[k]);
            if (a.adjacent[k] == a.name) fail(g, "a sea area is not adjacent to itself");
            else if (other == sea_names.end()) fail(g, "unknown sea area " + quote_input(a.adjacent[k]));
            else if (std::count(other->second->adjacent.begin(), other->second->adjacent.end(), a.name) != 1)
                fail(g, "sea area " + quote_input(a.adjacent[k]) + " must list " + quote_input(a.name) + " as adjacent once too");
            if (std::count(a.adjacent.begin(), a.adjacent.end(), a.adjacent[k]) > 1)
                fail(g, quote_input(a.adjacent[k]) + " is listed twice");
        }
        check_ships(a.raiding, f + ".raiding");
        check_ships(a.convoying, f + ".convoying");
    }

    std::set<StratSquare> squares;
    for (std::size_t i = 0; i < s.squares.size(); ++i) {
        const auto& q = s.squares[i];
        const auto f = at("squares", i);
        if (!q.square.valid()) fail(f + ".square", "strategic square off the map");
        if (!squares.insert(q.square).second) fail(f + ".square", to_string(q.square) + " is listed twice");
        if (!state_ids.count(q.owner)) fail(f + ".owner", "unknown state " + quote_input(q.owner));
        if (q.city && !valid_city_name(*q.city)) fail(f + ".city", kCityNameRule);
        if (q.city_square && !q.city) fail(f + ".city_square", "a city square needs the city's name");
        if (q.city_square && !q.city_square->valid()) fail(f + ".city_square", "tactical square off the map");
        if (q.fort < 0 || q.fort > kMaxFort) fail(f + ".fort", "fort strength must be 0 to 5 (rule 2.6)");
        if (q.fort > 0 && !q.city_square) fail(f + ".fort", "a fort stands in a city: give its city_square (rule 2.6)");
        if (q.fort_capacity && (*q.fort_capacity < 1 || *q.fort_capacity > kMaxFortCapacity))
            fail(f + ".fort_capacity", "fort_capacity must be 1 to " + std::to_string(kMaxFortCapacity) + " spaces (rule 2.6)");
        if (q.fort_capacity && q.fort == 0) fail(f + ".fort_capacity", "only a fort has a capacity: give its fort strength (rule 2.6)");
        if (q.besieged && !q.city_square) fail(f + ".besieged", "only a city can be besieged: give its city_square (rule 2.7)");
        if (q.stores < 0 || q.stores > kMaxStores)
            fail(f + ".stores", "stores must be 0 to " + std::to_string(kMaxStores) + " supply units (rule 10.5)");
        if (q.stores != 0 && !q.city_square) fail(f + ".stores", "only a city stores supplies: give its city_square (rule 10.5)");
        if (q.port && !q.city_square) fail(f + ".port", "only a city has a port: give its city_square (rule 10.6)");
        if (q.port && !sea_names.count(*q.port))
            fail(f + ".port", "the port opens on sea area " + quote_input(*q.port) + ", which is not in sea_areas (rule 10.6)");
        if (!q.ships_in_port.empty() && !q.port) fail(f + ".ships_in_port", "only a port holds ships: give its port (rule 10.6)");
        check_ships(q.ships_in_port, f + ".ships_in_port");
    }

    for (std::size_t i = 0; i < s.battles_last_turn.size(); ++i) {
        const auto f = at("battles_last_turn", i);
        if (!squares.count(s.battles_last_turn[i])) fail(f, "strategic square " + to_string(s.battles_last_turn[i]) + " is not in squares");
        if (i > 0 && !(s.battles_last_turn[i - 1] < s.battles_last_turn[i]))
            fail(f, "battle squares are listed once each, north to south and west to east");
    }

    std::set<UnitId> ids;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const auto& u = s.units[i];
        const auto f = at("units", i);
        if (u.id.number < 1 || u.id.number > kMaxUnitNumber) fail(f + ".id", "unit number must be 1 to 9999");
        if (!ids.insert(u.id).second) fail(f + ".id", "unit " + to_string(u.id) + " is listed twice");
        if (!state_ids.count(u.state)) fail(f + ".state", "unknown state " + quote_input(u.state));
        if (!squares.count(u.strategic)) fail(f + ".strategic", "strategic square " + to_string(u.strategic) + " is not in squares");
        if (!u.tactical.valid()) fail(f + ".tactical", "tactical square off the map");
        if (u.strength < 0 || u.strength > kMaxStrength) fail(f + ".strength", "strength must be 0 to 100000");
        if (u.batteries < 0 || u.batteries > kMaxBatteries) fail(f + ".batteries", "batteries must be 0 to 50");
        if (u.fatigue < 0 || u.fatigue > kMaxFatigue) fail(f + ".fatigue", "fatigue must be 0 to 100");
        if (u.initiative < kMinInitiative || u.initiative > kMaxInitiative)
            fail(f + ".initiative", "initiative must be 1 to 5 (rule 8.6)");
        if (is_headquarters(u.id.type) && u.batteries != 0)
            fail(f + ".batteries", "headquarters units have no batteries");
        if (u.home_city && u.id.type != UnitType::Militia)
            fail(f + ".home_city", "only militia have a home city (rules 1.4, 11.2)");
        if (u.home_city && !valid_city_name(*u.home_city)) fail(f + ".home_city", kCityNameRule);
        if (u.communications && u.communications->number < 1) fail(f + ".communications", "unit number must be 1 to 9999");
        if (u.experience < 0 || u.experience > kMaxExperience) fail(f + ".experience", "experience must be 0 to 100");
        const int carry = u.id.type == UnitType::CorpsHQ ? kMaxCarry : 1;
        if (u.supplies < 0 || u.supplies > carry)
            fail(f + ".supplies", "a " + std::string(u.id.type == UnitType::CorpsHQ ? "corps headquarters carries 0 to 12"
                                                                                       : "unit other than a corps headquarters carries 0 or 1") +
                                      " supply units (rule 10.7)");
        if (u.stragglers < 0 || u.stragglers > kMaxStrength) fail(f + ".stragglers", "stragglers must be 0 to 100000");
        if (!known(u.quality)) fail(f + ".quality", "quality must be poor, fair, average, good or elite (rule 3.2)");
        if (u.morale < kMinMorale || u.morale > kMaxMorale) fail(f + ".morale", "morale must be 0 to 100 (rule 3.7)");
        if (u.ammunition < 0 || u.ammunition > kMaxAmmunition)
            fail(f + ".ammunition", "ammunition must be 0 to 5 units (rule 10.9)");
        if (u.killed < 0 || u.killed > kMaxCasualties) fail(f + ".killed", "killed must be 0 to 100000 (rule 9.13)");
        if (u.wounded < 0 || u.wounded > kMaxCasualties) fail(f + ".wounded", "wounded must be 0 to 100000 (rule 9.13)");
        if (u.prisoners < 0 || u.prisoners > kMaxCasualties)
            fail(f + ".prisoners", "prisoners must be 0 to 100000 (rule 9.13)");
        if (u.supply_unit && u.supply_city)
            fail(f + ".supply_city", "a unit has one supply source: a corps headquarters or a city, not both (rule 10.11)");
        if (u.supply_unit && u.supply_unit->number < 1) fail(f + ".supply_unit", "unit number must be 1 to 9999");
        if (u.supply_city && !valid_city_name(*u.supply_city)) fail(f + ".supply_city", kCityNameRule);
        // Whatever its status: a unit becomes inactive or shattered where it stands, and
        // one found there would be active again on waking (11.3), activation (3.5) or
        // reforming (12.5), which do not move it (found by fuzz/engine_fuzzer.cpp).
        if (const auto* q = s.square(u.strategic); q && !passable(q->terrain))
            fail(f + ".strategic", "no unit can be in " + to_string(u.strategic) + ": its terrain, " +
                                       std::string(name(q->terrain)) + ", is impassable (rule 1.2)");
        if (u.reforming) {
            if (u.status != UnitStatus::Shattered || u.strength == 0)
                fail(f + ".reforming", "only a shattered unit with men reforms (rules 12.3-12.5)");
            if (u.reforming->turns < 0 || u.reforming->turns > kMaxReformTurns)
                fail(f + ".reforming.turns", "turns must be 0 to " + std::to_string(kMaxReformTurns) + " (rules 12.3, 12.4)");
            if (u.reforming->failed < 0 || u.reforming->failed >= kReformAttempts)
                fail(f + ".reforming.failed", "failed must be 0 to 2: the third failure destroys the unit (rule 12.5)");
        }
        if (u.march) {
            const auto& m = *u.march;
            if (!m.turn_start.valid()) fail(f + ".march.turn_start", "tactical square off the map");
            // Six strategic phases and the withdrawal phase (rule 5.2): one step each.
            if (m.moves < 0 || m.moves > kStrategicPhases + 1) fail(f + ".march.moves", "moves must be 0 to 7");
            if (m.squares < 0 || m.squares > m.moves) fail(f + ".march.squares", "squares must be 0 to moves: each square entered is a step charged");
            if (m.delay < 0 || m.delay > kStrategicPhases) fail(f + ".march.delay", "delay must be 0 to 6");
            if (m.resume && !m.resume->valid()) fail(f + ".march.resume", "strategic square off the map");
            if (m.start_strength && (*m.start_strength < 0 || *m.start_strength > kMaxStrength))
                fail(f + ".march.start_strength", "start_strength must be 0 to 100000");
        }
        if (u.move) {
            const auto& m = *u.move;
            if (!m.destination.valid()) fail(f + ".move.destination", "tactical square off the map");
            if (!m.leg_from.valid()) fail(f + ".move.leg_from", "tactical square off the map");
            if (m.steps < 0 || m.steps > kTacSize - 1) fail(f + ".move.steps", "steps must be 0 to 14");
            if (m.done_phase < 0 || m.done_phase > kTacticalPhases) fail(f + ".move.done_phase", "done_phase must be 0 to 5");
        }
    }
    // The stacking caps under the most permissive reading of their rulings (see
    // model/stacking.hpp): the ruling-dependent checks are rules/gitm/stacking.hpp's.
    // Only meaningful once the units' squares and states are known.
    if (out.empty())
        for (const auto& b : stacking_breaches(s, StackReading::permissive())) fail(breach_field(b), breach_text(b));
    if (s.credentials) {
        std::vector<UnitId> unit_ids;
        for (const auto& u : s.units) unit_ids.push_back(u.id);
        std::vector<std::string> polity_ids;
        for (const auto& p : s.states) polity_ids.push_back(p.id);
        for (auto& d : check_credentials(*s.credentials, unit_ids, polity_ids)) fail("credentials." + d.where.field, std::move(d.what));
    }
    return out;
}

}  // namespace umpire
