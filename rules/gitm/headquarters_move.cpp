// Rule 9.2, a reaction to another unit's move: a headquarters outside a fort that an
// enemy enters may shatter at once (the parameter hq-shatter-chance), else steps aside to a free
// neighbouring square (HQ-STEP-ASIDE picks among several), else shatters for want of
// room. Stepping aside ends its own tactical move (8.2) and is reported (4.4); either
// way a corps HQ loses the supplies it carries (9.2).
#include "rules/gitm/carried_supplies.hpp"
#include "rules/gitm/neighbours.hpp"
#include "rules/gitm/square_moves.hpp"
#include "rules/gitm/units/reform.hpp"

namespace umpire::gitm {
namespace {

// Rule 9.2: shattered or forced to fall back (stepping aside), a corps HQ loses its load.
void lose_supplies(SquarePhase& sq, int h, TacSquare where) {
    if (const int lost = destroy_carried_supplies(sq.board().unit(h)); lost > 0)
        sq.emit(h, EventKind::SuppliesDestroyed, "9.2", {where}, {}, lost);
}

void shatter(SquarePhase& sq, int h, int for_want_of_room) {
    Unit& hq = sq.board().unit(h);
    hq.status = UnitStatus::Shattered;
    if (hq.strength > 0) begin_reforming(hq, sq.seed(), sq.turn_number());  // 12.3
    sq.emit(h, EventKind::HqShatters, "9.2", {hq.tactical}, {}, for_want_of_room);
    lose_supplies(sq, h, hq.tactical);
    if (hq.move && hq.move->done_phase == 0) hq.move->done_phase = sq.phase();
}

}  // namespace

void headquarters_entered(SquarePhase& sq, int mover, TacSquare q) {
    Board& board = sq.board();
    const Rulings& rulings = sq.rulings();
    for (const int h : board.at(q)) {  // a copy: those stepping aside leave q's list
        Unit& hq = board.unit(h);
        if (!is_headquarters(hq.id.type) || hq.in_fort || hq.status != UnitStatus::Active || !board.hostile(h, mover))
            continue;
        const int entry = sq.count_entry(hq.id);
        const std::uint32_t key = static_cast<std::uint32_t>(sq.phase() * 256 + entry);
        // Per mille; below(1000) < 50 takes the same draws as the one-in-twenty of the
        // retired ruling HQ-SHATTER-CHANCE (multiply-shift: both test x * 20 < 2^64).
        const ParamValue chance = sq.params().get<Param::HqShatterChance>();
        if (chance > 0 && sq.draws(Purpose::HqShatter, key, hq.id).below(1000) < static_cast<std::uint64_t>(chance)) {
            shatter(sq, h, 0);
            continue;
        }
        const std::vector<TacSquare> free = free_neighbours(board, h, q);
        if (free.empty()) {
            shatter(sq, h, 1);
            continue;
        }
        const bool drawn = free.size() > 1 && rulings.get<HqStepAside>() == HqStepAside::SeededRandom;
        const TacSquare to =
            drawn ? free[static_cast<std::size_t>(sq.draws(Purpose::HqStepAside, key, hq.id).below(free.size()))]
                  : free.front();
        auto& steps = sq.emit(h, EventKind::HqStepsAside, "9.2", {q, to});
        if (drawn) steps.ruling = {RulingId::HqStepAside};
        sq.report_leg(h, q, to);
        board.move(h, to);
        lose_supplies(sq, h, to);
        if (hq.move && hq.move->done_phase == 0) {
            hq.move->done_phase = sq.phase();
            sq.emit(h, EventKind::MoveEnded, "8.2", {to});
        }
    }
}

}  // namespace umpire::gitm
