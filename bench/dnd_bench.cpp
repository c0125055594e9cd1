// The squares reachable within 60 ft and within 120 ft (dnd-movement-circle) from
// the centre of a 100x100 map with 20% of its squares blocked. Target (the issue):
// at least 5x faster than the generic way, in the same run.
//
// Peer: what a user of Boost.Graph would write without umpire: per query, build a
// boost::adjacency_list over every (square, parity) state of the map (2 * 100 * 100
// vertices, an edge to each open neighbour priced by step_price()), run
// boost::dijkstra_shortest_paths from (start, parity 0), and collect the squares
// whose cheaper parity is within the speed.
//
// Benchmarks (all from the same start on the same map):
//   BM_UmpireReach/60, /120             umpire::dnd::reach: the figure
//   BM_BoostAdjacencyListReach/60, /120 the peer, graph construction included
//   BM_UmpireReachBigMap/60, /120       umpire::dnd::reach on a 1000x1000 map (100 times the
//                                       squares) holding the 100x100 one at its centre: the
//                                       same squares are reached, and the time should be
//                                       about that of BM_UmpireReach (the cost follows the
//                                       reach, not the map)
// Each reports time_per_query, the average CPU time of one query. Before any
// benchmark runs, main() checks that both give the same squares at the same feet
// and exits with an error if they do not.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include "model/grid.hpp"
#include "bench/checked_main.hpp"
#include "model/seed.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"
#include "rules/rulings.hpp"

namespace {

using umpire::GridCell;
using umpire::GridMap;
using umpire::GridPoint;
namespace dnd = umpire::dnd;

constexpr int kSide = 100;
constexpr int kCells = kSide * kSide;
constexpr int kBlocked = kCells / 5;  // exactly 20%
constexpr std::uint64_t kMapSeed = 0x646e645f62656e63ULL;  // "dnd_benc": fixed, never changed
constexpr GridPoint kStart{kSide / 2, kSide / 2};

// The 2000 squares with the lowest fixed hash of their index are blocked, except
// the start and its 8 neighbours, so that the start is never walled in.
GridMap make_map() {
    GridMap map(kSide, kSide);
    std::vector<int> order;
    order.reserve(kCells);
    for (int i = 0; i < kCells; ++i) {
        const GridPoint p{i % kSide, i / kSide};
        if (std::abs(p.col - kStart.col) <= 1 && std::abs(p.row - kStart.row) <= 1) continue;
        order.push_back(i);
    }
    const auto hash = [](int i) { return umpire::mix64(kMapSeed ^ static_cast<std::uint64_t>(i)); };
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const auto ha = hash(a), hb = hash(b);
        return ha != hb ? ha < hb : a < b;
    });
    for (int k = 0; k < kBlocked; ++k)
        map.set({order[static_cast<std::size_t>(k)] % kSide, order[static_cast<std::size_t>(k)] / kSide},
                GridCell::Blocked);
    return map;
}

const GridMap& bench_map() {
    static const GridMap m = make_map();
    return m;
}

// The big map: the bench map at its centre, and around it 20% of the squares
// blocked by another fixed hash.
constexpr int kBigSide = 1000;
constexpr GridPoint kBigOffset{(kBigSide - kSide) / 2, (kBigSide - kSide) / 2};  // the bench map's 0-0
constexpr GridPoint kBigStart{kStart.col + kBigOffset.col, kStart.row + kBigOffset.row};

GridMap make_big_map() {
    GridMap big(kBigSide, kBigSide);
    const GridMap& small = bench_map();
    for (int row = 0; row < kBigSide; ++row)
        for (int col = 0; col < kBigSide; ++col) {
            const GridPoint inner{col - kBigOffset.col, row - kBigOffset.row};
            if (small.contains(inner)) big.set({col, row}, small.at(inner));
            else if (umpire::mix64(~kMapSeed ^ static_cast<std::uint64_t>(row * kBigSide + col)) % 5 == 0)
                big.set({col, row}, GridCell::Blocked);
        }
    return big;
}

const GridMap& big_map() {
    static const GridMap m = make_big_map();
    return m;
}

// --- umpire -------------------------------------------------------------------

std::vector<dnd::Reached> umpire_reach(dnd::Feet speed) {
    auto r = dnd::reach(kStart, speed, 0, &bench_map());
    if (!r) throw std::runtime_error("dnd_bench: umpire::dnd::reach failed");
    return std::move(*r);
}

// --- Boost.Graph peer ----------------------------------------------------------

using PeerGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;

constexpr int kDirections[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

// Vertex 2 * (row * width + col) + parity.
PeerGraph build_peer_graph(const GridMap& map) {
    const int w = map.width(), h = map.height();
    PeerGraph g(static_cast<std::size_t>(2 * w * h));
    for (int row = 0; row < h; ++row)
        for (int col = 0; col < w; ++col) {
            if (map.at({col, row}) == GridCell::Blocked) continue;  // never entered, so never left
            const int from_cell = row * w + col;
            for (const auto& d : kDirections) {
                const GridPoint to{col + d[0], row + d[1]};
                if (!map.contains(to)) continue;
                const GridCell kind = map.at(to);
                if (kind == GridCell::Blocked) continue;
                const int to_cell = to.row * w + to.col;
                for (int parity = 0; parity < 2; ++parity) {
                    const dnd::StepPrice price = dnd::step_price(d[0] != 0 && d[1] != 0, kind == GridCell::Difficult,
                                                                 parity, umpire::DifficultTerrain{});
                    boost::add_edge(static_cast<std::size_t>(2 * from_cell + parity),
                                    static_cast<std::size_t>(2 * to_cell + (parity + price.diagonals) % 2),
                                    price.feet, g);
                }
            }
        }
    return g;
}

std::vector<dnd::Reached> peer_reach(const GridMap& map, GridPoint start, dnd::Feet speed) {
    const PeerGraph g = build_peer_graph(map);
    std::vector<int> dist(boost::num_vertices(g));
    const auto s = static_cast<std::size_t>(2 * (start.row * map.width() + start.col));
    boost::dijkstra_shortest_paths(
        g, s, boost::distance_map(boost::make_iterator_property_map(dist.begin(), boost::get(boost::vertex_index, g))));
    std::vector<dnd::Reached> out;
    for (int cell = 0; cell < map.width() * map.height(); ++cell) {
        const int f = std::min(dist[static_cast<std::size_t>(2 * cell)], dist[static_cast<std::size_t>(2 * cell + 1)]);
        if (f <= speed) out.push_back({{cell % map.width(), cell / map.width()}, f});
    }
    return out;
}

// --- benchmarks ----------------------------------------------------------------

void set_counters(benchmark::State& state) {
    state.SetItemsProcessed(state.iterations());
    // queries * iterations / CPU seconds, inverted: CPU seconds per query (see line_bench.cpp).
    state.counters["time_per_query"] =
        benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// umpire::dnd::reach from `start` on `map`, at the benchmark's speed.
void time_reach(benchmark::State& state, const GridMap& map, GridPoint start) {
    const dnd::Feet speed = state.range(0);
    for (auto _ : state) {
        auto r = dnd::reach(start, speed, 0, &map);
        benchmark::DoNotOptimize(r);
    }
    set_counters(state);
}

void BM_UmpireReach(benchmark::State& state) { time_reach(state, bench_map(), kStart); }
BENCHMARK(BM_UmpireReach)->Arg(60)->Arg(120)->Unit(benchmark::kMicrosecond);

void BM_UmpireReachBigMap(benchmark::State& state) { time_reach(state, big_map(), kBigStart); }
BENCHMARK(BM_UmpireReachBigMap)->Arg(60)->Arg(120)->Unit(benchmark::kMicrosecond);

void BM_BoostAdjacencyListReach(benchmark::State& state) {
    const GridMap& map = bench_map();
    const dnd::Feet speed = state.range(0);
    for (auto _ : state) {
        auto r = peer_reach(map, kStart, speed);
        benchmark::DoNotOptimize(r);
    }
    set_counters(state);
}
BENCHMARK(BM_BoostAdjacencyListReach)->Arg(60)->Arg(120)->Unit(benchmark::kMicrosecond);

// Both ways must give the same squares at the same feet; recorded in the context.
bool check_and_add_context() {
    const GridMap& map = bench_map();
    const auto cells = map.cells();
    const auto blocked = std::count(cells.begin(), cells.end(), GridCell::Blocked);
    char buf[256];
    std::snprintf(buf, sizeof buf, "%dx%d, %lld blocked (%.1f%%), start %s, mix64 seed 0x%llx, Rulings{} (all defaults)",
                  kSide, kSide, static_cast<long long>(blocked), 100.0 * static_cast<double>(blocked) / kCells,
                  umpire::to_string(kStart).c_str(), static_cast<unsigned long long>(kMapSeed));
    benchmark::AddCustomContext("umpire_dnd_map", buf);
    for (const dnd::Feet speed : {dnd::Feet{60}, dnd::Feet{120}}) {
        const auto ours = umpire_reach(speed);
        const auto peer = peer_reach(map, kStart, speed);
        if (ours != peer) {
            std::fprintf(stderr, "dnd_bench: reach %lld ft: umpire gives %zu squares, the Boost peer %zu; they differ\n",
                         static_cast<long long>(speed), ours.size(), peer.size());
            return false;
        }
        // The big map holds the same squares around the start: the same reach, shifted.
        auto big = dnd::reach(kBigStart, speed, 0, &big_map());
        if (!big) return false;
        for (auto& r : *big) r.square = {r.square.col - kBigOffset.col, r.square.row - kBigOffset.row};
        if (*big != ours) {
            std::fprintf(stderr, "dnd_bench: reach %lld ft: the 1000x1000 map gives %zu squares, the 100x100 one %zu\n",
                         static_cast<long long>(speed), big->size(), ours.size());
            return false;
        }
        const dnd::Feet sum = std::accumulate(ours.begin(), ours.end(), dnd::Feet{0},
                                              [](dnd::Feet a, const dnd::Reached& r) { return a + r.feet; });
        std::snprintf(buf, sizeof buf, "%zu squares, feet summing to %lld; identical in umpire, the Boost peer and on the %dx%d map",
                      ours.size(), static_cast<long long>(sum), kBigSide, kBigSide);
        benchmark::AddCustomContext("umpire_dnd_reach_" + std::to_string(speed) + "ft", buf);
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check_and_add_context); }
