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

// A corps HQ that carried supplies when movement began and has lost them since
// (9.2): each reading of STRAT-ALLOWANCE-LOAD, and the other one's figure.
// rules: 7.2 9.2
TEST(MarchAllowance, TheLoadEachRulingReads) {
    Unit u = of(UnitType::CorpsHQ);
    const Rulings each_step;
    Rulings movement_start;
    movement_start.set(RulingId::AllowanceLoad, static_cast<int>(AllowanceLoad::MovementStart));
    // No record (a state from before movement, or before the field): the load now, either way.
    EXPECT_EQ(allowance(u, each_step), 3);
    EXPECT_EQ(allowance(u, movement_start), 3);
    u.march = MarchProgress{TacSquare(7, 7)};
    EXPECT_EQ(allowance(u, movement_start), 3);
    EXPECT_EQ(other_allowance(u, movement_start), std::nullopt);

    u.march->start_load = MarchLoad{true, false};  // it carried supplies as movement began
    EXPECT_EQ(allowance(u, each_step), 3);
    EXPECT_EQ(allowance(u, movement_start), 2);
    EXPECT_EQ(other_allowance(u, each_step), 2);
    EXPECT_EQ(other_allowance(u, movement_start), 3);

    u.supplies = 4;  // carrying again: both readings agree
    EXPECT_EQ(allowance(u, movement_start), 2);
    EXPECT_EQ(other_allowance(u, each_step), std::nullopt);

    // A load that differs where the rule does not look: an army HQ out of communications.
    Unit aq = of(UnitType::ArmyHQ);
    aq.march = MarchProgress{TacSquare(7, 7)};
    aq.march->start_load = MarchLoad{false, true};
    EXPECT_EQ(allowance(aq, movement_start), 4);
    EXPECT_EQ(other_allowance(aq, each_step), std::nullopt);
}

// rules: 7.1 7.3 7.5
TEST(MarchAllowance, FatiguePrices) {
    const Rulings r;
    Rulings forced_only;
    forced_only.set(RulingId::ForcedMountain, static_cast<int>(ForcedMountain::ForcedOnly));
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Open, StepPrice::Ordinary, r), 1);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Ordinary, r), 2);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Open, StepPrice::Forced, r), 3);
    EXPECT_EQ(step_fatigue(UnitType::Lancers, StratTerrain::Open, StepPrice::Forced, r), 4);
    EXPECT_EQ(step_fatigue(UnitType::LightArtillery, StratTerrain::Open, StepPrice::Forced, r), 4);
    EXPECT_EQ(step_fatigue(UnitType::HorseArtillery, StratTerrain::Open, StepPrice::Forced, r), 3);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Open, StepPrice::Withdrawal, r), 2);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Forced, r), 4);
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Forced, forced_only), 3);  // STRAT-FORCED-MOUNTAIN forced-only
    EXPECT_EQ(step_fatigue(UnitType::Infantry, StratTerrain::Mountain, StepPrice::Withdrawal, r), 3);  // plus-one
    EXPECT_FALSE(may_force_march(UnitType::Militia));
    EXPECT_TRUE(may_force_march(UnitType::SiegeArtillery));
}

// rules: 7.5 7.1
TEST(MarchAllowance, AWithdrawalIntoMountainCostsWhatTheRulingSays) {
    Rulings r;
    const auto cost = [&](WithdrawMountain w) {
        r.set(RulingId::WithdrawMountain, static_cast<int>(w));
        return step_fatigue(UnitType::LightCavalry, StratTerrain::Mountain, StepPrice::Withdrawal, r);
    };
    EXPECT_EQ(cost(WithdrawMountain::PlusOne), 3);
    EXPECT_EQ(cost(WithdrawMountain::WithdrawalOnly), 2);
    EXPECT_EQ(cost(WithdrawMountain::Doubled), 4);
    EXPECT_EQ(step_fatigue(UnitType::LightCavalry, StratTerrain::Open, StepPrice::Withdrawal, r), 2);  // no mountain
    EXPECT_EQ(step_fatigue_ruling(StratTerrain::Mountain, StepPrice::Withdrawal), RulingId::WithdrawMountain);
    EXPECT_EQ(step_fatigue_ruling(StratTerrain::Open, StepPrice::Withdrawal), std::nullopt);
}

}  // namespace
}  // namespace umpire::gitm
