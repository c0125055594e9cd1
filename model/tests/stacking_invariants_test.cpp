// check_invariants() and the stacking caps (rules 1.4, 2.5, 11.2, 7.18): each
// over-cap state is reported at the field of the unit that broke the cap, under the
// most permissive reading of the rulings (model/stacking.hpp).
#include <gtest/gtest.h>

#include <string>

#include "model/game_state.hpp"
#include "model/stacking.hpp"

namespace umpire {
namespace {

const StratSquare kSquare{92, 94};  // J2-Y4

GameState empty_square(std::optional<std::string> city = std::nullopt) {
    GameState s;
    s.states = {{"GB", std::nullopt}, {"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"GB", "MX", Relation::Neutral}, {"GB", "US", Relation::Allied}, {"MX", "US", Relation::Hostile}};
    StratSquareInfo q;
    q.square = kSquare;
    q.owner = "MX";
    q.nation = Nation::MX;
    q.city = std::move(city);
    s.squares = {q};
    return s;
}

void add(GameState& s, const std::string& state, Nation nation, int number, TacSquare at,
         UnitStatus status = UnitStatus::Active, UnitType type = UnitType::Infantry) {
    Unit u;
    u.id = UnitId{nation, static_cast<std::uint16_t>(number), type};
    u.state = state;
    u.strength = 500;
    u.status = status;
    u.strategic = kSquare;
    u.tactical = at;
    s.units.push_back(u);
}

// The one diagnostic, which must name `field` and cite `rule`.
void expect_only(const GameState& s, const std::string& field, const std::string& rule) {
    const auto d = check_invariants(s);
    ASSERT_EQ(d.size(), 1u) << format(d);
    EXPECT_EQ(d[0].where.field, field);
    EXPECT_NE(d[0].what.find("(rule" + std::string(rule.find(',') == std::string::npos ? " " : "s ") + rule + ")"),
              std::string::npos)
        << d[0].what;
}

// rules: 2.5
TEST(StackingInvariants, TwentyFourUnitsFitTwentyFiveDoNot) {
    auto s = empty_square();
    for (int i = 1; i <= 12; ++i) add(s, "US", Nation::US, i, {5, 5});
    for (int i = 1; i <= 12; ++i) add(s, "MX", Nation::MX, i, {5, 5});
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    add(s, "GB", Nation::MX, 100, {5, 5});
    expect_only(s, "units[24].tactical", "2.5");
}

// rules: 2.5 8.3
TEST(StackingInvariants, TwelveSameSideUnitsFitThirteenDoNot) {
    auto s = empty_square();
    for (int i = 1; i <= 12; ++i) add(s, "US", Nation::US, i, {3, 4});
    EXPECT_TRUE(check_invariants(s).empty());
    add(s, "US", Nation::US, 13, {3, 4});
    const auto d = check_invariants(s);
    ASSERT_EQ(d.size(), 1u) << format(d);
    EXPECT_EQ(d[0].where.field.substr(d[0].where.field.find('.')), ".tactical");
    EXPECT_NE(d[0].what.find("13 same-side or actively allied units"), std::string::npos) << d[0].what;
}

// rules: 2.5 8.3
TEST(StackingInvariants, MerelyAlliedStatesAreCountedOnlyByTheRulesChecks) {
    // 7 US and 6 GB units: 13 allied under TM-ALLIED-COUNT's default, 7 and 6 under
    // actively-allied; the loader takes the permissive reading and accepts them.
    auto s = empty_square();
    for (int i = 1; i <= 7; ++i) add(s, "US", Nation::US, i, {3, 4});
    for (int i = 1; i <= 6; ++i) add(s, "GB", Nation::MX, i, {3, 4});
    EXPECT_TRUE(check_invariants(s).empty());
    StackReading strict;
    ASSERT_EQ(stacking_breaches(s, strict).size(), 1u);
    EXPECT_EQ(stacking_breaches(s, strict)[0].limit, StackLimit::TacticalAllied);
    EXPECT_EQ(stacking_breaches(s, strict)[0].count, 13);
}

// rules: 2.5 11.2 12.2
TEST(StackingInvariants, OnlyActiveUnitsFillATacticalSquareForTheLoader) {
    auto s = empty_square("Puebla");
    for (int i = 1; i <= 12; ++i) add(s, "US", Nation::US, i, {3, 4});
    add(s, "US", Nation::US, 13, {3, 4}, UnitStatus::Shattered);
    add(s, "US", Nation::US, 14, {3, 4}, UnitStatus::Inactive);
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    StackReading all_units;
    all_units.shattered_count_tactically = true;
    EXPECT_EQ(stacking_breaches(s, all_units).at(0).count, 14);
}

// rules: 1.4
TEST(StackingInvariants, TwoHundredActiveUnitsFitTwoHundredAndOneDoNot) {
    auto s = empty_square();
    for (int i = 0; i < 200; ++i) add(s, "US", Nation::US, i + 1, TacSquare::from_index(i / 10));
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    add(s, "US", Nation::US, 201, {14, 14});
    expect_only(s, "units[200].strategic", "1.4");
    // Shattered and inactive units are not active: the 200 does not count them.
    s.units.back().status = UnitStatus::Shattered;
    EXPECT_TRUE(check_invariants(s).empty());
}

// rules: 1.4 11.2
TEST(StackingInvariants, InactiveCapIsTwoWithoutACityAndThreeWithOne) {
    auto s = empty_square();
    add(s, "MX", Nation::MX, 1, {0, 0}, UnitStatus::Inactive);
    add(s, "MX", Nation::MX, 2, {1, 0}, UnitStatus::Inactive);
    EXPECT_TRUE(check_invariants(s).empty());
    add(s, "MX", Nation::MX, 3, {2, 0}, UnitStatus::Inactive);
    expect_only(s, "units[2].status", "1.4, 11.2");
    s.squares[0].city = "Puebla";
    EXPECT_TRUE(check_invariants(s).empty());
    add(s, "MX", Nation::MX, 4, {3, 0}, UnitStatus::Inactive);
    expect_only(s, "units[3].status", "1.4, 11.2");
}

// rules: 1.4 11.2
TEST(StackingInvariants, MilitiaAtHomeAndUnitsInFortsAreNotCountedAsInactive) {
    auto s = empty_square("Puebla");
    for (int i = 1; i <= 3; ++i) add(s, "MX", Nation::MX, i, {i, 0}, UnitStatus::Inactive);
    add(s, "MX", Nation::MX, 7, {7, 7}, UnitStatus::Inactive, UnitType::Militia);
    s.units.back().home_city = "Puebla";
    add(s, "MX", Nation::MX, 8, {7, 7}, UnitStatus::Inactive);
    s.units.back().in_fort = true;
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    s.units[3].home_city = "Veracruz";  // raised elsewhere: it counts
    expect_only(s, "units[3].status", "1.4, 11.2");
    s.units[3].home_city = "Puebla";
    s.squares[0].city.reset();  // no city here: not at home either
    const auto d = check_invariants(s);
    ASSERT_FALSE(d.empty());
    EXPECT_EQ(d[0].where.field, "units[2].status");  // the third of four counted, with a cap of two
}

// rules: 7.18 2.5 1.4
TEST(StackingInvariants, DeploymentTurnLiftsOnlyTheTacticalCaps) {
    auto s = empty_square();
    s.deployment = true;
    for (int i = 1; i <= 30; ++i) add(s, "US", Nation::US, i, {5, 5});
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    s.deployment = false;
    expect_only(s, "units[24].tactical", "2.5");
    s.deployment = true;
    for (int i = 31; i <= 201; ++i) add(s, "US", Nation::US, i, {6, 6});
    expect_only(s, "units[200].strategic", "1.4");
}

// rules: 1.4 11.2
TEST(StackingInvariants, HomeCityIsForMilitiaAndCityNamesAreBounded) {
    auto s = empty_square(std::string(41, 'x'));
    add(s, "MX", Nation::MX, 1, {0, 0});
    s.units[0].home_city = "Puebla";
    const auto d = check_invariants(s);
    ASSERT_EQ(d.size(), 2u) << format(d);
    EXPECT_EQ(d[0].where.field, "squares[0].city");
    EXPECT_EQ(d[1].where.field, "units[0].home_city");
    s.squares[0].city = "Puebla";
    s.units[0].id.type = UnitType::Militia;
    EXPECT_TRUE(check_invariants(s).empty());
    s.units[0].home_city = "";
    EXPECT_FALSE(check_invariants(s).empty());
}

}  // namespace
}  // namespace umpire
