#pragma once
// What one ordered tactical move did and why (rules 8.3, 8.5). Events are data:
// each names the rule (a catalogue id) and, when rulings decided, their ids;
// rules/gitm/explain.hpp turns them into sentences. Golden snapshots store them.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/square.hpp"
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

enum class EventKind : std::uint8_t {
    NotActive,          // inactive or shattered units do not move
    StaysInPlace,       // ordered to its own square (rule 8.2: the fort toggle)
    LimitApplies,       // enemies or qualifying neutrals present: straight-line rules (8.5)
    MovedFree,          // no such units present: the move simply succeeds
    Moved,              // walked its straight line(s) to the destination
    BlockedImpassable,  // 8.5, tm-example-1
    BlockedDiagonalJoin,// 8.5, tm-example-2
    BlockedCliff,       // 8.5, tm-example-3
    BlockedNeutral,     // 8.3: a move that would meet a neutral is not made
    BlockedFullSquare,  // 8.3: 12 allied units at the waypoint or destination
    Encounter,          // 8.3: the line touches an enemy; movement halts
    HaltedShort,        // 8.3: evading or unable to fight: one square short
    CombatBegins,       // 8.3
    EnemyHalted,        // 8.3: the encountered units stop too
    BlockedRiverCrossing, // 8.7: changes side of a river/range without a fitting ford or pass waypoint
    CrossingAllowed,    // 8.7: changes side by a ford or pass waypoint touching both sides (squares:
                        // the waypoint), or a ruling lets a move between squares on a common side
                        // be made (squares: start, destination)
    // The tactical phase (rules/gitm/tactical_phase.hpp):
    FortEntered,        // 8.2: ordered to its own square in a fort's city square, without "no-fort"
    FortLeft,           // 8.2: ordered to its own square with "no-fort" while in the fort
    TooTired,           // 8.1: fatigue above 8 with enemies present: no move (amount: the fatigue)
    FatiguePaid,        // 8.1: a move made with hostile units present (amount: the fatigue now)
    MovedPartly,        // 8.2: as far as the allowance goes (squares: end, destination); goes on next phase
    ReachedWaypoint,    // 8.2: squares: the waypoint
    NoCrossingSquare,   // 8.2: no ford (or pass) on the map for a "nearest" destination
    BesiegedHeld,       // 8.4: may not leave the besieged city's square
    BesiegedBarred,     // 8.4: may not enter the besieged city's square
    EngageTarget,       // 8.8: squares: the target's square; others: the target
    NoEngageTarget,     // 8.8: no enemy unit to engage in the strategic square
    Intercepts,         // 8.11: the interceptor moves to the point (squares: point; others: the intercepted)
    InterceptFallsShort,// 8.11: the point is beyond the allowance: moves its allowance, no interception
    Intercepted,        // 8.11: the mover halts at the point (squares: point; others: the interceptors)
    Supports,           // 8.10: moves to join the battle at squares[0]
    HqStepsAside,       // 9.2: squares: from, to
    HqShatters,         // 9.2: squares: where; amount: 1 when for want of a square, 0 when by chance
    SquareFull,         // 2.5: would end on a full square (squares: it, where it stops instead)
    HeldInCombat,       // 8.3: shares its square with a hostile combat unit; makes no move
    MoveEnded,          // 8.2: the specified move is over (halted, displaced); squares: where
    ImpassableEnd,      // 2.2: a free move may pass impassable squares but not stop on one (squares: it, the stop)
    CrossingEnd,        // 8.7: a move cut short may not stop across a river it did not cross by a ford or pass
};
inline constexpr int kEventKindCount = 38;
[[nodiscard]] std::string_view name(EventKind k) noexcept;  // "blocked-cliff"

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

enum class MoveResult : std::uint8_t { Moved, Blocked, Encounter, HaltedShort, NotMoved };
[[nodiscard]] std::string_view name(MoveResult r) noexcept;

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
