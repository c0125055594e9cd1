#include "rules/gitm/combat/casualties.hpp"

#include <array>
#include <cassert>
#include <numeric>
#include <span>

namespace umpire::gitm {
namespace {

// share_out() into `out` (zeroed, as long as `weights`), with `rest` (as long) for the
// remainders: split_losses() shares among four on the stack, once per unit per battle.
void share_into(std::int64_t total, std::span<const std::int64_t> weights, std::span<int> out,
                std::span<std::int64_t> rest) {
    assert(total >= 0);
    assert(out.size() == weights.size() && rest.size() == weights.size());
    const std::int64_t sum = std::accumulate(weights.begin(), weights.end(), std::int64_t{0});
    if (sum <= 0 || total == 0) return;
    std::int64_t given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        assert(weights[i] >= 0);
        // total <= 10^5 men and weights <= 10^11 milli-men: the product fits in 63 bits.
        const std::int64_t exact = total * weights[i];
        out[i] = static_cast<int>(exact / sum);
        rest[i] = exact % sum;
        given += out[i];
    }
    for (std::int64_t left = total - given; left > 0; --left) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < rest.size(); ++i)
            if (rest[i] > rest[best]) best = i;
        ++out[best];
        rest[best] = -1;  // one extra man each at most
    }
}

}  // namespace

std::vector<int> share_out(std::int64_t total, const std::vector<std::int64_t>& weights) {
    std::vector<int> out(weights.size(), 0);
    std::vector<std::int64_t> rest(weights.size(), 0);
    share_into(total, weights, out, rest);
    return out;
}

LossSplit split_losses(int men, bool loser, const ParamSet& p) {
    const std::array<std::int64_t, 4> shares =
        loser ? std::array<std::int64_t, 4>{p.get<Param::LoserKilled>(), p.get<Param::LoserWounded>(),
                                            p.get<Param::LoserPrisoners>(), p.get<Param::LoserStragglers>()}
              : std::array<std::int64_t, 4>{p.get<Param::WinnerKilled>(), p.get<Param::WinnerWounded>(),
                                            p.get<Param::WinnerPrisoners>(), p.get<Param::WinnerStragglers>()};
    std::array<int, 4> parts{};
    std::array<std::int64_t, 4> rest{};
    share_into(men, shares, parts, rest);
    return LossSplit{parts[0], parts[1], parts[2], parts[3]};
}

}  // namespace umpire::gitm
