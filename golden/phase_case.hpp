#pragma once
// The golden kind "phase": a state, the turn's order file and the tactical phases
// to resolve (rules 5.2, 6.1, 6.9, chapter 8). The order lines become the
// resolver's TurnOrders here, and the phases' outcomes become the snapshot.
#include <vector>

#include "golden/case_file.hpp"
#include "rules/gitm/tactical_phase.hpp"

namespace umpire {

// The orders in force, with where each came from in the case's "orders".
struct CaseTurnOrders {
    gitm::TurnOrders orders;  // by unit id; units without a submission that counts have no entry (6.9)
    std::vector<int> lines;   // per entry: its submission's header line, 1-based
};

// The order lines checked by the order desk (docs/orders.md), then, when the state
// has credentials, judged as judge_orders does (rules 3.4, 6.1, 6.10); without
// credentials each unit may have one submission and it counts. Diagnostics name the
// case's fields: "orders[i]" is the order file's line i+1.
[[nodiscard]] Expected<CaseTurnOrders> case_turn_orders(const GameState& state, const std::vector<std::string>& lines,
                                                        const Rulings& rulings);

// A diagnostic naming a TurnOrders entry ("orders[2].unit") moved onto that entry's
// submission header line in the case's "orders".
[[nodiscard]] Diagnostic on_case_order_line(Diagnostic d, const CaseTurnOrders& orders);

// A phase case's own checks (the orders, then gitm::validate_phase); validate_case
// runs them once the state passes check_invariants().
[[nodiscard]] std::vector<Diagnostic> validate_phase_case(const CaseFile& c, const Rulings& rulings);

// Phases "phase" to "through", each on the state the previous one left, with the
// case's seed. Requires a case that passed validate_case(); the rulings may differ
// from the case's own (`--ruling`), so the orders are judged again under them.
[[nodiscard]] Expected<std::vector<gitm::PhaseOutcome>> run_phase_case(const CaseFile& c, const Rulings& rulings);

// One resolved phase as the snapshot keeps it: the outcome without its state.
struct PhaseRecord {
    int phase = 1;
    std::vector<gitm::PhaseEvent> events;   // outcome order
    std::vector<gitm::Battle> battles;      // outcome order
    std::vector<gitm::MoveReport> reports;  // outcome order
    std::vector<gitm::UnitPhase> units;     // by unit id
    friend bool operator==(const PhaseRecord&, const PhaseRecord&) = default;
};

struct PhaseCaseReport {
    std::vector<PhaseRecord> phases;
    std::vector<Unit> units;  // the state after the last phase, by unit id
    friend bool operator==(const PhaseCaseReport&, const PhaseCaseReport&) = default;
};

[[nodiscard]] PhaseCaseReport report_phase_case(const std::vector<gitm::PhaseOutcome>& outcomes);

}  // namespace umpire
