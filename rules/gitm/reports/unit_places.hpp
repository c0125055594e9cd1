#pragma once
// Where the units of one position stand, sorted once for reports that read them
// reader after reader (issue 17: the 200 players' reports of a 2,000-unit turn had
// each searched the state unit by unit and square by square). A unit's ordinal is
// its place in id order.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"

namespace umpire::gitm {

class UnitPlaces {
public:
    explicit UnitPlaces(const GameState& state);
    UnitPlaces(const UnitPlaces&) = delete;  // points into the state
    UnitPlaces& operator=(const UnitPlaces&) = delete;

    [[nodiscard]] const GameState& state() const noexcept { return *state_; }
    [[nodiscard]] const Unit* find(const UnitId& id) const noexcept;
    [[nodiscard]] std::span<const Unit* const> by_id() const noexcept { return by_id_; }
    // The units on one strategic square, by id, and their ordinals.
    [[nodiscard]] std::span<const Unit* const> at(StratSquare q) const noexcept;
    [[nodiscard]] std::span<const std::uint32_t> ordinals_at(StratSquare q) const noexcept;
    // The states of the units, each once, and which one each unit (by ordinal) serves.
    [[nodiscard]] std::span<const std::string_view> states() const noexcept { return states_; }
    [[nodiscard]] std::size_t state_of(std::uint32_t ordinal) const noexcept { return state_of_[ordinal]; }
    // Whether the state's map lists the square.
    [[nodiscard]] bool on_map(StratSquare q) const noexcept { return q.valid() && on_map_[key(q)]; }

    [[nodiscard]] static std::size_t key(StratSquare q) noexcept {
        return static_cast<std::size_t>(q.row) * kStratColumns + static_cast<std::size_t>(q.col);
    }
    static constexpr std::size_t kKeys = static_cast<std::size_t>(kStratColumns) * kStratRows;

private:
    const GameState* state_;
    std::vector<const Unit*> by_id_;
    std::vector<std::uint32_t> first_;        // by key, one more: where a square's units start below
    std::vector<const Unit*> by_square_;      // by square (reading order), then id
    std::vector<std::uint32_t> ordinals_;     // the same units' ordinals
    std::vector<std::string_view> states_;
    std::vector<std::uint16_t> state_of_;     // by ordinal
    std::vector<bool> on_map_;                // by key()
};

}  // namespace umpire::gitm
