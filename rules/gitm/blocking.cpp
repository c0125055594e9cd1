#include "rules/gitm/blocking.hpp"

#include <bit>
#include <cstdlib>

#include "rules/gitm/terrain_block.hpp"

namespace umpire::gitm {

StepBlocks::StepBlocks(const TacticalMap& map, const Rulings& rulings) noexcept {
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare to = TacSquare::from_index(i);
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                if (dc == 0 && dr == 0) continue;
                const int pc = to.col - dc, pr = to.row - dr;
                if (!TacSquare::in_range(pc, pr)) continue;  // no line steps in from off the map
                if (check_step(map, TacSquare{pc, pr}, to, rulings))
                    into_[static_cast<std::size_t>(i)] |= static_cast<std::uint16_t>(1u << direction(dc, dr));
            }
    }
}

namespace {

// One loop per kind of line, so that the per-step work has no kind test in it.
//
// The minor coordinate after k steps is start + sign * (k * delta / n). It is kept
// as `near`, the square reached by the whole part (the rounding towards the start),
// and `u`, the remainder over n; the other rounding is one square further on. A
// point rounds to the further square when its fraction is past a half, going up
// the axis (2u > n), or at least a half, going down (2u >= n): half rounds down,
// towards the lower coordinate, either way (tm-rounding). Updates are additions
// and selects, so the unpredictable wrap costs no branch.
template <bool Diagonal, bool CheckTerrain>
LineCheck walk(const StepBlocks* terrain, const Occupancy& occ, int from, int n, int major_stride, int minor_stride,
               int minor_delta, int threshold, unsigned straight_dir, unsigned diagonal_dir) noexcept {
    // Hits are gathered as one bit per step and the first is taken at the end: the
    // loop body has no branch that depends on the map.
    std::uint32_t enemy = 0, neutral = 0, blocked = 0;
    int near = from, u = 0, prev = from;
    for (int k = 0; k < n; ++k) {
        near += major_stride;
        u += minor_delta;
        const bool wrap = u >= n;
        u -= wrap ? n : 0;
        near += wrap ? minor_stride : 0;
        const bool further = 2 * u >= threshold;
        const int t = near + (further ? minor_stride : 0);
        unsigned who;
        if constexpr (Diagonal) {
            // tm-case-2: the step passes between the squares sharing an edge with both ends.
            who = occ.at(t) | occ.at(prev + major_stride) | occ.at(prev + minor_stride);
        } else {
            // tm-case-1 (u stays 0) and tm-case-3: both roundings of the point.
            who = occ.at(near) | occ.at(near + (u != 0 ? minor_stride : 0));
        }
        enemy |= (who & Occupancy::kEnemy) << k;
        neutral |= ((who & Occupancy::kNeutral) >> 1) << k;
        if constexpr (CheckTerrain) {
            const unsigned dir = (t - prev == major_stride) ? straight_dir : diagonal_dir;
            blocked |= static_cast<std::uint32_t>(terrain->blocked(static_cast<int>(dir), t)) << k;
        }
        prev = t;
    }
    const auto first = [](std::uint32_t bits) { return bits == 0 ? -1 : std::countr_zero(bits); };
    return LineCheck{first(blocked), first(neutral), first(enemy)};
}

}  // namespace

LineCheck check_line(const StepBlocks* terrain, const Occupancy& occ, TacSquare from, TacSquare to) noexcept {
    const int dc = to.col - from.col, dr = to.row - from.row;
    const int adc = std::abs(dc), adr = std::abs(dr);
    if (adc == 0 && adr == 0) return {};
    // Major axis: one square per step (tm-step-count); minor axis: the smaller count
    // over the larger (tm-fraction).
    const int sc = (dc > 0) - (dc < 0), sr = (dr > 0) - (dr < 0);
    const bool col_major = adc >= adr;
    const int n = col_major ? adc : adr;
    const int major_stride = col_major ? sc : sr * kTacSize;
    const int minor_sign = col_major ? sr : sc;
    const int minor_stride = minor_sign * (col_major ? kTacSize : 1);
    const int minor_delta = col_major ? adr : adc;
    const int threshold = minor_sign > 0 ? n + 1 : n;
    const unsigned straight = static_cast<unsigned>(col_major ? direction(sc, 0) : direction(0, sr));
    const unsigned diagonal = static_cast<unsigned>(direction(sc, sr));
    const int f = from.index();
    if (terrain != nullptr)
        return adc == adr ? walk<true, true>(terrain, occ, f, n, major_stride, minor_stride, minor_delta, threshold,
                                             straight, diagonal)
                          : walk<false, true>(terrain, occ, f, n, major_stride, minor_stride, minor_delta, threshold,
                                              straight, diagonal);
    return adc == adr ? walk<true, false>(nullptr, occ, f, n, major_stride, minor_stride, minor_delta, threshold,
                                          straight, diagonal)
                      : walk<false, false>(nullptr, occ, f, n, major_stride, minor_stride, minor_delta, threshold,
                                           straight, diagonal);
}

LineCheck check_line_reference(const TacticalMap& map, const Occupancy& occ, const Line& line, const Rulings& rulings,
                               bool check_terrain, int first_step) noexcept {
    LineCheck r;
    for (int k = first_step; k < line.count; ++k) {
        const Step& step = line.steps[static_cast<std::size_t>(k)];
        if (check_terrain && r.terrain_step < 0 && check_step(map, line.before(k), step.square, rulings)) r.terrain_step = k;
        for (int i = 0; i < step.contact_count; ++i) {
            const TacSquare q = step.contacts[static_cast<std::size_t>(i)];
            if (r.neutral_step < 0 && occ.neutral(q)) r.neutral_step = k;
            if (r.enemy_step < 0 && occ.enemy(q)) r.enemy_step = k;
        }
    }
    return r;
}

}  // namespace umpire::gitm
