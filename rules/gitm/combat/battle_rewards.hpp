#pragma once
// What a battle leaves in the units besides losses: experience by the odds (3.6) and
// morale by the result and the battle's size (3.7). The amounts are named parameters.
#include <cstdint>

#include "rules/params.hpp"

namespace umpire::gitm {

// 3.6: experience for one phase of combat, 1 to 5, most at even odds. `larger` and
// `smaller` are the two sides' effective strengths (any common unit); the odds are
// larger/smaller in per-mille, and experience-odds-5 ... -2 are the upper bounds of the
// bands that give 5 ... 2 points; longer odds give 1.
[[nodiscard]] int combat_experience(std::int64_t larger, std::int64_t smaller, const ParamSet& p) noexcept;

// 3.7: the morale change of a unit in a battle of `men` men in all: morale-win (or minus
// morale-loss) and one more point per morale-battle-size men, at most
// morale-battle-size-max more.
[[nodiscard]] int battle_morale(bool won, std::int64_t men, const ParamSet& p) noexcept;

// 3.7: a unit of the same side near the battle gets morale-nearby-share per-mille of it,
// rounded towards zero.
[[nodiscard]] inline int nearby_morale(int change, const ParamSet& p) noexcept {
    return static_cast<int>(change * p.get<Param::MoraleNearbyShare>() / 1000);
}

}  // namespace umpire::gitm
