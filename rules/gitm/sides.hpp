#pragma once
// Which side of a river or mountain range each tactical square is on (rules 2.3,
// 8.7, 7.9, 7.14).
//
// A side is a connected region of passable squares that are not crossings: two
// squares are connected by a king's step unless the step passes diagonally between
// two squares that join into one line (tm-example-2, TM-RIVER-MOUNTAIN-JOIN; for a
// ford or pass at that corner, SIDES-CROSSING-CORNER). Lakes divide sides or not by
// SIDES-WATER. Fords and passes (rule 8.7) have no side of their own: a group of
// joined crossing squares touches the sides next to it, and a unit on a crossing is
// on every side its group touches. River, mountain and water squares have no side.
// Rivers and ranges continue across map edges (rule 2.3), so sides of two adjacent
// maps join across their shared edge, or their shared corner for diagonal neighbours.
#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

#include "model/direction.hpp"
#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

using TacSet = std::bitset<kTacSquares>;  // index = TacSquare::index()
using SideSet = std::bitset<kTacSquares>; // bit = side label; a map has fewer sides than squares

inline constexpr std::uint8_t kCrossingSquare = 254;
inline constexpr std::uint8_t kNoSide = 255;
inline constexpr std::uint8_t kNoCrossing = 255;

// Side labels of one map: side[i] in 0..count-1 (numbered in reading order of their
// first square), or kCrossingSquare / kNoSide. crossing[i] is the group of joined
// crossing squares square i belongs to (kNoCrossing for other squares), and
// touches[g] the sides group g touches.
struct MapSides {
    std::array<std::uint8_t, kTacSquares> side;
    int count;
    std::array<std::uint8_t, kTacSquares> crossing;
    std::vector<SideSet> touches;
};

[[nodiscard]] MapSides compute_sides(const TacticalMap& map, const Rulings& rulings);

// The sides a unit standing on `s` is on: one for a side square, those its group
// touches for a crossing, none for impassable terrain.
[[nodiscard]] SideSet sides_of(const MapSides& sides, TacSquare s);
// The squares on any of `sides`, crossings touching one of them included.
[[nodiscard]] TacSet squares_on(const MapSides& sides, const SideSet& which);

// Rule 7.14's last sentence: the squares of `to` (the map of the strategic square
// entered by a move in direction `dir` from the square whose map is `from`) that are
// on the same side as `start` (a square of `from`), sides joined across the shared
// edge/corner per rule 2.3. A start on a ford/pass is on every side it touches.
[[nodiscard]] TacSet same_side_after_move(const TacticalMap& from, TacSquare start, Direction dir,
                                          const TacticalMap& to, const Rulings& rulings);

// The side labels of a board of two adjacent maps, `from` and the map of its
// neighbour in direction `dir` placed beside it: row-major over a board 15 or 30
// squares wide and high; cells no map covers are kNoSide. For tests and the
// across-the-edge property.
struct BoardSides {
    int width = 0, height = 0;
    std::vector<std::uint16_t> side;      // kBoardNoSide, kBoardCrossing or a label
    int count = 0;
};
inline constexpr std::uint16_t kBoardCrossing = 0xfffe;
inline constexpr std::uint16_t kBoardNoSide = 0xffff;
[[nodiscard]] BoardSides compute_board_sides(const TacticalMap& from, Direction dir, const TacticalMap& to,
                                             const Rulings& rulings);

}  // namespace umpire::gitm
