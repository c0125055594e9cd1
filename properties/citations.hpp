#pragma once
// Every event a property suite sees cites a catalogue id (rules/catalogue.hpp) and,
// where a ruling decided it, register codes (rules/rulings.hpp). One check, run by
// each suite whose subject produces events, so a mistyped citation fails wherever it
// is written. Each check fails the running property (RC_FAIL) with the bad citation.
#include <string>
#include <string_view>
#include <vector>

#include "rules/at/move.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/strategic_phase.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/gitm/turn.hpp"
#include "rules/rulings.hpp"

namespace umpire::props {

void check_rule(std::string_view rule, std::string_view where);
// `ruling`: empty, or codes joined by ", " as RulingList::joined() writes them.
void check_ruling(std::string_view ruling, std::string_view where);
inline void check_ruling(const RulingList&, std::string_view) {}  // typed ids cannot be wrong

void check_citations(const std::vector<gitm::Event>& events);
void check_citations(const gitm::PhaseOutcome& outcome);
void check_citations(const gitm::StrategicPhaseOutcome& outcome);
void check_citations(const gitm::TurnOutcome& outcome);
void check_citations(const at::MoveReport& report);

}  // namespace umpire::props
