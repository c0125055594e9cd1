#include "rules/gitm/entry_band.hpp"

#include <algorithm>
#include <cstdlib>

namespace umpire::gitm {

bool Band::contains(TacSquare s) const noexcept {
    for (int i = 0; i < count; ++i) {
        const Segment& g = segments[static_cast<std::size_t>(i)];
        if (g.frame.depth(s) < depth && g.contains_along(g.frame.along(s))) return true;
    }
    return false;
}

Band entry_band(Direction moving, const Rulings& rulings) noexcept {
    Band b;
    b.depth = rulings.get<ExampleSlip>() == ExampleSlip::DepthThreeBands ? 3 : 4;
    // Half edges run from the entry corner (along 0) to just short of, or onto, the middle line 7.
    const int half = rulings.get<HalfEdge>() == HalfEdge::IncludeMiddle ? 7 : 6;
    const auto straight = [&](Edge e) {
        b.count = 1;
        b.segments[0] = Segment{Frame{e, false}, 0, kTacSize - 1};
    };
    const auto corner = [&](Frame side, Frame top) {
        b.count = 2;
        b.segments[0] = Segment{side, 0, half};
        b.segments[1] = Segment{top, 0, half};
    };
    switch (moving) {
        case Direction::S: straight(Edge::North); break;
        case Direction::N: straight(Edge::South); break;
        case Direction::E: straight(Edge::West); break;
        case Direction::W: straight(Edge::East); break;
        // The corner a diagonal mover enters by is the one it came from.
        case Direction::SE: corner({Edge::West, false}, {Edge::North, false}); break;
        case Direction::SW: corner({Edge::East, false}, {Edge::North, true}); break;
        case Direction::NE: corner({Edge::West, true}, {Edge::South, false}); break;
        case Direction::NW: corner({Edge::East, true}, {Edge::South, true}); break;
    }
    return b;
}

int square_distance(TacSquare a, TacSquare b, EntryDistance measure) noexcept {
    const int dc = std::abs(a.col - b.col), dr = std::abs(a.row - b.row);
    return measure == EntryDistance::Chebyshev ? std::max(dc, dr) : dc + dr;
}

Placement place_in_band(const Band& band, TacSquare request, EntryDistance measure) noexcept {
    Placement best;
    int best_distance = 0;
    for (int i = 0; i < band.count; ++i) {
        const Segment& g = band.segments[static_cast<std::size_t>(i)];
        const int d = g.frame.depth(request), a = g.frame.along(request);
        // Shifting straight onto the band: the unique nearest square of this half
        // edge by columns plus rows, and one of the nearest by the larger difference.
        const TacSquare s = g.frame.square(std::clamp(a, g.lo, g.hi), std::min(d, band.depth - 1));
        const int distance = measure == EntryDistance::EdgeDistance ? std::max(0, d - (band.depth - 1))
                                                                    : square_distance(request, s, measure);
        // Strictly smaller only: segment 0 is the east/west edge, which wins ties.
        if (i == 0 || distance < best_distance) {
            best = {s, i};
            best_distance = distance;
        }
    }
    return best;
}

}  // namespace umpire::gitm
