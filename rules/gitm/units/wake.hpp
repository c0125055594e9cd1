#pragma once
// Rules 11.3 and 11.5: an inactive unit activates when an enemy or neutral unit enters
// its strategic square. The engine looks at the end of every movement phase, where
// 12.4's look and 10.3's siege test are taken (rules/gitm/turn.hpp): an active unit
// hostile or neutral to the inactive one's state, in its square now and elsewhere at
// the previous look (or at the start of the turn), wakes it. From then on the unit
// carries out the orders the desk kept for it (11.5): its strategic path is read by
// phase, so the boxes of phases already over are never made (7.4 may then halt it,
// the next box not being adjacent). Ruling WAKE-PHASE-PAST decides whether the
// strategic phase in which the enemy entered is one of those: by default it is; the
// other reading carries that phase's box out in the next phase, the rest of the path
// one phase late (Unit::march's delay, as 7.8's).
// A woken unit whose square has no room for it active (STACK-STATUS may not count it
// inactive) is settled by ACTIVE-AGAIN-OVER-CAP; the units are taken in id order.
// Inactive units need no supply and take no supply losses (11.3): the supply phase
// passes them by (rules/gitm/supply/supply_phase.hpp).
#include <optional>
#include <vector>

#include "model/game_state.hpp"
#include "model/stacking.hpp"
#include "rules/gitm/units/arrivals.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

struct WakeEvent {
    UnitId unit;
    StratSquare square;
    UnitId by;               // the lowest id of the units that entered
    bool late = false;       // WAKE-PHASE-PAST carried-out: its path runs a phase late from here
    // ACTIVE-AGAIN-OVER-CAP: the cap its square would break with it active; with no
    // `stepped_to` it stays inactive.
    StackLimit no_room = StackLimit::None;
    std::optional<TacSquare> stepped_to;
    RulingList rulings;
    friend bool operator==(const WakeEvent&, const WakeEvent&) = default;
};

// Rule 11.3 at the end of a movement phase, by unit id. `strategic_phase`: the
// number of the strategic phase just ended (1-6), or 0 after any other phase.
[[nodiscard]] std::vector<WakeEvent> wake_inactive(GameState& state, const Whereabouts& before, int strategic_phase,
                                                   const Rulings& rulings);

}  // namespace umpire::gitm
