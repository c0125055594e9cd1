#pragma once
// Units entering a strategic square between two looks, for the rules that react to an
// arrival there (11.3: an inactive unit wakes; 12.4: a reforming unit is driven off).
// The turn looks at the end of every movement phase (rules/gitm/turn.hpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "model/game_state.hpp"

namespace umpire::gitm {

// Where each unit stood at the last look (the end of the previous movement phase, or
// the start of the turn): what tells an enemy that entered a square from one already there.
// A list sorted by id, taken after every movement phase of a turn of thousands of units.
class Whereabouts {
public:
    Whereabouts() = default;
    // Each unit's square; of two entries with one id (a state check_invariants refuses)
    // the first in the list counts.
    explicit Whereabouts(const GameState& state);
    // Where `id` stood, null when it was not in the state.
    [[nodiscard]] const StratSquare* find(const UnitId& id) const noexcept;

private:
    std::vector<std::pair<UnitId, StratSquare>> at_;  // by id
};
[[nodiscard]] inline Whereabouts whereabouts(const GameState& state) { return Whereabouts(state); }

// Every unit as a packed key, sorted: UnitId::key() in the high 32 bits, its index in
// state.units in the low (of two entries with one id, the first in the list comes
// first). A search by id reads these instead of reaching into a unit at each probe.
[[nodiscard]] std::vector<std::uint64_t> unit_keys_by_id(const GameState& state);
[[nodiscard]] constexpr std::size_t index_of(std::uint64_t key) noexcept { return static_cast<std::size_t>(key & 0xffffffffU); }

// Indices of state.units in unit id order: the order in which the reactions take the
// units, so that which unit finds room (ACTIVE-AGAIN-OVER-CAP) never depends on file order.
[[nodiscard]] std::vector<std::size_t> units_by_id(const GameState& state);
// `which` (indices of state.units in list order; null for all) in unit id order.
[[nodiscard]] std::vector<std::size_t> sort_by_id(const GameState& state, const std::vector<std::size_t>* which);
// Those units `keep` accepts, in the same order: a reaction that concerns a few (the
// inactive, the reforming) sorts only those, not the thousands of others every phase.
template <class Keep>
[[nodiscard]] std::vector<std::size_t> units_by_id(const GameState& state, Keep keep) {
    std::vector<std::size_t> which;
    for (std::size_t i = 0; i < state.units.size(); ++i)
        if (keep(state.units[i])) which.push_back(i);
    return sort_by_id(state, &which);
}

// The lowest id among the active units in u's strategic square whose state stands
// in a relation `counts` accepts to u's, and that entered it since `before` (any of
// them there now when `present`).
template <class Counts>
[[nodiscard]] std::optional<UnitId> entered_by(const GameState& state, const Unit& u, const Whereabouts& before,
                                               bool present, Counts counts) {
    std::optional<UnitId> by;
    for (const Unit& v : state.units) {
        if (v.status != UnitStatus::Active || v.strategic != u.strategic) continue;
        if (!counts(state.relation(u.state, v.state).value_or(Relation::Hostile))) continue;
        const StratSquare* was = before.find(v.id);
        if (!present && was != nullptr && *was == u.strategic) continue;
        if (!by || v.id < *by) by = v.id;
    }
    return by;
}

}  // namespace umpire::gitm
