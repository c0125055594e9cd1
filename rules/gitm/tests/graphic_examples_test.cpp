// The three drawn examples of gitm-tactical-movement.txt, transcribed here by hand
// from the text (B = the text's T/U, U = U), compared with what the engine decides
// when an enemy or a lake is put on each square in turn (the golden sweep cases).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

std::set<std::string> names(const std::vector<TacSquare>& v) {
    std::set<std::string> s;
    for (auto q : v) s.insert(to_string(q));
    return s;
}

void expect_marks(const std::string& case_name, const std::set<std::string>& both, const std::set<std::string>& unit_only) {
    auto c = load_case_file(umpire::test_source_dir() + "/golden/cases/gitm/tactical-movement/" + case_name + ".case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    const auto out = run_case(*c);
    ASSERT_TRUE(out.sweep.has_value());
    std::set<std::string> units = both;
    units.insert(unit_only.begin(), unit_only.end());
    EXPECT_EQ(names(out.sweep->unit_blocks), units) << case_name;
    EXPECT_EQ(names(out.sweep->terrain_blocks), both) << case_name;
}

// rules: tm-graphic-1 tm-case-1
TEST(DrawnExamples, OneAlongARow) {
    expect_marks("tm-graphic-1-caption", {"2-1", "3-1", "4-1", "5-1"}, {});
    expect_marks("tm-graphic-1-drawing", {"2-3", "3-3", "4-3", "5-3"}, {});
}

// rules: tm-graphic-2 tm-case-2
TEST(DrawnExamples, TwoDiagonal) {
    expect_marks("tm-graphic-2", {"2-5", "3-4", "4-3", "5-2"},
                 {"2-6", "1-5", "3-5", "2-4", "4-4", "3-3", "5-3", "4-2"});
}

// rules: tm-graphic-3 tm-case-3
TEST(DrawnExamples, ThreeFractional) {
    expect_marks("tm-graphic-3", {"2-3", "3-3", "4-4", "5-4", "6-5"}, {"2-2", "3-4", "4-3", "5-5"});
}

}  // namespace
}  // namespace umpire
