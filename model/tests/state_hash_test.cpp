#include <gtest/gtest.h>

#include "model/state_hash.hpp"

namespace umpire {
namespace {

GameState small() {
    GameState s;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    StratSquareInfo q;
    q.square = StratSquare{92, 94};
    q.nation = Nation::MX;
    q.owner = "MX";
    s.squares = {q};
    Unit u;
    u.id = UnitId{Nation::US, 1, UnitType::Infantry};
    u.state = "US";
    u.strength = 1000;
    u.strategic = q.square;
    u.tactical = TacSquare(3, 4);
    s.units = {u};
    return s;
}

// rules: 5.2
TEST(StateHash, EveryFieldCounts) {
    const GameState base = small();
    const Digest256 h = state_digest(base);
    EXPECT_EQ(h, state_digest(small()));
    const auto differs = [&](auto change) {
        GameState s = small();
        change(s);
        return state_digest(s) != h;
    };
    EXPECT_TRUE(differs([](GameState& s) { s.turn = 2; }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].fatigue = 1; }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].tactical = TacSquare(4, 3); }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].march = MarchProgress{TacSquare(3, 4)}; }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].stragglers = 5; }));
    EXPECT_TRUE(differs([](GameState& s) { s.squares[0].terrain = StratTerrain::Marsh; }));
    EXPECT_TRUE(differs([](GameState& s) { s.squares[0].map.set(TacSquare(0, 0), Terrain::Forest); }));
    EXPECT_TRUE(differs([](GameState& s) { s.battles_last_turn = {s.squares[0].square}; }));
    // A move under way and the same unit with it over are different positions.
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].move = MoveProgress{}; }));
}

// rules: 8.6 5.2
TEST(StateHash, AStartOfTurnStrengthCountsOnlyWhereItDiffersFromTheStrength) {
    GameState s = small();
    s.units[0].march = MarchProgress{TacSquare(3, 4)};
    const Digest256 without = state_digest(s);
    s.units[0].march->start_strength = s.units[0].strength;  // reads the same as none (rule 8.6)
    EXPECT_EQ(state_digest(s), without);
    s.units[0].march->start_strength = s.units[0].strength + 10;
    EXPECT_NE(state_digest(s), without);
}

// rules: 5.2
TEST(StateHash, SquaresDigestIsReusable) {
    const GameState s = small();
    EXPECT_EQ(state_digest(s, squares_digest(s)), state_digest(s));
    GameState moved = s;
    moved.units[0].tactical = TacSquare(5, 5);
    EXPECT_EQ(squares_digest(moved), squares_digest(s));  // units are not part of the squares
}

}  // namespace
}  // namespace umpire
