#pragma once
// The hex grid of Advanced Tactics scenarios (at-move-order). Hexes are written
// "col-row" like grid squares (model/grid.hpp) and laid out in columns, odd columns
// half a hex lower than even ones, so every hex has six neighbours: north, north-east,
// south-east, south, south-west and north-west, in that order (the direction index).
#include <array>
#include <optional>

#include "model/grid.hpp"

namespace umpire::at {

using Hex = GridPoint;

inline constexpr int kDirections = 6;

[[nodiscard]] Hex neighbour(Hex h, int direction) noexcept;  // asserts 0 <= direction < 6
[[nodiscard]] int hex_distance(Hex a, Hex b) noexcept;
// The direction from a to b when they are neighbours.
[[nodiscard]] std::optional<int> direction_between(Hex a, Hex b) noexcept;
[[nodiscard]] inline int opposite(int direction) noexcept { return (direction + 3) % kDirections; }

}  // namespace umpire::at
