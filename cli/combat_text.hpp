#pragma once
// One-line sentences for a combat phase's results (rules 9.1-9.14), for `umpire gitm
// turn`, `explain` and `replay`; `umpire gitm combat` prints the full report.
#include <string>
#include <vector>

#include "rules/gitm/combat/combat.hpp"

namespace umpire::cli {

// What became of a unit in its battle, with the rule ("fell back to 6-6 (rule 9.9)").
[[nodiscard]] std::string fate_text(const gitm::CombatUnit& u);

// Every bombardment and every unit's battle, or only those of `unit` when given.
[[nodiscard]] std::vector<std::string> combat_sentences(const gitm::CombatOutcome& c, const UnitId* unit);

}  // namespace umpire::cli
