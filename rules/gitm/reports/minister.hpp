#pragma once
// Rule 4.7: the war minister's own intelligence. Besides what his state's units
// report, he hears now and then where enemy headquarters stand, and where troops
// not actively allied to his state stand on his nation's territory out of sight of
// his nation's troops. The reports are a turn old and may be wrong, sometimes by far.
//
// The rule gives no figures, so they are parameters (rules/params.def):
// minister-hq-report-chance (how often a headquarters is reported),
// minister-error-chance and minister-error-squares (how often and how far a reported
// square is off). Draws come from Purpose::MinisterReport keyed by the turn whose
// position is reported, the minister's state and the headquarters or square.
//
// "A turn out of date": the caller passes the position at the end of the turn before
// the one just played (the start of that turn), so the report sent with turn N's
// results describes turn N-1's end.
#include <string>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// One reported location. `truth` (and `unit` for a headquarters) are kept for review
// and tests; a report printed for the minister shows only `reported`.
struct MinisterSighting {
    StratSquare reported;
    StratSquare truth;
    int error = 0;   // squares between the two (king steps)
    UnitId unit;     // a headquarters' id; for troops, the lowest id of those in the square
    friend bool operator==(const MinisterSighting&, const MinisterSighting&) = default;
};

struct MinisterReport {
    std::string state;                          // the minister's state
    int turn = 0;                               // the turn whose end the position is
    std::vector<MinisterSighting> headquarters; // by true square, then id
    std::vector<MinisterSighting> troops;       // one per square, by true square
    friend bool operator==(const MinisterReport&, const MinisterReport&) = default;
};

// The report for `state`'s war minister over `position`, the end of turn
// `position.turn - 1`. A state unknown to `position` gets an empty report; so does a
// state with no home nation for the troops part (it has no territory).
[[nodiscard]] MinisterReport minister_report(const GameState& position, std::string_view state, Seed seed,
                                             const Rulings& rulings, const ParamSet& params);

}  // namespace umpire::gitm
