// Case kind "orders": the order desk judged through a case file, as
// `umpire orders check` does. The bundled example must stay the README's file,
// and no outcome may carry a password in clear.
#include <gtest/gtest.h>

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
    for (const auto& l : c->orders) joined += l + "\n";
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
        for (const auto& l : c->orders) text += l + "\n";
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

// rules: 6.1
TEST(OrderDeskCase, KindNeedsCredentialsAndOrders) {
    auto c = load_case_file(kDir + "/r6-1-last-commander-order-counts.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    CaseFile no_credentials = *c;
    no_credentials.state->credentials.reset();
    EXPECT_FALSE(load_case(save_case(no_credentials), "x").ok());
    CaseFile no_orders = *c;
    no_orders.orders.clear();
    EXPECT_FALSE(load_case(save_case(no_orders), "x").ok());
    CaseFile wrong_kind = *c;
    wrong_kind.kind = CaseKind::Restack;
    EXPECT_FALSE(load_case(save_case(wrong_kind), "x").ok());
    EXPECT_EQ(load_case(save_case(*c), "again").value(), *c);
}

}  // namespace
}  // namespace umpire
