#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {

bool is_fast(UnitType t, const Rulings& rulings) noexcept {
    switch (t) {
        case UnitType::LightCavalry:
        case UnitType::HorseArtillery: return true;
        case UnitType::Dragoons:
        case UnitType::Lancers: return rulings.get<CavalryClass>() == CavalryClass::AllCavalryFast;
        default: return false;
    }
}

int tactical_allowance(UnitType t, const Rulings& rulings) noexcept {
    return is_fast(t, rulings) || t == UnitType::ArmyHQ ? 6 : 4;
}

}  // namespace umpire::gitm
