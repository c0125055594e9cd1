#include "app/credential_forms.hpp"

#include <gtest/gtest.h>

#include "model/order_text.hpp"

namespace umpire::app {
namespace {

const std::vector<std::uint8_t> kSalt{1, 2, 3, 4, 5, 6, 7, 8};
const UnitId kMx3{Nation::MX, 3, UnitType::LightInfantry};
const UnitId kMxHq{Nation::MX, 1, UnitType::ArmyHQ};
const UnitId kUsHq{Nation::US, 1, UnitType::ArmyHQ};
const UnitId kMxCorps{Nation::MX, 2, UnitType::CorpsHQ};

Unit unit(UnitId id, const char* state) {
    Unit u;
    u.id = id;
    u.state = state;
    return u;
}

// alice commands MX3LI (bob its deputy); carol is Mexico's war minister; bob commands
// the army headquarters MX1AQ, dave the US1AQ, erin (only) the corps headquarters MX2CQ.
GameState world() {
    GameState s;
    s.units = {unit(kMx3, "MX"), unit(kMxHq, "MX"), unit(kUsHq, "US"), unit(kMxCorps, "MX")};
    Credentials c;
    for (const char* p : {"alice", "bob", "carol", "dave", "erin"})
        c.players.push_back({p, hash_password(std::string(p) + "-pw", kSalt, 1)});
    c.assignments = {{kMx3, "alice", std::string("bob")},
                     {kMxHq, "bob", std::nullopt},
                     {kUsHq, "dave", std::nullopt},
                     {kMxCorps, "erin", std::nullopt}};
    c.war_ministers = {{"MX", "carol"}};
    s.credentials = c;
    return s;
}

CredentialForm form(const std::string& text) {
    ParsedOrders p = parse_orders(text, "f");
    EXPECT_TRUE(p.errors.empty()) << (p.errors.empty() ? "" : format(p.errors.front()));
    EXPECT_EQ(p.file.changes.size(), 1u);
    return p.file.changes.empty() ? CredentialForm{} : p.file.changes.front();
}

FormJudgement judge(const GameState& s, const std::string& text) {
    return judge_form(s, *s.credentials, form(text), Timestamp{100}, SameSecond::ChangeFirst);
}

// rules: 3.4
TEST(CredentialForms, TheWarMinisterOrAnArmyCommanderOfTheStateReassigns) {
    const GameState s = world();
    const auto minister = judge(s, "reassign MX3LI from carol at 2026-11-23T10:00:00Z password \"carol-pw\"\n  commander dave\nend\n");
    ASSERT_TRUE(minister.accepted) << minister.reason;
    EXPECT_EQ(minister.rule, "3.4");
    EXPECT_EQ(minister.assignment, (Assignment{kMx3, "dave", std::string("bob")}));
    const auto hq = judge(s, "reassign MX3LI from bob at 2026-11-23T10:00:00Z password \"bob-pw\"\n  deputy none\nend\n");
    ASSERT_TRUE(hq.accepted) << hq.reason;
    EXPECT_EQ(hq.assignment, (Assignment{kMx3, "alice", std::nullopt}));
    EXPECT_EQ(hq.password, PasswordCheck::Matched);
}

// rules: 3.4
TEST(CredentialForms, OthersAreRefusedUnderRule34) {
    const GameState s = world();
    const auto other_state = judge(s, "reassign MX3LI from dave at 2026-11-23T10:00:00Z password \"dave-pw\"\n  commander dave\nend\n");
    EXPECT_FALSE(other_state.accepted);
    EXPECT_EQ(other_state.rule, "3.4");
    EXPECT_NE(other_state.reason.find("US1AQ of US, which cannot assign the commanders of MX's units"), std::string::npos)
        << other_state.reason;
    // The unit's own commander, a corps commander, a deputy: none is named by 3.4.
    for (const char* sender : {"alice", "erin"}) {
        const auto r = judge(s, "reassign MX3LI from " + std::string(sender) + " at 2026-11-23T10:00:00Z password \"" + sender +
                                    "-pw\"\n  commander carol\nend\n");
        EXPECT_FALSE(r.accepted) << sender;
        EXPECT_EQ(r.rule, "3.4");
        EXPECT_EQ(r.reason, "the sender is neither MX's war minister nor the commander of an army headquarters of MX");
        EXPECT_EQ(r.password, PasswordCheck::NotChecked);
    }
    const auto unknown = judge(s, "reassign MX3LI from zed at 2026-11-23T10:00:00Z password \"x\"\n  commander carol\nend\n");
    EXPECT_EQ(unknown.reason, "the sender is not a known player");
    const auto no_player = judge(s, "reassign MX3LI from carol at 2026-11-23T10:00:00Z password \"carol-pw\"\n  commander zed\nend\n");
    EXPECT_FALSE(no_player.accepted);
    EXPECT_EQ(no_player.reason, "there is no player zed to assign");
    // bob is the deputy: naming him commander alone would keep him deputy too.
    const auto twice = judge(s, "reassign MX3LI from carol at 2026-11-23T10:00:00Z password \"carol-pw\"\n  commander bob\nend\n");
    EXPECT_FALSE(twice.accepted);
    EXPECT_NE(twice.reason.find("both commander and deputy"), std::string::npos);
    const auto no_unit = judge(s, "reassign MX9IN from carol at 2026-11-23T10:00:00Z password \"carol-pw\"\n  commander bob\nend\n");
    EXPECT_EQ(no_unit.reason, "there is no unit MX9IN in the game");
}

// rules: 6.2, 6.10
TEST(CredentialForms, PasswordsAreTheSendersAtTheTime) {
    GameState s = world();
    const std::string text = "change-password from alice at 2026-11-23T10:00:00Z password \"alice-pw\"\n  new-password \"x2\"\nend\n";
    const auto ok = judge(s, text);
    EXPECT_TRUE(ok.accepted);
    EXPECT_EQ(ok.rule, "6.10");
    const auto wrong = judge(s, "change-password from alice at 2026-11-23T10:00:00Z password \"bob-pw\"\n  new-password \"x2\"\nend\n");
    EXPECT_FALSE(wrong.accepted);
    EXPECT_EQ(wrong.rule, "6.2");
    EXPECT_EQ(wrong.password, PasswordCheck::Wrong);
    const auto none = judge(s, "change-password from alice at 2026-11-23T10:00:00Z\n  new-password \"x2\"\nend\n");
    EXPECT_EQ(none.rule, "6.2");
    EXPECT_EQ(none.password, PasswordCheck::None);
    const auto withheld = judge(s, "change-password from alice at 2026-11-23T10:00:00Z password \"alice-pw\"\n  new-password withheld\nend\n");
    EXPECT_FALSE(withheld.accepted);
    EXPECT_NE(withheld.reason.find("withheld"), std::string::npos);
    // After her change at 50 her old password is refused under 6.10, the new one accepted.
    s.credentials->password_changes.push_back({Timestamp{50}, "alice", hash_password("x2", kSalt, 1)});
    const auto old = judge(s, text);
    EXPECT_FALSE(old.accepted);
    EXPECT_EQ(old.rule, "6.10");
    EXPECT_TRUE(judge(s, "change-password from alice at 2026-11-23T10:00:00Z password \"x2\"\n  new-password \"x3\"\nend\n").accepted);
    // A reassignment of the army headquarters at 60 takes bob's authority from then on.
    s.credentials->reassignments.push_back({Timestamp{60}, {kMxHq, "dave", std::nullopt}});
    const auto bob = judge(s, "reassign MX3LI from bob at 2026-11-23T10:00:00Z password \"bob-pw\"\n  deputy none\nend\n");
    EXPECT_FALSE(bob.accepted);
    EXPECT_EQ(judge_form(s, *s.credentials, form("reassign MX3LI from bob at 2026-11-23T10:00:00Z password \"bob-pw\"\n"
                                                  "  deputy none\nend\n"),
                         Timestamp{59}, SameSecond::ChangeFirst)
                  .accepted,
              true);
}

}  // namespace
}  // namespace umpire::app
