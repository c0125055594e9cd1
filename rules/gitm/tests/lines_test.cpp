#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "rules/gitm/combat/lines.hpp"

namespace umpire::gitm {
namespace {

UnitId id(std::string_view text) {
    auto u = parse_unit_id(text);
    EXPECT_TRUE(u.ok()) << text;
    return u.ok() ? *u : UnitId{};
}

LineUnit unit(std::string_view text, int men, int batteries = 0, std::optional<BattleLine> wanted = {}) {
    return {id(text), men, batteries, wanted};
}

const UnitLines& of(const SideLines& s, std::string_view text) {
    for (const auto& u : s.units)
        if (u.unit == id(text)) return u;
    ADD_FAILURE() << "no " << text;
    return s.units.front();
}

constexpr Frontage kOne{3000, 3000, 12000};

// rules: 9.4 6.9
TEST(Lines, EveryoneFitsInTheFront) {
    const std::vector<LineUnit> side{unit("US1IN", 1500, 1), unit("US2IN", 800)};
    const auto s = place_lines(side, kOne, Seed{1}, {});
    EXPECT_EQ(of(s, "US1IN").front, (LinePart{1500, 100, 2200}));
    EXPECT_EQ(of(s, "US2IN").front, (LinePart{800, 0, 800}));
    EXPECT_EQ(s.front.spaces, 3000);
    EXPECT_TRUE(s.draws.empty());
}

// rules: 9.4
TEST(Lines, AnOverfullFrontSharesInProportionAndTheRestFightsFromTheRear) {
    // 2,000 + 2,000 infantry want 4,000 of 3,000 spaces: 1,500 of each in front.
    const std::vector<LineUnit> side{unit("US1IN", 2000), unit("US2IN", 2000)};
    const auto s = place_lines(side, kOne, Seed{1}, {});
    EXPECT_EQ(of(s, "US1IN").front.men, 1500);
    EXPECT_EQ(of(s, "US1IN").rear.men, 500);
    EXPECT_EQ(of(s, "US2IN").front.men, 1500);
    EXPECT_EQ(s.second.men, 0);  // "even if no unit is in the second line"
}

// rules: 9.4
TEST(Lines, LargestRemainderTiesGoToTheLowerId) {
    // 3,001 infantry for 2,000 spaces, listed out of id order.
    const std::vector<LineUnit> side{unit("US3IN", 1000), unit("US1IN", 1000), unit("US2IN", 1001)};
    const auto s = place_lines(side, {2000, 2000, 8000}, Seed{1}, {});
    // 2,000 x 1,000 / 3,001 = 666.4 (twice), 2,000 x 1,001 / 3,001 = 667.1: floors 666, 666, 667 leave 1.
    EXPECT_EQ(of(s, "US1IN").front.men, 667);
    EXPECT_EQ(of(s, "US2IN").front.men, 667);
    EXPECT_EQ(of(s, "US3IN").front.men, 666);
    EXPECT_EQ(s.front.spaces, 2000);
}

// rules: 9.4
TEST(Lines, ArtilleristsNeverPushTheLineOverItsSpaces) {
    const std::vector<LineUnit> side{unit("US1MA", 300), unit("US2MA", 300)};  // 4,800 spaces wanted
    const auto s = place_lines(side, kOne, Seed{1}, {});
    EXPECT_LE(s.front.spaces, 3000);
    EXPECT_GT(s.front.spaces, 3000 - 8);
    EXPECT_EQ(s.front.men + s.rear.men, 600);
}

// rules: 9.3 8.9
TEST(Lines, ASecondLineUnitMovesUpWhenNobodyWantsTheFront) {
    const std::vector<LineUnit> side{unit("US1IN", 500, 0, BattleLine::Second),
                                     unit("US2IN", 500, 0, BattleLine::Rear)};
    const auto s = place_lines(side, kOne, Seed{1}, {});
    EXPECT_EQ(of(s, "US1IN").line, BattleLine::First);
    EXPECT_EQ(of(s, "US2IN").line, BattleLine::Second);  // a rear unit needs a second line
    ASSERT_EQ(s.draws.size(), 2u);
    EXPECT_EQ(s.draws[0].pool, 1);
}

// rules: 9.3
TEST(Lines, TheRandomPickDependsOnTheSeedNotOnTheListing) {
    std::vector<LineUnit> side{unit("US1IN", 500, 0, BattleLine::Second), unit("US2IN", 500, 0, BattleLine::Second),
                               unit("US3IN", 500, 0, BattleLine::Second)};
    std::set<std::uint16_t> picked;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto s = place_lines(side, kOne, Seed{seed}, {});
        ASSERT_EQ(s.draws.size(), 1u);
        EXPECT_EQ(s.draws[0].pool, 3);
        picked.insert(s.draws[0].unit.number);
        std::reverse(side.begin(), side.end());
        EXPECT_EQ(place_lines(side, kOne, Seed{seed}, {}), s);
        std::reverse(side.begin(), side.end());
    }
    EXPECT_EQ(picked.size(), 3u);
}

// rules: 9.4
TEST(Lines, MenBeyondTheRearAreUncounted) {
    const std::vector<LineUnit> side{unit("US1IN", 20000), unit("US2IN", 1000, 0, BattleLine::Second)};
    const auto s = place_lines(side, kOne, Seed{1}, {});
    EXPECT_EQ(of(s, "US1IN").front.men, 3000);
    EXPECT_EQ(of(s, "US1IN").rear.men, 12000);
    EXPECT_EQ(of(s, "US1IN").uncounted.men, 5000);
    EXPECT_EQ(of(s, "US2IN").second.men, 1000);
}

// rules: 9.4 9.7
TEST(Lines, TheFrontIsRefilledFromItsUnitsInTheRear) {
    const std::vector<LineUnit> side{unit("US1IN", 2000), unit("US2IN", 2000), unit("US3IN", 500, 0, BattleLine::Rear),
                                     unit("US4IN", 500, 0, BattleLine::Second)};
    const auto placed = place_lines(side, kOne, Seed{1}, {});
    EXPECT_EQ(of(placed, "US1IN").rear.men, 500);
    const std::vector<UnitLoss> losses{{id("US1IN"), 300}, {id("US4IN"), 100}};
    const auto s = refill_front(placed, losses);
    // 300 spaces free: US1IN and US2IN have 500 each behind, so 150 each come up.
    EXPECT_EQ(of(s, "US1IN").front.men, 1350);
    EXPECT_EQ(of(s, "US1IN").rear.men, 350);
    EXPECT_EQ(of(s, "US2IN").front.men, 1650);
    EXPECT_EQ(of(s, "US2IN").rear.men, 350);
    EXPECT_EQ(of(s, "US3IN").rear.men, 500);    // chose the rear: stays
    EXPECT_EQ(of(s, "US4IN").second.men, 400);  // the second line is not refilled
    EXPECT_EQ(s.front.spaces, 3000);
}

// rules: 9.4
TEST(Lines, LossesFallOnOrdinaryMenBeforeArtillerists) {
    const std::vector<LineUnit> side{unit("US1IN", 1000, 1)};
    const std::vector<UnitLoss> losses{{id("US1IN"), 950}};
    const auto s = refill_front(place_lines(side, kOne, Seed{1}, {}), losses);
    EXPECT_EQ(of(s, "US1IN").front, (LinePart{50, 50, 400}));
}

}  // namespace
}  // namespace umpire::gitm
