#include "rules/gitm/combat/combat_mode.hpp"

namespace umpire::gitm {

ParamValue strength_factor(CombatMode m, const ParamSet& p) noexcept {
    switch (m) {
        case CombatMode::Assault: return p.get<Param::ModeAssault>();
        case CombatMode::LastDitch: return p.get<Param::ModeLastDitch>();
        case CombatMode::Skirmish: return p.get<Param::ModeSkirmish>();
        case CombatMode::Evade: return p.get<Param::ModeEvade>();
        case CombatMode::Attack:
        case CombatMode::Defend: break;
    }
    return 1000;
}

ParamValue casualty_factor(CombatMode m, const ParamSet& p) noexcept {
    switch (m) {
        case CombatMode::Assault: return p.get<Param::CasualtiesAssault>();
        case CombatMode::LastDitch: return p.get<Param::CasualtiesLastDitch>();
        case CombatMode::Skirmish: return p.get<Param::CasualtiesSkirmish>();
        case CombatMode::Evade: return p.get<Param::CasualtiesEvade>();
        case CombatMode::Attack:
        case CombatMode::Defend: break;
    }
    return 1000;
}

}  // namespace umpire::gitm
