#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "rules/dnd/search.hpp"
#include "rules/dnd/state_graph.hpp"

namespace umpire::dnd {
namespace {

GridMap map_of(const std::vector<std::string>& lines) { return GridMap::from_lines(lines).value(); }

// Reached squares drawn around `centre`: the feet, or '.' where none.
std::vector<std::string> draw(const std::vector<Reached>& reached, GridPoint centre, int radius) {
    std::map<GridPoint, Feet> feet;
    for (const auto& r : reached) feet[r.square] = r.feet;
    std::vector<std::string> rows;
    for (int r = -radius; r <= radius; ++r) {
        std::string row;
        for (int c = -radius; c <= radius; ++c) {
            const auto it = feet.find({centre.col + c, centre.row + r});
            const std::string s = it == feet.end() ? "." : std::to_string(it->second);
            row += (c > -radius ? " " : "") + std::string(2 - s.size(), ' ') + s;
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<GridPoint> squares(const CheapestPath& p) {
    std::vector<GridPoint> out;
    for (const auto& s : p.steps) out.push_back(s.square);
    return out;
}

// rules: dnd-movement-circle
TEST(DndReach, ThirtyFeetMakeARoughCircle) {
    const auto reached = reach({0, 0}, 30);
    ASSERT_TRUE(reached.ok());
    const std::vector<std::string> circle = {
        " .  .  .  .  . 30 30 30  .  .  .  .  .",
        " .  .  . 30 30 25 25 25 30 30  .  .  .",
        " .  . 30 25 25 20 20 20 25 25 30  .  .",
        " . 30 25 20 20 15 15 15 20 20 25 30  .",
        " . 30 25 20 15 10 10 10 15 20 25 30  .",
        "30 25 20 15 10  5  5  5 10 15 20 25 30",
        "30 25 20 15 10  5  0  5 10 15 20 25 30",
        "30 25 20 15 10  5  5  5 10 15 20 25 30",
        " . 30 25 20 15 10 10 10 15 20 25 30  .",
        " . 30 25 20 20 15 15 15 20 20 25 30  .",
        " .  . 30 25 25 20 20 20 25 25 30  .  .",
        " .  .  . 30 30 25 25 25 30 30  .  .  .",
        " .  .  .  .  . 30 30 30  .  .  .  .  .",
    };
    EXPECT_EQ(draw(*reached, {0, 0}, 6), circle);
    EXPECT_EQ(reached->size(), 121u);
    // Reading order: rows first.
    for (std::size_t i = 1; i < reached->size(); ++i) EXPECT_LT((*reached)[i - 1].square, (*reached)[i].square);
}

// rules: dnd-movement-circle dnd-parity
TEST(DndReach, AnOddCountShrinksTheCircleAtTheCorners) {
    const auto even = reach({0, 0}, 10, 0), odd = reach({0, 0}, 10, 1);
    ASSERT_TRUE(even.ok() && odd.ok());
    EXPECT_EQ(draw(*even, {0, 0}, 2), (std::vector<std::string>{
                                          " . 10 10 10  .",
                                          "10  5  5  5 10",
                                          "10  5  0  5 10",
                                          "10  5  5  5 10",
                                          " . 10 10 10  .",
                                      }));
    EXPECT_EQ(draw(*odd, {0, 0}, 2), (std::vector<std::string>{
                                         " .  . 10  .  .",
                                         " . 10  5 10  .",
                                         "10  5  0  5 10",
                                         " . 10  5 10  .",
                                         " .  . 10  .  .",
                                     }));
}

// rules: dnd-movement-circle
TEST(DndReach, AnywhereOnTheOpenGrid) {
    const auto here = reach({0, 0}, 25, 1);
    for (const GridPoint far : {GridPoint{-1'000'000, -1'000'000}, GridPoint{1'000'000, -3}, GridPoint{-7, 999'999}}) {
        const auto there = reach(far, 25, 1);
        ASSERT_TRUE(there.ok());
        ASSERT_EQ(there->size(), here->size());
        for (std::size_t i = 0; i < here->size(); ++i) {
            const auto& h = (*here)[i];
            EXPECT_EQ((*there)[i], (Reached{{far.col + h.square.col, far.row + h.square.row}, h.feet}));
        }
    }
}

// rules: dnd-movement-circle
TEST(DndReach, AroundObstaclesAndDifficultTerrain) {
    const GridMap map = map_of({
        ".....",
        ".###.",
        "..:..",
    });
    const auto reached = reach({0, 0}, 20, 0, &map);
    ASSERT_TRUE(reached.ok());
    std::map<GridPoint, Feet> feet;
    for (const auto& r : *reached) feet[r.square] = r.feet;
    EXPECT_EQ(feet.at({4, 0}), 20);
    EXPECT_EQ(feet.at({1, 2}), 10);  // 0-1, then diagonal: 5 + 5
    EXPECT_EQ(feet.at({2, 2}), 20);  // difficult: 0-1 (5), 1-2 (5), then 10 straight in
    EXPECT_EQ(feet.at({4, 1}), 20);  // along row 0 to 3-0, then the turn's first diagonal
    EXPECT_EQ(feet.count({1, 1}), 0u);  // blocked
    EXPECT_EQ(feet.count({3, 2}), 0u);  // 25 ft at best, out of the difficult square
    EXPECT_EQ(reached->size(), 10u);
}

TEST(DndReach, RejectsBadInput) {
    const GridMap map = map_of({"..", "#."});
    EXPECT_EQ(reach({0, 0}, -5).errors().front().where.field, "speed");
    EXPECT_EQ(reach({0, 0}, kMaxOpenSpeed + 5).errors().front().where.field, "speed");
    EXPECT_TRUE(reach({0, 0}, kMaxOpenSpeed + 5, 0, &map).ok());  // a map bounds the search
    EXPECT_EQ(reach({0, 0}, 10, -1).errors().front().where.field, "diagonals");
    const auto outside = reach({2, 0}, 10, 0, &map);
    ASSERT_FALSE(outside.ok());
    EXPECT_EQ(outside.errors().front().where.field, "from");
    EXPECT_NE(outside.errors().front().what.find("0-0 to 1-1"), std::string::npos);
    const auto blocked = reach({0, 1}, 10, 0, &map);
    ASSERT_FALSE(blocked.ok());
    EXPECT_NE(blocked.errors().front().what.find("blocked"), std::string::npos);
}

// rules: dnd-closed-form dnd-l-vs-diagonal
TEST(DndPath, OnOpenGroundDiagonalsFirstAtTheClosedFormCost) {
    const auto p = cheapest_path({0, 0}, {4, 2});
    ASSERT_TRUE(p.ok() && p->has_value());
    const auto& path = **p;
    EXPECT_EQ(path.feet, 25);
    EXPECT_EQ(path.diagonals, 2);
    EXPECT_EQ(squares(path), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}, {3, 2}, {4, 2}}));
    std::vector<Feet> feet;
    for (const auto& s : path.steps) feet.push_back(s.feet);
    EXPECT_EQ(feet, (std::vector<Feet>{0, 5, 15, 20, 25}));
    const auto diagonal = cheapest_path({0, 0}, {4, 4});
    EXPECT_EQ((*diagonal)->feet, 30);
    EXPECT_EQ(squares(**diagonal), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}}));
    const auto far = cheapest_path({-1'000'000, 5}, {-999'000, -3}, 1);
    EXPECT_EQ((*far)->feet, distance_feet({-1'000'000, 5}, {-999'000, -3}, 1));
    const auto here = cheapest_path({3, 3}, {3, 3});
    EXPECT_EQ((*here)->feet, 0);
    EXPECT_EQ((*here)->steps.size(), 1u);
}

// rules: dnd-parity
TEST(DndPath, EqualCostsEndOnAnEvenCount) {
    // After one diagonal, 0-0 to 1-1 costs 10 both diagonally and in two straight
    // steps; the diagonal leaves the count even, so the next diagonal is cheap.
    const auto p = cheapest_path({0, 0}, {1, 1}, 1);
    ASSERT_TRUE(p.ok() && p->has_value());
    EXPECT_EQ((*p)->feet, 10);
    EXPECT_EQ((*p)->diagonals, 2);
    EXPECT_EQ(squares(**p), (std::vector<GridPoint>{{0, 0}, {1, 1}}));
}

// rules: dnd-parity
TEST(DndPath, AroundAWall) {
    const GridMap map = map_of({
        "..#..",
        "..#..",
        ".....",
    });
    const auto p = cheapest_path({0, 0}, {4, 0}, 0, &map);
    ASSERT_TRUE(p.ok() && p->has_value());
    EXPECT_EQ((*p)->feet, 30);  // four diagonals round the wall's end: 5 + 10 + 5 + 10
    EXPECT_EQ(squares(**p), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}, {3, 1}, {4, 0}}));
    const auto priced = path_cost(squares(**p), 0, &map);
    EXPECT_EQ(priced->feet, 30);
    EXPECT_EQ(priced->diagonals, (*p)->diagonals);
}

TEST(DndPath, NoPathToABlockedOrWalledOffSquare) {
    const GridMap map = map_of({
        "..#..",
        "..#..",
        "..#..",
    });
    EXPECT_FALSE(cheapest_path({0, 0}, {4, 0}, 0, &map).value().has_value());
    EXPECT_FALSE(cheapest_path({0, 0}, {2, 1}, 0, &map).value().has_value());
    EXPECT_TRUE(cheapest_path({0, 0}, {1, 2}, 0, &map).value().has_value());
}

TEST(DndPath, RejectsBadInput) {
    const GridMap map = map_of({"..", "#."});
    EXPECT_EQ(cheapest_path({0, 0}, {2, 0}, 0, &map).errors().front().where.field, "to");
    EXPECT_EQ(cheapest_path({-1, 0}, {1, 0}, 0, &map).errors().front().where.field, "from");
    EXPECT_EQ(cheapest_path({0, 1}, {1, 0}, 0, &map).errors().front().where.field, "from");
    EXPECT_EQ(cheapest_path({0, 0}, {1, 0}, -2).errors().front().where.field, "diagonals");
    // Without a map the rectangle between the squares is searched: 1001 x 1002 is
    // one row too many, a long thin one is fine.
    const auto too_far = cheapest_path({0, 0}, {1000, 1001});
    ASSERT_FALSE(too_far.ok());
    EXPECT_EQ(too_far.errors().front().where.field, "to");
    EXPECT_NE(too_far.errors().front().what.find("1003002 squares"), std::string::npos);
    EXPECT_EQ((*cheapest_path({0, 0}, {-5000, 0}).value()).feet, 25000);
}

// rules: dnd-movement-circle
TEST(DndCornerCutting, ReachSqueezesBetweenBlockedSquaresByDefault) {
    const GridMap map = map_of({
        ".#.",
        "#..",
        "...",
    });
    const auto allowed = reach({0, 0}, 10, 0, &map);
    ASSERT_TRUE(allowed.ok());
    EXPECT_EQ(*allowed, (std::vector<Reached>{{{0, 0}, 0}, {{1, 1}, 5}, {{2, 1}, 10}, {{1, 2}, 10}}));
    // The same as choosing the default explicitly.
    EXPECT_EQ(*reach({0, 0}, 10, 0, &map, DifficultTerrain::DoubledAsTwoDiagonals, CornerCutting::Allowed),
              *allowed);
}

// rules: dnd-movement-circle
TEST(DndCornerCutting, NoCornerCuttingWallsInTheSquare) {
    const GridMap map = map_of({
        ".#.",
        "#..",
        "...",
    });
    const auto walled = reach({0, 0}, 100, 0, &map, DifficultTerrain::DoubledAsTwoDiagonals,
                              CornerCutting::NoCornerCutting);
    ASSERT_TRUE(walled.ok());
    EXPECT_EQ(*walled, (std::vector<Reached>{{{0, 0}, 0}}));
    EXPECT_FALSE(cheapest_path({0, 0}, {2, 2}, 0, &map, DifficultTerrain::DoubledAsTwoDiagonals,
                               CornerCutting::NoCornerCutting)
                     .value()
                     .has_value());
}

// rules: dnd-parity
TEST(DndCornerCutting, PathsRoundAWallUnderEachAlternative) {
    const GridMap map = map_of({
        "..#..",
        "..#..",
        ".....",
    });
    const auto rule = DifficultTerrain::DoubledAsTwoDiagonals;
    // Allowed: round the wall's end diagonally, past its corner (AroundAWall above).
    const auto cut = cheapest_path({0, 0}, {4, 0}, 0, &map, rule, CornerCutting::Allowed);
    ASSERT_TRUE(cut.ok() && cut->has_value());
    EXPECT_EQ((*cut)->feet, 30);
    EXPECT_EQ(squares(**cut), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}, {3, 1}, {4, 0}}));
    // Not allowed: 2-2 is entered and left straight, 5 ft dearer.
    const auto no = CornerCutting::NoCornerCutting;
    const auto round = cheapest_path({0, 0}, {4, 0}, 0, &map, rule, no);
    ASSERT_TRUE(round.ok() && round->has_value());
    EXPECT_EQ((*round)->feet, 35);
    const auto path = squares(**round);
    EXPECT_EQ(path, (std::vector<GridPoint>{{0, 0}, {1, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 1}, {4, 0}}));
    EXPECT_EQ(path_cost(path, 0, &map, rule, no)->feet, 35);
    // The first path is rejected under the ruling, at its first cut corner.
    const auto rejected = path_cost(squares(**cut), 0, &map, rule, no);
    ASSERT_FALSE(rejected.ok());
    EXPECT_EQ(rejected.errors().front().where.field, "path[2]");
    // The distance field agrees with both.
    EXPECT_EQ(distance_field(SearchArea::of(map), {0, 0}, 0, 1000, rule, no)->feet({4, 0}), 35);
    EXPECT_EQ(distance_field(SearchArea::of(map), {0, 0}, 0, 1000, rule)->feet({4, 0}), 30);
}

// rules: dnd-parity dnd-closed-form
TEST(DndEqualPaths, EvenCountFirstIsTheDefault) {
    EXPECT_EQ(Rulings{}.get<EqualPaths>(), EqualPaths::EvenCountFirst);
    // 0-0 to 2-2 costs 15 ft with two diagonals (5 + 10) or one (5 + 5 + 5): the
    // default takes both diagonals and ends on an even count.
    for (const auto ties : {EqualPaths::EvenCountFirst}) {
        const auto p = cheapest_path({0, 0}, {2, 2}, 0, nullptr, DifficultTerrain::DoubledAsTwoDiagonals,
                                     CornerCutting::Allowed, ties);
        ASSERT_TRUE(p.ok() && p->has_value());
        EXPECT_EQ((*p)->feet, 15);
        EXPECT_EQ((*p)->diagonals, 2);
        EXPECT_EQ(squares(**p), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}}));
    }
    EXPECT_EQ(squares(**cheapest_path({0, 0}, {2, 2})), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}}));
}

// rules: dnd-parity dnd-closed-form
TEST(DndEqualPaths, FewestDiagonalsAlternative) {
    Rulings r;
    ASSERT_TRUE(r.set("DND-EQUAL-PATHS", "fewest-diagonals").ok());
    const auto ties = r.get<EqualPaths>();
    EXPECT_EQ(ties, EqualPaths::FewestDiagonals);
    const auto rule = DifficultTerrain::DoubledAsTwoDiagonals;
    const auto corners = CornerCutting::Allowed;
    // The same 15 ft with one diagonal; walking back, straight steps come first.
    const auto p = cheapest_path({0, 0}, {2, 2}, 0, nullptr, rule, corners, ties);
    ASSERT_TRUE(p.ok() && p->has_value());
    EXPECT_EQ((*p)->feet, 15);
    EXPECT_EQ((*p)->diagonals, 1);
    EXPECT_EQ(squares(**p), (std::vector<GridPoint>{{0, 0}, {1, 1}, {1, 2}, {2, 2}}));
    std::vector<Feet> feet;
    for (const auto& s : (**p).steps) feet.push_back(s.feet);
    EXPECT_EQ(feet, (std::vector<Feet>{0, 5, 10, 15}));
    // After one diagonal, 0-0 to 1-1 costs 10 either way (EqualCostsEndOnAnEvenCount):
    // two straight steps, and the count stays odd.
    const auto q = cheapest_path({0, 0}, {1, 1}, 1, nullptr, rule, corners, ties);
    ASSERT_TRUE(q.ok() && q->has_value());
    EXPECT_EQ((*q)->feet, 10);
    EXPECT_EQ((*q)->diagonals, 1);
    EXPECT_EQ(squares(**q), (std::vector<GridPoint>{{0, 0}, {0, 1}, {1, 1}}));
    // 0-0 to 4-4: three diagonals and two straight steps cost the same 30 ft as four
    // diagonals (5 + 10 + 5 + 5 + 5 against 5 + 10 + 5 + 10).
    const auto d = cheapest_path({0, 0}, {4, 4}, 0, nullptr, rule, corners, ties);
    EXPECT_EQ((*d)->feet, 30);
    EXPECT_EQ((*d)->diagonals, 3);
    EXPECT_EQ(squares(**d), (std::vector<GridPoint>{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {3, 4}, {4, 4}}));
    // Where every cheapest path has as many diagonals, both alternatives agree.
    EXPECT_EQ(squares(**cheapest_path({0, 0}, {4, 1}, 0, nullptr, rule, corners, ties)),
              squares(**cheapest_path({0, 0}, {4, 1})));
    // On a map, with the other rulings: the cost never changes, only the path.
    const GridMap map = map_of({
        "..#..",
        "..#..",
        ".....",
    });
    for (const auto c : {CornerCutting::Allowed, CornerCutting::NoCornerCutting}) {
        const auto even = cheapest_path({0, 0}, {4, 0}, 0, &map, rule, c, EqualPaths::EvenCountFirst);
        const auto fewest = cheapest_path({0, 0}, {4, 0}, 0, &map, rule, c, ties);
        ASSERT_TRUE(even.ok() && even->has_value() && fewest.ok() && fewest->has_value());
        EXPECT_EQ((*fewest)->feet, (*even)->feet);
        EXPECT_EQ(path_cost(squares(**fewest), 0, &map, rule, c)->feet, (*fewest)->feet);
    }
}

// rules: dnd-parity
TEST(DndStateGraph, NoCornerCuttingDropsDiagonalsPastBlockedSquares) {
    const GridMap map = map_of({"...", ".#.", "..:"});
    const StateGraph g(SearchArea::of(map), DifficultTerrain::DoubledAsTwoDiagonals, CornerCutting::NoCornerCutting);
    EXPECT_EQ(out_degree(g.state({0, 0}, 0), g), 2u);
    EXPECT_EQ(out_degree(g.state({1, 0}, 1), g), 2u);  // 0-0 and 2-0; 0-1 and 2-1 pass 1-1
    EXPECT_EQ(out_degree(g.state({2, 1}, 1), g), 2u);  // 2-0 and 2-2
    const StateGraph open(SearchArea::open({-10, -10}, 3, 3), DifficultTerrain::DoubledAsTwoDiagonals,
                          CornerCutting::NoCornerCutting);
    EXPECT_EQ(out_degree(open.state({-9, -9}, 0), open), 8u);
}

// rules: dnd-movement-circle
TEST(DndSearchArea, AroundIsTheSquareOfTheRadiusCutToTheMap) {
    const GridMap map(10, 8);
    const auto a = SearchArea::around(map, {1, 6}, 3);
    EXPECT_EQ(a.top_left(), (GridPoint{0, 3}));
    EXPECT_EQ(a.width(), 5);
    EXPECT_EQ(a.height(), 5);
    EXPECT_EQ(a.map_offset(), 30u);
    const auto all = SearchArea::around(map, {5, 5}, std::int64_t{1} << 40);
    EXPECT_EQ(all.top_left(), (GridPoint{0, 0}));
    EXPECT_EQ(all.cells(), 80u);
    EXPECT_EQ(SearchArea::around(map, {5, 5}, 0).cells(), 1u);
}

// A window of a map reads the map's own cells: rows are the map's width apart.
// rules: dnd-parity
TEST(DndStateGraph, AWindowOfAMapSeesTheMapsSquares) {
    const GridMap map = map_of({".....", ".....", "...#.", ".....", "....."});
    const StateGraph g(SearchArea::around(map, {2, 2}, 1), DifficultTerrain::DoubledAsTwoDiagonals);
    EXPECT_EQ(num_vertices(g), 18u);
    EXPECT_EQ(out_degree(g.state({2, 2}, 0), g), 7u);  // all but 3-2
    EXPECT_EQ(out_degree(g.state({3, 3}, 0), g), 2u);  // 2-2 and 2-3: 3-2 is blocked, column 4 and row 4 outside
    const auto reached = reach({2, 2}, 5, 0, &map);
    ASSERT_TRUE(reached.ok());
    EXPECT_EQ(reached->size(), 8u);  // the start and 7 neighbours
}

TEST(DndStateGraph, OutEdgesStayOnTheAreaAndOffBlockedSquares) {
    const GridMap map = map_of({"...", ".#.", "..:"});
    const StateGraph g(SearchArea::of(map), DifficultTerrain::DoubledAsTwoDiagonals);
    EXPECT_EQ(num_vertices(g), 18u);
    EXPECT_EQ(out_degree(g.state({0, 0}, 0), g), 2u);  // 1-0 and 0-1; 1-1 is blocked
    EXPECT_EQ(out_degree(g.state({1, 0}, 1), g), 4u);
    std::map<GridPoint, std::pair<int, int>> to;  // feet, parity
    for (auto [it, end] = out_edges(g.state({2, 1}, 1), g); it != end; ++it)
        to[g.square(target(*it, g))] = {it->feet, StateGraph::parity(target(*it, g))};
    EXPECT_EQ(to.size(), 4u);
    EXPECT_EQ(to.at({2, 0}), std::pair(5, 1));
    EXPECT_EQ(to.at({1, 2}), std::pair(10, 0));  // a diagonal from an odd count
    EXPECT_EQ(to.at({2, 2}), std::pair(10, 1));  // straight into difficult terrain
    const StateGraph open(SearchArea::open({-10, -10}, 3, 3), DifficultTerrain::DoubledAsTwoDiagonals);
    EXPECT_EQ(out_degree(open.state({-9, -9}, 0), open), 8u);
    EXPECT_EQ(out_degree(open.state({-10, -8}, 0), open), 3u);
}

// Each refused input of a distance field is named at its field, and the field of a
// good one answers nothing outside its area or beyond its budget.
// rules: dnd-movement-circle, dnd-parity
TEST(DndDistanceField, RefusedInputsSayWhichAndWhy) {
    const GridMap map = map_of({"...", ".#.", "..."});
    const SearchArea area = SearchArea::of(map);
    const auto one = [](const Expected<DistanceField>& f) {
        EXPECT_FALSE(f.ok());
        return f.ok() ? std::string() : f.errors().front().where.field + ": " + f.errors().front().what;
    };
    EXPECT_EQ(one(distance_field(area, {0, 0}, -1, 30)),
              "diagonals: the count of diagonals already taken cannot be negative");
    EXPECT_EQ(one(distance_field(area, {0, 0}, 0, -5)), "speed: speed cannot be negative");
    EXPECT_EQ(one(distance_field(area, {3, 0}, 0, 30)), "from: square 3-0 is outside the search area");
    EXPECT_EQ(one(distance_field(area, {1, 1}, 0, 30)), "from: square 1-1 is blocked: no one can stand there");
    const auto field = distance_field(area, {0, 0}, 1, 10);
    ASSERT_TRUE(field.ok());
    EXPECT_EQ(field->budget(), 10);
    EXPECT_EQ(field->feet({0, 0}), 0);
    EXPECT_EQ(field->feet({2, 0}), 10);
    EXPECT_EQ(field->feet({2, 2}), std::nullopt);  // beyond the budget
    EXPECT_EQ(field->feet({1, 1}), std::nullopt);  // blocked
    EXPECT_EQ(field->feet({-1, 0}), std::nullopt);  // off the area
    EXPECT_EQ(field->feet({-1, 0}, 0), std::nullopt);
}

}  // namespace
}  // namespace umpire::dnd
