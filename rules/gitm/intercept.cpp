#include "rules/gitm/intercept.hpp"

namespace umpire::gitm {

int intercept_index(std::span<const TacSquare> leg, int leg_length, TacSquare at, const ReactionBox& box) noexcept {
    if (leg_length < 2) return -1;  // a one-square move cannot be intercepted
    for (std::size_t i = 0; i < leg.size(); ++i)
        if (in_box(box, leg[i]) && reaches_in_time(at, leg[i], static_cast<int>(i))) return static_cast<int>(i);
    return -1;
}

}  // namespace umpire::gitm
