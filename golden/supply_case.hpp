#pragma once
// The golden kind "supply": a state and the turn's order file; the supply phase at the
// start of the turn is adjudicated (rules 10.1, 10.5, 10.7-10.9, 10.11:
// rules/gitm/supply/supply_phase.hpp), and the siege test of 10.3 is shown for the
// positions given (rules/gitm/supply/siege.hpp). Units without an order get rule
// 6.9's defaults as the order desk gives them (ruling DESK-DEFAULT-SUPPLY decides
// their supply level).
#include <vector>

#include "golden/case_file.hpp"
#include "rules/gitm/supply/siege.hpp"
#include "rules/gitm/supply/supply_phase.hpp"

namespace umpire {

// The case's orders checked against its state; validate_case runs them once the state
// passes check_invariants().
[[nodiscard]] std::vector<Diagnostic> validate_supply_case(const CaseFile& c, const Rulings& rulings);

struct SupplyCaseReport {
    std::vector<gitm::UnitSupply> units;   // by unit id
    std::vector<gitm::CitySupply> cities;  // in the order of the state's squares
    std::vector<gitm::SiegeTest> sieges;   // the siege test on the case's positions
    std::vector<gitm::ShipmentOutcome> shipments;  // 10.6, in the order taken
    friend bool operator==(const SupplyCaseReport&, const SupplyCaseReport&) = default;
};

struct SupplyRun {
    gitm::SupplyOutcome supply;
    std::vector<gitm::SiegeTest> sieges;
};

// Requires a case that passed validate_case(); the rulings may differ from the case's own.
[[nodiscard]] Expected<SupplyRun> run_supply_case(const CaseFile& c, const Rulings& rulings);
[[nodiscard]] SupplyCaseReport report_supply_case(const SupplyRun& run);

}  // namespace umpire
