#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/grid.hpp"

namespace umpire {
namespace {

TEST(GridPoint, ParsesNegativeAndLargeCoordinates) {
    const auto p = parse_grid_point("-3--5");
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(*p, (GridPoint{-3, -5}));
    EXPECT_EQ(parse_grid_point("4-4").value(), (GridPoint{4, 4}));
    EXPECT_EQ(parse_grid_point("0--1").value(), (GridPoint{0, -1}));
    EXPECT_EQ(parse_grid_point("-12-7").value(), (GridPoint{-12, 7}));
    EXPECT_EQ(parse_grid_point("1000000--1000000").value(), (GridPoint{1'000'000, -1'000'000}));
    for (const char* text : {"0-0", "-3--5", "14-1", "-1000000-1000000", "7--999999"})
        EXPECT_EQ(to_string(parse_grid_point(text).value()), text);
}

TEST(GridPoint, RejectsMalformedOrOutOfBoundsText) {
    for (const char* bad : {"", "5", "-5", "5-", "-", "--", "--5-1", "1-2-3", "+1-2", "1-+2", "01-2", "1-02",
                            "-0-1", "1--0", " 1-2", "1-2 ", "a-1", "1-b", "1000001-0", "0--1000001",
                            "99999999999-1", "1.5-2"}) {
        const auto p = parse_grid_point(bad);
        EXPECT_FALSE(p.ok()) << bad;
        if (!p.ok()) {
            EXPECT_NE(p.errors().front().what.find("\"" + std::string(bad)), std::string::npos) << bad;
        }
    }
    EXPECT_NE(parse_grid_point("1000001-0").errors().front().what.find("column"), std::string::npos);
    EXPECT_NE(parse_grid_point("0-1000001").errors().front().what.find("row"), std::string::npos);
    EXPECT_NE(parse_grid_point("12").errors().front().what.find("col-row"), std::string::npos);
}

TEST(GridPoint, ReadingOrder) {
    EXPECT_LT((GridPoint{5, 0}), (GridPoint{0, 1}));
    EXPECT_LT((GridPoint{-1, 2}), (GridPoint{0, 2}));
}

TEST(GridMap, LoadsGlyphsAndPrintsThemBack) {
    const std::vector<std::string> lines = {"..#:", ":...", "####"};
    const auto m = GridMap::from_lines(lines);
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(m->width(), 4);
    EXPECT_EQ(m->height(), 3);
    EXPECT_EQ(m->at({2, 0}), GridCell::Blocked);
    EXPECT_EQ(m->at({3, 0}), GridCell::Difficult);
    EXPECT_EQ(m->at({1, 1}), GridCell::Open);
    EXPECT_TRUE(m->contains({3, 2}));
    EXPECT_FALSE(m->contains({4, 0}));
    EXPECT_FALSE(m->contains({0, -1}));
    EXPECT_EQ(m->to_lines(), lines);
    // Text with Windows line ends and a final newline reads the same.
    EXPECT_EQ(GridMap::from_text("..#:\r\n:...\r\n####\r\n").value(), *m);
    EXPECT_EQ(GridMap::from_text("..#:\n:...\n####").value(), *m);
}

TEST(GridMap, ErrorsGiveLineAndColumn) {
    const auto glyph = GridMap::from_text("...\n..x\n...\n");
    ASSERT_FALSE(glyph.ok());
    EXPECT_EQ(glyph.errors().front().where.line, 2);
    EXPECT_EQ(glyph.errors().front().where.column, 3);
    EXPECT_NE(glyph.errors().front().what.find("\"x\""), std::string::npos);
    EXPECT_EQ(format(glyph.errors().front()).substr(0, 5), "2:3: ");

    const auto ragged = GridMap::from_text("....\n..\n....\n.....\n");
    ASSERT_FALSE(ragged.ok());
    ASSERT_EQ(ragged.errors().size(), 2u);
    EXPECT_EQ(ragged.errors()[0].where.line, 2);
    EXPECT_EQ(ragged.errors()[0].where.column, 3);
    EXPECT_EQ(ragged.errors()[1].where.line, 4);
    EXPECT_EQ(ragged.errors()[1].where.column, 5);

    EXPECT_FALSE(GridMap::from_text("").ok());
    EXPECT_EQ(GridMap::from_text("\n..\n").errors().front().where.line, 1);
    EXPECT_EQ(GridMap::from_text("..\n\n..\n").errors().front().where.line, 2);

    const auto wide = GridMap::from_text(std::string(1001, '.'));
    ASSERT_FALSE(wide.ok());
    EXPECT_EQ(wide.errors().front().where.column, 1001);
    std::string tall;
    for (int i = 0; i < 1001; ++i) tall += ".\n";
    const auto too_tall = GridMap::from_text(tall);
    ASSERT_FALSE(too_tall.ok());
    EXPECT_EQ(too_tall.errors().front().where.line, 1001);
    std::string biggest;
    for (int i = 0; i < 1000; ++i) biggest += std::string(1000, ':') + "\n";
    EXPECT_TRUE(GridMap::from_text(biggest).ok());

    // A file of nothing but bad glyphs gets a bounded report.
    std::string junk;
    for (int i = 0; i < 500; ++i) junk += "xxxx\n";
    EXPECT_LE(GridMap::from_text(junk).errors().size(), 21u);
}

}  // namespace
}  // namespace umpire
