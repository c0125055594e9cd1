#include "rules/at/hex.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>

namespace umpire::at {
namespace {

// {column step, row step} for even and for odd columns, in direction order.
constexpr std::array<std::array<int, 2>, kDirections> kEven{{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}}};
constexpr std::array<std::array<int, 2>, kDirections> kOdd{{{0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}}};

struct Cube {
    int x, y, z;
};
Cube cube(Hex h) noexcept {
    const int x = h.col;
    const int z = h.row - (h.col - (h.col & 1)) / 2;
    return {x, -x - z, z};
}

}  // namespace

Hex neighbour(Hex h, int direction) noexcept {
    assert(direction >= 0 && direction < kDirections);
    const auto& d = (h.col & 1) ? kOdd[static_cast<std::size_t>(direction)] : kEven[static_cast<std::size_t>(direction)];
    return {h.col + d[0], h.row + d[1]};
}

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
