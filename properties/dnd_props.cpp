// Properties of 5-10-5 diagonal movement (rules/dnd): the closed form, the graph
// search, the reach and the pricing of paths agree exactly; the grid's symmetries,
// reversal and splitting a path at a waypoint change no cost; more speed reaches
// more, more obstacles never make anything cheaper. Map properties run under both
// DND-CORNER-CUTTING alternatives; the DND-EQUAL-PATHS alternatives change the path
// reported, never its cost.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <ostream>
#include <vector>

#include "properties/symmetry.hpp"
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
constexpr std::array kCorners{CornerCutting::Allowed, CornerCutting::NoCornerCutting};
constexpr std::array kTies{EqualPaths::EvenCountFirst, EqualPaths::FewestDiagonals};

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
CornerCutting any_corners() { return *gen::elementOf(kCorners); }
EqualPaths any_ties() { return *gen::elementOf(kTies); }

// Up to 12x12 unless told; the shares of blocked and difficult squares vary from map to map.
GridMap grid_map(bool blocked = true, bool difficult = true, int max_side = 12) {
    GridMap m(*gen::inRange(1, max_side + 1), *gen::inRange(1, max_side + 1));
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

dnd::DistanceField field(const GridMap& m, GridPoint start, std::int64_t before, DifficultTerrain rule,
                         CornerCutting corners = CornerCutting::Allowed) {
    return dnd::distance_field(dnd::SearchArea::of(m), start, before, kNoBudget, rule, corners).value();
}

int diagonal_steps(const std::vector<GridPoint>& path) {
    int n = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        n += path[i].col != path[i - 1].col && path[i].row != path[i - 1].row ? 1 : 0;
    return n;
}

// The symmetries are about the origin here, for offsets.
using props::Symmetry;
using props::kSymmetries;

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
    const CornerCutting corners = any_corners();  // the squares a diagonal passes map onto each other too
    const auto f = field(m, start, before, rule, corners);
    for (const auto g : kSymmetries) {
        const auto fg = field(image(g, m), image(g, start, m.width(), m.height()), before, rule, corners);
        for (const GridPoint p : squares_of(m)) RC_ASSERT(fg.feet(image(g, p, m.width(), m.height())) == f.feet(p));
    }
}

// rules: dnd-parity
RC_GTEST_PROP(DndProps, WithoutDifficultTerrainReversalKeepsTheCost, ()) {
    // A path walked backwards has the same straight steps and the same number of
    // diagonals, and only that number decides what the diagonals cost. (Difficult
    // terrain is priced on entry, so reversal does not hold there.)
    GridMap m = grid_map(true, false);
    // A diagonal passes the same two squares either way, so it holds under both
    // corner-cutting rulings.
    const GridPoint a = stand_on(m), b = stand_on(m);
    const CornerCutting corners = any_corners();
    for (const std::int64_t before : {0, 1}) {
        const auto there = field(m, a, before, DifficultTerrain::DoubledAsTwoDiagonals, corners).feet(b);
        const auto back = field(m, b, before, DifficultTerrain::DoubledAsTwoDiagonals, corners).feet(a);
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
    const CornerCutting corners = any_corners();
    const auto f = field(m, from, before, rule, corners);
    const auto path = dnd::cheapest_path(from, to, before, &m, rule, corners, any_ties()).value();
    RC_ASSERT(path.has_value() == f.feet(to).has_value());
    if (path) {
        RC_ASSERT(path->feet == *f.feet(to));
        RC_ASSERT(path->steps.front().square == from);
        RC_ASSERT(path->steps.back().square == to);
        std::vector<GridPoint> squares;
        for (const auto& s : path->steps) {
            squares.push_back(s.square);
            // Each step's feet so far is what path_cost() charges up to there.
            RC_ASSERT(dnd::path_cost(squares, before, &m, rule, corners).value().feet == s.feet);
        }
        const auto priced = dnd::path_cost(squares, before, &m, rule, corners).value();
        RC_ASSERT(priced.feet == path->feet);
        RC_ASSERT(priced.diagonals == path->diagonals);
    }
    const Feet speed = *gen::inRange(0, 100);
    std::vector<dnd::Reached> expected;
    for (const GridPoint p : squares_of(m))
        if (const auto feet = f.feet(p); feet && *feet <= speed) expected.push_back({p, *feet});
    RC_ASSERT(dnd::reach(from, speed, before, &m, rule, corners).value() == expected);
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
    const CornerCutting corners = any_corners();
    const Feet slow = *gen::inRange(0, 80), fast = slow + *gen::inRange(0, 40);
    const GridMap* map = with_map ? &m : nullptr;
    const auto a = as_map(dnd::reach(start, slow, before, map, rule, corners).value());
    const auto b = as_map(dnd::reach(start, fast, before, map, rule, corners).value());
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
    // Under no-corner-cutting a new blocked square also forbids the diagonals past
    // it: it only ever takes steps away.
    const CornerCutting corners = any_corners();
    const auto f = field(m, start, before, rule, corners), g = field(worse, start, before, rule, corners);
    for (const GridPoint p : squares_of(m)) {
        const auto after = g.feet(p);
        if (!after) continue;
        RC_ASSERT(f.feet(p).has_value());
        RC_ASSERT(*f.feet(p) <= *after);
    }
}

// rules: dnd-parity dnd-movement-circle
RC_GTEST_PROP(DndProps, NoCornerCuttingNeverMakesASquareCheaper, ()) {
    // The ruling only removes steps: every square costs at least as much, and one
    // reached under it is reached with corners cut too. With no blocked square the
    // two agree exactly.
    GridMap m = grid_map();
    const GridPoint start = stand_on(m);
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const auto cut = field(m, start, before, rule, CornerCutting::Allowed);
    const auto kept = field(m, start, before, rule, CornerCutting::NoCornerCutting);
    bool any_blocked = false;
    for (const GridPoint p : squares_of(m)) any_blocked = any_blocked || m.at(p) == GridCell::Blocked;
    for (const GridPoint p : squares_of(m)) {
        for (const int parity : {0, 1}) {
            const auto after = kept.feet(p, parity);
            if (!any_blocked) RC_ASSERT(after == cut.feet(p, parity));
            if (!after) continue;
            RC_ASSERT(cut.feet(p, parity).has_value());
            RC_ASSERT(*cut.feet(p, parity) <= *after);
        }
    }
}

// Found independently of the search: (feet, diagonal steps) per reachable (square,
// parity), compared in that order and relaxed over every step until nothing changes.
using Key = std::pair<Feet, int>;
std::map<std::pair<GridPoint, int>, Key> relaxed_states(const GridMap& m, GridPoint from, std::int64_t before,
                                                        DifficultTerrain rule, CornerCutting corners) {
    std::map<std::pair<GridPoint, int>, Key> best{{{from, static_cast<int>(before % 2)}, {0, 0}}};
    for (bool changed = true; changed;) {
        changed = false;
        for (const auto& [state, key] : std::map(best)) {
            const auto [p, parity] = state;
            for (int dc = -1; dc <= 1; ++dc)
                for (int dr = -1; dr <= 1; ++dr) {
                    const GridPoint q{p.col + dc, p.row + dr};
                    if ((!dc && !dr) || !m.contains(q) || m.at(q) == GridCell::Blocked) continue;
                    const bool diagonal = dc && dr;
                    if (diagonal && corners == CornerCutting::NoCornerCutting &&
                        (m.at({q.col, p.row}) == GridCell::Blocked || m.at({p.col, q.row}) == GridCell::Blocked))
                        continue;
                    const auto price = dnd::step_price(diagonal, m.at(q) == GridCell::Difficult, parity, rule);
                    const Key next{key.first + price.feet, key.second + (diagonal ? 1 : 0)};
                    const std::pair<GridPoint, int> to_state{q, (parity + price.diagonals) % 2};
                    if (const auto it = best.find(to_state); it == best.end() || next < it->second) {
                        best[to_state] = next;
                        changed = true;
                    }
                }
        }
    }
    return best;
}

// The fewest diagonal steps of any cheapest path on a map. nullopt: not reachable.
std::optional<std::pair<Feet, int>> cheapest_then_fewest(const GridMap& m, GridPoint from, GridPoint to,
                                                         std::int64_t before, DifficultTerrain rule,
                                                         CornerCutting corners) {
    const auto best = relaxed_states(m, from, before, rule, corners);
    std::optional<Key> out;
    for (const int parity : {0, 1})
        if (const auto it = best.find({to, parity}); it != best.end() && (!out || it->second < *out)) out = it->second;
    return out;
}

// rules: dnd-parity
RC_GTEST_PROP(DndProps, FewestDiagonalsIsTheFewestOfAnyCheapestPathOnMaps, ()) {
    GridMap m = grid_map();
    const GridPoint from = stand_on(m), to = on(m);
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const CornerCutting corners = any_corners();
    const auto path = dnd::cheapest_path(from, to, before, &m, rule, corners, EqualPaths::FewestDiagonals).value();
    const auto expected = cheapest_then_fewest(m, from, to, before, rule, corners);
    RC_ASSERT(path.has_value() == expected.has_value());
    if (!path) return;
    std::vector<GridPoint> squares;
    for (const auto& s : path->steps) squares.push_back(s.square);
    RC_ASSERT(path->feet == expected->first);
    RC_ASSERT(diagonal_steps(squares) == expected->second);
}

// rules: dnd-parity dnd-closed-form
RC_GTEST_PROP(DndProps, FewestDiagonalsKeepsTheCostAndNeverTakesMoreDiagonals, ()) {
    // Both DND-EQUAL-PATHS alternatives find a path of the field's cost that
    // path_cost() accepts; fewest-diagonals has no more diagonal steps than the
    // default's path, and ends on an even count whenever the default does with as
    // few diagonal steps. On maps and on open ground.
    const bool with_map = *gen::arbitrary<bool>();
    GridMap m = grid_map();
    const GridPoint from = with_map ? stand_on(m) : anywhere();
    const GridPoint to =
        with_map ? on(m) : GridPoint{from.col + *gen::inRange(-15, 16), from.row + *gen::inRange(-15, 16)};
    const GridMap* map = with_map ? &m : nullptr;
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const CornerCutting corners = any_corners();
    const auto even = dnd::cheapest_path(from, to, before, map, rule, corners, EqualPaths::EvenCountFirst).value();
    const auto fewest = dnd::cheapest_path(from, to, before, map, rule, corners, EqualPaths::FewestDiagonals).value();
    RC_ASSERT(even.has_value() == fewest.has_value());
    if (!even) return;
    RC_ASSERT(fewest->feet == even->feet);
    std::vector<GridPoint> a, b;
    for (const auto& s : even->steps) a.push_back(s.square);
    for (const auto& s : fewest->steps) b.push_back(s.square);
    RC_ASSERT(b.front() == from);
    RC_ASSERT(b.back() == to);
    const auto priced = dnd::path_cost(b, before, map, rule, corners).value();
    RC_ASSERT(priced.feet == fewest->feet);
    RC_ASSERT(priced.diagonals == fewest->diagonals);
    RC_ASSERT(diagonal_steps(b) <= diagonal_steps(a));
    if (diagonal_steps(b) == diagonal_steps(a)) RC_ASSERT(fewest->diagonals % 2 <= even->diagonals % 2);
    if (!with_map) RC_ASSERT(fewest->feet == dnd::distance_feet(from, to, before));
}

// rules: dnd-movement-circle dnd-parity
RC_GTEST_PROP(DndProps, ReachOnMapsIsWhatARelaxationOfEveryStepReaches, ()) {
    // Maps up to 30x30 and speeds up to 60 ft: the reach is often far smaller than
    // the map, and near its edges, so a search confined to what the speed can
    // reach must still find every square and its cheapest feet.
    GridMap m = grid_map(true, true, 30);
    const GridPoint start = stand_on(m);
    const std::int64_t before = diagonals_before();
    const DifficultTerrain rule = any_rule();
    const CornerCutting corners = any_corners();
    const Feet speed = *gen::inRange(0, 61);
    std::map<GridPoint, Feet> cheapest;
    for (const auto& [state, key] : relaxed_states(m, start, before, rule, corners))
        if (key.first <= speed && (!cheapest.count(state.first) || key.first < cheapest[state.first]))
            cheapest[state.first] = key.first;
    std::vector<dnd::Reached> expected;  // reading order: by row, then column
    for (const GridPoint p : squares_of(m))
        if (const auto it = cheapest.find(p); it != cheapest.end()) expected.push_back({p, it->second});
    RC_ASSERT(dnd::reach(start, speed, before, &m, rule, corners).value() == expected);
}

}  // namespace
}  // namespace umpire
