#include "rules/gitm/combat/strength.hpp"

#include <algorithm>

#include "model/arm.hpp"

namespace umpire::gitm {
namespace {

// 10.10: an infantry or artillery unit with no ammunition left (10.9: only they use it).
bool out_of_ammunition(const Unit& u) noexcept {
    const Arm a = arm(u.id.type);
    return u.ammunition <= 0 && (a == Arm::Infantry || a == Arm::Artillery);
}

Param quality_param(Quality q) noexcept {
    switch (q) {
        case Quality::Poor: return Param::QualityPoor;
        case Quality::Fair: return Param::QualityFair;
        case Quality::Average: return Param::QualityAverage;
        case Quality::Good: return Param::QualityGood;
        case Quality::Elite: return Param::QualityElite;
    }
    return Param::QualityAverage;
}

Param terrain_param(Terrain t) noexcept {
    switch (t) {
        case Terrain::Hills: return Param::TerrainHills;
        case Terrain::HighHills: return Param::TerrainHighHills;
        case Terrain::Ford: return Param::TerrainFord;
        case Terrain::Pass: return Param::TerrainPass;
        case Terrain::Forest: return Param::TerrainForest;
        case Terrain::Town: return Param::TerrainTown;
        default: return Param::TerrainOpen;  // no battle is fought on impassable terrain
    }
}

Param mode_param(CombatMode m) noexcept {
    switch (m) {
        case CombatMode::Assault: return Param::ModeAssault;
        case CombatMode::LastDitch: return Param::ModeLastDitch;
        case CombatMode::Skirmish: return Param::ModeSkirmish;
        case CombatMode::Evade: return Param::ModeEvade;
        default: return Param::ModeAssault;  // not reached: attack and defend have no factor
    }
}

inline constexpr UnitId kUs1aq{Nation::US, 1, UnitType::ArmyHQ};

// 9.6's per-unit factors in their fixed order, each passed to `add` (the list leaves
// out those equal to 1000, which change nothing). One walk serves both the list the
// report keeps and the strength the segments compute: they weigh every unit several
// times per battle, and building a list each time was a large part of its cost.
template <class Add>
void each_unit_factor(const Unit& u, const StrengthContext& c, const ParamSet& p, Add add) {
    const Param q = quality_param(u.quality);
    add(q, p.get(q));
    add(Param::ExperiencePerPoint,
        1000 + std::min<ParamValue>(u.experience * p.get<Param::ExperiencePerPoint>(), p.get<Param::ExperienceCap>()));
    add(Param::MoralePerPoint, std::max<ParamValue>(0, 1000 + (u.morale - 50) * p.get<Param::MoralePerPoint>()));
    add(Param::FatiguePerPoint,
        std::max<ParamValue>(p.get<Param::FatigueFloor>(), 1000 - u.fatigue * p.get<Param::FatiguePerPoint>()));
    if (c.defending) {
        const Param t = terrain_param(c.terrain);
        add(t, p.get(t));
    }
    if (c.mode != CombatMode::Attack && c.mode != CombatMode::Defend) add(mode_param(c.mode), strength_factor(c.mode, p));
    if (u.communications == kUs1aq) add(Param::Us1aqCommunications, p.get<Param::Us1aqCommunications>());
    if (!c.moved) add(Param::DidNotMove, p.get<Param::DidNotMove>());
    if (u.id.type == UnitType::Militia) {
        if (c.moved) add(Param::MilitiaMoving, p.get<Param::MilitiaMoving>());
        if (c.terrain != Terrain::Town) add(Param::MilitiaOutsideTown, p.get<Param::MilitiaOutsideTown>());
    }
    if (c.fort_manned) add(Param::FortManned, p.get<Param::FortManned>());
}

// 9.5's squares factors of one segment, the same way.
template <class Add>
void each_square_factor(const Unit& u, const StrengthContext& c, bool melee, const ParamSet& p, Add add) {
    const Arm a = arm(u.id.type);
    if (c.formed_square && a == Arm::Infantry)
        add(melee ? Param::SquareMelee : Param::SquareFire, melee ? p.get<Param::SquareMelee>() : p.get<Param::SquareFire>());
    if (c.facing_square && melee && a == Arm::Cavalry) {
        const Param k = u.id.type == UnitType::Lancers ? Param::LancersVsSquare : Param::CavalryVsSquare;
        add(k, p.get(k));
    }
}

// Collects the factors that are not 1000.
struct Collect {
    std::vector<StrengthFactor>& out;
    void operator()(Param param, ParamValue v) const {
        if (v != 1000) out.push_back({param, v});
    }
};

// Applies each factor as it comes, as apply_factors() does (a factor of 1000 changes nothing).
struct Apply {
    MilliMen& men;
    void operator()(Param, ParamValue v) const noexcept { men = men * v / 1000; }
};

}  // namespace

std::vector<StrengthFactor> unit_factors(const Unit& u, const StrengthContext& c, const ParamSet& p) {
    std::size_t n = 0;  // counted first: one allocation for the list every report unit keeps
    each_unit_factor(u, c, p, [&](Param, ParamValue v) { n += v != 1000 ? 1 : 0; });
    std::vector<StrengthFactor> out;
    out.reserve(n);
    each_unit_factor(u, c, p, Collect{out});
    return out;
}

MilliMen apply_factors(MilliMen men, const std::vector<StrengthFactor>& factors) noexcept {
    for (const StrengthFactor& f : factors) men = men * f.per_mille / 1000;
    return men;
}

MilliMen apply_strength_factors(MilliMen men, const Unit& u, const StrengthContext& c, bool melee,
                                const ParamSet& p) noexcept {
    each_unit_factor(u, c, p, Apply{men});
    each_square_factor(u, c, melee, p, Apply{men});
    return men;
}

MilliMen fire_base(const Unit& u, const UnitLines& lines, const ParamSet& p) noexcept {
    if (out_of_ammunition(u) || arm(u.id.type) == Arm::Headquarters) return 0;
    MilliMen out = MilliMen{lines.front.artillerists + lines.second.artillerists} * p.get<Param::ArtilleristFire>();
    if (arm(u.id.type) == Arm::Infantry) out += MilliMen{lines.front.men - lines.front.artillerists} * 1000;
    return out;
}

MilliMen melee_base(const Unit& u, const UnitLines& lines) noexcept {
    const Arm a = arm(u.id.type);
    if (a == Arm::Headquarters) return 0;
    MilliMen out = MilliMen{lines.front.men + lines.second.men} * 1000;
    if (a != Arm::Cavalry) out += MilliMen{lines.rear.men} * 500;
    if (out_of_ammunition(u)) out = a == Arm::Infantry ? out / 2 : out / 10;
    return out;
}

std::vector<StrengthFactor> square_factors(const Unit& u, const StrengthContext& c, bool melee, const ParamSet& p) {
    std::vector<StrengthFactor> out;
    each_square_factor(u, c, melee, p, Collect{out});
    return out;
}

}  // namespace umpire::gitm
