// The cheapest route (umpire::at::cheapest_route) on a 200x200 hex map, against
// Boost.Graph's dijkstra_shortest_paths on the same graph in the same run.
//
// The map: plain, forest, mountain and sea hexes chosen by a fixed hash (sea 10%,
// mountain 10%), a road on 15% of hex sides, an unbridged river on 10%; one land
// subformation type moving by foot. The route runs from 10-10 to 190-190.
//
// The graph: one vertex per hex and one edge per allowed step, weighted with the
// step's cost as umpire::at::evaluate_step gives it; main() checks that both give
// the same cost before anything is timed.
//
// Benchmarks:
//   BM_UmpireRoute                 cheapest_route: every step's rules evaluated during the search
//   BM_BoostDijkstraPrebuiltGraph  dijkstra_shortest_paths alone on the adjacency_list built beforehand
//   BM_BoostBuildAndDijkstra       the same, building the adjacency_list (rules included) per query
//   BM_UmpireRouteWorkspace        cheapest_route reusing one RouteWorkspace across queries
//   BM_UmpireRouteWithinAp/300     the same route with 300 AP, reusing a workspace: 190-190 is out
//                                  of reach, and only the hexes within 300 AP are searched
// Each reports time_per_query, the CPU time of one query.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include "bench/checked_main.hpp"
#include "model/seed.hpp"
#include "rules/at/route.hpp"
#include "rules/at/world.hpp"

namespace {

namespace at = umpire::at;

constexpr int kSide = 200;
constexpr std::uint64_t kMapSeed = 0x61745f62656e6368ULL;  // "at_bench": fixed, never changed
constexpr at::Hex kFrom{10, 10}, kTo{190, 190};
constexpr std::int64_t kNoLimit = std::numeric_limits<std::int32_t>::max();

std::uint64_t hash(std::uint64_t salt, int i) { return umpire::mix64(kMapSeed ^ (salt << 40) ^ static_cast<std::uint64_t>(i)); }

at::World make_world() {
    at::Scenario s;
    s.landscapes = {{"plain", ".", false, true, 1}, {"forest", "f", false, false, 2}, {"sea", "~", true, false, 0},
                    {"mountain", "M", false, false, 3}};
    s.road_types = {"road"};
    s.river_types = {"river"};
    s.movement_types = {{"foot", 100, {{"plain", 10}, {"forest", 20}, {"mountain", 40}}, {{"road", 5}}, {{"river", 10}}}};
    s.regimes = {{"red", "r"}};
    s.subformation_types = {{"infantry", at::Theatre::Land, "foot", false, 10, 0, 0, 0, 5, 0, 0}};
    for (int r = 0; r < kSide; ++r) {
        std::string line;
        for (int c = 0; c < kSide; ++c) {
            const auto h = hash(1, r * kSide + c) % 100;
            const bool keep_open = at::hex_distance({c, r}, kFrom) <= 1 || at::hex_distance({c, r}, kTo) <= 1;
            line += keep_open || h >= 40 ? '.' : h < 10 ? '~' : h < 20 ? 'M' : 'f';
        }
        s.map.push_back(line);
    }
    for (int r = 0; r < kSide; ++r)
        for (int c = 0; c < kSide; ++c)
            for (int d = 0; d < 3; ++d) {  // each side once
                const at::Hex n = at::neighbour({c, r}, d);
                if (n.col < 0 || n.row < 0 || n.col >= kSide || n.row >= kSide) continue;
                const auto h = hash(2 + static_cast<std::uint64_t>(d), r * kSide + c) % 100;
                if (h < 15) s.sides.push_back({{c, r}, n, "road", "", false});
                else if (h < 25) s.sides.push_back({{c, r}, n, "", "river", false});
            }
    s.units = {{"A", "red", kFrom, {{"infantry", 1, 100}}, 0, 0, kNoLimit, 0, false}};
    auto w = at::compile(s);
    if (!w) {
        std::fprintf(stderr, "at_bench: the scenario does not compile\n");
        std::exit(1);
    }
    return std::move(*w);
}

const at::World& world() {
    static const at::World w = make_world();
    return w;
}
const at::Mover& mover() {
    static const at::Mover m = at::make_mover(world(), 0, at::Mission::Move, {}, {}, at::AtRulings{});
    return m;
}

using PeerGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, std::int64_t>>;

PeerGraph build_graph() {
    const at::World& w = world();
    PeerGraph g(static_cast<std::size_t>(w.width * w.height));
    for (int r = 0; r < w.height; ++r)
        for (int c = 0; c < w.width; ++c)
            for (int d = 0; d < at::kDirections; ++d) {
                const at::Hex n = at::neighbour({c, r}, d);
                if (!w.contains(n)) continue;
                const auto step = at::evaluate_step(w, mover(), {c, r}, d, n == kTo, at::AtRulings{}, nullptr);
                if (!step.allowed() || (step.surprise && n != kTo)) continue;
                boost::add_edge(w.index({c, r}), w.index(n), step.cost, g);
            }
    return g;
}

std::int64_t boost_cost(const PeerGraph& g) {
    std::vector<std::int64_t> dist(boost::num_vertices(g));
    boost::dijkstra_shortest_paths(
        g, world().index(kFrom),
        boost::distance_map(boost::make_iterator_property_map(dist.begin(), boost::get(boost::vertex_index, g))));
    return dist[world().index(kTo)];
}

std::int64_t umpire_cost() {
    const auto route = at::cheapest_route(world(), mover(), kTo, kNoLimit, at::AtRulings{});
    return route ? route->cost : -1;
}

void set_counters(benchmark::State& state) {
    state.counters["time_per_query"] =
        benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_UmpireRoute(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(umpire_cost());
    set_counters(state);
}
BENCHMARK(BM_UmpireRoute)->Unit(benchmark::kMillisecond);

void BM_UmpireRouteWorkspace(benchmark::State& state) {
    at::RouteWorkspace ws;
    for (auto _ : state)
        benchmark::DoNotOptimize(at::cheapest_route(world(), mover(), kTo, kNoLimit, at::AtRulings{}, ws));
    set_counters(state);
}
BENCHMARK(BM_UmpireRouteWorkspace)->Unit(benchmark::kMillisecond);

void BM_UmpireRouteWithinAp(benchmark::State& state) {
    at::RouteWorkspace ws;
    for (auto _ : state)
        benchmark::DoNotOptimize(at::cheapest_route(world(), mover(), kTo, state.range(0), at::AtRulings{}, ws));
    set_counters(state);
}
BENCHMARK(BM_UmpireRouteWithinAp)->Arg(300)->Unit(benchmark::kMicrosecond);

void BM_BoostDijkstraPrebuiltGraph(benchmark::State& state) {
    const PeerGraph g = build_graph();
    for (auto _ : state) benchmark::DoNotOptimize(boost_cost(g));
    set_counters(state);
}
BENCHMARK(BM_BoostDijkstraPrebuiltGraph)->Unit(benchmark::kMillisecond);

void BM_BoostBuildAndDijkstra(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(boost_cost(build_graph()));
    set_counters(state);
}
BENCHMARK(BM_BoostBuildAndDijkstra)->Unit(benchmark::kMillisecond);

bool check_and_add_context() {
    const std::int64_t ours = umpire_cost(), peer = boost_cost(build_graph());
    if (ours != peer || ours < 0) {
        std::fprintf(stderr, "at_bench: umpire's route costs %lld AP, Boost's dijkstra %lld; they differ\n",
                     static_cast<long long>(ours), static_cast<long long>(peer));
        return false;
    }
    char buf[256];
    std::snprintf(buf, sizeof buf, "%dx%d hexes, %zu sides, route %s to %s costs %lld AP in both", kSide, kSide,
                  world().names.sides.size(), umpire::to_string(kFrom).c_str(), umpire::to_string(kTo).c_str(),
                  static_cast<long long>(ours));
    benchmark::AddCustomContext("umpire_at_route", buf);
    return true;
}

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check_and_add_context); }
