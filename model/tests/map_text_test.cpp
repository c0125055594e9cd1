#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/map_text.hpp"

namespace umpire {
namespace {

std::string rows(int n, const std::string& row = "...............") {
    std::string s;
    for (int i = 0; i < n; ++i) s += row + "\n";
    return s;
}

Diagnostic only_error(const Expected<TacticalMap>& m) {
    EXPECT_FALSE(m.ok());
    if (m.ok()) return {};
    EXPECT_EQ(m.errors().size(), 1u) << format(m.errors());
    return m.errors().front();
}

// rules: 2.1, 2.2
TEST(MapText, ReadsEveryGlyphRowZeroFirst) {
    std::string text = "# a river with a ford\n\n";
    text += ".hH~=MPWFT.....\n";
    text += rows(13);
    text += "\n# notes between rows are skipped too\r\n";
    text += "..............~\r\n";
    const auto m = parse_map_text(text, "x.map");
    ASSERT_TRUE(m.ok()) << format(m.errors());
    const Terrain first_row[] = {Terrain::Open,     Terrain::Hills, Terrain::HighHills, Terrain::River,
                                 Terrain::Ford,     Terrain::Mountain, Terrain::Pass,   Terrain::Water,
                                 Terrain::Forest,   Terrain::Town};
    for (int c = 0; c < 10; ++c) EXPECT_EQ(m->at({c, 0}), first_row[c]) << c;
    EXPECT_EQ(m->at({14, 14}), Terrain::River);
    EXPECT_EQ(m->at({13, 14}), Terrain::Open);
    EXPECT_EQ(m->at({3, 7}), Terrain::Open);
}

// rules: 2.1, 2.2
TEST(MapText, RoundTripsThroughToLines) {
    TacticalMap map;
    map.set({4, 8}, Terrain::River);
    map.set({5, 9}, Terrain::Ford);
    map.set({0, 14}, Terrain::Mountain);
    std::string text;
    for (const auto& line : map.to_lines()) text += line + "\n";
    const auto back = parse_map_text(text, "m");
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, map);
}

// rules: 2.2
TEST(MapText, WrongGlyphIsLocated) {
    std::string text = "# title\n" + rows(3) + "....X..........\n" + rows(11);
    const auto d = only_error(parse_map_text(text, "bad.map"));
    EXPECT_EQ(d.where.file, "bad.map");
    EXPECT_EQ(d.where.line, 5);
    EXPECT_EQ(d.where.column, 5);
    EXPECT_NE(d.what.find("\"X\""), std::string::npos) << d.what;
    EXPECT_EQ(format(d).rfind("bad.map:5:5: ", 0), 0u) << format(d);
}

// rules: 2.1
TEST(MapText, WrongLengthIsLocated) {
    const auto short_row = only_error(parse_map_text(rows(2) + "..............\n" + rows(12), "f"));
    EXPECT_EQ(short_row.where.line, 3);
    EXPECT_EQ(short_row.where.column, 15);
    EXPECT_NE(short_row.what.find("row 2 has 14 squares"), std::string::npos) << short_row.what;

    const auto long_row = only_error(parse_map_text(rows(14) + "................\n", "f"));
    EXPECT_EQ(long_row.where.line, 15);
    EXPECT_EQ(long_row.where.column, 16);
    EXPECT_NE(long_row.what.find("has 16 squares"), std::string::npos) << long_row.what;
}

// rules: 2.1
TEST(MapText, TooFewOrTooManyRows) {
    const auto few = only_error(parse_map_text(rows(14), "f"));
    EXPECT_EQ(few.where.line, 15);
    EXPECT_NE(few.what.find("found 14"), std::string::npos) << few.what;
    EXPECT_FALSE(parse_map_text("", "f").ok());
    EXPECT_FALSE(parse_map_text("# only a comment\n\n", "f").ok());

    const auto many = only_error(parse_map_text("# head\n" + rows(16), "f"));
    EXPECT_EQ(many.where.line, 17);
    EXPECT_NE(many.what.find("16th"), std::string::npos) << many.what;
}

// rules: 2.1, 2.2
TEST(MapText, ManyBadLinesGiveBoundedReport) {
    const auto m = parse_map_text(rows(10000, "xxxxxxxxxxxxxxx"), "f");
    ASSERT_FALSE(m.ok());
    EXPECT_LE(m.errors().size(), 20u);
}

}  // namespace
}  // namespace umpire
