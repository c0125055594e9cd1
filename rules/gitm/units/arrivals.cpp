// Units entering a strategic square between two looks (see arrivals.hpp).
#include "rules/gitm/units/arrivals.hpp"

namespace umpire::gitm {

Whereabouts whereabouts(const GameState& state) {
    Whereabouts out;
    for (const Unit& u : state.units) out.emplace(u.id, u.strategic);
    return out;
}

}  // namespace umpire::gitm
