#include "rules/gitm/combat/morale_check.hpp"

#include <algorithm>

namespace umpire::gitm {

ParamValue morale_pass_chance(const Unit& u, int men_before, int lost, int exposed_flanks, const ParamSet& p) noexcept {
    const int levels = static_cast<int>(u.quality) - static_cast<int>(Quality::Average);
    const int percent = men_before > 0 ? static_cast<int>(std::int64_t{lost} * 100 / men_before) : 0;
    ParamValue chance = p.get<Param::MoraleCheckBase>() + levels * p.get<Param::MoraleCheckQuality>() +
                        u.experience * p.get<Param::MoraleCheckExperience>() -
                        std::max(0, percent - 2) * p.get<Param::MoraleCheckLosses>() -
                        exposed_flanks * p.get<Param::MoraleCheckFlank>();
    return std::clamp(chance, p.get<Param::MoraleCheckMin>(), p.get<Param::MoraleCheckMax>());
}

MoraleCheck check_morale(const Unit& u, int men_before, int lost, int exposed_flanks, const ParamSet& p,
                         DrawStream& stream) {
    MoraleCheck c;
    c.chance = morale_pass_chance(u, men_before, lost, exposed_flanks, p);
    if (shatters_at_check(u.fatigue)) {
        c.result = MoraleResult::Exhausted;
        return c;
    }
    c.draw = static_cast<int>(stream.below(1000));
    c.result = c.draw < c.chance ? MoraleResult::Passed : MoraleResult::Failed;
    return c;
}

}  // namespace umpire::gitm
