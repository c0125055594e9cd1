#include "rules/gitm/combat/square_units.hpp"

#include <algorithm>
#include <cassert>

namespace umpire::gitm::detail {

namespace {
std::uint64_t key(int slot, std::uint32_t rank) noexcept {
    assert(slot >= 0);
    return static_cast<std::uint64_t>(slot) << 32 | rank;
}

std::uint64_t key(StratSquare q, std::uint32_t rank) noexcept {
    assert(q.valid());
    return key(q.index(), rank);
}
}  // namespace

SquareUnits::SquareUnits(const GameState& state, const std::vector<std::size_t>& by_id) {
    assert(by_id.size() == state.units.size());
    rank_.resize(by_id.size());
    keys_.reserve(by_id.size());
    for (std::size_t k = 0; k < by_id.size(); ++k) {
        rank_[by_id[k]] = static_cast<std::uint32_t>(k);
        keys_.push_back(key(state.units[by_id[k]].strategic, static_cast<std::uint32_t>(k)));
    }
    std::sort(keys_.begin(), keys_.end());
    units_.reserve(keys_.size());
    for (const std::uint64_t k : keys_) units_.push_back(by_id[static_cast<std::uint32_t>(k)]);
}

std::size_t SquareUnits::first_at_or_after(std::uint64_t k) const noexcept {
    return static_cast<std::size_t>(std::lower_bound(keys_.begin(), keys_.end(), k) - keys_.begin());
}

std::span<const std::size_t> SquareUnits::at(StratSquare q) const {
    const std::size_t lo = first_at_or_after(key(q, 0));
    const std::size_t hi = first_at_or_after(key(q.index() + 1, 0));
    return {units_.data() + lo, hi - lo};
}

std::vector<std::size_t> SquareUnits::within(StratSquare q, int radius) const {
    std::vector<std::size_t> out;
    if (radius < 0) return out;
    const int r = std::min(radius, std::max(kStratColumns, kStratRows));  // a larger radius holds the whole map
    const int first_col = std::max(0, q.col - r);
    const int last_col = std::min(kStratColumns - 1, q.col + r);
    // A row's squares are consecutive in StratSquare::index(), so each row is one run of keys.
    for (int row = std::max(0, q.row - r); row <= std::min(kStratRows - 1, q.row + r); ++row) {
        const std::size_t lo = first_at_or_after(key(row * kStratColumns + first_col, 0));
        const std::size_t hi = first_at_or_after(key(row * kStratColumns + last_col + 1, 0));
        out.insert(out.end(), units_.begin() + static_cast<std::ptrdiff_t>(lo),
                   units_.begin() + static_cast<std::ptrdiff_t>(hi));
    }
    std::sort(out.begin(), out.end(), [&](std::size_t a, std::size_t b) { return rank_[a] < rank_[b]; });
    return out;
}

void SquareUnits::moved(std::size_t unit, StratSquare from, StratSquare to) {
    if (to == from) return;
    const std::uint32_t r = rank_[unit];
    const std::size_t was = first_at_or_after(key(from, r));
    assert(was < keys_.size() && keys_[was] == key(from, r) && units_[was] == unit);
    keys_.erase(keys_.begin() + static_cast<std::ptrdiff_t>(was));
    units_.erase(units_.begin() + static_cast<std::ptrdiff_t>(was));
    const std::size_t now = first_at_or_after(key(to, r));
    keys_.insert(keys_.begin() + static_cast<std::ptrdiff_t>(now), key(to, r));
    units_.insert(units_.begin() + static_cast<std::ptrdiff_t>(now), unit);
}

}  // namespace umpire::gitm::detail
