#include "rules/at/hex.hpp"

#include <algorithm>
#include <cstdlib>

namespace umpire::at {
namespace {

struct Cube {
    int x, y, z;
};
Cube cube(Hex h) noexcept {
    const int x = h.col;
    const int z = h.row - (h.col - (h.col & 1)) / 2;
    return {x, -x - z, z};
}

}  // namespace

int hex_distance(Hex a, Hex b) noexcept {
    const Cube p = cube(a), q = cube(b);
    return std::max({std::abs(p.x - q.x), std::abs(p.y - q.y), std::abs(p.z - q.z)});
}

std::optional<int> direction_between(Hex a, Hex b) noexcept {
    for (int d = 0; d < kDirections; ++d)
        if (neighbour(a, d) == b) return d;
    return std::nullopt;
}

}  // namespace umpire::at
