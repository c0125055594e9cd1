#include "rules/gitm/march_allowance.hpp"

#include <algorithm>

namespace umpire::gitm {

int normal_allowance(UnitType t) noexcept {
    switch (t) {
        case UnitType::SiegeArtillery:
        case UnitType::Militia: return 2;
        case UnitType::HorseArtillery:
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers:
        case UnitType::ArmyHQ: return 4;
        default: return 3;
    }
}

int allowance(const Unit& u) noexcept {
    int a = normal_allowance(u.id.type);
    if (u.supplies > 0) --a;
    if (u.out_of_communications && u.id.type != UnitType::ArmyHQ) --a;
    return std::max(a, 0);
}

namespace {
bool pays_more_forced(UnitType t) noexcept {
    return t == UnitType::LightCavalry || t == UnitType::Dragoons || t == UnitType::Lancers ||
           t == UnitType::LightArtillery;
}
}  // namespace

int step_fatigue(UnitType t, StratTerrain into, StepPrice price, bool forced_only) noexcept {
    int f = 1;
    if (price == StepPrice::Forced) f = pays_more_forced(t) ? 4 : 3;
    if (price == StepPrice::Withdrawal) f = 2;
    if (into == StratTerrain::Mountain && !(forced_only && price == StepPrice::Forced)) ++f;
    return f;
}

}  // namespace umpire::gitm
