#include "rules/gitm/combat/segments.hpp"

#include <algorithm>

#include "model/arm.hpp"
#include "rules/gitm/combat/casualties.hpp"
#include "rules/gitm/combat/combat_mode.hpp"

namespace umpire::gitm {
namespace {

MilliMen with_factors(MilliMen base, const Fighter& f, const Unit& u, bool melee, const ParamSet& p) {
    if (base == 0) return 0;
    return apply_strength_factors(base, u, f.ctx, melee, p);
}

// The share of casualties a sufficiently manned fort spares, taken off (rounded down, so
// the garrison never loses less than the exact reduction allows).
int after_fort(int losses, const Fighter& f, int fort_level) {
    if (!f.ctx.fort_manned) return losses;
    return losses - static_cast<int>(std::int64_t{losses} * fort_reduction(fort_level) / 1000);
}

}  // namespace

MilliMen unit_fire(const Fighter& f, const Unit& u, const ParamSet& p) {
    return with_factors(fire_base(u, f.lines, p), f, u, false, p);
}

MilliMen unit_melee(const Fighter& f, const Unit& u, const ParamSet& p) {
    return with_factors(melee_base(u, f.lines), f, u, true, p);
}

namespace {

// A side's effective melee strength, and its cavalry's part of it (9.7, 9.9).
struct MeleeSum {
    MilliMen all = 0, cavalry = 0;
    [[nodiscard]] bool mixed() const noexcept { return all > 0 && cavalry * 3 >= all && cavalry * 3 <= all * 2; }
};

MeleeSum melee_sum(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units, const ParamSet& p) {
    MeleeSum s;
    for (const Fighter& x : f) {
        if (x.side != side) continue;
        const Unit& u = units[x.unit];
        const MilliMen m = unit_melee(x, u, p);
        s.all += m;
        if (arm(u.id.type) == Arm::Cavalry) s.cavalry += m;
    }
    return s;
}

}  // namespace

bool mixed_arms(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units, bool fort_battle,
                const ParamSet& p) {
    return !fort_battle && melee_sum(f, side, units, p).mixed();
}

SideStrength side_fire(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units, bool fort_battle,
                       const ParamSet& p) {
    SideStrength s;
    for (const Fighter& x : f)
        if (x.side == side) s.strength += unit_fire(x, units[x.unit], p);
    s.mixed_arms = mixed_arms(f, side, units, fort_battle, p);
    if (s.mixed_arms) s.strength = s.strength * p.get<Param::MixedArms>() / 1000;
    return s;
}

SideStrength side_melee(const std::vector<Fighter>& f, int side, const std::vector<Unit>& units, bool fort_battle,
                        int exposed_flanks, const ParamSet& p) {
    SideStrength s;
    // One pass gives both the strength and what mixed arms reads of it.
    const MeleeSum sum = melee_sum(f, side, units, p);
    s.strength = sum.all;
    s.mixed_arms = !fort_battle && sum.mixed();
    if (s.mixed_arms) s.strength = s.strength * p.get<Param::MixedArms>() / 1000;
    s.exposed_flanks = exposed_flanks;
    for (int i = 0; i < exposed_flanks; ++i) s.strength = s.strength * p.get<Param::FlankExposed>() / 1000;
    return s;
}

std::int64_t inflicted(MilliMen strength, ParamValue rate) noexcept { return strength * rate / 1000 / 1000; }

std::vector<int> fire_losses(const std::vector<Fighter>& f, int target, std::int64_t casualties, int fort_level,
                             const ParamSet& p) {
    std::vector<std::int64_t> weights(f.size(), 0);
    for (std::size_t i = 0; i < f.size(); ++i)
        if (f[i].side == target)
            weights[i] = std::int64_t{f[i].lines.front.men + f[i].lines.second.men} * casualty_factor(f[i].ctx.mode, p);
    std::vector<int> out = share_out(casualties, weights);
    for (std::size_t i = 0; i < f.size(); ++i)
        out[i] = std::min(after_fort(out[i], f[i], fort_level), f[i].lines.front.men + f[i].lines.second.men);
    return out;
}

std::vector<int> melee_losses(const std::vector<Fighter>& f, int target, std::int64_t casualties,
                              const std::vector<Unit>& units, int fort_level, const ParamSet& p) {
    std::vector<std::int64_t> weights(f.size(), 0);
    for (std::size_t i = 0; i < f.size(); ++i)
        if (f[i].side == target) weights[i] = std::int64_t{units[f[i].unit].strength} * casualty_factor(f[i].ctx.mode, p);
    std::vector<int> out = share_out(casualties, weights);
    for (std::size_t i = 0; i < f.size(); ++i)
        out[i] = std::min(after_fort(out[i], f[i], fort_level), units[f[i].unit].strength);
    return out;
}

}  // namespace umpire::gitm
