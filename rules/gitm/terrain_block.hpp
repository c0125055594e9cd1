#pragma once
// Terrain that blocks a straight-line move (rule 8.5; tactical-movement examples 1-3).
// Applies only when an enemy or a qualifying neutral shares the strategic square;
// the caller decides that.
#include <cstdint>

#include "model/tactical_map.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

enum class TerrainBlock : std::uint8_t { None, Impassable, DiagonalJoin, Cliff };

struct TerrainCheck {
    TerrainBlock kind = TerrainBlock::None;
    TacSquare a, b;  // Impassable: a. DiagonalJoin: the two joined squares. Cliff: the step's ends.
    [[nodiscard]] explicit operator bool() const noexcept { return kind != TerrainBlock::None; }
};

// tm-example-2 (and rule 2.3's continuous lines): the two squares a diagonal step
// passes between join across their shared corner. Rivers and mountains join, lakes
// do not; whether a river joins a mountain is TM-RIVER-MOUNTAIN-JOIN. Shared by
// rule 8.5's blocking and by the sides of rule 8.7 (rules/gitm/sides.cpp).
[[nodiscard]] bool corner_joins(Terrain t1, Terrain t2, RiverMountainJoin rule) noexcept;

// One step from `prev` to `next` (consecutive terrain squares). Order within a step:
// impassable destination, then a diagonal join, then a cliff.
[[nodiscard]] TerrainCheck check_step(const TacticalMap& map, TacSquare prev, TacSquare next,
                                      const Rulings& rulings) noexcept;

}  // namespace umpire::gitm
