// Rules 11.3 and 11.5: inactive units waking (see wake.hpp).
#include "rules/gitm/units/wake.hpp"

#include <algorithm>

#include "model/order_form.hpp"
#include "rules/gitm/stacking.hpp"

namespace umpire::gitm {

std::vector<WakeEvent> wake_inactive(GameState& state, const Whereabouts& before, int strategic_phase,
                                     const Rulings& rulings) {
    std::vector<WakeEvent> out;
    const bool carried_out = rulings.get<WakePhasePast>() == WakePhasePast::CarriedOut;
    const auto hostile_or_neutral = [](Relation r) { return r == Relation::Hostile || r == Relation::Neutral; };
    // Waking only makes units active, so the units inactive at the start are all it can wake.
    const auto inactive = [](const Unit& u) { return u.status == UnitStatus::Inactive; };
    for (const std::size_t i : units_by_id(state, inactive)) {
        Unit& u = state.units[i];
        const auto by = entered_by(state, u, before, false, hostile_or_neutral);
        if (!by) continue;
        WakeEvent e{u.id, u.strategic, *by, false, StackLimit::None, std::nullopt, {}};
        const ActiveAgain room = place_active_again(state, u, true, rulings);
        if (room.limit != StackLimit::None) {
            e.no_room = room.limit;
            e.stepped_to = room.to;
            e.rulings.add(RulingId::ActiveAgainOverCap);
        }
        if (!room.allowed) {
            out.push_back(std::move(e));
            continue;
        }
        if (room.to) {
            u.tactical = *room.to;
            u.in_fort = false;
        }
        u.status = UnitStatus::Active;
        // 11.5: a strategic box still to come can be made; the sixth phase has none after it.
        if (strategic_phase >= 1 && strategic_phase < kStrategicPhases) {
            e.rulings.add(RulingId::WakePhasePast);
            if (carried_out && u.march) {
                u.march->delay = std::min(u.march->delay + 1, kStrategicPhases);
                e.late = true;
            }
        }
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace umpire::gitm
