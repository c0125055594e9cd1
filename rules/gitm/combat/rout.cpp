// Rule 9.8: routs (see rout.hpp).
#include "rules/gitm/combat/rout.hpp"

#include <algorithm>
#include <cassert>

#include "rules/gitm/entry_state.hpp"

namespace umpire::gitm {

Rout rout(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw, const Rulings& rulings) {
    std::vector<std::size_t> found;
    return rout(state, unit, seed, draw, rulings, [&](StratSquare q) -> std::span<const std::size_t> {
        found.clear();
        for (std::size_t i = 0; i < state.units.size(); ++i)
            if (state.units[i].strategic == q) found.push_back(i);
        return found;
    });
}

Rout rout(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw, const Rulings& rulings,
          const UnitsIn& units_in) {
    assert(&unit >= state.units.data() && &unit < state.units.data() + state.units.size());
    Rout out;
    out.cite.rule = "9.8";
    if (unit.in_fort) {
        out.result = RoutResult::Holds;
        return out;
    }
    DrawStream d(seed, {Purpose::RoutDirection, draw.turn, draw.phase, pack(unit.id)});
    const auto dir = static_cast<Direction>(d.below(kAllDirections.size()));
    out.direction = dir;
    const auto shatters = [&](RoutBar bar) {
        out.bar = bar;
        out.result = RoutResult::Shatters;
        out.cite.rule = "12.1";
        return out;
    };
    out.to = neighbour(unit.strategic, dir);
    if (!out.to) return shatters(RoutBar::OffMap);
    const StratSquareInfo* to = state.square(*out.to);
    if (!to) return shatters(RoutBar::NotInState);
    if (!passable(to->terrain)) return shatters(RoutBar::Impassable);
    if (to->guatemala) return shatters(RoutBar::Guatemala);

    const bool active_only = rulings.get<InactivePresence>() == InactivePresence::ActiveOnly;
    bool enemy = false;
    std::vector<const Unit*> in_to;
    for (const std::size_t i : units_in(*out.to)) in_to.push_back(&state.units[i]);
    for (const Unit* there : in_to) {
        const Unit& u = *there;
        const Relation r = state.relation(unit.state, u.state).value_or(Relation::Hostile);
        if (r != Relation::Hostile && r != Relation::Neutral) continue;
        // An inactive or shattered enemy or neutral there: TM-INACTIVE-PRESENCE decides.
        if (u.status != UnitStatus::Active) out.cite.rulings.add(RulingId::InactivePresence);
        if (active_only && u.status != UnitStatus::Active) continue;
        enemy = enemy || r == Relation::Hostile;
        out.blockers.push_back(u.id);
    }
    if (!out.blockers.empty()) {
        std::sort(out.blockers.begin(), out.blockers.end());
        return shatters(enemy ? RoutBar::Enemy : RoutBar::Neutral);
    }

    // Rule 7.14 as for any entry of the square: from the unit's own tactical square.
    const StratSquareInfo* from = state.square(unit.strategic);
    assert(from);
    std::vector<const Unit*> in_from;
    for (const std::size_t i : units_in(unit.strategic)) in_from.push_back(&state.units[i]);
    EntryContext ctx = entry_context_at(state, unit, *from, *to, dir, unit.tactical, 0, in_from, in_to, rulings);
    ctx.draw.turn = draw.turn;
    ctx.draw.phase = kRoutEntryPhaseBase + draw.phase;
    out.entry = place_entry(ctx.input(), seed, rulings);
    out.result = RoutResult::Routed;
    out.fatigue = kRoutFatigue;
    out.cancels_engage = true;
    out.cancels_moves = true;
    return out;
}

}  // namespace umpire::gitm
