#pragma once
// What one ordered tactical move did and why (rules 8.3, 8.5). Events are data:
// each names the rule (a catalogue id) and, when rulings decided, their ids;
// rules/gitm/explain.hpp turns them into sentences. Golden snapshots store them.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "model/square.hpp"
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

#define UMPIRE_GITM_EVENT_KINDS(X)                                                                                     \
    X(NotActive, "not-active")                        /* inactive or shattered units do not move */                    \
    X(StaysInPlace, "stays-in-place")                 /* ordered to its own square (rule 8.2: the fort toggle) */      \
    X(LimitApplies, "limit-applies")                  /* enemies or qualifying neutrals present: straight-line */      \
                                                      /* rules (8.5) */                                                \
    X(MovedFree, "moved-free")                        /* no such units present: the move simply succeeds */            \
    X(Moved, "moved")                                 /* walked its straight line(s) to the destination */             \
    X(BlockedImpassable, "blocked-impassable")        /* 8.5, tm-example-1 */                                          \
    X(BlockedDiagonalJoin, "blocked-diagonal-join")   /* 8.5, tm-example-2 */                                          \
    X(BlockedCliff, "blocked-cliff")                  /* 8.5, tm-example-3 */                                          \
    X(BlockedNeutral, "blocked-neutral")              /* 8.3: a move that would meet a neutral is not made */          \
    X(BlockedFullSquare, "blocked-full-square")       /* 8.3: 12 allied units at the waypoint or destination */        \
    X(Encounter, "encounter")                         /* 8.3: the line touches an enemy; movement halts */             \
    X(HaltedShort, "halted-short")                    /* 8.3: evading or unable to fight: one square short */          \
    X(CombatBegins, "combat-begins")                  /* 8.3 */                                                        \
    X(EnemyHalted, "enemy-halted")                    /* 8.3: the encountered units stop too */                        \
    X(BlockedRiverCrossing, "blocked-river-crossing") /* 8.7: changes side of a river/range without a fitting ford */  \
                                                      /* or pass waypoint */                                           \
    X(CrossingAllowed, "crossing-allowed")            /* 8.7: changes side by a ford or pass waypoint touching both */ \
                                                      /* sides (squares: the waypoint), or a ruling lets a move */     \
                                                      /* between squares on a common side be made (squares: start, */  \
                                                      /* destination) */                                               \
    /* The tactical phase (rules/gitm/tactical_phase.hpp): */                                                          \
    X(FortEntered, "fort-entered")                    /* 8.2: ordered to its own square in a fort's city square, */    \
                                                      /* without "no-fort" */                                          \
    X(FortLeft, "fort-left")                          /* 8.2: ordered to its own square with "no-fort" while in the */ \
                                                      /* fort */                                                       \
    X(TooTired, "too-tired")                          /* 8.1: fatigue above 8 with enemies present: no move */         \
                                                      /* (amount: the fatigue) */                                      \
    X(FatiguePaid, "fatigue-paid")                    /* 8.1: a move made with hostile units present (amount: the */   \
                                                      /* fatigue now) */                                               \
    X(MovedPartly, "moved-partly")                    /* 8.2: as far as the allowance goes (squares: end, */           \
                                                      /* destination); goes on next phase */                           \
    X(ReachedWaypoint, "reached-waypoint")            /* 8.2: squares: the waypoint */                                 \
    X(NoCrossingSquare, "no-crossing-square")         /* 8.2: no ford (or pass) on the map for a "nearest" */          \
                                                      /* destination */                                                \
    X(BesiegedHeld, "besieged-held")                  /* 8.4: may not leave the besieged city's square */              \
    X(BesiegedBarred, "besieged-barred")              /* 8.4: may not enter the besieged city's square */              \
    X(EngageTarget, "engage-target")                  /* 8.8: squares: the target's square; others: the target */      \
    X(NoEngageTarget, "no-engage-target")             /* 8.8: no enemy unit to engage in the strategic square */       \
    X(Intercepts, "intercepts")                       /* 8.11: the interceptor moves to the point (squares: point; */  \
                                                      /* others: the intercepted) */                                   \
    X(InterceptFallsShort, "intercept-falls-short")   /* 8.11: the point is beyond the allowance: moves its */         \
                                                      /* allowance, no interception */                                 \
    X(Intercepted, "intercepted")                     /* 8.11: the mover halts at the point (squares: point; */        \
                                                      /* others: the interceptors) */                                  \
    X(Supports, "supports")                           /* 8.10: moves to join the battle at squares[0] */               \
    X(HqStepsAside, "hq-steps-aside")                 /* 9.2: squares: from, to */                                     \
    X(HqShatters, "hq-shatters")                      /* 9.2: squares: where; amount: 1 when for want of a square, */  \
                                                      /* 0 when by chance */                                           \
    X(SuppliesDestroyed, "supplies-destroyed")        /* 9.2: a corps HQ that stepped aside or shattered loses the */  \
                                                      /* supplies it carried (squares: where; amount: supply units) */ \
    X(SquareFull, "square-full")                      /* 2.5: would end on a full square (squares: it, where it */     \
                                                      /* stops instead) */                                             \
    X(HeldInCombat, "held-in-combat")                 /* 8.3: shares its square with a hostile combat unit; makes */   \
                                                      /* no move */                                                    \
    X(MoveEnded, "move-ended")                        /* 8.2: the specified move is over (halted, displaced); */       \
                                                      /* squares: where */                                             \
    X(ImpassableEnd, "impassable-end")                /* 2.2: a free move may pass impassable squares but not stop */  \
                                                      /* on one (squares: it, the stop) */                             \
    X(CrossingEnd, "crossing-end")                    /* 8.7: a move cut short may not stop across a river it did */   \
                                                      /* not cross by a ford or pass */                                \
    X(EnemyOutOfReach, "enemy-out-of-reach")          /* 8.1: the line touches an enemy beyond the allowance (only */  \
                                                      /* under TM-STEP-TYPO shorter-axis): not met (squares: it) */
UMPIRE_NAMED_ENUM(EventKind, std::uint8_t, UMPIRE_GITM_EVENT_KINDS)
[[nodiscard]] inline std::string_view name(EventKind k) noexcept { return enum_name(k); }  // "blocked-cliff"

struct Event {
    EventKind kind{};
    std::string rule;    // catalogue id: "8.5", "tm-example-2"
    RulingList ruling;   // the rulings that decided it, if any, e.g. {RulingId::StopBeside}
    UnitId unit;         // the unit the event is about
    std::vector<TacSquare> squares;
    std::vector<UnitId> others;
    int amount = 0;      // a number the event reports (fatigue), see EventKind
    friend bool operator==(const Event&, const Event&) = default;
};

#define UMPIRE_GITM_MOVE_RESULTS(X) \
    X(Moved, "moved") X(Blocked, "blocked") X(Encounter, "encounter") X(HaltedShort, "halted-short") X(NotMoved, "not-moved")
UMPIRE_NAMED_ENUM(MoveResult, std::uint8_t, UMPIRE_GITM_MOVE_RESULTS)
[[nodiscard]] inline std::string_view name(MoveResult r) noexcept { return enum_name(r); }

struct Combat {
    TacSquare square;
    UnitId initiator;
    std::vector<UnitId> attackers;  // the initiator and units allied to it in the square
    std::vector<UnitId> defenders;  // units hostile to the initiator in the square
    friend bool operator==(const Combat&, const Combat&) = default;
};

struct MoveOutcome {
    UnitId unit;
    MoveResult result = MoveResult::NotMoved;
    TacSquare from;
    TacSquare end;
    bool straight_line = false;  // whether the straight-line rules applied
    std::optional<Combat> combat;
    std::vector<Event> events;
    friend bool operator==(const MoveOutcome&, const MoveOutcome&) = default;
};

}  // namespace umpire::gitm
