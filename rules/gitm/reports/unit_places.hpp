#pragma once
// Where the units of one position stand, sorted once for reports that read them
// reader after reader (issue 17: the 200 players' reports of a 2,000-unit turn had
// each searched the state unit by unit and square by square).
#include <cstddef>
#include <span>
#include <vector>

#include "model/game_state.hpp"

namespace umpire::gitm {

class UnitPlaces {
public:
    explicit UnitPlaces(const GameState& state);
    UnitPlaces(const UnitPlaces&) = delete;  // points into itself and into the state
    UnitPlaces& operator=(const UnitPlaces&) = delete;

    [[nodiscard]] const GameState& state() const noexcept { return *state_; }
    [[nodiscard]] const Unit* find(const UnitId& id) const noexcept;
    [[nodiscard]] std::span<const Unit* const> by_id() const noexcept { return by_id_; }
    // The units on one strategic square, by id.
    [[nodiscard]] std::span<const Unit* const> at(StratSquare q) const noexcept;
    // Whether the state's map lists the square.
    [[nodiscard]] bool on_map(StratSquare q) const noexcept { return q.valid() && on_map_[key(q)]; }

    [[nodiscard]] static std::size_t key(StratSquare q) noexcept {
        return static_cast<std::size_t>(q.row) * kStratColumns + static_cast<std::size_t>(q.col);
    }

private:
    const GameState* state_;
    std::vector<const Unit*> by_id_;
    std::vector<const Unit*> by_square_;  // by square (reading order), then id
    std::vector<bool> on_map_;            // by key()
};

}  // namespace umpire::gitm
