#pragma once
// The two segments of a battle (rule 9.1): firing (9.7) and melee (9.9, 9.10), as
// arithmetic on the fighters. Who fights, the lines, morale checks and the movements
// they cause are the caller's; these functions only say how strong each side is and
// how many men each unit loses.
#include <cstdint>
#include <vector>

#include "model/unit.hpp"
#include "rules/gitm/combat/fighter.hpp"
#include "rules/params.hpp"

namespace umpire::gitm {

// 9.7, 9.9: whether `side` fights with mixed arms: its cavalry's effective melee
// strength is between a third and two thirds of the side's, and no unit of the battle is
// in a fort. Bounds included.
[[nodiscard]] bool mixed_arms(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units,
                              bool fort_battle, const ParamSet& p);

// 9.7: one unit's effective fire strength (before the side's mixed-arms bonus).
[[nodiscard]] MilliMen unit_fire(const Fighter& f, const Unit& u, const ParamSet& p);
// 9.9: one unit's effective melee strength (before the side's bonus and flank penalty).
[[nodiscard]] MilliMen unit_melee(const Fighter& f, const Unit& u, const ParamSet& p);

// 9.7: the side's fire strength, with mixed arms.
[[nodiscard]] SideStrength side_fire(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units,
                                     bool fort_battle, const ParamSet& p);
// 9.9: the side's melee strength, with mixed arms and `exposed_flanks` (0 in squares and
// in fort battles: the caller decides, 9.5, 9.8).
[[nodiscard]] SideStrength side_melee(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units,
                                      bool fort_battle, int exposed_flanks, const ParamSet& p);

// Men a side's strength inflicts: strength (milli-men) x rate (per-mille), rounded down.
[[nodiscard]] std::int64_t inflicted(MilliMen strength, ParamValue rate) noexcept;

// 9.7: the firing losses of each unit of `target` (indexed like `f`; 0 for the other
// side): `casualties` shared over the men of its first and second lines weighted by the
// casualty factor of each unit's mode, none to the rear or beyond, less a sufficiently
// manned fort's reduction (`fort_level`, 9.7), never more men than those two lines hold.
[[nodiscard]] std::vector<int> fire_losses(const std::vector<Fighter>& f, int target, std::int64_t casualties,
                                           int fort_level, const ParamSet& p);

// 9.9: the melee losses of each unit of `target`: `casualties` shared over all its men in
// the battle weighted by mode, less the fort's reduction, never more than the unit has left.
[[nodiscard]] std::vector<int> melee_losses(const std::vector<Fighter>& f, int target, std::int64_t casualties,
                                            const std::vector<Unit>& units, int fort_level, const ParamSet& p);

// 9.10: odds of at least 2:1 against a side (its strength times 2 at most the other's).
[[nodiscard]] constexpr bool two_to_one_against(MilliMen own, MilliMen other) noexcept {
    return own * 2 <= other && other > 0;
}

}  // namespace umpire::gitm
