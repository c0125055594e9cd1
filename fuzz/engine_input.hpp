#pragma once
// Decodes fuzzer bytes straight into a small valid GITM turn (no JSON): a few
// strategic squares of a 3x3 block with tactical maps, cities and forts, two or
// three states and their relations, 2-12 units with values inside the model's
// bounds, orders for some of them, a seed, ruling alternatives and a few combat
// parameters. engine_fuzzer.cpp resolves it; the replay main feeds it the corpus.
//
// Every choice comes from FuzzedDataProvider, which yields 0 once the bytes run out,
// so every choice is written so that 0 is the plain case (no orders, the default
// ruling, an active unit, open ground): a short input is a quiet turn, and each
// byte the fuzzer adds makes one thing less plain. The decoder keeps what it
// decodes valid by construction where that is easy (bounds, types, passable
// squares) and otherwise the way properties/phase_generators.cpp does: a unit that
// would break check_invariants() or a stacking cap under the decoded rulings is not
// placed, and an order entry that validate_turn() refuses is tried again without
// its status, supply, strategic and reaction sections in turn, then left out. The
// caller checks the result all the same (a decoder bug is reported as one).
//
// Kept apart from the RapidCheck generators, which draw from rc::gen and shrink;
// this reads bytes, so neither can call the other's choices.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"
#include "model/order_text.hpp"
#include "model/seed.hpp"
#include "model/stacking.hpp"
#include "rules/gitm/intercept.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/turn.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::fuzz {

struct EngineInput {
    GameState state;
    gitm::TurnOrders orders;
    Seed seed;
    Rulings rulings;
    ParamSet params;
};

namespace engine_detail {

using Bytes = FuzzedDataProvider;

// The 3x3 block J1-Y3 .. J3-Y5 (the turn generator's corner), by index 0-8.
inline constexpr int kFirstCol = 91, kFirstRow = 93, kBlock = 3;
inline constexpr std::array<std::string_view, 4> kCities{"Alamo", "Puebla", "Saltillo", "Monterrey"};
inline constexpr int kMaxSquares = 4;
inline constexpr int kMinUnits = 2, kMaxUnits = 12;
inline constexpr int kMaxRulingChoices = 12;
inline constexpr int kMaxParamChoices = 4;

inline int in_range(Bytes& p, int lo, int hi) { return p.ConsumeIntegralInRange<int>(lo, hi); }
// True for one value in `n`: 0 (what an exhausted input gives) never is.
inline bool one_in(Bytes& p, int n) { return in_range(p, 0, n - 1) == n - 1; }
template <class E>
E any_of(Bytes& p) {
    return static_cast<E>(in_range(p, 0, enum_count<E> - 1));
}

inline StratSquare block_square(int k) {
    return StratSquare{static_cast<std::int16_t>(kFirstCol + k % kBlock), static_cast<std::int16_t>(kFirstRow + k / kBlock)};
}

inline TacSquare tac(Bytes& p) {
    const int c = in_range(p, 0, kTacSize - 1);
    const int r = in_range(p, 0, kTacSize - 1);
    return TacSquare{c, r};
}

inline TacSquare near(Bytes& p, TacSquare q, int radius) {
    const int c = std::clamp(q.col + in_range(p, -radius, radius), 0, kTacSize - 1);
    const int r = std::clamp(q.row + in_range(p, -radius, radius), 0, kTacSize - 1);
    return TacSquare{c, r};
}

// The nearest passable square, the first in reading order among equals (where a unit
// could have come to stand); q itself on a map without one.
inline TacSquare passable_near(const TacticalMap& map, TacSquare q) {
    for (int d = 0; d < kTacSize; ++d)
        for (int i = 0; i < kTacSquares; ++i) {
            const TacSquare t = TacSquare::from_index(i);
            if (gitm::steps_between(q, t) == d && passable(map.at(t))) return t;
        }
    return q;
}

inline PhaseRange phase_range(Bytes& p) {
    const int first = in_range(p, 1, kTacticalPhases);
    return PhaseRange{first, in_range(p, first, kTacticalPhases)};
}

// Open ground with a few features: lines of river or range (rule 2.3, with fords and
// passes), rings enclosing a pocket, patches and single squares of any terrain.
inline TacticalMap tactical_map(Bytes& p) {
    TacticalMap m;
    for (int f = in_range(p, 0, 6); f > 0; --f) {
        const int kind = in_range(p, 0, 3);
        const TacSquare at = tac(p);
        if (kind == 0) {  // a line, king steps in one direction with turns
            const bool river = !p.ConsumeBool();
            const Terrain body = river ? Terrain::River : Terrain::Mountain;
            const Terrain crossing = river ? Terrain::Ford : Terrain::Pass;
            int dir = in_range(p, 0, 7), c = at.col, r = at.row;
            for (int len = in_range(p, 2, 15); len > 0 && TacSquare::in_range(c, r); --len) {
                m.set({c, r}, one_in(p, 6) ? crossing : body);
                dir = (dir + 8 + in_range(p, -1, 1)) % 8;
                c += dcol(static_cast<Direction>(dir));
                r += drow(static_cast<Direction>(dir));
            }
        } else if (kind == 1) {  // a ring
            const Terrain t = p.ConsumeBool() ? Terrain::Mountain : Terrain::River;
            const int w = in_range(p, 3, 7), h = in_range(p, 3, 7);
            for (int c = at.col; c < at.col + w && c < kTacSize; ++c)
                for (int r = at.row; r < at.row + h && r < kTacSize; ++r)
                    if (c == at.col || c == at.col + w - 1 || r == at.row || r == at.row + h - 1) m.set({c, r}, t);
            if (p.ConsumeBool()) m.set(TacSquare{at.col, std::min(at.row + 1, kTacSize - 1)},
                                       t == Terrain::River ? Terrain::Ford : Terrain::Pass);
        } else if (kind == 2) {  // a patch
            const Terrain t = any_of<Terrain>(p);
            const int w = in_range(p, 1, 5), h = in_range(p, 1, 5);
            for (int c = at.col; c < at.col + w && c < kTacSize; ++c)
                for (int r = at.row; r < at.row + h && r < kTacSize; ++r) m.set({c, r}, t);
        } else {
            m.set(at, any_of<Terrain>(p));
        }
    }
    return m;
}

inline void decode_rulings(Bytes& p, Rulings& rulings) {
    const auto reg = rulings_register();
    for (int n = in_range(p, 0, kMaxRulingChoices); n > 0; --n) {
        const auto& info = reg[p.ConsumeIntegralInRange<std::size_t>(0, reg.size() - 1)];
        rulings.set(info.id, in_range(p, 0, static_cast<int>(info.alternatives.size()) - 1));
    }
}

// Overrides inside each parameter's range; one that leaves the set inconsistent
// (check_consistency: shares that must sum to 1000, ordered levels) is undone.
inline void decode_params(Bytes& p, ParamSet& params) {
    const auto reg = params_register();
    for (int n = in_range(p, 0, kMaxParamChoices); n > 0; --n) {
        const auto& info = reg[p.ConsumeIntegralInRange<std::size_t>(0, reg.size() - 1)];
        const ParamValue before = params.get(info.id);
        params.set(info.id, p.ConsumeIntegralInRange<ParamValue>(info.min, info.max));
        if (!check_consistency(params).empty()) params.set(info.id, before);
    }
}

inline void decode_states(Bytes& p, GameState& s) {
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    const int third = in_range(p, 0, 2);
    if (third == 1) s.states.push_back({"GB", std::nullopt});
    if (third == 2) s.states.push_back({"TX", Nation::US});
    std::sort(s.states.begin(), s.states.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    for (std::size_t i = 0; i < s.states.size(); ++i)
        for (std::size_t j = i + 1; j < s.states.size(); ++j) {
            // Hostile first: 0 is a war, where most rules have something to do.
            constexpr std::array<Relation, 5> order{Relation::Hostile, Relation::Neutral, Relation::Allied,
                                                    Relation::ActivelyAllied, Relation::SameSide};
            s.relations.push_back({s.states[i].id, s.states[j].id, order[static_cast<std::size_t>(in_range(p, 0, 4))]});
        }
}

inline void decode_squares(Bytes& p, GameState& s) {
    const int count = in_range(p, 1, kMaxSquares);
    // Distinct block positions: the first is the centre, then others drawn.
    std::vector<int> taken{4};
    for (int k = 1; k < count; ++k) {
        const int at = in_range(p, 0, kBlock * kBlock - 1);
        if (std::find(taken.begin(), taken.end(), at) == taken.end()) taken.push_back(at);
    }
    for (std::size_t k = 0; k < taken.size(); ++k) {
        StratSquareInfo q;
        q.square = block_square(taken[k]);
        q.nation = p.ConsumeBool() ? Nation::US : Nation::MX;
        q.owner = s.states[p.ConsumeIntegralInRange<std::size_t>(0, s.states.size() - 1)].id;
        // Mostly passable (units stand there); now and then one only a march runs into.
        q.terrain = one_in(p, 6) ? any_of<StratTerrain>(p) : StratTerrain::Open;
        q.guatemala = one_in(p, 16);
        q.north_of_rio_grande = one_in(p, 8);
        q.map = tactical_map(p);
        if (p.ConsumeBool()) {
            q.city = std::string(kCities[k]);
            q.city_square = passable_near(q.map, tac(p));
            q.fort = in_range(p, 0, kMaxFort);
            if (q.fort > 0 && p.ConsumeBool()) q.fort_capacity = in_range(p, 1, 10000);
            q.besieged = one_in(p, 4);
            q.stores = in_range(p, 0, 3) * in_range(p, 0, 20);
        }
        s.squares.push_back(std::move(q));
    }
    std::sort(s.squares.begin(), s.squares.end(), [](const auto& a, const auto& b) { return a.square < b.square; });
}

inline UnitType unit_type(Bytes& p) {
    // Infantry first (0), then the rest in the model's order.
    return any_of<UnitType>(p);
}

inline Unit decode_unit(Bytes& p, const GameState& s, int index) {
    Unit u;
    const auto& square = s.squares[p.ConsumeIntegralInRange<std::size_t>(0, s.squares.size() - 1)];
    const auto& st = s.states[p.ConsumeIntegralInRange<std::size_t>(0, s.states.size() - 1)];
    u.state = st.id;
    const Nation nation = st.home ? *st.home : (p.ConsumeBool() ? Nation::MX : Nation::US);
    const UnitType type = unit_type(p);
    // index + 1 + 16k: unique whatever k is, and at most 12 + 16 * 600 < 9999.
    u.id = UnitId{nation, static_cast<std::uint16_t>(index + 1 + 16 * in_range(p, 0, 600)), type};
    u.strength = in_range(p, 1, std::min(max_unit_strength(type), 3000));
    u.batteries = is_headquarters(type) ? 0 : in_range(p, 0, max_unit_batteries(type));
    u.fatigue = one_in(p, 5) ? in_range(p, 9, kMaxFatigue) : in_range(p, 0, 8);
    u.initiative = in_range(p, kMinInitiative, kMaxInitiative);
    const int status = in_range(p, 0, 7);
    u.status = status < 6 ? UnitStatus::Active : status == 6 ? UnitStatus::Inactive : UnitStatus::Shattered;
    u.strategic = square.square;
    // Often beside a unit already placed on the square, so that moves meet and fight.
    std::optional<TacSquare> peer;
    for (const auto& v : s.units)
        if (v.strategic == u.strategic) peer = v.tactical;
    const TacSquare want = peer && !p.ConsumeBool() ? near(p, *peer, 3) : tac(p);
    u.tactical = passable_near(square.map, want);
    if (square.fort > 0 && square.city_square && p.ConsumeBool()) {
        u.tactical = *square.city_square;
        u.in_fort = p.ConsumeBool();
    }
    if (type == UnitType::Militia && square.city && p.ConsumeBool()) u.home_city = square.city;
    if (one_in(p, 4)) u.communications = UnitId{nation, static_cast<std::uint16_t>(in_range(p, 1, 12)), UnitType::ArmyHQ};
    u.engage_stopped = one_in(p, 8);
    u.experience = in_range(p, 0, 12);
    u.supplies = in_range(p, 0, type == UnitType::CorpsHQ ? kMaxCarry : 1);
    u.out_of_communications = one_in(p, 4);
    if (p.ConsumeBool()) {
        u.quality = any_of<Quality>(p);
        u.morale = in_range(p, kMinMorale, kMaxMorale);
        u.ammunition = in_range(p, 0, kMaxAmmunition);
        u.killed = in_range(p, 0, 3000);
        u.wounded = in_range(p, 0, 3000);
        u.prisoners = in_range(p, 0, 3000);
        u.stragglers = in_range(p, 0, 400);
    }
    if (u.status == UnitStatus::Shattered && p.ConsumeBool())
        u.reforming = Reforming{in_range(p, 0, 4), in_range(p, 0, kReformAttempts - 1)};
    const int source = in_range(p, 0, 3);
    if (source == 1 && square.city) u.supply_city = square.city;
    if (source == 2) u.supply_unit = UnitId{nation, static_cast<std::uint16_t>(in_range(p, 1, 12)), UnitType::CorpsHQ};
    return u;
}

inline bool placeable(const GameState& s, const StackReading& reading) {
    return check_invariants(s).empty() && stacking_breaches(s, reading).empty();
}

inline void decode_units(Bytes& p, GameState& s, const StackReading& reading) {
    const int count = in_range(p, kMinUnits, kMaxUnits);
    for (int i = 0; i < count; ++i) {
        s.units.push_back(decode_unit(p, s, i));
        if (!placeable(s, reading)) s.units.pop_back();
    }
}

inline StrategicOrders strategic_orders(Bytes& p, const Unit& u) {
    StrategicOrders o;
    StratSquare here = u.strategic;
    for (int b = in_range(p, 0, kStrategicPhases); b > 0; --b) {
        const int kind = in_range(p, 0, 5);
        if (kind == 5) {  // blank
            o.path.emplace_back();
            continue;
        }
        // A king step through the block (off it now and then), or a jump (rule 7.4).
        const auto d = static_cast<Direction>(in_range(p, 0, 7));
        here = kind == 4 ? block_square(in_range(p, 0, kBlock * kBlock - 1))
                         : StratSquare{static_cast<std::int16_t>(here.col + dcol(d)),
                                       static_cast<std::int16_t>(here.row + drow(d))};
        o.path.push_back({StrategicBox::Kind::Square, here, {}, {}});
    }
    // The order desk refuses a path of blanks only; an entry square goes with a path.
    if (!o.orders_move()) o.path.clear();
    if (!o.path.empty() && p.ConsumeBool()) o.entry = tac(p);
    // Halts (6.3, 7.10, 7.11), pursuit (7.12) and marches (7.13), each now and then.
    for (bool StrategicOrders::*flag :
         {&StrategicOrders::halt_on_detection, &StrategicOrders::halt_on_enemy_entry,
          &StrategicOrders::halt_before_forced_march, &StrategicOrders::pursuit, &StrategicOrders::march_to_battle,
          &StrategicOrders::march_to_allies, &StrategicOrders::march_to_enemies})
        o.*flag = one_in(p, 4);
    return o;
}

inline TacticalOrders tactical_orders(Bytes& p, const Unit& u, const std::vector<TacSquare>& peers) {
    TacticalOrders t;
    const int dest = in_range(p, 0, 5);
    if (dest >= 1 && dest <= 3) {
        t.destination = DestinationKind::Square;
        if (dest == 1 && !peers.empty()) t.destination_square = peers[p.ConsumeIntegralInRange<std::size_t>(0, peers.size() - 1)];
        else if (dest == 2) t.destination_square = near(p, u.tactical, 7);
        else t.destination_square = tac(p);
    } else if (dest == 4) {
        t.destination = DestinationKind::NearestFord;
    } else if (dest == 5) {
        t.destination = DestinationKind::NearestPass;
    }
    if (t.destination) {
        if (one_in(p, 3)) t.waypoint = p.ConsumeBool() ? near(p, u.tactical, 4) : tac(p);
        if (p.ConsumeBool()) t.start_phase = in_range(p, 1, kTacticalPhases);
        t.no_fort = one_in(p, 8);
    }
    if (one_in(p, 4)) t.engage = phase_range(p);
    const int line = in_range(p, 0, 3);
    if (line > 0) t.line = static_cast<BattleLine>(line - 1);
    return t;
}

inline ReactionBox reaction_box(Bytes& p, TacSquare at) {
    ReactionBox b;
    b.centre = p.ConsumeBool() ? tac(p) : near(p, at, 3);
    b.radius = in_range(p, 1, 4);
    if (p.ConsumeBool()) b.phases = phase_range(p);
    return b;
}

inline UnitOrders unit_orders(Bytes& p, const GameState& s, const Unit& u) {
    std::vector<TacSquare> peers;
    for (const auto& v : s.units)
        if (v.id != u.id && v.strategic == u.strategic) peers.push_back(v.tactical);
    UnitOrders o = default_orders(u);
    o.tactical = tactical_orders(p, u, peers);
    const int attack = in_range(p, 0, enum_count<OffensiveMode>);
    o.postures.attack = attack == 0 ? std::nullopt : std::optional(static_cast<OffensiveMode>(attack - 1));
    const int defend = in_range(p, 0, enum_count<DefensiveMode>);
    o.postures.defend = defend == 0 ? std::nullopt : std::optional(static_cast<DefensiveMode>(defend - 1));
    o.reactions.support.reset();
    if (p.ConsumeBool()) o.reactions.support = reaction_box(p, u.tactical);
    if (o.postures.attack != OffensiveMode::Evade && one_in(p, 3)) o.reactions.intercept = reaction_box(p, u.tactical);
    if (p.ConsumeBool()) o.strategic = strategic_orders(p, u);
    // Rules 3.5, 11.1: activation, a merger into a unit of its own, inactivation.
    o.status.activate = one_in(p, 4);
    o.status.inactivate = one_in(p, 6);
    if (one_in(p, 6) && !s.units.empty()) {
        const Unit& into = s.units[p.ConsumeIntegralInRange<std::size_t>(0, s.units.size() - 1)];
        if (into.id != u.id) o.status.merge_into = into.id;
    }
    // Rules 6.7, 10.6, 10.7: what it carries, where it draws from, an army HQ's shipments.
    if (one_in(p, 3)) o.supply.carry = in_range(p, 0, u.id.type == UnitType::CorpsHQ ? kMaxCarry : 1);
    const int source = in_range(p, 0, 5);
    if (source == 1) o.supply.source = SupplyOrders::Source::None;
    if (source == 2) {
        o.supply.source = SupplyOrders::Source::Unit;
        o.supply.source_unit = UnitId{u.id.nation, static_cast<std::uint16_t>(in_range(p, 1, 12)), UnitType::CorpsHQ};
    }
    std::vector<std::string> cities;
    for (const auto& q : s.squares)
        if (q.city) cities.push_back(*q.city);
    if (source == 3 && !cities.empty()) {
        o.supply.source = SupplyOrders::Source::City;
        o.supply.source_city = cities[p.ConsumeIntegralInRange<std::size_t>(0, cities.size() - 1)];
    }
    if (u.id.type == UnitType::ArmyHQ && !cities.empty())
        for (int n = in_range(p, 0, 3); n > 0; --n)
            o.supply.shipments.push_back({in_range(p, 1, 60), cities[p.ConsumeIntegralInRange<std::size_t>(0, cities.size() - 1)],
                                          cities[p.ConsumeIntegralInRange<std::size_t>(0, cities.size() - 1)], {}});
    return o;
}

// The entry if the desk takes it beside those taken; else the same with fewer sections.
inline void add_entry(const GameState& s, gitm::TurnOrders& orders, const Unit& u, UnitOrders o) {
    const UnitOrders plain = default_orders(u);
    const auto fits = [&](const UnitOrders& x) {
        gitm::TurnOrders tried = orders;
        tried.push_back({u.id, x});
        return gitm::validate_turn(s, tried).empty();
    };
    for (int step = 0; step < 5; ++step) {
        if (fits(o)) {
            orders.push_back({u.id, std::move(o)});
            return;
        }
        if (step == 0) o.status = plain.status;
        if (step == 1) o.supply = plain.supply;
        if (step == 2) o.strategic = plain.strategic;
        if (step == 3) o.reactions = plain.reactions;
    }
}

}  // namespace engine_detail

// The whole input, in this order: rulings, parameters, seed, the turn's kind, states,
// squares, units, last turn's battles, orders.
inline EngineInput decode_engine_input(FuzzedDataProvider& p) {
    using namespace engine_detail;
    EngineInput in;
    decode_rulings(p, in.rulings);
    decode_params(p, in.params);
    in.seed = Seed{p.ConsumeIntegral<std::uint64_t>()};
    GameState& s = in.state;
    s.turn = in_range(p, 1, 40);
    s.turn_kind = static_cast<TurnKind>(in_range(p, 0, 7) < 6 ? 0 : in_range(p, 1, 2));
    s.logistics = p.ConsumeBool() ? Logistics::Computed : Logistics::Recorded;
    decode_states(p, s);
    decode_squares(p, s);
    decode_units(p, s, gitm::stack_reading(in.rulings));
    for (const auto& q : s.squares)
        if (std::any_of(s.units.begin(), s.units.end(), [&](const Unit& u) { return u.strategic == q.square; }) &&
            one_in(p, 3))
            s.battles_last_turn.push_back(q.square);
    // Rule 7.18's deployment turn now and then, when the state is one (no battles).
    if (one_in(p, 10)) {
        s.deployment = true;
        s.battles_last_turn.clear();
        if (!check_invariants(s).empty()) s.deployment = false;
    }
    for (const auto& u : s.units)
        if (p.ConsumeBool()) add_entry(s, in.orders, u, unit_orders(p, s, u));
    return in;
}

}  // namespace umpire::fuzz
