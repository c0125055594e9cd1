#include "golden/phase_case.hpp"

#include <algorithm>

#include "app/turn_orders.hpp"

namespace umpire {
namespace {

Expected<app::TurnOrderSet> valid_turn_orders(const PhaseCase& c, const Rulings& rulings) {
    return app::checked(app::orders_in_force(c.state, c.orders, rulings),
                        [&](const gitm::TurnOrders& o) { return gitm::validate_phase(c.state, o, c.phase); });
}

}  // namespace

std::vector<Diagnostic> validate_phase_case(const CaseFile& file, const Rulings& rulings) {
    auto orders = valid_turn_orders(std::get<PhaseCase>(file.payload), rulings);
    return orders ? std::vector<Diagnostic>{} : orders.errors();
}

Expected<std::vector<gitm::PhaseOutcome>> run_phase_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<PhaseCase>(file.payload);
    auto orders = valid_turn_orders(c, rulings);
    if (!orders) return std::move(orders).take_errors();
    // Rule 6.9's defaults are the turn's orders too: built once from the state the run
    // starts with, so a unit's default support box stays where it began.
    const gitm::TurnOrders turn = gitm::with_default_orders(c.state, orders->orders);
    const ParamSet params = file.resolved_params();
    std::vector<gitm::PhaseOutcome> out;
    const int last = c.through.value_or(c.phase);
    for (int p = c.phase; p <= last; ++p) {
        const GameState& before = out.empty() ? c.state : out.back().state;
        out.push_back(gitm::resolve_tactical_phase(before, turn, p, file.seed, rulings, params));
    }
    return out;
}

PhaseCaseReport report_phase_case(const std::vector<gitm::PhaseOutcome>& outcomes) {
    const auto by_id = [](const auto& a, const auto& b) { return a.id < b.id; };
    PhaseCaseReport r;
    for (const auto& o : outcomes) {
        PhaseRecord p{o.phase, o.events, o.battles, o.reports, o.units};
        std::stable_sort(p.units.begin(), p.units.end(),
                         [](const gitm::UnitPhase& a, const gitm::UnitPhase& b) { return a.unit < b.unit; });
        r.phases.push_back(std::move(p));
    }
    if (!outcomes.empty()) {
        r.units = outcomes.back().state.units;
        std::stable_sort(r.units.begin(), r.units.end(), by_id);
    }
    return r;
}

}  // namespace umpire
