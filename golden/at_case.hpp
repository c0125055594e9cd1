#pragma once
// The Advanced Tactics part of a case file (kinds at-move and at-route) and of its
// outcome: a scenario with one order, and what umpire made of it.
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "rules/at/move.hpp"
#include "rules/at/route.hpp"
#include "rules/at/scenario.hpp"

namespace umpire::at {

struct AtCase {
    Scenario scenario;
    Order order;
    friend bool operator==(const AtCase&, const AtCase&) = default;
};

struct RouteReport {
    std::string unit;
    Hex from, to;
    std::int64_t ap = 0;
    bool reachable = false;
    std::int64_t cost = 0;
    std::vector<RouteStep> steps;
    std::vector<std::string> drawing;  // rules/at/draw.hpp
    friend bool operator==(const RouteReport&, const RouteReport&) = default;
};

// Compiles the scenario and checks the order for the case kind (a path for a move,
// "to" and a move or transfer for a route). Fields are paths inside the AtCase.
[[nodiscard]] Expected<World> prepare(const AtCase& c, bool route);
[[nodiscard]] RouteReport route_report(const World& w, const Order& o, const Rulings& rulings);

}  // namespace umpire::at
