#pragma once
// A player's report (rules/gitm/reports/turn_report.hpp) as the files he is sent: a
// text for reading and a JSON object for tools. Both show only the reader's part:
// an enemy's id only where REPORT-SIGHTED-IDENTITY lets a sighting name it, the true
// size of a stack never. Everything that came from input (player and city names) is
// escaped in the text; JSON escapes by itself.
#include <string>

#include "rules/gitm/reports/turn_report.hpp"

namespace umpire {

// `turn` is the turn the report follows (the end state's turn number is one more).
[[nodiscard]] std::string report_text(const gitm::PlayerReport& r, int turn);
[[nodiscard]] std::string report_json(const gitm::PlayerReport& r, int turn);

}  // namespace umpire
