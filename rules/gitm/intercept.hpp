#pragma once
// Rule 8.11's geometry: where an interceptor meets an enemy moving through its box.
// Steps are king moves (one square in any of eight directions), so the steps from
// a to b are the larger of the column and row differences.
#include <span>

#include "model/order_form.hpp"
#include "model/square.hpp"

namespace umpire::gitm {

[[nodiscard]] constexpr int steps_between(TacSquare a, TacSquare b) noexcept {
    const int dc = a.col > b.col ? a.col - b.col : b.col - a.col;
    const int dr = a.row > b.row ? a.row - b.row : b.row - a.row;
    return dc > dr ? dc : dr;
}

// The box of a support or intercept order (rules 8.10, 8.11): every square within
// `radius` columns and rows of the centre.
[[nodiscard]] constexpr bool in_box(const ReactionBox& box, TacSquare q) noexcept {
    return steps_between(box.centre, q) <= box.radius;
}

// `leg`: the squares a mover enters on one straight leg in this phase, in order (it
// takes i + 1 steps to reach leg[i]); `leg_length`: the whole leg's length in squares
// (a leg begun in an earlier phase is longer than its part in this one). The index of
// the interception point for an interceptor standing at `at`, or -1: the leg is one
// square long, or no square of the box on the leg can be reached in as few steps as
// the mover's.
//
// Rule 8.11 puts the point at the box's edge when it can be reached in time, else at
// the first possible point of contact. Both are the first box square of the leg the
// interceptor reaches in time: the mover takes one king step per square, so a square
// reachable in time makes every later one reachable in time too, and a straight leg
// crosses the (square) box in one run of squares. A point outside the box would thus
// need the box edge to be reachable, and then the edge is the point.
[[nodiscard]] int intercept_index(std::span<const TacSquare> leg, int leg_length, TacSquare at,
                                  const ReactionBox& box) noexcept;

// Whether an interceptor at `at` reaches leg[i] in time: for the ones after the
// first, who must meet the mover where the first did (8.11).
[[nodiscard]] constexpr bool reaches_in_time(TacSquare at, TacSquare point, int index) noexcept {
    return steps_between(at, point) <= index + 1;
}

}  // namespace umpire::gitm
