#pragma once
// Rule 9.2: "If a corps HQ is carrying supplies when it is shattered or forced to
// fall back, the supplies will be destroyed." One place for it: tactical movement
// calls it when an HQ entered by an enemy steps aside or shatters
// (headquarters_move.cpp); combat's fall-backs and shatterings are to call it too.
#include "model/unit.hpp"

namespace umpire::gitm {

// Destroys what `hq` carries if it is a corps HQ (an army HQ or another unit keeps
// its load: 9.2 names corps HQs); the supply units destroyed, 0 when none.
[[nodiscard]] inline int destroy_carried_supplies(Unit& hq) noexcept {
    if (hq.id.type != UnitType::CorpsHQ) return 0;
    const int lost = hq.supplies;
    hq.supplies = 0;
    return lost;
}

}  // namespace umpire::gitm
