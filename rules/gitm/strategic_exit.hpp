#pragma once
// Rule 7.9: with enemy combat units present, a unit cannot make a strategic move that
// needs a river or mountain range crossed; it must first reach the proper side in
// tactical movement. A move in direction D needs no crossing when the unit's side
// (rules/gitm/sides.hpp) reaches the edge it leaves by, or for a diagonal move the
// corner (SIDES-DIAGONAL-EXIT).
#include <span>
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

// The other units in the mover's strategic square that are hostile to it, or neutral
// to it and in their home nation (rules 7.9 and 7.14 switch on with these); with
// `combat_only`, headquarters are left out. Inactive and shattered units count by
// TM-INACTIVE-PRESENCE. Sorted.
[[nodiscard]] std::vector<UnitId> hostile_or_neutral_at_home(const GameState& state, const Unit& mover,
                                                             const Rulings& rulings, bool combat_only);
// The same over `present`, the units of the mover's square `here` (others are ignored).
[[nodiscard]] std::vector<UnitId> hostile_or_neutral_at_home(const GameState& state, const Unit& mover,
                                                             const StratSquareInfo& here,
                                                             std::span<const Unit* const> present,
                                                             const Rulings& rulings, bool combat_only);

// The units whose presence switches the restriction on for `mover` (rule 7.9):
// hostile units that are not headquarters, and neutral ones in their home nation.
// Empty = free.
[[nodiscard]] inline std::vector<UnitId> crossing_restrictors(const GameState& state, const Unit& mover,
                                                              const Rulings& rulings) {
    return hostile_or_neutral_at_home(state, mover, rulings, true);
}

}  // namespace umpire::gitm
