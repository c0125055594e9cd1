// See unit_places.hpp.
#include "rules/gitm/reports/unit_places.hpp"

#include <algorithm>

namespace umpire::gitm {

UnitPlaces::UnitPlaces(const GameState& state)
    : state_(&state), on_map_(static_cast<std::size_t>(kStratColumns) * kStratRows, false) {
    by_id_.reserve(state.units.size());
    for (const Unit& u : state.units) by_id_.push_back(&u);
    std::sort(by_id_.begin(), by_id_.end(), [](const Unit* a, const Unit* b) { return a->id < b->id; });
    by_square_ = by_id_;
    std::stable_sort(by_square_.begin(), by_square_.end(),
                     [](const Unit* a, const Unit* b) { return a->strategic < b->strategic; });
    for (const StratSquareInfo& q : state.squares)
        if (q.square.valid()) on_map_[key(q.square)] = true;
}

const Unit* UnitPlaces::find(const UnitId& id) const noexcept {
    const auto it = std::lower_bound(by_id_.begin(), by_id_.end(), id, [](const Unit* u, const UnitId& v) { return u->id < v; });
    return it != by_id_.end() && (*it)->id == id ? *it : nullptr;
}

std::span<const Unit* const> UnitPlaces::at(StratSquare q) const noexcept {
    struct BySquare {
        bool operator()(const Unit* u, StratSquare s) const noexcept { return u->strategic < s; }
        bool operator()(StratSquare s, const Unit* u) const noexcept { return s < u->strategic; }
    };
    const auto [lo, hi] = std::equal_range(by_square_.begin(), by_square_.end(), q, BySquare{});
    return {lo, hi};
}

}  // namespace umpire::gitm
