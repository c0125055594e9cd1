#pragma once
// Inside one square's tactical phase (square_phase.hpp). SquarePhase is the shared
// machinery (square_phase.cpp): the square's board, the move order (8.6), each unit's
// turn, applying a walk (sieges 8.4, interception, where a move may stop 2.2 2.5 8.7,
// fatigue 8.1, forts 8.2, reports 4.4, combat 8.3) and the battles that begin (9.1).
// Each kind of move is one file and one function of the same shape, which the run
// calls in the order rules 8.2 and 8.10 give:
//   fort_move.cpp         8.2   into or out of the fort, before every other move
//   specified_move.cpp    8.2   the ordered move to a square, by way of a waypoint
//   engage_move.cpp       8.8   towards the enemy unit chosen
//   support_move.cpp      8.10  after all other movement, to a battle within reach
// and two reactions to another unit's move, which apply() calls while it lands:
//   intercept_move.cpp    8.11, 8.12  units waiting in their box meet the mover
//   headquarters_move.cpp 9.2   headquarters an enemy enters step aside or shatter
#include <map>
#include <optional>
#include <vector>

#include "model/seed.hpp"
#include "rules/gitm/initiative.hpp"
#include "rules/gitm/phase_walk.hpp"
#include "rules/gitm/river_crossing.hpp"
#include "rules/gitm/square_phase.hpp"

namespace umpire::gitm {

inline constexpr int kTiredFatigue = 8;  // rule 8.1: above this, no move with enemies present

// What one unit has done so far in this phase.
struct Turn {
    const UnitOrders* orders = nullptr;
    MoveKey key;
    TacSquare start;
    int fatigue_before = 0;
    MoveKind kind = MoveKind::None;
    bool supported = false;
    bool had_turn = false;  // its own turn in the move order has come
    bool idle = false;      // ...and it had no move to make: it may still intercept (8.12)
    bool held = false;      // met by an enemy's move: halted for the rest of the phase (8.3)
    int order = 0;
};

// How a move ended once everything that can stop it has been applied.
struct Applied {
    TacSquare final;
    std::optional<PathPoint> last;  // the last path point the unit stands on (none: it did not move)
    bool moved = false;
    bool halted = false;            // stopped by an enemy: encounter, halt short, interception
    bool combat = false;            // a combat was declared by this move
};

enum class CombatKind : std::uint8_t { Encounter, Interception };

// A combat a move declared this phase: where, by whom; and a mover that stays
// beside the square (TM-STOP-BESIDE halt-adjacent) still fights in it.
struct Declared {
    TacSquare square;
    int initiator;
    CombatKind kind;
    std::vector<int> beside;
};

class SquarePhase {
public:
    SquarePhase(SquareInput& in, PhaseOutcome& out);
    void run(std::vector<UnitPhase>& rows);

    Board& board() noexcept { return board_; }
    const Board& board() const noexcept { return board_; }
    Turn& turn(int i) { return turns_[static_cast<std::size_t>(i)]; }
    const UnitOrders& orders(int i) { return *turn(i).orders; }
    const StratSquareInfo& square() const noexcept { return in_.square; }
    int phase() const noexcept { return in_.phase; }
    const Rulings& rulings() const noexcept { return rulings_; }
    const ParamSet& params() const noexcept { return in_.params; }
    const std::vector<int>& move_order() const noexcept { return order_; }
    Seed seed() const noexcept { return in_.seed; }
    int turn_number() const noexcept { return turn_; }
    // This turn's draws for `purpose`, keyed by `key` and the unit.
    DrawStream draws(Purpose purpose, std::uint32_t key, const UnitId& unit) const;

    Event& emit(int i, EventKind kind, const char* rule, std::vector<TacSquare> squares = {},
                std::vector<UnitId> others = {}, int amount = 0);

    bool in_phase(const std::optional<PhaseRange>& r) const;
    bool in_phase(const std::optional<ReactionBox>& b) const;
    OffensiveMode attack_mode(int i);
    bool cannot_fight(int i);
    bool combatant(int i) const;  // fights in a battle (9.1, 9.2)
    bool in_combat(int i) const;
    bool too_tired(int i) const;  // rule 8.1
    void cite_presence(int i, Event& e) const;  // 8.1's events decided by TM-INACTIVE-PRESENCE
    bool specified_pending(int i);
    bool fort_order(int i);

    // Rule 8.7 against the map's sides, labelled once per phase however many move.
    RiverCrossing river_crossing(TacSquare from, std::optional<TacSquare> via, TacSquare to,
                                 LegRole from_role = LegRole::Standing);
    // How the unit stands on its square for rule 8.7 as its move of `kind` begins.
    LegRole start_role(int i, MoveKind kind);
    // Rule 8.7 for a straight move from where the unit stands: true (and the event
    // written) when the river refuses it.
    bool river_refuses(int i, TacSquare to);

    // Rule 8.3: a waypoint or destination holding 12 units allied to the mover blocks
    // the move, whatever its kind; rule 2.5's caps do too. True (and the event
    // written) when blocked.
    bool ends_full(int i, std::optional<TacSquare> waypoint, TacSquare destination);

    WalkResult walk(int i, std::vector<PathLeg> legs, int budget, bool cannot_fight, int absent = -1) const;
    Applied apply(int i, WalkResult& w, MoveKind kind, bool no_fort);
    void halt(int j);  // met by an enemy's move (8.3)
    void report_leg(int i, TacSquare from, TacSquare to);  // rule 4.4

    std::vector<int> fighters_at(TacSquare q) const;
    std::vector<TacSquare> battle_squares() const;
    // The battles as they stood when support began (8.10: after all other movement).
    const std::vector<TacSquare>& support_battles() const noexcept { return support_battles_; }
    // The how-manyth time this phase an enemy entered the headquarters' square (9.2's draws).
    int count_entry(const UnitId& headquarters) { return ++hq_entries_[headquarters]; }

private:
    void take_turn(int i);
    const CrossingMaps& sides();
    bool on_leg_side(const std::vector<PathPoint>& path, std::size_t k, TacSquare start, LegRole start_role);
    bool cut_back_to_stop(int i, std::vector<PathPoint>& path, TacSquare start, LegRole start_role);
    void arrive(int i, const std::vector<PathPoint>& path, TacSquare start, TacSquare final, bool paid, bool no_fort);
    bool may_garrison(int i) const;
    bool siege_allows(int i, const std::vector<PathPoint>& path, const WalkResult& w);
    bool may_join_city_battle(int i, TacSquare city) const;
    bool declare_combat(int i, TacSquare target, MoveKind kind, TacSquare final);
    void find_battles();
    void report_path(int i, TacSquare start, const std::vector<PathPoint>& path);

    SquareInput& in_;
    PhaseOutcome& out_;
    Board board_;
    const Rulings& rulings_;
    int turn_;
    std::vector<Turn> turns_;
    std::vector<int> order_;
    std::vector<Declared> declared_;
    std::vector<TacSquare> support_battles_;
    std::map<UnitId, int> hq_entries_;
    std::optional<CrossingMaps> sides_;
};

// The move kinds, one shape: the unit's move when its turn in the run comes.
using MoveRule = void (*)(SquarePhase& phase, int unit);
void fort_move(SquarePhase& phase, int unit);
void specified_move(SquarePhase& phase, int unit);
void engage_move(SquarePhase& phase, int unit);
void support_move(SquarePhase& phase, int unit);
bool engage_pending(SquarePhase& phase, int unit);  // rule 8.8: an engage order in force

// The reactions. Intercepting truncates the mover's path at the interception point
// and lists the interceptors that stand there; true when intercepted.
bool intercept(SquarePhase& phase, int mover, std::vector<PathPoint>& path, const std::vector<int>& leg_lengths,
               std::vector<int>& interceptors);
void headquarters_entered(SquarePhase& phase, int mover, TacSquare q);

}  // namespace umpire::gitm
