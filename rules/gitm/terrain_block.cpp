#include "rules/gitm/terrain_block.hpp"

#include <cstdlib>

namespace umpire::gitm {
namespace {

bool non_hill(Terrain t) noexcept { return traits(t).hill == HillClass::None; }
bool high(Terrain t) noexcept { return traits(t).hill == HillClass::HighHills; }

}  // namespace

bool corner_joins(Terrain t1, Terrain t2, RiverMountainJoin rule) noexcept {
    return traits(t1).joins_diagonally && traits(t2).joins_diagonally &&
           (rule == RiverMountainJoin::AnyPair || t1 == t2);
}

TerrainCheck check_step(const TacticalMap& map, TacSquare prev, TacSquare next, const Rulings& rulings) noexcept {
    const Terrain tp = map.at(prev), tn = map.at(next);
    if (!passable(tn)) return {TerrainBlock::Impassable, next, next};  // tm-example-1

    const bool diagonal = std::abs(next.col - prev.col) == 1 && std::abs(next.row - prev.row) == 1;
    if (diagonal) {
        const TacSquare s1{prev.col, next.row}, s2{next.col, prev.row};
        const Terrain t1 = map.at(s1), t2 = map.at(s2);
        if (corner_joins(t1, t2, rulings.get<RiverMountainJoin>()))
            return {TerrainBlock::DiagonalJoin, s1 < s2 ? s1 : s2, s1 < s2 ? s2 : s1};
        if (rulings.get<CliffDiagonal>() == CliffDiagonal::CornerJoin) {
            const bool ends_high = high(tp) && high(tn) && non_hill(t1) && non_hill(t2);
            const bool sides_high = high(t1) && high(t2) && non_hill(tp) && non_hill(tn);
            if (ends_high || sides_high) return {TerrainBlock::Cliff, prev, next};
        }
    }
    // tm-example-3: a cliff is the border of high hills with a non-hill square.
    if ((high(tp) && non_hill(tn)) || (non_hill(tp) && high(tn))) return {TerrainBlock::Cliff, prev, next};
    return {};
}

}  // namespace umpire::gitm
