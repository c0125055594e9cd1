#pragma once
// The pre-game deployment turn's movement (rules 7.18, 7.19). resolve_turn() runs it
// on a state with GameState::deployment set, then restack_deployment() ends the turn.
//
// What a unit is ordered to do: its strategic square is the first path box, its
// tactical square the entry square; a blank (or absent) first box with an entry square
// moves it within its own strategic square. Later boxes mean nothing on this turn.
// Units move one at a time in the order of ruling DEPLOY-MOVE-ORDER, not limited by
// distance or paths. Every check reads the positions at the start of movement (7.18:
// a corps HQ that moved does not give anyone contact or supply) except the 200 active
// units of the square entered (1.4), counted as the moves are made. A unit moves when:
//   - it is active (11.3, 12.3) and not militia (7.18);
//   - its first box is not a transport (7.18; an off-map port box is not adjudicated);
//   - it is in communications (7.18; an army HQ always is, 10.1; the state records it);
//   - its new strategic square is passable (1.2), not in Guatemala (7.16), holds no
//     hostile unit and is not owned by a state neutral to its own (7.18);
//   - rule 7.19: a US unit does not enter or leave the square of Yerba Buena or Fort
//     Dodge; a Mexican unit does not enter a square north of the Rio Grande
//     (StratSquareInfo::north_of_rio_grande) or a city square in row S0 or higher
//     (DEPLOY-ROW-S0);
//   - a chain of contact joins it to the new square (10.2, rules/gitm/contact.hpp: from
//     its tactical square, and into the one it is placed on once that is known,
//     without length limit);
//   - it is in supply in both squares (DEPLOY-SUPPLY);
//   - the square has room (1.4's 200; 2.5's tactical caps as DEPLOY-TACTICAL-CAPS has
//     them, through check_placement).
// Its tactical square: the one ordered if passable there (else DEPLOY-ENTRY-IMPASSABLE);
// with none ordered, its own if passable in the new square, else one drawn at random
// among the passable squares with room (Purpose::DeploymentTactical, keyed by the unit).
#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/strategic_phase.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// The moves, as one strategic phase numbered 1: its state is still a deployment
// (GameState::deployment set; the restack follows). Units with a move ordered have
// StepKind::Path and their place in the move order. Requires a state with deployment
// set that passes check_invariants(), and orders passing validate_strategic().
[[nodiscard]] StrategicPhaseOutcome resolve_deployment(const GameState& state, const TurnOrders& orders, Seed seed,
                                                       const Rulings& rulings);

// The restack's moves and leftovers as events (Restacked, RestackLeftover); `state`
// is the restack's result.
[[nodiscard]] std::vector<StratEvent> restack_events(const RestackOutcome& restack);

}  // namespace umpire::gitm
