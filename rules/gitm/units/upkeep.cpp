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

}  // namespace umpire::gitm
