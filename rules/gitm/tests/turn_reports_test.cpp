// TurnReports (rules/gitm/reports/turn_report.hpp) keeps its own copies of the
// rulings and parameters: a caller may build it from temporaries.
#include <gtest/gtest.h>

#include "rules/gitm/reports/turn_report.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

// Rulings{} and ParamSet{} given in place end with the statement that builds the
// reports; the reports were read from them afterwards (AddressSanitizer's
// stack-use-after-scope, and in a release build whatever the stack then held).
// rules: 4.1, 4.4
TEST(TurnReports, ReportsFromTemporaryRulingsAndParametersAreTheNamedOnes) {
    GameState s = testing::world();
    add_square(s, sq(2, 2));
    add_square(s, sq(3, 2));
    const Unit& us = add_unit(s, "US", 1, sq(2, 2), TacSquare(3, 3));
    const UnitId us_id = us.id;
    add_unit(s, "MX", 1, sq(3, 2), TacSquare(2, 3));
    const TurnOutcome turn = resolve_turn(s, {}, Seed{3}, Rulings{});
    const Readers who{"", {us_id}, {us_id}, {}};

    const Rulings rulings;
    const ParamSet params;
    const PlayerReport named = TurnReports(s, &turn, Seed{3}, rulings, params).report(who);
    const TurnReports in_place(s, &turn, Seed{3}, Rulings{}, ParamSet{});
    EXPECT_EQ(in_place.report(who), named);
    EXPECT_NE(named, PlayerReport{}) << "the report says something to compare";
}

}  // namespace
}  // namespace umpire::gitm
