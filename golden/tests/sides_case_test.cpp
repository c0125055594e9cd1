// Case kind "sides": a top-level "map" and nothing else to adjudicate; its errors
// point into the map like those of a state's maps.
#include <gtest/gtest.h>

#include <string>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"

namespace umpire {
namespace {

std::string sides_case(const std::string& row3, const std::string& extra = "") {
    std::string s = "{\n  \"schema_version\": 1,\n  \"kind\": \"sides\",\n  \"title\": \"t\",\n  \"rules\": [\"8.7\"],\n" +
                    extra + "  \"map\": [\n";
    for (int r = 0; r < 15; ++r) s += std::string("    \"") + (r == 3 ? row3 : "...............") + (r < 14 ? "\",\n" : "\"\n");
    return s + "  ]\n}\n";
}

// rules: 8.7, 2.2
TEST(SidesCase, LoadsAndRuns) {
    const auto c = load_case(sides_case("~~~~~~~=~~~~~~~"), "s.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    const auto o = run_case(*c);
    ASSERT_TRUE(o.sides.has_value());
    ASSERT_EQ(o.sides->sides.size(), 2u);
    EXPECT_EQ(o.sides->drawing[3], "~~~~~~~=~~~~~~~");
    EXPECT_EQ(o.sides->drawing[0], "aaaaaaaaaaaaaaa");
    EXPECT_EQ(o.sides->drawing[14], "bbbbbbbbbbbbbbb");
    ASSERT_EQ(o.sides->crossings.size(), 1u);
    EXPECT_EQ(o.sides->crossings[0].sides, "ab");
    EXPECT_EQ(load_case(save_case(*c), "again").value(), *c);
}

// rules: 2.2
TEST(SidesCase, BadGlyphIsLocatedInTheMap) {
    const auto c = load_case(sides_case("......X........"), "s.json");
    ASSERT_FALSE(c.ok());
    const auto& d = c.errors().front();
    EXPECT_EQ(d.where.field, "map[3]");
    EXPECT_EQ(d.where.line, 10);  // the map's fourth row
    EXPECT_NE(d.what.find("\"X\""), std::string::npos) << d.what;
}

// rules: 8.7
TEST(SidesCase, KindAndMapGoTogether) {
    EXPECT_FALSE(load_case(sides_case("...............", "  \"from\": \"1-1\",\n"), "s.json").ok());
    std::string no_map = sides_case("...............");
    no_map = no_map.substr(0, no_map.find(",\n  \"map\"")) + "\n}\n";
    const auto c = load_case(no_map, "s.json");
    ASSERT_FALSE(c.ok());
    EXPECT_NE(format(c.errors()).find("needs a \"map\""), std::string::npos) << format(c.errors());
    std::string as_path = sides_case("...............", "  \"from\": \"1-1\",\n  \"to\": \"2-2\",\n");
    as_path.replace(as_path.find("\"sides\""), 7, "\"path\"");
    const auto p = load_case(as_path, "p.json");
    ASSERT_FALSE(p.ok());
    ASSERT_EQ(p.errors().size(), 1u) << format(p.errors());
    EXPECT_EQ(p.errors().front().where.field, "map");
    EXPECT_EQ(p.errors().front().what, "a path case has no top-level \"map\": only a sides case has it");
}

}  // namespace
}  // namespace umpire
