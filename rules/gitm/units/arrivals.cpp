// Units entering a strategic square between two looks (see arrivals.hpp).
#include "rules/gitm/units/arrivals.hpp"

#include <algorithm>
#include <cstdint>

namespace umpire::gitm {

namespace {

// Packed (id, index) keys of the units at `which` (indices of state.units, in list
// order), sorted: sorted without reaching into a unit for each comparison. The index
// breaks ties, so that of two entries with one id the first in the list comes first.
std::vector<std::uint64_t> id_keys(const GameState& state, const std::vector<std::size_t>* which) {
    const std::size_t n = which ? which->size() : state.units.size();
    std::vector<std::uint64_t> keys(n);
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = which ? (*which)[k] : k;
        keys[k] = std::uint64_t{state.units[i].id.key()} << 32 | i;
    }
    // A state's units are mostly listed by id already (files are written so, and a
    // turn keeps their order): then a pass says so, where a sort would still take
    // n log n steps, after every movement phase.
    if (!std::is_sorted(keys.begin(), keys.end())) std::sort(keys.begin(), keys.end());
    return keys;
}

}  // namespace

std::vector<std::uint64_t> unit_keys_by_id(const GameState& state) { return id_keys(state, nullptr); }

Whereabouts::Whereabouts(const GameState& state) {
    at_.reserve(state.units.size());
    for (const std::uint64_t key : id_keys(state, nullptr)) {
        const Unit& u = state.units[index_of(key)];
        if (at_.empty() || at_.back().first != u.id) at_.emplace_back(u.id, u.strategic);
    }
}

const StratSquare* Whereabouts::find(const UnitId& id) const noexcept {
    const auto it = std::lower_bound(at_.begin(), at_.end(), id, [](const auto& e, const UnitId& x) { return e.first < x; });
    return it != at_.end() && it->first == id ? &it->second : nullptr;
}

std::vector<std::size_t> units_by_id(const GameState& state) { return sort_by_id(state, nullptr); }

std::vector<std::size_t> sort_by_id(const GameState& state, const std::vector<std::size_t>* which) {
    std::vector<std::size_t> order;
    order.reserve(which ? which->size() : state.units.size());
    for (const std::uint64_t key : id_keys(state, which)) order.push_back(index_of(key));
    return order;
}

}  // namespace umpire::gitm
