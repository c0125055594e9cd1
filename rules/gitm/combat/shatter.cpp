// Rules 12.1 and 12.2: shattering's losses and move (see shatter.hpp).
#include "rules/gitm/combat/shatter.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

#include "rules/gitm/contact.hpp"
#include "rules/gitm/entry.hpp"
#include "rules/gitm/entry_state.hpp"

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

std::vector<std::size_t> city_squares(const GameState& state) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < state.squares.size(); ++i)
        if (state.squares[i].city) out.push_back(i);
    return out;
}

ShatterMove shatter_move(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw,
                         const Rulings& rulings, Purpose purpose) {
    return shatter_move(state, unit, seed, draw, rulings, purpose, city_squares(state));
}

ShatterMove shatter_move(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw,
                         const Rulings& rulings, Purpose purpose, std::span<const std::size_t> all_cities) {
    assert(std::ranges::equal(all_cities, city_squares(state)));
    ShatterMove out;
    out.cite.rule = "12.2";
    // The friendly cities a line could lead to, in the order of the state's squares.
    std::vector<std::size_t> cities;
    for (const std::size_t i : all_cities) {
        const StratSquareInfo& q = state.squares[i];
        if (q.square == unit.strategic) continue;
        const auto r = state.relation(unit.state, q.owner);
        if (r && friendly(*r)) cities.push_back(i);
    }
    const auto destroyed = [&](ShatterDestroyed why) {
        out.destroyed = why;
        out.coastal_not_modelled = true;
        return out;
    };
    // No city, no line: the contact map (a pass over every square and unit) is not needed.
    if (cities.empty()) return destroyed(ShatterDestroyed::NoLine);
    const ContactMap contact(state, unit.state, rulings);
    // 10.2 in full: the unit on its tactical square, each city's end a friendly unit
    // on the city's tactical square, and no line with a besieged city.
    const ContactEnd from{unit.strategic, unit.tactical};
    // Only lines within the limit count; the search stops there (most of a full map lies beyond).
    const std::vector<int> dist = contact.distances(from, kShatterContactLimit);
    const auto length_to = [&](std::size_t i, const std::vector<int>& d, std::optional<int> limit) {
        const auto end = contact.city_end(state.squares[i].square);
        return end ? contact.arrival(from, d, *end, limit) : std::nullopt;
    };
    int best = -1, best_length = 0;
    for (const std::size_t i : cities) {
        const auto n = length_to(i, dist, kShatterContactLimit);
        if (!n) continue;
        const auto b = static_cast<std::size_t>(best);
        if (best < 0 || *n < best_length || (*n == best_length && state.squares[i].square < state.squares[b].square)) {
            best = static_cast<int>(i);
            best_length = *n;
        }
    }
    if (best < 0) {
        // Whether a longer line exists only says why the unit was destroyed.
        const std::vector<int> any = contact.distances(from);
        const bool any_line = std::any_of(cities.begin(), cities.end(),
                                          [&](std::size_t i) { return length_to(i, any, std::nullopt).has_value(); });
        return destroyed(any_line ? ShatterDestroyed::LineTooLong : ShatterDestroyed::NoLine);
    }
    out.city = state.squares[static_cast<std::size_t>(best)].square;
    auto line = contact.line(from, *contact.city_end(*out.city), kShatterContactLimit);
    assert(line && !line->empty());
    out.line = std::move(*line);
    DrawStream d(seed, {purpose, draw.turn, draw.phase, pack(unit.id)});
    out.drawn = kShatterMoveMin + static_cast<int>(d.below(kShatterMoveMax - kShatterMoveMin + 1));
    out.to = out.line[static_cast<std::size_t>(std::min<int>(out.drawn, static_cast<int>(out.line.size())) - 1)];
    out.result = ShatterMoveResult::Moved;
    return out;
}

void arrive_after_shatter_move(GameState& state, Unit& u, const ShatterMove& m, Seed seed, std::uint32_t entry_phase,
                               const Rulings& rulings) {
    assert(m.result == ShatterMoveResult::Moved && m.to);
    const auto at = std::find(m.line.begin(), m.line.end(), *m.to);
    const StratSquare from = at == m.line.begin() || at == m.line.end() ? u.strategic : *(at - 1);
    if (state.square(from)) u.strategic = from;
    std::optional<TacSquare> entered;
    if (auto ctx = entry_context(std::as_const(state), StrategicEntry{u.id, *m.to, std::nullopt, 0}, rulings)) {
        ctx->draw.turn = static_cast<std::uint32_t>(state.turn);
        ctx->draw.phase = entry_phase;
        entered = place_entry(ctx->input(), seed, rulings).square;
    }
    u.strategic = *m.to;
    // Without an entry (the square passed last is not in the state) it keeps its tactical square.
    if (entered) u.tactical = *entered;
}

}  // namespace umpire::gitm
