// Rule 9.14: bombardment (see bombard.hpp), with 10.9 and 10.10 for ammunition.
#include "rules/gitm/combat/bombard.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <map>
#include <utility>

#include "model/arm.hpp"
#include "model/fort.hpp"
#include "model/order_text.hpp"
#include "rules/gitm/combat/combat_mode.hpp"
#include "rules/gitm/combat/frontage.hpp"
#include "rules/gitm/combat/segments.hpp"
#include "rules/gitm/units/arrivals.hpp"

namespace umpire::gitm {
namespace {

// 9.14: artillery units, and infantry and cavalry units with attached batteries.
bool has_guns(const Unit& u) noexcept {
    const Arm a = arm(u.id.type);
    return a == Arm::Artillery || ((a == Arm::Infantry || a == Arm::Cavalry) && u.batteries > 0);
}

// 9.14: "did not move in a given tactical phase". A unit the phase did not report stood.
// The phase lists its units by id (PhaseOutcome::units).
bool stood(const std::vector<UnitPhase>& units, const UnitId& id) {
    const auto it = std::lower_bound(units.begin(), units.end(), id,
                                     [](const UnitPhase& p, const UnitId& x) { return p.unit < x; });
    return it == units.end() || it->unit != id || (it->from == it->to && it->kind == MoveKind::None && !it->supported);
}

// 9.14: "not engaged in combat": in none of the phase's battle squares.
bool engaged(const std::vector<Battle>& battles, const Unit& u) {
    return std::any_of(battles.begin(), battles.end(),
                       [&](const Battle& b) { return b.strategic == u.strategic && b.square == u.tactical; });
}

// 9.6, 2.6: the unit stands in a sufficiently manned fort.
bool fort_manned(const GameState& s, const Unit& u) {
    const StratSquareInfo* q = s.square(u.strategic);
    return u.in_fort && q && sufficiently_manned(*q, garrison_spaces(s, u.strategic));
}

// 8.9, 6.9: the defensive mode a target takes its casualties in.
CombatMode defensive_mode(const TurnOrders& orders, const Unit& u) {
    const auto it = std::find_if(orders.begin(), orders.end(), [&](const UnitOrderEntry& e) { return e.unit == u.id; });
    std::optional<DefensiveMode> m;
    if (it != orders.end()) m = it->orders.postures.defend;
    if (!m) m = default_orders(u).postures.defend;
    return combat_mode(m.value_or(DefensiveMode::Skirmish));
}

// 9.14 with 9.6 and 9.7: the unit's fire strength with the +50% (see bombard.hpp).
MilliMen bombard_strength(const GameState& s, const Unit& u, const StratSquareInfo& q, const ParamSet& p) {
    const int gunners = artillerists_of(u.id.type, u.strength, u.batteries);
    UnitLines lines;
    lines.unit = u.id;
    lines.front = LinePart{gunners, gunners, std::int64_t{gunners} * kArtillerySpaces};
    const MilliMen base = fire_base(u, lines, p);
    if (base == 0) return 0;
    StrengthContext c;
    c.mode = CombatMode::Attack;
    c.defending = false;
    c.terrain = q.map.at(u.tactical);
    c.moved = false;
    c.fort_manned = fort_manned(s, u);
    return apply_factors(base, unit_factors(u, c, p)) * kBombardStrength / 1000;
}

StratSquareInfo& square_of(GameState& s, StratSquare at) {
    const auto it = std::find_if(s.squares.begin(), s.squares.end(), [&](const StratSquareInfo& q) { return q.square == at; });
    assert(it != s.squares.end());
    return *it;
}

// What the state before bombardment fixes of one unit's fire.
struct Plan {
    std::size_t unit = 0;
    TacSquare target;
    Direction direction = Direction::N;
    int choices = 0;
    MilliMen strength = 0;
    std::vector<std::size_t> targets;  // indices into the state's units, by id
    RulingList rulings;
};

// A square the unit may fire into.
struct Candidate {
    TacSquare square;
    Direction direction = Direction::N;
    std::int64_t men = 0;
    std::vector<std::size_t> targets;
};

// A target plan() could find: an active hostile unit with men, not a headquarters, on a
// tactical square next to u's. `local`: the units of u's strategic square.
bool target_nearby(const GameState& s, const Unit& u, const std::vector<std::size_t>& local) {
    return std::any_of(local.begin(), local.end(), [&](std::size_t j) {
        const Unit& t = s.units[j];
        const int dc = std::abs(t.tactical.col - u.tactical.col), dr = std::abs(t.tactical.row - u.tactical.row);
        return std::max(dc, dr) == 1 && t.status == UnitStatus::Active && !is_headquarters(t.id.type) &&
               t.strength > 0 && s.relation(u.state, t.state).value_or(Relation::Hostile) == Relation::Hostile;
    });
}

// `local`: the units of the bombarding unit's strategic square, by id.
std::optional<Plan> plan(const GameState& s, std::size_t i, const std::vector<std::size_t>& local, Seed seed,
                         CombatDraw draw, const Rulings& rulings, const ParamSet& p) {
    const Unit& u = s.units[i];
    // Most guns have nobody to fire at: settle that before looking up the square, which
    // is a pass over the state's squares (15,400 on the full map).
    if (!target_nearby(s, u, local)) return std::nullopt;
    const StratSquareInfo* q = s.square(u.strategic);
    assert(q);
    const bool allied_barred = rulings.get<BombardAllied>() == BombardAllied::Barred;
    bool allied_decided = false;
    std::vector<Candidate> candidates;
    for (const Direction d : kAllDirections) {
        const int col = u.tactical.col + dcol(d), row = u.tactical.row + drow(d);
        if (!TacSquare::in_range(col, row)) continue;
        const TacSquare at{col, row};
        if (q->city == "Gibraltar" && q->city_square == at) continue;  // 9.14
        Candidate c{at, d, 0, {}};
        bool barred = false, allied = false;
        for (const std::size_t j : local) {
            const Unit& t = s.units[j];
            if (t.tactical != at) continue;
            const Relation r = s.relation(u.state, t.state).value_or(Relation::Hostile);
            if (r == Relation::Allied) {
                allied = true;
                continue;
            }
            if (r != Relation::Hostile) {
                barred = true;  // same-side, actively allied or neutral, any status
                continue;
            }
            if (t.status != UnitStatus::Active || is_headquarters(t.id.type)) continue;
            c.targets.push_back(j);
            c.men += t.strength;
        }
        if (barred || c.men <= 0) continue;
        if (allied) {
            allied_decided = true;
            if (allied_barred) continue;
        }
        candidates.push_back(std::move(c));
    }
    if (candidates.empty()) return std::nullopt;
    Plan out;
    out.unit = i;
    out.strength = bombard_strength(s, u, *q, p);
    if (out.strength <= 0) return std::nullopt;
    if (allied_decided) out.rulings.add(RulingId::BombardAllied);
    std::size_t pick = 0;
    if (candidates.size() > 1) {
        out.rulings.add(RulingId::BombardTarget);
        if (rulings.get<BombardTarget>() == BombardTarget::SeededRandom) {
            DrawStream ds(seed, {Purpose::BombardTarget, draw.turn, draw.phase, pack(u.id)});
            pick = static_cast<std::size_t>(ds.below(candidates.size()));
        } else {
            for (std::size_t k = 1; k < candidates.size(); ++k)
                if (candidates[k].men > candidates[pick].men) pick = k;  // ties: the earlier direction
        }
    }
    out.target = candidates[pick].square;
    out.direction = candidates[pick].direction;
    out.choices = static_cast<int>(candidates.size());
    out.targets = std::move(candidates[pick].targets);
    return out;
}

}  // namespace

int fort_damage_limit(UnitType t) noexcept {
    switch (t) {
        case UnitType::MediumArtillery: return 2;
        case UnitType::LightArtillery:
        case UnitType::HorseArtillery: return 1;
        case UnitType::SiegeArtillery: return kMaxFort;
        default: break;
    }
    switch (arm(t)) {
        case Arm::Infantry: return 2;  // "artillery of infantry units": medium
        case Arm::Cavalry: return 1;   // "artillery of cavalry units": light and horse
        default: return 0;
    }
}

namespace {
bool garrisons(const Unit& u) noexcept { return u.in_fort && u.status == UnitStatus::Active; }
}  // namespace

int garrison_spaces(const GameState& state, StratSquare strategic) noexcept {
    int spaces = 0;
    for (const Unit& u : state.units)
        if (u.strategic == strategic && garrisons(u)) spaces += fort_spaces(u);
    return spaces;
}

int garrison_spaces(const GameState& state, std::span<const std::size_t> members) noexcept {
    int spaces = 0;
    for (const std::size_t i : members)
        if (garrisons(state.units[i])) spaces += fort_spaces(state.units[i]);
    return spaces;
}

BombardOutcome bombard(const GameState& state, const std::vector<Battle>& battles, const std::vector<UnitPhase>& units,
                       const TurnOrders& orders, Seed seed, CombatDraw draw, const Rulings& rulings,
                       const ParamSet& params) {
    return bombard(GameState(state), battles, units, orders, seed, draw, rulings, params);
}

// Every plan is made from the state before any gun fires, and only then does the
// state change: so the plans may read the state that the outcome then takes over.
BombardOutcome bombard(GameState&& state, const std::vector<Battle>& battles, const std::vector<UnitPhase>& units,
                       const TurnOrders& orders, Seed seed, CombatDraw draw, const Rulings& rulings,
                       const ParamSet& params) {
    const std::vector<std::size_t> by_id = units_by_id(state);

    std::map<StratSquare, std::vector<std::size_t>> by_square;
    for (const std::size_t i : by_id) by_square[state.units[i].strategic].push_back(i);

    // Every unit's fire from the state before bombardment (see bombard.hpp: "Order").
    std::vector<Plan> plans;
    for (const std::size_t i : by_id) {
        const Unit& u = state.units[i];
        if (u.status != UnitStatus::Active || !has_guns(u)) continue;
        if (uses_ammunition(u.id.type) && u.ammunition <= 0) continue;  // 10.10
        if (engaged(battles, u) || !stood(units, u.id)) continue;
        if (auto p = plan(state, i, by_square[u.strategic], seed, draw, rulings, params)) plans.push_back(std::move(*p));
    }

    BombardOutcome out{std::move(state), {}};
    const bool fatigue = rulings.get<BombardFatigue>() == BombardFatigue::FiringFatigue;
    for (const Plan& p : plans) {
        Unit& b = out.state.units[p.unit];
        StratSquareInfo& q = square_of(out.state, b.strategic);
        Bombardment r;
        r.unit = b.id;
        r.strategic = b.strategic;
        r.from = b.tactical;
        r.target = p.target;
        r.direction = p.direction;
        r.choices = p.choices;
        r.strength = p.strength;
        r.cite = Citation{kBombardRule, p.rulings};

        // Casualties, as the firing segment's (9.7), on the targets as they now stand.
        r.casualties = inflicted(p.strength, params.get<Param::FireCasualtyRate>());
        std::vector<std::int64_t> weights;
        for (const std::size_t j : p.targets) {
            const Unit& t = out.state.units[j];
            weights.push_back(std::int64_t{t.strength} * casualty_factor(defensive_mode(orders, t), params));
        }
        const std::vector<int> shares = share_out(r.casualties, weights);
        const bool manned = sufficiently_manned(q, garrison_spaces(out.state, by_square[b.strategic]));
        for (std::size_t k = 0; k < p.targets.size(); ++k) {
            Unit& t = out.state.units[p.targets[k]];
            BombardLoss l;
            l.unit = t.id;
            l.strength_before = t.strength;
            l.share = shares[k];
            int men = shares[k];
            if (t.in_fort && manned) men -= static_cast<int>(std::int64_t{men} * fort_reduction(q.fort) / 1000);
            l.men = std::min(men, t.strength);
            l.split = split_losses(l.men, /*loser=*/false, params);
            t.strength -= l.men;
            t.killed += l.split.killed;
            t.wounded += l.split.wounded;
            t.prisoners += l.split.prisoners;
            t.stragglers += l.split.stragglers;
            r.losses.push_back(l);
        }

        // The fort, after the casualties its walls spared at the level they then had.
        if (q.fort > 0 && q.city_square == p.target) {
            r.level_before = r.level_after = q.fort;
            if (q.fort <= fort_damage_limit(b.id.type)) {
                r.fort_roll = true;
                r.chance_per_mille = fort_damage_chance(p.strength);
                DrawStream ds(seed, {Purpose::BombardFort, draw.turn, draw.phase, pack(b.id)});
                r.draw = static_cast<int>(ds.below(1000));
                if (r.draw < r.chance_per_mille) {
                    r.level_after = --q.fort;
                    if (q.fort == 0) {  // no fort left (2.6 rates forts 1-5)
                        q.fort_capacity.reset();
                        for (Unit& u : out.state.units)
                            if (u.strategic == q.square) u.in_fort = false;
                    }
                }
            }
        }

        if (uses_ammunition(b.id.type)) {  // 10.9
            --b.ammunition;
            r.ammunition_spent = 1;
        }
        r.cite.rulings.add(RulingId::BombardFatigue);
        if (fatigue && b.fatigue < kMaxFatigue) {
            ++b.fatigue;
            r.fatigue = 1;
        }
        out.bombardments.push_back(std::move(r));
    }
    return out;
}

}  // namespace umpire::gitm
