#pragma once
// What one player learns from a turn (chapter 4, rule 10.11): the strategic report
// of his command (4.1, 4.6), the tactical maps where his units stand (4.2, 4.6), the
// tactical moves his side saw (4.4), and a status report for each of his units
// (10.11's supply source, strength, fatigue, morale, ammunition and what befell it).
//
// Nothing here may hold what the player could not know: an enemy is named only where
// his friends sighted it (and then as REPORT-SIGHTED-IDENTITY allows), never by the
// events that name it for the game master (a battle's opponents, the unit present
// that stopped an activation, the unit whose entry woke his).
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/reports/detection.hpp"
#include "rules/gitm/reports/minister.hpp"
#include "rules/gitm/reports/tactical.hpp"
#include "rules/gitm/turn.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// A tactical move some unit friendly to the reader learnt of (4.4), as he learns it:
// the start and the end only where seen.
struct SeenMove {
    int phase = 1;          // the tactical phase, 1-5
    StratSquare square;
    UnitId mover;           // printed only when `identified`
    std::string state;
    UnitType type = UnitType::Infantry;
    bool identified = true;  // his side's moves always; others' as REPORT-SIGHTED-IDENTITY says
    bool start_seen = false, end_seen = false;
    TacSquare from, to;
    friend bool operator==(const SeenMove&, const SeenMove&) = default;
};

// A departure from or an arrival in a strategic square told to one of the reader's
// units (4.5; 4.6: the strategic map is his own command's).
struct SeenMarch {
    int phase = 1;          // the strategic phase, 1-6; 0 the withdrawal phase
    StratSquare square;
    bool arrival = false;   // false: a departure
    UnitId mover;           // printed only when `identified`
    std::string state;
    UnitType type = UnitType::Infantry;
    bool identified = true;
    TacSquare at;
    friend bool operator==(const SeenMarch&, const SeenMarch&) = default;
};

// Something that befell one of the reader's units, in turn order.
#define UMPIRE_GITM_HAPPENING_KINDS(X)                                                                             \
    X(OrdersPhase, "orders-phase") X(TacticalMove, "tactical-move") X(Battle, "battle")                           \
    X(MassRout, "mass-rout") X(StrategicMove, "strategic-move") X(Reforming, "reforming") X(Woken, "woken")
UMPIRE_NAMED_ENUM(HappeningKind, std::uint8_t, UMPIRE_GITM_HAPPENING_KINDS)
[[nodiscard]] inline std::string_view name(HappeningKind k) noexcept { return enum_name(k); }

struct Happening {
    TurnStep step = TurnStep::Orders;
    int number = 0;           // the phase's number (tactical, combat, strategic), 0 for the others
    HappeningKind kind = HappeningKind::OrdersPhase;
    std::string rule;         // the rule applied
    std::string outcome;      // orders phase: action and result; battle, mass rout: the fate; reforming: the kind
    StratSquare strategic_from, strategic_to;
    TacSquare from, to;
    int strength_before = 0, strength_after = 0;
    friend bool operator==(const Happening&, const Happening&) = default;
};

// Rule 10.11's status report of one unit at the end of the turn.
struct UnitStatusReport {
    UnitId unit;
    bool in_game = true;  // false: merged or destroyed during the turn (its last values below)
    StratSquare strategic;
    TacSquare tactical;
    UnitStatus status = UnitStatus::Active;
    bool in_fort = false;
    int strength = 0, batteries = 0, fatigue = 0, morale = 0, ammunition = 0, supplies = 0, experience = 0;
    int stragglers = 0, killed = 0, wounded = 0, prisoners = 0;
    bool out_of_communications = false;
    std::optional<UnitId> supply_unit{};  // 10.11: the source located, at most one of the two
    std::optional<std::string> supply_city{};
    std::vector<Happening> happened;
    friend bool operator==(const UnitStatusReport&, const UnitStatusReport&) = default;
};

struct PlayerReport {
    std::string player;
    std::vector<UnitId> command;         // at the end of the turn (3.4, 4.6), by id
    StrategicView strategic;             // 4.1
    std::vector<std::pair<UnitId, StratSquare>> friends_at;  // 4.1: where each friend it detected stands, by id
    TacticalView tactical;               // 4.2
    std::vector<SeenMove> moves;         // 4.4, by phase, then as made
    std::vector<SeenMarch> marches;      // 4.5, by phase, then as made
    std::vector<UnitStatusReport> units; // 10.11: his command at the start or the end of the turn, by id
    std::vector<MinisterReport> minister;  // 4.7: for each state whose war minister he is, by state
    RulingList rulings;                  // those that decided the moves he saw
    friend bool operator==(const PlayerReport&, const PlayerReport&) = default;
};

// Who reads a report: a player's command at the start and at the end of the turn
// (3.4, 4.6; a reassignment may change it), or any set of units with no player.
struct Readers {
    std::string player;                 // empty for a set of units
    std::vector<UnitId> at_start, at_end;  // by id
    std::vector<std::string> ministries;   // the states whose war minister he is (3.4, 4.7), sorted
};
[[nodiscard]] Readers readers_of(const GameState& start, const GameState& end, std::string_view player);

// The reports of one turn, for as many readers as it has. What they share is worked
// out once: where the units stand at both ends of the turn, what befell each unit,
// and where each move and march was told. A campaign writes hundreds of reports of
// one turn (issue 17's benchmark: 202 of a 2,000-unit turn), and each had read the
// whole turn again. The state and the turn must outlive it (the rulings and the
// parameters are copied). With no turn, the reports are of the position `start`
// alone, as report_readers says.
class TurnReports {
public:
    TurnReports(const GameState& start, const TurnOutcome* turn, Seed seed, const Rulings& rulings, const ParamSet& params);
    ~TurnReports();
    TurnReports(const TurnReports&) = delete;
    TurnReports& operator=(const TurnReports&) = delete;

    [[nodiscard]] Readers readers_of(std::string_view player) const;
    [[nodiscard]] PlayerReport report(const Readers& readers) const;
    [[nodiscard]] PlayerReport report(std::string_view player) const { return report(readers_of(player)); }

private:
    struct Book;
    std::unique_ptr<const Book> book_;
};

// The report of `readers` on the turn `turn` resolved from `start`, or with no turn on
// the position `start` alone (no moves, no happenings). Views read the position at
// the end of the turn, and its approximations draw from `seed` keyed by that turn;
// a war minister's report (4.7) reads `start`, a turn older.
[[nodiscard]] PlayerReport report_readers(const GameState& start, const TurnOutcome* turn, const Readers& readers,
                                          Seed seed, const Rulings& rulings, const ParamSet& params);

// The report of `player` (one of the credentials' players; the caller checks) on the
// turn `turn` resolved from `start`, or with no turn on the position `start` alone
// (no moves, no happenings). Views read the position at the end of the turn, and
// its approximations draw from `seed` keyed by that turn.
[[nodiscard]] PlayerReport report_player(const GameState& start, const TurnOutcome* turn, std::string_view player,
                                         Seed seed, const Rulings& rulings, const ParamSet& params);

}  // namespace umpire::gitm
