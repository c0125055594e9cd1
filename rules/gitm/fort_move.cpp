// Rule 8.2's fort move: a unit ordered to the square it stands on goes into the fort
// of its city square (or out of it, told to stay out), before every other move of the
// phase. Under PHASE-FORT-MOVE a-move it is a move: too tired (8.1) it waits, and with
// enemies in the square it pays a point of fatigue.
#include <algorithm>

#include "rules/gitm/square_moves.hpp"

namespace umpire::gitm {

void fort_move(SquarePhase& sq, int i) {
    Board& board = sq.board();
    Unit& u = board.unit(i);
    if (u.status != UnitStatus::Active || !sq.specified_pending(i) || !sq.fort_order(i)) return;
    const bool fort_here = sq.square().fort > 0 && sq.square().city_square == u.tactical;
    const bool stay_out = sq.orders(i).tactical.no_fort;
    const bool toggles = fort_here && stay_out == u.in_fort;
    const bool a_move = toggles && sq.rulings().get<FortMove>() == FortMove::AMove;
    if (a_move && sq.too_tired(i)) {
        auto& e = sq.emit(i, EventKind::TooTired, "8.1", {}, {}, u.fatigue);
        e.ruling = {RulingId::FortMove};
        sq.cite_presence(i, e);
        return;  // the order stands: it may try again in a later phase
    }
    if (fort_here && stay_out && u.in_fort) {
        u.in_fort = false;
        sq.emit(i, EventKind::FortLeft, "8.2", {u.tactical});
    } else if (fort_here && !stay_out && !u.in_fort) {
        u.in_fort = true;
        sq.emit(i, EventKind::FortEntered, "8.2", {u.tactical});
    } else {
        sq.emit(i, EventKind::StaysInPlace, "8.2", {u.tactical});
    }
    if (a_move && board.enemy_present(i)) {
        u.fatigue = std::min(u.fatigue + 1, kMaxFatigue);
        auto& e = sq.emit(i, EventKind::FatiguePaid, "8.1", {}, {}, u.fatigue);
        e.ruling = {RulingId::FortMove};
        sq.cite_presence(i, e);
    }
    u.move = MoveProgress{u.tactical, u.tactical, 0, true, sq.phase()};
    sq.turn(i).kind = MoveKind::Fort;
}

}  // namespace umpire::gitm
