#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/turn_orders.hpp"
#include "rules/gitm/tests/combat_world.hpp"

namespace umpire::app {
namespace {

using gitm::testing::add_square;
using gitm::testing::add_unit;
using gitm::testing::sq;

GameState two_units() {
    GameState s = gitm::testing::world();
    add_square(s, sq(2, 2));
    add_unit(s, "US", 1, sq(2, 2), TacSquare(3, 3));
    add_unit(s, "MX", 1, sq(2, 2), TacSquare(12, 12));
    return s;
}

std::string submission(const std::string& unit, const std::string& to) {
    return "unit " + unit + " from gm at 2026-11-23T00:00:00Z\n  move " + to + "\nend\n";
}

// rules: 6.1
TEST(OrderFiles, SubmissionsOfEveryFileEachFromItsOwnLine) {
    const GameState s = two_units();
    const std::vector<OrderText> files{{"us.orders", "# United States\n" + submission("US1IN", "5-5")},
                                       {"mx.orders", submission("MX1IN", "9-9")}};
    const auto set = orders_in_force(s, files, Rulings{});
    ASSERT_TRUE(set.ok()) << format(set.errors());
    ASSERT_EQ(set->orders.size(), 2u);
    EXPECT_EQ(to_string(set->orders[0].unit), "US1IN");
    EXPECT_EQ(set->orders[0].orders.tactical.destination_square, TacSquare(5, 5));
    EXPECT_EQ(set->origins[0].file, 0u);
    EXPECT_EQ(set->origins[0].line, 2);
    EXPECT_EQ(to_string(set->orders[1].unit), "MX1IN");
    EXPECT_EQ(set->origins[1].file, 1u);
    EXPECT_EQ(set->origins[1].line, 1) << "a file's lines are its own, not counted on from the file before";
    EXPECT_EQ(set->files, (std::vector<std::string>{"us.orders", "mx.orders"}));
}

// A submission cannot run on into the next file: each file is parsed alone.
TEST(OrderFiles, AFileEndsItsSubmissions) {
    const GameState s = two_units();
    const std::vector<OrderText> files{{"us.orders", "unit US1IN from gm at 2026-11-23T00:00:00Z\n  move 5-5\n"},
                                       {"more.orders", "end\n"}};
    const auto set = orders_in_force(s, files, Rulings{});
    ASSERT_FALSE(set.ok());
    ASSERT_EQ(set.errors().size(), 2u) << format(set.errors());
    EXPECT_EQ(format(set.errors()[0]), "us.orders:1:1: the submission for US1IN has no `end`");
    EXPECT_EQ(set.errors()[1].where.file, "more.orders");
    EXPECT_EQ(set.errors()[1].where.line, 1);
}

// A check of the orders in force (validate_turn's "orders[i].field") lands on the
// submission's header: a case's "orders[line-1]", or the order file and its line.
TEST(OrderFiles, ACheckOfTheOrdersPointsAtTheSubmission) {
    TurnOrderSet set;
    set.orders.resize(2);
    set.origins = {{0, 4}, {1, 7}};
    set.files = {"us.orders", "mx.orders"};
    const Diagnostic in_file = on_submission(field_error("orders[1].strategic.path", "too long"), set);
    EXPECT_EQ(format(in_file), "mx.orders:7: strategic.path: too long");

    set.files.clear();
    const Diagnostic in_case = on_submission(field_error("orders[1].strategic.path", "too long"), set);
    EXPECT_EQ(in_case.where.field, "orders[6]");
    EXPECT_EQ(in_case.what, "strategic.path: too long");
    // Not an entry of the set: left as it was.
    EXPECT_EQ(on_submission(field_error("orders[2].unit", "x"), set).where.field, "orders[2].unit");
    EXPECT_EQ(on_submission(field_error("state.turn", "x"), set).where.field, "state.turn");
}

// Without credentials, each unit's first submission stands and every later one is
// refused in stream order, each naming the first (found by sorting the submissions,
// not by a search per submission).
// rules: 3.4, 6.1
TEST(OrderFiles, WithoutCredentialsEachLaterSubmissionNamesTheFirst) {
    const GameState s = two_units();
    const std::vector<OrderText> files{
        {"a.orders", submission("MX1IN", "9-9") + submission("US1IN", "5-5") + submission("MX1IN", "8-8")},
        {"b.orders", submission("US1IN", "4-4") + submission("MX1IN", "7-7")}};
    const auto set = orders_in_force(s, files, Rulings{});
    ASSERT_FALSE(set.ok());
    ASSERT_EQ(set.errors().size(), 3u) << format(set.errors());
    const std::string why = ": without \"credentials\" in the state each unit may have one, as no rule can choose between them";
    EXPECT_EQ(format(set.errors()[0]), "a.orders:7: a second submission for MX1IN (the first is at line 1)" + why);
    EXPECT_EQ(format(set.errors()[1]), "b.orders:1: a second submission for US1IN (the first is at line 4 of a.orders)" + why);
    EXPECT_EQ(format(set.errors()[2]), "b.orders:4: a second submission for MX1IN (the first is at line 1 of a.orders)" + why);
}

}  // namespace
}  // namespace umpire::app
