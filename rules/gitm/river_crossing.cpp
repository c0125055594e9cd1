// Rule 8.7, decided once: which sides a square counts as on in its role on a leg (standing,
// waypoint, end), and whether a move keeps to them. The phase and the single move both ask here.
#include "rules/gitm/river_crossing.hpp"

#include <cassert>
#include <string>

#include "rules/gitm/sides.hpp"

namespace umpire::gitm {
namespace {

// A side no square is on: where a Standing ford or pass stands under TM-FORD-START
// needs-waypoint. A map has far fewer sides than squares, so the last bit is free.
constexpr std::size_t kNoSideOfItsOwn = kTacSquares - 1;

SideSet in_role(const MapSides& sides, TacSquare q, LegRole role, FordStart ford) {
    const auto i = static_cast<std::size_t>(q.index());
    if (sides.side[i] != kCrossingSquare) return sides_of(sides, q);
    if (role == LegRole::Standing && ford == FordStart::NeedsWaypoint) return SideSet{}.set(kNoSideOfItsOwn);
    SideSet out = sides_of(sides, q);
    // Its banks are on other maps (2.3): as a waypoint it joins nothing here; a unit
    // on it, or going to it, is held to no side of this map.
    if (out.none() && role != LegRole::Waypoint) out.set();
    return out;
}

bool apart(const SideSet& a, const SideSet& b) { return !keeps_side(a, b); }

RiverCrossing verdict(const MapSides& sides, TacSquare start, std::optional<TacSquare> waypoint,
                      TacSquare destination, CrossingLegs legs, FordStart ford, LegRole start_role) {
    // A start named as the waypoint is the waypoint (its first leg is empty).
    if (waypoint == start) start_role = LegRole::Waypoint;
    const SideSet s = in_role(sides, start, start_role, ford), d = in_role(sides, destination, LegRole::End, ford);
    RiverCrossing out;
    out.changes_side = apart(s, d);
    const SideSet w = waypoint ? in_role(sides, *waypoint, LegRole::Waypoint, ford) : SideSet{};
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

bool keeps_side(const SideSet& from, const SideSet& to) { return from.none() || to.none() || (from & to).any(); }

SideSet leg_sides(const MapSides& sides, TacSquare q, LegRole role, const Rulings& rulings) {
    return in_role(sides, q, role, rulings.get<FordStart>());
}

RiverCrossing check_river_crossing(const CrossingMaps& sides, TacSquare start, std::optional<TacSquare> waypoint,
                                   TacSquare destination, const Rulings& rulings, LegRole start_role) {
    const CrossingLegs legs = rulings.get<CrossingLegs>();
    const FordStart ford = rulings.get<FordStart>();
    RiverCrossing out = verdict(sides.in_force, start, waypoint, destination, legs, ford, start_role);
    const auto flips = [&](const MapSides& s, CrossingLegs l, FordStart f) {
        return verdict(s, start, waypoint, destination, l, f, start_role).allowed != out.allowed;
    };
    // Named in the order the single-map check always named them.
    const CrossingLegs other_legs = legs == CrossingLegs::EachLeg ? CrossingLegs::EndsOnly : CrossingLegs::EachLeg;
    if (flips(sides.in_force, other_legs, ford)) out.ruling.add(RulingId::CrossingLegs);
    if (sides.other_corner && flips(*sides.other_corner, legs, ford)) out.ruling.add(RulingId::CrossingCorner);
    if (sides.other_water && flips(*sides.other_water, legs, ford)) out.ruling.add(RulingId::WaterSides);
    const FordStart other_ford = ford == FordStart::EitherSide ? FordStart::NeedsWaypoint : FordStart::EitherSide;
    if (flips(sides.in_force, legs, other_ford)) out.ruling.add(RulingId::FordStart);
    return out;
}

RiverCrossing check_river_crossing(const TacticalMap& map, TacSquare start, std::optional<TacSquare> waypoint,
                                   TacSquare destination, const Rulings& rulings) {
    return check_river_crossing(CrossingMaps(map, rulings), start, waypoint, destination, rulings);
}

}  // namespace umpire::gitm
