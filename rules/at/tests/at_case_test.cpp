// Advanced Tactics scenarios through the case loader: broken references are
// located at their field, line and column; the route search and the move agree.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "golden/at_case.hpp"
#include "golden/case_file.hpp"
#include "rules/at/route.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire::at {
namespace {

std::string read(const std::string& name) {
    std::ifstream in(umpire::test_source_dir() + "/golden/cases/at/" + name + ".case.json");
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

// 1-based line and column of the first occurrence of `part`.
std::pair<int, int> position_of(const std::string& text, const std::string& part) {
    const auto at = text.find(part);
    int line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') ++line, column = 1;
        else ++column;
    }
    return {line, column};
}

Diagnostic only_error(const std::string& text) {
    const auto c = load_case(text, "at.case.json");
    EXPECT_FALSE(c.ok());
    if (c.ok()) return {};
    EXPECT_EQ(c.errors().size(), 1u) << format(c.errors());
    return c.errors().front();
}

// rules: at-movement-type
TEST(AtCaseLoader, TheGoldenScenarioLoads) {
    const auto c = load_case(read("at-movement-type-plain"), "at.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    ASSERT_NE(c->get<AtKindCase>(), nullptr);
    EXPECT_EQ(c->get<AtKindCase>()->at.scenario.units.size(), 1u);
}

// rules: at-movement-type
TEST(AtCaseLoader, UnknownLandscapeInACostIsLocated) {
    const std::string text = replaced(read("at-movement-type-plain"), R"("name": "mountain",
              "cost": 40)", R"("name": "swamp",
              "cost": 40)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.scenario.movement_types[0].landscape[2].name");
    const auto [line, column] = position_of(text, R"("name": "swamp")");
    EXPECT_EQ(d.where.line, line);
    EXPECT_EQ(d.where.column, column);  // the field's key
    EXPECT_NE(d.what.find("unknown landscape \"swamp\""), std::string::npos) << d.what;
}

// rules: at-movement-type
TEST(AtCaseLoader, UnitOffTheMapIsLocated) {
    const std::string base = read("at-movement-type-plain");
    const std::string text = replaced(base, R"("hex": "1-1")", R"("hex": "9-1")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.scenario.units[0].hex");
    EXPECT_EQ(d.where.line, position_of(text, R"("hex": "9-1")").first);
    EXPECT_NE(d.what.find("not on the 6x4 map"), std::string::npos) << d.what;
}

// rules: at-peace
TEST(AtCaseLoader, EveryPairOfRegimesNeedsARelation) {
    const std::string text = replaced(read("at-movement-type-plain"), R"("relation": "peace"
        },)", R"("relation": "peace"
        },
        {
          "a": "green",
          "b": "red",
          "relation": "war"
        },)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.scenario.relations[2]");
    EXPECT_NE(d.what.find("given twice"), std::string::npos) << d.what;
}

// rules: at-movement-type
TEST(AtCaseLoader, MapGlyphWithoutALandscapeNamesItsRow) {
    const std::string text = replaced(read("at-movement-type-plain"), R"("M...~~")", R"("M..X~~")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.scenario.map[2]");
    EXPECT_EQ(d.where.line, position_of(text, R"("M..X~~")").first);
    EXPECT_NE(d.what.find("column 3"), std::string::npos) << d.what;
}

// rules: at-road, at-river
TEST(AtCaseLoader, SideBetweenHexesThatDoNotTouch) {
    const std::string text = replaced(read("at-road-plain"), R"("b": "1-2")", R"("b": "1-3")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.scenario.sides[0].b");
    EXPECT_NE(d.what.find("not a neighbour"), std::string::npos) << d.what;
}

// rules: at-movement-type
TEST(AtCaseLoader, PathStepThatIsNotANeighbour) {
    const std::string text = replaced(read("at-movement-type-plain"), R"("path": [
        "1-2"
      ])", R"("path": [
        "1-3"
      ])");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.order.path[0]");
    EXPECT_EQ(d.where.line, position_of(text, R"("1-3")").first);
}

// rules: at-supply-rv41
TEST(AtCaseLoader, SupplyNeedsRuleVariable41) {
    const std::string text = replaced(read("at-supply-rv41-cart"), R"("rv41": "cart")", R"("rv100": false)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "at.scenario.units[0].supply");
}

// A partial move names subformation types of the unit, each once; what it carries moves.
// rules: at-movement-type, at-carry-faster
TEST(AtCaseLoader, PartialMoveNamesAreChecked) {
    const std::string base = read("at-partial-move-carried");
    const auto moving = [&](const std::string& list) {
        return replaced(base, R"("moving": [
        "truck",
        "infantry"
      ])", R"("moving": [)" + list + "]");
    };
    for (const auto& [list, field, what] :
         {std::tuple{std::string(R"("truck", "infantry", "cavalry")"), "at.order.moving[2]", "the unit has no subformation of type \"cavalry\""},
          std::tuple{std::string(R"("truck", "infantry", "truck")"), "at.order.moving[2]", "subformation type \"truck\" is named twice"},
          std::tuple{std::string(R"("truck")"), "at.order.carried[0]", "subformation type \"infantry\" is carried but not among those moving"}}) {
        const std::string text = moving(list);
        const auto d = only_error(text);
        EXPECT_EQ(d.where.field, field) << list;
        EXPECT_EQ(d.what, what) << list;
        EXPECT_GT(d.where.line, 0) << list;
    }
}

// rules: at-air-shroud-rv100
TEST(AtCaseLoader, APartialAirMissionLeavesItsGroundTroopsBehind) {
    std::string text = replaced(read("at-rv100-off-bomb-seen"), R"("type": "fighter"
            })", R"("type": "fighter"
            },
            {
              "type": "infantry"
            })");
    EXPECT_EQ(only_error(text).where.field, "at.order.mission");
    text = replaced(text, R"("mission": "bomb",)", R"("mission": "bomb", "moving": ["fighter"],)");
    EXPECT_TRUE(load_case(text, "at.case.json").ok());
}

// The route's steps, walked as a move, cost what the search says, step by step.
// rules: at-movement-type, at-road, at-visible-enemy
TEST(AtRoute, WalkedAsAMoveCostsTheSame) {
    for (const char* name : {"at-route-around-forest", "at-route-road", "at-route-ship", "at-route-fighters-airfield",
                             "at-route-avoids-enemy"}) {
        auto c = load_case(read(name), name);
        ASSERT_TRUE(c.ok()) << format(c.errors());
        const AtCase& at = c->get<AtKindCase>()->at;
        const auto w = prepare(at, true);
        ASSERT_TRUE(w.ok());
        const auto route = cheapest_route(*w, mover_for(*w, at.order, {}), *at.order.to, 1000, {});
        ASSERT_TRUE(route.has_value()) << name;
        Order walk = at.order;
        walk.to.reset();
        for (std::size_t i = 1; i < route->steps.size(); ++i) walk.path.push_back(route->steps[i].hex);
        const MoveReport m = adjudicate_move(*w, walk, Rulings{});
        EXPECT_TRUE(m.completed) << name;
        EXPECT_EQ(m.total, route->cost) << name;
        ASSERT_EQ(m.steps.size() + 1, route->steps.size());
        for (std::size_t i = 0; i < m.steps.size(); ++i) EXPECT_EQ(m.steps[i].total, route->steps[i + 1].cost) << name;
    }
}

// The three-step walk of at-move-three-steps (plain, 10 AP a step) with 20 AP and 30 AP:
// the step the unit cannot pay is refused and the move stops before it; the last AP may be
// spent.
// rules: at-ap-spend
TEST(AtMove, StopsWhereTheApRunOut) {
    for (const auto& [name, completed, end, total] :
         {std::tuple{"at-ap-spend-short", false, Hex{1, 3}, 20}, std::tuple{"at-ap-spend-exact", true, Hex{2, 3}, 30}}) {
        auto c = load_case(read(name), name);
        ASSERT_TRUE(c.ok()) << format(c.errors());
        const AtCase& at = c->get<AtKindCase>()->at;
        const auto w = prepare(at, false);
        ASSERT_TRUE(w.ok());
        const MoveReport m = adjudicate_move(*w, at.order, Rulings{});
        EXPECT_EQ(m.completed, completed) << name;
        EXPECT_EQ(m.end, end) << name;
        EXPECT_EQ(m.total, total) << name;
        ASSERT_EQ(m.steps.size(), 3u) << name;
        EXPECT_EQ(m.steps[2].allowed, completed) << name;
        if (!completed) {
            ASSERT_EQ(m.steps[2].refused.size(), 1u);
            EXPECT_EQ(m.steps[2].refused[0].rule, "at-ap-spend");
            EXPECT_EQ(m.steps[2].refused[0].why, "the step costs 10 AP and the unit has 0 of its 20 left");
        }
    }
}

}  // namespace
}  // namespace umpire::at
