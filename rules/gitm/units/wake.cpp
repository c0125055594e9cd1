// Rules 11.3 and 11.5: inactive units waking (see wake.hpp).
#include "rules/gitm/units/wake.hpp"

#include <algorithm>

#include "model/order_form.hpp"

namespace umpire::gitm {

std::vector<WakeEvent> wake_inactive(GameState& state, const Whereabouts& before, int strategic_phase,
                                     const Rulings& rulings) {
    std::vector<WakeEvent> out;
    const bool carried_out = rulings.get<WakePhasePast>() == WakePhasePast::CarriedOut;
    const auto hostile_or_neutral = [](Relation r) { return r == Relation::Hostile || r == Relation::Neutral; };
    for (Unit& u : state.units) {
        if (u.status != UnitStatus::Inactive) continue;
        const auto by = entered_by(state, u, before, false, hostile_or_neutral);
        if (!by) continue;
        u.status = UnitStatus::Active;
        WakeEvent e{u.id, u.strategic, *by, false, {}};
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
    std::sort(out.begin(), out.end(), [](const WakeEvent& a, const WakeEvent& b) { return a.unit < b.unit; });
    return out;
}

}  // namespace umpire::gitm
