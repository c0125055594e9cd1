#include <gtest/gtest.h>

#include "rules/gitm/march_allowance.hpp"

namespace umpire::gitm {
namespace {

Unit of(UnitType t) {
    Unit u;
    u.id.type = t;
    return u;
}

// rules: 7.1
TEST(MarchAllowance, ByType) {
    for (auto t : {UnitType::Infantry, UnitType::LightInfantry, UnitType::MediumArtillery, UnitType::LightArtillery,
                   UnitType::CorpsHQ})
        EXPECT_EQ(normal_allowance(t), 3) << code(t);
    for (auto t : {UnitType::LightCavalry, UnitType::Dragoons, UnitType::Lancers, UnitType::HorseArtillery,
                   UnitType::ArmyHQ})
        EXPECT_EQ(normal_allowance(t), 4) << code(t);
    EXPECT_EQ(normal_allowance(UnitType::SiegeArtillery), 2);
    EXPECT_EQ(normal_allowance(UnitType::Militia), 2);
}

// rules: 7.2 10.1
TEST(MarchAllowance, SuppliesAndCommunications) {
    Unit u = of(UnitType::Infantry);
    u.supplies = 1;
    EXPECT_EQ(allowance(u), 2);
    u.out_of_communications = true;
    EXPECT_EQ(allowance(u), 1);
    Unit aq = of(UnitType::ArmyHQ);
    aq.out_of_communications = true;  // an army HQ is a source of communications
    EXPECT_EQ(allowance(aq), 4);
    Unit siege = of(UnitType::SiegeArtillery);
    siege.supplies = 1;
    siege.out_of_communications = true;
    EXPECT_EQ(allowance(siege), 0);
}

// rules: 7.1 7.3 7.5
TEST(MarchAllowance, FatiguePrices) {
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Open, StepPrice::Ordinary), 1);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Ordinary), 2);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Open, StepPrice::Forced), 3);
    EXPECT_EQ(step_fatigue(UnitType::Lancers, StratTerrain::Open, StepPrice::Forced), 4);
    EXPECT_EQ(step_fatigue(UnitType::LightArtillery, StratTerrain::Open, StepPrice::Forced), 4);
    EXPECT_EQ(step_fatigue(UnitType::HorseArtillery, StratTerrain::Open, StepPrice::Forced), 3);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Open, StepPrice::Withdrawal), 2);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Forced), 4);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Forced, true), 3);  // STRAT-FORCED-MOUNTAIN forced-only
    EXPECT_FALSE(may_force_march(UnitType::Militia));
    EXPECT_TRUE(may_force_march(UnitType::SiegeArtillery));
}

}  // namespace
}  // namespace umpire::gitm
