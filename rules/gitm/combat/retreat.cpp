// Rule 9.8: retreats (see retreat.hpp).
#include "rules/gitm/combat/retreat.hpp"

#include "rules/gitm/sides.hpp"
#include "rules/gitm/terrain_block.hpp"

namespace umpire::gitm {
namespace {

// The squares a retreat in direction d could move through, and the last of them
// where it may end.
struct Walk {
    std::vector<TacSquare> squares;  // entered in order, up to 4
    int end = 0;                     // 1-based index in squares of the last with room; 0: none
};

Walk walk(const Board& board, int unit, Direction d, const TacSet& side, const Rulings& rulings) {
    const TacticalMap& map = board.square().map;
    Walk w;
    w.squares.reserve(kRetreatSquares);
    TacSquare at = board.unit(unit).tactical;
    for (int k = 0; k < kRetreatSquares; ++k) {
        const int col = at.col + dcol(d), row = at.row + drow(d);
        if (!TacSquare::in_range(col, row)) break;
        const TacSquare next{col, row};
        if (check_step(map, at, next, rulings) || !side.test(static_cast<std::size_t>(next.index()))) break;
        bool barred = false;
        board.each_at(next, [&](int j) {
            const Stance s = board.stance(unit, j);
            barred = barred || s == Stance::Enemy || s == Stance::Neutral;
        });
        if (barred) break;
        w.squares.push_back(next);
        if (board.room(unit, next)) w.end = static_cast<int>(w.squares.size());
        at = next;
    }
    return w;
}

}  // namespace

Retreat retreat(const Board& board, int unit, Seed seed, CombatDraw draw, const Rulings& rulings) {
    return retreat(board, compute_sides(board.square().map, rulings), unit, seed, draw, rulings);
}

Retreat retreat(const Board& board, const MapSides& sides, int unit, Seed seed, CombatDraw draw,
                const Rulings& rulings) {
    Retreat out;
    out.cite.rule = "9.8";
    const Unit& u = board.unit(unit);
    if (u.in_fort) {
        out.result = RetreatResult::Holds;
        return out;
    }
    out.cite.rulings.add(RulingId::RetreatOpen);
    const bool four_clear = rulings.get<RetreatOpen>() == RetreatOpen::FourClear;
    const TacSet side = squares_on(sides, sides_of(sides, u.tactical));

    std::vector<Walk> walks;
    walks.reserve(kAllDirections.size());
    for (const Direction d : kAllDirections) {
        Walk w = walk(board, unit, d, side, rulings);
        const bool open = four_clear ? w.end == kRetreatSquares : w.end > 0;
        if (!open) continue;
        w.squares.resize(static_cast<std::size_t>(w.end));
        out.open.push_back(d);
        walks.push_back(std::move(w));
    }
    if (walks.empty()) {
        out.result = RetreatResult::Shatters;
        out.cite.rule = "12.1";
        return out;
    }
    std::size_t pick = 0;
    if (walks.size() > 1) {
        DrawStream d(seed, {Purpose::RetreatDirection, draw.turn, draw.phase, pack(u.id)});
        pick = static_cast<std::size_t>(d.below(walks.size()));
    }
    out.result = RetreatResult::Retreated;
    out.direction = out.open[pick];
    out.path = std::move(walks[pick].squares);
    out.fatigue = kRetreatFatigue;
    out.cancels_engage = true;
    return out;
}

}  // namespace umpire::gitm
