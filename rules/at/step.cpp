#include "rules/at/step.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <limits>

namespace umpire::at {
namespace {

#define UMPIRE_AT_REFUSAL_TEXT_(id, rule, text) std::string_view{text},
constexpr std::array<std::string_view, enum_count<Refusal>> kRefusalText{UMPIRE_AT_REFUSALS(UMPIRE_AT_REFUSAL_TEXT_)};
#undef UMPIRE_AT_REFUSAL_TEXT_


void refuse(RefusalSet& s, Refusal r) { s |= RefusalSet{1} << static_cast<unsigned>(r); }

void note(Trace* t, TermKind k, int line, std::int64_t amount, std::int64_t after) {
    if (t) t->terms.push_back({k, line, amount, after});
}

// A cost kept exact as num / den AP until it is rounded (AT-COST-ORDER); den is 1
// once it is whole.
struct Exact {
    std::int64_t num = 0, den = 1;
};
bool dearer(Exact a, Exact b) { return a.num * b.den > b.num * a.den; }
std::int64_t whole(Exact c, AtRounding r) { return round_div(c.num, c.den, r); }

// Notes a term whose running cost may be a fraction: shown rounded, with the exact value.
void note_exact(Trace* t, TermKind k, int line, std::int64_t amount, Exact c, AtRounding r) {
    if (!t) return;
    Term term{k, line, amount, whole(c, r)};
    if (c.num % c.den != 0) term.exact_num = c.num, term.exact_den = c.den;
    t->terms.push_back(term);
}

bool moving_by_land_or_sea(Mission m) { return m == Mission::Move || m == Mission::Transfer; }

// --- carrying (at-carry-weight, at-carry-theatre, at-carry-faster) ----------------

bool carries(Theatre carrier, Theatre cargo) {
    if (carrier == Theatre::Navy) return true;  // land and ships by carry points, aircraft by carrier points
    return cargo == Theatre::Land;              // land and air carriers take land cargo only
}

// at-carry-theatre, at-carry-weight: every cargo line has a carrier of a suitable
// theatre strong enough for one of its subformations, and the totals fit; carried
// aircraft need a ship with the aircraft carrier points for one of them and (ruling
// AT-CARRIED-AIRCRAFT) the carry points as well.
RefusalSet check_carrying(const World& w, const Mover& m, const AtRulings& r) {
    RefusalSet out = 0;
    const auto& unit = w.units[static_cast<std::size_t>(m.unit)];
    std::int64_t carry_all = 0, carry_navy = 0, carrier_points = 0;
    std::int64_t cargo_all = 0, cargo_navy = 0, cargo_air = 0;  // cargo_navy: what only ships can carry
    // AT-CARRIED-AIRCRAFT: aircraft weigh against carry points too, besides carrier points.
    const bool weighs = r.carried_aircraft == AtCarriedAircraft::CarryAndCarrier;
    for (const auto& l : m.lines) {
        const auto& t = w.sf_type(l.type);
        const auto n = unit.lines[static_cast<std::size_t>(l.line)].count;
        if (!l.carried) {
            carry_all += t.carry * n;
            if (t.theatre == Theatre::Navy) carry_navy += t.carry * n, carrier_points += t.carrier * n;
            continue;
        }
        bool theatre_ok = false, one_fits = false, carrier_fits = false;
        for (const auto& c : m.lines) {
            if (c.carried) continue;
            const auto& ct = w.sf_type(c.type);
            if (!carries(ct.theatre, t.theatre)) continue;
            theatre_ok = true;
            if (t.theatre != Theatre::Air) {
                one_fits = one_fits || ct.carry >= t.weight;
                continue;
            }
            const std::int64_t need = r.carrier == AtCarrierPoints::Count ? 1 : t.weight;
            if (ct.carrier < need) continue;
            carrier_fits = true;
            one_fits = one_fits || !weighs || ct.carry >= t.weight;
        }
        if (!theatre_ok) {
            refuse(out, Refusal::CarryTheatre);
            continue;  // no carrier of its theatre: its weight is not counted against the others
        }
        if (t.theatre == Theatre::Air) cargo_air += (r.carrier == AtCarrierPoints::Weight ? t.weight : 1) * n;
        if (t.theatre != Theatre::Air || weighs) cargo_all += t.weight * n;
        if (t.theatre != Theatre::Land && (t.theatre == Theatre::Navy || weighs)) cargo_navy += t.weight * n;
        if (t.theatre == Theatre::Air && !carrier_fits) refuse(out, Refusal::CarryTheatre);
        else if (!one_fits) refuse(out, Refusal::CarryWeight);
    }
    if (cargo_all > carry_all || cargo_navy > carry_navy) refuse(out, Refusal::CarryWeight);
    if (cargo_air > carrier_points) refuse(out, Refusal::CarryTheatre);
    return out;
}

// --- cost terms of one line ----------------------------------------------------------

// at-movement-type: the movement type's cost for the target's landscape.
std::int64_t landscape_cost(const MoveTypeCosts& mt, int landscape) {
    return mt.landscape[static_cast<std::size_t>(landscape)];
}

// at-road: a road across the side puts the road cost in place of the landscape's
// (ruling AT-ROAD-DEARER decides whether a dearer road does too).
std::int64_t road_override(std::int64_t cost, const MoveTypeCosts& mt, const SideInfo& side, AtRoadDearer rule) {
    if (side.road == kNone) return cost;
    const auto road = mt.road[static_cast<std::size_t>(side.road)];
    if (road == kNone) return cost;
    if (rule == AtRoadDearer::AlwaysOverrule || cost == kNone || road < cost) return road;
    return cost;
}

// at-river: the river type's penalty, unless a bridge spans it; kNone when the
// movement type cannot cross that river at all.
std::int64_t river_penalty(const MoveTypeCosts& mt, const SideInfo& side) {
    if (side.river == kNone || side.bridge) return 0;
    return mt.river[static_cast<std::size_t>(side.river)];
}

// at-ap-penalty, at-zoc: the penalties laid on the hex for the mover's regime.
std::array<std::int64_t, 2> hex_penalties(const World& w, std::size_t to, int regime) {
    std::array<std::int64_t, 2> sum{0, 0};
    for (const auto& p : w.penalties[to])
        if (p.regime == kNone || p.regime == regime) sum[0] += p.ap, sum[1] += p.zoc;
    return sum;
}

// at-moveredux under ruling AT-MOVEREDUX.
std::int64_t redux_percent(std::int64_t redux, AtMoveRedux rule) {
    return rule == AtMoveRedux::Surcharge ? 100 + redux : 100 - redux;
}

struct LineInput {
    int move_type = 0;
    std::int64_t redux = 0;
    bool air = false;
    int line = kNone;
};

// One line's cost for the step, num kNone when it cannot make it. The AP and ZOC
// penalties come into it unless AT-COST-ORDER adds them to the group's cost at the
// end; each percentage and the halving is rounded as it is applied unless the
// ruling keeps the cost exact to the end.
Exact line_cost(const World& w, const Mover& m, const LineInput& in, std::size_t from, int dir, std::size_t to,
                const AtRulings& r, Trace* t) {
    const auto& mt = w.move_types[static_cast<std::size_t>(in.move_type)];
    const SideInfo& side = w.sides[from][static_cast<std::size_t>(dir)];
    std::int64_t cost = landscape_cost(mt, w.landscape[to]);
    note(t, TermKind::Landscape, in.line, cost, cost);
    const std::int64_t by_road = road_override(cost, mt, side, r.road);
    if (by_road != cost) note(t, TermKind::Road, in.line, by_road, by_road);
    cost = by_road;
    if (cost == kNone) return {kNone, 1};
    const std::int64_t river = river_penalty(mt, side);
    if (river == kNone) return {kNone, 1};
    if (side.river != kNone && !side.bridge) note(t, TermKind::River, in.line, river, cost += river);
    if (r.cost_order != AtCostOrder::PenaltiesLast) {
        const auto [ap, zoc] = hex_penalties(w, to, m.regime);
        if (ap != 0) note(t, TermKind::ApPenalty, in.line, ap, cost += ap);
        if (zoc != 0) note(t, TermKind::Zoc, in.line, zoc, cost += zoc);
    }
    Exact c{cost, 1};
    const auto scale = [&](TermKind k, std::int64_t amount, std::int64_t times, std::int64_t over) {
        c.num *= times;
        c.den *= over;
        if (r.cost_order != AtCostOrder::RoundOnce) c = {whole(c, r.rounding), 1};
        note_exact(t, k, in.line, amount, c, r.rounding);
    };
    if (mt.modifier != 100) scale(TermKind::MoveTypeModifier, mt.modifier, mt.modifier, 100);
    if (in.redux != 0) {
        const auto pct = redux_percent(in.redux, r.redux);
        scale(TermKind::MoveRedux, pct, pct, 100);
    }
    // at-air-half: air subformations moving or transferring need not fly back.
    if (in.air && moving_by_land_or_sea(m.mission)) scale(TermKind::AirHalf, 2, 1, 2);
    return c;
}

// --- conditions ----------------------------------------------------------------------

struct Occupants {
    int others = 0;
    bool seen_enemies = false, unseen_enemies = false, foreign = false;
};
// Enemies are seen when the hex is visible to the mover and they are not hidden.
Occupants occupants(const World& w, const Mover& m, std::size_t to, Sight sight) {
    Occupants o;
    for (const int u : w.units_at[to]) {
        if (u == m.unit) continue;
        ++o.others;
        const auto& unit = w.units[static_cast<std::size_t>(u)];
        if (unit.regime == m.regime) continue;
        if (w.stance[static_cast<std::size_t>(m.regime)][static_cast<std::size_t>(unit.regime)] != Stance::War) {
            o.foreign = true;
        } else if (sight == Sight::Visible && !unit.hidden) {
            o.seen_enemies = true;
        } else {
            o.unseen_enemies = true;
        }
    }
    return o;
}

bool hq_into_sea(const Mover& m, const Landscape& to) { return m.hq && to.sea; }  // at-hq-sea

bool harbour_to_harbour(const Mover& m, const Location* from, const Location* to) {  // at-harbour
    return m.navy && from && from->harbour && to && to->harbour;
}

bool owner_at_peace(const World& w, const Mover& m, std::size_t to) {  // at-peace
    const int owner = w.owner[to];
    return owner != kNone && owner != m.regime &&
           w.stance[static_cast<std::size_t>(m.regime)][static_cast<std::size_t>(owner)] == Stance::Peace;
}

bool hex_full(const Occupants& o) { return o.others >= kHexStack; }  // at-stack-16

// at-air-shroud-rv100 (rulings AT-RV100-RECON, AT-MISSION-SHROUD).
bool air_mission_shrouded(const Mover& m, Sight sight, bool last, bool rv100, const AtRulings& r) {
    if (!is_air_mission(m.mission) || sight == Sight::Visible) return false;
    if (!last && r.mission_shroud == AtMissionShroud::TargetOnly) return false;
    const AtRv100Recon rule = r.recon;
    if (!rv100) return true;
    if (sight == Sight::NeverSeen) return m.mission != Mission::Recon;
    return m.mission == Mission::Recon && rule == AtRv100Recon::ReconNeverSeenOnly;
}

bool surface_into_shroud(const Mover& m, Sight sight) {  // at-shroud-sea
    return m.surface && sight != Sight::Visible && sight != Sight::SeenSea;
}

bool navy_into_land(const Mover& m, const Landscape& to, const Location* loc) {  // at-navy-port
    return m.navy && !to.sea && !(loc && loc->harbour);
}

bool enemy_in_sight(const Mover& m, const Occupants& o, AtMissionEnemy rule) {  // at-visible-enemy
    const bool applies = !is_air_mission(m.mission) || rule == AtMissionEnemy::AllMissions;
    return applies && o.seen_enemies;
}

// at-rv526 (ruling AT-FOREIGN-UNITS): the group would be in the hex among units of a
// regime it is not at war with.
bool shares_with_foreigners(const Mover& m, const Occupants& o, const Landscape& to, bool last, bool rv526,
                            AtForeignUnits rule) {
    if (!o.foreign || (rv526 && to.sea)) return false;
    if (rule == AtForeignUnits::EveryEntry) return true;
    const bool stays = !is_air_mission(m.mission) && (m.surface || last);
    return stays && (to.sea || rule == AtForeignUnits::WhereUnitsStay);
}

bool air_ends_off_airfield(const Mover& m, bool last, const Location* loc) {  // at-air-airfield
    return last && m.air && moving_by_land_or_sea(m.mission) && !(loc && loc->airfield);
}

bool paradrop_not_allowed(const Mover& m, bool last, const Landscape& to) {  // at-paradrop
    return last && m.mission == Mission::Para && !to.paradrop;
}

}  // namespace

std::string_view rule_of(Refusal r) noexcept { return enum_name(r); }
std::string_view explain(Refusal r) noexcept { return kRefusalText[static_cast<std::size_t>(r)]; }

std::vector<Refusal> refusals_in(RefusalSet s) {
    std::vector<Refusal> out;
    for (int i = 0; i < enum_count<Refusal>; ++i)
        if (s & (RefusalSet{1} << i)) out.push_back(static_cast<Refusal>(i));
    return out;
}

AtRulings at_rulings(const Rulings& r) noexcept {
    return {r.get<AtRounding>(),   r.get<AtRoadDearer>(),    r.get<AtMoveRedux>(),
            r.get<AtRv100Recon>(), r.get<AtFuelNeed>(),      r.get<AtCarrierPoints>(),
            r.get<AtSeaBattleOff>(), r.get<AtMissionEnemy>(), r.get<AtConquestBy>(),
            r.get<AtCostOrder>(), r.get<AtCarriedAircraft>(), r.get<AtForeignUnits>(),
            r.get<AtMissionShroud>()};
}

std::int64_t round_div(std::int64_t num, std::int64_t den, AtRounding r) noexcept {
    assert(num >= 0 && den > 0);
    if (den == 1) return num;  // most costs are whole: spare the division
    return r == AtRounding::HalfUp ? (2 * num + den) / (2 * den) : num / den;
}

std::int64_t percent_of(std::int64_t cost, std::int64_t percent, AtRounding r) noexcept {
    assert(cost >= 0 && percent >= 0);
    return round_div(cost * percent, 100, r);
}

std::int64_t half_of(std::int64_t cost, AtRounding r) noexcept {
    assert(cost >= 0);
    return round_div(cost, 2, r);
}

Mover make_mover(const World& w, int unit, Mission mission, const std::vector<std::string>& carried,
                 std::vector<Hex> conquered, const AtRulings& r) {
    Mover m;
    m.unit = unit;
    const auto& u = w.units[static_cast<std::size_t>(unit)];
    m.regime = u.regime;
    m.mission = mission;
    std::int64_t carry_free = 0;
    for (std::size_t i = 0; i < u.lines.size(); ++i) {
        const auto& l = u.lines[i];
        const auto& t = w.sf_type(l.type);
        const bool is_cargo = std::find(carried.begin(), carried.end(), t.name) != carried.end();
        m.lines.push_back({static_cast<int>(i), l.type, w.sf_move_type[static_cast<std::size_t>(l.type)], is_cargo});
        m.power += t.power * l.count;
        m.hq = m.hq || t.hq;
        if (is_cargo) {
            if (t.theatre != Theatre::Air || r.carried_aircraft == AtCarriedAircraft::CarryAndCarrier)
                carry_free -= t.weight * l.count;
            continue;
        }
        carry_free += t.carry * l.count;
        m.fuel_per_step += t.fuel * l.count;
        m.navy = m.navy || t.theatre == Theatre::Navy;
        m.air = m.air || t.theatre == Theatre::Air;
        m.land = m.land || t.theatre == Theatre::Land;
        m.surface = m.surface || t.theatre != Theatre::Air;
    }
    m.refused = check_carrying(w, m, r);
    if (m.power < w.names.variables.rv307) refuse(m.refused, Refusal::LowPower);  // at-power-rv307
    // at-supply-rv41: what the carriers' spare carry points cannot take moves on its own.
    if (m.hq && u.supply > 0) {
        m.surplus_supply = std::max<std::int64_t>(0, u.supply - std::max<std::int64_t>(0, carry_free));
        if (m.surplus_supply > 0) {
            m.supply_move_type = w.rv41;
            m.surface = true;
        }
    }
    std::sort(conquered.begin(), conquered.end());
    m.conquered = std::move(conquered);
    return m;
}

StepResult evaluate_step(const World& w, const Mover& m, Hex from, int direction, bool last, const AtRulings& r,
                         Trace* t) {
    const Hex to_hex = neighbour(from, direction);
    assert(w.contains(from) && w.contains(to_hex));
    const std::size_t f = w.index(from), to = w.index(to_hex);
    const auto& v = w.names.variables;
    const Landscape& land = w.landscape_at(to_hex);
    const Location* loc = w.location_at(to_hex);
    const Sight sight = w.sight_of(m.regime, to_hex);
    const Occupants occ = occupants(w, m, to, sight);

    StepResult out;
    out.refused = m.refused;
    if (hq_into_sea(m, land)) refuse(out.refused, Refusal::HqIntoSea);
    if (harbour_to_harbour(m, w.location_at(from), loc)) refuse(out.refused, Refusal::HarbourToHarbour);
    if (owner_at_peace(w, m, to)) refuse(out.refused, Refusal::PeaceOwner);
    if (hex_full(occ)) refuse(out.refused, Refusal::FullHex);
    if (air_mission_shrouded(m, sight, last, v.rv100, r)) refuse(out.refused, Refusal::AirMissionShroud);
    if (surface_into_shroud(m, sight)) refuse(out.refused, Refusal::Shroud);
    if (navy_into_land(m, land, loc)) refuse(out.refused, Refusal::NavyIntoLand);
    if (enemy_in_sight(m, occ, r.mission_enemy)) refuse(out.refused, Refusal::VisibleEnemy);
    if (shares_with_foreigners(m, occ, land, last, v.rv526, r.foreign)) refuse(out.refused, Refusal::ForeignUnits);
    if (air_ends_off_airfield(m, last, loc)) refuse(out.refused, Refusal::AirNeedsAirfield);
    if (paradrop_not_allowed(m, last, land)) refuse(out.refused, Refusal::Paradrop);
    // at-visible-enemy, at-battle-rv326: unseen enemies are met by surprise; a battle
    // follows on land, and at sea only under rule variable 326 (AT-SEA-BATTLE-OFF).
    // Aircraft flying over them (a move, a transfer or a mission) meet no one.
    if (occ.unseen_enemies && !occ.seen_enemies && m.surface && !is_air_mission(m.mission)) {
        out.surprise = true;
        out.battle = !land.sea || v.rv326;
        if (!out.battle && r.sea_battle == AtSeaBattleOff::Blocked) refuse(out.refused, Refusal::SeaBattleOff);
    }

    // The group pays its dearest uncarried line (at-carry-faster).
    Exact dear;
    int dearest = kNone;
    bool impassable = false, any = false;
    const auto consider = [&](const LineInput& in) {
        const Exact c = line_cost(w, m, in, f, direction, to, r, t);
        if (c.num == kNone) impassable = true;
        else if (!any || dearer(c, dear)) dear = c, dearest = in.line, any = true;
    };
    for (std::size_t i = 0; i < m.lines.size(); ++i) {
        const auto& l = m.lines[i];
        if (l.carried) continue;
        const auto& type = w.sf_type(l.type);
        consider({l.move_type, type.move_redux, type.theatre == Theatre::Air, static_cast<int>(i)});
    }
    if (m.supply_move_type != kNone) consider({m.supply_move_type, 0, false, kNone});  // at-supply-rv41
    if (impassable) refuse(out.refused, Refusal::Impassable);
    if (any) note_exact(t, TermKind::DearestLine, dearest, whole(dear, r.rounding), dear, r.rounding);

    // at-fuel (ruling AT-FUEL-NEED).
    std::int64_t cost = whole(dear, r.rounding);
    const bool huge = cost > 0 && m.fuel_per_step > std::numeric_limits<std::int64_t>::max() / cost;
    const std::int64_t need = r.fuel == AtFuelNeed::PerStep ? m.fuel_per_step
                              : huge                        ? std::numeric_limits<std::int64_t>::max()
                                                            : m.fuel_per_step * cost;
    // A multiplier of 1 (the scenario's default) changes nothing: no term to show.
    if (w.units[static_cast<std::size_t>(m.unit)].fuel < need && v.no_fuel_multiplier != 1) {
        dear.num *= v.no_fuel_multiplier;
        note_exact(t, TermKind::FuelShort, kNone, v.no_fuel_multiplier, dear, r.rounding);
    }
    cost = whole(dear, r.rounding);
    // AT-COST-ORDER penalties-last: the penalties come after every factor, unchanged.
    if (any && r.cost_order == AtCostOrder::PenaltiesLast) {
        const auto [ap, zoc] = hex_penalties(w, to, m.regime);
        if (ap != 0) note(t, TermKind::ApPenalty, kGroupTerm, ap, cost += ap);
        if (zoc != 0) note(t, TermKind::Zoc, kGroupTerm, zoc, cost += zoc);
    }
    if (v.rv814) note(t, TermKind::Rv814, kNone, 0, cost = 0);  // at-rv814
    if (std::binary_search(m.conquered.begin(), m.conquered.end(), to_hex))
        note(t, TermKind::ConquestFree, kNone, 0, cost = 0);  // at-conquest-free
    out.cost = cost;
    return out;
}

}  // namespace umpire::at
