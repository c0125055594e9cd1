// Properties of gitm::resolve_tactical_phase (chapter 8, rules 2.5, 9.2) over
// generated states, orders, phases, seeds and rulings; see
// properties/phase_generators.hpp for what is generated.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first
#include <rapidcheck/state.h>

#include <algorithm>
#include <cstdlib>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "app/turn_orders.hpp"
#include "golden/case_outcome.hpp"
#include "golden/phase_case.hpp"
#include "model/order_text.hpp"
#include "model/stacking.hpp"
#include "properties/citations.hpp"
#include "properties/generators.hpp"
#include "properties/phase_generators.hpp"
#include "rules/gitm/initiative.hpp"
#include "rules/gitm/intercept.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/tactical_move.hpp"
#include "rules/gitm/terrain_block.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;
using gitm::EventKind;
using gitm::MoveKind;
using gitm::PhaseOutcome;
using props::PhaseInput;

// resolve_tactical_phase() promises nothing for an invalid input, so every property
// first checks what the generator claims to build.
void require_valid(const PhaseInput& in) {
    const auto problems = check_invariants(in.state);
    if (!problems.empty()) RC_FAIL("generated state is invalid: " + format(problems));
    const auto bad = gitm::validate_phase(in.state, in.orders, in.phase);
    if (!bad.empty()) RC_FAIL("generated orders are invalid: " + format(bad));
}

// The orders a unit follows: its entry, or rule 6.9's defaults as the resolver makes them.
UnitOrders orders_of(const PhaseInput& in, const Unit& u) {
    for (const auto& e : in.orders)
        if (e.unit == u.id) return e.orders;
    return default_orders(u);
}

std::vector<gitm::Event> events_of(const PhaseOutcome& o, const UnitId& id) {
    std::vector<gitm::Event> out;
    for (const auto& e : o.events)
        if (e.event.unit == id) out.push_back(e.event);
    return out;
}

int count_events(const PhaseOutcome& o, const UnitId& id, EventKind kind) {
    return static_cast<int>(std::count_if(o.events.begin(), o.events.end(), [&](const gitm::PhaseEvent& e) {
        return e.event.unit == id && e.event.kind == kind;
    }));
}

std::string describe(const gitm::Event& e) {
    std::string s = std::string(gitm::name(e.kind)) + " rule " + e.rule;
    if (!e.ruling.empty()) s += " ruling " + e.ruling.joined();
    for (const auto q : e.squares) s += " " + to_string(q);
    for (const auto& id : e.others) s += " " + to_string(id);
    return s;
}

std::string describe(const PhaseOutcome& o, const UnitId& id) {
    std::string s;
    for (const auto& e : events_of(o, id)) s += "\n  " + describe(e);
    return s;
}

int support_reach(UnitType t, const Rulings& r) { return gitm::is_fast(t, r) ? 3 : 2; }  // rule 8.10

using BreachKey = std::tuple<StratSquare, TacSquare, StackLimit>;

// Rule 2.5's tactical breaches under a reading, with their counts.
std::map<BreachKey, int> tactical_breaches(const GameState& s, const StackReading& reading) {
    std::map<BreachKey, int> out;
    for (const auto& b : stacking_breaches(s, reading))
        if (b.tactical) out[{b.strategic, *b.tactical, b.limit}] = b.count;
    return out;
}

// What a golden snapshot holds for one phase.
CaseOutcome recorded(const PhaseOutcome& o) {
    CaseOutcome wrapped;
    wrapped.kind = CaseKind::Phase;
    wrapped.phase_run = report_phase_case({o});
    return wrapped;
}

// Where two outcomes part, for a failure message (RapidCheck cannot print them whole).
template <class T, class Show>
std::string first_difference(const char* what, const std::vector<T>& a, const std::vector<T>& b, Show show) {
    if (a == b) return {};
    std::size_t k = 0;
    while (k < a.size() && k < b.size() && a[k] == b[k]) ++k;
    const auto side = [&](const std::vector<T>& v) { return k < v.size() ? show(v[k]) : std::string("(none)"); };
    return std::string(what) + "[" + std::to_string(k) + "] of " + std::to_string(a.size()) + " vs " +
           std::to_string(b.size()) + ":\n  " + side(a) + "\n  " + side(b);
}

std::string first_difference(const PhaseOutcome& a, const PhaseOutcome& b) {
    const auto event = [](const gitm::PhaseEvent& e) { return to_string(e.strategic) + " " + to_string(e.event.unit) + " " + describe(e.event); };
    const auto battle = [](const gitm::Battle& x) { return to_string(x.strategic) + " " + to_string(x.square) + " begun by " + to_string(x.initiator); };
    const auto report = [](const gitm::MoveReport& r) { return to_string(r.mover) + " " + to_string(r.from) + "-" + to_string(r.to); };
    const auto row = [](const gitm::UnitPhase& r) {
        return to_string(r.unit) + " " + to_string(r.from) + "-" + to_string(r.to) + " " + std::string(gitm::name(r.kind)) +
               " order " + std::to_string(r.order);
    };
    const auto unit = [](const Unit& u) { return to_string(u.id) + " at " + to_string(u.tactical); };
    for (std::string d : {first_difference("events", a.events, b.events, event),
                          first_difference("battles", a.battles, b.battles, battle),
                          first_difference("reports", a.reports, b.reports, report),
                          first_difference("units", a.units, b.units, row),
                          first_difference("state.units", a.state.units, b.state.units, unit)})
        if (!d.empty()) return d;
    return a == b ? std::string() : "the states differ";
}

// ---- 1 ---------------------------------------------------------------------------

// After a phase (any of 1-5, the earlier ones resolved first; ATurnOfPhasesKeepsItsPromises
// checks every phase of whole turns): the state passes check_invariants() (its caps
// read permissively), no tactical square breaks a cap of rule 2.5 under the case's
// own reading (STACK-STATUS, TM-ALLIED-COUNT) unless it broke that cap at least as
// badly before the phase, and no unit standing on passable ground ends on impassable
// ground (2.2). Its events cite known rules and rulings.
// rules: 2.5 2.2 8.3 9.2 8.10
RC_GTEST_PROP(PhaseProps, APhaseKeepsTheStackingCaps, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    const StackReading reading = gitm::stack_reading(in.rulings);
    const PhaseOutcome out = props::resolve(in);
    props::check_citations(out);
    const auto problems = check_invariants(out.state);
    if (!problems.empty()) RC_FAIL(format(problems));
    const auto was = tactical_breaches(in.state, reading);
    for (const auto& [key, count] : tactical_breaches(out.state, reading)) {
        const auto it = was.find(key);
        if (it == was.end() || it->second < count)
            RC_FAIL(to_string(std::get<0>(key)) + " " + to_string(std::get<1>(key)) + " is filled beyond the " +
                    std::string(name(std::get<2>(key))) + " cap: " + std::to_string(count) + " units");
    }
    for (const auto& u : out.state.units) {
        const Unit& b = *in.state.unit(u.id);
        const TacticalMap& map = in.state.square(u.strategic)->map;
        if (passable(map.at(b.tactical)) && !passable(map.at(u.tactical)))
            RC_FAIL(to_string(u.id) + " ends on impassable " + to_string(u.tactical) + describe(out, u.id));
    }
    RC_CLASSIFY(!was.empty(), "a cap broken under the case's reading before the phase");
}

// The strategic squares of a phase shared among threads (as the phase of a state of
// 256 units or more shares them) give the outcome and the count of draws that one
// thread gives, and the public overload's: the squares are joined in reading order,
// whichever thread finished first.
// rules: 8.1
RC_GTEST_PROP(PhaseProps, SharingTheSquaresAmongThreadsChangesNothing, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    std::uint64_t one_thread = 0, three_threads = 0;
    Seed counted = in.seed;
    counted.tally = &one_thread;
    const PhaseOutcome alone = gitm::detail::resolve_tactical_phase(GameState(in.state), in.orders, in.phase, counted,
                                                                    in.rulings, ParamSet{}, 1);
    counted.tally = &three_threads;
    const PhaseOutcome shared = gitm::detail::resolve_tactical_phase(GameState(in.state), in.orders, in.phase, counted,
                                                                     in.rulings, ParamSet{}, 3);
    if (const std::string d = first_difference(alone, shared); !d.empty()) RC_FAIL("1 thread vs 3: " + d);
    RC_ASSERT(one_thread == three_threads);
    if (const std::string d = first_difference(alone, props::resolve(in)); !d.empty()) RC_FAIL("1 thread vs the public overload: " + d);
    RC_CLASSIFY(alone.battles.size() > 0, "a battle begins");
}

// ---- 2 ---------------------------------------------------------------------------

// Every unit ends within max(|dc|, |dr|) <= A + R + H of where it began the phase:
// A its allowance (8.1: 6 for fast units and army headquarters, else 4) if it made a
// specified, engage or intercept move, else 0; R its support reach (8.10: 3 for fast
// units, else 2) if it made a support move, else 0; H the times it stepped aside as
// a headquarters (9.2). A unit that made none of these moves stays where it was.
// The phase's unit rows describe the units: one per unit, by id, from and to and
// fatigue as the states before and after have them.
// rules: 8.1 8.10 8.11 8.8 9.2
RC_GTEST_PROP(PhaseProps, NoUnitMovesFartherThanItsAllowance, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    const PhaseOutcome out = props::resolve(in);
    RC_ASSERT(out.phase == in.phase);
    RC_ASSERT(out.units.size() == in.state.units.size());
    RC_ASSERT(std::is_sorted(out.units.begin(), out.units.end(),
                             [](const auto& a, const auto& b) { return a.unit < b.unit; }));
    for (const auto& row : out.units) {
        const Unit* before = in.state.unit(row.unit);
        const Unit* after = out.state.unit(row.unit);
        RC_ASSERT(before != nullptr);
        RC_ASSERT(after != nullptr);
        RC_ASSERT(row.strategic == before->strategic);
        RC_ASSERT(after->strategic == before->strategic);
        RC_ASSERT(row.from == before->tactical);
        RC_ASSERT(row.to == after->tactical);
        RC_ASSERT(row.fatigue_before == before->fatigue);
        RC_ASSERT(row.fatigue_after == after->fatigue);

        const bool own_move = row.kind == MoveKind::Specified || row.kind == MoveKind::Engage ||
                              row.kind == MoveKind::Intercept;
        const int allowance = own_move ? gitm::tactical_allowance(row.unit.type, in.rulings) : 0;
        const int reach = row.supported ? support_reach(row.unit.type, in.rulings) : 0;
        const int aside = count_events(out, row.unit, EventKind::HqStepsAside);
        const int moved = gitm::steps_between(row.from, row.to);
        if (moved > allowance + reach + aside)
            RC_FAIL(to_string(row.unit) + " (" + std::string(gitm::name(row.kind)) +
                    (row.supported ? ", supported" : "") + ") moved " + std::to_string(moved) + " from " +
                    to_string(row.from) + " to " + to_string(row.to) + "; allowed " + std::to_string(allowance) +
                    " + " + std::to_string(reach) + " + " + std::to_string(aside) + describe(out, row.unit));
        RC_CLASSIFY(moved > 0, "moved");
        RC_CLASSIFY(row.supported, "supported");
        RC_CLASSIFY(aside > 0, "stepped aside");
    }
}

// ---- 3 ---------------------------------------------------------------------------

// Phase 1, no move under way. A unit that made a specified move without a waypoint,
// and nothing else (no support move, no stepping aside), under rule 8.5's terrain
// limit (its events say limit-applies, rule 8.5), and that ended away from its start:
// either it ended on a square of the straight line from its start to its
// destination (as the move resolved it, Unit::move) and no step of that line up to
// and including the one onto its end square is blocked by terrain (check_step:
// impassable, a river/mountain join, a cliff), and under TM-OBSTACLE-ORDER
// validate-whole-path no step of the whole line is; or it ended on the square of an
// enemy met beside the line (TM-STOP-BESIDE enter-enemy-square).
// rules: 8.5 tm-straight-line tm-example-1 tm-example-2 tm-example-3 8.2
RC_GTEST_PROP(PhaseProps, LimitedMovesAvoidBlockedSteps, ()) {
    const PhaseInput in = *props::first_phase_input();
    require_valid(in);
    const PhaseOutcome out = props::resolve(in);
    for (const auto& row : out.units) {
        const Unit& u = *in.state.unit(row.unit);
        const UnitOrders o = orders_of(in, u);
        if (!o.tactical.destination || o.tactical.waypoint || o.tactical.start_phase.value_or(1) > 1) continue;
        if (row.kind != MoveKind::Specified || row.supported || row.from == row.to) continue;
        if (count_events(out, row.unit, EventKind::HqStepsAside) > 0) continue;
        const auto events = events_of(out, row.unit);
        const bool limited = std::any_of(events.begin(), events.end(), [](const gitm::Event& e) {
            return e.kind == EventKind::LimitApplies && e.rule == "8.5";
        });
        if (!limited) continue;
        const Unit& after = *out.state.unit(row.unit);
        RC_ASSERT(after.move.has_value());
        const TacSquare dest = after.move->destination;
        const gitm::Line line = gitm::trace_line(row.from, dest, in.rulings.get<StepTypo>());
        int end = -1;
        for (int k = 0; k < line.count && end < 0; ++k)
            if (line.steps[static_cast<std::size_t>(k)].square == row.to) end = k;
        if (end < 0) {
            const bool met_beside = in.rulings.get<StopBeside>() == StopBeside::EnterEnemySquare &&
                                    std::any_of(events.begin(), events.end(), [&](const gitm::Event& e) {
                                        return e.kind == EventKind::Encounter && e.squares.front() == row.to;
                                    });
            if (!met_beside)
                RC_FAIL(to_string(row.unit) + " ended at " + to_string(row.to) + ", off its line " +
                        to_string(row.from) + "-" + to_string(dest) + describe(out, row.unit));
            RC_TAG("entered the enemy's square beside the line");
            continue;
        }
        const TacticalMap& map = in.state.square(u.strategic)->map;
        // validate-whole-path judges the line to the destination before the first step.
        const bool whole = in.rulings.get<ObstacleOrder>() == ObstacleOrder::ValidateWholePath;
        for (int k = 0; k <= (whole ? line.count - 1 : end); ++k) {
            const auto c = gitm::check_step(map, line.before(k), line.steps[static_cast<std::size_t>(k)].square,
                                            in.rulings);
            if (c)
                RC_FAIL(to_string(row.unit) + " walked " + to_string(row.from) + "-" + to_string(row.to) +
                        " towards " + to_string(dest) + " through a terrain block at step " + std::to_string(k + 1) +
                        " (" + to_string(line.before(k)) + "-" +
                        to_string(line.steps[static_cast<std::size_t>(k)].square) + ")" + describe(out, row.unit));
        }
        RC_TAG("ended on its line");
    }
}

// ---- 4 ---------------------------------------------------------------------------

// Rule 8.7 (sides as rules/gitm/sides.hpp computes them under the case's rulings):
// every straight movement of the phase (each movement report, rule 4.4) made by a
// unit whose orders name no waypoint begins and ends on a common side, when both
// squares have a side; and every headquarters that steps aside (9.2) does so
// within a side.
// rules: 8.7 9.2 4.4 8.10 8.11 8.8
RC_GTEST_PROP(PhaseProps, NoRiverCrossedWithoutAFordWaypoint, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    const PhaseOutcome out = props::resolve(in);
    std::map<StratSquare, gitm::MapSides> sides;
    for (const auto& q : in.state.squares) sides.emplace(q.square, gitm::compute_sides(q.map, in.rulings));
    const auto apart = [&](StratSquare where, TacSquare a, TacSquare b) {
        const auto& s = sides.at(where);
        const auto sa = gitm::sides_of(s, a), sb = gitm::sides_of(s, b);
        return sa.any() && sb.any() && (sa & sb).none();
    };
    for (const auto& r : out.reports) {
        const Unit& u = *in.state.unit(r.mover);
        if (orders_of(in, u).tactical.waypoint) continue;
        if (apart(r.strategic, r.from, r.to))
            RC_FAIL(to_string(r.mover) + " moved " + to_string(r.from) + "-" + to_string(r.to) + " in " +
                    to_string(r.strategic) + " across a river or range without a waypoint" + describe(out, r.mover));
        RC_TAG("movement within a side");
    }
    for (const auto& e : out.events) {
        if (e.event.kind != EventKind::HqStepsAside) continue;
        if (apart(e.strategic, e.event.squares[0], e.event.squares[1]))
            RC_FAIL(to_string(e.event.unit) + " stepped aside " + to_string(e.event.squares[0]) + "-" +
                    to_string(e.event.squares[1]) + " across a river or range");
    }
}

// ---- 5 ---------------------------------------------------------------------------

// The outcome is the same whatever the order of the TurnOrders entries.
// rules: 8.6 8.12
RC_GTEST_PROP(PhaseProps, OrderOfTheOrderEntriesDoesNotMatter, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    PhaseInput shuffled = in;
    auto& v = shuffled.orders;
    // Fisher-Yates with RapidCheck's choices, so a failure shrinks and replays.
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[*gen::inRange<std::size_t>(0, i)]);
    const std::string d = first_difference(props::resolve(shuffled), props::resolve(in));
    if (!d.empty()) RC_FAIL("shuffled vs as generated: " + d);
}

// ---- 6 ---------------------------------------------------------------------------

// The part of an outcome about one strategic square (its units only in the state).
PhaseOutcome view(const PhaseOutcome& o, StratSquare where) {
    PhaseOutcome v;
    v.phase = o.phase;
    for (const auto& e : o.events)
        if (e.strategic == where) v.events.push_back(e);
    for (const auto& b : o.battles)
        if (b.strategic == where) v.battles.push_back(b);
    for (const auto& r : o.reports)
        if (r.strategic == where) v.reports.push_back(r);
    for (const auto& r : o.units)
        if (r.strategic == where) v.units.push_back(r);
    for (const auto& u : o.state.units)
        if (u.strategic == where) v.state.units.push_back(u);
    return v;
}

// Units that come to, or leave, another strategic square (with their orders) change
// nothing in this one: its events, battles, reports, unit rows and units.
// rules: 8.6 8.1 8.5 8.11
RC_GTEST_PROP(PhaseProps, OtherStrategicSquaresChangeNothing, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    const StratSquare here = (*gen::elementOf(in.state.squares)).square;
    PhaseInput changed = in;
    GameState& s = changed.state;
    if (*gen::arbitrary<bool>()) {
        // Remove some units of the other squares, and their orders.
        std::set<UnitId> gone;
        for (const auto& u : s.units)
            if (u.strategic != here && *gen::arbitrary<bool>()) gone.insert(u.id);
        std::erase_if(s.units, [&](const Unit& u) { return gone.count(u.id) > 0; });
        std::erase_if(changed.orders, [&](const gitm::UnitOrderEntry& e) { return gone.count(e.unit) > 0; });
        RC_TAG("units removed");
    } else {
        // Add units to another square, a new one if this is the only square.
        std::vector<StratSquare> others;
        for (const auto& q : s.squares)
            if (q.square != here) others.push_back(q.square);
        if (others.empty()) {
            StratSquareInfo q;
            q.square = here == *parse_strat_square("J3-Y4") ? *parse_strat_square("J2-Y4")
                                                            : *parse_strat_square("J3-Y4");
            q.nation = *gen::element(Nation::US, Nation::MX);
            q.owner = (*gen::elementOf(s.states)).id;
            q.map = *props::tactical_map();
            s.squares.push_back(q);
            others.push_back(q.square);
        }
        for (int n = *gen::inRange(1, 8); n > 0; --n) {
            Unit u;
            const PolityState st = *gen::elementOf(s.states);
            u.state = st.id;
            const auto type = *gen::element(UnitType::Infantry, UnitType::LightCavalry, UnitType::HorseArtillery,
                                            UnitType::CorpsHQ, UnitType::Militia);
            u.id = props::fresh_id(s, st.home.value_or(Nation::MX), type);
            u.strength = *gen::inRange(50, 1501);
            u.fatigue = *gen::inRange(0, 13);
            u.strategic = *gen::elementOf(others);
            u.tactical = *props::tac_square();
            s.units.push_back(u);
            if (!check_invariants(s).empty()) {
                s.units.pop_back();
                continue;
            }
            if (*gen::arbitrary<bool>()) {
                gitm::UnitOrderEntry e{u.id, {}};
                e.orders.tactical.destination = DestinationKind::Square;
                e.orders.tactical.destination_square = *props::tac_square();
                if (*gen::arbitrary<bool>()) e.orders.tactical.engage = PhaseRange{};
                if (*gen::arbitrary<bool>()) e.orders.reactions.intercept = ReactionBox{*props::tac_square(), 3, {}, {}};
                changed.orders.push_back(e);
            }
        }
        RC_TAG("units added");
    }
    require_valid(changed);
    const std::string d = first_difference(view(props::resolve(changed), here), view(props::resolve(in), here));
    if (!d.empty())
        RC_FAIL("in " + to_string(here) + ", changed vs as generated: " + d + "\nthe changed case:\n" +
                save_case(props::phase_case(changed)));
}

// ---- 7 ---------------------------------------------------------------------------

// Same input, same outcome, same bytes: two resolutions are equal and their
// snapshots identical; the input's case form (what a failing property prints) is
// valid, carries the same orders, replays through run_case() to the same outcome,
// loads, and saves to the same text.
// rules: 8.6 8.2
RC_GTEST_PROP(PhaseProps, SameSeedSameBytes, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    const PhaseOutcome first = props::resolve(in);
    const std::string d = first_difference(props::resolve(in), first);
    if (!d.empty()) RC_FAIL("second resolution vs first: " + d);
    RC_ASSERT(save_outcome(recorded(props::resolve(in))) == save_outcome(recorded(first)));

    const CaseFile c = props::phase_case(in);
    const auto problems = validate_case(c);
    if (!problems.empty()) RC_FAIL("the case form is invalid: " + format(problems));
    const PhaseCase& phase = std::get<PhaseCase>(c.payload);
    const auto carried = app::orders_in_force(phase.state, phase.orders, in.rulings);
    RC_ASSERT(carried.ok());
    gitm::TurnOrders sorted = in.orders;
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.unit < b.unit; });
    RC_ASSERT(carried->orders == sorted);
    RC_ASSERT(run_case(c) == recorded(first));
    const std::string text = save_case(c);
    const auto loaded = load_case(text, "generated.case.json");
    if (!loaded) RC_FAIL("saved case does not load: " + format(loaded.errors()));
    RC_ASSERT(*loaded == c);
    RC_ASSERT(save_case(*loaded) == text);
}

// Combat (chapter 9) is not adjudicated in a tactical phase yet: the phase carries
// every unit's quality, morale, ammunition and casualty tallies, each fort's capacity
// and the kind of turn through unchanged, whatever moves. (Rule 12.1's shattering
// losses will change the tallies when combat lands; this property says so then.)
// rules: 3.2 3.7 10.9 9.13 2.6 5.1
RC_GTEST_PROP(PhaseProps, APhaseCarriesCombatsFieldsThrough, ()) {
    const PhaseInput in = *props::phase_input();
    require_valid(in);
    const PhaseOutcome out = props::resolve(in);
    RC_ASSERT(out.state.turn_kind == in.state.turn_kind);
    RC_ASSERT(out.state.squares.size() == in.state.squares.size());
    for (std::size_t i = 0; i < in.state.squares.size(); ++i)
        RC_ASSERT(out.state.squares[i].fort_capacity == in.state.squares[i].fort_capacity);
    for (const Unit& before : in.state.units) {
        const Unit* after = out.state.unit(before.id);
        RC_ASSERT(after != nullptr);
        RC_ASSERT(std::tie(after->quality, after->morale, after->ammunition, after->killed, after->wounded, after->prisoners) ==
                  std::tie(before.quality, before.morale, before.ammunition, before.killed, before.wounded, before.prisoners));
    }
}

// ---- 8 ---------------------------------------------------------------------------

// A turn as a sequence of commands: resolve the next tactical phase (with a seed of
// its own), an enemy unit arriving by strategic move between phases 2 and 3 or 4 and
// 5 (rule 5.2), a unit failing a morale check (8.8).
struct TurnModel {
    int next = 1;                    // the phase the next resolution resolves; 6 when the turn is over
    std::vector<UnitId> units;       // sorted
    std::vector<StratSquare> squares;
    std::vector<UnitId> stopped;     // failed a morale check: never engage again this turn
    std::vector<UnitId> arrived;     // arrived since the last phase
    int arrivals = 0;
};

struct TurnSut {
    GameState state;
    gitm::TurnOrders orders;
    Rulings rulings;
    std::map<UnitId, TacSquare> turn_start;  // where each unit began the turn (or arrived)
    std::set<UnitId> defaulted{};            // units on rule 6.9's defaults, built when they began
    // Gives a unit with no orders entry the defaults of rule 6.9 from where it stands
    // now, once: the turn's orders are fixed when it begins (the order desk's way).
    void default_if_unordered(const Unit& u) {
        if (std::any_of(orders.begin(), orders.end(), [&](const gitm::UnitOrderEntry& e) { return e.unit == u.id; }))
            return;
        orders.push_back({u.id, default_orders(u)});
        defaulted.insert(u.id);
    }
};

using TurnCommand = rc::state::Command<TurnModel, TurnSut>;

bool contains(const std::vector<UnitId>& v, const UnitId& id) { return std::find(v.begin(), v.end(), id) != v.end(); }

struct ResolvePhase : TurnCommand {
    Seed seed{*gen::arbitrary<std::uint64_t>()};

    void checkPreconditions(const TurnModel& m) const override { RC_PRE(m.next <= kTacticalPhases); }
    void apply(TurnModel& m) const override {
        ++m.next;
        m.arrived.clear();
    }
    void run(const TurnModel& m, TurnSut& sut) const override {
        const GameState& before = sut.state;
        PhaseOutcome out = gitm::resolve_tactical_phase(before, sut.orders, m.next, seed, sut.rulings);
        RC_ASSERT(out.phase == m.next);
        const auto problems = check_invariants(out.state);
        if (!problems.empty()) RC_FAIL("after phase " + std::to_string(m.next) + ": " + format(problems));
        std::vector<UnitId> ids;
        for (const auto& u : out.state.units) ids.push_back(u.id);
        std::sort(ids.begin(), ids.end());
        RC_ASSERT(ids == m.units);  // units never vanish nor appear in a tactical phase
        const StackReading reading = gitm::stack_reading(sut.rulings);
        const auto was = tactical_breaches(before, reading);
        for (const auto& [key, count] : tactical_breaches(out.state, reading)) {
            const auto it = was.find(key);
            if (it == was.end() || it->second < count)
                RC_FAIL(to_string(std::get<0>(key)) + " " + to_string(std::get<1>(key)) + " is filled beyond the " +
                        std::string(name(std::get<2>(key))) + " cap in phase " + std::to_string(m.next));
        }

        for (const auto& row : out.units) {
            const Unit& b = *before.unit(row.unit);
            const Unit& a = *out.state.unit(row.unit);
            RC_ASSERT(a.strategic == b.strategic);
            const TacticalMap& map = before.square(a.strategic)->map;
            if (passable(map.at(b.tactical))) RC_ASSERT(passable(map.at(a.tactical)));  // 2.2
            // Rule 8.1: a tactical move and a support move, a fatigue point each.
            if (a.fatigue < b.fatigue || a.fatigue > b.fatigue + 2)
                RC_FAIL(to_string(a.id) + " fatigue " + std::to_string(b.fatigue) + " -> " +
                        std::to_string(a.fatigue) + describe(out, a.id));
            // Only headquarters shatter here (9.2); nothing recovers in a tactical phase.
            if (a.status != b.status)
                RC_ASSERT(b.status == UnitStatus::Active && a.status == UnitStatus::Shattered &&
                          is_headquarters(a.id.type));
            // A finished move stays finished, as it was (8.2).
            if (b.move && b.move->done_phase != 0) RC_ASSERT(a.move == b.move);
            if (a.move && a.move->done_phase != 0 && !(b.move && b.move->done_phase != 0))
                RC_ASSERT(a.move->done_phase == m.next);
            // Rule 8.8: a unit that failed a morale check no longer engages.
            if (contains(m.stopped, a.id)) {
                RC_ASSERT(a.engage_stopped);
                RC_ASSERT(row.kind != MoveKind::Engage);
            }
            RC_ASSERT(a.engage_stopped == b.engage_stopped);
        }
        // Rule 6.9: a unit without orders supports battles within 2 squares of where
        // it began the turn, so a combat unit never strays farther from there.
        for (const auto& u : out.state.units) {
            if (!sut.defaulted.count(u.id) || is_headquarters(u.id.type)) continue;
            const TacSquare start = sut.turn_start.at(u.id);
            if (gitm::steps_between(start, u.tactical) > 2)
                RC_FAIL(to_string(u.id) + " has no orders, began the turn at " + to_string(start) + " and is at " +
                        to_string(u.tactical) + " after phase " + std::to_string(m.next) + describe(out, u.id));
        }
        // Rule 8.7 over the turn: a unit whose only orders are a specified move without a
        // waypoint (no engage, support or intercept move) stays on a side of its
        // turn-start square, whatever the phase it has got to.
        std::map<StratSquare, gitm::MapSides> sides;
        for (const auto& e : sut.orders) {
            const TacticalOrders& t = e.orders.tactical;
            if (!t.destination || t.waypoint || t.engage || e.orders.reactions.support || e.orders.reactions.intercept)
                continue;
            const Unit& u = *out.state.unit(e.unit);
            if (is_headquarters(u.id.type)) continue;  // 9.2 moves them aside
            auto it = sides.find(u.strategic);
            if (it == sides.end())
                it = sides.emplace(u.strategic, gitm::compute_sides(out.state.square(u.strategic)->map, sut.rulings)).first;
            const auto a = gitm::sides_of(it->second, sut.turn_start.at(u.id));
            const auto b = gitm::sides_of(it->second, u.tactical);
            if (a.any() && b.any() && (a & b).none())
                RC_FAIL(to_string(u.id) + " began the turn at " + to_string(sut.turn_start.at(u.id)) + " and is at " +
                        to_string(u.tactical) + " after phase " + std::to_string(m.next) +
                        ", across a river or range, with no waypoint" + describe(out, u.id));
        }
        // Rule 8.5: an enemy that arrived between phases brings the straight-line
        // limits for every unit hostile to it that moves in its square.
        for (const auto& id : m.arrived) {
            const Unit& enemy = *before.unit(id);
            for (const auto& row : out.units) {
                const Unit& b = *before.unit(row.unit);
                if (b.strategic != enemy.strategic || row.from == row.to) continue;
                if (before.relation(b.state, enemy.state) != Relation::Hostile) continue;
                if (count_events(out, row.unit, EventKind::HqStepsAside) > 0) continue;
                const auto events = events_of(out, row.unit);
                const bool limited = std::any_of(events.begin(), events.end(), [&](const gitm::Event& e) {
                    return e.kind == EventKind::LimitApplies && e.rule == "8.5" && contains(e.others, id);
                });
                if (!limited)
                    RC_FAIL(to_string(row.unit) + " moved without the limits of rule 8.5 though " + to_string(id) +
                            " had arrived" + describe(out, row.unit));
            }
        }
        sut.state = std::move(out.state);
    }
    void show(std::ostream& os) const override { os << "ResolvePhase(seed " << seed.value << ")"; }
};

struct EnemyArrives : TurnCommand {
    StratSquare where;
    TacSquare request;
    bool us = false;
    UnitType type = UnitType::Infantry;
    bool engages = false;

    explicit EnemyArrives(const TurnModel& m)
        : where(*gen::elementOf(m.squares)), request(*props::tac_square()), us(*gen::arbitrary<bool>()),
          type(*gen::element(UnitType::Infantry, UnitType::LightCavalry, UnitType::Dragoons, UnitType::HorseArtillery)),
          engages(*gen::arbitrary<bool>()) {}

    UnitId id(const TurnModel& m) const {
        // Above every generated unit number (props::phase_state() stays below 9000).
        return UnitId{us ? Nation::US : Nation::MX, static_cast<std::uint16_t>(9000 + m.arrivals), type};
    }
    // Rule 5.2: strategic movement comes between tactical phases 2 and 3, and after 4.
    void checkPreconditions(const TurnModel& m) const override {
        RC_PRE(m.next == 3 || m.next == 5);
        RC_PRE(m.arrivals < 6);
    }
    void apply(TurnModel& m) const override {
        const UnitId u = id(m);
        m.units.insert(std::lower_bound(m.units.begin(), m.units.end(), u), u);
        m.arrived.push_back(u);
        ++m.arrivals;
    }
    void run(const TurnModel& m, TurnSut& sut) const override {
        Unit u;
        u.id = id(m);
        u.state = us ? "US" : "MX";  // MX and US are hostile in every generated state
        u.strength = 800;
        u.strategic = where;
        const TacticalMap& map = sut.state.square(where)->map;
        // The requested square if the caps allow, else the nearest that does.
        std::optional<TacSquare> placed;
        for (int d = 0; d < kTacSize && !placed; ++d)
            for (int i = 0; i < kTacSquares && !placed; ++i) {
                const TacSquare t = TacSquare::from_index(i);
                if (gitm::steps_between(t, request) != d || !passable(map.at(t))) continue;
                u.tactical = t;
                sut.state.units.push_back(u);
                if (check_invariants(sut.state).empty()) placed = t;
                else sut.state.units.pop_back();
            }
        RC_ASSERT(placed.has_value());
        sut.turn_start[u.id] = *placed;
        if (engages) {
            gitm::UnitOrderEntry e{u.id, {}};
            e.orders.tactical.engage = PhaseRange{};
            sut.orders.push_back(e);
        } else {
            sut.default_if_unordered(*sut.state.unit(u.id));
        }
    }
    void show(std::ostream& os) const override {
        os << "EnemyArrives(" << (us ? "US " : "MX ") << code(type) << " in " << to_string(where) << " near "
           << to_string(request) << (engages ? ", engages" : "") << ")";
    }
};

struct MoraleFails : TurnCommand {
    UnitId unit;
    explicit MoraleFails(const TurnModel& m) {
        RC_PRE(!m.units.empty());
        unit = *gen::elementOf(m.units);
    }
    void checkPreconditions(const TurnModel& m) const override { RC_PRE(contains(m.units, unit)); }
    void apply(TurnModel& m) const override {
        if (!contains(m.stopped, unit)) m.stopped.push_back(unit);
    }
    void run(const TurnModel&, TurnSut& sut) const override {
        for (auto& u : sut.state.units)
            if (u.id == unit) u.engage_stopped = true;
    }
    void show(std::ostream& os) const override { os << "MoraleFails(" << to_string(unit) << ")"; }
};

// Over a turn's phases, in order, with arrivals and failed morale checks between
// them: every phase leaves a state that passes check_invariants(), breaks no cap of
// rule 2.5 under the case's reading that was not broken as badly before, leaves no
// unit on impassable ground (2.2), resolves the phase it was asked for, keeps every
// unit (none vanishes or changes strategic square; only headquarters shatter, 9.2),
// raises each unit's fatigue by 0-2 (8.1), never changes a finished move's progress
// and finishes moves only in the current phase (8.2), never lets a unit that failed
// a morale check engage (8.8), keeps combat units without orders within 2 squares of
// where they began the turn (6.9), keeps a combat unit whose only orders are a
// specified move without a waypoint on a side of its turn-start square (8.7), and
// applies rule 8.5's limits to every unit hostile to an arrived enemy that moves in
// its square in the next phase.
// rules: 8.1 8.2 8.5 8.7 8.8 9.2 5.2 2.5 2.2 6.9
RC_GTEST_PROP(PhaseProps, ATurnOfPhasesKeepsItsPromises, ()) {
    const PhaseInput in = *props::first_phase_input();
    require_valid(in);
    TurnModel model;
    for (const auto& u : in.state.units) model.units.push_back(u.id);
    std::sort(model.units.begin(), model.units.end());
    for (const auto& q : in.state.squares) model.squares.push_back(q.square);
    TurnSut sut{in.state, in.orders, in.rulings, {}};
    for (const auto& u : in.state.units) {
        sut.turn_start[u.id] = u.tactical;
        sut.default_if_unordered(u);
    }
    rc::state::check(model, sut, rc::state::gen::execOneOfWithArgs<ResolvePhase, EnemyArrives, MoraleFails>());
}

// ---- 9 ---------------------------------------------------------------------------

// The kinds of event both decide_move() and the phase's walk write for a move.
bool walk_event(EventKind k) {
    switch (k) {
        case EventKind::NotActive:
        case EventKind::LimitApplies:
        case EventKind::BlockedImpassable:
        case EventKind::BlockedDiagonalJoin:
        case EventKind::BlockedCliff:
        case EventKind::BlockedNeutral:
        case EventKind::BlockedFullSquare:
        case EventKind::BlockedRiverCrossing:
        case EventKind::CrossingAllowed:
        case EventKind::Encounter:
        case EventKind::HaltedShort: return true;
        default: return false;
    }
}

std::vector<gitm::Event> walk_events(std::vector<gitm::Event> events) {
    std::erase_if(events, [](const gitm::Event& e) { return !walk_event(e.kind); });
    return events;
}

std::string describe(const std::vector<gitm::Event>& events) {
    std::string s;
    for (const auto& e : events) s += "\n  " + describe(e);
    return s;
}

// --- the steps of OnePhaseMoveAgreesWithDecideMove (below) ---

// A strategic square drawn by one of its combat units (not headquarters).
StratSquare square_of_a_combat_unit(const GameState& s) {
    std::vector<std::size_t> combat_units;
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (!is_headquarters(s.units[i].id.type)) combat_units.push_back(i);
    RC_PRE(!combat_units.empty());
    return s.units[*gen::elementOf(combat_units)].strategic;
}

// The premises built in `here`: no headquarters, no siege (8.4), no intercept
// orders (8.11), fatigue at most 8 (8.1).
void clear_square(PhaseInput& in, StratSquare here) {
    GameState& s = in.state;
    std::set<UnitId> gone;
    for (const auto& u : s.units)
        if (u.strategic == here && is_headquarters(u.id.type)) gone.insert(u.id);
    std::erase_if(s.units, [&](const Unit& u) { return gone.count(u.id) > 0; });
    std::erase_if(in.orders, [&](const gitm::UnitOrderEntry& e) { return gone.count(e.unit) > 0; });
    for (auto& q : s.squares)
        if (q.square == here) q.besieged = false;
    for (auto& u : s.units)
        if (u.strategic == here) u.fatigue = std::min(u.fatigue, 8);
    for (auto& e : in.orders)
        if (s.unit(e.unit)->strategic == here) e.orders.reactions.intercept.reset();
}

// The first unit of `here` in phase 1's move order (8.6). Units before it that are
// not active make no move, change nothing.
Unit first_in_move_order(const PhaseInput& in, StratSquare here) {
    const Unit* first = nullptr;
    gitm::MoveKey best;
    for (const auto& u : in.state.units) {
        if (u.strategic != here) continue;
        const auto key = gitm::move_key(u, in.seed, in.state.turn, 1, in.rulings);
        const bool better = first == nullptr || (u.status == UnitStatus::Active && first->status != UnitStatus::Active) ||
                            ((u.status == UnitStatus::Active) == (first->status == UnitStatus::Active) && key < best);
        if (better) {
            first = &u;
            best = key;
        }
    }
    return *first;
}

// A destination at most the mover's allowance of squares away (8.1): near it, or
// (when it has company) a square where another unit of `here` stands.
TacSquare draw_destination(const GameState& s, const Unit& mover, StratSquare here, const Rulings& rulings) {
    std::vector<TacSquare> peers;
    for (const auto& u : s.units)
        if (u.strategic == here && u.id != mover.id) peers.push_back(u.tactical);
    const int allowance = gitm::tactical_allowance(mover.id.type, rulings);
    const std::size_t aimed = peers.empty() ? 0 : 2;
    // Captured by value: a generator's shrinks run after this scope has moved on.
    const TacSquare start = mover.tactical;
    TacSquare dest = *gen::weightedOneOf<TacSquare>({{3, gen::exec([start, allowance] {
                                                         const int dc = *gen::inRange(-allowance, allowance + 1);
                                                         const int dr = *gen::inRange(-allowance, allowance + 1);
                                                         return TacSquare{std::clamp(start.col + dc, 0, kTacSize - 1),
                                                                          std::clamp(start.row + dr, 0, kTacSize - 1)};
                                                     })},
                                                     {aimed, gen::elementOf(peers)}});
    // The allowance counts squares (8.1): a TM-STEP-TYPO shorter-axis step may cover several,
    // so the line's step count is not the measure; the king distance is the squares walked.
    if (std::max(std::abs(dest.col - start.col), std::abs(dest.row - start.row)) > allowance) dest = mover.tactical;
    return dest;
}

// A specified move to `dest` with no waypoint and no support order; its start
// phase, fort and engage options and offensive posture drawn.
gitm::UnitOrderEntry specified_move(const Unit& mover, TacSquare dest) {
    gitm::UnitOrderEntry entry{mover.id, {}};
    TacticalOrders& t = entry.orders.tactical;
    t.destination = DestinationKind::Square;
    t.destination_square = dest;
    t.start_phase = *gen::element(std::optional<int>{}, std::optional<int>{1});
    t.no_fort = *gen::arbitrary<bool>();
    if (*gen::arbitrary<bool>()) t.engage = PhaseRange{};
    entry.orders.postures.attack = *gen::element(std::optional<OffensiveMode>{}, std::optional{OffensiveMode::Assault},
                                                 std::optional{OffensiveMode::Attack},
                                                 std::optional{OffensiveMode::Skirmish},
                                                 std::optional{OffensiveMode::Evade});
    return entry;
}

// The premises that are checked rather than built: the tag of the first that fails
// for a mover that moves, or nullptr when all hold.
const char* unmet_premise(const PhaseInput& in, const Unit& mover, StratSquare here, TacSquare dest,
                          const gitm::MoveOutcome& decided) {
    const GameState& s = in.state;
    if (mover.status != UnitStatus::Active || dest == mover.tactical) return nullptr;
    const auto room = [&](TacSquare q) { return gitm::check_placement(s, mover, here, q, in.rulings).allowed; };
    const bool in_combat = std::any_of(s.units.begin(), s.units.end(), [&](const Unit& v) {
        return v.strategic == here && v.tactical == mover.tactical && v.status == UnitStatus::Active &&
               s.relation(mover.state, v.state) == Relation::Hostile;
    });
    const TacticalMap& map = s.square(here)->map;
    const bool full_by_83 = !decided.events.empty() && decided.events.back().kind == EventKind::BlockedFullSquare;
    if (in.rulings.get<InCombat>() == InCombat::Stays && in_combat) return "premise: held in combat";
    if (!room(dest) && !full_by_83) return "premise: destination full under 2.5";
    if (decided.end != mover.tactical && (!passable(map.at(decided.end)) || !room(decided.end)))
        return "premise: decide_move ends where the phase may not stop";
    return nullptr;
}

// Whether decide_move met one of two enemies beside the line by a draw
// (TM-TWO-BESIDE seeded-random), which the phase makes afresh each phase.
bool met_by_draw(const gitm::MoveOutcome& decided, const Rulings& rulings) {
    return rulings.get<TwoBeside>() == TwoBeside::SeededRandom &&
           std::any_of(decided.events.begin(), decided.events.end(), [](const gitm::Event& e) {
               return e.kind == EventKind::Encounter && e.ruling.contains(RulingId::TwoBeside);
           });
}

// When every enemy on the contact square is active, a combat begins in the phase
// too (decide_move also lists inactive defenders under TM-INACTIVE-PRESENCE
// any-status; inactive units do not fight, 9.1, 11.3).
void check_combat_begins(const PhaseOutcome& out, const GameState& s, const UnitId& mover, StratSquare here,
                         const gitm::MoveOutcome& decided, const std::string& both) {
    if (!decided.combat) return;
    const bool all_active = std::all_of(decided.combat->defenders.begin(), decided.combat->defenders.end(),
                                        [&](const UnitId& id) { return s.unit(id)->status == UnitStatus::Active; });
    if (!all_active) return;
    const bool begun = count_events(out, mover, EventKind::CombatBegins) == 1;
    if (!begun) RC_FAIL("no combat begins in the phase" + both);
    const bool battle = std::any_of(out.battles.begin(), out.battles.end(), [&](const gitm::Battle& b) {
        return b.strategic == here && b.square == decided.combat->square;
    });
    if (!battle) RC_FAIL("no battle at " + to_string(decided.combat->square) + both);
}

// A move that fits in one phase from the start of its line is decided as
// decide_move() decides it. The premise, built by the generator where it can be:
// phase 1, no move under way; the mover is a combat unit (not a headquarters), the
// first of its strategic square in the move order (8.6), with a specified move to a
// square at most its allowance of squares away (8.1), no waypoint, no
// support order; in its strategic square no headquarters, no siege (8.4), no
// intercept orders (8.11); fatigue at most 8 there (8.1). Checked after: the mover
// is not held by PHASE-IN-COMBAT stays (a hostile combat unit on its square), its
// destination has room for it under rule 2.5 (or decide_move finds 12 allied units
// there, rule 8.3), and decide_move's end square is passable and has room (else
// PHASE-FULL-END stops the phase's move earlier). Then both end on the same square
// and write the same events of the move (limit, blocks, crossing, encounter,
// halting short), except which of two enemies beside the line is met under
// TM-TWO-BESIDE seeded-random: the phase draws afresh each phase, decide_move as
// phase 0. When every enemy on the contact square is active, a combat begins in the
// phase too (decide_move also lists inactive defenders under TM-INACTIVE-PRESENCE
// any-status; inactive units do not fight, 9.1, 11.3).
// rules: 8.2 8.3 8.5 8.7 8.1 tm-straight-line
RC_GTEST_PROP(PhaseProps, OnePhaseMoveAgreesWithDecideMove, ()) {
    PhaseInput in = *props::first_phase_input();
    GameState& s = in.state;
    const StratSquare here = square_of_a_combat_unit(s);
    clear_square(in, here);
    const Unit mover = first_in_move_order(in, here);
    const TacSquare dest = draw_destination(s, mover, here, in.rulings);
    const gitm::UnitOrderEntry entry = specified_move(mover, dest);
    std::erase_if(in.orders, [&](const gitm::UnitOrderEntry& e) { return e.unit == mover.id; });
    in.orders.push_back(entry);
    require_valid(in);

    const OffensiveMode mode = entry.orders.postures.attack.value_or(
        mover.id.type == UnitType::Militia ? OffensiveMode::Attack : OffensiveMode::Skirmish);  // 6.9
    const gitm::MoveOutcome decided =
        gitm::decide_move(s, TacticalMoveOrder{mover.id, dest, std::nullopt, mode}, in.seed, in.rulings);
    const PhaseOutcome out = props::resolve(in);
    if (const char* unmet = unmet_premise(in, mover, here, dest, decided)) {
        RC_TAG(unmet);
        return;
    }

    const gitm::UnitPhase& row = *std::find_if(out.units.begin(), out.units.end(),
                                               [&](const gitm::UnitPhase& r) { return r.unit == mover.id; });
    const auto phase_events = walk_events(events_of(out, mover.id));
    const auto decided_events = walk_events(decided.events);
    // The case as the property changed it (the generated input above is before the changes).
    const std::string both = "\ndecide_move: " + std::string(gitm::name(decided.result)) + " at " +
                             to_string(decided.end) + describe(decided.events) + "\nphase: " + to_string(row.to) +
                             describe(out, mover.id) + "\nthe mover: " + to_string(mover.id) + "\n" +
                             save_case(props::phase_case(in));
    if (met_by_draw(decided, in.rulings)) {
        // Which enemy beside the line is met is drawn per phase; the rest must agree.
        RC_ASSERT(phase_events.size() == decided_events.size());
        for (std::size_t k = 0; k < phase_events.size(); ++k) {
            RC_ASSERT(phase_events[k].kind == decided_events[k].kind);
            RC_ASSERT(phase_events[k].rule == decided_events[k].rule);
        }
        RC_TAG("two beside, drawn");
        return;
    }
    if (row.to != decided.end) RC_FAIL("the end squares differ" + both);
    if (phase_events != decided_events) RC_FAIL("the events differ" + both);
    check_combat_begins(out, s, mover.id, here, decided, both);
    RC_TAG(std::string(gitm::name(decided.result)));
}

}  // namespace
}  // namespace umpire
