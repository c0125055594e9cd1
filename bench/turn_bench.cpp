// A whole GITM turn (rule 5.2): resolve_turn() on the full 140x110 strategic map with
// 2,000 units. Target (the issue): under 100 ms median; the time per phase kind reported.
//
//   BM_FullTurn  the withdrawal phase, tactical phases 1-5, strategic phases 1-6 and the
//                end of the turn on one generated state: every one of the 15,400
//                squares present (mostly open, some hill, forest, mountain and marsh, a
//                few impassable; their tactical maps six shared patterns, most open,
//                some with a river, a range or woods), US and MX hostile, two fronts of
//                a few hundred squares that meet down columns 69-70, where some squares
//                hold both sides and were last turn's battles (7.5). Most units have
//                orders: paths of 1-6 boxes over neighbouring squares with blanks, halt,
//                pursuit and march options, and tactical moves, engage, intercept and
//                support boxes.
//
// Its counters: the median time of a turn broken down by phase kind (ms per turn,
// measured with a steady clock in resolve_turn's PhaseObserver: each phase's time runs
// from the previous observer call to its own, so it includes the phase's state digest;
// `setup_ms` is the turn's set-up before the supply record, `return_ms` what follows
// the end of the turn), and what the turn did: strategic moves made, strategic and
// tactical events, battles begun.
//
//   BM_SupplyPhase, BM_FullTurnComputed  the same state with logistics computed
//                (computed_map(): cities and army HQs added): chapter 10's supply phase
//                alone (target under 5 ms), and the whole turn (target under 100 ms).
//
// Before anything is timed, main() checks that the
// input passes check_invariants() and validate_turn(), resolves the turn once, checks
// the result passes check_invariants() and that edge-path blocks, pursuits, marches to
// battle and withdrawals all happened (a generator of 2,000 idle units would otherwise
// show up as a faster figure), and records the figures as context.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "bench/checked_main.hpp"
#include "bench/turn_world.hpp"
#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"
#include "model/seed.hpp"
#include "model/state_hash.hpp"
#include "rules/gitm/supply/supply_phase.hpp"
#include "rules/gitm/turn.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace {

using namespace umpire;
using gitm::TurnOrders;

using namespace umpire::bench::turn_world;

// What a turn did, from its outcome.
struct Tally {
    int strategic_moves = 0, strategic_events = 0, tactical_events = 0, battles = 0, tactical_moved = 0;
    std::array<int, enum_count<gitm::StratEventKind>> kinds{};
    [[nodiscard]] int kind(gitm::StratEventKind k) const { return kinds[static_cast<std::size_t>(k)]; }
};

Tally tally(const gitm::TurnOutcome& out) {
    Tally t;
    for (const auto& p : out.strategic) {
        for (const auto& u : p.units) t.strategic_moves += u.moved;
        t.strategic_events += static_cast<int>(p.events.size());
        for (const auto& e : p.events) ++t.kinds[static_cast<std::size_t>(e.kind)];
    }
    for (const auto& p : out.tactical) {
        t.tactical_events += static_cast<int>(p.events.size());
        t.battles += static_cast<int>(p.battles.size());
        for (const auto& u : p.units) t.tactical_moved += u.from != u.to;
    }
    return t;
}

const Tally& reference_tally() {
    static const Tally t = tally(gitm::resolve_turn(full_map().state, full_map().orders, kSeed, Rulings{}));
    return t;
}

// The counter of one phase kind, named after the step itself ("end-of-turn" gives
// "end_of_turn_ms"), so that a new TurnStep can never index past a table.
std::string step_counter(gitm::TurnStep step) {
    std::string out(gitm::name(step));
    std::replace(out.begin(), out.end(), '-', '_');
    return out + "_ms";
}

void BM_FullTurn(benchmark::State& st) {
    using Clock = std::chrono::steady_clock;
    const Input& in = full_map();
    const Rulings rulings;
    std::array<double, enum_count<gitm::TurnStep>> step_ms{};
    double setup_ms = 0, return_ms = 0;
    Clock::time_point last;
    bool first = true;
    const gitm::PhaseObserver observe = [&](const gitm::TurnPhase& p, const GameState&) {
        const auto now = Clock::now();
        const double ms = std::chrono::duration<double, std::milli>(now - last).count();
        // The supply phase is not adjudicated: the time to its record is the turn's set-up.
        if (first) setup_ms += ms;
        else step_ms[static_cast<std::size_t>(p.step)] += ms;
        first = false;
        last = Clock::now();
    };
    for (auto _ : st) {
        first = true;
        last = Clock::now();
        auto out = gitm::resolve_turn(in.state, in.orders, kSeed, rulings, observe);
        benchmark::DoNotOptimize(out);
        const auto end = Clock::now();
        return_ms += std::chrono::duration<double, std::milli>(end - last).count();
        benchmark::ClobberMemory();
    }
    const auto avg = [](double v) { return benchmark::Counter(v, benchmark::Counter::kAvgIterations); };
    st.counters["setup_ms"] = avg(setup_ms);
    for (int k = 1; k < enum_count<gitm::TurnStep>; ++k)  // the supply phase's own time is in setup_ms
        st.counters[step_counter(static_cast<gitm::TurnStep>(k))] = avg(step_ms[static_cast<std::size_t>(k)]);
    st.counters["return_ms"] = avg(return_ms);
    const Tally& t = reference_tally();
    st.counters["units"] = static_cast<double>(in.state.units.size());
    st.counters["squares"] = static_cast<double>(in.state.squares.size());
    st.counters["strat_moves"] = t.strategic_moves;
    st.counters["strat_events"] = t.strategic_events;
    st.counters["tac_events"] = t.tactical_events;
    st.counters["battles"] = t.battles;
    st.counters["tac_moved"] = t.tactical_moved;
}
BENCHMARK(BM_FullTurn)->Unit(benchmark::kMillisecond);

// Chapter 10 on the same 2,000 units (computed_map()): the communications of 10.1 and
// the supply phase (resolve_supply_phase, which works them out first), with the
// turn's orders and rule 6.9's defaults as the turn gives them. Target (issue 16):
// under 5 ms median.
void BM_SupplyPhase(benchmark::State& st) {
    const Input& in = computed_map();
    const Rulings rulings;
    const ParamSet params;
    const TurnOrders orders = gitm::with_default_orders(in.state, gitm::with_default_supply(in.state, in.orders, rulings));
    int in_comms = 0;
    for (auto _ : st) {
        auto out = gitm::resolve_supply_phase(in.state, orders, kSeed, rulings, params);
        in_comms = static_cast<int>(std::count_if(out.units.begin(), out.units.end(),
                                                  [](const gitm::UnitSupply& u) { return u.comms.in(); }));
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
    st.counters["units"] = static_cast<double>(in.state.units.size());
    st.counters["in_communications"] = in_comms;
}
BENCHMARK(BM_SupplyPhase)->Unit(benchmark::kMillisecond);

// The whole turn of BM_FullTurn with logistics computed: the supply phase, a siege
// test closing every movement phase, the siege surrender phase and the supply
// sources located at the end. Target (issue 16): under 100 ms median.
void BM_FullTurnComputed(benchmark::State& st) {
    const Input& in = computed_map();
    const Rulings rulings;
    for (auto _ : st) {
        auto out = gitm::resolve_turn(in.state, in.orders, kSeed, rulings);
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
    st.counters["units"] = static_cast<double>(in.state.units.size());
}
BENCHMARK(BM_FullTurnComputed)->Unit(benchmark::kMillisecond);

// The digest a turn records after each phase (model/state_hash.hpp) on BM_FullTurn's
// state: the rest (every unit, the states and relations, the cities' and ports'
// squares), which each of a turn's 17 phase records pays; and the squares' part,
// which a turn pays once (on a second thread unless an observer reads each digest).
void BM_StateDigestRest(benchmark::State& st) {
    const GameState& s = full_map().state;
    const std::vector<std::uint32_t> read_again = squares_read_again(s);
    for (auto _ : st) benchmark::DoNotOptimize(rest_digest(s, s.squares.size(), read_again));
    st.counters["units"] = static_cast<double>(s.units.size());
}
BENCHMARK(BM_StateDigestRest)->Unit(benchmark::kMicrosecond);

void BM_SquaresDigest(benchmark::State& st) {
    const GameState& s = full_map().state;
    for (auto _ : st) benchmark::DoNotOptimize(squares_digest(s));
    st.counters["squares"] = static_cast<double>(s.squares.size());
}
BENCHMARK(BM_SquaresDigest)->Unit(benchmark::kMillisecond);

bool check_inputs() {
    const Input& in = full_map();
    const auto fail = [](const char* what, const std::vector<Diagnostic>& d) {
        std::fprintf(stderr, "turn_bench: %s: %s: %s\n", what, d.front().where.field.c_str(), d.front().what.c_str());
        return false;
    };
    if (const auto d = check_invariants(in.state); !d.empty()) return fail("the input breaks an invariant", d);
    if (const auto d = gitm::validate_turn(in.state, in.orders); !d.empty()) return fail("the orders are not valid", d);
    const auto out = gitm::resolve_turn(in.state, in.orders, kSeed, Rulings{});
    if (const auto d = check_invariants(out.state); !d.empty()) return fail("the result breaks an invariant", d);
    const Tally& t = reference_tally();
    if (t.strategic_moves != tally(out).strategic_moves) {
        std::fprintf(stderr, "turn_bench: two adjudications of the same turn differ\n");
        return false;
    }

    const Input& computed = computed_map();
    if (const auto d = check_invariants(computed.state); !d.empty()) return fail("the computed input breaks an invariant", d);
    const auto supplied = gitm::resolve_turn(computed.state, computed.orders, kSeed, Rulings{});
    if (const auto d = check_invariants(supplied.state); !d.empty()) return fail("the computed result breaks an invariant", d);
    int in_comms = 0, from_source = 0;
    for (const auto& u : supplied.supply->units) {
        in_comms += u.comms.in();
        from_source += u.source_unit || u.source_city;
    }
    // A generator whose units all lack communications or sources would time the easy path.
    if (in_comms < 500 || from_source < 500) {
        std::fprintf(stderr, "turn_bench: with logistics computed only %d units are in communications and %d have a "
                             "source: the generator is wrong\n", in_comms, from_source);
        return false;
    }
    char comms_buf[160];
    std::snprintf(comms_buf, sizeof comms_buf, "%d of %zu units in communications, %d with a supply source",
                  in_comms, supplied.supply->units.size(), from_source);
    benchmark::AddCustomContext("umpire_turn_computed", comms_buf);

    const Mix& m = in.mix;
    char buf[768];
    std::snprintf(buf, sizeof buf,
                  "%zu squares, %zu units in %d squares (%d holding both sides), %zu last-turn battle squares; "
                  "%zu order entries: %d path boxes and %d blanks, %d first boxes out of a battle, %d pursue, "
                  "%d march to battle, %d march to allies or enemies, %d halt options; %d tactical moves, "
                  "%d engage, %d intercept boxes, %d support boxes",
                  in.state.squares.size(), in.state.units.size(), m.squares_with_units, m.contact_squares,
                  in.state.battles_last_turn.size(), in.orders.size(), m.boxes, m.blanks, m.withdrawals, m.pursuit,
                  m.march_battle, m.march_other, m.halts, m.tactical_moves, m.engage, m.intercept, m.support);
    benchmark::AddCustomContext("umpire_turn_input", buf);
    using K = gitm::StratEventKind;
    std::snprintf(buf, sizeof buf,
                  "%d strategic moves, %d strategic events (withdrew %d, withdrawal barred %d, edge blocked %d, "
                  "diagonal between %d, crossing blocked %d, marsh edge %d, retries %d, diagonal interrupted %d, "
                  "impassable %d, too tired %d, allowance spent %d, halt on detection %d, halt on enemy entry %d, "
                  "pursues %d, pursuit too late %d, march to battle %d, stays at battle %d, march to enemies %d, "
                  "tactical move cancelled %d); %d tactical events, %d battles begun, %d unit-phases changing "
                  "tactical square",
                  t.strategic_moves, t.strategic_events, t.kind(K::Withdrew), t.kind(K::WithdrawalBarred),
                  t.kind(K::EdgeBlocked), t.kind(K::DiagonalBetween), t.kind(K::CrossingBlocked), t.kind(K::MarshEdge),
                  t.kind(K::Retries), t.kind(K::DiagonalInterrupted), t.kind(K::Impassable), t.kind(K::TooTired),
                  t.kind(K::AllowanceSpent), t.kind(K::HaltOnDetection), t.kind(K::HaltOnEnemyEntry), t.kind(K::Pursues),
                  t.kind(K::PursuitTooLate), t.kind(K::MarchToBattle), t.kind(K::StaysAtBattle),
                  t.kind(K::MarchToEnemies), t.kind(K::TacticalMoveCancelled), t.tactical_events, t.battles,
                  t.tactical_moved);
    benchmark::AddCustomContext("umpire_turn_result", buf);
    if (t.strategic_moves == 0 || t.battles == 0 || t.kind(K::EdgeBlocked) == 0 || t.kind(K::Pursues) == 0 ||
        t.kind(K::MarchToBattle) == 0 || t.kind(K::Withdrew) == 0 || t.kind(K::HaltOnDetection) == 0) {
        std::fprintf(stderr, "turn_bench: %s\n", buf);
        std::fprintf(stderr,
                     "turn_bench: no strategic move, battle, edge-path block, pursuit, march to battle, withdrawal "
                     "or halt: the generator is wrong\n");
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check_inputs); }
