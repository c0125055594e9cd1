// SquareUnits, the combat phase's units by strategic square (rules/gitm/combat/square_units.hpp),
// against a scan of the state: what a battle's board (9.4), 3.7's nearby units and 9.6's
// garrison are given.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "rules/gitm/combat/square_units.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/units/arrivals.hpp"

namespace umpire::gitm {
namespace {

using detail::SquareUnits;
using testing::add_unit;
using testing::sq;

// The units of the state matching `keep`, in unit id order, as a scan finds them.
template <class Keep>
std::vector<std::size_t> scan(const GameState& s, Keep keep) {
    std::vector<std::size_t> out;
    for (const std::size_t i : units_by_id(s))
        if (keep(s.units[i])) out.push_back(i);
    return out;
}

std::vector<std::size_t> at(const SquareUnits& u, StratSquare q) {
    const auto here = u.at(q);
    return {here.begin(), here.end()};
}

int distance(StratSquare a, StratSquare b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

// Units listed out of id order over a cluster of squares and the map's corners, several to a
// square, so that neither the list's order nor a square's neighbours' units can pass for its own.
GameState scattered() {
    GameState s = testing::world();
    const StratSquare places[] = {sq(5, 5), sq(6, 5), sq(4, 6), sq(5, 7), sq(0, 0), sq(kStratColumns - 1, kStratRows - 1),
                                  sq(kStratColumns - 1, 0), sq(7, 5), sq(5, 4)};
    for (int k = 0; k < 40; ++k) {
        const int number = (k * 17) % 40 + 1;  // every number 1..40 once, out of order
        add_unit(s, k % 3 == 0 ? "MX" : "US", number, places[(k * 5) % 9], TacSquare{7, 7});
    }
    return s;
}

TEST(CombatSquareUnits, EachSquareHoldsItsUnitsInIdOrder) {
    const GameState s = scattered();
    const SquareUnits units(s, units_by_id(s));
    int seen = 0;
    for (int row = 0; row < kStratRows; ++row)
        for (int col = 0; col < kStratColumns; ++col) {
            const StratSquare q = sq(col, row);
            const auto want = scan(s, [&](const Unit& u) { return u.strategic == q; });
            ASSERT_EQ(at(units, q), want) << "square " << col << "-" << row;
            seen += static_cast<int>(want.size());
        }
    EXPECT_EQ(seen, 40);
    EXPECT_EQ(at(units, sq(5, 5)).size(), 5u);
}

TEST(CombatSquareUnits, ASquareEndsWhereTheNextInReadingOrderBegins) {
    // The first unit by id stands in the square after another's in reading order:
    // neither square may take the other's.
    GameState s = testing::world();
    add_unit(s, "US", 9, sq(5, 5), TacSquare{7, 7});
    add_unit(s, "US", 1, sq(6, 5), TacSquare{7, 7});
    add_unit(s, "US", 5, sq(kStratColumns - 1, 4), TacSquare{7, 7});  // the last square of a row
    add_unit(s, "US", 3, sq(0, 5), TacSquare{7, 7});                  // and the first of the next
    const SquareUnits units(s, units_by_id(s));
    EXPECT_EQ(at(units, sq(5, 5)), std::vector<std::size_t>{0});
    EXPECT_EQ(at(units, sq(6, 5)), std::vector<std::size_t>{1});
    EXPECT_EQ(at(units, sq(kStratColumns - 1, 4)), std::vector<std::size_t>{2});
    EXPECT_EQ(at(units, sq(0, 5)), std::vector<std::size_t>{3});
    EXPECT_TRUE(at(units, sq(4, 5)).empty());
}

TEST(CombatSquareUnits, WithinARadiusIsEveryUnitThatCloseInIdOrder) {
    const GameState s = scattered();
    const SquareUnits units(s, units_by_id(s));
    for (const StratSquare q : {sq(5, 5), sq(6, 6), sq(0, 0), sq(1, 1), sq(kStratColumns - 1, kStratRows - 1)})
        for (const int radius : {0, 1, 2, 10, 500}) {
            const auto want = scan(s, [&](const Unit& u) { return distance(u.strategic, q) <= radius; });
            EXPECT_EQ(units.within(q, radius), want) << q.col << "-" << q.row << " radius " << radius;
        }
    EXPECT_EQ(units.within(sq(5, 5), 500).size(), 40u);
    EXPECT_TRUE(units.within(sq(5, 5), -1).empty());
}

TEST(CombatSquareUnits, AMovedUnitLeavesOneSquareForTheOther) {
    GameState s = scattered();
    SquareUnits units(s, units_by_id(s));
    const auto check = [&] {
        for (const StratSquare q : {sq(5, 5), sq(6, 5), sq(20, 30), sq(0, 0), sq(kStratColumns - 1, 0)})
            ASSERT_EQ(at(units, q), scan(s, [&](const Unit& u) { return u.strategic == q; }));
        ASSERT_EQ(units.within(sq(5, 5), 2), scan(s, [&](const Unit& u) { return distance(u.strategic, sq(5, 5)) <= 2; }));
    };
    // To an empty square, to an occupied one between its units' ids, back, and a stay.
    const std::size_t first = at(units, sq(5, 5)).front();
    const std::size_t middle = at(units, sq(5, 5))[2];
    s.units[first].strategic = sq(20, 30);
    units.moved(first, sq(5, 5), sq(20, 30));
    check();
    s.units[middle].strategic = sq(0, 0);
    units.moved(middle, sq(5, 5), sq(0, 0));
    check();
    s.units[first].strategic = sq(kStratColumns - 1, 0);
    units.moved(first, sq(20, 30), sq(kStratColumns - 1, 0));
    check();
    units.moved(middle, sq(0, 0), sq(0, 0));
    check();
    EXPECT_TRUE(at(units, sq(20, 30)).empty());
}

}  // namespace
}  // namespace umpire::gitm
