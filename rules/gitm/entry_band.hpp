#pragma once
// Where a unit entering a tactical map may be placed (rule 7.14, es-entry-band).
//
// The entry text describes one picture: a unit entering across the north edge.
// Every other direction is that picture turned or mirrored. A Frame names the
// edge a unit crosses and reads the map from it: `depth` counts lines in from the
// edge (0 = the edge line), `along` runs along it. For a diagonal entry each of the
// two half edges gets its own frame, mirrored where needed so that along 0 is
// always the entry corner; so "north edge, west end first" is the only picture the
// procedure in rules/gitm/entry.cpp is written for.
#include <array>
#include <cstdint>

#include "model/direction.hpp"
#include "model/square.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

enum class Edge : std::uint8_t { North, East, South, West };

struct Frame {
    Edge edge = Edge::North;
    bool reversed = false;  // along counts from column (row) 14 instead of 0

    [[nodiscard]] constexpr TacSquare square(int along, int depth) const noexcept {
        const int a = reversed ? kTacSize - 1 - along : along;
        switch (edge) {
            case Edge::North: return {a, depth};
            case Edge::South: return {a, kTacSize - 1 - depth};
            case Edge::West: return {depth, a};
            case Edge::East: return {kTacSize - 1 - depth, a};
        }
        return {};
    }
    [[nodiscard]] constexpr int along(TacSquare s) const noexcept {
        const int a = edge == Edge::North || edge == Edge::South ? s.col : s.row;
        return reversed ? kTacSize - 1 - a : a;
    }
    [[nodiscard]] constexpr int depth(TacSquare s) const noexcept {
        switch (edge) {
            case Edge::North: return s.row;
            case Edge::South: return kTacSize - 1 - s.row;
            case Edge::West: return s.col;
            case Edge::East: return kTacSize - 1 - s.col;
        }
        return 0;
    }
    // The east and west edges win ties between half edges (rule 7.14).
    [[nodiscard]] constexpr bool side_edge() const noexcept { return edge == Edge::East || edge == Edge::West; }
};

// One edge's part of the band: lines 0..depth-1, along lo..hi.
struct Segment {
    Frame frame;
    int lo = 0, hi = kTacSize - 1;
    [[nodiscard]] constexpr bool contains_along(int a) const noexcept { return a >= lo && a <= hi; }
};

struct Band {
    std::array<Segment, 2> segments{};
    int count = 1;  // 1 for a straight move, 2 for a diagonal one (east/west edge first)
    int depth = 4;  // lines deep; 3 only under ENTRY-EXAMPLE-SLIP=depth-three-bands

    [[nodiscard]] bool contains(TacSquare s) const noexcept;
};

// The band of a unit that moved in direction `moving` (it enters across the
// opposite edge or corner). Rulings ENTRY-HALF-EDGE and ENTRY-EXAMPLE-SLIP.
[[nodiscard]] Band entry_band(Direction moving, const Rulings& rulings) noexcept;

// Distance between two squares under ENTRY-DISTANCE (edge-distance compares like
// manhattan here: it only changes which half edge is chosen).
[[nodiscard]] int square_distance(TacSquare a, TacSquare b, EntryDistance measure) noexcept;

struct Placement {
    TacSquare square;
    int segment = 0;  // index into Band::segments
};

// Rule 7.14: the band square nearest the requested one; on a diagonal entry the
// nearer half edge, the east or west one on a tie.
[[nodiscard]] Placement place_in_band(const Band& band, TacSquare request, EntryDistance measure) noexcept;

}  // namespace umpire::gitm
