// The full blocking check of a straight line (rule 8.5) over every (from, to) pair
// of a 15x15 tactical map: 225 x 225 = 50625 lines per iteration. Target: under
// 50 ns per line on average (the issue; line.hpp). Peer, in the same run: libtcod's
// Bresenham line walk over the same endpoints, doing comparable work per cell (a
// terrain lookup and two occupancy lookups) on the same map and occupancy.
//
// Benchmarks (all over the same 50625 pairs, in the same order):
//   BM_UmpireBlockingAllPairs   gitm::check_line, the fast line check: the figure
//   BM_UmpireStepBlocksPerMap   the once-per-map table of refused steps it reads
//   BM_UmpireTraceAllPairs      gitm::trace_line alone (for reports and explanations)
//   BM_UmpireReferenceCheckAllPairs  the reference check on lines traced beforehand
//                               (50625 Lines, about 20 MB: read from L3, not L1)
//   BM_LibtcodLineWalkAllPairs  tcod::BresenhamLine (header-only C++ API): the peer
//   BM_LibtcodCLineWalkAllPairs TCOD_line_init_mt/TCOD_line_step_mt (C API, libtcod.so)
// Each reports items_per_second (lines) and time_per_line, the average CPU time of one line.
//   BM_UmpireDecideMoveAllPairs gitm::decide_move, the whole single-move decision (rules 8.3,
//                               8.5), on the same map with the same units as a game state:
//                               from every passable square to every square; it reports
//                               time_per_move instead.
#include <benchmark/benchmark.h>

#include <array>
#include <optional>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/orders.hpp"
#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "model/terrain.hpp"
#include "rules/gitm/blocking.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/tactical_move.hpp"
#include "rules/rulings.hpp"

#ifdef UMPIRE_BENCH_LIBTCOD
#include <libtcod/bresenham.h>
#endif

namespace {

using umpire::TacSquare;
using umpire::TacticalMap;
using umpire::kTacSize;
using umpire::kTacSquares;
namespace gitm = umpire::gitm;

constexpr std::int64_t kPairs = std::int64_t{kTacSquares} * kTacSquares;  // 50625 lines

// A fixed map in case-file glyphs (model/terrain.cpp): a river running north to
// south with a ford at 8-7, a mountain ridge in the north-east crossed by a pass at
// 10-3, high hills ringed by hills in the west and the south-east, a lake in the
// east, forests, a town.
const std::vector<std::string> kMapLines = {
    // 0123456789ABCDE
    "FF....~.....MMM",  // 0
    "FFF...~....hMM.",  // 1
    ".F.....~..hM...",  // 2
    "..h....~..P....",  // 3
    ".hHh...~.M.....",  // 4
    "hHHHh...~M..FF.",  // 5
    ".hHHh...~...FFF",  // 6
    "..hh....=...FF.",  // 7
    ".........~.....",  // 8
    "..FF.....~.....",  // 9
    ".FFFF....~..WW.",  // 10
    "..FF....~..WWWW",  // 11
    "........~...WW.",  // 12
    ".T.....~....h..",  // 13
    "......~....hHh.",  // 14
};

// Units on the same squares: E = hostile to the mover (20), N = neutral (5). The
// enemy holds the east bank around the ford and the pass.
const std::vector<std::string> kUnitLines = {
    // 0123456789ABCDE
    "...............",  // 0
    "..........E....",  // 1
    ".............E.",  // 2
    "...........E...",  // 3
    "..........E.E..",  // 4
    "..........EE...",  // 5
    "..........E..E.",  // 6
    ".........EEE...",  // 7
    "..........EE...",  // 8
    "...........E.E.",  // 9
    "..N...........E",  // 10
    "...............",  // 11
    ".....N.....E...",  // 12
    ".N....N...E....",  // 13
    "...N.....E.....",  // 14
};

struct Scene {
    TacticalMap map;
    gitm::Occupancy occ;
    std::optional<gitm::StepBlocks> blocks;  // built once per map
    std::array<TacSquare, kTacSquares> squares{};  // by index
    int enemies = 0, neutrals = 0;
};

Scene make_scene() {
    Scene s;
    auto map = TacticalMap::from_lines(kMapLines);
    if (!map) throw std::runtime_error("line_bench: the built-in map does not parse");
    s.map = *map;
    s.blocks.emplace(s.map, umpire::Rulings{});
    for (int i = 0; i < kTacSquares; ++i) s.squares[static_cast<std::size_t>(i)] = TacSquare::from_index(i);
    for (int r = 0; r < kTacSize; ++r)
        for (int c = 0; c < kTacSize; ++c) {
            const char u = kUnitLines[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (u == '.') continue;
            const TacSquare q{c, r};
            if (!umpire::passable(s.map.at(q)))
                throw std::runtime_error("line_bench: a unit stands on impassable terrain at " + umpire::to_string(q));
            if (u == 'E') {
                s.occ.add(q, gitm::Occupancy::kEnemy);
                ++s.enemies;
            } else {
                s.occ.add(q, gitm::Occupancy::kNeutral);
                ++s.neutrals;
            }
        }
    return s;
}

const Scene& scene() {
    static const Scene s = make_scene();
    return s;
}

// A LineCheck folded into a number, so that no part of the check can be dropped.
std::uint64_t fold(const gitm::LineCheck& r) noexcept {
    return static_cast<std::uint64_t>(r.terrain_step + 1) * 10'007u +
           static_cast<std::uint64_t>(r.neutral_step + 1) * 101u + static_cast<std::uint64_t>(r.enemy_step + 1);
}

void set_counters(benchmark::State& state) {
    state.SetItemsProcessed(state.iterations() * kPairs);
    // lines * iterations / CPU seconds, inverted: seconds per line. The console shows
    // it with an SI prefix ("time_per_line=31.2ns"); the JSON holds seconds.
    // (Named for time, not "ns_per_line": the library appends "s" to every inverted rate.)
    state.counters["time_per_line"] = benchmark::Counter(
        static_cast<double>(kPairs), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Every benchmark walks the same 50625 (from, to) pairs in the same order and folds
// each line's result into a sum the optimiser cannot drop.
template <class PerLine>
void all_pairs(benchmark::State& state, PerLine&& per_line) {
    const Scene& s = scene();
    for (auto _ : state) {
        std::uint64_t sum = 0;
        for (const TacSquare from : s.squares)
            for (const TacSquare to : s.squares) sum += per_line(from, to);
        benchmark::DoNotOptimize(sum);
    }
    set_counters(state);
}

// --- umpire -------------------------------------------------------------------

void BM_UmpireBlockingAllPairs(benchmark::State& state) {
    const Scene& s = scene();
    all_pairs(state, [&](TacSquare from, TacSquare to) { return fold(gitm::check_line(&*s.blocks, s.occ, from, to)); });
}
BENCHMARK(BM_UmpireBlockingAllPairs)->Unit(benchmark::kMillisecond);

void BM_UmpireTraceAllPairs(benchmark::State& state) {
    all_pairs(state, [](TacSquare from, TacSquare to) {
        const gitm::Line line = gitm::trace_line(from, to);
        benchmark::DoNotOptimize(line);
        return std::uint64_t{line.count};
    });
}
BENCHMARK(BM_UmpireTraceAllPairs)->Unit(benchmark::kMillisecond);

// The once-per-map part of the check: which steps each square refuses.
void BM_UmpireStepBlocksPerMap(benchmark::State& state) {
    const Scene& s = scene();
    const umpire::Rulings rulings{};
    for (auto _ : state) {
        gitm::StepBlocks blocks(s.map, rulings);
        benchmark::DoNotOptimize(blocks);
    }
}
BENCHMARK(BM_UmpireStepBlocksPerMap)->Unit(benchmark::kMicrosecond);

// The reference check over lines traced beforehand (the oracle of the tests).
void BM_UmpireReferenceCheckAllPairs(benchmark::State& state) {
    const Scene& s = scene();
    const umpire::Rulings rulings{};
    std::vector<gitm::Line> lines;
    lines.reserve(static_cast<std::size_t>(kPairs));
    for (const TacSquare from : s.squares)
        for (const TacSquare to : s.squares) lines.push_back(gitm::trace_line(from, to));
    for (auto _ : state) {
        std::uint64_t sum = 0;
        for (const gitm::Line& line : lines)
            sum += fold(gitm::check_line_reference(s.map, s.occ, line, rulings, true));
        benchmark::DoNotOptimize(sum);
    }
    set_counters(state);
}
BENCHMARK(BM_UmpireReferenceCheckAllPairs)->Unit(benchmark::kMillisecond);

// The scene as a game state for decide_move: the mover (US) in a Mexican square, the
// E units Mexican (hostile), the N units Texan (neutral to both, at home in Mexico,
// so they count for rule 8.5). The mover is units[0]; its square changes per move.
umpire::GameState make_move_state() {
    using namespace umpire;
    const Scene& s = scene();
    GameState g;
    g.turn = 3;
    g.states = {{"MX", Nation::MX}, {"TX", Nation::MX}, {"US", Nation::US}};
    g.relations = {{"MX", "TX", Relation::Neutral}, {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::Neutral}};
    StratSquareInfo sq;
    sq.square = *parse_strat_square("J2-Y4");
    sq.nation = Nation::MX;
    sq.owner = "MX";
    sq.map = s.map;
    g.squares.push_back(sq);
    const auto add = [&](const char* state, Nation n, int number, TacSquare at) {
        Unit u;
        u.id = UnitId{n, static_cast<std::uint16_t>(number), UnitType::Infantry};
        u.state = state;
        u.strength = 1000;
        u.strategic = sq.square;
        u.tactical = at;
        g.units.push_back(u);
    };
    add("US", Nation::US, 1, TacSquare{0, 0});
    int number = 0;
    for (const TacSquare q : s.squares) {
        if (s.occ.enemy(q)) add("MX", Nation::MX, ++number, q);
        if (s.occ.neutral(q)) add("TX", Nation::MX, ++number, q);
    }
    if (!check_invariants(g).empty()) throw std::runtime_error("line_bench: the move state breaks an invariant");
    return g;
}

void BM_UmpireDecideMoveAllPairs(benchmark::State& state) {
    const Scene& s = scene();
    umpire::GameState g = make_move_state();
    const umpire::Rulings rulings{};
    std::int64_t moves = 0;
    for (auto _ : state) {
        std::uint64_t sum = 0;
        moves = 0;
        for (const TacSquare from : s.squares) {
            if (!umpire::passable(s.map.at(from))) continue;
            g.units[0].tactical = from;
            for (const TacSquare to : s.squares) {
                const auto o = gitm::decide_move(g, umpire::TacticalMoveOrder{g.units[0].id, to, std::nullopt},
                                                 umpire::Seed{7}, rulings);
                sum += static_cast<std::uint64_t>(o.result) * 1000u + static_cast<std::uint64_t>(o.end.index()) +
                       o.events.size();
                ++moves;
            }
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * moves);
    state.counters["time_per_move"] = benchmark::Counter(
        static_cast<double>(moves), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_UmpireDecideMoveAllPairs)->Unit(benchmark::kMillisecond);

// --- libtcod peer ------------------------------------------------------------
#ifdef UMPIRE_BENCH_LIBTCOD

// Per cell of the walk, the same work as a blocking check without the GITM
// geometry: is the square passable (same map, same traits table), does it hold a
// neutral, an enemy (same bitsets). The walk goes to the end, as check_line does.
struct PeerCheck {
    const Scene& s;
    gitm::LineCheck r{};
    int k = 0;
    void cell(int x, int y) noexcept {
        const TacSquare q{x, y};
        if (r.terrain_step < 0 && !umpire::passable(s.map.at(q))) r.terrain_step = k;
        if (r.neutral_step < 0 && s.occ.neutral(q)) r.neutral_step = k;
        if (r.enemy_step < 0 && s.occ.enemy(q)) r.enemy_step = k;
        ++k;
    }
};

void BM_LibtcodLineWalkAllPairs(benchmark::State& state) {
    const Scene& s = scene();
    all_pairs(state, [&](TacSquare from, TacSquare to) {
        PeerCheck p{s};
        for (auto&& [x, y] : tcod::BresenhamLine({from.col, from.row}, {to.col, to.row}).without_start()) p.cell(x, y);
        return fold(p.r);
    });
}
BENCHMARK(BM_LibtcodLineWalkAllPairs)->Unit(benchmark::kMillisecond);

void BM_LibtcodCLineWalkAllPairs(benchmark::State& state) {
    const Scene& s = scene();
    all_pairs(state, [&](TacSquare from, TacSquare to) {
        PeerCheck p{s};
        TCOD_bresenham_data_t data;
        TCOD_line_init_mt(from.col, from.row, to.col, to.row, &data);
        int x = from.col, y = from.row;
        // Each call moves one cell and returns false; it returns true, without
        // moving, once the walk stands on `to` (at once when from == to).
        while (!TCOD_line_step_mt(&x, &y, &data)) p.cell(x, y);
        return fold(p.r);
    });
}
BENCHMARK(BM_LibtcodCLineWalkAllPairs)->Unit(benchmark::kMillisecond);

#endif  // UMPIRE_BENCH_LIBTCOD

// What the map does to the lines: the share blocked, so a reader can see the check
// is not all fast paths. Recorded in the output's context.
void add_context() {
    const Scene& s = scene();
    const umpire::Rulings rulings{};
    std::int64_t terrain = 0, neutral = 0, enemy = 0, clear = 0, steps = 0;
    for (const TacSquare from : s.squares)
        for (const TacSquare to : s.squares) {
            const gitm::Line line = gitm::trace_line(from, to);
            const auto r = gitm::check_line(&*s.blocks, s.occ, from, to);
            steps += line.count;
            terrain += r.terrain_step >= 0 ? 1 : 0;
            neutral += r.neutral_step >= 0 ? 1 : 0;
            enemy += r.enemy_step >= 0 ? 1 : 0;
            clear += r.clear() ? 1 : 0;
        }
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "%lld lines, %.2f steps/line on average; terrain-blocked %lld, touching a neutral %lld, "
                  "touching an enemy %lld, clear %lld",
                  static_cast<long long>(kPairs), static_cast<double>(steps) / static_cast<double>(kPairs),
                  static_cast<long long>(terrain), static_cast<long long>(neutral), static_cast<long long>(enemy),
                  static_cast<long long>(clear));
    benchmark::AddCustomContext("umpire_lines", buf);
    std::snprintf(buf, sizeof buf, "15x15, %d enemy squares, %d neutral squares, Rulings{} (all defaults)",
                  s.enemies, s.neutrals);
    benchmark::AddCustomContext("umpire_scene", buf);
#ifdef UMPIRE_BENCH_LIBTCOD
    benchmark::AddCustomContext("libtcod", UMPIRE_BENCH_LIBTCOD_VERSION);
#else
    benchmark::AddCustomContext("libtcod", "absent: peer benchmarks not built");
#endif
}

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    add_context();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
