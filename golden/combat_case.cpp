#include "golden/combat_case.hpp"

#include <algorithm>
#include <utility>

#include "app/turn_orders.hpp"

namespace umpire {
namespace {

PhaseCase as_phase(const CombatCase& c) { return PhaseCase{c.state, c.phase, std::nullopt, c.orders}; }

CaseFile phase_file(const CaseFile& file) {
    CaseFile f = file;
    f.payload = as_phase(std::get<CombatCase>(file.payload));
    return f;
}

}  // namespace

std::vector<Diagnostic> validate_combat_case(const CaseFile& c, const Rulings& rulings) {
    return validate_phase_case(phase_file(c), rulings);
}

Expected<CombatRun> run_combat_case(const CaseFile& file, const Rulings& rulings) {
    const CaseFile f = phase_file(file);
    auto phases = run_phase_case(f, rulings);
    if (!phases) return std::move(phases).take_errors();
    const auto& c = std::get<CombatCase>(file.payload);
    auto orders = app::orders_in_force(c.state, c.orders, rulings);
    if (!orders) return std::move(orders).take_errors();
    const gitm::TurnOrders turn = gitm::with_default_orders(c.state, orders->orders);
    CombatRun run{std::move(phases->front()), {}};
    run.combat = gitm::resolve_combat(run.movement.state, turn, run.movement.battles, run.movement.units, c.phase,
                                      file.seed, rulings, file.resolved_params());
    return run;
}

CombatCaseReport report_combat_case(const CombatRun& run) {
    CombatCaseReport r;
    r.movement = report_phase_case({run.movement}).phases.front();
    r.fought = run.combat.fought;
    r.bombardments = run.combat.bombardments;
    r.mass_routs = run.combat.mass_routs;
    r.battles = run.combat.battles;
    r.units = run.combat.state.units;
    std::stable_sort(r.units.begin(), r.units.end(), [](const Unit& a, const Unit& b) { return a.id < b.id; });
    return r;
}

}  // namespace umpire
