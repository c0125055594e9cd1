// Setting up one battle (rules 9.1 to 9.6): who fights on each side, who attacks and who
// defends (9.6), the directions the attackers came from (9.4), the lines (9.3), squares (9.5), and each unit's
// battle context for effective strength.
#include <algorithm>
#include <cassert>

#include "model/arm.hpp"
#include "model/fort.hpp"
#include "rules/gitm/combat/battle_run.hpp"
#include "rules/gitm/combat/bombard.hpp"
#include "rules/gitm/combat/frontage.hpp"
#include "rules/gitm/line.hpp"

namespace umpire::gitm::detail {
namespace {

// Rule 6.9's defaults when the orders leave a mode out: skirmish, militia attack/defend.
CombatMode offensive_mode(const Unit& u, const UnitOrders* o) {
    if (o && o->postures.attack) return combat_mode(*o->postures.attack);
    return u.id.type == UnitType::Militia ? CombatMode::Attack : CombatMode::Skirmish;
}
CombatMode defensive_mode(const Unit& u, const UnitOrders* o) {
    if (o && o->postures.defend) return combat_mode(*o->postures.defend);
    return u.id.type == UnitType::Militia ? CombatMode::Defend : CombatMode::Skirmish;
}

std::optional<Direction> direction_of(int dc, int dr) {
    for (Direction d : kAllDirections)
        if (dcol(d) == dc && drow(d) == dr) return d;
    return std::nullopt;
}

}  // namespace

bool BattleRun::gather() {
    const GameState& s = c_.state;
    square_ = s.square(b_.strategic);
    assert(square_);
    rep_.strategic = b_.strategic;
    rep_.square = b_.square;
    rep_.stance = b_.stance;
    const std::size_t listed = b_.initiators.units.size() + b_.opponents.units.size();
    rep_.units.reserve(listed);  // a report unit is large: no copies as the list grows
    part_.reserve(listed);
    fighters_.reserve(listed);
    report_of_.reserve(listed);
    for (int side = 0; side < 2; ++side) {
        const BattleSide& bs = side == 0 ? b_.initiators : b_.opponents;
        for (const UnitId& id : bs.units) {
            auto i = c_.index(id);
            assert(i);
            const Unit& u = s.units[*i];
            // Gone since the phase ended (an earlier battle's retreat or rout), or no
            // longer able to fight: shattered, or inactive (rule 11.4).
            if (u.strategic != b_.strategic || u.tactical != b_.square || u.status != UnitStatus::Active) continue;
            const bool hq = is_headquarters(u.id.type);
            // 9.2: a headquarters outside a fort stepped aside (or shattered) when the
            // enemy came in; one in a fort stays, takes no line, and shares its side's fate.
            if (hq && !u.in_fort) continue;
            CombatUnit cu;
            cu.unit = u.id;
            cu.side = side;
            cu.headquarters = hq;
            cu.moved = std::binary_search(bs.moved.begin(), bs.moved.end(), u.id);
            cu.strength_before = u.strength;
            cu.fatigue_before = u.fatigue;
            cu.experience_before = u.experience;
            cu.morale_before = u.morale;
            cu.ammunition_before = u.ammunition;
            rep_.units.push_back(cu);
            part_.push_back(*i);
            if (hq) continue;
            Fighter f;
            f.unit = *i;
            f.side = side;
            f.men_at_start = u.strength;
            fighters_.push_back(f);
            report_of_.push_back(rep_.units.size() - 1);
        }
    }
    spent_.assign(fighters_.size(), false);
    bool any[2] = {false, false};
    for (const CombatUnit& cu : rep_.units) any[cu.side] = true;
    if (!any[0] || !any[1]) return false;
    for (const std::size_t i : c_.members(b_.strategic)) {
        const Unit& u = s.units[i];
        if (u.status == UnitStatus::Active && u.in_fort && u.tactical == b_.square) rep_.fort_battle = true;
    }
    if (rep_.fort_battle) rep_.fort_level = square_->fort;
    return true;
}

void BattleRun::roles() {
    CombatSide* s = rep_.sides.data();
    switch (b_.stance) {
        case BattleStance::AttackAndDefend:
            s[0].defending = b_.initiators.defending;
            s[1].defending = b_.opponents.defending;
            break;
        case BattleStance::BothAttack: break;
        case BattleStance::Interception: s[1].defending = true; break;  // 8.11: the intercepted defend
        case BattleStance::BothStood:
            rep_.rulings.add(RulingId::BothStood);
            if (c_.rulings.get<BothStood>() == BothStood::BothDefend) s[0].defending = s[1].defending = true;
            break;
    }
    for (CombatSide& x : rep_.sides) x.attacking = !x.defending;
}

// 9.4: each attacker that moved in this phase entered from the square before the last
// step of the straight line from where it began the phase (8.5's line, as walked).
// Reading: one line from its start; a move by a waypoint counts its last leg's
// direction only as far as that line agrees.
void BattleRun::entry_directions() {
    for (std::size_t k = 0; k < rep_.units.size(); ++k) {
        const CombatUnit& cu = rep_.units[k];
        if (!cu.moved || !rep_.sides[static_cast<std::size_t>(cu.side)].attacking) continue;
        const UnitPhase* m = c_.move_of(cu.unit);
        if (!m || m->from == b_.square) continue;
        const Line ln = trace_line(m->from, b_.square, c_.rulings.get<StepTypo>());
        const TacSquare prev = ln.before(ln.count - 1);
        if (auto d = direction_of(prev.col - b_.square.col, prev.row - b_.square.row)) rep_.entered.add(*d);
    }
}

void BattleRun::place() {
    const FrontageResult fr = frontage(rep_.entered, c_.rulings);
    for (RulingId r : fr.ruling) rep_.rulings.add(r);
    for (int side = 0; side < 2; ++side) {
        std::vector<LineUnit> lu;
        std::vector<std::size_t> which;
        lu.reserve(fighters_.size());
        which.reserve(fighters_.size());
        for (std::size_t k = 0; k < fighters_.size(); ++k) {
            if (fighters_[k].side != side) continue;
            const Unit& u = c_.state.units[fighters_[k].unit];
            const UnitOrders* o = c_.orders_of(fighters_[k].unit);
            lu.push_back(LineUnit{u.id, u.strength, u.batteries, o ? o->tactical.line : std::nullopt});
            which.push_back(k);
        }
        CombatSide& cs = rep_.sides[static_cast<std::size_t>(side)];
        cs.capacity = fr.capacity;
        if (lu.empty()) {
            cs.no_fighters = true;
            continue;
        }
        const LineKey key{c_.state.turn, c_.phase, b_.strategic, b_.square, side};
        SideLines sl = place_lines(lu, fr.capacity, c_.seed, key);
        cs.front = sl.front;
        cs.second = sl.second;
        cs.rear = sl.rear;
        cs.uncounted = sl.uncounted;
        cs.draws = sl.draws;
        for (std::size_t j = 0; j < which.size(); ++j) {
            assert(sl.units[j].unit == lu[j].id);
            fighters_[which[j]].lines = sl.units[j];
            CombatUnit& cu = rep_.units[report_of_[which[j]]];
            cu.lines = sl.units[j];
            cu.wanted = sl.units[j].wanted;
            cu.line = sl.units[j].line;
        }
    }
}

// 9.5: infantry attacked by a force that is primarily cavalry, with no infantry unit and
// fewer than 4 batteries per 1,000 cavalrymen, forms squares.
void BattleRun::squares() {
    for (int attacker = 0; attacker < 2; ++attacker) {
        const int target = 1 - attacker;
        if (!rep_.sides[static_cast<std::size_t>(attacker)].attacking) continue;
        std::int64_t men = 0, cavalry = 0, batteries = 0;
        bool infantry = false, target_infantry = false;
        for (const Fighter& f : fighters_) {
            const Unit& u = c_.state.units[f.unit];
            if (f.side == target) {
                target_infantry = target_infantry || arm(u.id.type) == Arm::Infantry;
                continue;
            }
            men += u.strength;
            batteries += u.batteries;
            if (arm(u.id.type) == Arm::Cavalry) cavalry += u.strength;
            infantry = infantry || arm(u.id.type) == Arm::Infantry;
        }
        if (cavalry == 0 || infantry || !target_infantry || batteries * 1000 >= 4 * cavalry) continue;
        rep_.rulings.add(RulingId::SquareCavalry);
        const bool primarily = c_.rulings.get<SquareCavalry>() == SquareCavalry::MostMen ? cavalry * 2 > men
                                                                                          : cavalry * 3 >= men * 2;
        if (!primarily) continue;
        rep_.sides[static_cast<std::size_t>(target)].formed_squares = true;
        for (std::size_t k = 0; k < fighters_.size(); ++k) {
            const Unit& u = c_.state.units[fighters_[k].unit];
            if (fighters_[k].side == target && arm(u.id.type) == Arm::Infantry) {
                fighters_[k].ctx.formed_square = true;
                rep_.units[report_of_[k]].formed_square = true;
            }
            if (fighters_[k].side == attacker && arm(u.id.type) == Arm::Cavalry) fighters_[k].ctx.facing_square = true;
        }
    }
}

void BattleRun::contexts() {
    // The same garrison as bombardment counts (9.14's fort, 9.6's "sufficiently manned").
    const bool manned = rep_.fort_battle && sufficiently_manned(*square_, garrison_spaces(c_.state, c_.members(b_.strategic)));
    const Terrain terrain = square_->map.at(b_.square);
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        Fighter& f = fighters_[k];
        const Unit& u = c_.state.units[f.unit];
        const CombatSide& cs = rep_.sides[static_cast<std::size_t>(f.side)];
        const UnitOrders* o = c_.orders_of(f.unit);
        // 8.11: an interception is fought in attack mode by both sides.
        f.ctx.mode = b_.stance == BattleStance::Interception ? CombatMode::Attack
                     : cs.defending                          ? defensive_mode(u, o)
                                                             : offensive_mode(u, o);
        f.ctx.defending = cs.defending;
        f.ctx.terrain = terrain;
        f.ctx.moved = rep_.units[report_of_[k]].moved;
        f.ctx.fort_manned = manned && u.in_fort;
        CombatUnit& cu = rep_.units[report_of_[k]];
        cu.mode = f.ctx.mode;
        cu.factors = unit_factors(u, f.ctx, c_.params);
    }
}

void BattleRun::flanks_of_sides() {
    std::vector<const Unit*> near;
    for (const std::size_t i : c_.within(b_.strategic, 1)) near.push_back(&c_.state.units[i]);
    for (int side = 0; side < 2; ++side) {
        CombatSide& cs = rep_.sides[static_cast<std::size_t>(side)];
        std::vector<const Unit*> units;
        std::int64_t spaces = 0;
        for (std::size_t k = 0; k < fighters_.size(); ++k)
            if (fighters_[k].side == side && in_battle(report_of_[k])) {
                units.push_back(&c_.state.units[fighters_[k].unit]);
                spaces += fighters_[k].lines.front.spaces;
            }
        if (units.empty()) continue;
        const Flanks fl = flanks(c_.state, *square_, b_.square, units,
                                 FrontLine{static_cast<int>(spaces), cs.capacity.front}, c_.rulings, near);
        for (RulingId r : fl.cite.rulings) rep_.rulings.add(r);
        cs.flanks = fl.status;
        // 9.5: squares are never flanked; 9.8: nor is anyone in a fort battle.
        if (cs.formed_squares || fl.status == FlankStatus::FortBattle) cs.exposed_flanks = 0;
        else cs.exposed_flanks = fl.status == FlankStatus::Exposed ? 2 : fl.status == FlankStatus::OneAnchored ? 1 : 0;
    }
}

}  // namespace umpire::gitm::detail
