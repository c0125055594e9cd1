#include "rules/gitm/acceptance.hpp"

#include <gtest/gtest.h>

namespace umpire::gitm {
namespace {

const std::vector<std::uint8_t> kSalt{9, 8, 7, 6, 5, 4, 3, 2};
const UnitId kUnit{Nation::MX, 3, UnitType::LightInfantry};
const UnitId kOther{Nation::MX, 4, UnitType::Infantry};

Credentials desk() {
    Credentials c;
    c.players = {{"alice", hash_password("a-pass", kSalt, 1)},
                 {"bob", hash_password("b-pass", kSalt, 1)},
                 {"carol", hash_password("c-pass", kSalt, 1)}};
    c.assignments = {{kUnit, "alice", std::string("bob")}, {kOther, "carol", std::nullopt}};
    return c;
}

SubmissionMeta sub(const UnitId& u, const char* who, std::int64_t at, std::optional<std::string_view> pw) {
    return {u, who, Timestamp{at}, pw};
}

std::vector<Verdict> verdicts(const AcceptanceReport& r) {
    std::vector<Verdict> v;
    for (const auto& x : r.verdicts) v.push_back(x.verdict);
    return v;
}

// rules: 6.1
TEST(Acceptance, CommanderBeatsALaterDeputy) {
    const std::vector<SubmissionMeta> s{sub(kUnit, "alice", 10, "a-pass"), sub(kUnit, "bob", 20, "b-pass")};
    const auto r = accept_orders(desk(), s, {});
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Accepted, Verdict::Superseded}));
    EXPECT_EQ(r.verdicts[1].superseded_by, 0u);
    ASSERT_EQ(r.accepted.size(), 1u);
    EXPECT_EQ(r.accepted[0], std::make_pair(kUnit, std::size_t{0}));
}

// rules: 3.4, 6.1, 6.2, 10.6
TEST(Acceptance, OnlyTheWarMinisterSendsHisStatesForm) {
    Credentials c = desk();
    c.war_ministers = {{"MX", "carol"}};
    const auto minister = [](const char* state, const char* who, std::int64_t at, std::optional<std::string_view> pw) {
        SubmissionMeta m{UnitId{}, who, Timestamp{at}, pw};
        m.minister = state;
        return m;
    };
    // A unit's form and the minister's are judged apart: alice's order for her unit
    // does not supersede carol's form for Mexico, nor the other way round.
    const std::vector<SubmissionMeta> s{minister("MX", "carol", 10, "c-pass"), minister("MX", "alice", 20, "a-pass"),
                                        minister("MX", "carol", 30, "c-pass"), minister("MX", "carol", 40, "wrong"),
                                        minister("US", "carol", 50, "c-pass"), minister("MX", "carol", 60, std::nullopt),
                                        sub(kUnit, "alice", 70, "a-pass")};
    const auto r = accept_orders(c, s, {});
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Superseded, Verdict::NotWarMinister, Verdict::Accepted,
                                        Verdict::WrongPassword, Verdict::NoWarMinister, Verdict::NoPassword,
                                        Verdict::Accepted}));
    EXPECT_EQ(r.verdicts[2].role, Role::WarMinister);
    EXPECT_EQ(r.verdicts[2].reason, "the last valid order from the war minister");
    EXPECT_EQ(r.verdicts[0].reason, "a later order from the war minister counts");
    EXPECT_EQ(r.verdicts[1].rule, "3.4");
    ASSERT_EQ(r.ministers.size(), 1u);
    EXPECT_EQ(r.ministers[0], std::make_pair(std::string("MX"), std::size_t{2}));
    ASSERT_EQ(r.accepted.size(), 1u);
    EXPECT_EQ(r.accepted[0], std::make_pair(kUnit, std::size_t{6}));
}

// rules: 6.1
TEST(Acceptance, LastOfTheCommandersOrdersCounts) {
    const std::vector<SubmissionMeta> s{sub(kUnit, "alice", 30, "a-pass"), sub(kUnit, "alice", 10, "a-pass"),
                                        sub(kUnit, "alice", 30, "a-pass")};
    const auto r = accept_orders(desk(), s, {});
    // Latest time first; of the two at 30, the later in the input.
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Superseded, Verdict::Superseded, Verdict::Accepted}));
}

// rules: 6.1
TEST(Acceptance, DeputyCountsWhenTheCommanderSentNone) {
    const std::vector<SubmissionMeta> s{sub(kUnit, "bob", 10, "b-pass"), sub(kUnit, "bob", 20, "b-pass"),
                                        sub(kUnit, "alice", 30, "wrong")};
    const auto r = accept_orders(desk(), s, {});
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Superseded, Verdict::Accepted, Verdict::WrongPassword}));
    EXPECT_EQ(r.verdicts[1].role, Role::Deputy);
}

// rules: 3.4, 6.1, 6.2
TEST(Acceptance, RefusalsSayWhy) {
    const std::vector<SubmissionMeta> s{sub(kUnit, "carol", 10, "c-pass"), sub(kUnit, "dave", 10, "x"),
                                        sub(kUnit, "alice", 10, std::nullopt), sub(UnitId{}, "alice", 10, "a-pass")};
    const auto r = accept_orders(desk(), s, {});
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::NotCommanderOrDeputy, Verdict::UnknownSender, Verdict::NoPassword,
                                        Verdict::UnassignedUnit}));
    EXPECT_EQ(r.verdicts[0].rule, "3.4");
    EXPECT_TRUE(r.accepted.empty());
}

// rules: 6.10
TEST(Acceptance, ReassignmentJudgesEachOrderByItsTime) {
    Credentials c = desk();
    c.reassignments.push_back({Timestamp{100}, {kUnit, "carol", std::string("bob")}});
    const std::vector<SubmissionMeta> s{sub(kUnit, "alice", 50, "a-pass"), sub(kUnit, "alice", 150, "a-pass"),
                                        sub(kUnit, "carol", 60, "c-pass")};
    const auto r = accept_orders(c, s, {});
    // Alice commanded at 50; at 150 she no longer does; Carol did not yet at 60.
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Accepted, Verdict::NotCommanderOrDeputy, Verdict::NotCommanderOrDeputy}));
    EXPECT_EQ(r.verdicts[1].rule, "6.10");
}

// rules: 6.10
TEST(Acceptance, PasswordChangeJudgesEachOrderByItsTime) {
    Credentials c = desk();
    c.password_changes.push_back({Timestamp{100}, "alice", hash_password("a-new", kSalt, 1)});
    const std::vector<SubmissionMeta> s{sub(kUnit, "alice", 50, "a-pass"), sub(kUnit, "alice", 150, "a-pass"),
                                        sub(kOther, "carol", 150, "c-pass")};
    const auto r = accept_orders(c, s, {});
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Accepted, Verdict::WrongPassword, Verdict::Accepted}));
    EXPECT_EQ(r.verdicts[1].rule, "6.10");
    ASSERT_EQ(r.accepted.size(), 2u);
    EXPECT_EQ(r.accepted[0].first, kUnit);  // by unit id
}

// rules: 6.10
TEST(Acceptance, SameSecondRuling) {
    Credentials c = desk();
    c.password_changes.push_back({Timestamp{100}, "alice", hash_password("a-new", kSalt, 1)});
    const std::vector<SubmissionMeta> s{sub(kUnit, "alice", 100, "a-pass")};
    EXPECT_EQ(verdicts(accept_orders(c, s, {})), (std::vector{Verdict::WrongPassword}));
    Rulings order_first;
    order_first.set(RulingId::OrdersSameSecond, 1);
    EXPECT_EQ(verdicts(accept_orders(c, s, order_first)), (std::vector{Verdict::Accepted}));
}

// rules: 6.1, 6.10
TEST(Acceptance, RoleTimeRuling) {
    // Bob is deputy until 100, then commander. His order at 50 was a deputy's; Alice's
    // at 60 a commander's.
    Credentials c = desk();
    c.reassignments.push_back({Timestamp{100}, {kUnit, "bob", std::string("alice")}});
    const std::vector<SubmissionMeta> s{sub(kUnit, "bob", 50, "b-pass"), sub(kUnit, "alice", 60, "a-pass")};
    EXPECT_EQ(verdicts(accept_orders(c, s, {})), (std::vector{Verdict::Superseded, Verdict::Accepted}));
    Rulings end_of_turn;
    end_of_turn.set(RulingId::OrdersRoleTime, 1);
    const auto r = accept_orders(c, s, end_of_turn);
    EXPECT_EQ(verdicts(r), (std::vector{Verdict::Accepted, Verdict::Superseded}));
    EXPECT_EQ(r.verdicts[0].role, Role::Commander);
}

// rules: 6.2
TEST(Acceptance, NoReasonEchoesAPassword) {
    const std::string secret = "Zq9-unmistakable";
    const std::vector<SubmissionMeta> s{sub(kUnit, "alice", 10, secret), sub(kUnit, "carol", 10, secret),
                                        sub(kUnit, "bob", 10, "b-pass"), sub(kUnit, "bob", 20, "b-pass")};
    for (const auto& v : accept_orders(desk(), s, {}).verdicts) {
        EXPECT_EQ(v.reason.find(secret), std::string::npos) << v.reason;
        EXPECT_EQ(v.reason.find("b-pass"), std::string::npos) << v.reason;
    }
}

// A file of many resends costs one verification per distinct sender, stored hash
// and password (the verdicts are as without the memo); progress counts them.
// rules: 6.2, 6.10
TEST(Acceptance, EachDistinctPasswordAttemptIsVerifiedOnce) {
    Credentials c = desk();
    c.password_changes.push_back({Timestamp{500}, "alice", hash_password("a-new", kSalt, 1)});
    std::vector<std::string> passwords;  // kept alive: submissions borrow them
    for (int i = 0; i < 300; ++i) passwords.push_back(i % 3 == 0 ? "a-pass" : i % 3 == 1 ? "b-pass" : "wrong");
    std::vector<SubmissionMeta> s;
    for (int i = 0; i < 300; ++i) {
        const char* who = i % 3 == 1 ? "bob" : "alice";
        s.push_back(sub(kUnit, who, 10 + i, std::string_view(passwords[static_cast<std::size_t>(i)])));
    }
    // After alice's change at 500 her old password is wrong and the new one right.
    s.push_back(sub(kUnit, "alice", 600, "a-pass"));
    s.push_back(sub(kUnit, "alice", 601, "a-new"));
    s.push_back(sub(kUnit, "alice", 602, "a-new"));
    std::vector<std::pair<std::size_t, std::size_t>> told;
    const auto r = accept_orders(c, s, {}, [&](std::size_t done, std::size_t total) { told.emplace_back(done, total); });
    // (alice, first hash, a-pass), (bob, b-pass), (alice, first hash, wrong),
    // (alice, new hash, a-pass), (alice, new hash, a-new)
    EXPECT_EQ(r.verifications, 5u);
    ASSERT_EQ(told.size(), 5u);
    for (std::size_t i = 0; i < told.size(); ++i) EXPECT_EQ(told[i], std::make_pair(i + 1, std::size_t{5}));
    for (int i = 0; i < 300; ++i)
        EXPECT_EQ(r.verdicts[static_cast<std::size_t>(i)].verdict == Verdict::WrongPassword, i % 3 == 2) << i;
    EXPECT_EQ(r.verdicts[300].verdict, Verdict::WrongPassword);
    EXPECT_EQ(r.verdicts[300].rule, "6.10");
    EXPECT_EQ(r.verdicts[301].verdict, Verdict::Superseded);
    EXPECT_EQ(r.verdicts[302].verdict, Verdict::Accepted);
    // Each submission alone gives the same verdict as in the batch.
    for (std::size_t i = 0; i < s.size(); i += 37) {
        const auto alone = accept_orders(c, std::span(&s[i], 1), {});
        const Verdict v = r.verdicts[i].verdict == Verdict::Superseded ? Verdict::Accepted : r.verdicts[i].verdict;
        EXPECT_EQ(alone.verdicts[0].verdict, v) << i;
        EXPECT_EQ(alone.verifications, 1u);
    }
}

// No password reached the check: nothing is verified and progress is never told.
TEST(Acceptance, NothingToVerifyTellsNoProgress) {
    const std::vector<SubmissionMeta> s{sub(kUnit, "carol", 10, "c-pass"), sub(kUnit, "alice", 10, std::nullopt)};
    int calls = 0;
    const auto r = accept_orders(desk(), s, {}, [&](std::size_t, std::size_t) { ++calls; });
    EXPECT_EQ(r.verifications, 0u);
    EXPECT_EQ(calls, 0);
}

}  // namespace
}  // namespace umpire::gitm
