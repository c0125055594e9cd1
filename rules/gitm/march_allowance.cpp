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

int allowance(UnitType t, MarchLoad load) noexcept {
    int a = normal_allowance(t);
    if (load.supplies) --a;
    if (load.out_of_communications && t != UnitType::ArmyHQ) --a;
    return std::max(a, 0);
}

int allowance(const Unit& u) noexcept { return allowance(u.id.type, march_load(u)); }

int allowance(const Unit& u, const Rulings& rulings) noexcept {
    if (rulings.get<AllowanceLoad>() == AllowanceLoad::MovementStart && u.march && u.march->start_load)
        return allowance(u.id.type, *u.march->start_load);
    return allowance(u);
}

std::optional<int> other_allowance(const Unit& u, const Rulings& rulings) noexcept {
    if (!u.march || !u.march->start_load || *u.march->start_load == march_load(u)) return std::nullopt;
    const int now = allowance(u), start = allowance(u.id.type, *u.march->start_load);
    if (now == start) return std::nullopt;
    return rulings.get<AllowanceLoad>() == AllowanceLoad::MovementStart ? now : start;
}

namespace {
bool pays_more_forced(UnitType t) noexcept {
    return t == UnitType::LightCavalry || t == UnitType::Dragoons || t == UnitType::Lancers ||
           t == UnitType::LightArtillery;
}
}  // namespace

int step_fatigue(UnitType t, StratTerrain into, StepPrice price, const Rulings& rulings) noexcept {
    const bool mountain = into == StratTerrain::Mountain;
    switch (price) {
        case StepPrice::Ordinary: return mountain ? 2 : 1;
        case StepPrice::Forced: {
            const int f = pays_more_forced(t) ? 4 : 3;
            return mountain && rulings.get<ForcedMountain>() == ForcedMountain::PlusOne ? f + 1 : f;
        }
        case StepPrice::Withdrawal:
            if (!mountain) return 2;
            switch (rulings.get<WithdrawMountain>()) {
                case WithdrawMountain::PlusOne: return 3;
                case WithdrawMountain::WithdrawalOnly: return 2;
                case WithdrawMountain::Doubled: return 4;
            }
    }
    return 1;
}

std::optional<RulingId> step_fatigue_ruling(StratTerrain into, StepPrice price) noexcept {
    if (into != StratTerrain::Mountain) return std::nullopt;
    if (price == StepPrice::Forced) return RulingId::ForcedMountain;
    if (price == StepPrice::Withdrawal) return RulingId::WithdrawMountain;
    return std::nullopt;
}

}  // namespace umpire::gitm
