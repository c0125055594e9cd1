#include "rules/gitm/initiative.hpp"

#include <algorithm>

#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {
namespace {

// Rule 8.6's strength thresholds: 250 men for cavalry, 100 for artillery.
constexpr int kCavalryStrength = 250;
constexpr int kArtilleryStrength = 100;
// Rule 8.1 stops units above 8 fatigue near the enemy: the top band starts there.
constexpr int kTiredFatigue = 8;
constexpr int kWearyFatigue = 4;

bool drawn_from_us1aq(const Unit& u) noexcept {
    return u.communications && *u.communications == UnitId{Nation::US, 1, UnitType::ArmyHQ};
}

// Rule 8.6: "sufficient strength at the start of the turn", not after this turn's
// stragglers (7.5) or losses.
int start_of_turn_strength(const Unit& u) noexcept {
    return u.march && u.march->start_strength ? *u.march->start_strength : u.strength;
}

}  // namespace

bool first_group(const Unit& u, const Rulings& rulings) noexcept {
    const UnitType t = u.id.type;
    if (t == UnitType::LightArtillery && rulings.get<LaTypo>() == LaTypo::LightArtillery)
        return start_of_turn_strength(u) >= kArtilleryStrength;
    if (!is_fast(t, rulings)) return false;
    return start_of_turn_strength(u) >= (t == UnitType::HorseArtillery ? kArtilleryStrength : kCavalryStrength);
}

int initiative_number(const Unit& u, const Rulings& rulings) noexcept {
    if (rulings.get<InitiativeNumber>() == InitiativeNumber::StateRating) return u.initiative;
    const bool fast = first_group(u, rulings);
    const int lo = fast ? 1 : 3;
    const int hi = fast ? 2 : 5;
    int n = lo + (fast ? (u.fatigue > kTiredFatigue ? 1 : 0)
                       : (u.fatigue > kWearyFatigue ? 1 : 0) + (u.fatigue > kTiredFatigue ? 1 : 0));
    if (drawn_from_us1aq(u)) --n;
    return std::clamp(n, lo, hi);
}

MoveKey move_key(const Unit& u, Seed seed, int turn, int phase, const Rulings& rulings) noexcept {
    DrawStream draws(seed, {Purpose::TacticalMoveOrder, static_cast<std::uint32_t>(turn),
                            static_cast<std::uint32_t>(phase), pack(u.id)});
    return {initiative_number(u, rulings), draws.next(), u.id};
}

}  // namespace umpire::gitm
