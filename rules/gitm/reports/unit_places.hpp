#pragma once
// Where the units of one position stand, sorted once for reports that read them
// reader after reader (issue 17: the 200 players' reports of a 2,000-unit turn had
// each searched the state unit by unit and square by square). A unit's ordinal is
// its place in id order.
#include <cstddef>
#include <cstdint>
#include <climits>
#include <span>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"

namespace umpire::gitm {

// Where an id stands in a sorted list of ids, found without a search: the ids of
// one nation and number stand together in such a list, and a table by (nation,
// number) says where they begin. Reports look up thousands of ids per reader.
class IdLookup {
public:
    static constexpr std::uint32_t kNone = UINT32_MAX;
    explicit IdLookup(std::span<const UnitId> sorted);
    // The first place of `id` in the list, kNone if it is not there.
    [[nodiscard]] std::uint32_t find(const UnitId& id) const noexcept {
        const std::size_t slot = slot_of(id);
        if (slot + 1 >= begin_.size()) return kNone;
        for (std::uint32_t k = begin_[slot]; k < begin_[slot + 1]; ++k)
            if (ids_[k] == id) return k;
        return kNone;
    }

private:
    [[nodiscard]] std::size_t slot_of(const UnitId& id) const noexcept {
        return static_cast<std::size_t>(id.nation) * numbers_ + id.number;
    }
    std::span<const UnitId> ids_;
    std::size_t numbers_ = 0;            // one more than the highest number in the list
    std::vector<std::uint32_t> begin_;  // by slot, and one more: the first place of a slot's ids
};

class UnitPlaces {
public:
    explicit UnitPlaces(const GameState& state);
    UnitPlaces(const UnitPlaces&) = delete;  // points into the state
    UnitPlaces& operator=(const UnitPlaces&) = delete;

    [[nodiscard]] const GameState& state() const noexcept { return *state_; }
    [[nodiscard]] const Unit* find(const UnitId& id) const noexcept {
        const std::uint32_t k = lookup_.find(id);
        return k == IdLookup::kNone ? nullptr : by_id_[k];
    }
    [[nodiscard]] std::span<const Unit* const> by_id() const noexcept { return by_id_; }
    // A unit's id, square and status by ordinal, side by side: a reader's walk over
    // thousands of units then reads a few bytes each, not each unit's whole record.
    [[nodiscard]] std::span<const UnitId> ids() const noexcept { return ids_; }
    [[nodiscard]] StratSquare square_of(std::uint32_t ordinal) const noexcept { return squares_[ordinal]; }
    [[nodiscard]] UnitStatus status_of(std::uint32_t ordinal) const noexcept { return statuses_[ordinal]; }
    // The units on one strategic square, by id, and their ordinals.
    [[nodiscard]] std::span<const Unit* const> at(StratSquare q) const noexcept;
    [[nodiscard]] std::span<const std::uint32_t> ordinals_at(StratSquare q) const noexcept;
    // The states of the units, each once, and which one each unit (by ordinal) serves.
    [[nodiscard]] std::span<const std::string_view> states() const noexcept { return states_; }
    [[nodiscard]] std::size_t state_of(std::uint32_t ordinal) const noexcept { return state_of_[ordinal]; }
    // Whether the state's map lists the square.
    [[nodiscard]] bool on_map(StratSquare q) const noexcept { return q.valid() && on_map_[key(q)]; }

    [[nodiscard]] static std::size_t key(StratSquare q) noexcept {
        return static_cast<std::size_t>(q.index());
    }
    static constexpr std::size_t kKeys = static_cast<std::size_t>(kStratColumns) * kStratRows;

private:
    const GameState* state_;
    std::vector<const Unit*> by_id_;
    std::vector<UnitId> ids_;                 // by ordinal
    std::vector<StratSquare> squares_;        // by ordinal
    std::vector<UnitStatus> statuses_;        // by ordinal
    std::vector<std::uint32_t> first_;        // by key, one more: where a square's units start below
    std::vector<const Unit*> by_square_;      // by square (reading order), then id
    std::vector<std::uint32_t> ordinals_;     // the same units' ordinals
    std::vector<std::string_view> states_;
    std::vector<std::uint16_t> state_of_;     // by ordinal
    std::vector<bool> on_map_;                // by key()
    IdLookup lookup_{{}};                     // into ids_
};

// The place of `state` in `states`, where it is added if it is not there yet: the
// states of a list of units, each once, in the order they first come.
[[nodiscard]] std::size_t intern_state(std::vector<std::string_view>& states, std::string_view state);

// How each of `states` stands to each other in `state` (hostile where it says
// nothing), looked up once: a report compares the states of every pair of units it
// weighs, and each lookup by name compared strings.
class StateRelations {
public:
    StateRelations(const GameState& state, std::span<const std::string_view> states);
    // Indices into `states`.
    [[nodiscard]] Relation operator()(std::size_t a, std::size_t b) const noexcept { return table_[a * n_ + b]; }

private:
    std::size_t n_;
    std::vector<Relation> table_;
};

}  // namespace umpire::gitm
