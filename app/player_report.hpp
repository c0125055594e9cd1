#pragma once
// What one player gets back after a turn (issue 17; rules 3.4, 4.1, 4.6, 6.1): the
// one place that makes a player's report, as text and as JSON, for the campaign's
// reports/PLAYER.* and `umpire gitm report`. For now it holds rule 4.1's strategic
// detection report of the units he commands or is deputy of, and the verdicts on his
// own submissions; the other reports of chapter 4 join it here. Nothing in it is
// something its reader could not know, and it never holds a password.
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/gitm/reports/detection.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::app {

struct FriendSeen {
    std::string unit, square;
};
struct StackSeen {
    std::string square, size, letters;
    int divisions = 0;
};
// Rule 4.1's report as its reader sees it: friends by id, every other stack only in
// rule 4.1's words and letters; never an enemy's id or true count.
struct StrategicReport {
    std::string reader;  // the player, or empty for a set of units
    std::vector<std::string> viewers, shown;
    std::vector<FriendSeen> friends;
    std::vector<StackSeen> others;
};
[[nodiscard]] StrategicReport strategic_report(const GameState& state, const gitm::StrategicView& v,
                                               const std::string& reader);
[[nodiscard]] std::string strategic_report_json(const StrategicReport& r);
[[nodiscard]] std::string strategic_report_text(const StrategicReport& r);

// The verdict on one of the player's submissions (rules 3.4, 6.1, 6.2, 6.10).
struct OwnSubmission {
    std::string file;  // the stored order file
    int line = 0;
    std::string unit;  // or "minister STATE"
    std::string verdict, rule, reason;
};

struct PlayerReport {
    std::string player;
    int turn = 0;  // the turn the report is at the start of
    StrategicReport strategic;
    std::vector<OwnSubmission> submissions;
};

// `state` is the position the report describes (the next turn's start); the
// approximations draw from `seed` (rule 4.1, parameters report-count-error and
// report-letter-error).
[[nodiscard]] PlayerReport player_report(const GameState& state, const std::string& player, Seed seed,
                                         const Rulings& rulings, const ParamSet& params,
                                         std::vector<OwnSubmission> submissions);
[[nodiscard]] std::string player_report_text(const PlayerReport& r);
[[nodiscard]] std::string player_report_json(const PlayerReport& r);

}  // namespace umpire::app
