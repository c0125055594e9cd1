#pragma once
// Small positions for the combat movement tests (rules/gitm/combat/): states US and
// TX actively allied, MX hostile to both, GB neutral to all, EN allied (not actively)
// with US; strategic squares added by column and row with an open map unless drawn.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/stacking.hpp"
#include "rules/gitm/phase_board.hpp"

namespace umpire::gitm::testing {

inline StratSquare sq(int col, int row) { return {static_cast<std::int16_t>(col), static_cast<std::int16_t>(row)}; }

inline GameState world() {
    GameState s;
    s.states = {{"EN", std::nullopt}, {"GB", std::nullopt}, {"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"EN", "GB", Relation::Neutral},  {"EN", "MX", Relation::Hostile}, {"EN", "TX", Relation::Allied},
                   {"EN", "US", Relation::Allied},   {"GB", "MX", Relation::Neutral}, {"GB", "TX", Relation::Neutral},
                   {"GB", "US", Relation::Neutral},  {"MX", "TX", Relation::Hostile}, {"MX", "US", Relation::Hostile},
                   {"TX", "US", Relation::ActivelyAllied}};
    return s;
}

inline StratSquareInfo& add_square(GameState& s, StratSquare q, const TacticalMap& map = {}) {
    StratSquareInfo info;
    info.square = q;
    info.owner = "US";
    info.map = map;
    s.squares.push_back(info);
    return s.squares.back();
}

inline Unit& add_unit(GameState& s, const std::string& state, int number, StratSquare at, TacSquare tac,
                      UnitType type = UnitType::Infantry) {
    Unit u;
    u.id = UnitId{state == "MX" ? Nation::MX : Nation::US, static_cast<std::uint16_t>(number), type};
    u.state = state;
    u.strength = 1000;
    u.strategic = at;
    u.tactical = tac;
    s.units.push_back(u);
    return s.units.back();
}

// A board over the units of strategic square `q` (the first listed square by default),
// keeping what it refers to alive.
struct TestBoard {
    TestBoard(const GameState& state, StratSquare q, const Rulings& r = Rulings{})
        : rulings(r), relations(state), board(state, *state.square(q), members_of(state, q), relations, rulings) {
        EXPECT_TRUE(check_invariants(state).empty()) << format(check_invariants(state));
    }
    static std::vector<std::size_t> members_of(const GameState& state, StratSquare q) {
        std::vector<std::size_t> m;
        for (std::size_t i = 0; i < state.units.size(); ++i)
            if (state.units[i].strategic == q) m.push_back(i);
        std::sort(m.begin(), m.end(), [&](std::size_t a, std::size_t b) { return state.units[a].id < state.units[b].id; });
        return m;
    }
    // The board index of the unit with this id.
    int index(const UnitId& id) const {
        for (int i = 0; i < board.size(); ++i)
            if (board.unit(i).id == id) return i;
        ADD_FAILURE() << "no such unit on the board";
        return -1;
    }
    Rulings rulings;
    RelationTable relations;
    Board board;
};

}  // namespace umpire::gitm::testing
