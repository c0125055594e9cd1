#include "model/direction.hpp"

namespace umpire {
namespace {
constexpr std::array<std::string_view, kDirectionCount> kCodes{"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
}  // namespace

std::string_view code(Direction d) noexcept { return kCodes[static_cast<std::size_t>(d)]; }

std::optional<Direction> direction_from_code(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kCodes.size(); ++i)
        if (kCodes[i] == s) return static_cast<Direction>(i);
    return std::nullopt;
}

std::optional<StratSquare> neighbour(StratSquare s, Direction d) noexcept {
    const StratSquare n{static_cast<std::int16_t>(s.col + dcol(d)), static_cast<std::int16_t>(s.row + drow(d))};
    if (!n.valid()) return std::nullopt;
    return n;
}

}  // namespace umpire
