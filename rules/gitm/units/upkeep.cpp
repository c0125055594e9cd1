#include "rules/gitm/units/upkeep.hpp"

#include <algorithm>
#include <cstdint>

namespace umpire::gitm {

int stragglers_rejoining(UnitType type, int strength, int stragglers, bool move_order, bool besieged_fort,
                         const ParamSet& params) noexcept {
    if (besieged_fort || stragglers <= 0) return 0;
    const std::int64_t rate =
        move_order ? params.get<Param::StragglersRejoin>() : params.get<Param::StragglersRejoinStill>();
    // Rounded up: rounding down would leave the last few stragglers out for good.
    const auto share = static_cast<int>((std::int64_t{stragglers} * rate + 999) / 1000);
    return std::clamp(max_unit_strength(type) - strength, 0, share);
}

int drifted_morale(int morale, const ParamSet& params) noexcept {
    const auto step = static_cast<int>(params.get<Param::MoraleDrift>());
    return morale > kStartMorale ? std::max(kStartMorale, morale - step) : std::min(kStartMorale, morale + step);
}

std::vector<UnitId> battle_morale_units(const std::vector<CombatOutcome>& combat, bool nearby) {
    std::vector<UnitId> out;
    for (const CombatOutcome& c : combat)
        for (const BattleReport& b : c.battles) {
            if (b.sides[0].lost || b.sides[1].lost)
                for (const CombatUnit& u : b.units) out.push_back(u.unit);
            if (nearby)
                for (const NearbyMorale& n : b.nearby) out.push_back(n.unit);
        }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace umpire::gitm
