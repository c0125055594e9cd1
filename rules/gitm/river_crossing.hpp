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

[[nodiscard]] RiverCrossing check_river_crossing(const CrossingMaps& sides, TacSquare start,
                                                 std::optional<TacSquare> waypoint, TacSquare destination,
                                                 const Rulings& rulings);

[[nodiscard]] RiverCrossing check_river_crossing(const TacticalMap& map, TacSquare start,
                                                 std::optional<TacSquare> waypoint, TacSquare destination,
                                                 const Rulings& rulings);

}  // namespace umpire::gitm
