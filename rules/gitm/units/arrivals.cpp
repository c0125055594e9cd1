// Units entering a strategic square between two looks (see arrivals.hpp).
#include "rules/gitm/units/arrivals.hpp"

#include <algorithm>

namespace umpire::gitm {

Whereabouts whereabouts(const GameState& state) {
    Whereabouts out;
    for (const Unit& u : state.units) out.emplace(u.id, u.strategic);
    return out;
}

std::vector<std::size_t> units_by_id(const GameState& state) {
    std::vector<std::size_t> order(state.units.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return state.units[a].id < state.units[b].id; });
    return order;
}

}  // namespace umpire::gitm
