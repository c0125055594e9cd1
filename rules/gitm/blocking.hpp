#pragma once
// The full blocking check of one straight line (rule 8.5 and its detail text):
// the first terrain block, the first step touching a neutral, the first step
// touching an enemy. Occupancy is a bitset per stance, so the check allocates
// nothing; decide_move() and the benchmark both go through here.
#include <bitset>

#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/terrain_block.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

struct Occupancy {
    std::bitset<kTacSquares> enemy;    // squares holding a unit hostile to the mover
    std::bitset<kTacSquares> neutral;  // squares holding a unit neutral to the mover
};

struct LineCheck {
    TerrainCheck terrain;   // kind None when clear (or not checked)
    int neutral_step = -1;  // first step whose contacts hold a neutral
    int enemy_step = -1;    // first step whose contacts hold an enemy
    [[nodiscard]] bool clear() const noexcept { return !terrain && neutral_step < 0 && enemy_step < 0; }
};

// `check_terrain`: rule 8.5's terrain limit is in force (an enemy or qualifying
// neutral shares the strategic square).
[[nodiscard]] LineCheck check_line(const TacticalMap& map, const Occupancy& occ, const Line& line,
                                   const Rulings& rulings, bool check_terrain) noexcept;

}  // namespace umpire::gitm
