#include "model/direction.hpp"

namespace umpire {
std::optional<StratSquare> neighbour(StratSquare s, Direction d) noexcept {
    const StratSquare n{static_cast<std::int16_t>(s.col + dcol(d)), static_cast<std::int16_t>(s.row + drow(d))};
    if (!n.valid()) return std::nullopt;
    return n;
}

}  // namespace umpire
