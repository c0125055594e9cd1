#pragma once
// The golden kind "phase": a state, the turn's order file and the tactical phases
// to resolve (rules 5.2, 6.1, 6.9, chapter 8). The order lines become the
// resolver's TurnOrders at the order desk of app/turn_orders.hpp, and the phases'
// outcomes become the snapshot.
#include <vector>

#include "golden/case_file.hpp"
#include "rules/gitm/tactical_phase.hpp"

namespace umpire {

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
