#include <gtest/gtest.h>

#include "model/order_form.hpp"
#include "rules/gitm/units/upkeep.hpp"

namespace umpire::gitm {
namespace {

// rules: 9.13
TEST(Stragglers, ShareRoundedUpFasterWithoutAMoveOrder) {
    const ParamSet p;  // 250 with a move order, 500 without
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 60, true, false, p), 15);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 60, false, false, p), 30);
    // 61 / 4 = 15.25 and 61 / 2 = 30.5: up to 16 and 31, so the last man comes back too.
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 61, true, false, p), 16);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 61, false, false, p), 31);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 1, true, false, p), 1);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 0, false, false, p), 0);
}

// rules: 9.13
TEST(Stragglers, NoneInABesiegedFort) {
    const ParamSet p;
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 60, false, true, p), 0);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 60, true, true, p), 0);
}

// rules: 9.13 3.5
TEST(Stragglers, NoMoreThanTheTypesSize) {
    const ParamSet p;
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 1490, 60, false, false, p), 10);
    EXPECT_EQ(stragglers_rejoining(UnitType::LightInfantry, 1500, 60, false, false, p), 0);
    EXPECT_EQ(stragglers_rejoining(UnitType::Lancers, 990, 100, false, false, p), 10);
    EXPECT_EQ(stragglers_rejoining(UnitType::HorseArtillery, 295, 100, false, false, p), 5);
    EXPECT_EQ(stragglers_rejoining(UnitType::Militia, 1200, 100, false, false, p), 0);  // above it already
    // Headquarters have no stated size.
    EXPECT_EQ(stragglers_rejoining(UnitType::CorpsHQ, 5000, 100, false, false, p), 50);
}

// rules: 9.13
TEST(Stragglers, ParametersSetTheShares) {
    ParamSet p;
    p.set(Param::StragglersRejoin, 0);
    p.set(Param::StragglersRejoinStill, 1000);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 60, true, false, p), 0);
    EXPECT_EQ(stragglers_rejoining(UnitType::Infantry, 800, 60, false, false, p), 60);
}

// rules: 9.13 6.9 7.12 7.13
TEST(Stragglers, WhatIsAStrategicMoveOrder) {
    StrategicOrders o;
    EXPECT_FALSE(o.orders_move());
    o.path.resize(kStrategicPhases);  // six blank boxes
    o.entry = TacSquare{};
    o.halt_on_detection = o.halt_on_enemy_entry = o.halt_before_forced_march = true;
    EXPECT_FALSE(o.orders_move());
    o.path[4].kind = StrategicBox::Kind::Square;
    EXPECT_TRUE(o.orders_move());
    o.path[4].kind = StrategicBox::Kind::Port;
    EXPECT_TRUE(o.orders_move());
    for (bool StrategicOrders::*flag : {&StrategicOrders::pursuit, &StrategicOrders::march_to_battle,
                                        &StrategicOrders::march_to_allies, &StrategicOrders::march_to_enemies}) {
        StrategicOrders c;
        c.*flag = true;
        EXPECT_TRUE(c.orders_move());
    }
}

// rules: 3.5
TEST(UnitSize, TheSizesOfRule35) {
    EXPECT_EQ(max_unit_strength(UnitType::Infantry), 1500);
    EXPECT_EQ(max_unit_strength(UnitType::Dragoons), 1000);
    EXPECT_EQ(max_unit_strength(UnitType::Militia), 1000);
    EXPECT_EQ(max_unit_strength(UnitType::SiegeArtillery), 300);
    EXPECT_EQ(max_unit_strength(UnitType::ArmyHQ), kMaxStrength);
    EXPECT_EQ(max_unit_batteries(UnitType::LightArtillery), 3);
    EXPECT_EQ(max_unit_batteries(UnitType::Infantry), 1);
    EXPECT_EQ(max_unit_batteries(UnitType::LightCavalry), 1);
}

// rules: 3.7
TEST(MoraleDrift, TowardFiftyNeverPast) {
    ParamSet p;  // one point a turn
    EXPECT_EQ(drifted_morale(60, p), 59);
    EXPECT_EQ(drifted_morale(40, p), 41);
    EXPECT_EQ(drifted_morale(50, p), 50);
    p.set(Param::MoraleDrift, 15);
    EXPECT_EQ(drifted_morale(60, p), 50);
    EXPECT_EQ(drifted_morale(20, p), 35);
    EXPECT_EQ(drifted_morale(kMaxMorale, p), 85);
    EXPECT_EQ(drifted_morale(45, p), 50);
    p.set(Param::MoraleDrift, 0);
    EXPECT_EQ(drifted_morale(60, p), 60);
}

UnitId unit_id(std::string_view s) { return *parse_unit_id(s); }

// rules: 3.7
TEST(MoraleDrift, WhichUnitsABattleMoved) {
    BattleReport decided, undecided;
    decided.sides[1].lost = true;
    decided.units.resize(2);
    decided.units[0].unit = unit_id("US2IN");
    decided.units[1].unit = unit_id("MX1IN");
    decided.nearby.push_back({unit_id("US9IN"), 60, 59});
    undecided.units.resize(1);
    undecided.units[0].unit = unit_id("US5IN");  // fought, but nobody lost the melee: no morale from it
    CombatOutcome one, two;
    one.battles = {decided};
    two.battles = {undecided, decided};
    const std::vector<CombatOutcome> turn = {one, two};
    EXPECT_EQ(battle_morale_units(turn, true),
              (std::vector<UnitId>{unit_id("US2IN"), unit_id("US9IN"), unit_id("MX1IN")}));
    EXPECT_EQ(battle_morale_units(turn, false), (std::vector<UnitId>{unit_id("US2IN"), unit_id("MX1IN")}));
    EXPECT_TRUE(battle_morale_units({}, true).empty());
}

}  // namespace
}  // namespace umpire::gitm
