#pragma once
// The cheapest route for an ordered group within its action points: Dijkstra's
// search over the hexes, each step priced and allowed exactly as a move's step
// (step.hpp) when the search tries it, so a route walked as a move costs what the
// search says. Costs are whole AP, so the queue is a bucket queue (Dial's), and no
// hex dearer than the action points is ever queued (at-ap-spend). A hex where
// unseen enemies would stop the move is entered only as the destination; the air
// rules for the last hex (at-air-airfield, at-paradrop) apply to the destination.
// Among equally cheap routes the search keeps the first found, taking hexes in
// reading order and directions N, NE, SE, S, SW, NW.
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "rules/at/step.hpp"

namespace umpire::at {

struct RouteStep {
    Hex hex;
    std::int64_t cost = 0;  // spent on arrival
    friend bool operator==(const RouteStep&, const RouteStep&) = default;
};

struct Route {
    std::vector<RouteStep> steps;  // the start at 0 first
    std::int64_t cost = 0;
    friend bool operator==(const Route&, const Route&) = default;
};

// What a search keeps per hex and in its queue, reusable from one query to the next:
// a hex's entry counts only when stamped with the current query, so no query clears
// or allocates map-sized arrays once the workspace has grown to the map. One
// workspace serves one search at a time.
class RouteWorkspace {
public:
    RouteWorkspace() = default;

private:
    friend struct RouteSearch;
    struct HexEntry {
        std::int64_t cost = 0;
        std::int32_t previous = kNone;
        std::uint32_t stamp = 0;  // the query that wrote this entry; 0: none
    };
    std::vector<HexEntry> hexes_;
    std::uint32_t stamp_ = 0;
    // The bucket queue: hexes by cost, one bucket per cost within kBuckets of the
    // lowest (bit b of occupied_: bucket b holds hexes), dearer ones in a binary
    // heap (far_). The cost being taken: its hexes sorted by index (current_, the
    // first taken_ of them done) and a heap of those reached at no cost (free_).
    static constexpr int kBuckets = 64;
    std::array<std::vector<std::uint32_t>, kBuckets> buckets_;
    std::uint64_t occupied_ = 0;
    std::vector<std::pair<std::int64_t, std::uint32_t>> far_;
    std::vector<std::uint32_t> current_, free_;
    std::size_t taken_ = 0;
};

// nullopt when `to` cannot be reached within `ap`. The second form reuses `ws`.
[[nodiscard]] std::optional<Route> cheapest_route(const World& w, const Mover& m, Hex to, std::int64_t ap,
                                                  const AtRulings& r);
[[nodiscard]] std::optional<Route> cheapest_route(const World& w, const Mover& m, Hex to, std::int64_t ap,
                                                  const AtRulings& r, RouteWorkspace& ws);

}  // namespace umpire::at
