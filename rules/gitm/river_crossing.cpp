#include "rules/gitm/river_crossing.hpp"

#include <array>
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

}  // namespace

RiverCrossing check_river_crossing(const TacticalMap& map, TacSquare start, std::optional<TacSquare> waypoint,
                                   TacSquare destination, const Rulings& rulings) {
    const MapSides sides = compute_sides(map, rulings);
    const CrossingLegs legs = rulings.get<CrossingLegs>();
    RiverCrossing out = verdict(sides, start, waypoint, destination, legs);
    // Name the rulings that decided: those whose other alternative flips the verdict.
    constexpr std::array<RulingId, 3> kDeciders{RulingId::SidesCrossingLegs, RulingId::SidesCrossingCorner,
                                                RulingId::SidesWater};
    for (const RulingId id : kDeciders) {
        assert(info(id).alternatives.size() == 2);
        Rulings other = rulings;
        other.set(id, 1 - rulings.choice(id));
        // SIDES-CROSSING-LEGS reads the same sides; the others change them.
        const bool flips =
            id == RulingId::SidesCrossingLegs
                ? verdict(sides, start, waypoint, destination, other.get<CrossingLegs>()).allowed != out.allowed
                : verdict(compute_sides(map, other), start, waypoint, destination, legs).allowed != out.allowed;
        if (!flips) continue;
        if (!out.ruling.empty()) out.ruling += ", ";
        out.ruling += info(id).code;
    }
    return out;
}

}  // namespace umpire::gitm
