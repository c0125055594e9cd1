#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/gitm/tests/map_of.hpp"
#include "rules/gitm/river_crossing.hpp"
#include "rules/gitm/strategic_exit.hpp"

namespace umpire::gitm {
namespace {

bool has(const TacSet& s, int c, int r) { return s.test(static_cast<std::size_t>(TacSquare{c, r}.index())); }

// rules: 7.9
TEST(ExitSquares, EdgesAndCorners) {
    const Rulings dflt;
    const TacSet n = exit_squares(Direction::N, dflt);
    EXPECT_EQ(n.count(), 15u);
    EXPECT_TRUE(has(n, 0, 0) && has(n, 14, 0) && !has(n, 0, 1));
    EXPECT_TRUE(has(exit_squares(Direction::W, dflt), 0, 9));
    const TacSet ne = exit_squares(Direction::NE, dflt);
    EXPECT_EQ(ne.count(), 1u);
    EXPECT_TRUE(has(ne, 14, 0));
    EXPECT_TRUE(has(exit_squares(Direction::SW, dflt), 0, 14));
}

// rules: 7.9, 7.14
TEST(ExitSquares, CornerHalvesMirrorTheEntryAreas) {
    Rulings halves;
    halves.set(RulingId::DiagonalExit, static_cast<int>(DiagonalExit::CornerHalves));
    const TacSet ne = exit_squares(Direction::NE, halves);
    EXPECT_EQ(ne.count(), 13u);  // row 0 at columns 8-14, column 14 at rows 0-6, 14-0 once
    EXPECT_TRUE(has(ne, 8, 0) && !has(ne, 7, 0) && has(ne, 14, 6) && !has(ne, 14, 7));
    const TacSet sw = exit_squares(Direction::SW, halves);
    EXPECT_TRUE(has(sw, 6, 14) && !has(sw, 7, 14) && has(sw, 0, 8) && !has(sw, 0, 7));
    EXPECT_EQ(exit_squares(Direction::E, halves), exit_squares(Direction::E, Rulings{}));
}

// rules: 7.9, 8.7
TEST(NeedsCrossing, ByTheSideOfTheStart) {
    std::vector<std::string> lines(15, std::string(15, '.'));
    lines[7] = "~~~~~~~~~~~~~~~";
    lines[7][4] = '=';
    const auto sides = compute_sides(map_of(lines), Rulings{});
    const Rulings r;
    EXPECT_FALSE(needs_crossing(sides, {3, 2}, Direction::N, r));
    EXPECT_TRUE(needs_crossing(sides, {3, 2}, Direction::S, r));
    EXPECT_FALSE(needs_crossing(sides, {3, 2}, Direction::E, r));
    EXPECT_TRUE(needs_crossing(sides, {3, 2}, Direction::SE, r));
    EXPECT_FALSE(needs_crossing(sides, {3, 12}, Direction::SE, r));
    EXPECT_FALSE(needs_crossing(sides, {4, 7}, Direction::N, r)) << "on the ford: on both banks";
    EXPECT_FALSE(needs_crossing(sides, {4, 7}, Direction::S, r));
    EXPECT_TRUE(needs_crossing(sides, {8, 7}, Direction::N, r)) << "a river square reaches nothing";
}

GameState state_with(std::vector<Unit> units) {
    GameState s;
    s.squares.push_back({StratSquare{12, 94}, Nation::MX, "MX", TacticalMap{}, std::nullopt});
    s.states = {{"GB", std::nullopt}, {"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"GB", "MX", Relation::Neutral}, {"GB", "TX", Relation::Neutral},
                   {"GB", "US", Relation::Neutral}, {"MX", "TX", Relation::Neutral},
                   {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::Allied}};
    s.units = std::move(units);
    return s;
}

Unit unit(Nation n, int number, UnitType t, std::string state, UnitStatus status = UnitStatus::Active) {
    Unit u;
    u.id = UnitId{n, static_cast<std::uint16_t>(number), t};
    u.state = std::move(state);
    u.strength = 500;
    u.status = status;
    u.strategic = StratSquare{12, 94};
    return u;
}

// rules: 7.9
TEST(CrossingRestrictors, EnemyCombatUnitsAndNeutralsAtHome) {
    const Unit mover = unit(Nation::US, 1, UnitType::Infantry, "US");
    EXPECT_TRUE(crossing_restrictors(state_with({mover}), mover, Rulings{}).empty());

    const Unit hq = unit(Nation::MX, 2, UnitType::CorpsHQ, "MX");
    const Unit enemy = unit(Nation::MX, 3, UnitType::LightInfantry, "MX");
    const Unit sleeping = unit(Nation::MX, 4, UnitType::Infantry, "MX", UnitStatus::Inactive);
    const Unit ally = unit(Nation::US, 5, UnitType::Infantry, "TX");
    const Unit abroad = unit(Nation::US, 6, UnitType::Infantry, "GB");  // neutral, no home nation
    auto s = state_with({mover, hq, enemy, sleeping, ally, abroad});
    EXPECT_EQ(crossing_restrictors(s, mover, Rulings{}), std::vector<UnitId>{enemy.id});
    Rulings any;
    any.set(RulingId::InactivePresence, static_cast<int>(InactivePresence::AnyStatus));
    EXPECT_EQ(crossing_restrictors(s, mover, any), (std::vector<UnitId>{enemy.id, sleeping.id}));

    // For a Texan mover the Mexican unit is neutral: it counts in Mexico, not in the US.
    const Unit tx_mover = unit(Nation::US, 7, UnitType::Infantry, "TX");
    EXPECT_EQ(crossing_restrictors(s, tx_mover, Rulings{}), std::vector<UnitId>{enemy.id});
    s.squares[0].nation = Nation::US;
    EXPECT_TRUE(crossing_restrictors(s, tx_mover, Rulings{}).empty());
}

// Two rivers down columns 7 and 11, with fords at 7-5 and 11-9.
TacticalMap two_rivers() {
    std::vector<std::string> lines;
    for (int r = 0; r < 15; ++r) {
        std::string row(15, '.');
        row[7] = r == 5 ? '=' : '~';
        row[11] = r == 9 ? '=' : '~';
        lines.push_back(row);
    }
    return map_of(lines);
}

// rules: 8.7
TEST(RiverCrossing, AppropriateWaypoints) {
    const auto m = two_rivers();
    const Rulings r;
    EXPECT_TRUE(check_river_crossing(m, {3, 5}, TacSquare{7, 5}, {9, 5}, r).allowed);
    EXPECT_TRUE(check_river_crossing(m, {3, 5}, TacSquare{7, 5}, {9, 5}, r).changes_side);
    EXPECT_FALSE(check_river_crossing(m, {3, 5}, std::nullopt, {9, 5}, r).allowed);
    EXPECT_FALSE(check_river_crossing(m, {3, 5}, TacSquare{11, 9}, {9, 9}, r).allowed);
    EXPECT_FALSE(check_river_crossing(m, {3, 5}, TacSquare{7, 5}, {13, 5}, r).allowed) << "two rivers, one ford";
    EXPECT_FALSE(check_river_crossing(m, {3, 5}, TacSquare{7, 3}, {9, 5}, r).allowed) << "a river waypoint";
    EXPECT_TRUE(check_river_crossing(m, {7, 5}, std::nullopt, {9, 1}, r).allowed);
    EXPECT_TRUE(check_river_crossing(m, {7, 5}, std::nullopt, {1, 1}, r).allowed);
    EXPECT_TRUE(check_river_crossing(m, {9, 1}, TacSquare{11, 9}, {13, 13}, r).allowed);
    EXPECT_TRUE(check_river_crossing(m, {3, 5}, std::nullopt, {7, 3}, r).allowed) << "rule 8.5 handles rivers";

    Rulings ends;
    ends.set(RulingId::CrossingLegs, static_cast<int>(CrossingLegs::EndsOnly));
    EXPECT_TRUE(check_river_crossing(m, {3, 5}, TacSquare{9, 5}, {5, 5}, ends).allowed);
    EXPECT_EQ(check_river_crossing(m, {3, 5}, TacSquare{9, 5}, {5, 5}, ends).ruling, RulingList{RulingId::CrossingLegs});
    EXPECT_FALSE(check_river_crossing(m, {3, 5}, TacSquare{9, 5}, {5, 5}, r).allowed);
    EXPECT_FALSE(check_river_crossing(m, {3, 5}, TacSquare{8, 5}, {9, 5}, ends).allowed) << "not a crossing";
    EXPECT_EQ(check_river_crossing(m, {3, 5}, TacSquare{7, 5}, {9, 5}, r).ruling, RulingList{});
}

}  // namespace
}  // namespace umpire::gitm
