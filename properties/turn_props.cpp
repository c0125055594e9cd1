// Properties of gitm::resolve_turn (rule 5.2, chapter 7) over generated states,
// orders, seeds and rulings; see properties/turn_generators.hpp.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "app/next_turn.hpp"
#include "app/turn_orders.hpp"
#include "app/turn_record.hpp"
#include "golden/case_file.hpp"
#include "golden/turn_case.hpp"
#include "model/stacking.hpp"
#include "properties/citations.hpp"
#include "properties/phase_generators.hpp"
#include "properties/turn_generators.hpp"
#include "rules/gitm/march_allowance.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire {
namespace {

std::string listed(const std::vector<Diagnostic>& ds) {
    std::string s;
    for (const auto& d : ds) s += "\n  " + d.where.field + ": " + d.what;
    return s;
}

void require_valid(const props::TurnInput& in) {
    const auto problems = check_invariants(in.state);
    if (!problems.empty()) RC_FAIL("generated state is invalid:" + listed(problems));
    const auto bad = gitm::validate_turn(in.state, in.orders);
    if (!bad.empty()) RC_FAIL("generated orders are invalid:" + listed(bad));
}

// Half RapidCheck's usual size (up to 15 units): a turn is eighteen phases, and the
// deep run (ci/deep-properties.sh) goes further.
rc::Gen<props::TurnInput> input() { return rc::gen::scale(0.5, props::turn_input()); }

gitm::TurnOutcome resolve(const props::TurnInput& in) {
    return gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings);
}

// The case file written and read back, with the adjudication recorded in it (what
// a dispute file goes through), replays to the same phases, state hashes and draws,
// and to the same state, as the values it was made from.
// rules: 5.2 7.7
RC_GTEST_PROP(TurnProps, ARecordedCaseReplaysPhaseByPhase, ()) {
    const props::TurnInput in = *input();
    require_valid(in);
    const gitm::TurnOutcome direct = resolve(in);
    CaseFile c = props::turn_case(in);
    std::get<TurnCase>(c.payload).recorded = app::record_turn(direct, "test", "test");
    auto loaded = load_case(save_case(c), "generated");
    if (!loaded) RC_FAIL("the generated case does not load:" + listed(loaded.errors()));
    auto again = run_turn_case(*loaded, loaded->resolved_rulings());
    if (!again) RC_FAIL("the loaded case does not run:" + listed(again.errors()));
    RC_ASSERT(!app::first_difference(*std::get<TurnCase>(loaded->payload).recorded, app::record_turn(*again, "test", "test")).has_value());
    RC_ASSERT(again->phases == direct.phases);
    RC_ASSERT(again->state == direct.state);
}

// After every phase the state is consistent and keeps the stacking caps as the
// case's rulings read them; each strategic step goes to a neighbouring square; every
// event and phase cites known rules and rulings.
// rules: 1.4 2.5 7.1 7.4 5.2
RC_GTEST_PROP(TurnProps, EveryPhaseKeepsTheCaps, ()) {
    const props::TurnInput in = *input();
    require_valid(in);
    const StackReading reading = gitm::stack_reading(in.rulings);
    // The generator keeps the caps under the most permissive reading only.
    RC_PRE(stacking_breaches(in.state, reading).empty());
    std::string problem;
    const auto outcome = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings,
                                            [&](const gitm::TurnPhase& p, const GameState& s) {
                                                if (!problem.empty()) return;
                                                const auto bad = check_invariants(s);
                                                if (!bad.empty()) problem = std::string(gitm::name(p.step)) + listed(bad);
                                                if (!stacking_breaches(s, reading).empty())
                                                    problem = std::string(gitm::name(p.step)) + " " +
                                                              std::to_string(p.number) + ": a stacking cap is broken";
                                            });
    if (!problem.empty()) RC_FAIL(problem);
    props::check_citations(outcome);
    RC_ASSERT(outcome.phases.size() == 19u);  // orders, supply, withdrawal, 5 tactical, 4 combat, 6 strategic, end
    for (const auto& phase : outcome.strategic)
        for (const auto& u : phase.units)
            if (u.moved) RC_ASSERT(std::max(std::abs(u.from.col - u.to.col), std::abs(u.from.row - u.to.row)) == 1);
}

// The end of the turn moves men only from stragglers to strength (9.13), at most the
// stragglers the unit began the turn with and never past its type's size (3.5), and
// moves morale only toward 50, never past it (3.7); TurnEnd records both as they were.
// rules: 9.13 3.5 3.7
RC_GTEST_PROP(TurnProps, TheEndOfTheTurnOnlyReturnsStragglersAndSettlesMorale, ()) {
    props::TurnInput in = *input();
    for (Unit& u : in.state.units) {
        u.stragglers = *rc::gen::inRange(0, 301);
        u.morale = *rc::gen::inRange(kMinMorale, kMaxMorale + 1);
    }
    require_valid(in);
    GameState before_end;
    const auto outcome = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings,
                                            [&](const gitm::TurnPhase& p, const GameState& s) {
                                                if (p.step != gitm::TurnStep::EndOfTurn) before_end = s;
                                            });
    bool rejoined = false, drifted = false;
    for (const auto& e : outcome.end) {
        const Unit& b = *before_end.unit(e.unit);
        const Unit& a = *outcome.state.unit(e.unit);
        RC_ASSERT(e.stragglers_before == b.stragglers && e.stragglers_after == a.stragglers);
        RC_ASSERT(e.morale_before == b.morale && e.morale_after == a.morale);
        RC_ASSERT(a.strength + a.stragglers == b.strength + b.stragglers);
        RC_ASSERT(a.stragglers <= b.stragglers);
        RC_ASSERT(b.stragglers - a.stragglers <= in.state.unit(e.unit)->stragglers);
        if (a.stragglers < b.stragglers) RC_ASSERT(a.strength <= max_unit_strength(a.id.type));
        RC_ASSERT(std::min(b.morale, kStartMorale) <= a.morale && a.morale <= std::max(b.morale, kStartMorale));
        rejoined |= a.stragglers < b.stragglers;
        drifted |= a.morale != b.morale;
    }
    RC_TAG(rejoined ? "stragglers rejoined" : "no straggler rejoined");
    RC_TAG(drifted ? "morale drifted" : "no morale drifted");
}

// No unit enters more strategic squares than its allowance and one forced march,
// and a unit that may not force march (militia) never goes past its allowance. The
// allowance is 7.2's as STRAT-ALLOWANCE-LOAD reads it: under movement-start the one
// the unit had after the supply phase; under each-step the largest it had after any
// phase (a corps HQ that loses its supplies, 9.2, marches faster from then on).
// rules: 7.1 7.2 7.3 7.5 9.2
RC_GTEST_PROP(TurnProps, NoUnitMarchesPastItsAllowance, ()) {
    const props::TurnInput in = *input();
    require_valid(in);
    const bool at_start = in.rulings.get<AllowanceLoad>() == AllowanceLoad::MovementStart;
    std::map<UnitId, int> most_allowance, start_allowance;
    const auto outcome = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings,
                                            [&](const gitm::TurnPhase& p, const GameState& s) {
                                                for (const Unit& u : s.units) {
                                                    const int a = gitm::allowance(u);
                                                    if (p.step == gitm::TurnStep::Supply) start_allowance[u.id] = a;
                                                    int& m = most_allowance.try_emplace(u.id, a).first->second;
                                                    m = std::max(m, a);
                                                }
                                            });
    bool marched = false, full = false, lighter = false;
    for (const auto& e : outcome.end) {
        const Unit& u = *outcome.state.unit(e.unit);
        const int allowed = at_start ? start_allowance.at(e.unit) : most_allowance.at(e.unit);
        const int most = allowed + (gitm::may_force_march(u.id.type) ? 1 : 0);
        RC_ASSERT(e.squares_marched <= most);
        marched |= e.squares_marched > 0;
        full |= e.squares_marched == most && most > 0;
        lighter |= most_allowance.at(e.unit) > start_allowance.at(e.unit);
    }
    RC_TAG(marched ? "someone marched" : "nobody marched");
    if (full) RC_TAG("someone used its whole allowance");
    if (lighter) RC_TAG("someone's load lightened during movement");
}

// The order of the order entries changes nothing (7.7's order comes from the seed).
// rules: 7.7
RC_GTEST_PROP(TurnProps, OrderOfTheOrderEntriesDoesNotMatter, ()) {
    const props::TurnInput in = *input();
    require_valid(in);
    props::TurnInput shuffled = in;
    auto& v = shuffled.orders;
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[*rc::gen::inRange<std::size_t>(0, i)]);
    std::reverse(shuffled.state.units.begin(), shuffled.state.units.end());
    const auto a = resolve(in), b = resolve(shuffled);
    RC_ASSERT(a.end == b.end);
    for (std::size_t k = 0; k < a.strategic.size(); ++k) {
        RC_ASSERT(a.strategic[k].events == b.strategic[k].events);
        RC_ASSERT(a.strategic[k].units == b.strategic[k].units);
    }
}

// Three turns in a row, each from the state the one before left (its turn number one
// more), with the previous orders resent for the units they still fit (validate_turn
// on each alone): every phase of every turn keeps the invariants and the caps.
// rules: 5.2 3.2 1.4 2.5
RC_GTEST_PROP(TurnProps, SeveralTurnsKeepEveryInvariant, ()) {
    props::TurnInput in = *input();
    require_valid(in);
    const StackReading reading = gitm::stack_reading(in.rulings);
    RC_PRE(stacking_breaches(in.state, reading).empty());
    for (int turn = 0; turn < 3; ++turn) {
        std::string problem;
        const auto outcome = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings,
                                                [&](const gitm::TurnPhase& p, const GameState& s) {
                                                    if (!problem.empty()) return;
                                                    const auto bad = check_invariants(s);
                                                    if (!bad.empty()) problem = listed(bad);
                                                    else if (!stacking_breaches(s, reading).empty())
                                                        problem = "a stacking cap is broken";
                                                    if (!problem.empty())
                                                        problem = "turn " + std::to_string(turn + 1) + ", " +
                                                                  std::string(gitm::name(p.step)) + " " +
                                                                  std::to_string(p.number) + ": " + problem;
                                                });
        if (!problem.empty()) RC_FAIL(problem);
        RC_ASSERT(outcome.state.turn == in.state.turn + 1);
        gitm::TurnOrders resent;
        for (const auto& e : in.orders)
            if (gitm::validate_turn(outcome.state, gitm::TurnOrders{e}).empty()) resent.push_back(e);
        RC_TAG(resent.size() == in.orders.size() ? "all orders resent" : "some orders no longer fit");
        in.state = outcome.state;
        in.orders = std::move(resent);
        in.seed = Seed{in.seed.value + 1};
    }
}

// Turns 1 to N (N drawn from 2 to 4) as a game master runs them (issue 17): each next
// turn written as `gitm turn --out` writes it (next_turn_case, saved and loaded back,
// with its own seed as --next-seed gives it) and played from an order file of the
// orders resent gives the same phases, state hashes, draws and final state as the
// same turn resolved in memory from the state the one before left. Turn 1's own case
// round trip is ARecordedCaseReplaysPhaseByPhase's; a quarter of RapidCheck's size
// (up to 7 units) keeps up to five turns a case quick, as what the file carries does
// not grow with them.
// rules: 5.2 6.1
RC_GTEST_PROP(TurnProps, TurnsThroughTheNextTurnFileMatchTurnsInMemory, ()) {
    const props::TurnInput in = *rc::gen::scale(0.25, props::turn_input());
    require_valid(in);
    const int turns = *rc::gen::inRange(2, 5);  // turns 1..N, N from 2 to 4
    gitm::TurnOutcome memory = resolve(in);
    // The generated states have no credentials: nothing of the turn is left to fold in.
    RC_ASSERT(app::next_turn_state(memory) == memory.state);
    CaseFile played = props::turn_case(in);
    gitm::TurnOutcome through_files = memory;
    for (int turn = 2; turn <= turns; ++turn) {
        // The players send again whatever of turn 1's orders still fits the position.
        gitm::TurnOrders resent;
        for (const auto& e : in.orders)
            if (gitm::validate_turn(memory.state, gitm::TurnOrders{e}).empty()) resent.push_back(e);
        const Seed seed{in.seed.value + static_cast<std::uint64_t>(turn)};
        memory = gitm::resolve_turn(memory.state, resent, seed, in.rulings);

        CaseFile next = next_turn_case(played, through_files);
        next.seed = seed;
        const std::string name = "turn-" + std::to_string(turn);
        auto loaded = load_case(save_case(next), name + ".case.json");
        if (!loaded) RC_FAIL("turn " + std::to_string(turn) + "'s case does not load:" + listed(loaded.errors()));
        std::string text;
        for (const auto& line : props::order_lines(resent)) text += line + "\n";
        const TurnCase& written = std::get<TurnCase>(loaded->payload);
        RC_ASSERT(written.orders.empty());
        RC_ASSERT(written.state.turn == in.state.turn + turn - 1);
        auto run = app::run_turn(written.state, std::vector<app::OrderText>{{name + ".orders", text}}, loaded->seed,
                                 loaded->resolved_rulings(), loaded->resolved_params());
        if (!run) RC_FAIL("turn " + std::to_string(turn) + " from its order file does not run:" + listed(run.errors()));
        RC_ASSERT(run->phases == memory.phases);
        RC_ASSERT(run->state == memory.state);
        played = std::move(*loaded);
        through_files = std::move(*run);
    }
}

// An inactive unit takes no part in any fight (11.4) nor loses men to anything but
// the end of the turn's bookkeeping: through every phase it spends inactive from end
// to end, other than the orders phase, the end of the turn (stragglers rejoin, 9.13;
// morale drifts, 3.7) and a garrison's surrender (10.3), its men, guns, losses,
// ammunition, morale and fatigue stay as they were.
// rules: 11.3 11.4
RC_GTEST_PROP(TurnProps, InactiveUnitsNeverFight, ()) {
    const props::TurnInput in = *input();
    require_valid(in);
    GameState before = in.state;
    int watched = 0;
    const auto same = [](const Unit& a, const Unit& b) {
        return a.strength == b.strength && a.batteries == b.batteries && a.killed == b.killed &&
               a.wounded == b.wounded && a.prisoners == b.prisoners && a.stragglers == b.stragglers &&
               a.ammunition == b.ammunition && a.morale == b.morale && a.fatigue == b.fatigue;
    };
    std::string problem;
    (void)gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings, [&](const gitm::TurnPhase& p, const GameState& s) {
        const bool exempt = p.step == gitm::TurnStep::Orders || p.step == gitm::TurnStep::EndOfTurn ||
                            p.step == gitm::TurnStep::SiegeSurrender;
        for (const Unit& u : s.units) {
            const Unit* was = before.unit(u.id);
            if (exempt || !was || was->status != UnitStatus::Inactive || u.status != UnitStatus::Inactive) continue;
            ++watched;
            if (problem.empty() && !same(*was, u))
                problem = to_string(u.id) + " changed while inactive in " + std::string(gitm::name(p.step)) + " " +
                          std::to_string(p.number);
        }
        before = s;
    });
    if (!problem.empty()) RC_FAIL(problem);
    RC_TAG(watched > 0 ? "inactive units watched" : "no inactive unit");
}

}  // namespace
}  // namespace umpire
