#include "rules/dnd/distance.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <string>

namespace umpire::dnd {
namespace {

std::int64_t offset(int a, int b) noexcept { return std::abs(std::int64_t{a} - std::int64_t{b}); }

std::string field(std::size_t i) { return "path[" + std::to_string(i) + "]"; }

}  // namespace

Feet distance_feet(GridPoint from, GridPoint to, std::int64_t diagonals_before) noexcept {
    assert(diagonals_before >= 0);
    const std::int64_t dx = offset(from.col, to.col), dy = offset(from.row, to.row);
    const std::int64_t longer = std::max(dx, dy), shorter = std::min(dx, dy);
    const std::int64_t surcharged = diagonals_before % 2 == 0 ? shorter / 2 : (shorter + 1) / 2;
    return kSquareFeet * (longer + surcharged);
}

Expected<PathCost> path_cost(std::span<const GridPoint> path, std::int64_t diagonals_before, const GridMap* map,
                             DifficultTerrain rule, CornerCutting corners) {
    if (diagonals_before < 0) return error("the count of diagonals already taken cannot be negative", "diagonals");
    if (path.empty()) return error("a path lists at least the square it starts on", "path");
    PathCost cost{0, diagonals_before};
    for (std::size_t i = 0; i < path.size(); ++i) {
        const GridPoint p = path[i];
        if (map && !map->contains(p))
            return error("square " + to_string(p) + " is outside the map, whose squares run from 0-0 to " +
                             to_string({map->width() - 1, map->height() - 1}),
                         field(i));
        if (map && map->at(p) == GridCell::Blocked)
            return error("square " + to_string(p) + " is blocked", field(i));
        if (i == 0) continue;
        const std::int64_t dc = offset(p.col, path[i - 1].col), dr = offset(p.row, path[i - 1].row);
        if (std::max(dc, dr) != 1)
            return error("the step from " + to_string(path[i - 1]) + " to " + to_string(p) +
                             " does not go to one of the 8 neighbouring squares",
                         field(i));
        const bool diagonal = dc == 1 && dr == 1;
        if (diagonal && map) {
            const GridPoint a{p.col, path[i - 1].row}, b{path[i - 1].col, p.row};
            if (corner_blocked(corners, map->at(a), map->at(b))) {
                const bool both = map->at(a) == GridCell::Blocked && map->at(b) == GridCell::Blocked;
                const GridPoint one = map->at(a) == GridCell::Blocked ? a : b;
                return error("the diagonal step from " + to_string(path[i - 1]) + " to " + to_string(p) +
                                 (both ? " passes between blocked squares " + to_string(a) + " and " + to_string(b)
                                       : " cuts the corner of blocked square " + to_string(one)) +
                                 ", which ruling DND-CORNER-CUTTING=no-corner-cutting forbids",
                             field(i));
            }
        }
        const bool difficult = map && map->at(p) == GridCell::Difficult;
        const StepPrice s = step_price(diagonal, difficult, cost.diagonals, rule);
        cost.feet += s.feet;
        cost.diagonals += s.diagonals;
    }
    return cost;
}

}  // namespace umpire::dnd
