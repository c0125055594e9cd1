#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "golden/case_file.hpp"
#include "golden/golden_runner.hpp"
#include "rules/catalogue.hpp"
#include "rules/rulings.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

TEST(RulingsRegister, WellFormed) {
    std::set<std::string_view> codes;
    int index = 0;
    for (const auto& r : rulings_register()) {
        EXPECT_EQ(static_cast<int>(r.id), index++) << r.code;
        EXPECT_TRUE(codes.insert(r.code).second) << r.code;
        EXPECT_GE(r.alternatives.size(), 2u) << r.code;
        EXPECT_FALSE(r.question.empty());
        EXPECT_FALSE(r.why.empty());
        EXPECT_FALSE(r.rules.empty());
        for (auto id : r.rules) EXPECT_NE(find_catalogue_entry(id), nullptr) << r.code << " cites " << id;
        std::set<std::string_view> names;
        for (const auto& a : r.alternatives) EXPECT_TRUE(names.insert(a.name).second) << r.code << " " << a.name;
    }
    EXPECT_EQ(index, kRulingCount);
}

TEST(RulingsRegister, SetByNameAndRejectUnknown) {
    Rulings r;
    EXPECT_EQ(r.get<StopBeside>(), StopBeside::EnterEnemySquare);
    ASSERT_TRUE(r.set("TM-STOP-BESIDE", "halt-adjacent").ok());
    EXPECT_EQ(r.get<StopBeside>(), StopBeside::HaltAdjacent);
    const auto bad_alt = r.set("TM-STOP-BESIDE", "teleport");
    ASSERT_FALSE(bad_alt.ok());
    EXPECT_NE(bad_alt.errors().front().what.find("enter-enemy-square, halt-adjacent"), std::string::npos);
    EXPECT_FALSE(r.set("TM-NOPE", "x").ok());
    EXPECT_EQ(r.get<StopBeside>(), StopBeside::HaltAdjacent);  // a failed set changes nothing
}

// Every non-default alternative must be exercised by a golden case that chooses it
// (the DATC practice: each reading of a disputed rule has its test). A ruling with
// no effect on a golden outcome names the unit tests that cover it instead.
TEST(RulingsRegister, EveryAlternativeHasAGoldenCase) {
    // Rulings no outcome depends on yet, with the unit tests that cover them instead.
    const std::map<std::string, std::string> covered_by_unit_tests = {};
    std::set<std::pair<std::string, std::string>> chosen;
    for (const auto& path : find_cases(umpire::test_source_dir() + "/golden/cases")) {
        auto c = load_case_file(path);
        ASSERT_TRUE(c.ok()) << format(c.errors());
        for (const auto& r : c->rulings) chosen.insert({r.id, r.choice});
    }
    for (const auto& r : rulings_register()) {
        if (covered_by_unit_tests.count(std::string(r.code))) continue;
        for (std::size_t i = 1; i < r.alternatives.size(); ++i)
            EXPECT_TRUE(chosen.count({std::string(r.code), std::string(r.alternatives[i].name)}))
                << "no golden case chooses " << r.code << "=" << r.alternatives[i].name;
    }
}

}  // namespace
}  // namespace umpire
