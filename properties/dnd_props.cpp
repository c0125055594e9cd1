// Properties of 5-10-5 diagonal movement (rules/dnd): the closed form, the graph
// search, the reach and the pricing of paths agree exactly; the grid's symmetries,
// reversal and splitting a path at a waypoint change no cost; more speed reaches
// more, more obstacles never make anything cheaper.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <vector>

#include "model/grid.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"

namespace umpire {

// Found by RapidCheck through argument-dependent lookup when it prints a counterexample.
[[maybe_unused]] static void showValue(GridPoint p, std::ostream& os) { os << to_string(p); }
[[maybe_unused]] static void showValue(const GridMap& m, std::ostream& os) {
    for (const auto& line : m.to_lines()) os << '\n' << line;
}

namespace {

using rc::Gen;
namespace gen = rc::gen;
using dnd::Feet;

constexpr Feet kNoBudget = 1'000'000'000;
constexpr std::array kRules{DifficultTerrain::DoubledAsTwoDiagonals, DifficultTerrain::DoubledStepPrice};

// gen::inRange scales its range with the size; squares of a map should not.
int uniform(int lo, int hi) { return *gen::resize(rc::kNominalSize, gen::inRange(lo, hi + 1)); }

// Mostly near the origin, sometimes close to the coordinate bound either way.
GridPoint anywhere() {
    const int base = *gen::element(0, 0, kGridCoordLimit - 600, -kGridCoordLimit + 600);
    const auto near = [] { return *gen::inRange(0, 300) * (*gen::arbitrary<bool>() ? 1 : -1); };
    return {base + near(), *gen::element(0, -base) + near()};
}

std::int64_t diagonals_before() { return *gen::element<std::int64_t>(0, 1, 2, 3); }
DifficultTerrain any_rule() { return *gen::elementOf(kRules); }

// Up to 12x12; the shares of blocked and difficult squares vary from map to map.
GridMap grid_map(bool blocked = true, bool difficult = true) {
    GridMap m(*gen::inRange(1, 13), *gen::inRange(1, 13));
    const std::size_t open = 6, wall = blocked ? *gen::element<std::size_t>(0, 1, 2, 4) : 0,
                      mud = difficult ? *gen::element<std::size_t>(0, 1, 3) : 0;
    for (int r = 0; r < m.height(); ++r)
        for (int c = 0; c < m.width(); ++c)
            m.set({c, r}, *gen::weightedElement<GridCell>(
                              {{open, GridCell::Open}, {wall, GridCell::Blocked}, {mud, GridCell::Difficult}}));
    return m;
}

GridPoint on(const GridMap& m) { return {uniform(0, m.width() - 1), uniform(0, m.height() - 1)}; }

// A square of the map to stand on: made open if it was not.
GridPoint stand_on(GridMap& m) {
    const GridPoint p = on(m);
    if (m.at(p) == GridCell::Blocked) m.set(p, GridCell::Open);
    return p;
}

std::vector<GridPoint> squares_of(const GridMap& m) {
    std::vector<GridPoint> out;
    for (int r = 0; r < m.height(); ++r)
        for (int c = 0; c < m.width(); ++c) out.push_back({c, r});
    return out;
}

dnd::DistanceField field(const GridMap& m, GridPoint start, std::int64_t before, DifficultTerrain rule) {
    return dnd::distance_field(dnd::SearchArea::of(m), start, before, kNoBudget, rule).value();
}

// The eight symmetries of the square grid: optionally swap the axes, then
// optionally mirror each.
struct Symmetry {
    bool swap, mirror_col, mirror_row;
};
constexpr std::array<Symmetry, 8> kSymmetries{{{false, false, false},
                                               {false, true, false},
                                               {false, false, true},
                                               {false, true, true},
                                               {true, false, false},
                                               {true, true, false},
                                               {true, false, true},
                                               {true, true, true}}};

// About the origin, for offsets.
GridPoint image(Symmetry g, GridPoint d) {
    GridPoint out = g.swap ? GridPoint{d.row, d.col} : d;
    if (g.mirror_col) out.col = -out.col;
    if (g.mirror_row) out.row = -out.row;
    return out;
}

// Within a width x height map, onto the image map.
GridPoint image(Symmetry g, GridPoint p, int width, int height) {
    GridPoint out = g.swap ? GridPoint{p.row, p.col} : p;
    const int w = g.swap ? height : width, h = g.swap ? width : height;
    if (g.mirror_col) out.col = w - 1 - out.col;
    if (g.mirror_row) out.row = h - 1 - out.row;
    return out;
}

GridMap image(Symmetry g, const GridMap& m) {
    GridMap out(g.swap ? m.height() : m.width(), g.swap ? m.width() : m.height());
    for (const GridPoint p : squares_of(m)) out.set(image(g, p, m.width(), m.height()), m.at(p));
    return out;
}

std::map<GridPoint, Feet> as_map(const std::vector<dnd::Reached>& reached) {
    std::map<GridPoint, Feet> out;
    for (const auto& r : reached) out[r.square] = r.feet;
    return out;
}

// rules: dnd-closed-form dnd-cost-grid dnd-parity
RC_GTEST_PROP(DndProps, ClosedFormEqualsTheSearchOnOpenGround, ()) {
    // Every square of a 41x41 window, from a start anywhere, with either parity.
    // The window holds the closed-form route to each of its squares, so the search
    // confined to it can only match the closed form if that is the cheapest.
    const GridPoint start = anywhere();
    const std::int64_t first = diagonals_before();
    const auto area = dnd::SearchArea::open({start.col - 20, start.row - 20}, 41, 41);
    for (const std::int64_t before : {first, first + 1}) {
        const auto f = dnd::distance_field(area, start, before, kNoBudget, any_rule()).value();
        for (std::size_t i = 0; i < area.cells(); ++i) {
            const GridPoint p = area.point(i);
            RC_ASSERT(f.feet(p) == std::optional<Feet>(dnd::distance_feet(start, p, before)));
        }
    }
}

// rules: dnd-movement-circle dnd-closed-form
RC_GTEST_PROP(DndProps, ReachOnOpenGroundIsEverySquareWithinTheSpeed, ()) {
    const GridPoint start = anywhere();
    const std::int64_t before = diagonals_before();
    const Feet speed = *gen::inRange(0, 121);
    const auto reached = dnd::reach(start, speed, before).value();
    std::vector<dnd::Reached> expected;
    const int r = static_cast<int>(speed / 5) + 1;  // one beyond: nothing there may be reached
    for (int row = start.row - r; row <= start.row + r; ++row)
        for (int col = start.col - r; col <= start.col + r; ++col)
            if (const Feet f = dnd::distance_feet(start, {col, row}, before); f <= speed)
                expected.push_back({{col, row}, f});
    RC_ASSERT(reached == expected);
}

// rules: dnd-closed-form dnd-movement-circle dnd-parity
RC_GTEST_PROP(DndProps, OpenGroundHasTheEightSymmetriesAndReverses, ()) {
    const GridPoint start = anywhere();
    const std::int64_t before = diagonals_before();
    const GridPoint d{*gen::inRange(-25, 26), *gen::inRange(-25, 26)};
    const GridPoint target{start.col + d.col, start.row + d.row};
    const auto path = dnd::cheapest_path(start, target, before).value();
    RC_ASSERT(path.has_value());
    const auto back = dnd::cheapest_path(target, start, before).value();
    RC_ASSERT(back->feet == path->feet);
    const Feet speed = *gen::inRange(0, 61);
    const auto reached = as_map(dnd::reach(start, speed, before).value());
    for (const auto g : kSymmetries) {
        const GridPoint e = image(g, d);
        RC_ASSERT(dnd::distance_feet(start, {start.col + e.col, start.row + e.row}, before) == path->feet);
        RC_ASSERT(dnd::cheapest_path(start, {start.col + e.col, start.row + e.row}, before).value()->feet ==
                  path->feet);
        std::map<GridPoint, Feet> mapped;
        for (const auto& [p, f] : reached) {
            const GridPoint q = image(g, GridPoint{p.col - start.col, p.row - start.row});
            mapped[{start.col + q.col, start.row + q.row}] = f;
        }
        RC_ASSERT(mapped == reached);
    }
}

// rules: dnd-parity
RC_GTEST_PROP(DndProps, MapsCarryTheirCostsThroughTheEightSymmetries, ()) {
    // A step's price depends only on whether it is diagonal and on the square it
    // enters, both of which every symmetry keeps.
    GridMap m = grid_map();
    const GridPoint start = stand_on(m);
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const auto f = field(m, start, before, rule);
    for (const auto g : kSymmetries) {
        const auto fg = field(image(g, m), image(g, start, m.width(), m.height()), before, rule);
        for (const GridPoint p : squares_of(m)) RC_ASSERT(fg.feet(image(g, p, m.width(), m.height())) == f.feet(p));
    }
}

// rules: dnd-parity
RC_GTEST_PROP(DndProps, WithoutDifficultTerrainReversalKeepsTheCost, ()) {
    // A path walked backwards has the same straight steps and the same number of
    // diagonals, and only that number decides what the diagonals cost. (Difficult
    // terrain is priced on entry, so reversal does not hold there.)
    GridMap m = grid_map(true, false);
    const GridPoint a = stand_on(m), b = stand_on(m);
    for (const std::int64_t before : {0, 1}) {
        const auto there = field(m, a, before, DifficultTerrain::DoubledAsTwoDiagonals).feet(b);
        const auto back = field(m, b, before, DifficultTerrain::DoubledAsTwoDiagonals).feet(a);
        RC_ASSERT(there == back);
    }
}

// rules: dnd-parity
RC_GTEST_PROP(DndProps, SplittingAPathAtAWaypointNeverChangesItsCost, ()) {
    // The second leg starts from the count the first leg ended with.
    GridMap m = grid_map(false, true);
    std::vector<GridPoint> path{on(m)};
    const int steps = *gen::inRange(0, 30);
    for (int i = 0; i < steps; ++i) {
        std::vector<GridPoint> next;
        for (int dc = -1; dc <= 1; ++dc)
            for (int dr = -1; dr <= 1; ++dr) {
                const GridPoint q{path.back().col + dc, path.back().row + dr};
                if ((dc || dr) && m.contains(q)) next.push_back(q);
            }
        if (next.empty()) break;  // a 1x1 map
        path.push_back(*gen::elementOf(next));
    }
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const auto whole = dnd::path_cost(path, before, &m, rule).value();
    for (std::size_t i = 0; i < path.size(); ++i) {
        const auto first = dnd::path_cost(std::span(path).first(i + 1), before, &m, rule).value();
        const auto rest = dnd::path_cost(std::span(path).subspan(i), first.diagonals, &m, rule).value();
        RC_ASSERT(first.feet + rest.feet == whole.feet);
        RC_ASSERT(rest.diagonals == whole.diagonals);
    }
}

// rules: dnd-parity dnd-movement-circle
RC_GTEST_PROP(DndProps, PathReachAndFieldAgreeOnMaps, ()) {
    GridMap m = grid_map();
    const GridPoint from = stand_on(m), to = on(m);
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const auto f = field(m, from, before, rule);
    const auto path = dnd::cheapest_path(from, to, before, &m, rule).value();
    RC_ASSERT(path.has_value() == f.feet(to).has_value());
    if (path) {
        RC_ASSERT(path->feet == *f.feet(to));
        RC_ASSERT(path->steps.front().square == from);
        RC_ASSERT(path->steps.back().square == to);
        std::vector<GridPoint> squares;
        for (const auto& s : path->steps) {
            squares.push_back(s.square);
            // Each step's feet so far is what path_cost() charges up to there.
            RC_ASSERT(dnd::path_cost(squares, before, &m, rule).value().feet == s.feet);
        }
        const auto priced = dnd::path_cost(squares, before, &m, rule).value();
        RC_ASSERT(priced.feet == path->feet);
        RC_ASSERT(priced.diagonals == path->diagonals);
    }
    const Feet speed = *gen::inRange(0, 100);
    std::vector<dnd::Reached> expected;
    for (const GridPoint p : squares_of(m))
        if (const auto feet = f.feet(p); feet && *feet <= speed) expected.push_back({p, *feet});
    RC_ASSERT(dnd::reach(from, speed, before, &m, rule).value() == expected);
}

// rules: dnd-closed-form
RC_GTEST_PROP(DndProps, OpenGroundPathsCostTheClosedFormAnywhere, ()) {
    const GridPoint from = anywhere();
    const GridPoint to{from.col + *gen::inRange(-60, 61), from.row + *gen::inRange(-60, 61)};
    const std::int64_t before = diagonals_before();
    const auto path = dnd::cheapest_path(from, to, before).value();
    RC_ASSERT(path.has_value());
    RC_ASSERT(path->feet == dnd::distance_feet(from, to, before));
    std::vector<GridPoint> squares;
    for (const auto& s : path->steps) squares.push_back(s.square);
    RC_ASSERT(dnd::path_cost(squares, before).value().feet == path->feet);
}

// rules: dnd-movement-circle
RC_GTEST_PROP(DndProps, MoreSpeedNeverReachesFewerSquares, ()) {
    const bool with_map = *gen::arbitrary<bool>();
    GridMap m = grid_map();
    const GridPoint start = with_map ? stand_on(m) : anywhere();
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const Feet slow = *gen::inRange(0, 80), fast = slow + *gen::inRange(0, 40);
    const GridMap* map = with_map ? &m : nullptr;
    const auto a = as_map(dnd::reach(start, slow, before, map, rule).value());
    const auto b = as_map(dnd::reach(start, fast, before, map, rule).value());
    for (const auto& [p, feet] : a) {
        RC_ASSERT(b.count(p) == 1u);
        RC_ASSERT(b.at(p) == feet);
    }
}

// rules: dnd-parity
RC_GTEST_PROP(DndProps, AddingObstaclesNeverMakesASquareCheaper, ()) {
    // Also for difficult terrain under both rulings: a diagonal into it is worth at
    // least one diagonal more, which outweighs shifting the later 5-10 alternation.
    GridMap m = grid_map();
    const GridPoint start = stand_on(m);
    GridMap worse = m;
    for (const GridPoint p : squares_of(m)) {
        if (p == start || !*gen::weightedElement<bool>({{4, false}, {1, true}})) continue;
        worse.set(p, m.at(p) == GridCell::Open ? *gen::element(GridCell::Blocked, GridCell::Difficult)
                                               : GridCell::Blocked);
    }
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const auto f = field(m, start, before, rule), g = field(worse, start, before, rule);
    for (const GridPoint p : squares_of(m)) {
        const auto after = g.feet(p);
        if (!after) continue;
        RC_ASSERT(f.feet(p).has_value());
        RC_ASSERT(*f.feet(p) <= *after);
    }
}

}  // namespace
}  // namespace umpire
