#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"

namespace umpire::dnd {
namespace {

std::vector<GridPoint> points(std::initializer_list<GridPoint> l) { return l; }

GridMap map_of(const std::vector<std::string>& lines) { return GridMap::from_lines(lines).value(); }

// The costs around a square at 0-0, radius 3, drawn as rows of numbers.
std::vector<std::string> cost_grid(std::int64_t diagonals_before) {
    std::vector<std::string> rows;
    for (int r = -3; r <= 3; ++r) {
        std::string row;
        for (int c = -3; c <= 3; ++c) {
            const auto f = std::to_string(distance_feet({0, 0}, {c, r}, diagonals_before));
            row += (c > -3 ? " " : "") + std::string(2 - f.size(), ' ') + f;
        }
        rows.push_back(row);
    }
    return rows;
}

// rules: dnd-square
TEST(DndDistance, StraightStepsCostFiveFeetEach) {
    EXPECT_EQ(distance_feet({0, 0}, {0, 0}), 0);
    EXPECT_EQ(distance_feet({0, 0}, {1, 0}), 5);
    EXPECT_EQ(distance_feet({0, 0}, {0, -7}), 35);
    EXPECT_EQ(distance_feet({0, 0}, {6, 0}, 1), 30);  // no diagonal, so the count does not matter
    const auto p = path_cost(points({{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}}));
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p->feet, 20);
    EXPECT_EQ(p->diagonals, 0);
}

// rules: dnd-parity
TEST(DndDistance, DiagonalsAlternateFiveAndTenOverTheWholeTurn) {
    // Diagonals separated by straight steps and turning every time: 5, 10, 5 still.
    const auto p = path_cost(points({{0, 0}, {1, 1}, {2, 1}, {3, 0}, {3, -1}, {2, -2}}));
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p->feet, 5 + 5 + 10 + 5 + 5);
    EXPECT_EQ(p->diagonals, 3);
    // The first diagonal makes all eight neighbours equally near.
    for (int c = -1; c <= 1; ++c)
        for (int r = -1; r <= 1; ++r)
            if (c || r) {
                EXPECT_EQ(distance_feet({0, 0}, {c, r}), 5) << c << "," << r;
            }
    // After one diagonal earlier in the turn, the next costs 10.
    EXPECT_EQ(distance_feet({0, 0}, {1, 1}, 1), 10);
    EXPECT_EQ(distance_feet({0, 0}, {1, 1}, 2), 5);
}

// rules: dnd-l-vs-diagonal
TEST(DndDistance, DiagonalRouteBeatsTheLShape) {
    const auto l_shape = path_cost(points({{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}}));
    const auto diagonal = path_cost(points({{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}}));
    ASSERT_TRUE(l_shape.ok());
    ASSERT_TRUE(diagonal.ok());
    EXPECT_EQ(l_shape->feet, 40);
    EXPECT_EQ(diagonal->feet, 30);  // 5 + 10 + 5 + 10
    EXPECT_EQ(distance_feet({0, 0}, {4, 4}), 30);
}

// rules: dnd-closed-form
TEST(DndDistance, ClosedFormOfTheTextAndItsOddCountVersion) {
    // The text's formula as written, 5 * (dx + dy - ceil(min / 2)), for an even count.
    for (int dx = -12; dx <= 12; ++dx)
        for (int dy = -12; dy <= 12; ++dy) {
            const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy, m = ax < ay ? ax : ay;
            EXPECT_EQ(distance_feet({3, -2}, {3 + dx, -2 + dy}), 5 * (ax + ay - (m + 1) / 2)) << dx << "," << dy;
            EXPECT_EQ(distance_feet({3, -2}, {3 + dx, -2 + dy}, 1), 5 * (ax + ay - m / 2)) << dx << "," << dy;
        }
    EXPECT_EQ(distance_feet({0, 0}, {3, 3}, 0), 20);  // 5 + 10 + 5
    EXPECT_EQ(distance_feet({0, 0}, {3, 3}, 1), 25);  // 10 + 5 + 10
    EXPECT_EQ(distance_feet({0, 0}, {5, 2}, 0), 30);  // two diagonals (15) and three straight steps
    // Far apart, and negative: only the offsets matter.
    EXPECT_EQ(distance_feet({-1'000'000, -1'000'000}, {1'000'000, 1'000'000}), 5 * (2'000'000 + 1'000'000));
    EXPECT_EQ(distance_feet({-3, -5}, {1, 1}, 1), 5 * (6 + 2));
}

// rules: dnd-cost-grid
TEST(DndDistance, CostGridAroundACharacter) {
    const std::vector<std::string> even = {
        "20 20 15 15 15 20 20",
        "20 15 10 10 10 15 20",
        "15 10  5  5  5 10 15",
        "15 10  5  0  5 10 15",
        "15 10  5  5  5 10 15",
        "20 15 10 10 10 15 20",
        "20 20 15 15 15 20 20",
    };
    const std::vector<std::string> odd = {
        "25 20 20 15 20 20 25",
        "20 15 15 10 15 15 20",
        "20 15 10  5 10 15 20",
        "15 10  5  0  5 10 15",
        "20 15 10  5 10 15 20",
        "20 15 15 10 15 15 20",
        "25 20 20 15 20 20 25",
    };
    EXPECT_EQ(cost_grid(0), even);
    EXPECT_EQ(cost_grid(1), odd);
    EXPECT_EQ(cost_grid(4), even);
    EXPECT_EQ(cost_grid(7), odd);
}

// rules: dnd-parity
TEST(DndPathCost, SplittingAtWaypointsCarriesTheDiagonalCount) {
    const auto path = points({{0, 0}, {1, 1}, {2, 1}, {3, 2}, {3, 3}, {4, 4}, {5, 4}, {6, 5}});
    for (std::int64_t before : {0, 1, 2, 5}) {
        const auto whole = path_cost(path, before);
        ASSERT_TRUE(whole.ok());
        EXPECT_EQ(whole->diagonals, before + 4);
        for (std::size_t i = 0; i < path.size(); ++i) {
            const auto first = path_cost(std::span(path).first(i + 1), before);
            const auto rest = path_cost(std::span(path).subspan(i), first->diagonals);
            EXPECT_EQ(first->feet + rest->feet, whole->feet) << "split at " << i << ", count " << before;
            EXPECT_EQ(rest->diagonals, whole->diagonals);
        }
    }
    // Two moves in one turn: the second starts where the first's count left off.
    const auto move1 = path_cost(points({{0, 0}, {1, 1}, {1, 2}}));
    const auto move2 = path_cost(points({{1, 2}, {2, 3}}), move1->diagonals);
    EXPECT_EQ(move1->feet, 10);
    EXPECT_EQ(move2->feet, 10);
}

TEST(DndPathCost, RejectsStepsThatDoNotGoToANeighbour) {
    for (const auto& bad : {points({{0, 0}, {2, 0}}), points({{0, 0}, {1, 1}, {1, 1}}),
                            points({{0, 0}, {1, 1}, {3, 3}}), points({{5, 5}, {-5, -5}})}) {
        const auto p = path_cost(bad);
        ASSERT_FALSE(p.ok());
        EXPECT_NE(p.errors().front().what.find("8 neighbouring squares"), std::string::npos);
    }
    EXPECT_EQ(path_cost(points({{0, 0}, {1, 1}, {3, 3}})).errors().front().where.field, "path[2]");
    EXPECT_EQ(path_cost({}).errors().front().where.field, "path");
    EXPECT_EQ(path_cost(points({{0, 0}}), -1).errors().front().where.field, "diagonals");
    EXPECT_EQ(path_cost(points({{0, 0}}))->feet, 0);
}

TEST(DndPathCost, OnAMapSquaresMustExistAndBeOpen) {
    const GridMap map = map_of({"..#", "...", "..."});
    EXPECT_TRUE(path_cost(points({{0, 0}, {1, 1}, {2, 1}}), 0, &map).ok());
    const auto outside = path_cost(points({{0, 0}, {-1, 0}}), 0, &map);
    ASSERT_FALSE(outside.ok());
    EXPECT_EQ(outside.errors().front().where.field, "path[1]");
    EXPECT_NE(outside.errors().front().what.find("outside the map"), std::string::npos);
    const auto blocked = path_cost(points({{1, 1}, {2, 0}}), 0, &map);
    ASSERT_FALSE(blocked.ok());
    EXPECT_NE(blocked.errors().front().what.find("2-0 is blocked"), std::string::npos);
}

// rules: dnd-parity
TEST(DndDifficultTerrain, DoubledAsTwoDiagonalsIsTheDefault) {
    EXPECT_EQ(Rulings{}.get<DifficultTerrain>(), DifficultTerrain::DoubledAsTwoDiagonals);
    const GridMap map = map_of({"...", ".:.", "..."});
    // Into the difficult centre diagonally: 15 ft and two diagonals, whatever the count.
    const auto even = path_cost(points({{0, 0}, {1, 1}, {2, 2}}), 0, &map);
    EXPECT_EQ(even->feet, 15 + 5);
    EXPECT_EQ(even->diagonals, 3);
    const auto odd = path_cost(points({{0, 0}, {1, 1}, {2, 2}}), 1, &map);
    EXPECT_EQ(odd->feet, 15 + 10);
    EXPECT_EQ(odd->diagonals, 4);
    // Straight into it: 10 ft; out of it: the ordinary price.
    const auto straight = path_cost(points({{0, 1}, {1, 1}, {2, 1}}), 0, &map);
    EXPECT_EQ(straight->feet, 10 + 5);
    EXPECT_EQ(straight->diagonals, 0);
    // The search agrees: the diagonal and the way round both cost 15.
    const auto field = distance_field(SearchArea::of(map), {0, 0}, 0, 1000);
    EXPECT_EQ(field->feet({1, 1}), 15);
}

// rules: dnd-parity
TEST(DndDifficultTerrain, DoubledStepPriceAlternative) {
    const auto rule = DifficultTerrain::DoubledStepPrice;
    Rulings r;
    ASSERT_TRUE(r.set("DND-DIFFICULT-TERRAIN", "doubled-step-price").ok());
    EXPECT_EQ(r.get<DifficultTerrain>(), rule);
    const GridMap map = map_of({"...", ".:.", "..."});
    // Double the price at this point of the alternation; one diagonal counted.
    const auto even = path_cost(points({{0, 0}, {1, 1}, {2, 2}}), 0, &map, rule);
    EXPECT_EQ(even->feet, 10 + 10);
    EXPECT_EQ(even->diagonals, 2);
    const auto odd = path_cost(points({{0, 0}, {1, 1}, {2, 2}}), 1, &map, rule);
    EXPECT_EQ(odd->feet, 20 + 5);
    EXPECT_EQ(odd->diagonals, 3);
    const auto straight = path_cost(points({{0, 1}, {1, 1}}), 1, &map, rule);
    EXPECT_EQ(straight->feet, 10);
    EXPECT_EQ(straight->diagonals, 1);
    // The search: 10 ft diagonally from an even count; from an odd one the way round
    // (5 + 10) beats the doubled diagonal (20).
    EXPECT_EQ(distance_field(SearchArea::of(map), {0, 0}, 0, 1000, rule)->feet({1, 1}), 10);
    EXPECT_EQ(distance_field(SearchArea::of(map), {0, 0}, 1, 1000, rule)->feet({1, 1}), 15);
}

// rules: dnd-parity
TEST(DndCornerCutting, AllowedIsTheDefault) {
    EXPECT_EQ(Rulings{}.get<CornerCutting>(), CornerCutting::Allowed);
    // Between two blocked squares and past one blocked corner: only the squares
    // entered matter.
    const GridMap between = map_of({".#", "#."}), corner = map_of({".#", ".."});
    for (const GridMap* map : {&between, &corner}) {
        const auto p = path_cost(points({{0, 0}, {1, 1}}), 0, map);
        ASSERT_TRUE(p.ok());
        EXPECT_EQ(p->feet, 5);
        EXPECT_EQ(p->diagonals, 1);
        EXPECT_TRUE(path_cost(points({{1, 1}, {0, 0}}), 0, map, DifficultTerrain::DoubledAsTwoDiagonals,
                              CornerCutting::Allowed)
                        .ok());
    }
}

// rules: dnd-parity
TEST(DndCornerCutting, NoCornerCuttingAlternativeRejectsTheStep) {
    const auto no = CornerCutting::NoCornerCutting;
    Rulings r;
    ASSERT_TRUE(r.set("DND-CORNER-CUTTING", "no-corner-cutting").ok());
    EXPECT_EQ(r.get<CornerCutting>(), no);
    const auto rule = DifficultTerrain::DoubledAsTwoDiagonals;
    const GridMap between = map_of({".#", "#."}), corner = map_of({"....", ".#..", "...."});
    const auto squeeze = path_cost(points({{0, 0}, {1, 1}}), 0, &between, rule, no);
    ASSERT_FALSE(squeeze.ok());
    EXPECT_EQ(squeeze.errors().front().where.field, "path[1]");
    EXPECT_NE(squeeze.errors().front().what.find("diagonal step from 0-0 to 1-1 passes between blocked squares"),
              std::string::npos);
    EXPECT_NE(squeeze.errors().front().what.find("DND-CORNER-CUTTING=no-corner-cutting"), std::string::npos);
    // Round the blocked centre: 1-0 to 2-1 cuts its corner, the step after 2-0 does not.
    const auto cut = path_cost(points({{0, 0}, {1, 0}, {2, 1}, {2, 2}}), 0, &corner, rule, no);
    ASSERT_FALSE(cut.ok());
    EXPECT_EQ(cut.errors().front().where.field, "path[2]");
    EXPECT_NE(cut.errors().front().what.find("cuts the corner of blocked square 1-1"), std::string::npos);
    const auto round = path_cost(points({{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}), 0, &corner, rule, no);
    ASSERT_TRUE(round.ok());
    EXPECT_EQ(round->feet, 20);
    // Diagonals that pass no blocked square are priced as ever; open ground has none.
    EXPECT_EQ(path_cost(points({{2, 0}, {3, 1}, {2, 2}}), 0, &corner, rule, no)->feet, 15);
    EXPECT_EQ(path_cost(points({{0, 0}, {1, 1}, {2, 2}}), 0, nullptr, rule, no)->feet, 15);
}

TEST(DndDistance, StepPriceTable) {
    using enum DifficultTerrain;
    const auto price = [](bool diagonal, bool difficult, int before, DifficultTerrain rule) {
        const auto s = step_price(diagonal, difficult, before, rule);
        return std::pair(s.feet, s.diagonals);
    };
    EXPECT_EQ(price(false, false, 0, DoubledAsTwoDiagonals), std::pair(5, 0));
    EXPECT_EQ(price(true, false, 0, DoubledAsTwoDiagonals), std::pair(5, 1));
    EXPECT_EQ(price(true, false, 1, DoubledAsTwoDiagonals), std::pair(10, 1));
    EXPECT_EQ(price(false, true, 1, DoubledAsTwoDiagonals), std::pair(10, 0));
    EXPECT_EQ(price(true, true, 0, DoubledAsTwoDiagonals), std::pair(15, 2));
    EXPECT_EQ(price(true, true, 1, DoubledAsTwoDiagonals), std::pair(15, 2));
    EXPECT_EQ(price(false, true, 0, DoubledStepPrice), std::pair(10, 0));
    EXPECT_EQ(price(true, true, 0, DoubledStepPrice), std::pair(10, 1));
    EXPECT_EQ(price(true, true, 1, DoubledStepPrice), std::pair(20, 1));
}

}  // namespace
}  // namespace umpire::dnd
