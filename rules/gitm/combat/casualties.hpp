#pragma once
// Casualties once a side's losses are known: how they are shared among the units that
// take them (9.7, 9.9), what a fort spares (9.7, 9.9), and how each unit's losses divide
// into killed, wounded, prisoners and stragglers (9.13). All in whole men, exactly.
#include <cstdint>
#include <vector>

#include "rules/params.hpp"

namespace umpire::gitm {

// `total` shared in proportion to `weights` by largest remainder: each gets the floor of
// its exact share, and the men left over go one each to the largest remainders, ties to
// the earlier index (callers list units by id). Zero weights get nothing; if every weight
// is zero nobody gets anything. The parts add up to `total` otherwise.
[[nodiscard]] std::vector<int> share_out(std::int64_t total, const std::vector<std::int64_t>& weights);

// 9.7, 9.9: the per-mille of casualties a sufficiently manned fort of `level` spares its
// garrison: 500 at level 1, 100 more per level, 900 at level 5; 0 without a fort.
[[nodiscard]] constexpr int fort_reduction(int level) noexcept {
    return level <= 0 ? 0 : 500 + 100 * ((level > 5 ? 5 : level) - 1);
}

// 9.13: one unit's losses by type.
struct LossSplit {
    int killed = 0, wounded = 0, prisoners = 0, stragglers = 0;
    [[nodiscard]] int total() const noexcept { return killed + wounded + prisoners + stragglers; }
    friend bool operator==(const LossSplit&, const LossSplit&) = default;
};

// 9.13: `men` lost split by the winner's or the loser's shares (winner-killed ... or
// loser-killed ...), by largest remainder in the order killed, wounded, prisoners,
// stragglers.
[[nodiscard]] LossSplit split_losses(int men, bool loser, const ParamSet& p);

// 12.1: a shattered unit's losses, half stragglers and half prisoners; the odd man is a
// straggler (he may still come back, 9.13).
[[nodiscard]] constexpr LossSplit shatter_split(int men) noexcept {
    return LossSplit{0, 0, men / 2, men - men / 2};
}

}  // namespace umpire::gitm
