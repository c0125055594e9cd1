#pragma once
// The eight compass directions of a strategic move (rules 7.1, 7.9, 7.14), written
// N NE E SE S SW W NW. North is row-decreasing on both maps (rules 1.1 and 2.1):
// N = (0,-1), E = (+1,0). Enumerator order is clockwise from north and is part of
// nothing persistent: files use the codes.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "model/square.hpp"

namespace umpire {

enum class Direction : std::uint8_t { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kDirectionCount = 8;
inline constexpr std::array<Direction, kDirectionCount> kAllDirections{
    Direction::N, Direction::NE, Direction::E, Direction::SE, Direction::S, Direction::SW, Direction::W, Direction::NW};

[[nodiscard]] std::string_view code(Direction d) noexcept;
[[nodiscard]] std::optional<Direction> direction_from_code(std::string_view s) noexcept;

[[nodiscard]] constexpr int dcol(Direction d) noexcept {
    constexpr std::array<int, kDirectionCount> k{0, 1, 1, 1, 0, -1, -1, -1};
    return k[static_cast<std::size_t>(d)];
}
[[nodiscard]] constexpr int drow(Direction d) noexcept {
    constexpr std::array<int, kDirectionCount> k{-1, -1, 0, 1, 1, 1, 0, -1};
    return k[static_cast<std::size_t>(d)];
}
[[nodiscard]] constexpr bool is_diagonal(Direction d) noexcept { return dcol(d) != 0 && drow(d) != 0; }
[[nodiscard]] constexpr Direction opposite(Direction d) noexcept {
    return static_cast<Direction>((static_cast<int>(d) + 4) % kDirectionCount);
}

// The strategic square one step away; nullopt off the 140x110 map.
[[nodiscard]] std::optional<StratSquare> neighbour(StratSquare s, Direction d) noexcept;

}  // namespace umpire
