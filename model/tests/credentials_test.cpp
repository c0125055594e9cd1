#include "model/credentials.hpp"

#include <gtest/gtest.h>

#include "model/game_state.hpp"

namespace umpire {
namespace {

const std::vector<std::uint8_t> kSalt{1, 2, 3, 4, 5, 6, 7, 8};

Credentials two_players() {
    Credentials c;
    c.players = {{"alice", hash_password("a1", kSalt, 1)}, {"bob", hash_password("b1", kSalt, 1)}};
    c.assignments = {{UnitId{Nation::MX, 3, UnitType::LightInfantry}, "alice", std::string("bob")}};
    return c;
}

// rules: 6.10
TEST(Credentials, ChangesTakeEffectAtTheirTime) {
    Credentials c = two_players();
    const UnitId unit{Nation::MX, 3, UnitType::LightInfantry};
    const Timestamp noon{1000};
    c.reassignments.push_back({noon, {unit, "bob", std::nullopt}});
    c.password_changes.push_back({noon, "alice", hash_password("a2", kSalt, 1)});
    EXPECT_EQ(assignment_at(c, unit, Timestamp{999}, SameSecond::ChangeFirst)->commander, "alice");
    EXPECT_EQ(assignment_at(c, unit, Timestamp{1001}, SameSecond::ChangeFirst)->commander, "bob");
    EXPECT_EQ(assignment_at(c, unit, noon, SameSecond::ChangeFirst)->commander, "bob");
    EXPECT_EQ(assignment_at(c, unit, noon, SameSecond::OrderFirst)->commander, "alice");
    EXPECT_TRUE(verify_password(*password_at(c, "alice", Timestamp{999}, SameSecond::ChangeFirst), "a1"));
    EXPECT_TRUE(verify_password(*password_at(c, "alice", noon, SameSecond::ChangeFirst), "a2"));
    EXPECT_TRUE(verify_password(*password_at(c, "alice", noon, SameSecond::OrderFirst), "a1"));
    EXPECT_EQ(password_at(c, "carol", noon, SameSecond::ChangeFirst), nullptr);
    EXPECT_EQ(assignment_at(c, UnitId{}, noon, SameSecond::ChangeFirst), nullptr);
    EXPECT_EQ(final_assignment(c, unit)->commander, "bob");
    EXPECT_TRUE(password_changed(c, "alice"));
    EXPECT_FALSE(password_changed(c, "bob"));
}

// Commands gives every player what commanded_units gives him: commanders and
// deputies, units reassigned once, twice or back, a player with nothing.
// rules: 3.4
TEST(Credentials, CommandsOfEveryPlayerAreThoseCommandedUnitsGives) {
    Credentials c = two_players();
    c.players.push_back({"carol", hash_password("c1", kSalt, 1)});
    for (std::uint16_t n = 1; n <= 12; ++n)
        c.assignments.push_back({UnitId{Nation::US, n, UnitType::Infantry}, n % 3 == 0 ? "alice" : "bob",
                                 n % 4 == 0 ? std::optional<std::string>("carol") : std::nullopt});
    c.reassignments.push_back({Timestamp{10}, {UnitId{Nation::US, 3, UnitType::Infantry}, "carol", std::nullopt}});
    c.reassignments.push_back({Timestamp{20}, {UnitId{Nation::US, 4, UnitType::Infantry}, "alice", std::string("bob")}});
    c.reassignments.push_back({Timestamp{30}, {UnitId{Nation::US, 3, UnitType::Infantry}, "alice", std::nullopt}});
    const Commands commands(c);
    for (const char* p : {"alice", "bob", "carol", "dave"}) EXPECT_EQ(commands.of(p), commanded_units(c, p)) << p;
    EXPECT_TRUE(commands.of("dave").empty());
    const std::vector<UnitId> carol = commands.of("carol");
    EXPECT_EQ(carol, (std::vector<UnitId>{UnitId{Nation::US, 8, UnitType::Infantry}, UnitId{Nation::US, 12, UnitType::Infantry}}));
}

TEST(Credentials, Invariants) {
    const std::vector<UnitId> units{UnitId{Nation::MX, 3, UnitType::LightInfantry}};
    const std::vector<std::string> states{"MX", "US"};
    EXPECT_TRUE(check_credentials(two_players(), units, states).empty());
    const auto fields = [&](const Credentials& c) {
        std::vector<std::string> f;
        for (const auto& d : check_credentials(c, units, states)) f.push_back(d.where.field);
        return f;
    };
    Credentials c = two_players();
    c.players.push_back({"alice", c.players[0].password});
    c.players.push_back({"no spaces", c.players[0].password});
    EXPECT_EQ(fields(c), (std::vector<std::string>{"players[2].name", "players[3].name"}));
    c = two_players();
    c.assignments[0].deputy = "alice";
    c.assignments.push_back({UnitId{Nation::US, 1, UnitType::Infantry}, "carol", std::nullopt});
    EXPECT_EQ(fields(c), (std::vector<std::string>{"assignments[0].deputy", "assignments[1].unit", "assignments[1].commander"}));
    c = two_players();
    c.assignments.push_back(c.assignments[0]);
    c.reassignments = {{Timestamp{5}, c.assignments[0]}, {Timestamp{4}, c.assignments[0]}};
    c.password_changes = {{Timestamp{5}, "dave", c.players[0].password}};
    EXPECT_EQ(fields(c), (std::vector<std::string>{"assignments[1].unit", "reassignments[1].at", "password_changes[0].player"}));
    // Rule 3.4: one war minister per state of the game, a known player.
    c = two_players();
    c.war_ministers = {{"MX", "alice"}, {"US", "bob"}};
    EXPECT_TRUE(fields(c).empty());
    EXPECT_EQ(*war_minister_of(c, "US"), "bob");
    EXPECT_EQ(war_minister_of(c, "TX"), nullptr);
    c.war_ministers = {{"MX", "alice"}, {"MX", "bob"}, {"TX", "bob"}, {"US", "carol"}};
    EXPECT_EQ(fields(c), (std::vector<std::string>{"war_ministers[1].state", "war_ministers[2].state", "war_ministers[3].player"}));
}

}  // namespace
}  // namespace umpire
