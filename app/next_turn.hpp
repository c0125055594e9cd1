#pragma once
// The state a later turn starts from (issue 17, `umpire gitm turn --out`): what
// resolve_turn left at the end of the turn, with what belonged to the turn just
// played folded in or cleared, so that the next turn reads it as its start.
#include "model/credentials.hpp"
#include "model/game_state.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::app {

// resolve_turn's final state already has the end of the turn applied (rules 3.2, 3.6,
// 3.7, 9.13, 12.3, 10.11), the turn number advanced, each unit's movement of the turn
// (Unit::move, Unit::march) and rule 8.8's engage stop cleared, and the squares of
// this turn's battles as battles_last_turn (rule 7.5 reads them next turn: kept);
// after a deployment turn the restack has cleared `deployment` (rule 7.18). On top of
// that, the credentials: the reassignments and password changes of the turn (rule
// 6.10) folded into the assignments and passwords in force at the start of the next
// one, and assignments of units no longer in the game dropped (next_credentials).
// Everything else is the position or the game's set-up and is kept as it is: the turn
// kind (5.1, the game master's to set), logistics, squares, cities, stores, sieges,
// ports and sea areas (the naval game's), states and relations, and per unit every
// lasting value (strength, fatigue, morale, supplies, losses, reforming, ...).
[[nodiscard]] GameState next_turn_state(const gitm::TurnOutcome& outcome);

// Rule 6.10's changes of the turn made the start of the next: each player's last
// password, each unit's last assignment (final_assignment), none for a unit not
// among `units` (merged, destroyed); no changes left pending. The war ministers are
// kept (rule 10.6). Only hashes are copied.
[[nodiscard]] Credentials next_credentials(const Credentials& c, const std::vector<Unit>& units);

}  // namespace umpire::app
