#pragma once
// The events of a walk (phase_walk.cpp) that depend on what was met: which rule
// explains a contact, which a terrain block (and whether a ruling decided it), and
// which enemy square a step meets.
#include <span>

#include "model/seed.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/blocking.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/terrain_block.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// The detail text's case that finds unit contacts on a line of this kind.
[[nodiscard]] const char* contact_rule(LineKind kind) noexcept;

// The blocked-terrain event for a found block (kind, rule, ruling, squares); the
// caller fills in the unit.
[[nodiscard]] Event terrain_event(const TacticalMap& map, const TerrainCheck& c);

// The enemy square a step of a line meets (rule 8.3, tm-case-1..3): the step's own
// square when an enemy stands on it, else one of the enemy squares it passes between,
// chosen by TM-TWO-BESIDE when there are several. The step must touch an enemy.
struct MetSquare {
    TacSquare square;
    bool on_path = false;
    bool several = false;  // TM-TWO-BESIDE decided
};
[[nodiscard]] MetSquare met_square(const Step& step, const Occupancy& occ, Seed seed, int turn, int phase,
                                   const UnitId& mover, const Rulings& rulings);

}  // namespace umpire::gitm
