#pragma once
// The attitude a unit fights a battle in (rules 8.9, 9.6, 9.10, 8.11). A unit has an
// offensive mode and a defensive mode in its orders; which one it fights in depends on
// whether its side attacks or defends (9.6), and 9.10 may turn attack or defend into
// skirmish during the melee. One enum for the six so that every multiplier is looked up
// in one place.
#include <cstdint>
#include <string_view>

#include "model/named_enum.hpp"
#include "model/order_form.hpp"
#include "rules/params.hpp"

namespace umpire::gitm {

#define UMPIRE_GITM_COMBAT_MODES(X)                                                                        \
    X(Assault, "assault") X(Attack, "attack") X(LastDitch, "last-ditch") X(Defend, "defend")              \
    X(Skirmish, "skirmish") X(Evade, "evade")
UMPIRE_NAMED_ENUM(CombatMode, std::uint8_t, UMPIRE_GITM_COMBAT_MODES)
[[nodiscard]] inline std::string_view name(CombatMode m) noexcept { return enum_name(m); }

[[nodiscard]] constexpr CombatMode combat_mode(OffensiveMode m) noexcept {
    switch (m) {
        case OffensiveMode::Assault: return CombatMode::Assault;
        case OffensiveMode::Attack: return CombatMode::Attack;
        case OffensiveMode::Skirmish: return CombatMode::Skirmish;
        case OffensiveMode::Evade: return CombatMode::Evade;
    }
    return CombatMode::Attack;
}
[[nodiscard]] constexpr CombatMode combat_mode(DefensiveMode m) noexcept {
    switch (m) {
        case DefensiveMode::LastDitch: return CombatMode::LastDitch;
        case DefensiveMode::Defend: return CombatMode::Defend;
        case DefensiveMode::Skirmish: return CombatMode::Skirmish;
        case DefensiveMode::Evade: return CombatMode::Evade;
    }
    return CombatMode::Defend;
}

// 9.10: attack and defend turn to skirmish at 2:1 against; the extreme modes never do.
[[nodiscard]] constexpr bool may_switch_to_skirmish(CombatMode m) noexcept {
    return m == CombatMode::Attack || m == CombatMode::Defend;
}

// 9.6: the multiplier of effective strength (per-mille); attack and defend are the measure.
[[nodiscard]] ParamValue strength_factor(CombatMode m, const ParamSet& p) noexcept;
// 8.9, 9.7: the multiplier of the casualties a unit takes (per-mille).
[[nodiscard]] ParamValue casualty_factor(CombatMode m, const ParamSet& p) noexcept;

}  // namespace umpire::gitm
