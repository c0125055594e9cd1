// Rule 9.14's bombardment (rules/gitm/combat/bombard.hpp) on small positions. Every
// expected number is worked out by hand from the default parameters in the comment
// above it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include "model/arm.hpp"
#include "model/fort.hpp"
#include "model/order_text.hpp"
#include "rules/gitm/combat/bombard.hpp"
#include "rules/gitm/tests/combat_world.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

constexpr CombatDraw kDraw{3, 2};
const UnitId kGuns{Nation::US, 1, UnitType::MediumArtillery};
const UnitId kMx1{Nation::MX, 1, UnitType::Infantry};
const UnitId kMx2{Nation::MX, 2, UnitType::Infantry};

// US1MA (100 men, 5 ammunition) on 5-5 of (10,10); MX1IN (1,000) to its north on 5-4.
GameState guns_and_target() {
    GameState s = testing::world();
    add_square(s, sq(10, 10));
    add_unit(s, "US", 1, sq(10, 10), {5, 5}, UnitType::MediumArtillery).strength = 100;
    add_unit(s, "MX", 1, sq(10, 10), {5, 4});
    return s;
}

BombardOutcome run(const GameState& s, const Rulings& r = Rulings{}, std::uint64_t seed = 7,
                   const std::vector<Battle>& battles = {}, const std::vector<UnitPhase>& units = {},
                   const TurnOrders& orders = {}, const ParamSet& p = ParamSet{}) {
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    BombardOutcome out = bombard(s, battles, units, orders, Seed{seed}, kDraw, r, p);
    EXPECT_TRUE(check_invariants(out.state).empty()) << format(check_invariants(out.state));
    return out;
}

Unit& unit(GameState& s, const UnitId& id) {
    const auto it = std::find_if(s.units.begin(), s.units.end(), [&](const Unit& u) { return u.id == id; });
    if (it == s.units.end()) throw std::logic_error("no unit " + to_string(id));
    return *it;
}

int casualties_of(const Unit& u) { return u.killed + u.wounded + u.prisoners + u.stragglers; }

UnitOrderEntry defending(const GameState& s, const UnitId& id, DefensiveMode m) {
    UnitOrderEntry e{id, default_orders(*s.unit(id))};
    e.orders.postures.defend = m;
    return e;
}

// 100 gunners x 4 (artillerist-fire) = 400 men of fire; did-not-move x1.1 = 440; x1.5
// (9.14) = 660 men = 660,000 milli-men. 660 x 3% (fire-casualty-rate) = 19.8: 19 men.
// MX1IN alone takes all 19 (its default skirmish mode changes no share of one). Winner's
// split of 19 (200/720/20/60 per mille): 3.8, 13.68, 0.38, 1.14 -> 3, 13, 0, 1 and the
// two men left to the largest remainders, killed (.8) and wounded (.68): 4, 14, 0, 1.
// rules: 9.14, 9.7, 9.6, 9.13, 10.9
TEST(CombatBombard, ArtilleryThatStoodFiresOnTheAdjacentEnemyWithHalfAgainItsStrength) {
    const GameState s = guns_and_target();
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    const Bombardment& b = out.bombardments[0];
    EXPECT_EQ(b.unit, kGuns);
    EXPECT_EQ(b.from, (TacSquare{5, 5}));
    EXPECT_EQ(b.target, (TacSquare{5, 4}));
    EXPECT_EQ(b.direction, Direction::N);
    EXPECT_EQ(b.choices, 1);
    EXPECT_EQ(b.strength, 660000);
    EXPECT_EQ(b.casualties, 19);
    ASSERT_EQ(b.losses.size(), 1u);
    EXPECT_EQ(b.losses[0].unit, kMx1);
    EXPECT_EQ(b.losses[0].strength_before, 1000);
    EXPECT_EQ(b.losses[0].men, 19);
    EXPECT_EQ(b.losses[0].split, (LossSplit{4, 14, 0, 1}));
    EXPECT_EQ(b.cite.rule, "9.14");
    EXPECT_FALSE(b.cite.rulings.contains(RulingId::BombardTarget));  // one square: nothing to choose
    EXPECT_EQ(b.level_before, 0);
    EXPECT_FALSE(b.fort_roll);

    const Unit& mx = *out.state.unit(kMx1);
    EXPECT_EQ(mx.strength, 981);
    EXPECT_EQ(mx.killed, 4);
    EXPECT_EQ(mx.wounded, 14);
    EXPECT_EQ(mx.prisoners, 0);
    EXPECT_EQ(mx.stragglers, 1);
    const Unit& guns = *out.state.unit(kGuns);
    EXPECT_EQ(guns.ammunition, 4);  // 10.9
    EXPECT_EQ(guns.strength, 100);  // nobody fired back
    EXPECT_EQ(b.ammunition_spent, 1);
}

// The +50% is exact: the unit's 9.6 strength times 1.5, nothing else. Fatigue 1 (x0.98)
// and good quality (x1.15): 400,000 x 1.15 = 460,000; x0.98 = 450,800; not moved x1.1 =
// 495,880; x1.5 = 743,820.
// rules: 9.14, 9.6
TEST(CombatBombard, ThePlusFiftyPercentIsExactlyHalfAgainTheUnitsOwnStrength) {
    GameState s = guns_and_target();
    unit(s, kGuns).fatigue = 1;
    unit(s, kGuns).quality = Quality::Good;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    EXPECT_EQ(out.bombardments[0].strength, 743820);
    const ParamSet p;
    StrengthContext c;
    c.moved = false;
    const Unit& g = *s.unit(kGuns);
    EXPECT_EQ(out.bombardments[0].strength, apply_factors(400000, unit_factors(g, c, p)) * 3 / 2);
    EXPECT_EQ(out.bombardments[0].strength * 1000 / kBombardStrength, 495880);
}

// 9.14 names artillery: of 1,500 infantry with one battery only the battery's 100 men
// fire, as 100 gunners: the same 660,000 as US1MA.
// rules: 9.14, 9.4, 9.7
TEST(CombatBombard, AnInfantryUnitBombardsWithItsBatteriesOnly) {
    GameState s = guns_and_target();
    s.units.erase(s.units.begin());
    Unit& in = add_unit(s, "US", 2, sq(10, 10), {5, 5});
    in.strength = 1500;
    in.batteries = 1;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    EXPECT_EQ(out.bombardments[0].strength, 660000);
    EXPECT_EQ(out.state.unit(in.id)->ammunition, 4);
}

// rules: 9.14, 10.9, 10.10, 11.4, 9.6
TEST(CombatBombard, OnlyUnitsWithGunsThatStoodOutOfBattleWithAmmunitionBombard) {
    const GameState base = guns_and_target();
    {  // moved in this phase
        const std::vector<UnitPhase> ph{{kGuns, sq(10, 10), {5, 6}, {5, 5}, MoveKind::Specified}};
        EXPECT_TRUE(run(base, Rulings{}, 7, {}, ph).bombardments.empty());
    }
    {  // made only a support move (reported as kind none when it made no other, 8.10)
        UnitPhase p{kGuns, sq(10, 10), {5, 6}, {5, 5}, MoveKind::None};
        p.supported = true;
        EXPECT_TRUE(run(base, Rulings{}, 7, {}, {p}).bombardments.empty());
    }
    {  // reported as standing: bombards
        const std::vector<UnitPhase> ph{{kGuns, sq(10, 10), {5, 5}, {5, 5}, MoveKind::None}};
        EXPECT_EQ(run(base, Rulings{}, 7, {}, ph).bombardments.size(), 1u);
    }
    {  // engaged: a battle in its square
        GameState s = base;
        add_unit(s, "MX", 3, sq(10, 10), {5, 5});
        Battle b;
        b.strategic = sq(10, 10);
        b.square = {5, 5};
        EXPECT_TRUE(run(s, Rulings{}, 7, {b}).bombardments.empty());
        // the same battle elsewhere does not engage it
        b.square = {1, 1};
        EXPECT_EQ(run(s, Rulings{}, 7, {b}).bombardments.size(), 1u);
    }
    {  // no ammunition (10.10)
        GameState s = base;
        unit(s, kGuns).ammunition = 0;
        EXPECT_TRUE(run(s).bombardments.empty());
    }
    {  // not active
        GameState s = base;
        unit(s, kGuns).status = UnitStatus::Inactive;
        EXPECT_TRUE(run(s).bombardments.empty());
    }
    {  // infantry with no batteries
        GameState s = base;
        s.units.erase(s.units.begin());
        add_unit(s, "US", 2, sq(10, 10), {5, 5});
        EXPECT_TRUE(run(s).bombardments.empty());
    }
    {  // cavalry with a battery and no ammunition: cavalry uses none (10.9) and bombards
        GameState s = base;
        s.units.erase(s.units.begin());
        Unit& c = add_unit(s, "US", 2, sq(10, 10), {5, 5}, UnitType::Dragoons);
        c.batteries = 1;
        c.ammunition = 0;
        const BombardOutcome out = run(s);
        ASSERT_EQ(out.bombardments.size(), 1u);
        EXPECT_EQ(out.bombardments[0].ammunition_spent, 0);
        EXPECT_EQ(out.state.unit(c.id)->ammunition, 0);
    }
    {  // no enemy adjacent: the enemy two squares away is out of reach
        GameState s = base;
        unit(s, kMx1).tactical = {5, 3};
        EXPECT_TRUE(run(s).bombardments.empty());
        EXPECT_EQ(run(s).state, s);
    }
}

// rules: 9.14, 1.4
TEST(CombatBombard, SquaresWithFriendsAlliesOrNeutralsOfAnyStatusAreBarred) {
    for (const char* other : {"US", "TX", "GB"}) {  // same side, actively allied, neutral
        for (const UnitStatus st : {UnitStatus::Active, UnitStatus::Inactive, UnitStatus::Shattered}) {
            GameState s = guns_and_target();
            add_unit(s, other, 7, sq(10, 10), {5, 4}).status = st;
            const BombardOutcome out = run(s);
            EXPECT_TRUE(out.bombardments.empty()) << other << " " << name(st);
            EXPECT_EQ(out.state, s);
        }
    }
    // With the barred square beside another target, the unit fires at the other.
    GameState s = guns_and_target();
    add_unit(s, "TX", 7, sq(10, 10), {5, 4});
    add_unit(s, "MX", 2, sq(10, 10), {6, 6});
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    EXPECT_EQ(out.bombardments[0].target, (TacSquare{6, 6}));
    EXPECT_EQ(out.bombardments[0].direction, Direction::SE);
    EXPECT_EQ(out.bombardments[0].choices, 1);
}

// EN is allied (not actively) with US. Barred by default; open, the fire falls on
// MX1IN alone: the same 19 men as without EN.
// rules: 9.14, 1.4
TEST(CombatBombard, AlliedUnitsBarTheSquareUnlessBombardAlliedIsOpen) {
    GameState s = guns_and_target();
    add_unit(s, "EN", 7, sq(10, 10), {5, 4});
    const BombardOutcome barred = run(s);
    EXPECT_TRUE(barred.bombardments.empty());

    Rulings open;
    ASSERT_TRUE(open.set("BOMBARD-ALLIED", "open").ok());
    const BombardOutcome out = run(s, open);
    ASSERT_EQ(out.bombardments.size(), 1u);
    const Bombardment& b = out.bombardments[0];
    ASSERT_EQ(b.losses.size(), 1u);
    EXPECT_EQ(b.losses[0].unit, kMx1);
    EXPECT_EQ(b.losses[0].men, 19);
    EXPECT_TRUE(b.cite.rulings.contains(RulingId::BombardAllied));
    const UnitId en{Nation::US, 7, UnitType::Infantry};
    EXPECT_EQ(*out.state.unit(en), *s.unit(en));

    // Where no plain ally stands, the ruling decides nothing and is not cited.
    EXPECT_FALSE(run(guns_and_target(), open).bombardments[0].cite.rulings.contains(RulingId::BombardAllied));
}

// rules: 9.14
TEST(CombatBombard, GibraltarsCitySquareIsNeverBombarded) {
    GameState s = guns_and_target();
    s.squares[0].city = "Gibraltar";
    s.squares[0].city_square = TacSquare{5, 4};
    EXPECT_TRUE(run(s).bombardments.empty());
    // Another of its squares may be.
    add_unit(s, "MX", 2, sq(10, 10), {4, 6});
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    EXPECT_EQ(out.bombardments[0].target, (TacSquare{4, 6}));
    // Another city's square may be.
    s.squares[0].city = "Veracruz";
    EXPECT_EQ(run(s).bombardments.size(), 1u);
}

// Headquarters take no casualties and are no target by themselves.
// rules: 9.14, 9.2
TEST(CombatBombard, HeadquartersAreNeitherTargetsNorCasualties) {
    GameState s = guns_and_target();
    const UnitId hq{Nation::MX, 9, UnitType::CorpsHQ};
    add_unit(s, "MX", 9, sq(10, 10), {5, 4}, UnitType::CorpsHQ).strength = 500;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    ASSERT_EQ(out.bombardments[0].losses.size(), 1u);
    EXPECT_EQ(out.bombardments[0].losses[0].men, 19);
    EXPECT_EQ(out.state.unit(hq)->strength, 500);

    unit(s, kMx1).tactical = {9, 9};  // the HQ alone
    EXPECT_TRUE(run(s).bombardments.empty());
}

// 19 men over MX1IN (1,000, skirmish by default: x0.7) and MX2IN (500, ordered to
// defend: x1): weights 700,000 and 500,000. Exact shares 11.083 and 7.917: 11 and 7,
// and the man left over to the larger remainder: MX2IN, 8.
// Equal weights: 9.5 and 9.5, the man left over to the lower id.
// rules: 9.14, 9.7, 8.9
TEST(CombatBombard, CasualtiesAreSharedByMenAndModeByLargestRemainder) {
    GameState s = guns_and_target();
    add_unit(s, "MX", 2, sq(10, 10), {5, 4}).strength = 500;
    const TurnOrders orders{defending(s, kMx2, DefensiveMode::Defend)};
    const BombardOutcome out = run(s, Rulings{}, 7, {}, {}, orders);
    ASSERT_EQ(out.bombardments.size(), 1u);
    const auto& l = out.bombardments[0].losses;
    ASSERT_EQ(l.size(), 2u);
    EXPECT_EQ(l[0].unit, kMx1);
    EXPECT_EQ(l[0].men, 11);
    EXPECT_EQ(l[1].unit, kMx2);
    EXPECT_EQ(l[1].men, 8);

    unit(s, kMx2).strength = 1000;
    const BombardOutcome even = run(s);
    ASSERT_EQ(even.bombardments[0].losses.size(), 2u);
    EXPECT_EQ(even.bombardments[0].losses[0].men, 10);
    EXPECT_EQ(even.bombardments[0].losses[1].men, 9);
}

// A fort of `level` on 5-4, capacity 2,000, manned by MX1IN (1,000 spaces: 3,000 >= 2,000).
GameState fort_target(int level, UnitType guns = UnitType::MediumArtillery, int strength = 100) {
    GameState s = guns_and_target();
    s.squares[0].city = "Veracruz";
    s.squares[0].city_square = TacSquare{5, 4};
    s.squares[0].fort = level;
    s.squares[0].fort_capacity = 2000;
    unit(s, kMx1).in_fort = true;
    Unit& g = unit(s, kGuns);
    g.id.type = guns;
    g.strength = strength;
    return s;
}

// 19 men against a manned level-3 fort: 70% spared, 19 x 0.7 = 13.3 -> 13; 6 lost.
// MA at level 3: no roll. Unmanned (capacity 3,001 > 3 x 1,000): all 19.
// rules: 9.14, 9.7, 2.6
TEST(CombatBombard, AMannedFortSparesItsGarrisonAndMediumGunsCannotDamageItAboveLevelTwo) {
    GameState s = fort_target(3);
    BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    const Bombardment& b = out.bombardments[0];
    EXPECT_EQ(b.losses[0].share, 19);
    EXPECT_EQ(b.losses[0].men, 6);
    EXPECT_EQ(b.level_before, 3);
    EXPECT_EQ(b.level_after, 3);
    EXPECT_FALSE(b.fort_roll);
    EXPECT_EQ(out.state.squares[0].fort, 3);

    s.squares[0].fort_capacity = 3001;
    out = run(s);
    EXPECT_EQ(out.bombardments[0].losses[0].men, 19);
}

// The limits of 9.14 by the guns' type.
// rules: 9.14
TEST(CombatBombard, FortDamageLimitsByGuns) {
    EXPECT_EQ(fort_damage_limit(UnitType::MediumArtillery), 2);
    EXPECT_EQ(fort_damage_limit(UnitType::Infantry), 2);
    EXPECT_EQ(fort_damage_limit(UnitType::Militia), 2);
    EXPECT_EQ(fort_damage_limit(UnitType::LightArtillery), 1);
    EXPECT_EQ(fort_damage_limit(UnitType::HorseArtillery), 1);
    EXPECT_EQ(fort_damage_limit(UnitType::Dragoons), 1);
    EXPECT_EQ(fort_damage_limit(UnitType::SiegeArtillery), 5);
    for (int level = 1; level <= 5; ++level) {
        EXPECT_EQ(run(fort_target(level, UnitType::MediumArtillery)).bombardments[0].fort_roll, level <= 2) << level;
        EXPECT_EQ(run(fort_target(level, UnitType::LightArtillery)).bombardments[0].fort_roll, level <= 1) << level;
        EXPECT_EQ(run(fort_target(level, UnitType::HorseArtillery)).bombardments[0].fort_roll, level <= 1) << level;
        EXPECT_TRUE(run(fort_target(level, UnitType::SiegeArtillery)).bombardments[0].fort_roll) << level;
    }
}

// 1% per 350 modified strength: 660,000 milli-men / 35,000 = 18.86 -> 18 per mille.
// 6,000 siege gunners: 24,000,000 x 1.1 x 1.5 = 39,600,000 -> 1,131, capped at 1,000.
// rules: 9.14
TEST(CombatBombard, FortRollChanceIsOnePercentPer350AndASuccessLowersTheFort) {
    EXPECT_EQ(fort_damage_chance(0), 0);
    EXPECT_EQ(fort_damage_chance(34999), 0);
    EXPECT_EQ(fort_damage_chance(35000), 1);
    EXPECT_EQ(fort_damage_chance(350000), 10);
    EXPECT_EQ(fort_damage_chance(660000), 18);
    EXPECT_EQ(fort_damage_chance(35000000), 1000);
    EXPECT_EQ(fort_damage_chance(39600000), 1000);

    {  // MA at level 2: the draw is the stream's, the chance 18 per mille
        const BombardOutcome out = run(fort_target(2));
        const Bombardment& b = out.bombardments[0];
        ASSERT_TRUE(b.fort_roll);
        EXPECT_EQ(b.chance_per_mille, 18);
        DrawStream d(Seed{7}, {Purpose::BombardFort, kDraw.turn, kDraw.phase, pack(kGuns)});
        EXPECT_EQ(b.draw, static_cast<int>(d.below(1000)));
        EXPECT_EQ(b.level_after, b.draw < 18 ? 1 : 2);
        EXPECT_EQ(out.state.squares[0].fort, b.level_after);
    }
    {  // certain: SA with 6,000 men at level 5 takes it to 4
        const BombardOutcome out = run(fort_target(5, UnitType::SiegeArtillery, 6000));
        const Bombardment& b = out.bombardments[0];
        EXPECT_EQ(b.strength, 39600000);
        EXPECT_EQ(b.chance_per_mille, 1000);
        EXPECT_EQ(b.level_before, 5);
        EXPECT_EQ(b.level_after, 4);
        EXPECT_EQ(out.state.squares[0].fort, 4);
        // casualties 39,600,000 x 3% = 1,188; a level-5 fort spares 90%: 1,188 - 1,069 = 119
        EXPECT_EQ(b.casualties, 1188);
        EXPECT_EQ(b.losses[0].men, 119);
    }
    {  // a level-1 fort knocked down is gone: no capacity, nobody in it
        const BombardOutcome out = run(fort_target(1, UnitType::LightArtillery, 6000));
        EXPECT_EQ(out.bombardments[0].level_after, 0);
        EXPECT_EQ(out.state.squares[0].fort, 0);
        EXPECT_FALSE(out.state.squares[0].fort_capacity.has_value());
        EXPECT_FALSE(out.state.unit(kMx1)->in_fort);
    }
    {  // a fort elsewhere on the map is not the target square: no roll
        GameState s = fort_target(2);
        s.squares[0].city_square = TacSquare{1, 1};
        unit(s, kMx1).in_fort = false;
        const BombardOutcome out = run(s);
        EXPECT_FALSE(out.bombardments[0].fort_roll);
        EXPECT_EQ(out.bombardments[0].level_before, 0);
    }
}

// MX1IN (1,000) north, MX2IN (1,500) east: most men is east. MX2IN cut to 1,000 ties
// it with the north: N comes first in compass order. With MX2IN on NW instead, N still
// comes first (compass order, not reading order). Seeded-random draws among the squares
// (BombardTarget, the unit) and over seeds picks each of them.
// rules: 9.14
TEST(CombatBombard, MostMenTakesTheFullestSquareAndSeededRandomDraws) {
    GameState s = guns_and_target();
    add_unit(s, "MX", 2, sq(10, 10), {6, 5}).strength = 1500;
    BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    EXPECT_EQ(out.bombardments[0].target, (TacSquare{6, 5}));
    EXPECT_EQ(out.bombardments[0].choices, 2);
    EXPECT_TRUE(out.bombardments[0].cite.rulings.contains(RulingId::BombardTarget));

    unit(s, kMx2).strength = 1000;
    EXPECT_EQ(run(s).bombardments[0].target, (TacSquare{5, 4}));
    unit(s, kMx2).tactical = {4, 4};
    EXPECT_EQ(run(s).bombardments[0].target, (TacSquare{5, 4}));
    unit(s, kMx2).strength = 1001;
    EXPECT_EQ(run(s).bombardments[0].target, (TacSquare{4, 4}));

    Rulings random;
    ASSERT_TRUE(random.set("BOMBARD-TARGET", "seeded-random").ok());
    std::set<int> picked;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const BombardOutcome r = run(s, random, seed);
        ASSERT_EQ(r.bombardments.size(), 1u);
        DrawStream d(Seed{seed}, {Purpose::BombardTarget, kDraw.turn, kDraw.phase, pack(kGuns)});
        const TacSquare expected = d.below(2) == 0 ? TacSquare{5, 4} : TacSquare{4, 4};  // N before NW
        EXPECT_EQ(r.bombardments[0].target, expected) << seed;
        EXPECT_TRUE(r.bombardments[0].cite.rulings.contains(RulingId::BombardTarget));
        picked.insert(r.bombardments[0].target.index());
    }
    EXPECT_EQ(picked.size(), 2u);
}

// rules: 9.14, 9.7
TEST(CombatBombard, BombardFatigueGivesOnePointOrNone) {
    const GameState s = guns_and_target();
    BombardOutcome out = run(s);
    EXPECT_EQ(out.state.unit(kGuns)->fatigue, 1);
    EXPECT_EQ(out.bombardments[0].fatigue, 1);
    EXPECT_TRUE(out.bombardments[0].cite.rulings.contains(RulingId::BombardFatigue));
    Rulings none;
    ASSERT_TRUE(none.set("BOMBARD-FATIGUE", "none").ok());
    out = run(s, none);
    EXPECT_EQ(out.state.unit(kGuns)->fatigue, 0);
    EXPECT_EQ(out.bombardments[0].fatigue, 0);
    EXPECT_EQ(out.state.unit(kMx1)->strength, 981);  // nothing else differs
}

// Two batteries facing each other fire at the same moment: each takes the other's
// full 19 men, whichever id comes first.
// rules: 9.14
TEST(CombatBombard, OpposingGunsFireAtOnce) {
    GameState s = testing::world();
    add_square(s, sq(10, 10));
    add_unit(s, "US", 1, sq(10, 10), {5, 5}, UnitType::MediumArtillery).strength = 100;
    add_unit(s, "MX", 1, sq(10, 10), {5, 4}, UnitType::MediumArtillery).strength = 100;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 2u);
    EXPECT_EQ(out.bombardments[0].unit, kGuns);  // US before MX in id order
    for (const Unit& u : out.state.units) EXPECT_EQ(u.strength, 81) << to_string(u.id);
}

// Two units firing into one square: the second shares its men over the square as the
// first left it. US1MA and US2MA each inflict 19; MX1IN 1,000 and MX2IN 1,000, both
// skirmish: the first 10 and 9, the second over 990 and 991: 19 x 990/1981 = 9.495 and
// 9.505: 9 and 9, the man left to the larger remainder, MX2IN: 9 and 10.
// rules: 9.14
TEST(CombatBombard, LaterUnitsFireOnTheSquareAsTheEarlierLeftIt) {
    GameState s = guns_and_target();
    add_unit(s, "MX", 2, sq(10, 10), {5, 4});
    add_unit(s, "US", 2, sq(10, 10), {4, 5}, UnitType::MediumArtillery).strength = 100;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 2u);
    EXPECT_EQ(out.bombardments[0].losses[0].men, 10);
    EXPECT_EQ(out.bombardments[0].losses[1].men, 9);
    EXPECT_EQ(out.bombardments[1].losses[0].strength_before, 990);
    EXPECT_EQ(out.bombardments[1].losses[0].men, 9);
    EXPECT_EQ(out.bombardments[1].losses[1].men, 10);
    EXPECT_EQ(out.state.unit(kMx1)->strength, 981);
    EXPECT_EQ(out.state.unit(kMx2)->strength, 981);
}

// Same inputs, same result, whatever the order of the state's units; every man lost
// is a casualty of one type.
// rules: 9.14, 9.13
TEST(CombatBombard, DeterministicAndMenAreConserved) {
    GameState s = fort_target(2, UnitType::SiegeArtillery, 3000);
    add_unit(s, "MX", 2, sq(10, 10), {5, 4}).strength = 700;
    add_unit(s, "MX", 3, sq(10, 10), {6, 6}, UnitType::Lancers).strength = 400;
    add_unit(s, "US", 3, sq(10, 10), {7, 7}, UnitType::Dragoons).batteries = 2;
    add_unit(s, "MX", 4, sq(10, 10), {7, 6}, UnitType::MediumArtillery).strength = 200;
    Rulings random;
    ASSERT_TRUE(random.set("BOMBARD-TARGET", "seeded-random").ok());
    for (const Rulings& r : {Rulings{}, random}) {
        const BombardOutcome a = run(s, r, 11);
        const BombardOutcome b = run(s, r, 11);
        EXPECT_EQ(a.state, b.state);
        EXPECT_EQ(a.bombardments, b.bombardments);
        GameState reversed = s;
        std::reverse(reversed.units.begin(), reversed.units.end());
        const BombardOutcome c = run(reversed, r, 11);
        EXPECT_EQ(c.bombardments, a.bombardments);
        for (const Unit& u : s.units) EXPECT_EQ(*c.state.unit(u.id), *a.state.unit(u.id));

        EXPECT_GE(a.bombardments.size(), 3u);
        int lost = 0;
        for (const Bombardment& x : a.bombardments)
            for (const BombardLoss& l : x.losses) {
                EXPECT_EQ(l.split.total(), l.men);
                EXPECT_LE(l.men, l.share);
                lost += l.men;
            }
        EXPECT_GT(lost, 0);
        int total = 0;
        for (const Unit& u : s.units) {
            const Unit& after = *a.state.unit(u.id);
            EXPECT_GE(after.strength, 0);
            EXPECT_EQ(u.strength - after.strength, casualties_of(after) - casualties_of(u)) << to_string(u.id);
            total += u.strength - after.strength;
        }
        EXPECT_EQ(total, lost);
    }
}

}  // namespace
}  // namespace umpire::gitm

namespace umpire::gitm {
namespace {

// A crowded 5x5 corner of (10,10) with units of every relation, some guns, a fort.
GameState random_position(std::uint64_t seed) {
    DrawStream d(Seed{seed}, {Purpose::EncounterTieBreak, 0, 0, 0});
    GameState s = testing::world();
    StratSquareInfo& q = add_square(s, sq(10, 10));
    q.city = d.below(4) == 0 ? "Gibraltar" : "Veracruz";
    q.city_square = TacSquare{2, 2};
    q.fort = static_cast<int>(d.below(4));
    if (q.fort > 0 && d.below(2) == 0) q.fort_capacity = static_cast<int>(1 + d.below(6000));
    const char* states[] = {"US", "TX", "EN", "GB", "MX", "MX"};
    const UnitType types[] = {UnitType::Infantry,       UnitType::Dragoons,       UnitType::MediumArtillery,
                              UnitType::LightArtillery, UnitType::SiegeArtillery, UnitType::HorseArtillery,
                              UnitType::Militia,        UnitType::CorpsHQ,        UnitType::Lancers};
    int inactive = 0;
    for (int n = 1; n <= 14; ++n) {
        const TacSquare at{static_cast<int>(d.below(5)), static_cast<int>(d.below(5))};
        const UnitType t = types[d.below(std::size(types))];
        Unit& u = add_unit(s, states[d.below(std::size(states))], n, sq(10, 10), at, t);
        u.strength = static_cast<int>(d.below(3000));
        if (!is_headquarters(t) && arm(t) != Arm::Artillery) u.batteries = static_cast<int>(d.below(3));
        u.ammunition = static_cast<int>(d.below(3));
        u.fatigue = static_cast<int>(d.below(3)) * 50;
        u.in_fort = q.fort > 0 && at == *q.city_square && u.state == "MX";
        if (d.below(8) == 0 && inactive < kMaxInactive) {  // 1.4's cap
            u.status = UnitStatus::Inactive;
            ++inactive;
        }
    }
    return s;
}

// Over many positions: men are conserved, only active hostile units beside a
// bombarding unit lose men, no square with a friend or neutral is fired into, each
// bombarding unit spends its one ammunition (if it uses any) and at most 1 fatigue,
// and a fort only ever loses levels, one per success at most.
// rules: 9.14, 9.13, 10.9
TEST(CombatBombard, InvariantsOverRandomPositions) {
    Rulings open;
    ASSERT_TRUE(open.set("BOMBARD-ALLIED", "open").ok());
    ASSERT_TRUE(open.set("BOMBARD-TARGET", "seeded-random").ok());
    int fired = 0, rolled = 0, lowered = 0;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        const GameState s = random_position(seed);
        for (const bool is_open : {false, true}) {
            const BombardOutcome out = run(s, is_open ? open : Rulings{}, seed);
            std::set<UnitId> gunners, hit;
            for (const Bombardment& b : out.bombardments) {
                ++fired;
                const Unit& g = *s.unit(b.unit);
                EXPECT_TRUE(gunners.insert(b.unit).second);
                EXPECT_EQ(g.status, UnitStatus::Active);
                EXPECT_TRUE(arm(g.id.type) == Arm::Artillery || g.batteries > 0);
                EXPECT_LE(std::max(std::abs(b.target.col - b.from.col), std::abs(b.target.row - b.from.row)), 1);
                EXPECT_NE(b.target, b.from);
                for (const Unit& u : s.units) {
                    if (u.tactical != b.target) continue;
                    const Relation rel = *s.relation(g.state, u.state);
                    EXPECT_TRUE(rel == Relation::Hostile || (rel == Relation::Allied && is_open))
                        << seed << " " << to_string(b.unit) << " fired on a square with " << to_string(u.id);
                }
                EXPECT_FALSE(s.squares[0].city == "Gibraltar" && b.target == *s.squares[0].city_square);
                for (const BombardLoss& l : b.losses) {
                    const Unit& t = *s.unit(l.unit);
                    EXPECT_EQ(*s.relation(g.state, t.state), Relation::Hostile);
                    EXPECT_EQ(t.status, UnitStatus::Active);
                    EXPECT_FALSE(is_headquarters(t.id.type));
                    EXPECT_EQ(l.split.total(), l.men);
                    hit.insert(l.unit);
                }
                if (b.fort_roll) ++rolled;
                if (b.level_after < b.level_before) ++lowered;
                EXPECT_GE(b.level_after, b.level_before - 1);
            }
            for (const Unit& u : s.units) {
                const Unit& a = *out.state.unit(u.id);
                EXPECT_GE(a.strength, 0);
                EXPECT_EQ(u.strength - a.strength, casualties_of(a) - casualties_of(u)) << seed << " " << to_string(u.id);
                if (!hit.count(u.id)) {
                    EXPECT_EQ(a.strength, u.strength);
                }
                const bool g = gunners.count(u.id) > 0;
                const int spent = g && arm(u.id.type) != Arm::Cavalry ? 1 : 0;
                EXPECT_EQ(u.ammunition - a.ammunition, spent) << seed << " " << to_string(u.id);
                EXPECT_EQ(a.fatigue - u.fatigue, g && u.fatigue < kMaxFatigue ? 1 : 0);
                if (g) {
                    EXPECT_GT(u.ammunition + (arm(u.id.type) == Arm::Cavalry ? 1 : 0), 0);
                }
            }
            EXPECT_LE(out.state.squares[0].fort, s.squares[0].fort);
        }
    }
    // The positions exercise what they are meant to.
    EXPECT_GT(fired, 100);
    EXPECT_GT(rolled, 10);
    EXPECT_GT(lowered, 0);
}

// 9.14 fires on any adjacent square holding enemy men, however few: a unit worn down to
// one man is still a target, and the quick look for someone to fire at must agree with
// plan()'s own test (men above 0). 19 casualties on 1 man: the one man lost goes by the
// largest remainder of the split, to the wounded.
// rules: 9.14, 9.7
TEST(CombatBombard, AnEnemyOfOneManIsStillATarget) {
    GameState s = guns_and_target();
    unit(s, kMx1).strength = 1;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    const Bombardment& b = out.bombardments[0];
    EXPECT_EQ(b.target, (TacSquare{5, 4}));
    EXPECT_EQ(b.casualties, 19);
    ASSERT_EQ(b.losses.size(), 1u);
    EXPECT_EQ(b.losses[0].strength_before, 1);
    EXPECT_EQ(b.losses[0].men, 1);
    EXPECT_EQ(b.losses[0].split, (LossSplit{0, 1, 0, 0}));
    EXPECT_EQ(out.state.unit(kMx1)->strength, 0);
}

// Guns in a manned fort fire with 9.6's fort-manned factor as any unit in one does, the
// garrison read in their own strategic square: 400,000 x 1.1 (did not move) = 440,000;
// x1.5 (fort-manned) = 660,000; x1.5 (9.14) = 990,000; 990 x 3% = 29.7: 29 men. US1MA's
// 100 men are 200 spaces, exactly a third of the capacity of 600.
// rules: 9.14, 9.6, 2.6
TEST(CombatBombard, GunsInAMannedFortFireWithTheFortsFactor) {
    GameState s = guns_and_target();
    s.squares[0].city = "Veracruz";
    s.squares[0].city_square = TacSquare{5, 5};
    s.squares[0].fort = 2;
    s.squares[0].fort_capacity = 600;
    unit(s, kGuns).in_fort = true;
    const BombardOutcome out = run(s);
    ASSERT_EQ(out.bombardments.size(), 1u);
    EXPECT_EQ(out.bombardments[0].strength, 990000);
    EXPECT_EQ(out.bombardments[0].casualties, 29);
    EXPECT_FALSE(out.bombardments[0].fort_roll);  // the target, 5-4, is not the city square
}

// Attack and defend are the measure of casualties taken (x1, no parameter): 19 men over
// MX1IN (1,000, skirmish by default: x0.7) and MX2IN (700, ordered to defend: x1) are
// equal weights, 700,000 each. Exact shares 9.5 and 9.5: 9 each, and the man left over
// to the lower id, MX1IN: 10 and 9. A defend weight a per-mille above 1 (700,700) would
// give that man to MX2IN.
// rules: 9.14, 9.7, 8.9
TEST(CombatBombard, DefendTakesCasualtiesAtExactlyOne) {
    GameState s = guns_and_target();
    add_unit(s, "MX", 2, sq(10, 10), {5, 4}).strength = 700;
    const TurnOrders orders{defending(s, kMx2, DefensiveMode::Defend)};
    const BombardOutcome out = run(s, Rulings{}, 7, {}, {}, orders);
    ASSERT_EQ(out.bombardments.size(), 1u);
    ASSERT_EQ(out.bombardments[0].casualties, 19);
    const auto& l = out.bombardments[0].losses;
    ASSERT_EQ(l.size(), 2u);
    EXPECT_EQ(l[0].unit, kMx1);
    EXPECT_EQ(l[0].men, 10);
    EXPECT_EQ(l[1].unit, kMx2);
    EXPECT_EQ(l[1].men, 9);
}

}  // namespace
}  // namespace umpire::gitm
