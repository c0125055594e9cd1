#pragma once
// One tactical phase of a GITM turn (rules 8.1-8.12, 9.2, 4.4): a pure step from the
// state before the phase to the state after it, with what happened and why.
//
// In each strategic square, independently of every other:
//   1. fort entries and exits (8.2), in move order;
//   2. every unit at its turn in the move order of 8.6, making at most one of a
//      specified, engage or intercept move (8.12); interceptions happen inside the
//      turns of the units they stop (8.11); headquarters entered by an enemy step
//      aside or shatter at once (9.2);
//   3. support moves after all other movement (8.10);
//   4. the battles that begin: every tactical square where hostile units now stand
//      (9.1), with who attacks and who defends (6.6, 9.6). Resolving them is the
//      combat rules' work, later.
// Movement progress that outlives the phase (a move too long for one phase, 8.2) is
// kept on the units (Unit::move), so the next phase needs nothing but the state.
//
// validate_phase() checks the input (godip's separation: validation is not
// adjudication); resolve_tactical_phase() requires a valid input and a state that
// passes check_invariants(), and its result passes check_invariants() too.
#include <cstdint>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/order_form.hpp"
#include "model/seed.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/move_reports.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// The orders in force for one unit this turn (what the order desk accepted).
struct UnitOrderEntry {
    UnitId unit;
    UnitOrders orders;
    friend bool operator==(const UnitOrderEntry&, const UnitOrderEntry&) = default;
};
// A unit with no entry follows rule 6.9's defaults, built from the state given (its
// support box centred where it stands): a caller resolving several phases of a turn
// passes the turn's orders, defaults included, built once at the turn's start, as
// the order desk does. Order within the list is free: the outcome never depends on it.
// It is a list of the units' forms, as every phase walks them, that also carries the
// war ministers' accepted forms (rule 10.6), which only the supply phase reads.
struct TurnOrders : std::vector<UnitOrderEntry> {
    using std::vector<UnitOrderEntry>::vector;
    std::vector<MinisterOrders> ministers;  // by state, at most one each
    friend bool operator==(const TurnOrders& a, const TurnOrders& b) {
        return static_cast<const std::vector<UnitOrderEntry>&>(a) == b && a.ministers == b.ministers;
    }
};

// Rule 6.9: `orders` with the defaults appended for every unit of `state` that has no
// entry, each built where the unit stands in `state`. The turn, the phase case runner
// and the property generators call this once, at the turn's start, so a defaulted
// unit's support box stays where it began.
[[nodiscard]] TurnOrders with_default_orders(const GameState& state, TurnOrders orders);

// Which kind of move a unit made in the phase (rule 8.12), or none.
#define UMPIRE_GITM_MOVE_KINDS(X)                                                                  \
    X(None, "none") X(Fort, "fort") X(Specified, "specified") X(Engage, "engage") X(Intercept, "intercept") \
    X(Support, "support")
UMPIRE_NAMED_ENUM(MoveKind, std::uint8_t, UMPIRE_GITM_MOVE_KINDS)
[[nodiscard]] inline std::string_view name(MoveKind k) noexcept { return enum_name(k); }

// One phase event: what happened to whom, in which strategic square, by which rule.
struct PhaseEvent {
    StratSquare strategic;
    Event event;
    friend bool operator==(const PhaseEvent&, const PhaseEvent&) = default;
};

// A battle side: the units fighting together in the square (rule 8.3: every state
// allied to the initiator's side fights with it, every state hostile to it against).
struct BattleSide {
    std::vector<UnitId> units;  // sorted
    std::vector<UnitId> moved;  // those that moved into the square this phase (6.6), sorted
    bool defending = false;     // 9.6: it has a unit that did not move this phase
    friend bool operator==(const BattleSide&, const BattleSide&) = default;
};

#define UMPIRE_GITM_BATTLE_STANCES(X)                                                                                  \
    X(AttackAndDefend, "attack-and-defend") /* 9.6: one side stood, it defends; the other attacks */                   \
    X(BothAttack, "both-attack")            /* 9.6: every unit moved into the battle this phase */                     \
    X(Interception, "interception")         /* 8.11: the interceptors attack, the intercepted defend, both in */       \
                                            /* attack mode */                                                          \
    X(BothStood, "both-stood")              /* no unit moved in: a battle that was there when the phase began */
UMPIRE_NAMED_ENUM(BattleStance, std::uint8_t, UMPIRE_GITM_BATTLE_STANCES)
[[nodiscard]] inline std::string_view name(BattleStance s) noexcept { return enum_name(s); }

struct Battle {
    StratSquare strategic;
    TacSquare square;
    UnitId initiator;       // the unit whose move began it; the lowest id when none moved in
    BattleSide initiators;  // the initiator's side
    BattleSide opponents;
    BattleStance stance = BattleStance::AttackAndDefend;
    friend bool operator==(const Battle&, const Battle&) = default;
};

// What one unit did in the phase, for --explain and the properties.
struct UnitPhase {
    UnitId unit;
    StratSquare strategic;
    TacSquare from, to;
    MoveKind kind = MoveKind::None;  // the move of 8.12 it made (a support move is reported only if it made no other)
    bool supported = false;          // it made a support move (8.10)
    int fatigue_before = 0, fatigue_after = 0;
    int initiative = 0;              // its initiative number this phase (8.6)
    int order = 0;                   // its place in the square's move order, 1-based; 0 when it had no turn
    friend bool operator==(const UnitPhase&, const UnitPhase&) = default;
};

struct PhaseOutcome {
    int phase = 1;
    GameState state;                  // after the phase
    std::vector<PhaseEvent> events;   // in the order they happened, square by square (reading order of squares)
    std::vector<Battle> battles;      // by strategic square, then tactical square
    std::vector<MoveReport> reports;  // rule 4.4, one per straight movement, in the order made
    std::vector<UnitPhase> units;     // every unit of the state, by unit id
    friend bool operator==(const PhaseOutcome&, const PhaseOutcome&) = default;
};

// Located by field ("orders[2].unit"); empty when the input can be adjudicated.
[[nodiscard]] std::vector<Diagnostic> validate_phase(const GameState& state, const TurnOrders& orders, int phase);

// `phase` is the tactical phase of the turn, 1-5 (rule 5.2). The parameters are the
// combat set (rules/params.hpp): a phase reads 9.2's hq-shatter-chance.
[[nodiscard]] PhaseOutcome resolve_tactical_phase(const GameState& state, const TurnOrders& orders, int phase,
                                                  Seed seed, const Rulings& rulings, const ParamSet& params);
// The same on a state the caller gives up, which becomes the outcome's: a turn passes
// its state from phase to phase without copying a whole map each time.
[[nodiscard]] PhaseOutcome resolve_tactical_phase(GameState&& state, const TurnOrders& orders, int phase, Seed seed,
                                                  const Rulings& rulings, const ParamSet& params);
// With the shipped parameters.
[[nodiscard]] PhaseOutcome resolve_tactical_phase(const GameState& state, const TurnOrders& orders, int phase,
                                                  Seed seed, const Rulings& rulings);

namespace detail {
// The same with the strategic squares shared among `workers` threads (1: all on the
// caller's). The outcome does not depend on the number; the public overloads choose it.
[[nodiscard]] PhaseOutcome resolve_tactical_phase(GameState&& state, const TurnOrders& orders, int phase, Seed seed,
                                                  const Rulings& rulings, const ParamSet& params, unsigned workers);
}  // namespace detail

}  // namespace umpire::gitm
