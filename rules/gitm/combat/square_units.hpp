#pragma once
// Private to resolve_combat: a combat phase's units by strategic square, each
// square's in unit id order, kept true as routs and shatter moves take units away.
//
// One list sorted by (square, place in id order) rather than a list per square of
// the map: only the occupied squares cost anything. A list per square made every
// combat phase build and free 15,400 empty lists, a third of a 24-against-24
// battle's time; scanning every unit per battle instead makes a turn of thousands
// grow with the square of its units (issue 20).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "model/game_state.hpp"

namespace umpire::gitm::detail {

class SquareUnits {
public:
    // by_id: the indices of state.units in unit id order.
    SquareUnits(const GameState& state, const std::vector<std::size_t>& by_id);

    // The indices of the units in q, in id order. Valid until the next moved().
    [[nodiscard]] std::span<const std::size_t> at(StratSquare q) const;
    // The units within `radius` strategic squares of q (king's moves), in id order.
    [[nodiscard]] std::vector<std::size_t> within(StratSquare q, int radius) const;
    // state.units[unit] has left strategic square `from` for `to`.
    void moved(std::size_t unit, StratSquare from, StratSquare to);

private:
    [[nodiscard]] std::size_t first_at_or_after(std::uint64_t key) const noexcept;

    std::vector<std::uint32_t> rank_;  // per state.units index, its place in id order
    std::vector<std::uint64_t> keys_;  // StratSquare::index() << 32 | rank, sorted
    std::vector<std::size_t> units_;   // the state.units index of each key
};

}  // namespace umpire::gitm::detail
