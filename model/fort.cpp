#include "model/fort.hpp"

#include <algorithm>

#include "model/arm.hpp"

namespace umpire {
namespace {

constexpr int kInfantrySpaces = 1;   // also HQ men (rule 2.6)
constexpr int kCavalrySpaces = 3;
constexpr int kArtillerySpaces = 2;
constexpr int kArtilleristsPerBattery = 100;

int spaces_per_man(UnitType t) noexcept {
    switch (arm(t)) {
        case Arm::Cavalry: return kCavalrySpaces;
        case Arm::Artillery: return kArtillerySpaces;
        case Arm::Infantry:
        case Arm::Headquarters: return kInfantrySpaces;  // 2.6: HQ men count as infantry
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
