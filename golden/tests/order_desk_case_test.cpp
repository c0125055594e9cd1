// Case kind "orders": the order desk judged through a case file, as
// `umpire orders check` does. The bundled example must stay the README's file,
// and no outcome may carry a password in clear.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "golden/golden_runner.hpp"
#include "model/order_text.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

const std::string kDir = umpire::test_source_dir() + "/golden/cases/gitm/orders";

// rules: 6.1, 6.9
TEST(OrderDeskCase, TheExampleCaseHoldsDocsExampleOrders) {
    const auto c = load_case_file(kDir + "/example-orders-file.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    std::string joined;
    for (const auto& l : std::get<OrdersCase>(c->payload).orders) joined += l + "\n";
    EXPECT_EQ(joined, read_test_file(umpire::test_source_dir() + "/docs/example.orders"))
        << "regenerate the case from docs/example.orders";
}

// rules: 6.2
TEST(OrderDeskCase, NoOutcomeShowsAPassword) {
    int cases = 0;
    for (const auto& path : find_cases(kDir)) {
        const auto c = load_case_file(path);
        ASSERT_TRUE(c.ok()) << format(c.errors());
        std::string text;
        for (const auto& l : std::get<OrdersCase>(c->payload).orders) text += l + "\n";
        const std::string outcome = save_outcome(run_case(*c));
        int passwords = 0;
        for (const auto& s : parse_orders(text, "orders").file.submissions) {
            if (!s.password) continue;
            ++passwords;
            EXPECT_EQ(outcome.find(std::string(s.password->reveal())), std::string::npos) << path;
        }
        EXPECT_GT(passwords, 0) << path;
        ++cases;
    }
    EXPECT_GE(cases, 12);
}

// `umpire orders check --state CASE` borrows the case's state and rulings only: a
// case whose own orders are bad still serves (issue 21's friction).
TEST(OrderDeskCase, ACaseWithBadOrdersStillLendsItsState) {
    auto c = load_case_file(umpire::test_source_dir() + "/golden/cases/gitm/tactical-phase/p2-intercept-box-edge.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    std::get<PhaseCase>(c->payload).orders = {"unit MX1IN from gm at 2026-11-23T00:00:00Z", "  bogus", "end"};
    const std::string path = ::testing::TempDir() + "bad-orders.case.json";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << save_case(*c);
    }
    EXPECT_FALSE(load_case_file(path).ok());
    const auto state = load_case_state(path);
    ASSERT_TRUE(state.ok()) << format(state.errors());
    EXPECT_EQ(*state->state(), std::get<PhaseCase>(c->payload).state);
    std::remove(path.c_str());
}

// rules: 6.1
TEST(OrderDeskCase, KindNeedsCredentialsAndOrders) {
    auto c = load_case_file(kDir + "/r6-1-last-commander-order-counts.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    CaseFile no_credentials = *c;
    std::get<OrdersCase>(no_credentials.payload).state.credentials.reset();
    const auto without = load_case(save_case(no_credentials), "x");
    ASSERT_FALSE(without.ok());
    EXPECT_EQ(without.errors().front().where.field, "state");
    EXPECT_EQ(without.errors().front().what, "an orders case needs a \"state\" with \"credentials\" (rules 3.4, 6.1)");
    CaseFile no_orders = *c;
    std::get<OrdersCase>(no_orders.payload).orders.clear();
    EXPECT_FALSE(load_case(save_case(no_orders), "x").ok());
    std::string restack = save_case(*c);
    restack.replace(restack.find("\"kind\": \"orders\""), 16, "\"kind\": \"restack\"");
    const auto wrong_kind = load_case(restack, "x");
    ASSERT_FALSE(wrong_kind.ok());
    EXPECT_EQ(wrong_kind.errors().front().where.field, "orders");
    EXPECT_EQ(wrong_kind.errors().front().what,
              "a restack case has no top-level \"orders\": only orders, phase, turn, combat and supply cases have it");
    EXPECT_EQ(load_case(save_case(*c), "again").value(), *c);
}

}  // namespace
}  // namespace umpire
