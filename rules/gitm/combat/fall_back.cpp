// Rule 9.9: falling back after a lost melee (see fall_back.hpp).
#include "rules/gitm/combat/fall_back.hpp"

#include "rules/gitm/neighbours.hpp"

namespace umpire::gitm {

FallBack fall_back(const Board& board, int unit, Seed seed, CombatDraw draw, const Rulings& rulings) {
    FallBack out;
    out.cite.rule = "9.9";
    const Unit& u = board.unit(unit);
    if (u.in_fort) {
        out.result = FallBackResult::Surrenders;
        return out;
    }
    out.legal = free_neighbours(board, unit, u.tactical);
    for (const TacSquare q : out.legal) {
        bool friends = false;
        board.each_at(q, [&](int j) {
            friends = friends || (board.stance(unit, j) != Stance::Ignored && friendly(board.relation(unit, j)));
        });
        if (friends) out.preferred.push_back(q);
    }
    const std::vector<TacSquare>& among = out.preferred.empty() ? out.legal : out.preferred;
    if (among.empty()) {
        out.result = FallBackResult::Shatters;
        return out;
    }
    std::size_t pick = 0;
    if (among.size() > 1) {
        out.cite.rulings.add(RulingId::FallBackTie);
        if (rulings.get<FallBackTie>() == FallBackTie::SeededRandom) {
            DrawStream d(seed, {Purpose::FallBackSquare, draw.turn, draw.phase, pack(u.id)});
            pick = static_cast<std::size_t>(d.below(among.size()));
        }
    }
    out.result = FallBackResult::FellBack;
    out.to = among[pick];
    out.fatigue = kFallBackFatigue;
    return out;
}

}  // namespace umpire::gitm
