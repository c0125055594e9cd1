// Entry placement (rule 7.14, gitm-entry-squares) with 20 enemy units on the map.
// Target (the issue): under 1 microsecond median per placement.
//
//   BM_EntryPlacement         1024 placements: every direction, requests anywhere,
//                             20 enemies per map, 15 of them in the first four
//                             lines of the entry edge so that most requests are
//                             refused and the row procedure runs
//   BM_EntryPlacementFullRow  the longest path: the searched row is held from end
//                             to end, so all 13 squares are tried and the random
//                             fallback is drawn
// Each reports time_per_placement, the average CPU time of one place_entry() call.
#include <benchmark/benchmark.h>

#include <vector>

#include "model/seed.hpp"
#include "rules/gitm/entry.hpp"

namespace {

using namespace umpire;

struct Case {
    gitm::EntryInput input;
    std::vector<TacSquare> enemies;
};

std::vector<Case> mixed_cases() {
    DrawStream draws(Seed{0x5eed}, DrawKey{});
    const auto below = [&](int n) { return static_cast<int>(draws.below(static_cast<std::uint64_t>(n))); };
    std::vector<Case> cases(1024);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        Case& c = cases[i];
        const Direction d = kAllDirections[i % kAllDirections.size()];
        const gitm::Frame edge = gitm::entry_band(d, Rulings{}).segments[0].frame;
        for (int e = 0; e < 20; ++e)
            c.enemies.push_back(e < 15 ? edge.square(below(kTacSize), below(4)) : TacSquare{below(kTacSize), below(kTacSize)});
        c.input.moving = d;
        c.input.request = edge.square(below(kTacSize), below(6));
        c.input.draw = DrawKey{Purpose::EntryFallback, 1, 0, i};
    }
    for (auto& c : cases) c.input.enemies = c.enemies;  // after the vector stopped moving
    return cases;
}

void BM_EntryPlacement(benchmark::State& state) {
    const std::vector<Case> cases = mixed_cases();
    const TacticalMap map;
    const Rulings rulings;
    std::size_t i = 0;
    for (auto _ : state) {
        gitm::EntryInput in = cases[i].input;
        in.map = &map;
        benchmark::DoNotOptimize(gitm::place_entry(in, Seed{7}, rulings).square);
        i = (i + 1) % cases.size();
    }
    state.counters["time_per_placement"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_EntryPlacement);

void BM_EntryPlacementFullRow(benchmark::State& state) {
    std::vector<TacSquare> enemies;
    for (int c = 0; c < kTacSize; ++c) enemies.push_back({c, 1});
    for (int c = 0; c < 5; ++c) enemies.push_back({c, 3});
    const TacticalMap map;
    const Rulings rulings;
    gitm::EntryInput in;
    in.moving = Direction::S;
    in.request = {7, 3};
    in.map = &map;
    in.enemies = enemies;
    for (auto _ : state) benchmark::DoNotOptimize(gitm::place_entry(in, Seed{7}, rulings).square);
    state.counters["time_per_placement"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_EntryPlacementFullRow);

}  // namespace

BENCHMARK_MAIN();
