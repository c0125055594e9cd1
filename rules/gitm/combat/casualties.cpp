#include "rules/gitm/combat/casualties.hpp"

#include <cassert>
#include <numeric>

namespace umpire::gitm {

std::vector<int> share_out(std::int64_t total, const std::vector<std::int64_t>& weights) {
    assert(total >= 0);
    std::vector<int> out(weights.size(), 0);
    const std::int64_t sum = std::accumulate(weights.begin(), weights.end(), std::int64_t{0});
    if (sum <= 0 || total == 0) return out;
    std::vector<std::int64_t> rest(weights.size(), 0);
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
    return out;
}

LossSplit split_losses(int men, bool loser, const ParamSet& p) {
    const std::vector<std::int64_t> shares =
        loser ? std::vector<std::int64_t>{p.get<Param::LoserKilled>(), p.get<Param::LoserWounded>(),
                                          p.get<Param::LoserPrisoners>(), p.get<Param::LoserStragglers>()}
              : std::vector<std::int64_t>{p.get<Param::WinnerKilled>(), p.get<Param::WinnerWounded>(),
                                          p.get<Param::WinnerPrisoners>(), p.get<Param::WinnerStragglers>()};
    const std::vector<int> parts = share_out(men, shares);
    return LossSplit{parts[0], parts[1], parts[2], parts[3]};
}

}  // namespace umpire::gitm
