// The two segments of one battle (rules 9.7-9.11) and what the battle leaves in the
// units afterwards (9.13, 3.6, 3.7, 10.9).
#include <algorithm>
#include <cassert>

#include "model/arm.hpp"
#include "rules/gitm/combat/battle_rewards.hpp"
#include "rules/gitm/combat/battle_run.hpp"
#include "rules/gitm/combat/segments.hpp"

namespace umpire::gitm::detail {

void BattleRun::firing() {
    const ParamSet& p = c_.params;
    std::vector<Unit>& units = c_.state.units;
    for (int side = 0; side < 2; ++side)
        rep_.sides[static_cast<std::size_t>(side)].fire = side_fire(fighters_, side, units, rep_.fort_battle, p);
    std::vector<int> men_before(fighters_.size()), lost(fighters_.size(), 0);
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        men_before[k] = units[fighters_[k].unit].strength;
        rep_.units[report_of_[k]].fire_strength = unit_fire(fighters_[k], units[fighters_[k].unit], p);
    }
    // Both sides fire at once: each side's casualties come from the other's strength
    // before either loses a man (9.1's segment is one exchange).
    for (int target = 0; target < 2; ++target) {
        CombatSide& from = rep_.sides[static_cast<std::size_t>(1 - target)];
        from.fire_inflicted = inflicted(from.fire.strength, p.get<Param::FireCasualtyRate>());
        const std::vector<int> l = fire_losses(fighters_, target, from.fire_inflicted, rep_.fort_level, p);
        for (std::size_t k = 0; k < fighters_.size(); ++k)
            if (fighters_[k].side == target) lost[k] = l[k];
    }
    std::array<std::vector<UnitLoss>, 2> by_side;
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        Fighter& f = fighters_[k];
        Unit& u = units[f.unit];
        CombatUnit& cu = rep_.units[report_of_[k]];
        f.fired = cu.fire_strength > 0;
        if (f.fired) {
            // 9.7, also when only its battery fired; within the model's bound, as every fatigue
            // the turn adds (found by fuzz/engine_fuzzer.cpp: a unit at 100 broke the loader's limit)
            u.fatigue = std::min(u.fatigue + 1, kMaxFatigue);
            if (uses_ammunition(u.id.type) && u.ammunition > 0) {
                --u.ammunition;
                spent_[k] = true;
            }
        }
        u.strength -= lost[k];
        f.fire_losses = lost[k];
        cu.fire_losses = lost[k];
        if (lost[k] > 0) by_side[static_cast<std::size_t>(f.side)].push_back(UnitLoss{u.id, lost[k]});
    }
    // 9.4: the rear refills the front.
    for (int side = 0; side < 2; ++side) {
        SideLines sl;
        sl.capacity = rep_.sides[static_cast<std::size_t>(side)].capacity;
        std::vector<std::size_t> which;
        sl.units.reserve(fighters_.size());
        which.reserve(fighters_.size());
        for (std::size_t k = 0; k < fighters_.size(); ++k)
            if (fighters_[k].side == side) {
                sl.units.push_back(fighters_[k].lines);
                which.push_back(k);
            }
        if (which.empty()) continue;
        sl = refill_front(std::move(sl), by_side[static_cast<std::size_t>(side)]);
        for (std::size_t j = 0; j < which.size(); ++j) fighters_[which[j]].lines = sl.units[j];
    }
    flanks_of_sides();
    morale_checks(CombatSegment::Fire, men_before, lost);
}

// 9.10 and 3.6 measure odds by the melee strengths as the sides engage, the rear line
// counted at odds-rear-share of its engaged strength. Both sides from one copy of the fighters.
std::array<MilliMen, 2> BattleRun::odds_strengths() const {
    std::vector<Fighter> f;
    f.reserve(fighters_.size());
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        if (!in_battle(report_of_[k])) continue;
        Fighter x = fighters_[k];
        const ParamValue share = c_.params.get<Param::OddsRearShare>();
        x.lines.rear.men = static_cast<int>(std::int64_t{x.lines.rear.men} * share / 1000);
        x.lines.rear.artillerists = std::min(x.lines.rear.men,
                                             static_cast<int>(std::int64_t{x.lines.rear.artillerists} * share / 1000));
        f.push_back(x);
    }
    std::array<MilliMen, 2> out{};
    for (int side = 0; side < 2; ++side) {
        const CombatSide& cs = rep_.sides[static_cast<std::size_t>(side)];
        out[static_cast<std::size_t>(side)] =
            side_melee(f, side, c_.state.units, rep_.fort_battle, cs.exposed_flanks, c_.params).strength;
    }
    return out;
}

void BattleRun::melee() {
    const ParamSet& p = c_.params;
    std::vector<Unit>& units = c_.state.units;
    // A side with nobody left to fight has lost without a melee (its HQs in a fort
    // surrender with it, 9.2).
    for (int side = 0; side < 2; ++side)
        if (fighting(side) == 0) {
            loser_ = side;
            rep_.sides[static_cast<std::size_t>(side)].lost = true;
        }
    if (loser_ >= 0) {
        if (fighting(1 - loser_) == 0) {  // both gone: nobody holds the field
            rep_.sides[0].lost = rep_.sides[1].lost = false;  // the loop above marked both
            loser_ = -1;
            return;
        }
        fall_back_losers();
        return;
    }
    // Only the units still in the battle fight; the others are out of the vector.
    std::vector<Fighter> in;
    std::vector<std::size_t> which;
    for (std::size_t k = 0; k < fighters_.size(); ++k)
        if (in_battle(report_of_[k])) {
            in.push_back(fighters_[k]);
            which.push_back(k);
        }
    // 9.10: at 2:1 against, attack and defend turn to skirmish.
    const std::array<MilliMen, 2> odds = odds_strengths();
    for (int side = 0; side < 2; ++side) {
        CombatSide& cs = rep_.sides[static_cast<std::size_t>(side)];
        cs.odds = odds[static_cast<std::size_t>(side)];
        if (!two_to_one_against(cs.odds, odds[static_cast<std::size_t>(1 - side)])) continue;
        for (std::size_t j = 0; j < in.size(); ++j)
            if (in[j].side == side && may_switch_to_skirmish(in[j].ctx.mode)) {
                in[j].ctx.mode = CombatMode::Skirmish;
                in[j].skirmishing = true;
                cs.switched_to_skirmish = true;
            }
    }
    for (int side = 0; side < 2; ++side) {
        CombatSide& cs = rep_.sides[static_cast<std::size_t>(side)];
        cs.melee = side_melee(in, side, units, rep_.fort_battle, cs.exposed_flanks, p);
    }
    std::vector<int> men_before(fighters_.size(), 0), lost(fighters_.size(), 0);
    std::array<std::vector<int>, 2> base;
    for (int target = 0; target < 2; ++target) {
        const CombatSide& from = rep_.sides[static_cast<std::size_t>(1 - target)];
        base[static_cast<std::size_t>(target)] =
            melee_losses(in, target, inflicted(from.melee.strength, p.get<Param::MeleeCasualtyRate>()), units,
                         rep_.fort_level, p);
    }
    decide_loser(base);
    for (int target = 0; target < 2; ++target) {
        CombatSide& from = rep_.sides[static_cast<std::size_t>(1 - target)];
        from.melee_inflicted = inflicted(from.melee.strength, p.get<Param::MeleeCasualtyRate>());
        if (target == loser_) {
            // 9.9: the loser suffers increased casualties.
            from.melee_inflicted = from.melee_inflicted * p.get<Param::MeleeLoserCasualties>() / 1000;
            base[static_cast<std::size_t>(target)] =
                melee_losses(in, target, from.melee_inflicted, units, rep_.fort_level, p);
        }
    }
    for (std::size_t j = 0; j < in.size(); ++j) {
        const std::size_t k = which[j];
        Fighter& f = fighters_[k];
        Unit& u = units[f.unit];
        CombatUnit& cu = rep_.units[report_of_[k]];
        f.ctx = in[j].ctx;
        f.skirmishing = in[j].skirmishing;
        cu.skirmished = f.skirmishing;
        cu.melee_strength = unit_melee(in[j], u, p);
        f.fought = cu.melee_strength > 0;
        if (f.fought) {
            u.fatigue = std::min(u.fatigue + 1, kMaxFatigue);  // 9.9, within the bound as 9.7's
            if (!spent_[k] && uses_ammunition(u.id.type) && u.ammunition > 0) {
                --u.ammunition;
                spent_[k] = true;
            }
        }
        const int l = base[static_cast<std::size_t>(f.side)][j];
        men_before[k] = u.strength;
        lost[k] = l;
        u.strength -= l;
        f.melee_losses = l;
        cu.melee_losses = l;
    }
    morale_checks(CombatSegment::Melee, men_before, lost);
    if (loser_ >= 0) fall_back_losers();
}

// MELEE-LOSER: who lost the melee, from the strengths (or the losses) of 9.9.
void BattleRun::decide_loser(const std::array<std::vector<int>, 2>& base) {
    rep_.rulings.add(RulingId::MeleeLoser);
    const CombatSide* s = rep_.sides.data();
    int loser = -1;
    if (c_.rulings.get<MeleeLoser>() == MeleeLoser::LowerStrength) {
        if (s[0].melee.strength != s[1].melee.strength) loser = s[0].melee.strength < s[1].melee.strength ? 0 : 1;
    } else {
        std::int64_t lost[2] = {0, 0}, men[2] = {0, 0};
        for (int side = 0; side < 2; ++side)
            for (std::size_t k = 0, j = 0; k < fighters_.size(); ++k) {
                if (!in_battle(report_of_[k])) continue;
                if (fighters_[k].side == side) {
                    lost[side] += base[static_cast<std::size_t>(side)][j];
                    men[side] += c_.state.units[fighters_[k].unit].strength;
                }
                ++j;
            }
        const std::int64_t a = lost[0] * men[1], b = lost[1] * men[0];
        if (a != b) loser = a > b ? 0 : 1;
    }
    // Equal: an attacker facing a defender has not carried the position.
    if (loser < 0 && s[0].attacking != s[1].attacking) loser = s[0].attacking ? 0 : 1;
    loser_ = loser;
    if (loser >= 0) rep_.sides[static_cast<std::size_t>(loser)].lost = true;
}

void BattleRun::after_battle() {
    const ParamSet& p = c_.params;
    std::vector<Unit>& units = c_.state.units;
    // 9.13: the battle's losses by type; a loser's men are more often taken or scattered.
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        const Fighter& f = fighters_[k];
        Unit& u = units[f.unit];
        const LossSplit split = split_losses(f.fire_losses + f.melee_losses, f.side == loser_, p);
        u.killed += split.killed;
        u.wounded += split.wounded;
        u.prisoners += split.prisoners;
        u.stragglers += split.stragglers;
        LossSplit& l = rep_.units[report_of_[k]].losses;
        l.killed += split.killed;
        l.wounded += split.wounded;
        l.prisoners += split.prisoners;
        l.stragglers += split.stragglers;
    }
    // 3.6: experience by the odds of the melee (of the firing when no melee was fought).
    MilliMen a = rep_.sides[0].odds, b = rep_.sides[1].odds;
    if (a == 0 && b == 0) {
        a = rep_.sides[0].fire.strength;
        b = rep_.sides[1].fire.strength;
    }
    const int gain = combat_experience(a, b, p);
    std::int64_t men = 0;
    for (const Fighter& f : fighters_) men += f.men_at_start;
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        Unit& u = units[fighters_[k].unit];
        u.experience = std::min(kMaxExperience, u.experience + gain);
    }
    // 3.7: morale up for the winners, down for the losers, more in larger battles.
    if (loser_ >= 0)
        for (std::size_t pi = 0; pi < rep_.units.size(); ++pi) {
            Unit& u = unit_of(pi);
            const int change = battle_morale(rep_.units[pi].side != loser_, men, p);
            u.morale = std::clamp(u.morale + change, kMinMorale, kMaxMorale);
        }
    if (loser_ >= 0) nearby_morale_change(men);
    for (std::size_t pi = 0; pi < rep_.units.size(); ++pi) {
        const Unit& u = unit_of(pi);
        CombatUnit& cu = rep_.units[pi];
        cu.strength_after = u.strength;
        cu.fatigue_after = u.fatigue;
        cu.experience_after = u.experience;
        cu.morale_after = u.morale;
        cu.ammunition_after = u.ammunition;
        cu.strategic_after = u.strategic;
        cu.square_after = u.tactical;
    }
}

// 3.7: units "close to them" share a part of their side's change: active units within
// morale-nearby-radius strategic squares, not in the battle, friends (same side or
// actively allied) of one side's units.
void BattleRun::nearby_morale_change(std::int64_t men) {
    const ParamSet& p = c_.params;
    const int radius = static_cast<int>(p.get<Param::MoraleNearbyRadius>());
    int side_state[2] = {-1, -1};
    for (std::size_t pi = 0; pi < rep_.units.size(); ++pi)
        if (side_state[rep_.units[pi].side] < 0) side_state[rep_.units[pi].side] = c_.relations.index(unit_of(pi).state);
    std::vector<std::size_t> in_battle = part_;
    std::sort(in_battle.begin(), in_battle.end());
    for (std::size_t i : c_.within(b_.strategic, radius)) {
        Unit& u = c_.state.units[i];
        if (u.status != UnitStatus::Active) continue;
        if (std::binary_search(in_battle.begin(), in_battle.end(), i)) continue;
        const int si = c_.relations.index(u.state);
        for (int side = 0; side < 2; ++side) {
            if (si < 0 || side_state[side] < 0 || !friendly(c_.relations.at(si, side_state[side]))) continue;
            const int change = nearby_morale(battle_morale(side != loser_, men, p), p);
            NearbyMorale n{u.id, u.morale, std::clamp(u.morale + change, kMinMorale, kMaxMorale)};
            u.morale = n.after;
            if (n.after != n.before) rep_.nearby.push_back(n);
            break;
        }
    }
}

}  // namespace umpire::gitm::detail
