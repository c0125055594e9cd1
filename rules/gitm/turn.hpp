#pragma once
// A whole GITM turn (rule 5.2), in the rulebook's order:
//   orders phase                     3.5, 11.1, 11.2: activation, mergers, inactivation
//                                    (rules/gitm/units/orders_phase.hpp); 3.5 puts it
//                                    "before movement and combat", so first of all
//   supply phase                     10.1, 10.5-10.11 (Logistics::Computed; else the
//                                    state's record stands and the phase passes through)
//   strategic withdrawal             7.5
//   tactical phases 1, 2             chapter 8, each followed by its combat (rule 9.1; bombardment 9.14)
//   strategic phase 1                chapter 7
//   tactical phases 3, 4             as 1 and 2
//   strategic phases 2-6
//   tactical phase 5                 the final one: no combat (5.2)
//   siege surrender                  10.3, 10.8 (Logistics::Computed only)
//   end of turn                      fatigue recovery (3.2), marching experience (3.6),
//                                    stragglers rejoining (9.13), morale drifting toward 50 (3.7),
//                                    shattered units reforming (12.3, 12.5);
//                                    with Logistics::Computed also the supply sources (10.11)
// Every strategic phase and every tactical phase (after its combat in phases 1-4)
// ends with a look for units entering strategic squares: inactive units wake (11.3,
// rules/gitm/units/wake.hpp; TurnOutcome::wakes), then enemies drive reforming units
// off (12.4, rules/gitm/units/reform.hpp; TurnOutcome::reforming).
// With Logistics::Computed the siege test of 10.3 (rules/gitm/supply/siege.hpp) ends
// every strategic phase and every tactical phase (after its combat in phases 1-4):
// its changes are part of that phase's digest and listed in TurnOutcome::sieges.
// A state with GameState::deployment set is the pre-game deployment turn instead
// (rules 7.18, 7.19; rules/gitm/deployment.hpp): two phases, its moves recorded as
// strategic phase 1 (rule "7.18") and the restack that ends it as the end of turn
// (rule "7.18"); `strategic` holds one outcome, phase 1, with the moves' events and
// then the restack's; `tactical` and `end` stay empty.
// Every phase, adjudicated or not, has a record: the digest of the state after it
// (model/state_hash.hpp) and the random values it drew, so two adjudications can be
// compared phase by phase and the first divergence found.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/combat.hpp"
#include "rules/gitm/strategic_phase.hpp"
#include "rules/gitm/supply/siege.hpp"
#include "rules/gitm/supply/supply_phase.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/gitm/units/orders_phase.hpp"
#include "rules/gitm/units/reform.hpp"
#include "rules/gitm/units/wake.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Deployment and Restack make up the pre-game deployment turn (rule 7.18).
#define UMPIRE_GITM_TURN_STEPS(X)                                                                                \
    X(Supply, "supply") X(Withdrawal, "withdrawal") X(Tactical, "tactical") X(Combat, "combat")                  \
    X(Strategic, "strategic") X(EndOfTurn, "end-of-turn") X(Deployment, "deployment") X(Restack, "restack")     \
    X(SiegeSurrender, "siege-surrender") X(Orders, "orders")
UMPIRE_NAMED_ENUM(TurnStep, std::uint8_t, UMPIRE_GITM_TURN_STEPS)
[[nodiscard]] inline std::string_view name(TurnStep s) noexcept { return enum_name(s); }

struct TurnPhase {
    TurnStep step = TurnStep::Supply;
    int number = 0;            // the tactical or strategic phase's number; 0 for the others
    bool adjudicated = true;   // false: its rules are not implemented yet, the state passes through unchanged
    std::string rule;          // the rule the phase carries out (or would)
    std::string state_hash;    // hex SHA-256 of the state after the phase
    std::uint64_t draws = 0;   // random values drawn in the phase
    friend bool operator==(const TurnPhase&, const TurnPhase&) = default;
};

// What the end of the turn changed for one unit.
struct TurnEnd {
    UnitId unit;
    int fatigue_before = 0, fatigue_after = 0;  // 3.2
    int experience_before = 0, experience_after = 0;  // 3.6
    int squares_marched = 0;
    // 9.13: men rejoining move from stragglers to strength, one for one.
    int stragglers_before = 0, stragglers_after = 0;
    int morale_before = kStartMorale, morale_after = kStartMorale;  // 3.7's drift toward 50
    friend bool operator==(const TurnEnd&, const TurnEnd&) = default;
};

// A city whose siege began or ended at the end of a movement phase (10.3).
struct SiegeChange {
    TurnStep step = TurnStep::Tactical;  // the record it ends: Combat (after tactical phases 1-4),
    int number = 0;                      // Tactical (5), Withdrawal or Strategic; and its number
    SiegeTest test;
    friend bool operator==(const SiegeChange&, const SiegeChange&) = default;
};

// A reforming unit's change (12.3-12.5): at the end of a movement phase (12.4, the
// step and number as SiegeChange's) or at the end of the turn (EndOfTurn, 0).
struct ReformChange {
    TurnStep step = TurnStep::EndOfTurn;
    int number = 0;
    ReformEvent event;
    friend bool operator==(const ReformChange&, const ReformChange&) = default;
};

// An inactive unit woken at the end of a movement phase (11.3, 11.5).
struct WakeChange {
    TurnStep step = TurnStep::Strategic;
    int number = 0;
    WakeEvent event;
    friend bool operator==(const WakeChange&, const WakeChange&) = default;
};

struct TurnOutcome {
    GameState state;  // the start of the next turn
    std::vector<TurnPhase> phases;  // in turn order, 19 of them (the orders phase; combat after each of tactical
                                    // phases 1-4), 20 with Logistics::Computed (the siege surrender phase)
    std::vector<StatusEvent> status;                // the orders phase's events (3.5, 11.1, 11.2)
    std::vector<PhaseOutcome> tactical;             // phases 1-5, each without its state (moved into the next)
    std::vector<StrategicPhaseOutcome> strategic;   // the withdrawal phase, then 1-6, likewise
    std::vector<CombatOutcome> combat;              // after tactical phases 1-4, likewise
    std::vector<TurnEnd> end;                       // by unit id
    // Logistics::Computed only: the supply phase (without its state), the sieges that
    // began or ended, in turn order, and the siege surrender phase.
    std::optional<SupplyOutcome> supply{};
    std::vector<SiegeChange> sieges;
    std::vector<SiegeSurrender> surrenders;
    std::vector<ReformChange> reforming;  // in turn order, by unit id within a look
    std::vector<WakeChange> wakes;        // likewise
    friend bool operator==(const TurnOutcome&, const TurnOutcome&) = default;
};

// Errors located by field: the tactical and strategic checks together.
[[nodiscard]] std::vector<Diagnostic> validate_turn(const GameState& state, const TurnOrders& orders);

// `orders`: what the order desk accepted; units without an entry get rule 6.9's
// defaults built from where they stand at the start of the turn (on a deployment
// turn they do not move). Requires a valid input and a state passing check_invariants().
[[nodiscard]] TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed,
                                       const Rulings& rulings);
// With the combat parameters (rules/params.hpp) a case file or campaign sets; the
// overloads without them use the shipped defaults.
[[nodiscard]] TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed,
                                       const Rulings& rulings, const ParamSet& params);

// The same, showing `observe` the state after each phase as it is recorded (for
// properties that check every phase, and tools that draw them).
using PhaseObserver = std::function<void(const TurnPhase&, const GameState&)>;
[[nodiscard]] TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed,
                                       const Rulings& rulings, const PhaseObserver& observe);
[[nodiscard]] TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed,
                                       const Rulings& rulings, const ParamSet& params, const PhaseObserver& observe);

}  // namespace umpire::gitm
