#include "rules/gitm/combat/combat.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>
#include <utility>

#include "rules/gitm/combat/battle_run.hpp"
#include "rules/gitm/units/arrivals.hpp"

namespace umpire::gitm {
namespace detail {

namespace {
constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

std::vector<std::size_t> indices(const std::vector<std::uint64_t>& keys) {
    std::vector<std::size_t> out;
    out.reserve(keys.size());
    for (const std::uint64_t k : keys) out.push_back(index_of(k));
    return out;
}
}  // namespace

CombatPhase::CombatPhase(GameState& s, const TurnOrders& o, const std::vector<UnitPhase>& m, int ph, Seed sd,
                         const Rulings& r, const ParamSet& p)
    : state(s), orders(o), moves(m), phase(ph), seed(sd), rulings(r), params(p), relations(s), keys(unit_keys_by_id(s)),
      by_id(indices(keys)), at_square(s, by_id) {
    order_of.assign(s.units.size(), kNone);
    for (std::size_t k = 0; k < o.size(); ++k)
        if (auto i = index(o[k].unit)) order_of[*i] = k;
}

std::optional<std::size_t> CombatPhase::index(const UnitId& id) const {
    const auto it = std::lower_bound(keys.begin(), keys.end(), std::uint64_t{id.key()} << 32);
    if (it == keys.end() || *it >> 32 != id.key()) return std::nullopt;
    return index_of(*it);
}

const UnitOrders* CombatPhase::orders_of(std::size_t unit) const {
    return order_of[unit] == kNone ? nullptr : &orders[order_of[unit]].orders;
}

const UnitPhase* CombatPhase::move_of(const UnitId& id) const {
    auto it = std::lower_bound(moves.begin(), moves.end(), id, [](const UnitPhase& p, const UnitId& x) { return p.unit < x; });
    return it == moves.end() || it->unit != id ? nullptr : &*it;
}

std::span<const std::size_t> CombatPhase::members(StratSquare q) const {
    const std::span<const std::size_t> here = at_square.at(q);
    assert(static_cast<std::size_t>(std::count_if(state.units.begin(), state.units.end(), [&](const Unit& u) {
               return u.strategic == q;
           })) == here.size() && "a unit moved in combat without CombatPhase::moved");
    return here;
}

std::vector<std::size_t> CombatPhase::within(StratSquare q, int radius) const { return at_square.within(q, radius); }

void CombatPhase::moved(std::size_t unit, StratSquare from) { at_square.moved(unit, from, state.units[unit].strategic); }

const MapSides& CombatPhase::sides(const StratSquareInfo& q) {
    auto it = sides_of_map.find(q.square);
    if (it == sides_of_map.end()) it = sides_of_map.emplace(q.square, compute_sides(q.map, rulings)).first;
    return it->second;
}

std::span<const std::size_t> CombatPhase::cities() {
    if (!city_list) city_list = city_squares(state);
    return *city_list;
}

int BattleRun::fighting(int side) const {
    int n = 0;
    for (std::size_t k = 0; k < fighters_.size(); ++k)
        if (fighters_[k].side == side && in_battle(report_of_[k])) ++n;
    return n;
}

std::optional<BattleReport> BattleRun::fight() {
    if (!gather()) return std::nullopt;
    roles();
    entry_directions();
    place();
    squares();
    contexts();
    firing();
    melee();
    after_battle();
    return std::move(rep_);
}

}  // namespace detail

CombatOutcome resolve_combat(const GameState& state, const TurnOrders& orders, const std::vector<Battle>& battles,
                             const std::vector<UnitPhase>& units, int phase, Seed seed, const Rulings& rulings,
                             const ParamSet& params) {
    return resolve_combat(GameState(state), orders, battles, units, phase, seed, rulings, params);
}

CombatOutcome resolve_combat(GameState&& state, const TurnOrders& orders, const std::vector<Battle>& battles,
                             const std::vector<UnitPhase>& units, int phase, Seed seed, const Rulings& rulings,
                             const ParamSet& params, const std::vector<std::size_t>* cities) {
    assert(phase >= 1 && phase < kTacticalPhases);
    CombatOutcome out;
    out.phase = phase;
    // 9.1: no combat on a peace or truce turn.
    if (state.turn_kind != TurnKind::Campaign) {
        out.state = std::move(state);
        out.fought = false;
        return out;
    }
    const CombatDraw draw{static_cast<std::uint32_t>(state.turn), static_cast<std::uint32_t>(phase)};
    BombardOutcome fire = bombard(std::move(state), battles, units, orders, seed, draw, rulings, params);
    out.state = std::move(fire.state);
    out.bombardments = std::move(fire.bombardments);
    detail::CombatPhase c(out.state, orders, units, phase, seed, rulings, params);
    if (cities) c.city_list = *cities;
    const bool mass_rout = rulings.get<CombatMassRout>() == CombatMassRout::On;  // 9.12
    std::vector<Unit> start;
    if (mass_rout) start = out.state.units;
    for (const Battle& b : battles)
        if (auto report = detail::BattleRun(c, b).fight()) out.battles.push_back(std::move(*report));
    if (mass_rout) out.mass_routs = detail::mass_routs(c, start, out.battles);
    return out;
}

}  // namespace umpire::gitm
