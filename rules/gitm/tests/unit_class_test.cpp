#include <gtest/gtest.h>

#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {
namespace {

// rules: 8.1 3.1
TEST(UnitClass, DefaultAllCavalryIsFast) {
    const Rulings r;
    for (auto t : {UnitType::LightCavalry, UnitType::Dragoons, UnitType::Lancers, UnitType::HorseArtillery}) {
        EXPECT_TRUE(is_fast(t, r)) << code(t);
        EXPECT_EQ(tactical_allowance(t, r), 6) << code(t);
    }
    for (auto t : {UnitType::Infantry, UnitType::LightInfantry, UnitType::MediumArtillery, UnitType::LightArtillery,
                   UnitType::SiegeArtillery, UnitType::Militia, UnitType::CorpsHQ}) {
        EXPECT_FALSE(is_fast(t, r)) << code(t);
        EXPECT_EQ(tactical_allowance(t, r), 4) << code(t);
    }
    EXPECT_FALSE(is_fast(UnitType::ArmyHQ, r));
    EXPECT_EQ(tactical_allowance(UnitType::ArmyHQ, r), 6);
}

// rules: 8.1 3.1
TEST(UnitClass, OnlyLightFastAlternative) {
    Rulings r;
    ASSERT_TRUE(r.set("UNIT-CAVALRY-CLASS", "only-light-fast").ok());
    EXPECT_TRUE(is_fast(UnitType::LightCavalry, r));
    EXPECT_TRUE(is_fast(UnitType::HorseArtillery, r));
    EXPECT_FALSE(is_fast(UnitType::Dragoons, r));
    EXPECT_FALSE(is_fast(UnitType::Lancers, r));
    EXPECT_EQ(tactical_allowance(UnitType::Lancers, r), 4);
}

}  // namespace
}  // namespace umpire::gitm
