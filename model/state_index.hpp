#pragma once
// A game state's units by id and squares by place, found without scanning the
// state's lists: the checks and phases that look up every order's unit and every
// path box's square in a state of thousands of units and squares (issue 20) build
// one and ask it, instead of GameState::unit and GameState::square.
//
// It finds what those find in a state that lists each unit and square once. Where
// one is listed twice (check_invariants refuses that, but the checks run on states
// that have not passed it yet) it finds the first entry. It points into the state,
// whose lists must not change while it is used.
#include <cstdint>
#include <vector>

#include "model/game_state.hpp"

namespace umpire {

class StateIndex {
public:
    explicit StateIndex(const GameState& state);
    StateIndex(const StateIndex&) = delete;  // points into the state
    StateIndex& operator=(const StateIndex&) = delete;

    [[nodiscard]] const GameState& state() const noexcept { return *state_; }
    [[nodiscard]] const Unit* unit(const UnitId& id) const noexcept;
    [[nodiscard]] const StratSquareInfo* square(StratSquare s) const noexcept;

private:
    const GameState* state_;
    // (id key << 32 | index in units), sorted: the first of an id's entries is its first in the list.
    std::vector<std::uint64_t> units_;
    // By slot (StratSquare::index()): the index in squares plus one, 0 for none.
    std::vector<std::uint32_t> squares_;
};

}  // namespace umpire
