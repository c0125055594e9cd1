// See unit_places.hpp.
#include "rules/gitm/reports/unit_places.hpp"

#include <algorithm>
#include <cassert>

namespace umpire::gitm {

UnitPlaces::UnitPlaces(const GameState& state) : state_(&state), first_(kKeys + 1, 0), on_map_(kKeys, false) {
    by_id_.reserve(state.units.size());
    for (const Unit& u : state.units) by_id_.push_back(&u);
    std::sort(by_id_.begin(), by_id_.end(), [](const Unit* a, const Unit* b) { return a->id < b->id; });
    for (const Unit* u : by_id_) {
        ids_.push_back(u->id);
        squares_.push_back(u->strategic);
        statuses_.push_back(u->status);
    }
    // A counting sort by square keeps id order within a square.
    for (const Unit* u : by_id_)
        if (u->strategic.valid()) ++first_[key(u->strategic) + 1];
    for (std::size_t k = 1; k < first_.size(); ++k) first_[k] += first_[k - 1];
    by_square_.resize(first_.back());
    ordinals_.resize(first_.back());
    std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
    for (std::uint32_t i = 0; i < by_id_.size(); ++i) {
        const Unit* u = by_id_[i];
        if (!u->strategic.valid()) continue;  // check_invariants() rejects it; nothing stands there
        const std::uint32_t at = next[key(u->strategic)]++;
        by_square_[at] = u;
        ordinals_[at] = i;
    }
    state_of_.reserve(by_id_.size());
    for (const Unit* u : by_id_) state_of_.push_back(static_cast<std::uint16_t>(intern_state(states_, u->state)));
    for (const StratSquareInfo& q : state.squares)
        if (q.square.valid()) on_map_[key(q.square)] = true;
    lookup_ = IdLookup(ids_);
}

IdLookup::IdLookup(std::span<const UnitId> sorted) : ids_(sorted) {
    assert(std::is_sorted(sorted.begin(), sorted.end()));
    for (const UnitId& id : sorted) numbers_ = std::max<std::size_t>(numbers_, std::size_t{id.number} + 1);
    const std::size_t slots = static_cast<std::size_t>(enum_count<Nation>) * numbers_;
    begin_.resize(slots + 1);
    // Slots in order are the list's (nation, number) in order: one walk fills them.
    std::uint32_t k = 0;
    for (std::size_t slot = 0; slot <= slots; ++slot) {
        while (k < sorted.size() && slot_of(sorted[k]) < slot) ++k;
        begin_[slot] = k;
    }
}

std::span<const Unit* const> UnitPlaces::at(StratSquare q) const noexcept {
    if (!q.valid()) return {};
    const std::size_t k = key(q);
    return {by_square_.data() + first_[k], first_[k + 1] - first_[k]};
}

std::span<const std::uint32_t> UnitPlaces::ordinals_at(StratSquare q) const noexcept {
    if (!q.valid()) return {};
    const std::size_t k = key(q);
    return {ordinals_.data() + first_[k], first_[k + 1] - first_[k]};
}

std::size_t intern_state(std::vector<std::string_view>& states, std::string_view state) {
    auto it = std::find(states.begin(), states.end(), state);
    if (it == states.end()) it = states.insert(states.end(), state);
    return static_cast<std::size_t>(it - states.begin());
}

StateRelations::StateRelations(const GameState& state, std::span<const std::string_view> states) : n_(states.size()) {
    table_.reserve(n_ * n_);
    for (const std::string_view a : states)
        for (const std::string_view b : states) table_.push_back(state.relation(a, b).value_or(Relation::Hostile));
}

}  // namespace umpire::gitm
