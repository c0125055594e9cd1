// Rule 9.12 under the ruling COMBAT-MASS-ROUT "on": after a phase's battles, a side whose
// units in a strategic square retreated or routed in large enough numbers carries the
// rest of its units there along unless they keep their nerve.
//
// Readings (no ruling offers another yet): the side is the first broken unit's state and
// every state friendly to it (8.3's sides); it is counted among its combat units in the
// square when the combat began (headquarters do not take morale checks, 9.2); a unit that
// fell back, or fought no battle, checks too; the check has no losses and no exposed
// flank to count, so its chance is the unit's own steadiness (quality, experience);
// fatigue, forts and 12.1 act as in 9.8.
#include <algorithm>

#include "rules/gitm/combat/battle_run.hpp"

namespace umpire::gitm::detail {
namespace {

bool broke(CombatFate f) { return f == CombatFate::Retreated || f == CombatFate::Routed; }

struct Broken {
    StratSquare square;  // of the battle
    UnitId unit;
    friend auto operator<=>(const Broken&, const Broken&) = default;
};

}  // namespace

std::vector<MassRout> mass_routs(CombatPhase& c, const std::vector<Unit>& start,
                                 const std::vector<BattleReport>& battles) {
    std::vector<Broken> broken;
    for (const BattleReport& b : battles)
        for (const CombatUnit& cu : b.units)
            if (broke(cu.fate)) broken.push_back({b.strategic, cu.unit});
    std::sort(broken.begin(), broken.end());
    broken.erase(std::unique(broken.begin(), broken.end()), broken.end());

    const ParamValue share = c.params.get<Param::MassRetreatShare>();
    std::vector<MassRout> out;
    for (auto at = broken.begin(); at != broken.end();) {
        const StratSquare here = at->square;
        auto end = std::find_if(at, broken.end(), [&](const Broken& b) { return b.square != here; });
        std::vector<UnitId> left;
        for (auto it = at; it != end; ++it) left.push_back(it->unit);
        at = end;
        while (!left.empty()) {
            const Unit& first = start[*c.index(left.front())];
            const int first_state = c.relations.index(first.state);
            const auto same_side = [&](const Unit& u) {
                return c.relations.allied(first_state, c.relations.index(u.state), false);
            };
            MassRout m{here, first.state, {}, 0, {}};
            std::vector<std::size_t> side;
            for (const std::size_t i : c.by_id) {
                const Unit& u = start[i];
                if (u.strategic == here && u.status == UnitStatus::Active && !is_headquarters(u.id.type) && same_side(u))
                    side.push_back(i);
            }
            m.side_units = static_cast<int>(side.size());
            std::erase_if(left, [&](const UnitId& id) {
                if (!same_side(start[*c.index(id)])) return false;
                m.broken.push_back(id);
                return true;
            });
            if (static_cast<ParamValue>(m.broken.size()) * 1000 < share * m.side_units) continue;
            for (const std::size_t i : side) {
                Unit& u = c.state.units[i];
                if (std::binary_search(m.broken.begin(), m.broken.end(), u.id) || u.status != UnitStatus::Active ||
                    u.strategic != here)
                    continue;
                MassRoutUnit mu;
                mu.unit = u.id;
                mu.strength_before = u.strength;
                mu.fatigue_before = u.fatigue;
                DrawStream stream(c.seed, DrawKey{Purpose::MassRoutCheck, static_cast<std::uint32_t>(c.state.turn),
                                                  static_cast<std::uint32_t>(c.phase), pack(u.id)});
                mu.check = check_morale(u, u.strength, 0, 0, c.params, stream);
                if (mu.check.result != MoraleResult::Passed)
                    mu.fate = break_unit(c, i, mu.check, {mu.losses, mu.rulings}, true);
                const Unit& after = c.state.units[i];
                mu.strength_after = after.strength;
                mu.fatigue_after = after.fatigue;
                mu.strategic_after = after.strategic;
                mu.square_after = after.tactical;
                m.units.push_back(std::move(mu));
            }
            out.push_back(std::move(m));
        }
    }
    return out;
}

}  // namespace umpire::gitm::detail
