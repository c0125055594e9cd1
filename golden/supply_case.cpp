#include "golden/supply_case.hpp"

#include "app/turn_orders.hpp"

namespace umpire {

std::vector<Diagnostic> validate_supply_case(const CaseFile& c, const Rulings& rulings) {
    const auto& s = std::get<SupplyCase>(c.payload);
    auto orders = app::orders_in_force(s.state, s.orders, rulings);
    if (!orders) return std::move(orders).take_errors().list;
    return {};
}

Expected<SupplyRun> run_supply_case(const CaseFile& c, const Rulings& rulings) {
    const auto& s = std::get<SupplyCase>(c.payload);
    auto orders = app::orders_in_force(s.state, s.orders, rulings);
    if (!orders) return std::move(orders).take_errors();
    const gitm::TurnOrders turn = gitm::with_default_supply(s.state, orders->orders, rulings);
    SupplyRun run;
    run.supply = gitm::resolve_supply_phase(s.state, turn, c.seed, rulings, c.resolved_params());
    run.sieges = gitm::siege_tests(s.state);
    return run;
}

SupplyCaseReport report_supply_case(const SupplyRun& run) {
    return SupplyCaseReport{run.supply.units, run.supply.cities, run.sieges, run.supply.shipments};
}

}  // namespace umpire
