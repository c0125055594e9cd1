// Rules 12.1 and 12.2: shattering's losses and move (see shatter.hpp).
#include "rules/gitm/combat/shatter.hpp"

#include <algorithm>
#include <cassert>

#include "rules/gitm/contact.hpp"

namespace umpire::gitm {

ShatterLosses shatter_losses(const Unit& unit, Seed seed, CombatDraw draw) {
    ShatterLosses out;
    out.cite.rule = "12.1";
    const long long s = unit.strength;
    const auto lo = static_cast<int>((s * kShatterLossMinPercent + 99) / 100);
    const auto hi = static_cast<int>(s * kShatterLossMaxPercent / 100);
    out.losses = hi;
    if (lo <= hi) {
        DrawStream d(seed, {Purpose::ShatterLosses, draw.turn, draw.phase, pack(unit.id)});
        out.losses = lo + static_cast<int>(d.below(static_cast<std::uint64_t>(hi - lo + 1)));
    }
    out.stragglers = (out.losses + 1) / 2;
    out.prisoners = out.losses / 2;
    out.strength_after = unit.strength - out.losses;
    return out;
}

ShatterMove shatter_move(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw,
                         const Rulings& rulings) {
    ShatterMove out;
    out.cite.rule = "12.2";
    const ContactMap contact(state, unit.state, rulings);
    const std::vector<int> dist = contact.distances(unit.strategic);
    bool any_line = false;
    int best = -1;
    for (std::size_t i = 0; i < state.squares.size(); ++i) {
        const StratSquareInfo& q = state.squares[i];
        if (!q.city || q.square == unit.strategic || dist[i] < 0) continue;
        const auto r = state.relation(unit.state, q.owner);
        if (!r || !friendly(*r)) continue;
        any_line = true;
        if (dist[i] > kShatterContactLimit) continue;
        const auto b = static_cast<std::size_t>(best);
        if (best < 0 || dist[i] < dist[b] || (dist[i] == dist[b] && q.square < state.squares[b].square))
            best = static_cast<int>(i);
    }
    if (best < 0) {
        out.destroyed = any_line ? ShatterDestroyed::LineTooLong : ShatterDestroyed::NoLine;
        out.coastal_not_modelled = true;
        return out;
    }
    out.city = state.squares[static_cast<std::size_t>(best)].square;
    auto line = contact.line(unit.strategic, *out.city, kShatterContactLimit);
    assert(line && !line->empty());
    out.line = std::move(*line);
    DrawStream d(seed, {Purpose::ShatterDistance, draw.turn, draw.phase, pack(unit.id)});
    out.drawn = kShatterMoveMin + static_cast<int>(d.below(kShatterMoveMax - kShatterMoveMin + 1));
    out.to = out.line[static_cast<std::size_t>(std::min<int>(out.drawn, static_cast<int>(out.line.size())) - 1)];
    out.result = ShatterMoveResult::Moved;
    return out;
}

}  // namespace umpire::gitm
