#pragma once
// What the end of a turn does to a unit besides fatigue and marching experience (3.2,
// 3.6, in rules/gitm/turn.cpp): stragglers rejoining (9.13) and morale drifting toward
// 50 (3.7). Pure arithmetic on one unit, and which units the turn's battles reached;
// resolve_turn() applies them and records the changes (TurnEnd).
#include <vector>

#include "model/unit.hpp"
#include "rules/gitm/combat/combat.hpp"
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

// Rule 3.7: morale moved morale-drift points toward 50, never past it.
[[nodiscard]] int drifted_morale(int morale, const ParamSet& params) noexcept;

// Rule 3.7: the units whose morale a battle of `combat` (the turn's combat phases)
// changed, by id, each once: every unit of a decided battle (one side lost the melee,
// which is when 3.7's change is applied, even where morale's bounds of 0 and 100 left
// nothing to change) and, when `nearby` (ruling MORALE-DRIFT-NEARBY "counts"), the units
// near one whose morale its result moved. City captures, 3.7's other source, are not
// adjudicated yet and count for nothing.
[[nodiscard]] std::vector<UnitId> battle_morale_units(const std::vector<CombatOutcome>& combat, bool nearby);

}  // namespace umpire::gitm
