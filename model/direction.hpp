#pragma once
// The eight compass directions of a strategic move (rules 7.1, 7.9, 7.14), written
// N NE E SE S SW W NW. North is row-decreasing on both maps (rules 1.1 and 2.1):
// N = (0,-1), E = (+1,0). Enumerator order is clockwise from north and is part of
// nothing persistent: files use the codes.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"
#include "model/square.hpp"

namespace umpire {

// Each direction with its code and its step (columns, rows).
#define UMPIRE_DIRECTIONS(X) \
    X(N, "N", 0, -1)          \
    X(NE, "NE", 1, -1)        \
    X(E, "E", 1, 0)           \
    X(SE, "SE", 1, 1)         \
    X(S, "S", 0, 1)           \
    X(SW, "SW", -1, 1)        \
    X(W, "W", -1, 0)          \
    X(NW, "NW", -1, -1)
UMPIRE_NAMED_ENUM(Direction, std::uint8_t, UMPIRE_DIRECTIONS)
inline constexpr auto kAllDirections = enum_values<Direction>();

[[nodiscard]] inline std::string_view code(Direction d) noexcept { return enum_name(d); }
[[nodiscard]] inline std::optional<Direction> direction_from_code(std::string_view s) noexcept {
    return enum_from_name<Direction>(s);
}

[[nodiscard]] constexpr int dcol(Direction d) noexcept {
#define UMPIRE_DIRECTION_DCOL_(id, text, dc, dr) dc,
    constexpr std::array<int, enum_count<Direction>> k{UMPIRE_DIRECTIONS(UMPIRE_DIRECTION_DCOL_)};
#undef UMPIRE_DIRECTION_DCOL_
    return k[static_cast<std::size_t>(d)];
}
[[nodiscard]] constexpr int drow(Direction d) noexcept {
#define UMPIRE_DIRECTION_DROW_(id, text, dc, dr) dr,
    constexpr std::array<int, enum_count<Direction>> k{UMPIRE_DIRECTIONS(UMPIRE_DIRECTION_DROW_)};
#undef UMPIRE_DIRECTION_DROW_
    return k[static_cast<std::size_t>(d)];
}
[[nodiscard]] constexpr bool is_diagonal(Direction d) noexcept { return dcol(d) != 0 && drow(d) != 0; }
[[nodiscard]] constexpr Direction opposite(Direction d) noexcept {
    return static_cast<Direction>((static_cast<int>(d) + 4) % enum_count<Direction>);
}

// The strategic square one step away; nullopt off the 140x110 map. Inline: a
// strategic phase asks it for every neighbour of every square a march weighs.
[[nodiscard]] constexpr std::optional<StratSquare> neighbour(StratSquare s, Direction d) noexcept {
    const StratSquare n{static_cast<std::int16_t>(s.col + dcol(d)), static_cast<std::int16_t>(s.row + drow(d))};
    if (!n.valid()) return std::nullopt;
    return n;
}

// The direction d with neighbour(from, d) == to; nullopt when `to` is not next to
// `from` (or is `from`).
[[nodiscard]] constexpr std::optional<Direction> step_direction(StratSquare from, StratSquare to) noexcept {
    const int dc = to.col - from.col, dr = to.row - from.row;
    if (!to.valid() || dc < -1 || dc > 1 || dr < -1 || dr > 1) return std::nullopt;
    for (Direction d : kAllDirections)
        if (dcol(d) == dc && drow(d) == dr) return d;
    return std::nullopt;  // the same square
}

}  // namespace umpire
