#pragma once
// One unit in one battle, as the segments of chapter 9 see it: its side, where it stands
// in the lines (9.3, 9.4), the battle around it that 9.6 reads, and what the battle has
// done to it so far. Its effective strength is computed afresh for each segment from the
// unit as it then stands (the fatigue of firing counts in the melee). The battle holds them sorted by unit id, so every sum
// and every share is taken in one order.
#include <cstddef>
#include <vector>

#include "model/unit.hpp"
#include "rules/gitm/combat/strength.hpp"

namespace umpire::gitm {

struct Fighter {
    std::size_t unit = 0;   // index into the state's units
    int side = 0;           // 0: the initiator's side; 1: the side against it
    StrengthContext ctx;
    UnitLines lines;
    int men_at_start = 0;   // its strength when the battle began
    int fire_losses = 0, melee_losses = 0;
    bool fired = false;     // it (or its battery) fired (9.7: +1 fatigue)
    bool fought = false;    // it fought the melee (9.9: +1 fatigue)
    bool skirmishing = false;  // 9.10 turned it to skirmish for the melee (ctx.mode is then skirmish)
    friend bool operator==(const Fighter&, const Fighter&) = default;
};

// What a side brings to a segment: the sum of its units' effective strengths, and the
// side-wide factors that applied.
struct SideStrength {
    MilliMen strength = 0;
    bool mixed_arms = false;     // 9.7, 9.9: cavalry 1/3 to 2/3 of its melee strength, not in a fort
    int exposed_flanks = 0;      // 9.9: each costs flank-exposed (melee only)
    friend bool operator==(const SideStrength&, const SideStrength&) = default;
};

}  // namespace umpire::gitm
