// Rule 8.8's engage move: in the phases its box gives, a unit moves towards the enemy
// unit chosen for it (phase_targets.hpp; ENGAGE-TIE breaks ties) and stops when it
// meets it; with a specified move too, engaging begins the phase after it arrived.
// The move is checked against a full target square (8.3) and rivers (8.7) and walked
// like any other (8.1, 8.3, 8.5).
#include "rules/gitm/phase_targets.hpp"
#include "rules/gitm/square_moves.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {

bool engage_pending(SquarePhase& sq, int i) {
    const Unit& u = sq.board().unit(i);
    if (!sq.in_phase(sq.orders(i).tactical.engage) || u.engage_stopped) return false;
    // With a specified move too, engaging begins the phase after it reached its destination.
    if (!sq.orders(i).tactical.destination) return true;
    return u.move && u.move->done_phase != 0 && u.move->done_phase < sq.phase();
}

void engage_move(SquarePhase& sq, int i) {
    Board& board = sq.board();
    const Unit& u = board.unit(i);
    sq.turn(i).kind = MoveKind::Engage;
    const int target = engage_target(board, i, sq.seed(), sq.turn_number(), sq.phase(), sq.rulings());
    if (target < 0) {
        sq.emit(i, EventKind::NoEngageTarget, "8.8");
        return;
    }
    const TacSquare where = board.unit(target).tactical;
    auto& e = sq.emit(i, EventKind::EngageTarget, "8.8", {where}, {board.unit(target).id});
    if (sq.rulings().get<EngageTie>() == EngageTie::SeededRandom) e.ruling = {RulingId::EngageTie};
    if (where == u.tactical) return;  // already in its square: the battle is there
    if (sq.ends_full(i, std::nullopt, where)) return;  // 8.3: the target's square is its destination
    if (sq.river_refuses(i, where)) return;
    WalkResult w = sq.walk(i, {{u.tactical, where, 0}}, tactical_allowance(u.id.type, sq.rulings()), sq.cannot_fight(i));
    const Applied a = sq.apply(i, w, MoveKind::Engage, false);
    if (a.moved && !a.halted && w.end == WalkEnd::OutOfSteps)
        sq.emit(i, EventKind::MovedPartly, "8.8", {a.final, where});
}

}  // namespace umpire::gitm
