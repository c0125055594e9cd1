#include "rules/gitm/blocking.hpp"

namespace umpire::gitm {

LineCheck check_line(const TacticalMap& map, const Occupancy& occ, const Line& line, const Rulings& rulings,
                     bool check_terrain) noexcept {
    LineCheck r;
    for (int k = 0; k < line.count; ++k) {
        const Step& step = line.steps[static_cast<std::size_t>(k)];
        if (check_terrain && !r.terrain) {
            if (auto c = check_step(map, line.before(k), step.square, rulings)) {
                c.step = k;
                r.terrain = c;
            }
        }
        for (int i = 0; i < step.contact_count; ++i) {
            const auto idx = static_cast<std::size_t>(step.contacts[static_cast<std::size_t>(i)].index());
            if (r.neutral_step < 0 && occ.neutral[idx]) r.neutral_step = k;
            if (r.enemy_step < 0 && occ.enemy[idx]) r.enemy_step = k;
        }
    }
    return r;
}

}  // namespace umpire::gitm
