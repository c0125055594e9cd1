#pragma once
// The golden kind "combat": a state, the turn's order file and the tactical phase
// (1-4) whose movement comes first; the battles that phase begins or leaves standing
// are then fought (chapter 9, rules/gitm/combat/combat.hpp). A battle already in a
// square before the phase is one where the units stay put.
#include <vector>

#include "golden/case_file.hpp"
#include "golden/phase_case.hpp"
#include "rules/gitm/combat/combat.hpp"

namespace umpire {

// The case's own checks (its orders, then the phase's); validate_case runs them once
// the state passes check_invariants().
[[nodiscard]] std::vector<Diagnostic> validate_combat_case(const CaseFile& c, const Rulings& rulings);

struct CombatRun {
    gitm::PhaseOutcome movement;
    gitm::CombatOutcome combat;
};

// The phase, then its combat, with the case's seed and parameters. Requires a case
// that passed validate_case(); the rulings may differ from the case's own.
[[nodiscard]] Expected<CombatRun> run_combat_case(const CaseFile& c, const Rulings& rulings);

struct CombatCaseReport {
    PhaseRecord movement;
    bool fought = true;  // false on a peace or truce turn (9.1)
    std::vector<gitm::Bombardment> bombardments;
    std::vector<gitm::BattleReport> battles;
    std::vector<gitm::MassRout> mass_routs;  // 9.12, with COMBAT-MASS-ROUT on
    std::vector<Unit> units;  // the state after the combat, by unit id
    friend bool operator==(const CombatCaseReport&, const CombatCaseReport&) = default;
};

[[nodiscard]] CombatCaseReport report_combat_case(const CombatRun& run);

}  // namespace umpire
