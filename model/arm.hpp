#pragma once
// The arms of rule 3.1's unit types: infantry (with light infantry and militia), cavalry
// (light cavalry, dragoons, lancers), artillery (the four kinds) and headquarters. Fort
// spaces (2.6), frontage (9.4) and combat (chapter 9) all count by arm: this is the one
// place that says which type belongs to which.
#include <cstdint>

#include "model/unit.hpp"

namespace umpire {

enum class Arm : std::uint8_t { Infantry, Cavalry, Artillery, Headquarters };

[[nodiscard]] constexpr Arm arm(UnitType t) noexcept {
    switch (t) {
        case UnitType::Infantry:
        case UnitType::LightInfantry:
        case UnitType::Militia: return Arm::Infantry;
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers: return Arm::Cavalry;
        case UnitType::MediumArtillery:
        case UnitType::LightArtillery:
        case UnitType::HorseArtillery:
        case UnitType::SiegeArtillery: return Arm::Artillery;
        case UnitType::ArmyHQ:
        case UnitType::CorpsHQ: return Arm::Headquarters;
    }
    return Arm::Infantry;
}

// Rule 10.9: infantry and artillery spend ammunition (and replenish it with each
// supply draw); the other types keep what the state records.
[[nodiscard]] constexpr bool uses_ammunition(UnitType t) noexcept {
    const Arm a = arm(t);
    return a == Arm::Infantry || a == Arm::Artillery;
}

}  // namespace umpire
