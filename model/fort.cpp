#include "model/fort.hpp"

#include <algorithm>

namespace umpire {
namespace {

constexpr int kInfantrySpaces = 1;   // also HQ men (rule 2.6)
constexpr int kCavalrySpaces = 3;
constexpr int kArtillerySpaces = 2;
constexpr int kArtilleristsPerBattery = 100;

int spaces_per_man(UnitType t) noexcept {
    switch (t) {
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers: return kCavalrySpaces;
        case UnitType::MediumArtillery:
        case UnitType::LightArtillery:
        case UnitType::HorseArtillery:
        case UnitType::SiegeArtillery: return kArtillerySpaces;
        case UnitType::Infantry:
        case UnitType::LightInfantry:
        case UnitType::Militia:
        case UnitType::ArmyHQ:
        case UnitType::CorpsHQ: return kInfantrySpaces;
    }
    return kInfantrySpaces;
}

}  // namespace

int fort_spaces(const Unit& u) noexcept {
    const int men = std::max(u.strength, 0);
    const int artillerists = std::clamp(u.batteries, 0, kMaxBatteries) * kArtilleristsPerBattery;
    const int gunners = std::min(men, artillerists);
    return gunners * kArtillerySpaces + (men - gunners) * spaces_per_man(u.id.type);
}

bool sufficiently_manned(const StratSquareInfo& square, int garrison_spaces) noexcept {
    if (square.fort <= 0 || garrison_spaces <= 0) return false;
    if (!square.fort_capacity) return true;
    return static_cast<long long>(garrison_spaces) * 3 >= *square.fort_capacity;
}

}  // namespace umpire
