#pragma once
// Rule 7.9: with enemy combat units present, a unit cannot make a strategic move that
// needs a river or mountain range crossed; it must first reach the proper side in
// tactical movement. A move in direction D needs no crossing when the unit's side
// (rules/gitm/sides.hpp) reaches the edge it leaves by, or for a diagonal move the
// corner (SIDES-DIAGONAL-EXIT).
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// The squares a unit's side must reach to leave the map in direction `dir`.
[[nodiscard]] TacSet exit_squares(Direction dir, const Rulings& rulings);

// Whether a unit on `start` must cross a river or range to leave in direction `dir`.
// A start with no side (impassable terrain) reaches nothing: true.
[[nodiscard]] bool needs_crossing(const MapSides& sides, TacSquare start, Direction dir, const Rulings& rulings);

// The units whose presence switches the restriction on for `mover` (rule 7.9):
// hostile units that are not headquarters, and neutral ones in their home nation.
// Inactive and shattered units count by TM-INACTIVE-PRESENCE. Sorted; empty = free.
[[nodiscard]] std::vector<UnitId> crossing_restrictors(const GameState& state, const Unit& mover,
                                                       const Rulings& rulings);

}  // namespace umpire::gitm
