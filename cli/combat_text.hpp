#pragma once
// One-line sentences for a combat phase's results (rules 9.1-9.14), for `umpire gitm
// turn`, `explain` and `replay`; `umpire gitm combat` prints the full report.
#include <string>
#include <vector>

#include "rules/gitm/combat/combat.hpp"

namespace umpire::cli {

// What became of a unit in its battle, with the rule ("fell back to 6-6 (rule 9.9)").
[[nodiscard]] std::string fate_text(const gitm::CombatUnit& u);

// What 9.12 did to a unit whose side broke: "passed its morale check (chance 700/1000,
// drew 12)" or its fate, as fate_text() says it, a surrender citing 9.12.
[[nodiscard]] std::string mass_rout_text(const gitm::MassRoutUnit& u);

// 9.12's heading for one side: "9.12: 2 of 3 combat units of US's side in 5-9 retreated or routed".
[[nodiscard]] std::string mass_rout_heading(const gitm::MassRout& m);

// Every bombardment, every unit's battle and 9.12 check, or only those of `unit` when given.
[[nodiscard]] std::vector<std::string> combat_sentences(const gitm::CombatOutcome& c, const UnitId* unit);

}  // namespace umpire::cli
