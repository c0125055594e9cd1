#include "model/direction.hpp"

#include <gtest/gtest.h>

namespace umpire {
namespace {

// rules: 7.1
TEST(Direction, CodesRoundTripAndRejectOthers) {
    for (Direction d : kAllDirections) EXPECT_EQ(direction_from_code(code(d)), d);
    EXPECT_FALSE(direction_from_code("n"));
    EXPECT_FALSE(direction_from_code("NNE"));
    EXPECT_FALSE(direction_from_code(""));
}

// rules: 1.1, 2.1
TEST(Direction, NorthIsRowDecreasingAndOppositesCancel) {
    EXPECT_EQ(drow(Direction::N), -1);
    EXPECT_EQ(dcol(Direction::E), 1);
    for (Direction d : kAllDirections) {
        EXPECT_EQ(dcol(opposite(d)), -dcol(d));
        EXPECT_EQ(drow(opposite(d)), -drow(d));
        EXPECT_EQ(is_diagonal(d), static_cast<int>(d) % 2 == 1);
    }
}

// rules: 1.1
TEST(Direction, NeighbourStopsAtTheMapEdge) {
    EXPECT_FALSE(neighbour(StratSquare{0, 0}, Direction::NW));
    EXPECT_FALSE(neighbour(StratSquare{139, 5}, Direction::E));
    const auto n = neighbour(StratSquare{10, 20}, Direction::SW);
    ASSERT_TRUE(n);
    EXPECT_EQ(*n, (StratSquare{9, 21}));
}

}  // namespace
}  // namespace umpire
