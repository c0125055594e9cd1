#pragma once
// Every event a property suite sees cites a catalogue id (rules/catalogue.hpp); the
// rulings that decided it are typed ids (RulingList), which cannot name an unknown
// ruling. One check, run by each suite whose subject produces events, so a mistyped
// rule id fails wherever it is written. The complaint functions are pure, so a test
// can show a bad citation is caught; the check_ functions fail the running property
// (RC_FAIL) with that complaint.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/at/move.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/strategic_phase.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::props {

// What is wrong with one citation, found `where`; nothing when the catalogue has the id.
[[nodiscard]] std::optional<std::string> unknown_rule(std::string_view rule, std::string_view where);

// The first bad citation of an outcome; nothing when every one is in the catalogue.
[[nodiscard]] std::optional<std::string> citation_complaint(const std::vector<gitm::Event>& events);
[[nodiscard]] std::optional<std::string> citation_complaint(const gitm::PhaseOutcome& outcome);
[[nodiscard]] std::optional<std::string> citation_complaint(const gitm::StrategicPhaseOutcome& outcome);
[[nodiscard]] std::optional<std::string> citation_complaint(const gitm::TurnOutcome& outcome);
[[nodiscard]] std::optional<std::string> citation_complaint(const at::MoveReport& report);

// Inside a property: RC_FAIL with the complaint, if there is one.
void check_citations(const std::vector<gitm::Event>& events);
void check_citations(const gitm::PhaseOutcome& outcome);
void check_citations(const gitm::StrategicPhaseOutcome& outcome);
void check_citations(const gitm::TurnOutcome& outcome);
void check_citations(const at::MoveReport& report);

}  // namespace umpire::props
