#include <gtest/gtest.h>

#include <string>

#include "model/square.hpp"

namespace umpire {
namespace {

// rules: 2.1
TEST(TacSquare, ParsesAndPrintsColumnRow) {
    const auto s = parse_tac_square("14-1");
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->col, 14);
    EXPECT_EQ(s->row, 1);
    EXPECT_EQ(to_string(*s), "14-1");
    EXPECT_EQ(s->index(), 1 * 15 + 14);
    EXPECT_EQ(TacSquare::from_index(s->index()), *s);
}

// rules: 2.1
TEST(TacSquare, RejectsTextOffTheMapOrMalformed) {
    for (const char* bad : {"", "5", "5-", "-5", "15-0", "0-15", "05-1", "1-01", "a-1", "1-1-1", "+1-2", " 1-2", "1-2 "}) {
        const auto s = parse_tac_square(bad);
        EXPECT_FALSE(s.ok()) << bad;
        if (!s.ok()) {
            EXPECT_NE(s.errors().front().what.find("rule 2.1"), std::string::npos) << bad;
        }
    }
}

// rules: 1.1
TEST(StratSquare, MexicoCityIsJ2Y4) {
    const auto s = parse_strat_square("J2-Y4");
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->col, 92);  // J = 9th letter after A, digit 2
    EXPECT_EQ(s->row, 94);  // Y = 9th letter after P, digit 4
    EXPECT_EQ(to_string(*s), "J2-Y4");
}

// rules: 1.1
TEST(StratSquare, CornersAndRejections) {
    EXPECT_EQ(to_string(StratSquare{0, 0}), "A0-P0");
    EXPECT_EQ(to_string(StratSquare{139, 109}), "N9-Z9");
    for (const char* bad : {"O0-P0", "A0-O9", "A0P0", "a0-p0", "A0-P", "N9-Z10", ""})
        EXPECT_FALSE(parse_strat_square(bad).ok()) << bad;
    for (int c = 0; c < kStratColumns; c += 7)
        for (int r = 0; r < kStratRows; r += 5) {
            const StratSquare s{static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)};
            EXPECT_EQ(parse_strat_square(to_string(s)).value(), s);
        }
}

// Each square of the map has its own index, in the order squares compare (row
// first): the index of every table by square and of draws keyed by square.
// rules: 1.1
TEST(StratSquare, IndexIsReadingOrder) {
    EXPECT_EQ((StratSquare{0, 0}.index()), 0);
    EXPECT_EQ((StratSquare{1, 0}.index()), 1);
    EXPECT_EQ((StratSquare{0, 1}.index()), kStratColumns);
    EXPECT_EQ((StratSquare{92, 94}.index()), 94 * 140 + 92);  // J2-Y4
    EXPECT_EQ((StratSquare{139, 109}.index()), kStratColumns * kStratRows - 1);
    int last = -1;
    for (std::int16_t r = 0; r < kStratRows; ++r)
        for (std::int16_t c = 0; c < kStratColumns; ++c) {
            const int i = StratSquare{c, r}.index();
            ASSERT_EQ(i, last + 1) << c << "," << r;
            last = i;
        }
}

// Every square's short text is the text parse reads back, and a sentinel (the
// empty TacSquare of a report's "no square") still prints its numbers.
TEST(ShortText, EverySquarePrintsAsItParses) {
    for (int c = 0; c < kTacSize; ++c)
        for (int r = 0; r < kTacSize; ++r) {
            const TacSquare s{c, r};
            const auto back = parse_tac_square(short_text(s));
            ASSERT_TRUE(back.ok()) << c << "," << r;
            EXPECT_EQ(*back, s);
            EXPECT_EQ(to_string(s), std::string(short_text(s)));
        }
    EXPECT_EQ(std::string(short_text(TacSquare{-1, -1})), "-1--1");
    EXPECT_EQ(std::string(short_text(TacSquare{-128, 127})), "-128-127");
    for (std::int16_t c = 0; c < kStratColumns; ++c)
        for (std::int16_t r = 0; r < kStratRows; ++r) {
            const StratSquare s{c, r};
            const auto back = parse_strat_square(short_text(s));
            ASSERT_TRUE(back.ok()) << c << "," << r;
            EXPECT_EQ(*back, s);
        }
}

TEST(ShortText, NumbersAndPieces) {
    // Numbers in decimal, without sign or leading zeros (print_decimal, which every
    // printer of squares and ids uses).
    const auto number = [](unsigned v) {
        char digits[10];
        return std::string(digits, print_decimal(digits, v));
    };
    ShortText t;
    t += "US";
    t += number(0);
    t += '-';
    t += number(4294967295u);
    EXPECT_EQ(t.view(), "US0-4294967295");
    EXPECT_EQ(t.str().size(), 14u);
    EXPECT_EQ(ShortText{}.view(), "");
}

}  // namespace
}  // namespace umpire
