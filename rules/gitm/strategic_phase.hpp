#pragma once
// One strategic phase of a GITM turn (chapter 7): the withdrawal phase (7.5) or one
// of strategic phases 1-6 (5.2). A pure step from the state before the phase to the
// state after it, with what happened and why.
//
// Every active unit gets a place in a random move order drawn from the seed for this
// turn and phase (7.7), keyed by the unit, so the order of the state's list changes
// nothing. At its turn a unit makes at most one step into a neighbouring square:
//   - a pursuit, if an enemy it pursues left its square earlier in this phase (7.12);
//   - else the retry of an interrupted diagonal step (7.15);
//   - else its path's box for this phase, shifted by earlier blocks (7.4, 7.6, 7.8);
//   - else, on a blank box or a finished path, a march to battle, allies or enemies (7.13).
// The step is checked (fatigue and allowance 7.1-7.3 and 6.3; terrain 1.2, Guatemala
// 7.16, militia 7.1; besieged 7.8; the edge path and the diagonal between two units
// 7.8; river, range and marsh 7.9; the diagonal between two strategic squares 7.15;
// the 200-unit cap 1.4), then made: the unit is placed by the entry procedure (7.14),
// its tactical move under way is cancelled (8.2), and halts (7.10, 7.11) and pursuits
// (7.12) follow from it.
//
// Movement state that outlives the phase is kept on the units (Unit::march).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kWithdrawalPhase = 0;  // the strategic withdrawal phase; 1-6 are strategic phases 1-6

#define UMPIRE_GITM_STRAT_EVENT_KINDS(X)                                                                               \
    X(Moved, "moved")                                     /* 7.1: squares from, to; tactical: the entry square; */     \
                                                          /* amount: fatigue now */                                    \
    X(ForcedMarch, "forced-march")                        /* 7.3: the step was the forced march (amount: its */        \
                                                          /* fatigue price) */                                         \
    X(Withdrew, "withdrew")                               /* 7.5: squares from, to; amount: men lost as stragglers */  \
    X(WithdrawalBarred, "withdrawal-barred")              /* 7.5: hostile combat units were in the square at the */    \
                                                          /* start of the turn */                                      \
    X(NoWithdrawal, "no-withdrawal")                      /* 7.5: a step refused in the withdrawal phase is not */     \
                                                          /* retried there; the box moves to phase 1 */                \
    X(TooTired, "too-tired")                              /* 7.1: fatigue above 18 (amount: the fatigue) */            \
    X(AllowanceSpent, "allowance-spent")                  /* 7.1-7.3: no step left (amount: the steps charged) */      \
    X(NoForcedMarch, "no-forced-march")                   /* 7.3: militia may not force march */                       \
    X(HaltBeforeForced, "halt-before-forced")             /* 6.3: the next step would be a forced march; movement */   \
                                                          /* ends */                                                   \
    X(NotAdjacent, "not-adjacent")                        /* 7.4: the box is not a neighbour of the unit's square; */  \
                                                          /* the path ends */                                          \
    X(Impassable, "impassable")                           /* 1.2: the square's terrain cannot be entered; the path */  \
                                                          /* ends */                                                   \
    X(Guatemala, "guatemala")                             /* 7.16 */                                                   \
    X(MilitiaAbroad, "militia-abroad")                    /* 7.1: outside the militia's home (STRAT-MILITIA-HOME) */   \
    X(NotAdjudicated, "not-adjudicated")                  /* 7.17: a transport or off-map port box; the path ends */   \
    X(Besieged, "besieged")                               /* 7.8: in a besieged city's square */                       \
    X(EdgeBlocked, "edge-blocked")                        /* 7.8: tactical: the enemy squares in the way; others: */   \
                                                          /* their units */                                            \
    X(DiagonalBetween, "diagonal-between")                /* 7.8: tactical: the two squares passed between */          \
    X(CrossingBlocked, "crossing-blocked")                /* 7.9: must first cross the river or range tactically; */   \
                                                          /* others: the enemies present */                            \
    X(MarshEdge, "marsh-edge")                            /* 7.9: not at the edge or corner the move leaves by */      \
    X(Retries, "retries")                                 /* 7.8: the step is tried again next phase (amount: the */   \
                                                          /* path's delay now) */                                      \
    X(DiagonalInterrupted, "diagonal-interrupted")        /* 7.15: squares: from, to, and the square of the */         \
                                                          /* blocking enemy; charged one step */                       \
    X(SquareFull, "square-full")                          /* 1.4: 200 active units already there, or 2.5: no entry */  \
                                                          /* square with room; tried again next phase */               \
    X(HaltOnDetection, "halt-on-detection")               /* 7.10: moved into a square with an enemy; its path ends */ \
    X(HaltOnEnemyEntry, "halt-on-enemy-entry")            /* 7.11: an enemy entered its square; its path ends */       \
                                                          /* (others: the enemy) */                                    \
    X(Pursues, "pursues")                                 /* 7.12: others: the enemy followed; its path is */          \
                                                          /* cancelled */                                              \
    X(PursuitTooLate, "pursuit-too-late")                 /* 7.12, 7.7: the enemy left after this unit's turn in */    \
                                                          /* the phase */                                              \
    X(MarchToBattle, "march-to-battle")                   /* 7.13: squares: the battle's square */                     \
    X(MarchToAllies, "march-to-allies")                   /* 7.13 */                                                   \
    X(MarchToEnemies, "march-to-enemies")                 /* 7.13 */                                                   \
    X(StaysAtBattle, "stays-at-battle")                   /* 7.13: the largest battle is in its own square */          \
    X(Entered, "entered")                                 /* 7.14: tactical: the square entered (amount 1: the */      \
                                                          /* random fallback square) */                                \
    X(TacticalMoveCancelled, "tactical-move-cancelled")   /* 8.2: the tactical move under way ends with the */         \
                                                          /* strategic move */                                         \
    /* The deployment turn (rules 7.18, 7.19; rules/gitm/deployment.hpp): */                                           \
    X(Deployed, "deployed")                               /* 7.18: squares from, to; tactical from, to; amount: 0 */   \
                                                          /* the ordered tactical square, 1 its own kept, 2 drawn */   \
                                                          /* at random */                                              \
    X(DeployMilitia, "deploy-militia")                    /* 7.18: militia cannot move on the deployment turn */       \
    X(DeployNotActive, "deploy-not-active")               /* 11.3 (inactive), 12.3 (shattered): it does not move */    \
    X(DeployNoCommunications, "deploy-no-communications") /* 7.18: out of communications, it stays where it is */      \
    X(DeployNoSupply, "deploy-no-supply")                 /* 7.18 (DEPLOY-SUPPLY): squares: where it would not be */   \
                                                          /* in supply; amount 0 its own, 1 the destination */         \
    X(DeployNoContact, "deploy-no-contact")               /* 7.18, 10.2: no chain of contact from squares[0] to */     \
                                                          /* squares[1] at the start of movement; tactical: the */     \
                                                          /* unit's square, and the one it would arrive on */          \
                                                          /* when that end refused it (CONTACT-TACTICAL-PATH) */       \
    X(DeployHostileSquare, "deploy-hostile-square")       /* 7.18: squares: the destination; others: the hostile */    \
                                                          /* units in it */                                            \
    X(DeployNeutralSquare, "deploy-neutral-square")       /* 7.18: squares: the destination, owned by a state */       \
                                                          /* neutral to the unit's */                                  \
    X(DeployNoTransport, "deploy-no-transport")           /* 7.18: units may not board transports on the deployment */ \
                                                          /* turn */                                                   \
    X(DeployCityBarred, "deploy-city-barred")             /* 7.19: the US moves no unit into or out of Yerba Buena */  \
                                                          /* or Fort Dodge; squares: the city's */                     \
    X(DeployRioGrande, "deploy-rio-grande")               /* 7.19: Mexico deploys no unit north of the Rio Grande; */  \
                                                          /* squares: the destination */                               \
    X(DeployNorthernCity, "deploy-northern-city")         /* 7.19 (DEPLOY-ROW-S0): Mexico deploys no unit into a */    \
                                                          /* city in row S0 or higher */                               \
    X(EntryImpassable, "entry-impassable")                /* 7.18 (DEPLOY-ENTRY-IMPASSABLE): tactical: the ordered */  \
                                                          /* square; amount 1: so it does not move */                  \
    X(Restacked, "restacked")                             /* 7.18 (DEPLOY-RESTACK): squares: its square; tactical */   \
                                                          /* from, to; amount 1: it left a fort */                     \
    X(RestackLeftover, "restack-leftover")                /* 7.18, 2.5: tactical: a square still over a cap; */        \
                                                          /* others: its units; amount: the cap */
UMPIRE_NAMED_ENUM(StratEventKind, std::uint8_t, UMPIRE_GITM_STRAT_EVENT_KINDS)
[[nodiscard]] inline std::string_view name(StratEventKind k) noexcept { return enum_name(k); }

struct StratEvent {
    StratEventKind kind{};
    std::string rule;    // catalogue id
    RulingList ruling;   // the rulings that decided it, if any
    UnitId unit;
    std::vector<StratSquare> squares;
    std::vector<TacSquare> tactical;
    std::vector<UnitId> others;
    int amount = 0;
    std::optional<int> fatigue{};  // the fatigue the step cost, where the event reports it (7.5's withdrawal)
    friend bool operator==(const StratEvent&, const StratEvent&) = default;
};

// Why a unit tried to step.
#define UMPIRE_GITM_STEP_KINDS(X)                                                                            \
    X(None, "none") X(Path, "path") X(Resume, "resume") X(Withdrawal, "withdrawal") X(Pursuit, "pursuit")  \
    X(Battle, "battle") X(Allies, "allies") X(Enemies, "enemies")
UMPIRE_NAMED_ENUM(StepKind, std::uint8_t, UMPIRE_GITM_STEP_KINDS)
[[nodiscard]] inline std::string_view name(StepKind k) noexcept { return enum_name(k); }

// What one unit did in the phase.
struct UnitStep {
    UnitId unit;
    int order = 0;  // its place in the phase's move order, 1-based; 0 for units without a turn (not active)
    StepKind kind = StepKind::None;  // what it tried; None when nothing was due
    bool moved = false;
    StratSquare from, to;
    TacSquare entry;  // where it was placed, when it moved
    int fatigue_before = 0, fatigue_after = 0;
    friend bool operator==(const UnitStep&, const UnitStep&) = default;
};

struct StrategicPhaseOutcome {
    int phase = 1;                  // kWithdrawalPhase or 1-6
    GameState state;                // after the phase
    std::vector<StratEvent> events; // in the order they happened
    std::vector<UnitStep> units;    // every unit of the state, by unit id
    std::vector<PresenceReport> reports;  // rule 4.5: each departure and arrival told to someone, in the order made
    friend bool operator==(const StrategicPhaseOutcome&, const StrategicPhaseOutcome&) = default;
};

// The row of a unit that has tried nothing yet: where it stands, its fatigue.
[[nodiscard]] UnitStep step_before(const Unit& u);
// A phase's result as its outcome, `units` sorted by unit id (the deployment turn's
// moves share it).
[[nodiscard]] StrategicPhaseOutcome phase_outcome(int phase, GameState state, std::vector<UnitStep> units,
                                                  std::vector<StratEvent> events);
// Appends what befell `unit` under `rule` (a catalogue id) and returns it for the
// caller to add its squares, units and amount; the phases and the deployment turn
// report alike.
StratEvent& record_event(std::vector<StratEvent>& events, const UnitId& unit, StratEventKind kind, std::string rule);

// Located by field ("orders[2].strategic.path[1]"): unknown units, path squares not
// in the state. Empty when the input can be adjudicated.
[[nodiscard]] std::vector<Diagnostic> validate_strategic(const GameState& state, const TurnOrders& orders);

// Requires a valid input and a state passing check_invariants(); the result passes it too.
// `turn_start`: the state as the turn's orders phase left it, of which 7.5 reads only
// the units (a turn passes a state that holds only them).
[[nodiscard]] StrategicPhaseOutcome resolve_strategic_phase(const GameState& state, const TurnOrders& orders,
                                                            int phase, Seed seed, const Rulings& rulings,
                                                            const GameState& turn_start);
// The same on a state the caller gives up, which becomes the outcome's (a turn's
// phases pass one state on without copying a whole map each time); `turn_start`
// must be another object.
[[nodiscard]] StrategicPhaseOutcome resolve_strategic_phase(GameState&& state, const TurnOrders& orders, int phase,
                                                            Seed seed, const Rulings& rulings,
                                                            const GameState& turn_start);

}  // namespace umpire::gitm
