#include "rules/gitm/river_crossing.hpp"

#include <cassert>
#include <string>

#include "rules/gitm/sides.hpp"

namespace umpire::gitm {
namespace {

// Two squares of which either has no side are not held to rule 8.7.
bool apart(const SideSet& a, const SideSet& b) { return a.any() && b.any() && (a & b).none(); }

RiverCrossing verdict(const MapSides& sides, TacSquare start, std::optional<TacSquare> waypoint,
                      TacSquare destination, CrossingLegs legs) {
    const SideSet s = sides_of(sides, start), d = sides_of(sides, destination);
    RiverCrossing out;
    out.changes_side = apart(s, d);
    const SideSet w = waypoint ? sides_of(sides, *waypoint) : SideSet{};
    if (legs == CrossingLegs::EachLeg) {
        // A waypoint with no side (impassable) cannot carry the unit across.
        if (out.changes_side && w.none()) {
            out.allowed = false;
            out.from = start;
            out.to = destination;
        } else if (apart(s, w)) {
            out.allowed = false;
            out.from = start;
            out.to = *waypoint;
        } else if (apart(w, d)) {
            out.allowed = false;
            out.from = *waypoint;
            out.to = destination;
        }
        return out;
    }
    if (!out.changes_side) return out;
    const bool crossing = waypoint && sides.side[static_cast<std::size_t>(waypoint->index())] == kCrossingSquare;
    out.allowed = crossing && (w & s).any() && (w & d).any();
    out.from = start;
    out.to = destination;
    return out;
}

bool has(const TacticalMap& map, bool (*pred)(Terrain)) {
    for (int i = 0; i < kTacSquares; ++i)
        if (pred(map.at(TacSquare::from_index(i)))) return true;
    return false;
}
std::optional<MapSides> sides_under_other(const TacticalMap& map, const Rulings& rulings, RulingId id) {
    assert(info(id).alternatives.size() == 2);
    Rulings other = rulings;
    other.set(id, 1 - rulings.choice(id));
    return compute_sides(map, other);
}
}  // namespace

CrossingMaps::CrossingMaps(const TacticalMap& map, const Rulings& rulings) : in_force(compute_sides(map, rulings)) {
    if (has(map, [](Terrain t) { return traits(t).crossing; }))
        other_corner = sides_under_other(map, rulings, RulingId::CrossingCorner);
    if (has(map, [](Terrain t) { return t == Terrain::Water; }))
        other_water = sides_under_other(map, rulings, RulingId::WaterSides);
}

RiverCrossing check_river_crossing(const CrossingMaps& sides, TacSquare start, std::optional<TacSquare> waypoint,
                                   TacSquare destination, const Rulings& rulings) {
    const CrossingLegs legs = rulings.get<CrossingLegs>();
    RiverCrossing out = verdict(sides.in_force, start, waypoint, destination, legs);
    const auto flips = [&](const MapSides& s, CrossingLegs l) {
        return verdict(s, start, waypoint, destination, l).allowed != out.allowed;
    };
    // Named in the order the single-map check always named them.
    const CrossingLegs other_legs = legs == CrossingLegs::EachLeg ? CrossingLegs::EndsOnly : CrossingLegs::EachLeg;
    if (flips(sides.in_force, other_legs)) out.ruling.add(RulingId::CrossingLegs);
    if (sides.other_corner && flips(*sides.other_corner, legs)) out.ruling.add(RulingId::CrossingCorner);
    if (sides.other_water && flips(*sides.other_water, legs)) out.ruling.add(RulingId::WaterSides);
    return out;
}

RiverCrossing check_river_crossing(const TacticalMap& map, TacSquare start, std::optional<TacSquare> waypoint,
                                   TacSquare destination, const Rulings& rulings) {
    return check_river_crossing(CrossingMaps(map, rulings), start, waypoint, destination, rulings);
}

}  // namespace umpire::gitm
