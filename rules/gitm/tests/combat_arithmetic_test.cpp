// The arithmetic of chapter 9 at the default parameters: each expected number is worked
// out by hand from the rule and rules/params.def, so a changed default or formula fails here.
#include <gtest/gtest.h>

#include "rules/gitm/combat/battle_rewards.hpp"
#include "rules/gitm/combat/casualties.hpp"
#include "rules/gitm/combat/morale_check.hpp"
#include "rules/gitm/combat/segments.hpp"

namespace umpire::gitm {
namespace {

// Men in the front, second, rear and beyond, with the artillerists of each part.
UnitLines lines(int front, int second, int rear, int beyond, int gunners_front = 0, int gunners_second = 0) {
    UnitLines l;
    l.front.men = front, l.front.artillerists = gunners_front;
    l.second.men = second, l.second.artillerists = gunners_second;
    l.rear.men = rear;
    l.uncounted.men = beyond;
    return l;
}

Unit unit(UnitType t, int men, int batteries = 0) {
    Unit u;
    u.id = UnitId{Nation::US, 1, t};
    u.strength = men;
    u.batteries = batteries;
    return u;
}

// rules: 9.7 9.9
TEST(CombatArithmetic, ShareOutByLargestRemainderTiesToTheFirst) {
    EXPECT_EQ(share_out(10, {1, 1, 1}), (std::vector<int>{4, 3, 3}));
    EXPECT_EQ(share_out(11, {1, 1, 1}), (std::vector<int>{4, 4, 3}));
    EXPECT_EQ(share_out(7, {0, 3, 1}), (std::vector<int>{0, 5, 2}));  // 5.25 and 1.75: the .75 gets the man
    EXPECT_EQ(share_out(0, {2, 5}), (std::vector<int>{0, 0}));
    EXPECT_EQ(share_out(9, {0, 0}), (std::vector<int>{0, 0}));
}

// rules: 9.7 9.9
TEST(CombatArithmetic, FortReductionsAsStated) {
    EXPECT_EQ(fort_reduction(0), 0);
    EXPECT_EQ(fort_reduction(1), 500);
    EXPECT_EQ(fort_reduction(2), 600);
    EXPECT_EQ(fort_reduction(3), 700);
    EXPECT_EQ(fort_reduction(4), 800);
    EXPECT_EQ(fort_reduction(5), 900);
}

// rules: 9.13 12.1
TEST(CombatArithmetic, LossesSplitByType) {
    const ParamSet p;
    EXPECT_EQ(split_losses(100, true, p), (LossSplit{15, 45, 20, 20}));
    EXPECT_EQ(split_losses(100, false, p), (LossSplit{20, 72, 2, 6}));
    EXPECT_EQ(split_losses(7, true, p).total(), 7);
    EXPECT_EQ(shatter_split(7), (LossSplit{0, 0, 3, 4}));
}

// rules: 9.8
TEST(CombatArithmetic, MoraleCheckFromTwoPercent) {
    EXPECT_TRUE(must_check_morale(1000, 20));
    EXPECT_FALSE(must_check_morale(1000, 19));
    EXPECT_FALSE(must_check_morale(0, 0));
}

// rules: 9.8 12.1
TEST(CombatArithmetic, MoraleCheckChance) {
    const ParamSet p;
    Unit u = unit(UnitType::Infantry, 1000);
    // 800, less 20 per percent beyond two: 10% lost is 8 percent beyond.
    EXPECT_EQ(morale_pass_chance(u, 1000, 100, 0, p), 800 - 8 * 20);
    EXPECT_EQ(morale_pass_chance(u, 1000, 100, 1, p), 800 - 8 * 20 - 75);
    u.quality = Quality::Elite;  // two levels above average
    u.experience = 10;
    EXPECT_EQ(morale_pass_chance(u, 1000, 20, 0, p), 800 + 2 * 50 + 10 * 5);
    EXPECT_EQ(morale_pass_chance(u, 1000, 900, 2, p), 50);  // the floor
    // A unit of one man that lost it lost 100%, not nothing: the floor again.
    EXPECT_EQ(morale_pass_chance(u, 1, 1, 0, p), 50);
    EXPECT_EQ(morale_pass_chance(u, 0, 0, 0, p), 800 + 2 * 50 + 10 * 5);
    u.fatigue = kShatterFatigue;
    DrawStream s(Seed{}, DrawKey{Purpose::TacticalMoveOrder, 1, 1, 1});
    EXPECT_EQ(check_morale(u, 1000, 100, 0, p, s).result, MoraleResult::Exhausted);
}

// rules: 3.6 3.7
TEST(CombatArithmetic, ExperienceByOddsAndMoraleBySize) {
    const ParamSet p;
    EXPECT_EQ(combat_experience(1000, 1000, p), 5);
    EXPECT_EQ(combat_experience(1000, 1500, p), 4);  // 1.5: the upper bound of the 4 band
    EXPECT_EQ(combat_experience(2000, 1000, p), 3);
    EXPECT_EQ(combat_experience(3000, 1000, p), 2);
    EXPECT_EQ(combat_experience(3001, 1000, p), 1);
    EXPECT_EQ(combat_experience(5, 0, p), 1);
    EXPECT_EQ(battle_morale(true, 12000, p), 2 + 2);
    EXPECT_EQ(battle_morale(false, 12000, p), -(3 + 2));
    EXPECT_EQ(battle_morale(false, 90000, p), -(3 + 5));
    // At one man per point (the parameter's least value) every man counts, up to the cap.
    ParamSet each_man;
    each_man.set(Param::MoraleBattleSize, 1);
    EXPECT_EQ(battle_morale(true, 3, each_man), 2 + 3);
    EXPECT_EQ(battle_morale(false, 12000, each_man), -(3 + 5));
    EXPECT_EQ(nearby_morale(-5, p), -2);
}

// rules: 9.6
TEST(CombatArithmetic, UnitFactors) {
    const ParamSet p;
    Unit u = unit(UnitType::Infantry, 1000);
    StrengthContext c;
    c.moved = true;
    EXPECT_TRUE(unit_factors(u, c, p).empty());  // an average fresh unit attacking: no factor
    c.moved = false;
    c.defending = true;
    c.terrain = Terrain::Hills;
    c.mode = CombatMode::LastDitch;
    const auto f = unit_factors(u, c, p);
    ASSERT_EQ(f.size(), 3u);
    EXPECT_EQ(f[0], (StrengthFactor{Param::TerrainHills, 1150}));
    EXPECT_EQ(f[1], (StrengthFactor{Param::ModeLastDitch, 1250}));
    EXPECT_EQ(f[2], (StrengthFactor{Param::DidNotMove, 1100}));
    // 1000 men: x1.15, x1.25, x1.1, each rounded down in milli-men.
    EXPECT_EQ(apply_factors(1000 * 1000, f), 1000LL * 1000 * 115 / 100 * 125 / 100 * 110 / 100);
    u.fatigue = 100;
    EXPECT_EQ(unit_factors(u, StrengthContext{.moved = true}, p).front(), (StrengthFactor{Param::FatiguePerPoint, 200}));
}

// The segments apply the factors without listing them (apply_strength_factors); the
// result must be the listed factors' to the milli-man, in every context and segment.
// rules: 9.5 9.6
TEST(CombatArithmetic, FactorsAppliedInPlaceEqualTheListedFactors) {
    ParamSet p;
    p.set(Param::MilitiaMoving, 1000);  // a factor of exactly 1000 is left out of the list
    int checked = 0;
    for (const UnitType t : {UnitType::Infantry, UnitType::Militia, UnitType::Lancers, UnitType::Dragoons,
                             UnitType::LightArtillery})
        for (int k = 0; k < 64; ++k) {
            Unit u = unit(t, 900);
            u.quality = static_cast<Quality>(k % 5);
            u.experience = (k * 7) % 60;
            u.morale = 20 + (k * 11) % 70;
            u.fatigue = (k * 5) % 25;
            if (k % 9 == 0) u.communications = UnitId{Nation::US, 1, UnitType::ArmyHQ};
            StrengthContext c;
            c.mode = static_cast<CombatMode>(k % enum_count<CombatMode>);
            c.defending = k % 2 == 0;
            c.terrain = k % 3 == 0 ? Terrain::Town : k % 3 == 1 ? Terrain::Hills : Terrain::Open;
            c.moved = k % 4 < 2;
            c.fort_manned = k % 5 == 0;
            c.formed_square = k % 6 == 0;
            c.facing_square = k % 7 == 0;
            for (const bool melee : {false, true}) {
                const MilliMen men = 900 * 1000 + k;
                const MilliMen listed = apply_factors(apply_factors(men, unit_factors(u, c, p)),
                                                      square_factors(u, c, melee, p));
                EXPECT_EQ(apply_strength_factors(men, u, c, melee, p), listed) << name(t) << " case " << k;
                ++checked;
            }
        }
    EXPECT_EQ(checked, 5 * 64 * 2);
}

// rules: 9.4 9.7 10.10
TEST(CombatArithmetic, WhoFires) {
    const ParamSet p;
    const ParamValue af = p.get<Param::ArtilleristFire>();
    // 9.4's example: 1500 men with one battery are 1400 infantry and 100 artillerists
    // (rules/gitm/combat/lines.hpp places the artillerists).
    const Unit in = unit(UnitType::Infantry, 1500, 1);
    EXPECT_EQ(fire_base(in, lines(1500, 0, 0, 0, 100), p), 1400 * 1000 + 100 * af);
    // In the second line only its battery fires; in the rear nothing.
    EXPECT_EQ(fire_base(in, lines(0, 1500, 0, 0, 0, 100), p), 100 * af);
    EXPECT_EQ(fire_base(in, lines(0, 0, 1500, 0), p), 0);
    // Cavalry men do not fire; their battery does.
    EXPECT_EQ(fire_base(unit(UnitType::Dragoons, 500), lines(500, 0, 0, 0), p), 0);
    EXPECT_EQ(fire_base(unit(UnitType::Dragoons, 500, 1), lines(500, 0, 0, 0, 100), p), 100 * af);
    // An artillery unit's men all serve guns.
    EXPECT_EQ(fire_base(unit(UnitType::LightArtillery, 200, 2), lines(0, 200, 0, 0, 0, 200), p), 200 * af);
    Unit dry = in;
    dry.ammunition = 0;
    EXPECT_EQ(fire_base(dry, lines(1500, 0, 0, 0, 100), p), 0);
}

// rules: 9.9 10.10
TEST(CombatArithmetic, WhoFightsTheMelee) {
    EXPECT_EQ(melee_base(unit(UnitType::Infantry, 1000), lines(400, 300, 200, 100)), (700 + 100) * 1000);
    EXPECT_EQ(melee_base(unit(UnitType::Lancers, 1000), lines(400, 300, 200, 100)), 700 * 1000);
    Unit dry = unit(UnitType::Infantry, 1000);
    dry.ammunition = 0;
    EXPECT_EQ(melee_base(dry, lines(1000, 0, 0, 0)), 500 * 1000);
    Unit guns = unit(UnitType::MediumArtillery, 100, 1);
    guns.ammunition = 0;
    EXPECT_EQ(melee_base(guns, lines(100, 0, 0, 0)), 10 * 1000);
    EXPECT_TRUE(two_to_one_against(500, 1000));
    EXPECT_FALSE(two_to_one_against(501, 1000));
}

// rules: 9.7
TEST(CombatArithmetic, FiringLossesSpareTheRearAndFollowTheFort) {
    const ParamSet p;
    std::vector<Fighter> f(3);
    f[0].side = 1, f[0].lines = lines(600, 0, 400, 0);
    f[1].side = 1, f[1].lines = lines(0, 400, 0, 0);
    f[2].side = 0, f[2].lines = lines(1000, 0, 0, 0);
    EXPECT_EQ(fire_losses(f, 1, 100, 0, p), (std::vector<int>{60, 40, 0}));
    f[1].ctx.mode = CombatMode::Skirmish;  // 400 x 0.7 = 280 against 600
    EXPECT_EQ(fire_losses(f, 1, 100, 0, p), (std::vector<int>{68, 32, 0}));
    f[0].ctx.fort_manned = true;  // a level 3 fort spares 70% of 68, rounded down: 47
    EXPECT_EQ(fire_losses(f, 1, 100, 3, p), (std::vector<int>{68 - 47, 32, 0}));
}

// rules: 9.7 9.9
TEST(CombatArithmetic, MixedArmsBetweenAThirdAndTwoThirds) {
    const ParamSet p;
    std::vector<Unit> units = {unit(UnitType::Infantry, 1000), unit(UnitType::Dragoons, 500)};
    std::vector<Fighter> f(2);
    f[0].unit = 0, f[0].lines = lines(1000, 0, 0, 0);
    f[1].unit = 1, f[1].lines = lines(500, 0, 0, 0);
    for (Fighter& x : f) x.ctx.moved = true;
    EXPECT_TRUE(mixed_arms(f, 0, units, false, p));   // a third exactly
    EXPECT_FALSE(mixed_arms(f, 0, units, true, p));   // never in a fort battle
    f[1].lines = lines(400, 0, 0, 100);
    EXPECT_FALSE(mixed_arms(f, 0, units, false, p));  // 400 of 1400
}

// Weights summing to exactly 1 are real (a one-man unit in skirmish at casualties-skirmish
// 1 weighs 1 x 1): the only weight takes every casualty, as any lone target does.
// rules: 9.7 9.9
TEST(CombatArithmetic, ShareOutGivesAllToALoneWeightOfOne) {
    EXPECT_EQ(share_out(5, {1}), (std::vector<int>{5}));
    EXPECT_EQ(share_out(3, {0, 1}), (std::vector<int>{0, 3}));
}

}  // namespace
}  // namespace umpire::gitm
