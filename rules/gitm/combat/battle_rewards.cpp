#include "rules/gitm/combat/battle_rewards.hpp"

#include <algorithm>

namespace umpire::gitm {

int combat_experience(std::int64_t larger, std::int64_t smaller, const ParamSet& p) noexcept {
    if (larger < smaller) std::swap(larger, smaller);
    if (smaller <= 0) return 1;
    const std::int64_t odds = larger * 1000 / smaller;
    if (odds <= p.get<Param::ExperienceOdds5>()) return 5;
    if (odds <= p.get<Param::ExperienceOdds4>()) return 4;
    if (odds <= p.get<Param::ExperienceOdds3>()) return 3;
    if (odds <= p.get<Param::ExperienceOdds2>()) return 2;
    return 1;
}

int battle_morale(bool won, std::int64_t men, const ParamSet& p) noexcept {
    const ParamValue size = p.get<Param::MoraleBattleSize>();
    const ParamValue extra = std::min<ParamValue>(size > 0 ? men / size : 0, p.get<Param::MoraleBattleSizeMax>());
    return static_cast<int>(won ? p.get<Param::MoraleWin>() + extra : -(p.get<Param::MoraleLoss>() + extra));
}

}  // namespace umpire::gitm
