#pragma once
// A unit that ceases to exist on the map: surrendered (9.9, 9.12, 10.3) or destroyed
// (10.8, 12.2). Every man is taken prisoner, the unit stays listed as shattered with
// no men, out of any fort, and a corps HQ's carried supplies are lost with it (9.2).
#include "model/unit.hpp"

namespace umpire::gitm {

// Returns the men taken prisoner.
inline int take_all_prisoner(Unit& u) noexcept {
    const int men = u.strength;
    u.prisoners += men;
    u.strength = 0;
    u.status = UnitStatus::Shattered;
    u.in_fort = false;
    if (u.id.type == UnitType::CorpsHQ) u.supplies = 0;
    return men;
}

}  // namespace umpire::gitm
