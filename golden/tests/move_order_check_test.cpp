// validate_move (rules/gitm/tactical_move.hpp) on the state of a golden move case:
// an order that cannot be adjudicated is named at its field. The case loader meets
// only the first of these (its JSON reader already refuses a square off the map,
// and the state invariants a unit outside the squares); the others guard callers
// that build orders themselves.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "golden/case_file.hpp"
#include "golden/tests/source_dir.hpp"
#include "rules/gitm/tactical_move.hpp"

namespace umpire {
namespace {

std::vector<std::string> problems(const GameState& s, const TacticalMoveOrder& o) {
    std::vector<std::string> out;
    for (const auto& d : gitm::validate_move(s, o)) out.push_back(d.where.field + ": " + d.what);
    return out;
}

// rules: 8.2
TEST(MoveOrderCheck, EachFieldThatCannotBeAdjudicatedIsNamed) {
    auto c = load_case_file(test_source_dir() + "/golden/cases/gitm/tactical-movement/r8-2-own-square.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    const MoveCase* mc = c->get<MoveCase>();
    ASSERT_NE(mc, nullptr);
    const GameState& state = mc->state;
    TacticalMoveOrder o = mc->order;
    EXPECT_TRUE(problems(state, o).empty());

    TacticalMoveOrder ghost = o;
    ghost.unit = UnitId{Nation::MX, 99, UnitType::Infantry};
    ghost.destination = TacSquare{-1, 0};
    EXPECT_EQ(problems(state, ghost), (std::vector<std::string>{"order.unit: no unit MX99IN in the state"}));

    o.destination = TacSquare{15, 3};
    o.waypoint = TacSquare{3, -1};
    EXPECT_EQ(problems(state, o), (std::vector<std::string>{"order.destination: off the tactical map",
                                                            "order.waypoint: off the tactical map"}));
    o.destination = mc->order.destination;
    o.waypoint = TacSquare{3, 3};
    EXPECT_TRUE(problems(state, o).empty());

    GameState moved = state;
    for (Unit& u : moved.units)
        if (u.id == o.unit) u.strategic = StratSquare{0, 0};
    ASSERT_EQ(moved.square(StratSquare{0, 0}), nullptr);
    EXPECT_EQ(problems(moved, o), (std::vector<std::string>{"order.unit: the unit's strategic square " +
                                                            to_string(StratSquare{0, 0}) + " has no tactical map"}));
}

}  // namespace
}  // namespace umpire
