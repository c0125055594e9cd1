#include "rules/at/route.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace umpire::at {

std::optional<Route> cheapest_route(const World& w, const Mover& m, Hex to, std::int64_t ap, const AtRulings& r) {
    const Hex start = w.units[static_cast<std::size_t>(m.unit)].hex;
    if (!w.contains(to) || ap < 0) return std::nullopt;
    constexpr std::int64_t kUnreached = std::numeric_limits<std::int64_t>::max();
    const std::size_t cells = static_cast<std::size_t>(w.width) * static_cast<std::size_t>(w.height);
    std::vector<std::int64_t> cost(cells, kUnreached);
    std::vector<std::int32_t> previous(cells, kNone);
    using Entry = std::pair<std::int64_t, std::size_t>;  // (cost, hex index): ties in reading order
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const std::size_t target = w.index(to);
    cost[w.index(start)] = 0;
    open.push({0, w.index(start)});
    while (!open.empty()) {
        const auto [c, i] = open.top();
        open.pop();
        if (c != cost[i]) continue;
        if (i == target) break;
        const Hex here{static_cast<int>(i % static_cast<std::size_t>(w.width)), static_cast<int>(i / static_cast<std::size_t>(w.width))};
        for (int d = 0; d < kDirections; ++d) {
            const Hex next = neighbour(here, d);
            if (!w.contains(next)) continue;
            const std::size_t j = w.index(next);
            // Steps cost at least 0, so a hex already as cheap as this one gains nothing
            // from it: the rules of that step need not be evaluated at all.
            if (cost[j] <= c) continue;
            const StepResult s = evaluate_step(w, m, here, d, j == target, r, nullptr);
            if (!s.allowed() || (s.surprise && j != target)) continue;
            const std::int64_t arrive = c + s.cost;
            if (arrive > ap || arrive >= cost[j]) continue;  // at-ap-spend, as a move pays it
            cost[j] = arrive;
            previous[j] = static_cast<std::int32_t>(i);
            open.push({arrive, j});
        }
    }
    if (cost[target] == kUnreached) return std::nullopt;
    Route route;
    route.cost = cost[target];
    for (auto i = static_cast<std::int32_t>(target); i != kNone; i = previous[static_cast<std::size_t>(i)]) {
        const auto u = static_cast<std::size_t>(i);
        route.steps.push_back({{static_cast<int>(u % static_cast<std::size_t>(w.width)), static_cast<int>(u / static_cast<std::size_t>(w.width))}, cost[u]});
    }
    std::reverse(route.steps.begin(), route.steps.end());
    return route;
}

}  // namespace umpire::at
