#pragma once
// Rule 8.6: the order in which units move in a tactical phase. Lower initiative
// numbers move first; within one number the order is drawn from the seed afresh in
// every phase.
//
// Each unit's draw comes from its own stream (Purpose::TacticalMoveOrder, keyed by
// turn, phase and unit), so the relative order of two units never depends on which
// other units exist: adding a unit anywhere, in this strategic square or another,
// leaves everyone else's order as it was.
#include <cstdint>

#include "model/seed.hpp"
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// 1-5 under PHASE-INITIATIVE (fatigue-bands computes it, state-rating reads it).
[[nodiscard]] int initiative_number(const Unit& u, const Rulings& rulings) noexcept;

// Rule 8.6's first group: a fast unit strong enough at the start of the turn (the
// strength MarchProgress recorded then, else its strength now; PHASE-LA-TYPO decides which
// artillery) moves with numbers 1-2.
[[nodiscard]] bool first_group(const Unit& u, const Rulings& rulings) noexcept;

struct MoveKey {
    int number = 0;
    std::uint64_t draw = 0;
    UnitId id;  // last tie-break: two equal 64-bit draws are possible, if unlikely
    friend auto operator<=>(const MoveKey&, const MoveKey&) = default;
};

[[nodiscard]] MoveKey move_key(const Unit& u, Seed seed, int turn, int phase, const Rulings& rulings) noexcept;

}  // namespace umpire::gitm
