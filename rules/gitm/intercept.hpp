#pragma once
// Rule 8.11's geometry: where an interceptor meets an enemy moving through its box.
// Steps are king moves (one square in any of eight directions), so the steps from
// a to b are the larger of the column and row differences.
#include <span>

#include "model/order_form.hpp"
#include "model/square.hpp"
#include "rules/rulings.hpp"

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

// `leg`: the squares a mover enters on one straight leg, in order (it takes i + 1
// steps to reach leg[i]). The index of the interception point for an interceptor
// standing at `at`, or -1 when it cannot intercept on this leg: the leg is one
// square long, or no square of the box on the leg can be reached in as few steps as
// the mover's. The point is the first box square of the leg when that can be
// reached in time, else the first point of contact (INTERCEPT-POINT).
[[nodiscard]] int intercept_index(std::span<const TacSquare> leg, TacSquare at, const ReactionBox& box,
                                  InterceptPoint rule) noexcept;

// Whether an interceptor at `at` reaches leg[i] in time: for the ones after the
// first, who must meet the mover where the first did (8.11).
[[nodiscard]] constexpr bool reaches_in_time(TacSquare at, TacSquare point, int index) noexcept {
    return steps_between(at, point) <= index + 1;
}

}  // namespace umpire::gitm
