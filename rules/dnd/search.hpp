#pragma once
// Cheapest movement around obstacles and difficult terrain, where the closed form
// of distance.hpp no longer applies: the distance field from a start, the squares
// reachable within a speed (dnd-movement-circle) and the cheapest path.
//
// The search is Dijkstra's over states (square, parity of the turn's diagonal
// count) of a bounded rectangle (rules/dnd/state_graph.hpp); the parity is part of
// the state because the price of the next diagonal depends on it (dnd-parity).
// Every step costs 5 to 20 ft, so the queue is a ring of buckets by feet (Dial's),
// and a search touches only the states it queues. The reach of a speed on a map
// searches only the part of the map that speed could cover, so its cost follows
// the reach, not the map. Costs are those of step_price(), so a path found here and priced by
// path_cost() always agree, and on open ground both agree with distance_feet().
//
// Obstacles: a blocked square cannot be entered. The text has no obstacles at
// all, so whether a diagonal step may cut the corner of a blocked square or pass
// between two of them is ruling DND-CORNER-CUTTING (CornerCutting): by default it
// may; under NoCornerCutting it may not, in the search as in path_cost().
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "model/expected.hpp"
#include "model/grid.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/rulings.hpp"

namespace umpire::dnd {

// A search visits at most this many squares: a 1000x1000 map, or open ground
// 500 squares each way from the start.
inline constexpr std::int64_t kMaxSearchCells = 1001 * 1001;
// Without a map the reach of a speed is searched in the square of side
// 2 * speed / 5 + 1 around the start (no step costs under 5 ft).
inline constexpr Feet kMaxOpenSpeed = 2500;

// The rectangle a search may visit, and what its squares are: a map's squares, or
// open ground anywhere on the unbounded grid.
class SearchArea {
public:
    SearchArea() = default;  // empty: contains no square
    // Asserts width, height >= 1 and width * height <= kMaxSearchCells.
    [[nodiscard]] static SearchArea open(GridPoint top_left, int width, int height) noexcept;
    // The whole map; the map must outlive the area.
    [[nodiscard]] static SearchArea of(const GridMap& map) noexcept;
    // The squares of the map within `radius` squares of `centre` along both axes
    // (a square of side 2 * radius + 1 cut to the map). Asserts centre on the map,
    // radius >= 0.
    [[nodiscard]] static SearchArea around(const GridMap& map, GridPoint centre, std::int64_t radius) noexcept;

    [[nodiscard]] const GridMap* map() const noexcept { return map_; }  // nullptr: open ground
    // Where the top left square is among the map's cells (row-major); 0 on open ground.
    [[nodiscard]] std::size_t map_offset() const noexcept {
        return map_ ? static_cast<std::size_t>(top_left_.row) * static_cast<std::size_t>(map_->width()) +
                          static_cast<std::size_t>(top_left_.col)
                    : 0;
    }
    [[nodiscard]] GridPoint top_left() const noexcept { return top_left_; }
    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }
    [[nodiscard]] std::size_t cells() const noexcept {
        return static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
    }
    [[nodiscard]] bool contains(GridPoint p) const noexcept {
        return p.col >= top_left_.col && p.col - top_left_.col < width_ && p.row >= top_left_.row &&
               p.row - top_left_.row < height_;
    }
    // Open for every square of open ground. Asserts contains(p).
    [[nodiscard]] GridCell at(GridPoint p) const noexcept;
    // Row-major position of p in the rectangle, and back. Assert contains / range.
    [[nodiscard]] std::size_t index(GridPoint p) const noexcept;
    [[nodiscard]] GridPoint point(std::size_t index) const noexcept;

private:
    GridPoint top_left_;
    int width_ = 0;
    int height_ = 0;
    const GridMap* map_ = nullptr;
};

// The cheapest feet from one start to each square of an area, within a budget.
class DistanceField {
public:
    DistanceField() = default;
    // `feet` holds two states per square of `area`, [2 * index + parity]; a value
    // above `budget` means not reached.
    DistanceField(const SearchArea& area, Feet budget, std::vector<std::int32_t> feet) noexcept;

    [[nodiscard]] const SearchArea& area() const noexcept { return area_; }
    [[nodiscard]] Feet budget() const noexcept { return budget_; }
    // nullopt: outside the area, blocked, or dearer than the budget.
    [[nodiscard]] std::optional<Feet> feet(GridPoint p) const noexcept;
    // The same for arriving with an even (0) or odd (1) diagonal count.
    [[nodiscard]] std::optional<Feet> feet(GridPoint p, int parity) const noexcept;

private:
    SearchArea area_;
    Feet budget_ = 0;
    std::vector<std::int32_t> feet_;
};

// Errors: a start outside the area or on a blocked square ("from"), a negative
// budget ("speed") or diagonal count ("diagonals").
[[nodiscard]] Expected<DistanceField> distance_field(const SearchArea& area, GridPoint start,
                                                     std::int64_t diagonals_before, Feet budget,
                                                     DifficultTerrain rule = DifficultTerrain::DoubledAsTwoDiagonals,
                                                     CornerCutting corners = CornerCutting::Allowed);

struct Reached {
    GridPoint square;
    Feet feet = 0;
    friend bool operator==(const Reached&, const Reached&) = default;
};

// Every square reachable within `speed` feet, the start included, in reading order.
// Without a map (nullptr) the grid is open and unbounded and speed is at most
// kMaxOpenSpeed; with one the start must be on it and not blocked.
[[nodiscard]] Expected<std::vector<Reached>> reach(GridPoint start, Feet speed, std::int64_t diagonals_before = 0,
                                                   const GridMap* map = nullptr,
                                                   DifficultTerrain rule = DifficultTerrain::DoubledAsTwoDiagonals,
                                                   CornerCutting corners = CornerCutting::Allowed);

struct CheapestPath {
    std::vector<Reached> steps;  // the start at 0 ft first, then each square with the feet spent so far
    Feet feet = 0;
    std::int64_t diagonals = 0;  // the turn's diagonal count at the end, diagonals_before included
};

// The cheapest path, or nullopt when `to` is blocked or walled off. Which of
// several equally cheap paths is ruling DND-EQUAL-PATHS (EqualPaths):
// - EvenCountFirst (default): first the one ending on an even diagonal count,
//   since the next diagonal then costs 5 ft;
// - FewestDiagonals: first the one with the fewest diagonal steps, then the one
//   ending on an even count;
// then, either way, choosing the steps from `to` backwards (among those that keep
// the choice above), a straight step into each square before a diagonal one, by
// direction of travel north, east, south, west, north-east, south-east,
// south-west, north-west. (On open ground this tends to put the diagonals first,
// like the text's route.)
// Without a map the search covers the rectangle spanned by the two squares, which
// holds the closed-form route, and at most kMaxSearchCells squares.
[[nodiscard]] Expected<std::optional<CheapestPath>> cheapest_path(
    GridPoint from, GridPoint to, std::int64_t diagonals_before = 0, const GridMap* map = nullptr,
    DifficultTerrain rule = DifficultTerrain::DoubledAsTwoDiagonals, CornerCutting corners = CornerCutting::Allowed,
    EqualPaths ties = EqualPaths::EvenCountFirst);

}  // namespace umpire::dnd
