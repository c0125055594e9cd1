#pragma once
// Unit classes the movement rules distinguish (rules 8.1, 8.6).
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Rule 8.1's "fast units": light and medium cavalry and horse artillery. Which AMWOL
// cavalry is "medium" is ruling UNIT-CAVALRY-CLASS.
[[nodiscard]] bool is_fast(UnitType t, const Rulings& rulings) noexcept;

// Rule 8.1: tactical squares per phase, 6 for fast units and army headquarters, else 4.
[[nodiscard]] int tactical_allowance(UnitType t, const Rulings& rulings) noexcept;

}  // namespace umpire::gitm
