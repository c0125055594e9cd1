// The stacking and restack case kinds and the model fields they brought (a
// square's city, a militia's home city, the deployment turn): loading, the
// kind-specific checks, and the round trip.
#include <gtest/gtest.h>

#include <string>

#include "golden/case_file.hpp"

namespace umpire {
namespace {

constexpr std::string_view kStacking = R"({
  "schema_version": 1,
  "kind": "stacking",
  "title": "a militia company inactivates in its home city",
  "rules": ["1.4", "11.2"],
  "state": {
    "turn": 2,
    "states": [{"id": "MX", "home": "MX"}],
    "squares": [{"square": "J2-Y4", "nation": "MX", "owner": "MX", "city": "Puebla", "map": [
      "...............", "...............", "...............", "...............", "...............",
      "...............", "...............", "...............", "...............", "...............",
      "...............", "...............", "...............", "...............", "..............."]}],
    "units": [
      {"id": "MX5MI", "state": "MX", "strength": 400, "initiative": 3, "strategic": "J2-Y4", "tactical": "7-7",
       "home_city": "Puebla"}
    ]
  },
  "placement": {"unit": "MX5MI", "strategic": "J2-Y4", "tactical": "7-7", "status": "inactive"}
}
)";

std::string with(std::string_view from, std::string_view to) {
    std::string text(kStacking);
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

Diagnostic only_error(const std::string& text) {
    const auto c = load_case(text, "stack.case.json");
    EXPECT_FALSE(c.ok());
    if (c.ok()) return {};
    EXPECT_EQ(c.errors().size(), 1u) << format(c.errors());
    return c.errors().front();
}

// rules: 1.4 11.2 7.18
TEST(StackingCase, LoadsAndSurvivesTheRoundTrip) {
    const auto c = load_case(kStacking, "stack.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    const auto& stacking = std::get<StackingCase>(c->payload);
    EXPECT_EQ(stacking.state.squares[0].city, "Puebla");
    EXPECT_EQ(stacking.state.units[0].home_city, "Puebla");
    EXPECT_FALSE(stacking.state.deployment);
    EXPECT_EQ(stacking.placement.status, UnitStatus::Inactive);
    EXPECT_FALSE(stacking.placement.in_fort.has_value());
    const std::string saved = save_case(*c);
    const auto again = load_case(saved, "saved.case.json");
    ASSERT_TRUE(again.ok()) << format(again.errors());
    EXPECT_EQ(*again, *c);
    EXPECT_EQ(save_case(*again), saved);
}

// rules: 1.4
TEST(StackingCase, PlacementOfAnUnknownUnitIsLocated) {
    const auto d = only_error(with(R"("placement": {"unit": "MX5MI")", R"("placement": {"unit": "MX6MI")"));
    EXPECT_EQ(d.where.field, "placement.unit");
    EXPECT_GT(d.where.line, 0);
}

// rules: 11.2
TEST(StackingCase, OnlyMilitiaHaveAHomeCity) {
    const auto d = only_error(with(R"("id": "MX5MI")", R"("id": "MX5IN")"));
    EXPECT_EQ(d.where.field, "state.units[0].home_city");
}

// rules: 7.18
TEST(StackingCase, ARestackNeedsADeploymentTurnAndNoPlacement) {
    std::string restack = with(R"("kind": "stacking")", R"("kind": "restack")");
    const auto at = restack.find(R"(,
  "placement")");
    ASSERT_NE(at, std::string::npos);
    restack.erase(at, restack.find('}', at) + 1 - at);
    EXPECT_EQ(only_error(restack).where.field, "state.deployment");
    const auto turn = restack.find(R"("turn": 2,)");
    restack.insert(turn + 10, R"( "deployment": true,)");
    const auto c = load_case(restack, "restack.case.json");
    EXPECT_TRUE(c.ok()) << format(c.errors());
}

// rules: 1.4
TEST(StackingCase, APlacementBelongsToAStackingCase) {
    const auto c = load_case(with(R"("kind": "stacking")", R"("kind": "move")"), "stack.case.json");
    ASSERT_FALSE(c.ok());
    ASSERT_EQ(c.errors().size(), 1u) << format(c.errors());
    EXPECT_EQ(c.errors().front().where.field, "placement");
    EXPECT_EQ(c.errors().front().what, "a move case has no top-level \"placement\": only a stacking case has it");
}

}  // namespace
}  // namespace umpire
