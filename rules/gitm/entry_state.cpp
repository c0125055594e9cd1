#include "rules/gitm/entry_state.hpp"

#include <algorithm>

#include "model/stacking.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/gitm/strategic_exit.hpp"

namespace umpire::gitm {
namespace {

bool has_river_or_range(const TacticalMap& map) {
    for (int i = 0; i < kTacSquares; ++i) {
        const Terrain t = map.at(TacSquare::from_index(i));
        if (t == Terrain::River || t == Terrain::Ford || t == Terrain::Mountain || t == Terrain::Pass) return true;
    }
    return false;
}

}  // namespace

EntryInput EntryContext::input() const noexcept {
    EntryInput in;
    in.moving = moving;
    in.request = request;
    in.map = map;
    in.enemies = enemies;
    in.allied = allied;
    if (side_rule) {
        in.proper_side = &proper_side;
        in.side_crossings = &side_crossings;
    }
    in.draw = draw;
    return in;
}

void proper_side_squares(const TacticalMap& left, TacSquare start, Direction moving, const TacticalMap& entered,
                         const Rulings& rulings, TacSet& proper, TacSet& crossings) {
    const TacSet same = same_side_after_move(left, start, moving, entered, rulings);
    for (int i = 0; i < kTacSquares; ++i) {
        const auto b = static_cast<std::size_t>(i);
        if (same.test(b)) (traits(entered.at(TacSquare::from_index(i))).crossing ? crossings : proper).set(b);
    }
}

EntryContext entry_context_at(const GameState& state, const Unit& mover, const StratSquareInfo& from,
                              const StratSquareInfo& to, Direction moving, TacSquare request, int phase,
                              std::span<const Unit* const> in_from, std::span<const Unit* const> in_to,
                              const Rulings& rulings) {
    EntryContext c;
    c.moving = moving;
    c.request = request;
    c.map = &to.map;
    c.draw = DrawKey{Purpose::EntryFallback, static_cast<std::uint32_t>(state.turn), static_cast<std::uint32_t>(phase),
                     pack(mover.id)};
    // The square entered: enemies by presence (TM-INACTIVE-PRESENCE), allies as
    // rule 8.3 counts them (TM-ALLIED-COUNT) for ENTRY-AVAILABLE=passable-below-twelve.
    const bool active_only = rulings.get<InactivePresence>() == InactivePresence::ActiveOnly;
    const bool all_allied = rulings.get<AlliedCount>() == AlliedCount::AllAllied;
    c.allied.assign(kTacSquares, 0);
    for (const Unit* u : in_to) {
        if (u->id == mover.id) continue;
        if (active_only && u->status != UnitStatus::Active) continue;
        const auto rel = state.relation(mover.state, u->state);
        if (rel == Relation::Hostile) c.enemies.push_back(u->tactical);
        else if (rel && counts_as_allied(*rel, all_allied)) ++c.allied[static_cast<std::size_t>(u->tactical.index())];
    }
    std::sort(c.enemies.begin(), c.enemies.end(), [](TacSquare a, TacSquare b) { return a.index() < b.index(); });
    c.enemies.erase(std::unique(c.enemies.begin(), c.enemies.end()), c.enemies.end());
    // Rule 7.14's side condition: river or range terrain (ENTRY-SIDE-TERRAIN) and
    // enemies, or neutrals on home soil, in the square left.
    const bool terrain = has_river_or_range(from.map) &&
                         (rulings.get<SideTerrain>() == SideTerrain::StartSquare || has_river_or_range(to.map));
    if (terrain) c.side_reasons = hostile_or_neutral_at_home(state, mover, from, in_from, rulings, false);
    c.side_rule = !c.side_reasons.empty();
    if (c.side_rule)
        proper_side_squares(from.map, mover.tactical, c.moving, to.map, rulings, c.proper_side, c.side_crossings);
    return c;
}

Expected<EntryContext> entry_context(const GameState& state, const StrategicEntry& step, const Rulings& rulings) {
    const Unit* mover = state.unit(step.unit);
    if (!mover) return error("no unit " + to_string(step.unit) + " in the state", "unit");
    const StratSquareInfo* from = state.square(mover->strategic);
    if (!from) return error("the unit's square " + to_string(mover->strategic) + " is not in the state", "unit");
    const auto moving = step_direction(mover->strategic, step.to);
    if (!moving) return error(to_string(step.to) + " is not next to the unit's square " + to_string(mover->strategic), "to");
    const StratSquareInfo* to = state.square(step.to);
    if (!to) return error("the square entered, " + to_string(step.to) + ", is not in the state", "to");
    std::vector<const Unit*> in_from, in_to;
    for (const Unit& u : state.units) {
        if (u.strategic == mover->strategic) in_from.push_back(&u);
        if (u.strategic == step.to) in_to.push_back(&u);
    }
    // Rule 7.14: no request means the current square.
    return entry_context_at(state, *mover, *from, *to, *moving, step.request.value_or(mover->tactical), step.phase,
                            in_from, in_to, rulings);
}

}  // namespace umpire::gitm
