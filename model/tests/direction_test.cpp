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

// step_direction() is the inverse of neighbour(): every step of every direction from
// squares in the corners and the middle, and nothing for the square itself, a square
// two away or one off the map.
// rules: 1.1 7.4
TEST(Direction, StepDirectionInvertsNeighbour) {
    int steps = 0;
    for (const StratSquare s : {StratSquare{0, 0}, StratSquare{139, 109}, StratSquare{0, 109}, StratSquare{70, 55}})
        for (Direction d : kAllDirections) {
            const auto n = neighbour(s, d);
            if (!n) continue;
            EXPECT_EQ(step_direction(s, *n), d) << to_string(s) << " " << code(d);
            ++steps;
        }
    EXPECT_EQ(steps, 3 * 3 + 8);
    EXPECT_FALSE(step_direction(StratSquare{70, 55}, StratSquare{70, 55}));
    EXPECT_FALSE(step_direction(StratSquare{70, 55}, StratSquare{72, 55}));
    EXPECT_FALSE(step_direction(StratSquare{70, 55}, StratSquare{69, 53}));
    EXPECT_FALSE(step_direction(StratSquare{0, 0}, StratSquare{-1, 0}));
}

}  // namespace
}  // namespace umpire
