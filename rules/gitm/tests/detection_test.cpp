#include <gtest/gtest.h>

#include <set>
#include <string>

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

// A US infantry regiment in 10-10 and, next to it in 11-10, `n` Mexican infantry
// regiments: a hostile stack its report words approximately (rule 4.1).
GameState watched_stack(int n) {
    GameState s;
    for (const std::int16_t col : {10, 11}) {
        StratSquareInfo q;
        q.square = StratSquare{col, 10};
        s.squares.push_back(q);
    }
    s.relations.push_back({"MX", "US", Relation::Hostile});
    Unit viewer = unit_of(UnitType::Infantry, 800);
    viewer.state = "US";
    viewer.strategic = StratSquare{10, 10};
    s.units.push_back(viewer);
    for (int i = 0; i < n; ++i) {
        Unit u = unit_of(UnitType::Infantry, 800);
        u.id = UnitId{Nation::MX, static_cast<std::uint16_t>(i + 1), UnitType::Infantry};
        u.state = "MX";
        u.strategic = StratSquare{11, 10};
        s.units.push_back(u);
    }
    return s;
}

// What the US regiment is told of the stack with `seed`.
StackSighting sighting(const GameState& s, std::uint64_t seed, const ParamSet& params) {
    const UnitId viewer = s.units.front().id;
    const StrategicView v = view_strategic(s, std::span<const UnitId>(&viewer, 1), Seed{seed}, Rulings{}, params);
    EXPECT_EQ(v.stacks.size(), 1U);
    return v.stacks.empty() ? StackSighting{} : v.stacks.front();
}

// The count is the true one times a factor drawn from 1000 - error to 1000 + error
// per mille, rounded half up: two units with an error of 250 read as 2 or 3 (1.5 to
// 2.5 rounded), both ends reached; one unit with an error of 499 always as 1 (0.501
// to 1.499). Among the first thousand seeds are draws of both ends of each range
// (the draws are part of the replay format, so these stay).
// rules: 4.1
TEST(Detection, TheCountIsOffByAtMostItsErrorRoundedHalfUp) {
    ParamSet params;
    params.set(Param::ReportCountError, 250);
    const GameState two = watched_stack(2);
    std::set<int> read;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) read.insert(sighting(two, seed, params).reported);
    EXPECT_EQ(read, (std::set<int>{2, 3}));

    params.set(Param::ReportCountError, 499);
    const GameState one = watched_stack(1);
    read.clear();
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) read.insert(sighting(one, seed, params).reported);
    EXPECT_EQ(read, (std::set<int>{1}));
}

// With a letter error of 1000 per mille every unit's letter is misread, as each of
// the other three letters in turn: an infantry regiment never reads as "I", in any
// of the first thousand seeds.
// rules: 4.1
TEST(Detection, ALetterErrorOfAThousandMisreadsEveryLetter) {
    ParamSet params;
    params.set(Param::ReportLetterError, 1000);
    const GameState one = watched_stack(1);
    std::set<std::string> read;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) read.insert(sighting(one, seed, params).letters);
    EXPECT_EQ(read, (std::set<std::string>{"C", "A", "H"}));
}

}  // namespace
}  // namespace umpire::gitm
