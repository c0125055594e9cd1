// Rule 4.2's sight geometry (see sighting.hpp).
#include "rules/gitm/sighting.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

namespace umpire::gitm {
namespace {

constexpr int sign(int v) noexcept { return (v > 0) - (v < 0); }
constexpr int magnitude(int v) noexcept { return v < 0 ? -v : v; }

// The eight directions of rule 4.2 as the compass step (sx, sy), coded 0..8 (4, the
// null step, is never returned); kNone for an offset in no direction, which only
// the "lines" alternative of REPORT-SIGHT-DIRECTION has. Callers handle (0, 0).
constexpr int kNone = -1;
constexpr int kCodes = 9;

constexpr int direction(int dx, int dy, SightDirection mode) noexcept {
    const int ax = magnitude(dx), ay = magnitude(dy);
    if (mode == SightDirection::Lines) {
        if (dx != 0 && dy != 0 && ax != ay) return kNone;
    } else {
        // A sector edge lies 22.5 degrees off a compass line, where minor/major is
        // tan 22.5 = sqrt(2) - 1; squared, minor < (sqrt(2) - 1) major becomes
        // (minor + major)^2 < 2 major^2. As sqrt(2) is irrational only the origin
        // lies on an edge, so every other square has exactly one direction.
        const int s2 = (ax + ay) * (ax + ay);
        if (s2 < 2 * ax * ax)
            dy = 0;  // nearest the east-west line
        else if (s2 < 2 * ay * ay)
            dx = 0;  // nearest the north-south line
    }
    return (sign(dx) + 1) * 3 + (sign(dy) + 1);
}

// Every offset one tactical map can hold, grouped by direction and nearest first
// within each, so that a sight test walks outward from the eye and stops at the
// first screen, or at the mover's distance, instead of testing every screen.
struct Offset {
    std::int8_t dx = 0, dy = 0;
    std::int16_t d2 = 0;  // squared distance
};
constexpr int kSpan = kTacSize - 1;
constexpr int kOffsets = (2 * kSpan + 1) * (2 * kSpan + 1) - 1;

struct Rays {
    std::array<Offset, kOffsets> at{};
    std::array<int, kCodes + 1> begin{};  // direction code c holds at[begin[c]] .. at[begin[c + 1]]
};

constexpr Rays make_rays(SightDirection mode) {
    std::array<std::pair<int, Offset>, kOffsets> all{};
    int n = 0;
    for (int dy = -kSpan; dy <= kSpan; ++dy)
        for (int dx = -kSpan; dx <= kSpan; ++dx) {
            const int code = (dx == 0 && dy == 0) ? kNone : direction(dx, dy, mode);
            if (code == kNone) continue;
            all[static_cast<std::size_t>(n++)] = {
                code, {static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy),
                       static_cast<std::int16_t>(dx * dx + dy * dy)}};
        }
    std::sort(all.begin(), all.begin() + n, [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first < b.first : a.second.d2 < b.second.d2;
    });
    Rays r;
    for (int i = 0; i < n; ++i) {
        r.at[static_cast<std::size_t>(i)] = all[static_cast<std::size_t>(i)].second;
        ++r.begin[static_cast<std::size_t>(all[static_cast<std::size_t>(i)].first) + 1];
    }
    for (std::size_t c = 0; c < kCodes; ++c) r.begin[c + 1] += r.begin[c];
    return r;
}

constexpr Rays kSectorRays = make_rays(SightDirection::Sectors);
constexpr Rays kLineRays = make_rays(SightDirection::Lines);

}  // namespace

// A screen on the eye's own square hides nothing, as the tables hold no null offset.
bool sees(TacSquare eye, TacSquare p, const SquareSet& screens, SightDirection mode) noexcept {
    const Rays& rays = mode == SightDirection::Lines ? kLineRays : kSectorRays;
    const int dx = p.col - eye.col, dy = p.row - eye.row;
    if (dx == 0 && dy == 0) return true;
    const int code = direction(dx, dy, mode);
    if (code == kNone) return false;
    const int reach = dx * dx + dy * dy;
    const auto c = static_cast<std::size_t>(code);
    for (int i = rays.begin[c]; i < rays.begin[c + 1]; ++i) {
        const Offset o = rays.at[static_cast<std::size_t>(i)];
        if (o.d2 >= reach) break;
        const int col = eye.col + o.dx, row = eye.row + o.dy;
        if (TacSquare::in_range(col, row) && screens.has(col, row)) return false;
    }
    return true;
}

}  // namespace umpire::gitm
