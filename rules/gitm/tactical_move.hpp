#pragma once
// The decision for one ordered tactical move (rules 8.3 and 8.5 with the detail of
// gitm-tactical-movement.txt): it moves, is blocked and stays, halts short, or
// stops at the enemy it meets and a combat begins. Allowances and phases (8.1, 8.2)
// belong to the tactical phase. The decision is a reading of the phase's own board
// and walk (phase_board.hpp, phase_walk.hpp) over the whole ordered path, so rules
// 8.3 and 8.5 are judged in one place; where it reads the walk differently from the
// phase is said at WalkSpec.
//
// validate_move() checks an order against a state (godip's separation: validation
// is not adjudication); decide_move() requires a valid order and a state that
// passes check_invariants(), and is a pure function of its arguments.
#include <vector>

#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "model/orders.hpp"
#include "model/seed.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

[[nodiscard]] std::vector<Diagnostic> validate_move(const GameState& state, const TacticalMoveOrder& order);

[[nodiscard]] MoveOutcome decide_move(const GameState& state, const TacticalMoveOrder& order, Seed seed,
                                      const Rulings& rulings);

}  // namespace umpire::gitm
