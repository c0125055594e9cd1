#pragma once
// One self-contained HTML page of a turn (issue 17: "a report to look at"): inline SVG
// and a little inline script, nothing fetched. The game master's page draws the
// strategic map around the action and each tactical map with action on it (terrain,
// unit counters with nationality, type and id, move arrows, blocked squares, battles
// with their results), phase by phase under a slider. A player's page draws only
// his report (rules/gitm/reports/turn_report.hpp): his units and friends, what his
// side sighted and the moves it saw, at the end of the turn.
//
// Everything that came from input (titles, names) is escaped for HTML.
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "rules/gitm/reports/turn_report.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire {

// Where the units stood after one recorded phase (gitm::resolve_turn's observer).
struct PhaseFrame {
    std::string label;          // "tactical phase 2", "start of turn"
    gitm::TurnStep step = gitm::TurnStep::Orders;
    int number = 0;
    std::vector<Unit> units;    // by id
};

// The frames of a turn: the start, then one per recorded phase.
class FrameRecorder {
public:
    explicit FrameRecorder(const GameState& start);
    [[nodiscard]] gitm::PhaseObserver observer();
    [[nodiscard]] std::vector<PhaseFrame> take() { return std::move(frames_); }

private:
    std::vector<PhaseFrame> frames_;
};

struct HtmlPage {
    std::string title;
    const GameState* start = nullptr;           // required
    const gitm::TurnOutcome* turn = nullptr;    // none: the position alone
    std::vector<PhaseFrame> frames;             // with a turn: FrameRecorder's
    const gitm::PlayerReport* player = nullptr; // a player's page; none: the game master's
    int max_tactical_maps = 24;                 // the game master's page draws the busiest ones
};

[[nodiscard]] std::string html_report(const HtmlPage& page);

// `text` with & < > " ' written as entities.
[[nodiscard]] std::string html_escape(std::string_view text);

}  // namespace umpire
