// Rule 10.2's line of contact (rules/gitm/contact.hpp) on the full 140x110 strategic
// map: 15,400 squares, a river on a fifth of the tactical maps, one square in
// twenty impassable, and 2,000 units: the US west of the middle, Mexico east of it,
// a front of squares held by both sides' units down the middle, a third of each
// side's units cavalry. Deployment (7.18) builds one ContactMap per side and
// searches from many squares; shattering (12.2) builds one per shattered unit and
// searches 15 squares out. Target: building the map and one unbounded search from
// the west edge together under 1 ms median, release preset; the tactical forms add
// the sides of the ends' maps (sides_bench.cpp: some 10 us each).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bench/bench_world.hpp"
#include "rules/gitm/contact.hpp"

namespace {

using namespace umpire;

constexpr int kMiddle = kStratColumns / 2;
constexpr int kUnits = 2000;

StratSquare sq(int c, int r) { return {static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)}; }

// The country, and the same with a river from the north edge to the south edge down
// column 7: a unit west of it cannot reach the east edge without crossing.
TacticalMap country(bool river) {
    std::vector<std::string> lines;
    for (const auto row : bench::kCountry) {
        std::string line(row);
        if (river) line[7] = '~';
        lines.push_back(line);
    }
    return TacticalMap::from_lines(lines).value();
}

GameState world() {
    GameState s;
    s.turn = 7;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    bench::Draws d(Seed{0x1002});
    const TacticalMap open = country(false), river = country(true);
    for (int r = 0; r < kStratRows; ++r)
        for (int c = 0; c < kStratColumns; ++c) {
            StratSquareInfo q;
            q.square = sq(c, r);
            q.nation = c < kMiddle ? Nation::US : Nation::MX;
            q.owner = std::string(code(q.nation));
            q.terrain = d.below(20) == 0 ? StratTerrain::Water : StratTerrain::Open;
            q.map = d.below(5) == 0 ? river : open;
            s.squares.push_back(std::move(q));
        }
    std::uint16_t us = 0, mx = 0;
    for (int k = 0; k < kUnits; ++k) {
        const bool west = k % 2 == 0;
        Unit u;
        const int r = d.below(3);
        const UnitType type = r == 0 ? UnitType::LightCavalry : UnitType::Infantry;
        u.id = UnitId{west ? Nation::US : Nation::MX, west ? ++us : ++mx, type};
        u.state = west ? "US" : "MX";
        u.strength = 500;
        // Most units within ten columns of the middle, on their own side of it.
        const int depth = d.below(4) == 0 ? d.below(kMiddle) : d.below(10);
        const int col = west ? kMiddle - 1 - depth : kMiddle + depth;
        u.strategic = sq(col, d.below(kStratRows));
        u.tactical = TacSquare{d.below(kTacSize), d.below(kTacSize)};
        if (!passable(s.squares[static_cast<std::size_t>(u.strategic.row * kStratColumns + col)].terrain)) {
            --k;
            (west ? us : mx)--;
            continue;
        }
        s.units.push_back(u);
    }
    return s;
}

const GameState& the_world() {
    static const GameState s = world();
    return s;
}

void BM_ContactMapBuild(benchmark::State& state) {
    const GameState& s = the_world();
    const Rulings rulings;
    for (auto _ : state) {
        gitm::ContactMap m(s, "US", rulings);
        benchmark::DoNotOptimize(m);
    }
}
BENCHMARK(BM_ContactMapBuild)->Unit(benchmark::kMicrosecond);

// One search from the west edge over the whole map.
void BM_ContactDistancesFullMap(benchmark::State& state) {
    const GameState& s = the_world();
    const Rulings rulings;
    const gitm::ContactMap m(s, "US", rulings);
    int reached = 0;
    for (auto _ : state) {
        const auto dist = m.distances(sq(2, 55));
        benchmark::DoNotOptimize(dist.data());
        reached = static_cast<int>(std::count_if(dist.begin(), dist.end(), [](int x) { return x >= 0; }));
    }
    state.counters["reached"] = reached;
}
BENCHMARK(BM_ContactDistancesFullMap)->Unit(benchmark::kMicrosecond);

// Rule 12.2's search: the map built and searched 15 squares out, as for each shattered unit.
void BM_ContactShatterSearch(benchmark::State& state) {
    const GameState& s = the_world();
    const Rulings rulings;
    for (auto _ : state) {
        const gitm::ContactMap m(s, "US", rulings);
        const auto dist = m.distances(sq(kMiddle - 3, 55), 15);
        benchmark::DoNotOptimize(dist.data());
    }
}
BENCHMARK(BM_ContactShatterSearch)->Unit(benchmark::kMicrosecond);

// The map built and one line found from the west edge to the front.
void BM_ContactLineAcross(benchmark::State& state) {
    const GameState& s = the_world();
    const Rulings rulings;
    int length = -1;
    for (auto _ : state) {
        const gitm::ContactMap m(s, "US", rulings);
        const auto line = m.line(sq(2, 55), sq(kMiddle - 12, 20));
        benchmark::DoNotOptimize(line);
        length = line ? static_cast<int>(line->size()) : -1;
    }
    state.counters["length"] = length;
}
BENCHMARK(BM_ContactLineAcross)->Unit(benchmark::kMicrosecond);

// Rule 10.2 in full between two units: the map built, the start's exits and the line
// to a unit on the far side, whose map's sides are worked out when the line arrives.
void BM_ContactTacticalLine(benchmark::State& state) {
    const GameState& s = the_world();
    const Rulings rulings;
    const gitm::ContactEnd from{sq(2, 55), TacSquare{3, 7}}, to{sq(kMiddle - 12, 20), TacSquare{10, 7}};
    int length = -1;
    for (auto _ : state) {
        const gitm::ContactMap m(s, "US", rulings);
        const auto line = m.line(from, to);
        benchmark::DoNotOptimize(line);
        length = line ? static_cast<int>(line->size()) : -1;
    }
    state.counters["length"] = length;
}
BENCHMARK(BM_ContactTacticalLine)->Unit(benchmark::kMicrosecond);

// Rule 12.2's question for one shattered unit: the nearest of 40 cities within 15
// squares, each end a unit on a tactical square.
void BM_ContactShatterCities(benchmark::State& state) {
    GameState s = the_world();
    bench::Draws d(Seed{0x1012});
    std::vector<StratSquare> cities;
    for (int k = 0; k < 40; ++k) {
        StratSquareInfo& q = s.squares[static_cast<std::size_t>(d.below(kStratRows) * kStratColumns + d.below(kMiddle))];
        q.city = "City " + std::to_string(k);
        q.city_square = TacSquare{7, 7};
        cities.push_back(q.square);
    }
    const Rulings rulings;
    const gitm::ContactEnd from{sq(kMiddle - 3, 55), TacSquare{7, 7}};
    int reached = 0;
    for (auto _ : state) {
        const gitm::ContactMap m(s, "US", rulings);
        const auto dist = m.distances(from, 15);
        reached = 0;
        for (const StratSquare c : cities)
            if (const auto end = m.city_end(c); end && m.arrival(from, dist, *end, 15)) ++reached;
        benchmark::DoNotOptimize(reached);
    }
    state.counters["cities_reached"] = reached;
}
BENCHMARK(BM_ContactShatterCities)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
