#include "app/campaign.hpp"
#include "app/masking.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "golden/tests/source_dir.hpp"
#include "model/seed_commit.hpp"

namespace umpire::app {
namespace {

namespace fs = std::filesystem;

Timestamp at(const char* t) { return *parse_timestamp(t); }

std::string slurp(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

// A campaign folder in a fresh temporary directory, started from the order desk's
// rule 6.1 case (alice commands MX3LI, bob is its deputy) as a turn without orders.
class CampaignFolder : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("umpire-campaign-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        auto c = load_case_file(test_source_dir() + "/golden/cases/gitm/orders/r6-1-last-commander-order-counts.case.json");
        ASSERT_TRUE(c) << format(c.errors());
        CaseFile start = *c;
        start.payload = TurnCase{};
        std::get<TurnCase>(start.payload).state = *c->state();
        ASSERT_TRUE(init_campaign(dir(), start));
    }
    void TearDown() override { fs::remove_all(dir_); }
    [[nodiscard]] std::string dir() const { return dir_.string(); }
    void commit(const char* opens, const char* closes) {
        TurnSecret s{Seed{42}, std::vector<std::uint8_t>(32, 7)};
        ASSERT_TRUE(commit_turn(dir(), at(opens), at(closes), s));
    }
    static std::string order(const char* stamp, const char* square, const char* sender = "alice",
                             const char* password = "musket-1") {
        return std::string("unit MX3LI from ") + sender + " at " + stamp + " password \"" + password + "\"\n  move " +
               square + "\nend\n";
    }
    [[nodiscard]] std::string mx3li_next() const {
        auto next = load_case_file((fs::path(turn_folder(dir(), 2)) / "start.case.json").string());
        EXPECT_TRUE(next);
        return to_string(next->state()->unit(*parse_unit_id("MX3LI"))->tactical);
    }
    fs::path dir_;
};

// rules: 6.1
TEST_F(CampaignFolder, FilesOutsideTheWindowAreKeptButRefused) {
    auto early = receive_order_file(dir(), "a.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-23T09:00:00Z"));
    ASSERT_TRUE(early);
    EXPECT_EQ(early->verdict, "refused");
    EXPECT_NE(early->reason.find("no submission window"), std::string::npos);
    commit("2026-11-23T10:00:00Z", "2026-11-24T00:00:00Z");
    auto before = receive_order_file(dir(), "b.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-23T09:59:59Z"));
    auto first = receive_order_file(dir(), "c.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-23T10:00:00Z"));
    auto last = receive_order_file(dir(), "d.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-24T00:00:00Z"));
    auto late = receive_order_file(dir(), "e.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-24T00:00:01Z"));
    ASSERT_TRUE(before && first && last && late);
    EXPECT_EQ(before->verdict, "refused");
    EXPECT_EQ(first->verdict, "accepted");
    EXPECT_EQ(last->verdict, "accepted");
    EXPECT_EQ(late->verdict, "refused");
    EXPECT_NE(late->reason.find("after the deadline"), std::string::npos);
    // The refused file's bytes are kept beside the others, under its own name.
    EXPECT_TRUE(fs::exists(fs::path(turn_folder(dir(), 1)) / "received" / "0005-e.orders"));
}

// rules: 6.1
TEST_F(CampaignFolder, ArrivalNotTheStampDecidesWhichOrderCounts) {
    commit("2026-11-23T10:00:00Z", "2026-11-24T00:00:00Z");
    // The second file arrives later with a stamp backdated before the first's.
    ASSERT_TRUE(receive_order_file(dir(), "a.orders", order("2026-11-23T23:00:00Z", "5-5"), at("2026-11-23T12:00:00Z")));
    ASSERT_TRUE(receive_order_file(dir(), "b.orders", order("2026-11-23T10:30:00Z", "6-6"), at("2026-11-23T13:00:00Z")));
    auto r = run_campaign_turn(dir(), at("2026-11-24T01:00:00Z"), "test", "");
    ASSERT_TRUE(r) << format(r.errors());
    EXPECT_EQ(mx3li_next(), "6-6");
}

// rules: 6.1
TEST_F(CampaignFolder, FilesImportedOutOfOrderAreJudgedInArrivalOrder) {
    commit("2026-11-23T10:00:00Z", "2026-11-24T00:00:00Z");
    // Received second, but it arrived first (a mailbox imported out of order).
    ASSERT_TRUE(receive_order_file(dir(), "a.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-23T13:00:00Z")));
    ASSERT_TRUE(receive_order_file(dir(), "b.orders", order("2026-11-23T10:00:00Z", "6-6"), at("2026-11-23T12:00:00Z")));
    ASSERT_TRUE(run_campaign_turn(dir(), at("2026-11-24T01:00:00Z"), "test", ""));
    EXPECT_EQ(mx3li_next(), "5-5");
}

// rules: 6.2
TEST_F(CampaignFolder, PasswordsAreCheckedAtArrivalAndNeverKept) {
    commit("2026-11-23T10:00:00Z", "2026-11-24T00:00:00Z");
    auto good = receive_order_file(dir(), "a.orders", order("2026-11-23T10:00:00Z", "5-5"), at("2026-11-23T12:00:00Z"));
    auto bad = receive_order_file(dir(), "b.orders", order("2026-11-23T10:00:00Z", "6-6", "alice", "guess"),
                                  at("2026-11-23T13:00:00Z"));
    ASSERT_TRUE(good && bad);
    EXPECT_EQ(good->submissions.at(0).password, "matched");
    EXPECT_EQ(bad->submissions.at(0).password, "wrong");
    const fs::path received = fs::path(turn_folder(dir(), 1)) / "received";
    EXPECT_EQ(slurp(received / "0001-a.orders").find("musket-1"), std::string::npos);
    EXPECT_EQ(slurp(received / "0002-b.orders").find("guess"), std::string::npos);
    // The later file's wrong password costs it the order: the matched one counts.
    ASSERT_TRUE(run_campaign_turn(dir(), at("2026-11-24T01:00:00Z"), "test", ""));
    EXPECT_EQ(mx3li_next(), "5-5");
    auto v = verify_campaign_turn(dir(), 1, "test", "");
    ASSERT_TRUE(v);
    EXPECT_TRUE(v->ok) << v->lines.back();
}

TEST_F(CampaignFolder, NothingFinishedIsWrittenOver) {
    EXPECT_FALSE(init_campaign(dir(), *load_case_file((fs::path(turn_folder(dir(), 1)) / "start.case.json").string())));
    EXPECT_FALSE(run_campaign_turn(dir(), at("2026-11-24T01:00:00Z"), "test", ""));  // no commitment yet
    commit("2026-11-23T10:00:00Z", "2026-11-24T00:00:00Z");
    TurnSecret other{Seed{43}, std::vector<std::uint8_t>(32, 8)};
    EXPECT_FALSE(commit_turn(dir(), at("2026-11-23T10:00:00Z"), at("2026-11-25T00:00:00Z"), other));
    EXPECT_FALSE(run_campaign_turn(dir(), at("2026-11-23T23:00:00Z"), "test", ""));  // the window is open
    ASSERT_TRUE(run_campaign_turn(dir(), at("2026-11-24T01:00:00Z"), "test", ""));
    const fs::path record = fs::path(turn_folder(dir(), 1)) / "record.case.json";
    const std::string was = slurp(record);
    // campaign.json pointed back at the finished turn: refused, and the record kept.
    auto c = load_campaign(dir());
    ASSERT_TRUE(c);
    std::ofstream(fs::path(dir()) / "campaign.json") << "{\"format\": 1, \"title\": \"t\", \"turn\": 1, \"results_at\": \"\"}";
    auto again = run_campaign_turn(dir(), at("2026-11-24T02:00:00Z"), "test", "");
    ASSERT_FALSE(again);
    EXPECT_NE(again.errors().front().what.find("is finished"), std::string::npos);
    EXPECT_EQ(slurp(record), was);
}

TEST(MaskPasswords, ReplacesOnlyTheQuotedPassword) {
    const std::string text = "unit A from b at T password \"a \\\" b\" # c\nunit A from b at T password \"x\"\n";
    EXPECT_EQ(mask_passwords(text, [](int line) { return line == 1; }),
              "unit A from b at T password \"***\" # c\nunit A from b at T password withheld\n");
}

}  // namespace
}  // namespace umpire::app

namespace umpire {
namespace {

TEST(TurnSeed, IndependentOfNonceOrderAndChangedByAnyNonce) {
    const std::string a(32, 'a'), b(32, 'b'), c(64, 'c');
    const Seed s{42};
    const Seed abc = derive_turn_seed(s, {a, b, c});
    EXPECT_EQ(derive_turn_seed(s, {c, a, b}), abc);
    EXPECT_EQ(derive_turn_seed(s, {b, c, a, b}), abc);  // a nonce sent twice counts once
    EXPECT_NE(derive_turn_seed(s, {a, b}), abc);
    EXPECT_NE(derive_turn_seed(s, {a, b, std::string(63, 'c') + "d"}), abc);
    EXPECT_NE(derive_turn_seed(Seed{43}, {a, b, c}), abc);
    // The documented text, so that anyone can check it with sha256sum.
    EXPECT_EQ(turn_seed_text(s, {b, a}), "umpire turn seed v1\nseed=000000000000002a\nnonce=" + a + "\nnonce=" + b + "\n");
}

}  // namespace
}  // namespace umpire
