// Case kind "phase": how a case's order lines become the resolver's TurnOrders
// (errors located on the case's lines, acceptance as the order desk judges it) and
// how the phases chain.
#include <gtest/gtest.h>

#include <string>

#include "app/turn_orders.hpp"
#include "golden/case_file.hpp"
#include "golden/phase_case.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

const std::string kCases = umpire::test_source_dir() + "/golden/cases/gitm";

CaseFile smoke() {
    auto c = load_case_file(kCases + "/tactical-phase/phase-smoke.case.json");
    EXPECT_TRUE(c.ok()) << format(c.errors());
    if (c.ok()) return *c;
    CaseFile empty;
    empty.payload = PhaseCase{};
    return empty;
}
PhaseCase& phase_of(CaseFile& c) { return std::get<PhaseCase>(c.payload); }

// `text` with its first `from` replaced by `to` (which must be there).
std::string replaced(std::string text, std::string_view from, std::string_view to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

// rules: 6.1
TEST(PhaseCase, WithoutCredentialsASecondSubmissionIsAnErrorAtItsLine) {
    CaseFile c = smoke();
    phase_of(c).orders = {"unit US1IN from gm at 2026-11-23T00:00:00Z", "  move 5-2", "end",
                "unit US1IN from gm at 2026-11-23T01:00:00Z", "  move 5-3", "end"};
    const auto errors = validate_case(c);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].where.field, "orders[3]");
    EXPECT_NE(errors[0].what.find("line 1"), std::string::npos) << errors[0].what;
    const auto loaded = load_case(save_case(c), "x.json");
    ASSERT_FALSE(loaded.ok());
    EXPECT_GT(loaded.errors().front().where.line, 0) << "located in the case file";
}

// rules: 6.4
TEST(PhaseCase, AnOrderErrorIsLocatedOnItsLineWithItsColumn) {
    CaseFile c = smoke();
    phase_of(c).orders[1] = "  mvoe 5-2";
    const auto errors = validate_case(c);
    ASSERT_FALSE(errors.empty());
    EXPECT_EQ(errors[0].where.field, "orders[1]");
    EXPECT_EQ(errors[0].what.rfind("column 3: ", 0), 0u) << errors[0].what;
}

// rules: 5.2
TEST(PhaseCase, PhaseIsRequiredAndThroughComesNoEarlier) {
    CaseFile c = smoke();
    const auto missing = load_case(replaced(save_case(c), "\"phase\": 1,", ""), "x.json");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.errors().front().where.field, "kind");
    EXPECT_EQ(missing.errors().front().what,
              "a phase case needs \"phase\"; \"phase\" is the first tactical phase to resolve (1-5)");
    phase_of(c).phase = 3;
    phase_of(c).through = 2;
    ASSERT_FALSE(validate_case(c).empty());
    EXPECT_EQ(validate_case(c).front().where.field, "through");
    phase_of(c).through = 6;
    EXPECT_FALSE(load_case(save_case(c), "x.json").ok()) << "phases run 1-5";
    const std::string orders_kind = replaced(save_case(smoke()), "\"kind\": \"phase\"", "\"kind\": \"orders\"");
    const auto other = load_case(orders_kind, "x.json");
    ASSERT_FALSE(other.ok());
    ASSERT_EQ(other.errors().size(), 1u) << format(other.errors());
    EXPECT_EQ(other.errors().front().where.field, "phase");
    EXPECT_EQ(other.errors().front().what, "an orders case has no top-level \"phase\": only phase and combat cases have it");
    EXPECT_EQ(other.errors().front().where.line, 71) << "at the field, not at the kind";
}

// rules: 6.1, 6.10
TEST(PhaseCase, WithCredentialsTheSubmissionThatCountsIsTaken) {
    auto desk = load_case_file(kCases + "/orders/r6-1-last-commander-order-counts.case.json");
    ASSERT_TRUE(desk.ok()) << format(desk.errors());
    const auto& orders = std::get<OrdersCase>(desk->payload);
    const auto t = app::orders_in_force(orders.state, orders.orders, desk->resolved_rulings());
    ASSERT_TRUE(t.ok()) << format(t.errors());
    ASSERT_EQ(t->orders.size(), 1u) << "units without an accepted submission get no entry (rule 6.9)";
    EXPECT_EQ(to_string(t->orders[0].unit), "MX3LI");
    EXPECT_EQ(t->origins[0].line, 10) << "the commander's latest, not the deputy's later one";
    EXPECT_EQ(t->orders[0].orders.tactical.destination_square, TacSquare(6, 6));

    CaseFile phase = *desk;
    phase.payload = PhaseCase{.state = orders.state, .phase = 1, .through = {}, .orders = orders.orders};
    EXPECT_TRUE(validate_case(phase).empty()) << format(validate_case(phase));
}

TEST(PhaseCase, SavesAndLoadsBack) {
    const CaseFile c = smoke();
    const auto again = load_case(save_case(c), "again");
    ASSERT_TRUE(again.ok()) << format(again.errors());
    EXPECT_EQ(*again, c);
}

// rules: 8.2
TEST(PhaseCase, EachPhaseStartsFromThePreviousOnesState) {
    const CaseFile c = smoke();
    const Rulings rulings = c.resolved_rulings();
    const auto run = run_phase_case(c, rulings);
    ASSERT_TRUE(run.ok()) << format(run.errors());
    ASSERT_EQ(run->size(), 2u);
    EXPECT_EQ((*run)[0].phase, 1);
    EXPECT_EQ((*run)[1].phase, 2);
    const PhaseCase& p = std::get<PhaseCase>(c.payload);
    const auto orders = app::orders_in_force(p.state, p.orders, rulings);
    ASSERT_TRUE(orders.ok());
    EXPECT_EQ(gitm::resolve_tactical_phase((*run)[0].state, orders->orders, 2, c.seed, rulings), (*run)[1]);

    const PhaseCaseReport r = report_phase_case(*run);
    ASSERT_EQ(r.phases.size(), 2u);
    ASSERT_EQ(r.units.size(), p.state.units.size());
    for (std::size_t i = 1; i < r.units.size(); ++i) EXPECT_LT(r.units[i - 1].id, r.units[i].id);
}

}  // namespace
}  // namespace umpire
