// The orders a turn case's checks read, kept by load_case for the run that follows
// (golden/turn_case.hpp): used only under the rulings they were read under.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "golden/case_file.hpp"
#include "golden/tests/source_dir.hpp"
#include "golden/turn_case.hpp"

namespace umpire {
namespace {

const std::string kExample = "/golden/cases/gitm/turn/example-turn.case.json";

struct Loaded {
    CaseFile file;
    std::optional<ReadTurnOrders> read;
};

Loaded load(const std::string& text) {
    std::optional<ReadTurnOrders> read;
    auto c = load_case(text, "example-turn.case.json", &read);
    EXPECT_TRUE(c.ok()) << (c.ok() ? "" : c.errors().front().what);
    return {c.ok() ? std::move(*c) : CaseFile{}, std::move(read)};
}

TurnCaseReport report(const Expected<gitm::TurnOutcome>& run) {
    EXPECT_TRUE(run.ok());
    return run.ok() ? report_turn_case(*run) : TurnCaseReport{};
}

// rules: 5.2
TEST(TurnCase, TheKeptOrdersAreTheCasesOwnUnderItsRulings) {
    const Loaded l = load(read_test_file(test_source_dir() + kExample));
    ASSERT_TRUE(l.read.has_value());
    EXPECT_TRUE(l.read->rulings == l.file.resolved_rulings());
    const Rulings rulings = l.file.resolved_rulings();
    EXPECT_EQ(report(run_turn_case(l.file, rulings, l.read)), report(run_turn_case(l.file, rulings)));
}

// rules: 5.2
TEST(TurnCase, KeptOrdersAreUsedOnlyUnderTheRulingsTheyWereReadUnder) {
    Loaded l = load(read_test_file(test_source_dir() + kExample));
    ASSERT_TRUE(l.read.has_value());
    ASSERT_FALSE(l.read->set.orders.empty());
    // Orders that differ from the case's show which the run used.
    l.read->set.orders.clear();
    const Rulings own = l.file.resolved_rulings();
    EXPECT_NE(report(run_turn_case(l.file, own, l.read)), report(run_turn_case(l.file, own)));

    Rulings other = own;
    ASSERT_TRUE(other.set("TM-STOP-BESIDE", "halt-adjacent").ok());
    ASSERT_FALSE(other == own);
    EXPECT_EQ(report(run_turn_case(l.file, other, l.read)), report(run_turn_case(l.file, other)));
}

// rules: 6.1
TEST(TurnCase, ACaseThatFailsItsChecksKeepsNoOrders) {
    std::string text = read_test_file(test_source_dir() + kExample);
    const std::string unit = "unit US1IN from gm";
    const auto at = text.find(unit);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, unit.size(), "unit US9XX from gm");
    std::optional<ReadTurnOrders> read;
    EXPECT_FALSE(load_case(text, "example-turn.case.json", &read).ok());
    EXPECT_FALSE(read.has_value());
}

}  // namespace
}  // namespace umpire
