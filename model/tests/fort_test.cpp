#include <gtest/gtest.h>

#include "model/fort.hpp"

namespace umpire {
namespace {

Unit unit(UnitType type, int strength, int batteries = 0) {
    Unit u;
    u.id = UnitId{Nation::MX, 1, type};
    u.strength = strength;
    u.batteries = batteries;
    return u;
}

// rules: 2.6
TEST(FortSpaces, OnePerInfantrymanAndHeadquartersMan) {
    EXPECT_EQ(fort_spaces(unit(UnitType::Infantry, 1000)), 1000);
    EXPECT_EQ(fort_spaces(unit(UnitType::LightInfantry, 700)), 700);
    EXPECT_EQ(fort_spaces(unit(UnitType::Militia, 450)), 450);
    EXPECT_EQ(fort_spaces(unit(UnitType::ArmyHQ, 120)), 120);
    EXPECT_EQ(fort_spaces(unit(UnitType::CorpsHQ, 80)), 80);
}

// rules: 2.6
TEST(FortSpaces, ThreePerCavalrymanTwoPerArtilleryman) {
    EXPECT_EQ(fort_spaces(unit(UnitType::LightCavalry, 500)), 1500);
    EXPECT_EQ(fort_spaces(unit(UnitType::Dragoons, 400)), 1200);
    EXPECT_EQ(fort_spaces(unit(UnitType::Lancers, 1)), 3);
    EXPECT_EQ(fort_spaces(unit(UnitType::MediumArtillery, 300)), 600);
    EXPECT_EQ(fort_spaces(unit(UnitType::LightArtillery, 150)), 300);
    EXPECT_EQ(fort_spaces(unit(UnitType::HorseArtillery, 200)), 400);
    EXPECT_EQ(fort_spaces(unit(UnitType::SiegeArtillery, 250, 3)), 500);  // its gunners are artillerists anyway
    EXPECT_EQ(fort_spaces(unit(UnitType::Infantry, 0)), 0);
}

// Rule 2.6: "units with attached batteries count 100 men as artillerists", 100 a
// battery: 2 spaces each instead of 1 (infantry) or 3 (cavalry). Not 9.4's 8.
// rules: 2.6
TEST(FortSpaces, AttachedBatteriesCountAHundredMenEachAsArtillerists) {
    EXPECT_EQ(fort_spaces(unit(UnitType::Infantry, 1500, 1)), 1400 + 200);
    EXPECT_EQ(fort_spaces(unit(UnitType::Infantry, 1500, 2)), 1300 + 400);
    EXPECT_EQ(fort_spaces(unit(UnitType::LightCavalry, 600, 1)), 500 * 3 + 200);
    // No more artillerists than men.
    EXPECT_EQ(fort_spaces(unit(UnitType::Infantry, 150, 2)), 300);
    EXPECT_EQ(fort_spaces(unit(UnitType::Dragoons, 50, 1)), 100);
    // The largest unit the model holds does not overflow.
    EXPECT_EQ(fort_spaces(unit(UnitType::Lancers, kMaxStrength, kMaxBatteries)), 5000 * 2 + 95000 * 3);
}

StratSquareInfo fort(int level, std::optional<int> capacity) {
    StratSquareInfo q;
    q.city = "Veracruz";
    q.city_square = TacSquare(7, 7);
    q.fort = level;
    q.fort_capacity = capacity;
    return q;
}

// Rule 9.6: "sufficient men to cover one-third of the fort's maximum capacity".
// rules: 9.6 2.6
TEST(SufficientlyManned, AtOneThirdOfTheCapacityExactly) {
    EXPECT_TRUE(sufficiently_manned(fort(3, 3000), 1000));
    EXPECT_FALSE(sufficiently_manned(fort(3, 3000), 999));
    EXPECT_TRUE(sufficiently_manned(fort(3, 3000), 3000));
    // One third of 3001 is 1000.33: 1000 spaces fall short, 1001 cover it.
    EXPECT_FALSE(sufficiently_manned(fort(1, 3001), 1000));
    EXPECT_TRUE(sufficiently_manned(fort(1, 3001), 1001));
    EXPECT_TRUE(sufficiently_manned(fort(5, 1), 1));
    EXPECT_FALSE(sufficiently_manned(fort(5, 1), 0));
    // The largest capacity and garrison do not overflow the comparison.
    EXPECT_TRUE(sufficiently_manned(fort(5, kMaxFortCapacity), 2147483647));
}

// rules: 9.6 2.6
TEST(SufficientlyManned, AnUnknownCapacityIsManned) {
    EXPECT_TRUE(sufficiently_manned(fort(2, std::nullopt), 1));
    EXPECT_TRUE(sufficiently_manned(fort(2, std::nullopt), 5000));
    EXPECT_FALSE(sufficiently_manned(fort(2, std::nullopt), 0));  // an empty fort never is
}

// rules: 9.6
TEST(SufficientlyManned, NeverWithoutAFort) {
    EXPECT_FALSE(sufficiently_manned(fort(0, std::nullopt), 1000));
    EXPECT_FALSE(sufficiently_manned(StratSquareInfo{}, 1000));
}

// A garrison measured the same way: the units' spaces added up.
// rules: 9.6 2.6
TEST(SufficientlyManned, AGarrisonOfMixedUnits) {
    const int garrison = fort_spaces(unit(UnitType::Infantry, 400, 1)) + fort_spaces(unit(UnitType::Dragoons, 100));
    EXPECT_EQ(garrison, 300 + 200 + 300);
    EXPECT_TRUE(sufficiently_manned(fort(4, 2400), garrison));
    EXPECT_FALSE(sufficiently_manned(fort(4, 2401), garrison));
}

}  // namespace
}  // namespace umpire
