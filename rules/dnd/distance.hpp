#pragma once
// Grid movement with 5-10-5 diagonals (dnd-diagonal-movement.txt): what one step,
// a whole path, and the cheapest route between two squares cost, in feet.
//
// A straight step costs 5 ft (dnd-square). Diagonal steps alternate 5 ft, 10 ft,
// 5 ft... across the whole turn, whether or not they are consecutive (dnd-parity),
// so every price here depends on how many diagonals the mover has already taken
// this turn; only that count's parity matters (the text's dnd-l-vs-diagonal example
// and dnd-cost-grid table are golden cases of these prices). Difficult terrain is
// outside the text and priced by ruling DND-DIFFICULT-TERRAIN.
//
// Feet and counts are 64-bit so that no path, however long, can overflow.
#include <cassert>
#include <cstdint>
#include <span>

#include "model/expected.hpp"
#include "model/grid.hpp"
#include "rules/rulings.hpp"

namespace umpire::dnd {

using Feet = std::int64_t;

inline constexpr int kSquareFeet = 5;

struct StepPrice {
    int feet = 0;
    int diagonals = 0;  // how far the step moves the turn's diagonal count: 0, 1 or 2
};

// One step into a neighbouring square. `diagonals_before` >= 0 (asserted).
[[nodiscard]] constexpr StepPrice step_price(bool diagonal, bool difficult, std::int64_t diagonals_before,
                                             DifficultTerrain rule) noexcept {
    assert(diagonals_before >= 0);
    const int plain = diagonal && diagonals_before % 2 == 1 ? 2 * kSquareFeet : kSquareFeet;
    if (!difficult) return {plain, diagonal ? 1 : 0};
    if (!diagonal) return {2 * kSquareFeet, 0};
    if (rule == DifficultTerrain::DoubledAsTwoDiagonals) return {3 * kSquareFeet, 2};  // 5 + 10 in either order
    return {2 * plain, 1};
}

// The cheapest route on an open grid (dnd-closed-form), generalised to any count of
// diagonals already taken. With offsets M >= m the route is m diagonals and M - m
// straight steps: 5 ft a step, plus 5 ft for each diagonal that is the turn's 2nd,
// 4th, ... one, i.e. floor(m/2) of them when the count so far is even and ceil(m/2)
// when it is odd. No route is cheaper: s >= M steps with a diagonals need
// a >= M + m - s, and each step beyond M adds 5 ft while sparing at most one 5 ft
// surcharge. With an even count this is the text's 5 * (dx + dy - ceil(m/2)).
// `diagonals_before` >= 0 (asserted).
[[nodiscard]] Feet distance_feet(GridPoint from, GridPoint to, std::int64_t diagonals_before = 0) noexcept;

struct PathCost {
    Feet feet = 0;
    std::int64_t diagonals = 0;  // the turn's diagonal count after the path, diagonals_before included
};

// A path is the squares visited in order, the start first; each step goes to one
// of the 8 neighbours. With a map, every square must lie on it and none be blocked;
// under CornerCutting::NoCornerCutting (ruling DND-CORNER-CUTTING) no diagonal step
// may pass a blocked square either (see corner_blocked()). With no map (nullptr) the
// grid is open and unbounded. Errors name the field "path[i]" of the offending
// square ("diagonals" for a negative count).
[[nodiscard]] Expected<PathCost> path_cost(std::span<const GridPoint> path, std::int64_t diagonals_before = 0,
                                           const GridMap* map = nullptr,
                                           DifficultTerrain rule = DifficultTerrain::DoubledAsTwoDiagonals,
                                           CornerCutting corners = CornerCutting::Allowed);

// Whether ruling DND-CORNER-CUTTING forbids a diagonal step that passes `side_a`
// and `side_b`, the two squares beside both its start and its end: only under
// NoCornerCutting, and only when either of them is blocked.
[[nodiscard]] constexpr bool corner_blocked(CornerCutting corners, GridCell side_a, GridCell side_b) noexcept {
    return corners == CornerCutting::NoCornerCutting &&
           (side_a == GridCell::Blocked || side_b == GridCell::Blocked);
}

}  // namespace umpire::dnd
