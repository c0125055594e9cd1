#pragma once
// Rule 8.7: a tactical move may change sides of a river or mountain range only by a
// ford or pass waypoint that touches both sides; otherwise the unit does not move.
//
// "Appropriate" made precise (rules/gitm/sides.hpp for sides): a square with no side
// (river, mountain, water) constrains nothing here, rule 8.5 deals with it. Under
// SIDES-CROSSING-LEGS each-leg, every straight leg of the ordered path must begin and
// end on a common side, a crossing square being on every side its group touches;
// under ends-only, a start and destination without a common side need a crossing
// waypoint touching a side of each.
//
// A unit standing on a ford or pass (not one it reached as its waypoint) is where
// TM-FORD-START decides; leg_sides() is the one place that reads it, for the check
// of an order here and for where the tactical phase lets a move stop.
#include <cstdint>
#include <optional>
#include <string>

#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

struct RiverCrossing {
    bool changes_side = false;  // the start and destination share no side
    bool allowed = true;
    TacSquare from, to;         // when not allowed: the leg (or the ends) that changes side
    // The rulings whose other alternative would give the other verdict, e.g.
    // SIDES-CROSSING-LEGS; empty when none decides.
    RulingList ruling;
};

// How the unit stands towards a square of its path, for rule 8.7's sides:
// Standing: the square it stands on when the move begins, not named as its waypoint;
// Waypoint: its waypoint, named or reached in an earlier phase; End: where a leg ends
// or the unit stops.
enum class LegRole : std::uint8_t { Standing, Waypoint, End };

// The sides a square counts as on in that role. A side square is on its side; a ford
// or pass on every side its group touches, except a Standing one under TM-FORD-START
// needs-waypoint (on no side, but one that matches nothing) and one that touches no
// side on its map (on every side as an end or a Standing start under either-side, on
// none as a waypoint: it carries no one across). Other squares are on none, which the
// order check reads as constraining nothing.
[[nodiscard]] SideSet leg_sides(const MapSides& sides, TacSquare q, LegRole role, const Rulings& rulings);
// Rule 8.7 for one straight leg, by leg_sides(): it keeps to a side when its ends
// share one; an end on no side (a river or range waypoint) holds it to nothing.
[[nodiscard]] bool keeps_side(const SideSet& from, const SideSet& to);

// The sides the check reads on one map: under the rulings in force, and under the
// other alternative of each side ruling that changes them (to name a deciding
// ruling). compute_sides() is nearly all the cost of a check, so a caller checking
// many moves on one map builds this once.
struct CrossingMaps {
    CrossingMaps(const TacticalMap& map, const Rulings& rulings);
    MapSides in_force;
    // None when the other alternative cannot change the sides: SIDES-CROSSING-CORNER
    // reads only fords and passes, SIDES-WATER only lakes.
    std::optional<MapSides> other_corner, other_water;
};

// `start_role`: Waypoint when the unit stands on the waypoint it reached in an
// earlier phase (a start equal to the named waypoint is one too).
[[nodiscard]] RiverCrossing check_river_crossing(const CrossingMaps& sides, TacSquare start,
                                                 std::optional<TacSquare> waypoint, TacSquare destination,
                                                 const Rulings& rulings, LegRole start_role = LegRole::Standing);

[[nodiscard]] RiverCrossing check_river_crossing(const TacticalMap& map, TacSquare start,
                                                 std::optional<TacSquare> waypoint, TacSquare destination,
                                                 const Rulings& rulings);

}  // namespace umpire::gitm
