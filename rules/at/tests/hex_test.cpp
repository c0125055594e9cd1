#include <gtest/gtest.h>

#include <set>

#include "rules/at/hex.hpp"
#include "rules/at/step.hpp"

namespace umpire::at {
namespace {

// rules: at-movement-type
TEST(AtHex, NeighboursAreMutualAndOneApart) {
    for (int c = -3; c <= 3; ++c)
        for (int r = -3; r <= 3; ++r) {
            const Hex h{c, r};
            std::set<Hex> seen;
            for (int d = 0; d < kDirections; ++d) {
                const Hex n = neighbour(h, d);
                EXPECT_TRUE(seen.insert(n).second) << to_string(h) << " direction " << d;
                EXPECT_EQ(hex_distance(h, n), 1);
                EXPECT_EQ(neighbour(n, opposite(d)), h);
                EXPECT_EQ(direction_between(h, n), d);
            }
            EXPECT_EQ(direction_between(h, h), std::nullopt);
        }
}

// rules: at-movement-type
TEST(AtHex, OddColumnsSitHalfAHexLower) {
    EXPECT_EQ(neighbour({1, 1}, 1), (Hex{2, 1}));  // north-east of an odd column: same row
    EXPECT_EQ(neighbour({2, 1}, 1), (Hex{3, 0}));  // north-east of an even column: the row above
    EXPECT_EQ(hex_distance({0, 0}, {3, 0}), 3);
    EXPECT_EQ(hex_distance({0, 0}, {0, 4}), 4);
    EXPECT_EQ(hex_distance({0, 0}, {4, 2}), 4);
    EXPECT_EQ(hex_distance({1, 1}, {3, 0}), 2);
}

// rules: at-movetype-mod, at-moveredux, at-air-half
TEST(AtRounding, BothAlternatives) {
    EXPECT_EQ(percent_of(15, 50, AtRounding::HalfUp), 8);
    EXPECT_EQ(percent_of(15, 50, AtRounding::Down), 7);
    EXPECT_EQ(percent_of(14, 150, AtRounding::HalfUp), 21);
    EXPECT_EQ(percent_of(3, 33, AtRounding::HalfUp), 1);
    EXPECT_EQ(percent_of(3, 33, AtRounding::Down), 0);
    EXPECT_EQ(half_of(15, AtRounding::HalfUp), 8);
    EXPECT_EQ(half_of(15, AtRounding::Down), 7);
    EXPECT_EQ(half_of(0, AtRounding::HalfUp), 0);
    EXPECT_EQ(half_of(1, AtRounding::Down), 0);
}

}  // namespace
}  // namespace umpire::at
