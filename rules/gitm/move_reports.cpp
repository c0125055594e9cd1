#include "rules/gitm/move_reports.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
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

// A set of squares, one bit each. Units stacked on one square see and screen alike,
// so the sight test runs once per square, and the result cannot depend on the order
// the units were given in.
class Squares {
public:
    void add(TacSquare s) noexcept {
        assert(s.valid());
        if (!s.valid()) return;  // the model never holds one; keep the bit index in range
        const auto i = static_cast<unsigned>(s.index());
        bits_[i / 64] |= std::uint64_t{1} << (i % 64);
    }
    [[nodiscard]] bool has(int col, int row) const noexcept {
        const auto i = static_cast<unsigned>(row * kTacSize + col);
        return (bits_[i / 64] >> (i % 64)) & 1u;
    }
    [[nodiscard]] bool empty() const noexcept {
        return std::all_of(bits_.begin(), bits_.end(), [](std::uint64_t w) { return w == 0; });
    }
    // Calls f(square) in index order until it returns true.
    template <class F> void any_of(F f) const {
        for (std::size_t w = 0; w < bits_.size(); ++w)
            for (std::uint64_t b = bits_[w]; b != 0; b &= b - 1)
                if (f(TacSquare::from_index(static_cast<int>(w * 64) + std::countr_zero(b)))) return;
    }

private:
    std::array<std::uint64_t, (kTacSquares + 63) / 64> bits_{};
};

// Rule 4.2: an eye sees the mover standing at `p` unless a screen lies in the same
// direction strictly nearer (exact squared distance: equally near units are all
// seen). A mover on the eye's own square is seen; a screen there hides nothing, as
// the table holds no null offset.
bool sees(TacSquare eye, TacSquare p, const Squares& screens, const Rays& rays, SightDirection mode) noexcept {
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

// Callers that pass the onlookers in id order skip the sort.
void sort_ids(std::vector<UnitId>& ids) {
    if (!std::is_sorted(ids.begin(), ids.end())) std::sort(ids.begin(), ids.end());
}

}  // namespace

MoveReport report_move(const UnitId& mover, StratSquare strategic, TacSquare from, TacSquare to,
                       std::span<const Onlooker> onlookers, const Rulings& rulings) {
    MoveReport r{mover, strategic, from, to, {}, {}, {}};
    const auto sight = rulings.get<SightedAsEnemy>();

    // Rule 4.2 names no relation between two onlookers, and the caller gives only each
    // one's relation to the mover. So the screens are read as the mover's own friends
    // (same-side or actively allied to it, not headquarters): they stand with the
    // mover and so are presumed to be the eye's enemies as the mover is. Units that
    // are not the mover's friends never screen, even where they may be an eye's
    // enemies too (a third power at war with both): a limitation of the API.
    // Screens are taken whatever their status: an inactive unit still stands there.
    Squares eyes, screens;
    std::size_t n_allies = 0;
    for (const auto& o : onlookers) {
        if (friendly(o.to_mover)) {
            ++n_allies;
            if (!is_headquarters(o.type)) screens.add(o.at);  // rule 4.2: HQs never screen
        } else if (o.status == UnitStatus::Active && !is_headquarters(o.type) &&  // rules 4.2, 11.3, 12.3
                   (sight == SightedAsEnemy::NonAllied || o.to_mover == Relation::Hostile)) {
            eyes.add(o.at);
        }
    }

    // Rule 4.4: the others learn of each end some one of them sees; it need not be the
    // same unit for both ends (only then are the rule's four cases exhaustive).
    bool start_seen = false, end_seen = false;
    const bool hidden = is_headquarters(mover.type) && rulings.get<HqSeen>() == HqSeen::NeverSeen;
    if (from != to && !hidden && !eyes.empty()) {
        const auto mode = rulings.get<SightDirection>();
        const Rays& rays = mode == SightDirection::Lines ? kLineRays : kSectorRays;
        eyes.any_of([&](TacSquare e) {
            start_seen = start_seen || sees(e, from, screens, rays, mode);
            end_seen = end_seen || sees(e, to, screens, rays, mode);
            return start_seen && end_seen;
        });
    }

    // Rule 4.4: friends learn of every move, the others of what was seen.
    if (start_seen && end_seen) {
        r.whole.reserve(onlookers.size());
        for (const auto& o : onlookers) r.whole.push_back(o.id);
    } else {
        auto& others = end_seen ? r.end_only : r.start_only;
        r.whole.reserve(n_allies);
        if (start_seen || end_seen) others.reserve(onlookers.size() - n_allies);
        for (const auto& o : onlookers) {
            if (friendly(o.to_mover))
                r.whole.push_back(o.id);
            else if (start_seen || end_seen)
                others.push_back(o.id);
        }
        sort_ids(others);
    }
    sort_ids(r.whole);
    return r;
}

}  // namespace umpire::gitm
