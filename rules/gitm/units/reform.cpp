// Rules 12.3-12.5: shattered units reforming (see reform.hpp).
#include "rules/gitm/units/reform.hpp"

#include <algorithm>

#include "rules/gitm/stacking.hpp"
#include "rules/gitm/supply/communications.hpp"
#include "rules/gitm/supply/supply_phase.hpp"
#include "rules/gitm/units/unit_end.hpp"

namespace umpire::gitm {

void begin_reforming(Unit& u, Seed seed, int turn) {
    DrawStream d(seed, {Purpose::ReformTurns, static_cast<std::uint32_t>(turn), 0, pack(u.id)});
    const int turns = kReformTurnsMin + static_cast<int>(d.below(kReformTurnsMax - kReformTurnsMin + 1));
    u.reforming = Reforming{turns, 0};
}

std::vector<ReformEvent> reform_at_end_of_turn(GameState& state, const Rulings& rulings) {
    std::vector<std::size_t> ready;
    std::vector<ReformEvent> out;
    for (const std::size_t i : units_by_id(state, [](const Unit& u) { return u.reforming.has_value(); })) {
        Unit& u = state.units[i];
        ReformEvent e;
        e.unit = u.id, e.square = u.strategic, e.turns_before = e.turns_after = u.reforming->turns;
        e.failed = u.reforming->failed;
        // 12.3: the turn ending is one of its turns of reforming.
        if (u.reforming->turns > 0) e.turns_after = --u.reforming->turns;
        if (e.turns_after == 0) ready.push_back(i);
        out.push_back(std::move(e));
    }
    if (ready.empty()) return out;
    // 12.5 reads everyone's positions as the turn ends, before any ready unit reappears:
    // one reappearing this turn is no source for another (supply and communications
    // are located once, at the end of the turn: 10.11).
    std::vector<bool> comms(ready.size()), supply(ready.size());
    if (state.logistics == Logistics::Computed) {
        const std::vector<UnitComms> all = work_out_communications(state, rulings);
        for (std::size_t k = 0; k < ready.size(); ++k) comms[k] = all[ready[k]].in();
        supply = sources_available(state, ready, rulings);
    } else {
        for (std::size_t k = 0; k < ready.size(); ++k) {
            const Unit& u = state.units[ready[k]];
            comms[k] = !u.out_of_communications;
            supply[k] = u.supply_unit || u.supply_city;
        }
    }
    for (std::size_t k = 0; k < ready.size(); ++k) {
        Unit& u = state.units[ready[k]];
        auto e = std::find_if(out.begin(), out.end(), [&](const ReformEvent& r) { return r.unit == u.id; });
        e->supply = supply[k];
        e->communications = comms[k];
        if (supply[k] && comms[k]) {
            const ActiveAgain room = place_active_again(state, u, true, rulings);
            if (room.limit != StackLimit::None) {
                e->no_room = room.limit;
                e->stepped_to = room.to;
                e->rulings.add(RulingId::ActiveAgainOverCap);
            }
            if (room.allowed) {
                e->kind = ReformKind::Reappeared;
                if (room.to) {
                    u.tactical = *room.to;
                    u.in_fort = false;
                }
                u.status = UnitStatus::Active;
                u.reforming.reset();
                continue;
            }
        }
        e->failed = ++u.reforming->failed;
        if (e->failed < kReformAttempts) {
            e->kind = ReformKind::Failed;
            continue;
        }
        e->kind = ReformKind::Destroyed;
        u.reforming.reset();
        e->prisoners = take_all_prisoner(u);
    }
    return out;
}

std::vector<ReformEvent> drive_off_reforming(GameState& state, const Whereabouts& before, Seed seed,
                                             std::uint32_t phase_key, const Rulings& rulings,
                                             const std::vector<std::size_t>* cities) {
    std::vector<ReformEvent> out;
    const bool present = rulings.get<ReformEnemy>() == ReformEnemy::Present;
    // Only the units reforming when the look begins: a drive-off makes none start.
    const std::vector<std::size_t> order = units_by_id(state, [](const Unit& u) { return u.reforming.has_value(); });
    std::vector<std::size_t> listed;  // city_squares(state) when none are given, at the first drive-off
    for (const std::size_t i : order) {
        Unit& u = state.units[i];
        const std::optional<UnitId> enemy =
            entered_by(state, u, before, present, [](Relation r) { return r == Relation::Hostile; });
        if (!enemy) continue;
        ReformEvent e;
        e.unit = u.id, e.kind = ReformKind::DrivenOff, e.square = u.strategic;
        e.turns_before = u.reforming->turns, e.turns_after = u.reforming->turns + 1;
        e.failed = u.reforming->failed;
        e.enemy = enemy;
        e.rulings.add(RulingId::ReformEnemy);
        if (!cities) cities = &(listed = city_squares(state));
        const ShatterMove m = shatter_move(state, u, seed, CombatDraw{static_cast<std::uint32_t>(state.turn), phase_key},
                                           rulings, Purpose::ReformDriveOff, *cities);
        for (const RulingId id : m.cite.rulings) e.rulings.add(id);
        e.city = m.city;
        e.to = m.to;
        e.drawn = m.drawn;
        e.destroyed = m.destroyed;
        if (m.result == ShatterMoveResult::Moved) {
            arrive_after_shatter_move(state, u, m, seed, kReformEntryPhaseBase + phase_key, rulings);
            u.reforming->turns = std::min(e.turns_after, kMaxReformTurns);  // 12.4: one more turn
            e.turns_after = u.reforming->turns;
        } else {
            e.kind = ReformKind::DrivenOffDestroyed;
            e.turns_after = 0;
            u.reforming.reset();
            e.prisoners = take_all_prisoner(u);
        }
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace umpire::gitm
