// Case kind "strategic-entry": a state and one unit's strategic step; what the step
// names must exist in the state, and errors point at the step's field.
#include <gtest/gtest.h>

#include <string>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"

namespace umpire {
namespace {

std::string entry_case(const std::string& step, const std::string& extra = "") {
    const std::string open = "\"...............\"";
    std::string map = "[";
    for (int r = 0; r < 15; ++r) map += open + (r < 14 ? "," : "]");
    return "{\"schema_version\": 1, \"kind\": \"strategic-entry\", \"title\": \"t\", \"rules\": [\"7.14\"],\n"
           " \"state\": {\"turn\": 2, \"states\": [{\"id\": \"MX\", \"home\": \"MX\"}, {\"id\": \"US\", \"home\": \"US\"}],\n"
           "  \"relations\": [{\"a\": \"MX\", \"b\": \"US\", \"relation\": \"hostile\"}],\n"
           "  \"squares\": [{\"square\": \"J2-Y4\", \"nation\": \"US\", \"owner\": \"US\", \"map\": " + map + "},\n"
           "              {\"square\": \"J3-Y4\", \"nation\": \"US\", \"owner\": \"US\", \"map\": " + map + "}],\n"
           "  \"units\": [{\"id\": \"US1IN\", \"state\": \"US\", \"strength\": 500, \"initiative\": 3, \"strategic\": \"J2-Y4\", \"tactical\": \"9-4\"},\n"
           "            {\"id\": \"MX1IN\", \"state\": \"MX\", \"strength\": 500, \"initiative\": 3, \"strategic\": \"J3-Y4\", \"tactical\": \"1-4\"}]},\n" +
           extra + " \"strategic_entry\": " + step + "\n}\n";
}

// rules: 7.14, es-behind
TEST(StrategicEntryCase, LoadsRunsAndRoundTrips) {
    const auto c = load_case(entry_case(R"({"unit": "US1IN", "to": "J3-Y4", "request": "2-4"})"), "e.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    const auto o = run_case(*c);
    ASSERT_TRUE(o.entry.has_value());
    EXPECT_NE(o.entry->square, (TacSquare{2, 4})) << "the enemy at 1-4 is behind the request";
    EXPECT_EQ(o.entry->trace.front().square, (TacSquare{2, 4}));
    EXPECT_TRUE(o.entry->side_rule.empty());
    EXPECT_EQ(load_case(save_case(*c), "again").value(), *c);
}

// rules: 7.14
TEST(StrategicEntryCase, AStepTheStateCannotTakeIsLocated) {
    const auto far = load_case(entry_case(R"({"unit": "US1IN",
   "to": "J5-Y4"})"), "e.json");
    ASSERT_FALSE(far.ok());
    EXPECT_EQ(far.errors().front().where.field, "strategic_entry.to");
    EXPECT_EQ(far.errors().front().where.line, 9);
    const auto nobody = load_case(entry_case(R"({"unit": "US7IN", "to": "J3-Y4"})"), "e.json");
    ASSERT_FALSE(nobody.ok());
    EXPECT_EQ(nobody.errors().front().where.field, "strategic_entry.unit");
    const auto with_order =
        load_case(entry_case(R"({"unit": "US1IN", "to": "J3-Y4"})",
                             " \"order\": {\"unit\": \"US1IN\", \"destination\": \"3-3\"},\n"), "e.json");
    ASSERT_FALSE(with_order.ok());
    ASSERT_EQ(with_order.errors().size(), 1u) << format(with_order.errors());
    EXPECT_EQ(with_order.errors().front().where.field, "order");
    EXPECT_EQ(with_order.errors().front().what,
              "a strategic-entry case has no top-level \"order\": only move and sweep cases have it");
}

}  // namespace
}  // namespace umpire
