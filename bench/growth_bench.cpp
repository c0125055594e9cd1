// How a whole turn's cost grows with the number of units (issue 20): the work of
// `umpire gitm turn CASE --json` on generated turn cases of 250 to 10,000 units (the
// loader's cap), from the case file's text to the JSON snapshot's text.
//
//   BM_TurnCase/N  load_case (the JSON read and every check a case file gets, the
//                  order desk's included), run_turn_case (resolve_turn on the orders
//                  load_case read) and write_json(report_turn_case(...)), as the
//                  command does; only the file read and the bytes' way to stdout are
//                  left out (the JSON goes to a stream that counts it). Counters: the
//                  ms of each of the three stages (load_ms, turn_ms, write_ms).
//
// The cases are turn_bench's world (turn_world.hpp) with its front shortened for
// fewer than 2,000 units and repeated side by side for more (fronts_for), so that
// units stand as thick at every size, each case written by save_case with its orders
// as the order lines a game master would paste. Google Benchmark fits
// the series (`BM_TurnCase_BigO`), and ci/bench_summary.py prints each size's time per
// 1,000 units and the growth exponent between sizes. Target: linear
// growth, and 10,000 units under 300 ms.
//
// Before anything is timed, main() checks that a case at the state's bounds (10,000
// units on the whole 140x110 map) loads, that every case of the series loads,
// adjudicates, gives the same snapshot twice, moves units and ends in a state that
// keeps its invariants, and that units stand as thick in each (the mean number of
// units in a unit's strategic square within 10% of the 2,000-unit case's).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <map>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <utility>
#include <vector>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define UMPIRE_CALLGRIND 1
#endif

#include "bench/checked_main.hpp"
#include "bench/turn_world.hpp"
#include "golden/case_file.hpp"
#include "golden/case_json.hpp"
#include "golden/turn_case.hpp"
#include "model/json/json_io.hpp"
#include "model/order_text.hpp"

namespace {

using namespace umpire;
using namespace umpire::bench::turn_world;

constexpr int kSizes[] = {250, 500, 1000, 2000, 4000, 10000};

// turn_bench's front (2,000 units on 40 rows, 12 columns each side of its middle)
// shortened for fewer units and repeated side by side for more, so that units stand
// as thick at every size: a unit then meets as many enemies and sees stacks as large,
// and the turn's work per unit is the same at every size, which is what the series
// must hold still to show how the engine grows. (Growing one front in both
// directions did not: its heavy middle columns stayed two wide, and the stack a unit
// stood in grew from 8.4 units at 2,000 to 13.7 at 10,000; check() now measures it.)
// Paths stay within 2 squares of their front, and the case lists only those squares
// (the whole map's tactical maps alone would pass the loader's 8 MiB cap). Five
// fronts, each 2 x (12 + 2) columns wide, fill the map's 140 columns.
constexpr int kMargin = 2;
constexpr int kWidth = 2 * (kDepth + kMargin);
static_assert((kSizes[std::size(kSizes) - 1] + kUnits - 1) / kUnits * kWidth <= kStratColumns,
              "the largest case's fronts must fit side by side on the map");

std::vector<Front> fronts_for(int units) {
    const int count = std::max(1, (units + kUnits - 1) / kUnits);
    const int rows = static_cast<int>(std::lround((kBottom - kTop + 1) * (units / static_cast<double>(kUnits * count))));
    const int first = count == 1 ? kMiddle : (kStratColumns - count * kWidth) / 2 + kWidth / 2;
    std::vector<Front> fronts;
    for (int k = 0; k < count; ++k) {
        Front f;
        f.top = (kTop + kBottom + 1) / 2 - rows / 2;
        f.bottom = f.top + rows - 1;
        f.margin = kMargin;
        f.middle = first + k * kWidth;
        fronts.push_back(f);
    }
    return fronts;
}

// The mean number of units in the strategic square of a unit: how thick they stand.
double stack_seen(const GameState& s) {
    std::map<StratSquare, int> at;
    for (const Unit& u : s.units) ++at[u.strategic];
    double sum = 0;
    for (const auto& [square, n] : at) sum += static_cast<double>(n) * n;
    return s.units.empty() ? 0 : sum / static_cast<double>(s.units.size());
}

// The case file's text for `units` units on `fronts`; with a margin of -1, the whole
// map's squares.
std::string case_text(int units, const std::vector<Front>& fronts) {
    Generator g(units, fronts);
    g.build();
    TurnCase turn;
    turn.state = std::move(g.state());
    std::erase_if(turn.state.squares, [&](const StratSquareInfo& q) {
        return std::none_of(fronts.begin(), fronts.end(), [&](const Front& f) { return f.holds(q.square); });
    });
    for (const auto& e : g.orders()) {
        turn.orders.push_back("unit " + to_string(e.unit) + " from gm at 2026-12-01T12:00:00Z");
        const std::string fields = print_unit_orders(e.orders);
        for (std::size_t at = 0; at < fields.size();) {
            const std::size_t end = fields.find('\n', at);
            turn.orders.push_back(fields.substr(at, end - at));
            at = end + 1;
        }
        turn.orders.push_back("end");
    }
    CaseFile c;
    c.title = "growth benchmark, " + std::to_string(units) + " units";
    c.seed = kSeed;
    c.payload = std::move(turn);
    return save_case(c);
}

const std::string& case_of(int units) {
    static std::map<int, std::string> texts;
    auto [it, added] = texts.try_emplace(units);
    if (added) it->second = case_text(units, fronts_for(units));
    return it->second;
}

using Clock = std::chrono::steady_clock;

// Where the snapshot is written: counted, and kept only when a check compares it.
class Sink final : public std::streambuf {
public:
    explicit Sink(bool keep) : keep_(keep) {}
    std::size_t bytes = 0;
    std::string text;

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        bytes += static_cast<std::size_t>(n);
        if (keep_) text.append(s, static_cast<std::size_t>(n));
        return n;
    }
    int_type overflow(int_type ch) override {
        if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
        const char c = traits_type::to_char_type(ch);
        return xsputn(&c, 1) == 1 ? ch : traits_type::eof();
    }

private:
    bool keep_;
};

struct Adjudicated {
    std::string snapshot;  // kept when checking
    std::size_t snapshot_bytes = 0;
    // moved and invariants (what the final state breaks) only when checking
    std::size_t units = 0, moved = 0, invariants = 0;
    double stack = 0;  // stack_seen of the case's state, only when checking
    std::string error;
    // The time of each stage: the case loaded and checked, the turn, the snapshot written.
    Clock::duration load{}, turn{}, write{};
};

// The instructions each stage executes, counted by callgrind when the benchmark runs
// under it (ci/growth_instructions.sh starts it with instrumentation off): a timed
// run turns it on, and each stage ends with a dump named after the stage and the
// size. Unlike time, the count does not depend on the machine's load or caches: it
// shows whether the engine's work grows linearly. Natively each call is a few
// instructions that do nothing.
class StageCount {
public:
    explicit StageCount(int units) : units_(units) {
#ifdef UMPIRE_CALLGRIND
        if (units_ > 0) {
            CALLGRIND_START_INSTRUMENTATION;
            CALLGRIND_ZERO_STATS;
        }
#endif
    }
    void end(const char* stage) const {
#ifdef UMPIRE_CALLGRIND
        if (units_ > 0) {
            const std::string name = std::string(stage) + " " + std::to_string(units_);
            CALLGRIND_DUMP_STATS_AT(name.c_str());
        }
#else
        (void)stage;
#endif
    }
    ~StageCount() {
#ifdef UMPIRE_CALLGRIND
        if (units_ > 0) CALLGRIND_STOP_INSTRUMENTATION;
#endif
    }
    StageCount(const StageCount&) = delete;
    StageCount& operator=(const StageCount&) = delete;

private:
    int units_;
};

// What the command does between reading the file and printing; `checking` keeps the
// snapshot and adds the final state's invariant check, untimed. `counted`: the
// size, when a timed run's stages are to be counted (StageCount).
Adjudicated adjudicate(const std::string& text, bool checking = false, int counted = 0) {
    Adjudicated a;
    const StageCount count(counted);
    const auto t0 = Clock::now();
    std::optional<ReadTurnOrders> read;  // as `umpire gitm turn` does: the orders read once
    auto c = load_case(text, "growth.case.json", &read);
    if (!c) {
        a.error = format(c.errors());
        return a;
    }
    const auto t1 = Clock::now();
    count.end("load");
    auto out = run_turn_case(*c, c->resolved_rulings(), std::move(read));
    if (!out) {
        a.error = format(out.errors());
        return a;
    }
    const auto t2 = Clock::now();
    count.end("turn");
    if (checking) {  // read before the snapshot takes the outcome's events; never timed
        a.invariants = check_invariants(out->state).size();
        for (const auto& p : out->strategic)
            for (const auto& u : p.units) a.moved += u.moved;
    }
    const auto t2_checked = Clock::now();
    Sink sink(checking);
    std::ostream os(&sink);
    write_json(os, report_turn_case(std::move(*out)));
    const auto t3 = Clock::now();
    count.end("write");
    if (!os) a.error = "the snapshot could not be written";
    a.snapshot = std::move(sink.text);
    a.snapshot_bytes = sink.bytes;
    a.load = t1 - t0;
    a.turn = t2 - t1;
    a.write = t3 - t2_checked;
    a.units = std::get<TurnCase>(c->payload).state.units.size();
    if (checking) a.stack = stack_seen(std::get<TurnCase>(c->payload).state);
    return a;
}

void BM_TurnCase(benchmark::State& st) {
    const int units = static_cast<int>(st.range(0));
    const std::string& text = case_of(units);
    std::size_t bytes = 0;
    Clock::duration load{}, turn{}, write{};
    for (auto _ : st) {
        const Adjudicated a = adjudicate(text, false, units);
        bytes = a.snapshot_bytes;
        load += a.load;
        turn += a.turn;
        write += a.write;
        benchmark::DoNotOptimize(bytes);
    }
    const auto per_iteration_ms = [&](Clock::duration d) {
        return std::chrono::duration<double, std::milli>(d).count() / static_cast<double>(st.iterations());
    };
    st.counters["load_ms"] = per_iteration_ms(load);
    st.counters["turn_ms"] = per_iteration_ms(turn);
    st.counters["write_ms"] = per_iteration_ms(write);
    st.SetComplexityN(units);
    st.counters["units"] = units;
    st.counters["case_kb"] = static_cast<double>(text.size()) / 1024;
    st.counters["snapshot_kb"] = static_cast<double>(bytes) / 1024;
}
BENCHMARK(BM_TurnCase)
    ->Arg(kSizes[0])->Arg(kSizes[1])->Arg(kSizes[2])->Arg(kSizes[3])->Arg(kSizes[4])->Arg(kSizes[5])
    ->Complexity(benchmark::oN)
    ->Unit(benchmark::kMillisecond);

bool check() {
    // The loader's bounds hold a case at both of the state's own: 10,000 units on
    // the whole map.
    {
        const std::string whole = case_text(kSizes[std::size(kSizes) - 1], {Front{}});
        auto c = load_case(whole, "whole-map.case.json");
        if (!c) {
            std::fprintf(stderr, "growth_bench: a whole-map case of 10,000 units (%zu bytes) was refused:\n%s\n",
                         whole.size(), format(c.errors()).c_str());
            return false;
        }
        benchmark::AddCustomContext("whole_map_case", std::to_string(whole.size() / 1024) + " KiB, loads");
    }
    std::map<int, double> stacks;
    for (const int units : kSizes) {
        const Adjudicated a = adjudicate(case_of(units), true);
        if (!a.error.empty()) {
            std::fprintf(stderr, "growth_bench: the %d-unit case was refused:\n%s\n", units, a.error.c_str());
            return false;
        }
        if (a.units != static_cast<std::size_t>(units) || a.moved == 0 || a.invariants != 0) {
            std::fprintf(stderr, "growth_bench: the %d-unit case has %zu units, moved %zu, ends breaking %zu invariants\n",
                         units, a.units, a.moved, a.invariants);
            return false;
        }
        if (adjudicate(case_of(units), true).snapshot != a.snapshot) {
            std::fprintf(stderr, "growth_bench: the %d-unit case gave two snapshots\n", units);
            return false;
        }
        char stack[32];
        std::snprintf(stack, sizeof stack, "%.1f", a.stack);
        benchmark::AddCustomContext("units_" + std::to_string(units),
                                    std::to_string(case_of(units).size() / 1024) + " KiB case, " +
                                        std::to_string(a.moved) + " strategic moves, " + stack +
                                        " units in a unit's square");
        stacks[units] = a.stack;
    }
    // The series times the engine only if every size asks the same work per unit:
    // units must stand as thick as in turn_bench's world (2,000 units) at every size.
    for (const auto& [units, stack] : stacks)
        if (std::abs(stack / stacks.at(kUnits) - 1) > 0.1) {
            std::fprintf(stderr, "growth_bench: units stand %.1f to a square at %d units and %.1f at %d: not as thick\n",
                         stack, units, stacks.at(kUnits), kUnits);
            return false;
        }
    return true;
}

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check); }
