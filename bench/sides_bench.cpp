// The sides of rivers and ranges (rules 8.7, 2.3, 7.14) on a 15x15 map with a
// winding river, a ford, a second river joining it, a mountain range with a pass
// and a lake. Target (issue 3): compute_sides under 10 us median, release preset.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "rules/gitm/river_crossing.hpp"
#include "rules/gitm/sides.hpp"

namespace {

using namespace umpire;

TacticalMap bench_map() {
    const std::vector<std::string> lines = {
        "....~......M...", "....~......M...", ".....~.....P...", ".....=......M..", "......~.....M..",
        "..WW..~.....M..", "..WW...~.....M.", ".......~.....M.", "........~~~~~~~", "........~......",
        "MMMPMMMMM~.....", ".........=.....", ".........~.....", "..........~....", "..........~....",
    };
    return TacticalMap::from_lines(lines).value();
}

void BM_ComputeSides(benchmark::State& state) {
    const TacticalMap map = bench_map();
    const Rulings rulings;
    for (auto _ : state) {
        auto sides = gitm::compute_sides(map, rulings);
        benchmark::DoNotOptimize(sides);
    }
    state.counters["sides"] = gitm::compute_sides(map, rulings).count;
}
BENCHMARK(BM_ComputeSides);

void BM_SameSideAfterMove(benchmark::State& state) {
    const TacticalMap map = bench_map();
    const Rulings rulings;
    for (auto _ : state) {
        auto squares = gitm::same_side_after_move(map, TacSquare{12, 12}, Direction::E, map, rulings);
        benchmark::DoNotOptimize(squares);
    }
}
BENCHMARK(BM_SameSideAfterMove);

// Rule 8.7's check as adjudication runs it: the sides, once per ruling it may cite.
void BM_CheckRiverCrossing(benchmark::State& state) {
    const TacticalMap map = bench_map();
    const Rulings rulings;
    for (auto _ : state) {
        auto c = gitm::check_river_crossing(map, TacSquare{1, 1}, TacSquare{5, 3}, TacSquare{8, 3}, rulings);
        benchmark::DoNotOptimize(c);
    }
}
BENCHMARK(BM_CheckRiverCrossing);

}  // namespace

BENCHMARK_MAIN();
