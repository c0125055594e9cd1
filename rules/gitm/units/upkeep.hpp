#pragma once
// What the end of a turn does to a unit besides fatigue and marching experience (3.2,
// 3.6, in rules/gitm/turn.cpp): stragglers rejoining (9.13). Pure arithmetic on one
// unit; resolve_turn() decides which units and records the change (TurnEnd).
#include "model/unit.hpp"
#include "rules/params.hpp"

namespace umpire::gitm {

// Rule 9.13: how many of `stragglers` (those the unit had when the turn began: men
// who straggle in a turn start coming back on the next, "each successive turn")
// rejoin a unit of `strength` men at the end of the turn: stragglers-rejoin per mille,
// or stragglers-rejoin-still without a strategic movement order, rounded up, and no
// more than bring the unit to its type's size (3.5, max_unit_strength); those beyond
// stay stragglers. None in a besieged fort. Callers pass stragglers the unit still has.
[[nodiscard]] int stragglers_rejoining(UnitType type, int strength, int stragglers, bool move_order,
                                       bool besieged_fort, const ParamSet& params) noexcept;

}  // namespace umpire::gitm
