#pragma once
// The hex grid of Advanced Tactics scenarios (at-move-order). Hexes are written
// "col-row" like grid squares (model/grid.hpp) and laid out in columns, odd columns
// half a hex lower than even ones, so every hex has six neighbours: north, north-east,
// south-east, south, south-west and north-west, in that order (the direction index).
#include <array>
#include <cassert>
#include <optional>

#include "model/grid.hpp"

namespace umpire::at {

using Hex = GridPoint;

inline constexpr int kDirections = 6;

namespace detail {
// {column step, row step} for even and for odd columns, in direction order.
inline constexpr std::array<std::array<int, 2>, kDirections> kEvenSteps{
    {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}}};
inline constexpr std::array<std::array<int, 2>, kDirections> kOddSteps{
    {{0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}}};
}  // namespace detail

// Inline: a route search asks it for every step it tries.
[[nodiscard]] inline Hex neighbour(Hex h, int direction) noexcept {
    assert(direction >= 0 && direction < kDirections);
    const auto& d = ((h.col & 1) ? detail::kOddSteps : detail::kEvenSteps)[static_cast<std::size_t>(direction)];
    return {h.col + d[0], h.row + d[1]};
}
[[nodiscard]] int hex_distance(Hex a, Hex b) noexcept;
// The direction from a to b when they are neighbours.
[[nodiscard]] std::optional<int> direction_between(Hex a, Hex b) noexcept;
[[nodiscard]] inline int opposite(int direction) noexcept { return (direction + 3) % kDirections; }

}  // namespace umpire::at
