#pragma once
// The cheapest route for an ordered group within its action points: Dijkstra's
// search over the hexes, each step priced and allowed exactly as a move's step
// (step.hpp), so a route walked as a move costs what the search says. A hex where
// unseen enemies would stop the move is entered only as the destination; the air
// rules for the last hex (at-air-airfield, at-paradrop) apply to the destination.
// Among equally cheap routes the search keeps the first found, taking hexes in
// reading order and directions N, NE, SE, S, SW, NW.
#include <cstdint>
#include <optional>
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

// nullopt when `to` cannot be reached within `ap`.
[[nodiscard]] std::optional<Route> cheapest_route(const World& w, const Mover& m, Hex to, std::int64_t ap,
                                                  const AtRulings& r);

}  // namespace umpire::at
