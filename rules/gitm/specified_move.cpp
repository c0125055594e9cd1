// Rule 8.2's specified move: a unit ordered to a square (or the nearest ford or pass),
// perhaps by way of a waypoint, walks its line towards it over as many phases as it
// takes, from the phase its order starts. A full waypoint or destination blocks it
// (8.3, 2.5, SquarePhase::ends_full); the river decides whether it may go at all (8.7); enemies met stop it
// (8.3) and PHASE-HALTED-MOVE says whether a halted move goes on later. A unit moved
// off its line (a headquarters stepping aside, 9.2) cannot go on along it.
#include "rules/gitm/line.hpp"
#include "rules/gitm/phase_targets.hpp"
#include "rules/gitm/square_moves.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {
namespace {

// Rule 8.2: the move is set up when it begins: the destination fixed (the nearest ford
// or pass found now, NEAREST-CROSSING). False when there is no such square: the move
// is over.
bool begin_move(SquarePhase& sq, int i) {
    Unit& u = sq.board().unit(i);
    const TacticalOrders& o = sq.orders(i).tactical;
    if (u.move) return true;
    TacSquare dest = o.destination_square;
    if (o.destination != DestinationKind::Square) {
        const Terrain kind = o.destination == DestinationKind::NearestFord ? Terrain::Ford : Terrain::Pass;
        const auto found = nearest_crossing(sq.square().map, u.tactical, kind, sq.rulings().get<NearestCrossing>());
        if (!found) {
            sq.emit(i, EventKind::NoCrossingSquare, "8.2", {u.tactical});
            u.move = MoveProgress{u.tactical, u.tactical, 0, true, sq.phase()};
            sq.turn(i).kind = MoveKind::Specified;
            return false;
        }
        dest = *found;
    }
    u.move = MoveProgress{dest, u.tactical, 0, !o.waypoint.has_value(), 0};
    return true;
}

// The legs still to walk: to the waypoint and on, or the last leg; each from where
// its line began, `start` steps along it.
std::vector<PathLeg> legs_to_go(const MoveProgress& m, const TacticalOrders& o) {
    if (m.past_waypoint) return {{m.leg_from, m.destination, m.steps}};
    return {{m.leg_from, *o.waypoint, m.steps}, {*o.waypoint, m.destination, 0}};
}

// Rule 8.7, judged from where the unit stands now: false when the river refuses the move.
bool river_allows(SquarePhase& sq, int i, std::optional<TacSquare> waypoint, TacSquare destination) {
    const TacSquare here = sq.board().unit(i).tactical;
    const RiverCrossing crossing = sq.river_crossing(here, waypoint, destination, sq.start_role(i, MoveKind::Specified));
    if (!crossing.allowed) {
        sq.emit(i, EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
        return false;
    }
    if (crossing.changes_side) {
        sq.emit(i, EventKind::CrossingAllowed, "8.7", {*waypoint}).ruling = crossing.ruling;
    } else if (!crossing.ruling.empty()) {
        sq.emit(i, EventKind::CrossingAllowed, "8.7", {here, destination}).ruling = crossing.ruling;
    }
    return true;
}

// Where the move stands after this phase's walk, for the phases after this one: past
// the waypoint, done (8.2), or ended by a halt (8.3, PHASE-HALTED-MOVE).
void record_progress(SquarePhase& sq, int i, MoveProgress& m, const Applied& a, int first_leg_steps, bool two_legs) {
    const TacticalOrders& o = sq.orders(i).tactical;
    if (a.last && a.last->steps >= 0) {
        const bool at_waypoint = a.last->leg == 0 && a.last->steps == first_leg_steps;
        if (two_legs && (a.last->leg == 1 || at_waypoint)) {
            if (!m.past_waypoint) sq.emit(i, EventKind::ReachedWaypoint, "8.2", {*o.waypoint});
            m.past_waypoint = true;
            m.leg_from = *o.waypoint;
            m.steps = at_waypoint ? 0 : a.last->steps;
        } else {
            m.steps = a.last->steps;
        }
    }
    const bool on_line = !a.last || a.last->steps >= 0;
    if (a.final == m.destination && on_line) {
        m.done_phase = sq.phase();
        if (!a.halted) sq.emit(i, EventKind::Moved, "8.2", {m.destination});
    } else if (a.halted) {
        if (sq.rulings().get<HaltedMove>() == HaltedMove::MoveEnds || !on_line) {
            m.done_phase = sq.phase();
            sq.emit(i, EventKind::MoveEnded, "8.2", {a.final}).ruling = {RulingId::HaltedMove};
        }
    } else if (a.moved) {
        sq.emit(i, EventKind::MovedPartly, "8.2", {a.final, m.destination});
    }
}

}  // namespace

void specified_move(SquarePhase& sq, int i) {
    Unit& u = sq.board().unit(i);
    const TacticalOrders& o = sq.orders(i).tactical;
    if (!begin_move(sq, i)) return;
    sq.turn(i).kind = MoveKind::Specified;
    MoveProgress& m = *u.move;
    const std::vector<PathLeg> legs = legs_to_go(m, o);
    const Line first = trace_line(legs[0].from, legs[0].to, sq.rulings().get<StepTypo>());
    if (first.before(legs[0].start) != u.tactical) {  // moved off its line (9.2)
        m.done_phase = sq.phase();
        sq.emit(i, EventKind::MoveEnded, "8.2", {u.tactical});
        return;
    }
    const std::optional<TacSquare> waypoint = m.past_waypoint ? std::nullopt : o.waypoint;
    if (sq.ends_full(i, waypoint, m.destination)) return;
    if (!river_allows(sq, i, waypoint, m.destination)) return;
    WalkResult w = sq.walk(i, legs, tactical_allowance(u.id.type, sq.rulings()), sq.cannot_fight(i));
    const Applied a = sq.apply(i, w, MoveKind::Specified, o.no_fort);
    if (w.end == WalkEnd::Blocked) return;
    record_progress(sq, i, m, a, first.count, legs.size() == 2);
}

}  // namespace umpire::gitm
