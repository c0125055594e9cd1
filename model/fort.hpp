#pragma once
// Rule 2.6's measure of a fort's room, and rule 9.6's "sufficiently manned" fort.
#include "model/game_state.hpp"
#include "model/unit.hpp"

namespace umpire {

// Rule 2.6: the spaces a unit takes in a fort, "measured the same way as transport
// capacity": 1 per infantryman (light infantry and militia too) and HQ man, 3 per
// cavalryman (light cavalry, dragoons, lancers), 2 per artilleryman, and a unit
// with attached batteries counts 100 men per battery (at most all its men) as
// artillerists. Not rule 9.4's frontage, where an artilleryman takes 8 spaces.
[[nodiscard]] int fort_spaces(const Unit& u) noexcept;

// Rule 9.6: a fort is sufficiently manned when its garrison's spaces cover one third
// of its capacity (garrison * 3 >= capacity, exactly, in whole spaces). A square with
// no fort never is. A fort whose capacity the case does not give (fort_capacity
// absent: the state predates the field, or its author did not know it) counts as
// sufficiently manned by any garrison of at least one space: the bonus is then not
// denied for want of a number nobody recorded, and an empty fort still has none.
[[nodiscard]] bool sufficiently_manned(const StratSquareInfo& square, int garrison_spaces) noexcept;

}  // namespace umpire
