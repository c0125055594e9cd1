#include "model/state_index.hpp"

#include <algorithm>

namespace umpire {
namespace {

std::size_t slot(StratSquare s) noexcept { return static_cast<std::size_t>(s.index()); }

}  // namespace

StateIndex::StateIndex(const GameState& state) : state_(&state) {
    units_.reserve(state.units.size());
    for (std::size_t i = 0; i < state.units.size(); ++i)
        units_.push_back(std::uint64_t{state.units[i].id.key()} << 32 | i);
    std::sort(units_.begin(), units_.end());
    squares_.assign(static_cast<std::size_t>(kStratColumns) * kStratRows, 0);
    // Backwards, so that a square listed twice keeps its first entry.
    for (std::size_t i = state.squares.size(); i-- > 0;)
        if (const StratSquare s = state.squares[i].square; s.valid())
            squares_[slot(s)] = static_cast<std::uint32_t>(i + 1);
}

const Unit* StateIndex::unit(const UnitId& id) const noexcept {
    const std::uint64_t first = std::uint64_t{id.key()} << 32;
    const auto it = std::lower_bound(units_.begin(), units_.end(), first);
    if (it == units_.end() || (*it >> 32) != id.key()) return nullptr;
    return &state_->units[static_cast<std::size_t>(*it & 0xffffffffU)];
}

const StratSquareInfo* StateIndex::square(StratSquare s) const noexcept {
    // A square off the map is in no valid state; one that did list it is searched.
    if (!s.valid()) return state_->square(s);
    const std::uint32_t at = squares_[slot(s)];
    return at == 0 ? nullptr : &state_->squares[at - 1];
}

}  // namespace umpire
