#pragma once
// One unit's walk (rules 8.2, 8.3, 8.5 and the detail text): the straight legs of its
// path from where it stands, as far as its allowance goes. This is the one place where
// rule 8.5's limits, the obstacles of a line and the enemy it meets are judged: the
// tactical phase walks each mover with it, and the single ordered move of
// tactical_move.hpp is a reading of one walk over the whole ordered path.
//
// A move may start in the middle of a line it began in an earlier phase (8.2: "along
// the same straight line"), and only the squares within this phase's allowance can be
// reached. So the walk takes legs with a first step, and a budget. Obstacles (terrain,
// neutrals) are judged over the whole remaining path as TM-OBSTACLE-ORDER says; an
// enemy is met only if it lies within the budget.
//
// The walk reports what it met; the caller applies what follows (where the unit may
// stop, fatigue, combat, the progress kept for later phases).
#include <optional>
#include <vector>

#include "model/seed.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// A straight leg of the path: the line from `from` to `to`; the unit stands on the
// line before step `start` (0: at `from`).
struct PathLeg {
    TacSquare from, to;
    int start = 0;
};

// A square the unit enters: after `steps` steps of legs[leg]; steps = -1 for the
// square of an enemy met beside the line (TM-STOP-BESIDE enter-enemy-square).
struct PathPoint {
    TacSquare square;
    int leg = 0;
    int steps = 0;
};

enum class WalkEnd : std::uint8_t { Arrived, OutOfSteps, Blocked, Encounter, HaltedShort };

struct WalkResult {
    WalkEnd end = WalkEnd::Arrived;
    std::vector<PathPoint> path;      // squares entered, in order; the unit ends on the last (none: it stays)
    std::optional<TacSquare> combat;  // Encounter: the enemy's square, where the combat is fought
    bool on_path = false;             // Encounter: the enemy stood on the line itself
    bool straight_line = false;       // rule 8.5's limits applied
    std::vector<int> leg_lengths;     // each leg's whole length in squares (its line's steps)
    std::vector<Event> events;        // LimitApplies, Blocked*, Encounter; unit filled in
};

struct WalkSpec {
    std::vector<PathLeg> legs;  // 1 or 2 (the second from the waypoint)
    int budget = 0;             // squares it may move this phase (8.1)
    bool cannot_fight = false;  // evade mode or headquarters: halts one square short (8.3)
    int absent = -1;            // a board unit left out of the occupancy (in motion elsewhere)
    // The two points the single ordered move (tactical_move.hpp) reads as the phase
    // does not; each is a documented reading (rules/readings.cpp, `umpire rulings`).
    bool every_hq_halts = false;    // reading SINGLE-MOVE-HQ-HALTS
    bool judge_empty_legs = false;  // reading SINGLE-MOVE-EMPTY-LEG
};

[[nodiscard]] WalkResult walk(const Board& board, int mover, const WalkSpec& spec, Seed seed, int turn, int phase,
                              const Rulings& rulings);

}  // namespace umpire::gitm
