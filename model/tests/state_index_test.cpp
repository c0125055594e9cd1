// StateIndex (model/state_index.hpp) finds what GameState::unit and GameState::square
// find, on lists in any order and with misses (and units listed twice: a square
// listed twice is the one thing GameState::square leaves open, as states refuse it).
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "model/seed.hpp"
#include "model/state_index.hpp"

namespace umpire {
namespace {

TEST(StateIndex, FindsWhatTheStateFinds) {
    std::uint64_t counter = 0;  // a fixed sequence: the test is the same every run
    const auto below = [&](int n) { return static_cast<int>(mix64(++counter) % static_cast<std::uint64_t>(n)); };
    for (int round = 0; round < 20; ++round) {
        GameState s;
        // Squares in a scattered order, each once; units in any order, some twice.
        for (int k = 0; k < 60; ++k) {
            StratSquareInfo q;
            q.square = StratSquare{static_cast<std::int16_t>(below(12)), static_cast<std::int16_t>(below(12))};
            if (!s.square(q.square)) s.squares.push_back(q);
        }
        // Every other round, in reading order: the search by halves finds them.
        if (round % 2 == 1)
            std::sort(s.squares.begin(), s.squares.end(), [](const StratSquareInfo& a, const StratSquareInfo& b) {
                return std::pair(a.square.row, a.square.col) < std::pair(b.square.row, b.square.col);
            });
        for (int k = 0; k < 80; ++k) {
            Unit u;
            u.id = UnitId{below(2) == 0 ? Nation::US : Nation::MX, static_cast<std::uint16_t>(1 + below(30)),
                          below(2) == 0 ? UnitType::Infantry : UnitType::Dragoons};
            u.strength = k;
            s.units.push_back(u);
        }
        const StateIndex index(s);
        for (int c = -1; c <= 12; ++c)
            for (int r = -1; r <= 12; ++r) {
                const StratSquare q{static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)};
                const auto listed = std::find_if(s.squares.begin(), s.squares.end(),
                                                 [&](const StratSquareInfo& x) { return x.square == q; });
                const StratSquareInfo* expected = listed == s.squares.end() ? nullptr : &*listed;
                EXPECT_EQ(s.square(q), expected) << to_string(q);
                EXPECT_EQ(index.square(q), expected) << to_string(q);
            }
        for (const Nation n : {Nation::US, Nation::MX})
            for (std::uint16_t number = 0; number <= 31; ++number)
                for (const UnitType t : {UnitType::Infantry, UnitType::Dragoons, UnitType::Lancers}) {
                    const UnitId id{n, number, t};
                    EXPECT_EQ(index.unit(id), s.unit(id)) << to_string(id);
                }
    }
}

// A whole map in reading order, as campaigns list it: every square at its place.
TEST(StateIndex, FindsEverySquareOfAWholeMap) {
    GameState s;
    for (int r = 0; r < kStratRows; ++r)
        for (int c = 0; c < kStratColumns; ++c) {
            StratSquareInfo q;
            q.square = StratSquare{static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)};
            s.squares.push_back(q);
        }
    const StateIndex index(s);
    for (const StratSquareInfo& q : s.squares) ASSERT_EQ(index.square(q.square), &q);
    EXPECT_EQ(index.unit(UnitId{Nation::US, 1, UnitType::Infantry}), nullptr);
}

}  // namespace
}  // namespace umpire
