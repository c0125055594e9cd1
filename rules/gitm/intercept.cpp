#include "rules/gitm/intercept.hpp"

namespace umpire::gitm {

int intercept_index(std::span<const TacSquare> leg, TacSquare at, const ReactionBox& box,
                    InterceptPoint rule) noexcept {
    const int n = static_cast<int>(leg.size());
    if (n < 2) return -1;  // a one-square move cannot be intercepted
    int edge = -1, in_box_reached = -1, first_contact = -1;
    for (int i = 0; i < n; ++i) {
        const TacSquare q = leg[static_cast<std::size_t>(i)];
        const bool inside = in_box(box, q);
        const bool in_time = reaches_in_time(at, q, i);
        if (inside && edge < 0) edge = i;
        if (inside && in_time && in_box_reached < 0) in_box_reached = i;
        if (in_time && first_contact < 0) first_contact = i;
    }
    if (in_box_reached < 0) return -1;  // it must be able to meet the mover inside its box
    if (in_box_reached == edge) return edge;
    return rule == InterceptPoint::FirstContact ? first_contact : in_box_reached;
}

}  // namespace umpire::gitm
