// The digests a turn records (rules/gitm/turn.cpp): each phase's is state_digest()
// of the position after it, whether the squares' part was worked out on a second
// thread (a large map, no observer: the digests are joined at the end) or at once
// (a small map, or an observer that reads each digest as it is recorded).
// Also the last turn validate_turn() lets a state play from.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/hex.hpp"
#include "model/state_hash.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

// A block of `side` x `side` squares with a US and a MX unit next to each other, so
// the phases differ (a march to the enemy, a battle).
GameState block(int side) {
    GameState s = testing::world();
    for (int row = 1; row <= side; ++row)
        for (int col = 1; col <= side; ++col) add_square(s, sq(col, row));
    add_unit(s, "US", 1, sq(2, 2), TacSquare(7, 7));
    add_unit(s, "MX", 1, sq(3, 2), TacSquare(7, 7));
    return s;
}

TurnOrders march_to_enemies(const GameState& s) {
    TurnOrders orders;
    for (const Unit& u : s.units) {
        UnitOrders o;
        o.strategic.march_to_enemies = true;
        orders.push_back({u.id, o});
    }
    return orders;
}

void digests_are_the_positions(int side) {
    const GameState s = block(side);
    const TurnOrders orders = march_to_enemies(s);
    std::vector<std::string> observed;
    const auto watch = [&](const TurnPhase& p, const GameState& now) {
        EXPECT_EQ(p.state_hash, to_hex(state_digest(now)));
        observed.push_back(p.state_hash);
    };
    const TurnOutcome watched = resolve_turn(s, orders, Seed{5}, Rulings{}, watch);
    const TurnOutcome plain = resolve_turn(s, orders, Seed{5}, Rulings{});
    ASSERT_EQ(plain.phases.size(), watched.phases.size());
    ASSERT_EQ(observed.size(), watched.phases.size());
    for (std::size_t k = 0; k < plain.phases.size(); ++k) {
        EXPECT_EQ(plain.phases[k].state_hash, observed[k]) << "phase record " << k;
        EXPECT_EQ(watched.phases[k].state_hash, observed[k]) << "phase record " << k;
    }
    EXPECT_EQ(plain.phases.back().state_hash, to_hex(state_digest(plain.state)));
    EXPECT_NE(plain.phases.front().state_hash, plain.phases.back().state_hash) << "the turn changed the position";
}

// rules: 5.2
TEST(TurnDigest, OnASmallMapEachPhaseRecordsItsPosition) { digests_are_the_positions(4); }

// 576 squares: past the size from which the squares are digested on a second thread.
// rules: 5.2
TEST(TurnDigest, OnALargeMapEachPhaseRecordsItsPosition) { digests_are_the_positions(24); }

// A state may hold the last turn, 1000, but no turn may be played from it: the state
// after would hold 1001, which check_invariants() refuses. The turn before still plays.
// rules: 5.2
TEST(TurnValidation, NoTurnIsPlayedFromTheLast) {
    GameState s = block(3);
    s.turn = kMaxTurn - 1;
    EXPECT_TRUE(validate_turn(s, TurnOrders{}).empty());
    s.turn = kMaxTurn;
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    const auto bad = validate_turn(s, TurnOrders{});
    ASSERT_EQ(bad.size(), 1u);
    EXPECT_EQ(bad[0].where.field, "state.turn");
}

}  // namespace
}  // namespace umpire::gitm
