// Rule 8.11's interception point (rules/gitm/intercept.hpp) on a few legs.
#include "rules/gitm/intercept.hpp"

#include <gtest/gtest.h>

#include <array>
#include <span>

namespace umpire::gitm {
namespace {

ReactionBox box_at(TacSquare centre, int radius) {
    ReactionBox b;
    b.centre = centre;
    b.radius = radius;
    return b;
}

// rules: 8.11
TEST(InterceptPoint, FirstBoxSquareOfTheLegReachedInTime) {
    // The mover walks east along row 7; the box is 10-7 and its neighbours.
    const std::array<TacSquare, 4> leg{TacSquare{8, 7}, TacSquare{9, 7}, TacSquare{10, 7}, TacSquare{11, 7}};
    const ReactionBox box = box_at({10, 7}, 1);
    EXPECT_EQ(intercept_index(leg, 4, {10, 8}, box), 1);   // 9-7: one step away, the mover's second
    EXPECT_EQ(intercept_index(leg, 4, {10, 11}, box), 3);  // four steps: only 11-7, the mover's fourth, in time
    EXPECT_EQ(intercept_index(leg, 4, {10, 12}, box), -1);
    EXPECT_EQ(intercept_index(leg, 1, {10, 8}, box), -1);  // a one-square move cannot be intercepted
}

// rules: 8.11
TEST(InterceptPoint, OnlyTheSquaresOfThisPhasesLegCount) {
    // The leg of this phase is the first two squares; 10-7, where the box is, comes
    // later, even though it follows in memory.
    const std::array<TacSquare, 3> squares{TacSquare{8, 7}, TacSquare{9, 7}, TacSquare{10, 7}};
    const ReactionBox box = box_at({10, 7}, 0);
    EXPECT_EQ(intercept_index(std::span<const TacSquare>(squares).first(2), 3, {10, 7}, box), -1);
    EXPECT_EQ(intercept_index(squares, 3, {10, 7}, box), 2);
}

}  // namespace
}  // namespace umpire::gitm
