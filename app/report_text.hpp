#pragma once
// A player's report (rules/gitm/reports/turn_report.hpp) as the files he is sent: a
// text for reading and a JSON object for tools. Both show only the reader's part:
// an enemy's id only where REPORT-SIGHTED-IDENTITY lets a sighting name it, the true
// size of a stack never. Everything that came from input (player and city names) is
// escaped in the text; JSON escapes by itself.
#include <string>
#include <vector>

#include "rules/gitm/reports/turn_report.hpp"

namespace umpire {

// The order desk's verdict on one of the player's own submissions (rules 3.4, 6.1,
// 6.2, 6.10), as a campaign's reports tell him (app/campaign.cpp).
struct OwnSubmission {
    std::string file;  // the stored order file
    int line = 0;
    std::string unit;  // or "minister STATE"
    std::string verdict, rule, reason;
};

// `turn` is the turn the report follows (the end state's turn number is one more).
[[nodiscard]] std::string report_text(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own = {});
[[nodiscard]] std::string report_json(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own = {});
// Both files, the reader's view worked out once.
struct ReportFiles {
    std::string text, json;
};
[[nodiscard]] ReportFiles report_files(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own = {});

}  // namespace umpire
