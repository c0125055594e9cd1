#pragma once
// The stacking caps as checks the engine makes before it places a unit (rules 1.4,
// 2.5, 11.2, with the deployment-turn exception of 7.18), and the random restack
// that ends the deployment turn. The counts are model/stacking.hpp's; here they are
// read under the case's rulings (STACK-STATUS, TM-ALLIED-COUNT, DEPLOY-TACTICAL-CAPS,
// DEPLOY-RESTACK). Both functions require a state that passes check_invariants().
#include <optional>
#include <vector>

#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "model/stacking.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

[[nodiscard]] StackReading stack_reading(const Rulings& rulings) noexcept;

// The counts as they would be with the unit placed (its old position, if it is in
// the state already, left out). A unit that does not count towards a cap leaves
// that count as it is.
struct StackCounts {
    int tactical_units = 0;
    int tactical_allied = 0;  // the most units allied to one unit, itself included, among those the unit touches
    int strategic_active = 0;
    int strategic_inactive = 0;  // counted against rules 1.4 and 11.2
    int inactive_cap = kMaxInactive;
    friend bool operator==(const StackCounts&, const StackCounts&) = default;
};

struct PlacementCheck {
    bool allowed = true;
    StackLimit limit = StackLimit::None;  // the first cap broken, in the order of StackLimit
    std::vector<StackLimit> waived;       // tactical caps rule 7.18 lifted for this placement
    StackCounts counts;
    friend bool operator==(const PlacementCheck&, const PlacementCheck&) = default;
};

// `unit` as it would be placed (its status and in_fort as given; its own
// strategic and tactical fields are ignored). `strategic` must be in the state.
[[nodiscard]] PlacementCheck check_placement(const GameState& state, const Unit& unit, StratSquare strategic,
                                             TacSquare tactical, const Rulings& rulings);

// A unit becoming active where it stands, without a move of its own: woken (11.3),
// reappearing after reforming (12.5) or activated by order (3.5, 11.1). Active, it
// may count where it did not (STACK-STATUS). Under ACTIVE-AGAIN-OVER-CAP steps-aside
// (and only when `may_step_aside`) a unit its square has no room for takes the
// nearest passable square of its tactical map with room and no enemy, the first in
// reading order among the nearest; the strategic cap of 1.4 leaves it as it is.
struct ActiveAgain {
    bool allowed = true;                  // it becomes active, where it is or at `to`
    StackLimit limit = StackLimit::None;  // the cap its own square would break
    std::optional<TacSquare> to;          // where it steps aside to
    friend bool operator==(const ActiveAgain&, const ActiveAgain&) = default;
};
[[nodiscard]] ActiveAgain place_active_again(const GameState& state, const Unit& unit, bool may_step_aside,
                                             const Rulings& rulings);

struct RestackMove {
    UnitId unit;
    StratSquare strategic;
    TacSquare from, to;
    bool left_fort = false;
    friend bool operator==(const RestackMove&, const RestackMove&) = default;
};

// A square the restack could not bring within a cap: its units that do not move
// (inactive, and shattered ones where they count) fill it by themselves, or no
// unit that may move had a passable square with room to go to.
struct RestackLeftover {
    StratSquare strategic;
    TacSquare tactical;
    StackLimit limit = StackLimit::None;
    friend bool operator==(const RestackLeftover&, const RestackLeftover&) = default;
};

struct RestackOutcome {
    GameState state;  // deployment over: GameState::deployment is false
    std::vector<RestackMove> moves;
    std::vector<RestackLeftover> leftovers;
};

// Rule 7.18: the end of the deployment turn. Each strategic square draws from its
// own stream (Purpose::DeploymentRestack, the state's turn, subject the square), so
// one square's crowd never changes another's draws.
[[nodiscard]] RestackOutcome restack_deployment(const GameState& state, Seed seed, const Rulings& rulings);

}  // namespace umpire::gitm
