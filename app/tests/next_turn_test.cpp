#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/next_turn.hpp"
#include "app/turn_orders.hpp"
#include "rules/gitm/tests/combat_world.hpp"

namespace umpire::app {
namespace {

using gitm::testing::add_square;
using gitm::testing::add_unit;
using gitm::testing::sq;

PasswordHash hash(const std::string& h) { return *parse_password_hash("pbkdf2-sha256$1000$0011223344556677$" + h); }
const std::string kOld(64, 'a'), kNew(64, 'b'), kOther(64, 'c');
Timestamp at(const char* t) { return *parse_timestamp(t); }
UnitId id(const char* s) { return *parse_unit_id(s); }

// rules: 6.10
TEST(NextTurn, TheTurnsChangesBecomeTheStartOfTheNext) {
    GameState s = gitm::testing::world();
    add_square(s, sq(2, 2));
    add_unit(s, "US", 1, sq(2, 2), TacSquare(3, 3));
    add_unit(s, "US", 2, sq(2, 2), TacSquare(4, 3));
    add_unit(s, "US", 4, sq(2, 2), TacSquare(5, 3));
    Credentials c;
    c.players = {{"alice", hash(kOld)}, {"bob", hash(kOld)}};
    c.assignments = {{id("US1IN"), "alice", "bob"}, {id("US2IN"), "bob", {}}, {id("US3IN"), "alice", {}}};
    c.reassignments = {{at("2026-11-23T10:00:00Z"), {id("US1IN"), "bob", {}}},
                       {at("2026-11-23T11:00:00Z"), {id("US1IN"), "alice", {}}},
                       {at("2026-11-23T12:00:00Z"), {id("US4IN"), "bob", "alice"}}};
    c.password_changes = {{at("2026-11-23T10:00:00Z"), "alice", hash(kOther)},
                          {at("2026-11-23T11:00:00Z"), "alice", hash(kNew)}};
    c.war_ministers = {{"US", "bob"}};

    const Credentials next = next_credentials(c, s.units);  // US3IN is no longer in the game
    EXPECT_TRUE(next.reassignments.empty());
    EXPECT_TRUE(next.password_changes.empty());
    ASSERT_EQ(next.players.size(), 2u);
    EXPECT_EQ(next.players[0].password, hash(kNew)) << "the last change of the turn";
    EXPECT_EQ(next.players[1].password, hash(kOld));
    const std::vector<Assignment> want{{id("US1IN"), "alice", {}}, {id("US2IN"), "bob", {}}, {id("US4IN"), "bob", "alice"}};
    EXPECT_EQ(next.assignments, want);
    EXPECT_EQ(next.war_ministers, c.war_ministers);
    std::vector<UnitId> ids;
    for (const Unit& u : s.units) ids.push_back(u.id);
    std::vector<std::string> states;
    for (const auto& p : s.states) states.push_back(p.id);
    EXPECT_TRUE(check_credentials(next, ids, states).empty()) << format(check_credentials(next, ids, states));
}

// rules: 5.2 7.5
TEST(NextTurn, AdvancedAndClearedAndPlayableAgain) {
    GameState s = gitm::testing::world();
    s.turn = 4;
    add_square(s, sq(2, 2));
    add_unit(s, "US", 1, sq(2, 2), TacSquare(3, 3));
    add_unit(s, "MX", 1, sq(2, 2), TacSquare(12, 12));
    s.credentials = Credentials{{{"gm", hash(kOld)}}, {{id("US1IN"), "gm", {}}, {id("MX1IN"), "gm", {}}}, {},
                                {{at("2026-11-23T09:00:00Z"), "gm", hash(kNew)}}, {}};
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    const std::vector<OrderText> none;  // rule 6.9's defaults for both
    auto played = run_turn(s, none, Seed{7}, Rulings{}, ParamSet{});
    ASSERT_TRUE(played.ok()) << format(played.errors());

    const GameState next = next_turn_state(*played);
    EXPECT_EQ(next.turn, 5);
    for (const Unit& u : next.units) {
        EXPECT_FALSE(u.move.has_value()) << to_string(u.id);
        EXPECT_FALSE(u.march.has_value()) << to_string(u.id);
        EXPECT_FALSE(u.engage_stopped) << to_string(u.id);
    }
    EXPECT_EQ(next.battles_last_turn, played->state.battles_last_turn);
    ASSERT_TRUE(next.credentials.has_value());
    EXPECT_TRUE(next.credentials->password_changes.empty());
    EXPECT_EQ(next.credentials->players[0].password, hash(kNew));
    EXPECT_TRUE(check_invariants(next).empty()) << format(check_invariants(next));
    // The units and everything else the turn left are as it left them.
    GameState back = next;
    back.credentials = played->state.credentials;
    EXPECT_EQ(back, played->state);

    auto again = run_turn(next, none, Seed{8}, Rulings{}, ParamSet{});
    ASSERT_TRUE(again.ok()) << format(again.errors());
    EXPECT_EQ(again->state.turn, 6);
}

}  // namespace
}  // namespace umpire::app
