// Rules 12.1 and 12.2 (rules/gitm/combat/shatter.hpp): a shattered unit's losses and
// its move along the line of contact; and the line itself (ContactMap::line).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "rules/gitm/combat/shatter.hpp"
#include "rules/gitm/contact.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/units/arrivals.hpp"
#include "rules/gitm/units/reform.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

constexpr CombatDraw kDraw{4, 3};

Unit unit_of(int strength) {
    Unit u;
    u.id = UnitId{Nation::US, 7, UnitType::Infantry};
    u.state = "US";
    u.strength = strength;
    return u;
}

// rules: 12.1
TEST(CombatShatter, AMoraleCheckAtSixteenFatigueShatters) {
    EXPECT_FALSE(shatters_at_check(15));
    EXPECT_TRUE(shatters_at_check(16));
    EXPECT_TRUE(shatters_at_check(40));
}

// rules: 12.1
TEST(CombatShatter, LossesAreThirtyToEightyPercentHalfStragglersHalfPrisoners) {
    for (const int strength : {1000, 1001, 999, 457}) {
        int low = strength, high = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const ShatterLosses l = shatter_losses(unit_of(strength), Seed{seed}, kDraw);
            EXPECT_GE(100 * l.losses, 30 * strength);
            EXPECT_LE(100 * l.losses, 80 * strength);
            EXPECT_EQ(l.stragglers + l.prisoners, l.losses);
            EXPECT_EQ(l.stragglers - l.prisoners, l.losses % 2);  // the odd man straggles
            EXPECT_EQ(l.strength_after, strength - l.losses);
            EXPECT_EQ(l.cite.rule, "12.1");
            low = std::min(low, l.losses);
            high = std::max(high, l.losses);
        }
        EXPECT_LT(low, strength * 40 / 100);  // the draw spreads over the band
        EXPECT_GT(high, strength * 70 / 100);
    }
}

// rules: 12.1
TEST(CombatShatter, SmallUnitsReachBothEndsOfTheBand) {
    bool three = false, eight = false;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        const int l = shatter_losses(unit_of(10), Seed{seed}, kDraw).losses;
        EXPECT_GE(l, 3);
        EXPECT_LE(l, 8);
        three = three || l == 3;
        eight = eight || l == 8;
    }
    EXPECT_TRUE(three && eight);
    EXPECT_EQ(shatter_losses(unit_of(1), Seed{1}, kDraw).losses, 0);  // no whole man in 0.3-0.8
    EXPECT_EQ(shatter_losses(unit_of(0), Seed{1}, kDraw).losses, 0);
    EXPECT_EQ(shatter_losses(unit_of(2), Seed{1}, kDraw).losses, 1);  // 0.6 to 1.6
}

// A corridor of open squares (10..32, 12) owned by US; the shattered US7IN on (10,12).
GameState corridor() {
    GameState s = testing::world();
    for (int c = 10; c <= 32; ++c) add_square(s, sq(c, 12));
    add_unit(s, "US", 7, sq(10, 12), {7, 7});
    return s;
}

void city(GameState& s, int col, const std::string& owner) {
    for (auto& q : s.squares)
        if (q.square == sq(col, 12)) {
            q.city = "City" + std::to_string(col);
            q.city_square = TacSquare{7, 7};
            q.owner = owner;
        }
}

ShatterMove move_of(const GameState& s, std::uint64_t seed = 9) {
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    return shatter_move(s, s.units[0], Seed{seed}, kDraw, Rulings{});
}

// rules: 12.2, 10.2
TEST(CombatShatter, TheUnitMovesThreeOrFourSquaresAlongTheLineToTheNearestFriendlyCity) {
    GameState s = corridor();
    city(s, 20, "US");
    city(s, 16, "TX");  // actively allied, nearer
    city(s, 13, "EN");  // allied, not actively: not friendly
    city(s, 12, "MX");
    bool three = false, four = false;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const ShatterMove m = move_of(s, seed);
        ASSERT_EQ(m.result, ShatterMoveResult::Moved);
        EXPECT_EQ(m.city, sq(16, 12));
        ASSERT_EQ(m.line.size(), 6u);
        EXPECT_EQ(m.line.front(), sq(11, 12));
        EXPECT_EQ(m.line.back(), sq(16, 12));
        ASSERT_TRUE(m.drawn == 3 || m.drawn == 4);
        EXPECT_EQ(m.to, sq(10 + m.drawn, 12));
        EXPECT_EQ(m.cite.rule, "12.2");
        three = three || m.drawn == 3;
        four = four || m.drawn == 4;
    }
    EXPECT_TRUE(three && four);
}

// rules: 12.2
TEST(CombatShatter, APhaseListsTheCitiesOnceInListOrderAndTheMoveIsTheSame) {
    GameState s = corridor();
    city(s, 20, "US");
    city(s, 16, "TX");
    city(s, 12, "MX");
    std::reverse(s.squares.begin(), s.squares.end());  // list order, not reading order
    const std::vector<std::size_t> cities = city_squares(s);
    ASSERT_EQ(cities.size(), 3u);
    EXPECT_TRUE(std::is_sorted(cities.begin(), cities.end()));
    EXPECT_EQ(s.squares[cities[0]].square, sq(20, 12));
    EXPECT_EQ(s.squares[cities[2]].square, sq(12, 12));
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const ShatterMove listed =
            shatter_move(s, s.units[0], Seed{seed}, kDraw, Rulings{}, Purpose::ShatterDistance, cities);
        EXPECT_EQ(listed, move_of(s, seed));
        EXPECT_EQ(listed.city, sq(16, 12));
    }
}

// rules: 12.4, 12.2
TEST(CombatShatter, ADriveOffListsTheCitiesItselfOrTakesTheTurnsList) {
    GameState s = corridor();
    city(s, 16, "US");
    s.units[0].status = UnitStatus::Shattered;
    s.units[0].reforming = Reforming{2, 0};
    add_unit(s, "MX", 3, sq(11, 12), {7, 7});
    const Whereabouts before = whereabouts(s);
    s.units[1].strategic = sq(10, 12);  // an enemy enters the reforming unit's square
    s.units[1].tactical = TacSquare{1, 1};
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    GameState listed = s;
    const std::vector<ReformEvent> own = drive_off_reforming(s, before, Seed{9}, 3, Rulings{});
    const std::vector<std::size_t> cities = city_squares(listed);
    const std::vector<ReformEvent> given = drive_off_reforming(listed, before, Seed{9}, 3, Rulings{}, &cities);
    ASSERT_EQ(own.size(), 1u);
    EXPECT_EQ(own[0].kind, ReformKind::DrivenOff);
    EXPECT_EQ(own[0].city, sq(16, 12));
    ASSERT_TRUE(own[0].to.has_value());
    EXPECT_EQ(s.units[0].strategic, *own[0].to);
    EXPECT_EQ(given, own);
    EXPECT_EQ(listed, s);
}

// rules: 12.2
TEST(CombatShatter, AShortLineEndsAtTheCityAndTheUnitsOwnCityDoesNotCount) {
    GameState s = corridor();
    city(s, 10, "US");  // its own square
    city(s, 12, "US");
    const ShatterMove m = move_of(s);
    EXPECT_EQ(m.city, sq(12, 12));
    EXPECT_EQ(m.to, sq(12, 12));
}

// rules: 12.2, 10.2
TEST(CombatShatter, NoFriendlyCityWithinFifteenSquaresDestroysTheUnit) {
    GameState s = corridor();
    city(s, 26, "US");  // 16 squares away
    ShatterMove m = move_of(s);
    EXPECT_EQ(m.result, ShatterMoveResult::Destroyed);
    EXPECT_EQ(m.destroyed, ShatterDestroyed::LineTooLong);
    EXPECT_TRUE(m.coastal_not_modelled);
    EXPECT_FALSE(m.to);
    city(s, 25, "US");  // exactly 15
    m = move_of(s);
    EXPECT_EQ(m.result, ShatterMoveResult::Moved);
    EXPECT_EQ(m.city, sq(25, 12));

    GameState none = corridor();
    city(none, 14, "MX");
    m = move_of(none);
    EXPECT_EQ(m.destroyed, ShatterDestroyed::NoLine);
    EXPECT_TRUE(m.coastal_not_modelled);
}

// rules: 12.2, 10.2
TEST(CombatShatter, AnEnemyAcrossTheLineCutsItOff) {
    GameState s = corridor();
    city(s, 16, "US");
    add_unit(s, "MX", 1, sq(13, 12), {7, 7});
    const ShatterMove m = move_of(s);
    EXPECT_EQ(m.destroyed, ShatterDestroyed::NoLine);
}

// rules: 10.2
TEST(CombatShatter, TheLineOfContactIsAChainOfKingStepsAsLongAsItsLength) {
    GameState s = testing::world();
    for (int c = 10; c <= 16; ++c)
        for (int r = 10; r <= 16; ++r) add_square(s, sq(c, r));
    add_unit(s, "MX", 1, sq(13, 13), {7, 7});  // the line goes round it
    ASSERT_TRUE(check_invariants(s).empty());
    const ContactMap contact(s, "US", Rulings{});
    for (const StratSquare to : {sq(16, 16), sq(16, 10), sq(13, 16), sq(10, 10)}) {
        const auto line = contact.line(sq(10, 13), to);
        ASSERT_TRUE(line);
        EXPECT_EQ(static_cast<int>(line->size()), *contact.length(sq(10, 13), to));
        EXPECT_EQ(line->back(), to);
        StratSquare at = sq(10, 13);
        for (const StratSquare q : *line) {
            EXPECT_LE(std::max(std::abs(q.col - at.col), std::abs(q.row - at.row)), 1);
            EXPECT_NE(q, sq(13, 13));
            at = q;
        }
    }
    EXPECT_EQ(contact.line(sq(10, 13), sq(10, 13)), std::vector<StratSquare>{});
    EXPECT_EQ(contact.line(sq(10, 13), sq(16, 13), 5), std::nullopt);
    EXPECT_EQ(contact.line(sq(10, 13), sq(13, 13)), std::nullopt);
}

// The search starts from "no city yet" (best -1); a city that is the state's first
// square, index 0, must still be kept against a farther one found after it.
// rules: 12.2, 10.2
TEST(CombatShatter, TheNearestCityWinsWhenItIsTheStatesFirstSquare) {
    GameState s = testing::world();
    for (int c = 10; c <= 24; ++c) add_square(s, sq(c, 12));
    add_unit(s, "US", 7, sq(15, 12), {7, 7});
    city(s, 10, "US");  // squares[0], 5 away
    city(s, 22, "US");  // 7 away
    const ShatterMove m = move_of(s);
    ASSERT_EQ(m.result, ShatterMoveResult::Moved);
    EXPECT_EQ(m.city, sq(10, 12));
    ASSERT_EQ(m.line.size(), 5u);
    EXPECT_EQ(m.line.front(), sq(14, 12));
    EXPECT_EQ(m.line.back(), sq(10, 12));
}

}  // namespace
}  // namespace umpire::gitm
