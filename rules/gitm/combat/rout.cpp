// Rule 9.8: routs (see rout.hpp).
#include "rules/gitm/combat/rout.hpp"

#include <algorithm>
#include <cassert>

#include "rules/gitm/entry_state.hpp"

namespace umpire::gitm {

Rout rout(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw, const Rulings& rulings) {
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
    for (const Unit& u : state.units) {
        if (u.strategic != *out.to) continue;
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

    auto ctx = entry_context(state, StrategicEntry{unit.id, *out.to, std::nullopt, 0}, rulings);
    assert(ctx.ok());
    ctx->draw.turn = draw.turn;
    ctx->draw.phase = kRoutEntryPhaseBase + draw.phase;
    out.entry = place_entry(ctx->input(), seed, rulings);
    out.result = RoutResult::Routed;
    out.fatigue = kRoutFatigue;
    out.cancels_engage = true;
    out.cancels_moves = true;
    return out;
}

}  // namespace umpire::gitm
