#pragma once
// What a strategic step costs a unit and how many it may take (rules 7.1-7.3, 7.5).
#include <optional>

#include "model/strat_terrain.hpp"
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Rule 7.1: squares per turn by type: siege artillery and militia 2; horse
// artillery, cavalry (light, dragoons, lancers) and army headquarters 4; the rest 3.
[[nodiscard]] int normal_allowance(UnitType t) noexcept;

// Rule 7.2: one less when carrying supplies, one less out of communications (10.4)
// (never below 0). An army headquarters is always in communications (10.1).
[[nodiscard]] int allowance(UnitType t, MarchLoad load) noexcept;
// The unit's allowance from its load now.
[[nodiscard]] int allowance(const Unit& u) noexcept;
// The allowance a step is charged against: the load now, or under STRAT-ALLOWANCE-LOAD
// movement-start the load recorded when movement began (the load now when none is).
[[nodiscard]] int allowance(const Unit& u, const Rulings& rulings) noexcept;
// The allowance the other STRAT-ALLOWANCE-LOAD alternative would give, when it differs.
[[nodiscard]] std::optional<int> other_allowance(const Unit& u, const Rulings& rulings) noexcept;

// Rule 7.3: militia may not force march.
[[nodiscard]] constexpr bool may_force_march(UnitType t) noexcept { return t != UnitType::Militia; }

// Rule 7.1: "in excess of 18".
inline constexpr int kStrategicFatigueLimit = 18;

enum class StepPrice : std::uint8_t { Ordinary, Forced, Withdrawal };

// Fatigue for one step into a square of terrain `into`: 1, or 3 for the forced
// march (4 for cavalry and light artillery, as 7.3 and 3.2 both name them), or 2
// for a strategic withdrawal (7.5); a mountain square adds one (7.1's "two if
// moving into mountain terrain" is one more than the ordinary price), to a forced
// march as STRAT-FORCED-MOUNTAIN says and to a withdrawal as STRAT-WITHDRAW-MOUNTAIN
// says (one more, none, or the withdrawal doubles the mountain's two).
[[nodiscard]] int step_fatigue(UnitType t, StratTerrain into, StepPrice price, const Rulings& rulings) noexcept;
// The ruling that decided step_fatigue()'s price, if a choice of it would change it.
[[nodiscard]] std::optional<RulingId> step_fatigue_ruling(StratTerrain into, StepPrice price) noexcept;

}  // namespace umpire::gitm
