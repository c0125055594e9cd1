#pragma once
// Rule 4.4: who learns of a tactical move. Same-side and actively allied units in the
// strategic square learn of every move; the others learn of the ends they can see
// (start and end, the end only, the start only, or nothing), where "see" is rule
// 4.2's tactical sighting. A move through a waypoint is two moves here: the caller
// reports each straight leg on its own.
//
// Pure: the caller (the tactical phase) passes the other units of the strategic
// square as they stand when the move is made, so that this costs O(units in the
// square) per move and never scans the whole game.
#include <span>
#include <vector>

#include "model/polity.hpp"
#include "model/square.hpp"
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Another unit of the mover's strategic square, as the move's observer.
struct Onlooker {
    UnitId id;
    TacSquare at;
    Relation to_mover = Relation::Hostile;  // its state's relation to the mover's state
    UnitType type = UnitType::Infantry;     // headquarters neither sight nor block sight (4.2)
    UnitStatus status = UnitStatus::Active; // inactive (11.3) and shattered (12.3) units sight nothing
    friend bool operator==(const Onlooker&, const Onlooker&) = default;
};

struct MoveReport {
    UnitId mover;
    StratSquare strategic;
    TacSquare from, to;
    std::vector<UnitId> whole;       // learn where it started and where it ended; sorted
    std::vector<UnitId> start_only;  // sorted
    std::vector<UnitId> end_only;    // sorted
    friend bool operator==(const MoveReport&, const MoveReport&) = default;
};

// The mover's type is `mover.type` (an HQ mover may be unseen: REPORT-HQ-SEEN).
// `onlookers` excludes the mover; it may be in any order, the result does not depend
// on it, though passing them in id order saves sorting the lists. The rulings read
// are REPORT-SIGHT-DIRECTION, REPORT-SIGHTED-AS-ENEMY and REPORT-HQ-SEEN.
//
// Limitation: an onlooker's relation to another onlooker is not passed, so for
// sighting the units that can hide the mover from an onlooker (being nearer in the
// same direction) are taken to be the mover's own same-side and actively allied
// units, headquarters excepted; onlookers not friendly to the mover never hide it.
// If from == to nothing moved: only the mover's friends are listed (in `whole`).
[[nodiscard]] MoveReport report_move(const UnitId& mover, StratSquare strategic, TacSquare from, TacSquare to,
                                     std::span<const Onlooker> onlookers, const Rulings& rulings);

// Rule 4.5: who learns that a unit left a strategic square (departure) or entered one
// (arrival), standing at `at` on its tactical map: its friends in the square always,
// every other unit there when one of them sees `at` (4.2, as for report_move; the
// same rulings and the same limitation). `told_others` is empty when it was not seen.
struct PresenceReport {
    UnitId mover;
    StratSquare strategic;
    TacSquare at;
    bool arrival = false;               // false: a departure
    std::vector<UnitId> told_friends;   // sorted
    std::vector<UnitId> told_others;    // sorted
    friend bool operator==(const PresenceReport&, const PresenceReport&) = default;
};

[[nodiscard]] PresenceReport report_presence(const UnitId& mover, StratSquare strategic, TacSquare at, bool arrival,
                                             std::span<const Onlooker> onlookers, const Rulings& rulings);

}  // namespace umpire::gitm
