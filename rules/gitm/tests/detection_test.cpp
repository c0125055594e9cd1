#include <gtest/gtest.h>

#include "rules/gitm/reports/detection.hpp"

namespace umpire::gitm {
namespace {

Unit unit_of(UnitType type, int strength, UnitStatus status = UnitStatus::Active) {
    Unit u;
    u.id = UnitId{Nation::US, 1, type};
    u.strength = strength;
    u.status = status;
    return u;
}

// rules: 4.1, 11.3, 12.3
TEST(Detection, ReachByKindOfViewerAndOfTarget) {
    const Unit infantry = unit_of(UnitType::Infantry, 800);
    EXPECT_EQ(detection_reach(infantry, Relation::SameSide), 3);
    EXPECT_EQ(detection_reach(infantry, Relation::ActivelyAllied), 3);
    EXPECT_EQ(detection_reach(infantry, Relation::Allied), 1);  // a plain ally is no friend
    EXPECT_EQ(detection_reach(infantry, Relation::Neutral), 1);
    EXPECT_EQ(detection_reach(infantry, Relation::Hostile), 1);
    EXPECT_EQ(detection_reach(unit_of(UnitType::ArmyHQ, 100), Relation::SameSide), 5);
    EXPECT_EQ(detection_reach(unit_of(UnitType::ArmyHQ, 100), Relation::Hostile), 1);
    EXPECT_EQ(detection_reach(unit_of(UnitType::CorpsHQ, 100), Relation::SameSide), 3);
    // Light cavalry scouts 2 squares from 250 men; medium cavalry never does.
    EXPECT_EQ(detection_reach(unit_of(UnitType::LightCavalry, 250), Relation::Hostile), 2);
    EXPECT_EQ(detection_reach(unit_of(UnitType::LightCavalry, 249), Relation::Hostile), 1);
    EXPECT_EQ(detection_reach(unit_of(UnitType::LightCavalry, 250), Relation::SameSide), 3);
    EXPECT_EQ(detection_reach(unit_of(UnitType::Dragoons, 900), Relation::Hostile), 1);
    EXPECT_EQ(detection_reach(unit_of(UnitType::Infantry, 800, UnitStatus::Inactive), Relation::SameSide), 0);
    EXPECT_EQ(detection_reach(unit_of(UnitType::LightCavalry, 900, UnitStatus::Shattered), Relation::Hostile), 0);
}

// rules: 4.1
TEST(Detection, SizeWordsCoverEveryCount) {
    int divisions = -1;
    const auto word = [&](int n) { return stack_size(n, divisions); };
    EXPECT_EQ(word(1), StackSize::Regiments);
    EXPECT_EQ(word(3), StackSize::Regiments);
    EXPECT_EQ(word(4), StackSize::Brigade);
    EXPECT_EQ(word(5), StackSize::Brigade);
    EXPECT_EQ(word(6), StackSize::Brigades);
    EXPECT_EQ(word(8), StackSize::Brigades);
    EXPECT_EQ(word(9), StackSize::Division);
    EXPECT_EQ(word(17), StackSize::Division);
    EXPECT_EQ(divisions, 0);
    EXPECT_EQ(word(18), StackSize::Divisions);
    EXPECT_EQ(divisions, 2);
    EXPECT_EQ(word(29), StackSize::Divisions);
    EXPECT_EQ(divisions, 2);
    EXPECT_EQ(word(30), StackSize::Divisions);
    EXPECT_EQ(divisions, 3);
}

}  // namespace
}  // namespace umpire::gitm
