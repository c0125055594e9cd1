#include "rules/gitm/sides.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "model/direction.hpp"
#include "rules/gitm/terrain_block.hpp"

namespace umpire::gitm {
namespace {

constexpr int kMaxBoardSide = 2 * kTacSize;
constexpr int kMaxCells = kMaxBoardSide * kMaxBoardSide;
// A board holds at most two maps: fewer sides than half its 450 map squares + 1.
using BoardSideSet = std::bitset<kMaxCells / 2 + 1>;

// What a square is for the sides: Link is a lake under SIDES-WATER lakes-ignored
// (it joins its neighbours but has no side); Absent a cell of the board no map covers.
enum class Cell : std::uint8_t { Absent, Wall, Link, Side, Crossing };

[[nodiscard]] bool joins_sides(Cell c) noexcept { return c == Cell::Side || c == Cell::Link; }

struct Board {
    int width = 0, height = 0;
    std::array<Cell, kMaxCells> cell;
    // The terrain a diagonal step past this cell sees at its corner (tm-example-2):
    // under SIDES-CROSSING-CORNER crossing-is-line a ford is river and a pass
    // mountain; an absent cell is open ground.
    std::array<Terrain, kMaxCells> corner;
};

// Per terrain, what place() writes, and corner_joins() for each pair of corner
// terrains: worked out once per board rather than for every step.
struct CellOf {
    std::array<Cell, enum_count<Terrain>> cell;
    std::array<Terrain, enum_count<Terrain>> corner;
    std::array<std::array<bool, enum_count<Terrain>>, enum_count<Terrain>> joins;
};

CellOf cell_table(const Rulings& rulings) {
    const bool crossing_is_line = rulings.get<CrossingCorner>() == CrossingCorner::CrossingIsLine;
    const bool lakes_link = rulings.get<WaterSides>() == WaterSides::LakesIgnored;
    CellOf out{};
    for (int i = 0; i < enum_count<Terrain>; ++i) {
        const auto t = static_cast<Terrain>(i);
        const TerrainTraits& tr = traits(t);
        out.cell[static_cast<std::size_t>(i)] = tr.crossing ? Cell::Crossing
                                                : tr.passable ? Cell::Side
                                                : t == Terrain::Water && lakes_link ? Cell::Link
                                                                                    : Cell::Wall;
        out.corner[static_cast<std::size_t>(i)] = !crossing_is_line    ? t
                                                  : t == Terrain::Ford ? Terrain::River
                                                  : t == Terrain::Pass ? Terrain::Mountain
                                                                       : t;
    }
    // Only line terrain can join (terrain.hpp), so the pairs asked are few.
    for (int i = 0; i < enum_count<Terrain>; ++i) {
        if (!traits(static_cast<Terrain>(i)).joins_diagonally) continue;
        for (int j = 0; j < enum_count<Terrain>; ++j)
            out.joins[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
                corner_joins(static_cast<Terrain>(i), static_cast<Terrain>(j), rulings.get<RiverMountainJoin>());
    }
    return out;
}

void place(Board& b, const TacticalMap& map, int col0, int row0, const CellOf& table) {
    for (int r = 0; r < kTacSize; ++r) {
        for (int c = 0; c < kTacSize; ++c) {
            const auto t = static_cast<std::size_t>(map.at(TacSquare{c, r}));
            const auto v = static_cast<std::size_t>((row0 + r) * b.width + col0 + c);
            b.cell[v] = table.cell[t];
            b.corner[v] = table.corner[t];
        }
    }
}

Board board(int width, int height) {
    Board b;
    b.width = width;
    b.height = height;
    std::fill_n(b.cell.begin(), width * height, Cell::Absent);
    std::fill_n(b.corner.begin(), width * height, Terrain::Open);
    return b;
}

struct Labels {
    std::array<std::uint16_t, kMaxCells> side;      // kBoardNoSide, kBoardCrossing or a label
    int count = 0;
    std::array<std::uint16_t, kMaxCells> crossing;  // group, or kBoardNoSide
    std::vector<BoardSideSet> touches;              // per crossing group
};

// The connected components of a board graph: `mask[v]` holds bit d when v is joined
// to its neighbour in direction d (symmetric, members only). Numbered from 0 in the
// order of each component's first member (members are in row-major order), as a
// depth-first search from each member not yet reached would number them; a
// union-find over the board's fixed arrays, which allocates nothing.
template <std::size_t N>
int components(const std::uint8_t* mask, int width, const std::uint16_t* members, int member_count,
               std::array<int, N>& component) {
    std::array<std::uint16_t, kMaxCells> parent;
    const auto find = [&parent](std::uint16_t v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];  // halve the path on the way up
            v = parent[v];
        }
        return v;
    };
    std::array<int, enum_count<Direction>> offset{};
    for (const Direction d : kAllDirections) offset[static_cast<std::size_t>(d)] = dcol(d) + drow(d) * width;
    for (int i = 0; i < member_count; ++i) parent[members[i]] = members[i];
    for (int i = 0; i < member_count; ++i) {
        const std::uint16_t v = members[i];
        // Each edge from its earlier end: the neighbour after v in row-major order.
        for (unsigned bits = mask[v]; bits != 0; bits &= bits - 1) {
            const int off = offset[static_cast<std::size_t>(std::countr_zero(bits))];
            if (off < 0) continue;
            const std::uint16_t a = find(v), b = find(static_cast<std::uint16_t>(v + off));
            if (a != b) parent[std::max(a, b)] = std::min(a, b);
        }
    }
    int count = 0;
    for (int i = 0; i < member_count; ++i) {
        const std::uint16_t v = members[i];
        const std::uint16_t root = find(v);
        // A root is its component's first member (unions keep the lower index), so
        // the component is numbered when its root is reached.
        component[v] = root == v ? count++ : component[root];
    }
    return count;
}

// The graphs label() searches, as a direction mask per cell: the sides graph joins
// squares a unit passes between without crossing a river or range (rule 8.7), the
// crossings graph joins fords and passes; a touch is a (crossing square, side square)
// pair next to each other, at most four per square. The arrays are filled only as far
// as the board reaches.
struct Edges {
    std::array<std::uint8_t, kMaxCells> side_mask, crossing_mask;
    std::array<std::uint16_t, kMaxCells> side_members, crossing_members;
    int side_n = 0, crossing_n = 0;
    std::array<std::pair<std::uint16_t, std::uint16_t>, 4 * kMaxCells> touch;
    int touch_n = 0;
};

[[nodiscard]] bool member(Cell c) noexcept { return joins_sides(c) || c == Cell::Crossing; }

// The step from v to its neighbour u in direction d (E, SE, S or SW), linking them in
// the graph of their kind or recording a touch.
inline void link(Edges& e, const Board& b, std::size_t v, Cell cv, std::size_t u, Direction d) {
    const Cell cu = b.cell[u];
    const auto there = static_cast<std::uint8_t>(1u << static_cast<unsigned>(d));
    const auto back = static_cast<std::uint8_t>(1u << static_cast<unsigned>(opposite(d)));
    if (joins_sides(cv)) {
        if (joins_sides(cu)) {
            e.side_mask[v] |= there;
            e.side_mask[u] |= back;
        } else if (cu == Cell::Crossing && cv == Cell::Side) {
            e.touch[static_cast<std::size_t>(e.touch_n++)] = {static_cast<std::uint16_t>(u), static_cast<std::uint16_t>(v)};
        }
    } else if (cu == Cell::Crossing) {
        e.crossing_mask[v] |= there;
        e.crossing_mask[u] |= back;
    } else if (cu == Cell::Side) {
        e.touch[static_cast<std::size_t>(e.touch_n++)] = {static_cast<std::uint16_t>(v), static_cast<std::uint16_t>(u)};
    }
}

// A diagonal step from v to u, past the corner squares x and y (rule 8.7 and
// tm-example-2: between two joined line squares it crosses the line).
inline void link_diagonal(Edges& e, const Board& b, const CellOf& table, std::size_t v, Cell cv, std::size_t u,
                          std::size_t x, std::size_t y, Direction d) {
    const Cell cu = b.cell[u], cx = b.cell[x], cy = b.cell[y];
    // A corner square of the same kind as both ends links them orthogonally
    // already: leaving the diagonal out halves the search's edges on open ground.
    if (joins_sides(cv) && joins_sides(cu) && (joins_sides(cx) || joins_sides(cy))) return;
    if (cv == Cell::Crossing && cu == Cell::Crossing && (cx == Cell::Crossing || cy == Cell::Crossing)) return;
    if (table.joins[static_cast<std::size_t>(b.corner[x])][static_cast<std::size_t>(b.corner[y])]) return;
    link(e, b, v, cv, u, d);
}

// Every step of the board once, from each square to its E, S, SE and SW neighbours
// (rules 8.7 and 2.3: both maps of a pair are one board).
Edges edges_of(const Board& b, const CellOf& table) {
    const int w = b.width, n = b.width * b.height;
    Edges e;
    std::fill_n(e.side_mask.begin(), n, std::uint8_t{0});
    std::fill_n(e.crossing_mask.begin(), n, std::uint8_t{0});
    const auto uw = static_cast<std::size_t>(w);
    for (int r = 0; r < b.height; ++r) {
        const bool south = r + 1 < b.height;
        for (int c = 0; c < w; ++c) {
            const auto v = static_cast<std::size_t>(r * w + c);
            const Cell cv = b.cell[v];
            const auto id = static_cast<std::uint16_t>(v);
            if (joins_sides(cv)) e.side_members[static_cast<std::size_t>(e.side_n++)] = id;
            else if (cv == Cell::Crossing) e.crossing_members[static_cast<std::size_t>(e.crossing_n++)] = id;
            else continue;
            if (c + 1 < w && member(b.cell[v + 1])) link(e, b, v, cv, v + 1, Direction::E);
            if (!south) continue;
            if (member(b.cell[v + uw])) link(e, b, v, cv, v + uw, Direction::S);
            if (c + 1 < w && member(b.cell[v + uw + 1]))
                link_diagonal(e, b, table, v, cv, v + uw + 1, v + uw, v + 1, Direction::SE);
            if (c > 0 && member(b.cell[v + uw - 1]))
                link_diagonal(e, b, table, v, cv, v + uw - 1, v + uw, v - 1, Direction::SW);
        }
    }
    return e;
}

// On open ground each 2x2 block is a 4-cycle, and one of its two vertical edges
// suffices: drop the south edge of v when the squares west of v and below it are
// joined to each other (by their own south edge, or by one dropped the same way)
// and each to its eastern neighbour. Connectivity is unchanged (no rule is involved);
// the search walks a quarter fewer edges.
void thin_open_ground(Edges& e, const Board& b) {
    constexpr auto kE = static_cast<std::uint8_t>(1u << static_cast<unsigned>(Direction::E));
    constexpr auto kS = static_cast<std::uint8_t>(1u << static_cast<unsigned>(Direction::S));
    constexpr auto kN = static_cast<std::uint8_t>(1u << static_cast<unsigned>(Direction::N));
    const int w = b.width;
    auto& mask = e.side_mask;
    for (int r = 0; r + 1 < b.height; ++r) {
        bool west_joined = false;  // the square west of v and the one below it
        for (int c = 0; c < w; ++c) {
            const auto v = static_cast<std::size_t>(r * w + c), below = v + static_cast<std::size_t>(w);
            const bool south = (mask[v] & kS) != 0;
            if (south && west_joined && (mask[v - 1] & kE) && (mask[below - 1] & kE)) {
                mask[v] = static_cast<std::uint8_t>(mask[v] & ~kS);
                mask[below] = static_cast<std::uint8_t>(mask[below] & ~kN);
            }
            west_joined = south;
        }
    }
}

// The sides are the sides graph's components that hold a passable square, numbered
// densely in the order of their first square; each crossing group (rule 2.3's fords
// and passes) is a component of the crossings graph, with the sides it touches.
Labels labels_of(const Board& b, const Edges& e) {
    const int n = b.width * b.height;
    Labels out;
    std::fill_n(out.side.begin(), n, kBoardNoSide);
    std::fill_n(out.crossing.begin(), n, kBoardNoSide);
    std::array<int, kMaxCells> component;
    const int raw = components(e.side_mask.data(), b.width, e.side_members.data(), e.side_n, component);
    // Components are numbered in the order of their first member; lake-only
    // components (lakes-ignored) are dropped, so renumber the sides densely.
    std::array<std::uint16_t, kMaxCells> renumber;
    std::fill_n(renumber.begin(), raw, kBoardNoSide);
    for (int i = 0; i < e.side_n; ++i) {
        const auto v = e.side_members[static_cast<std::size_t>(i)];
        if (b.cell[v] != Cell::Side) continue;
        auto& id = renumber[static_cast<std::size_t>(component[v])];
        if (id == kBoardNoSide) id = static_cast<std::uint16_t>(out.count++);
        out.side[v] = id;
    }
    const int groups = components(e.crossing_mask.data(), b.width, e.crossing_members.data(), e.crossing_n, component);
    out.touches.resize(static_cast<std::size_t>(groups));
    for (int i = 0; i < e.crossing_n; ++i) {
        const auto v = e.crossing_members[static_cast<std::size_t>(i)];
        out.side[v] = kBoardCrossing;
        out.crossing[v] = static_cast<std::uint16_t>(component[v]);
    }
    for (int i = 0; i < e.touch_n; ++i) {
        const auto [x, s] = e.touch[static_cast<std::size_t>(i)];
        out.touches[out.crossing[x]].set(out.side[s]);
    }
    return out;
}

// Sides and crossing groups of the board (rules 8.7, 2.3, tm-example-2).
Labels label(const Board& b, const CellOf& table) {
    Edges e = edges_of(b, table);
    thin_open_ground(e, b);
    return labels_of(b, e);
}

// The cells of the board each map covers: `from` and its neighbour in `dir`.
struct Placement {
    int width, height, from_col, from_row, to_col, to_row;
};
Placement placement(Direction dir) {
    const int dc = dcol(dir), dr = drow(dir);
    return {kTacSize * (dc != 0 ? 2 : 1), kTacSize * (dr != 0 ? 2 : 1),
            dc < 0 ? kTacSize : 0,        dr < 0 ? kTacSize : 0,
            dc > 0 ? kTacSize : 0,        dr > 0 ? kTacSize : 0};
}

// Rule 2.3: the sides of two adjacent maps, labelled as one board.
Labels label_pair(const TacticalMap& from, const Placement& p, const TacticalMap& to, const Rulings& rulings) {
    Board b = board(p.width, p.height);
    const CellOf table = cell_table(rulings);
    place(b, from, p.from_col, p.from_row, table);
    place(b, to, p.to_col, p.to_row, table);
    return label(b, table);
}

}  // namespace

MapSides compute_sides(const TacticalMap& map, const Rulings& rulings) {
    Board b = board(kTacSize, kTacSize);
    const CellOf table = cell_table(rulings);
    place(b, map, 0, 0, table);
    const Labels l = label(b, table);
    MapSides out;
    out.count = l.count;
    for (std::size_t i = 0; i < static_cast<std::size_t>(kTacSquares); ++i) {
        out.side[i] = l.side[i] == kBoardCrossing ? kCrossingSquare
                      : l.side[i] == kBoardNoSide ? kNoSide
                                                  : static_cast<std::uint8_t>(l.side[i]);
        out.crossing[i] = l.crossing[i] == kBoardNoSide ? kNoCrossing : static_cast<std::uint8_t>(l.crossing[i]);
    }
    out.touches.resize(l.touches.size());
    for (std::size_t g = 0; g < l.touches.size(); ++g)
        for (int s = 0; s < l.count; ++s)
            if (l.touches[g].test(static_cast<std::size_t>(s))) out.touches[g].set(static_cast<std::size_t>(s));
    return out;
}

SideSet sides_of(const MapSides& sides, TacSquare s) {
    const auto i = static_cast<std::size_t>(s.index());
    SideSet out;
    if (sides.side[i] == kCrossingSquare) return sides.touches[sides.crossing[i]];
    if (sides.side[i] != kNoSide) out.set(sides.side[i]);
    return out;
}

TacSet squares_on(const MapSides& sides, const SideSet& which) {
    TacSet out;
    for (int i = 0; i < kTacSquares; ++i)
        if ((sides_of(sides, TacSquare::from_index(i)) & which).any()) out.set(static_cast<std::size_t>(i));
    return out;
}

BoardSides compute_board_sides(const TacticalMap& from, Direction dir, const TacticalMap& to, const Rulings& rulings) {
    const Placement p = placement(dir);
    const Labels l = label_pair(from, p, to, rulings);
    BoardSides out;
    out.width = p.width;
    out.height = p.height;
    out.count = l.count;
    out.side.assign(l.side.begin(), l.side.begin() + p.width * p.height);
    return out;
}

TacSet same_side_after_move(const TacticalMap& from, TacSquare start, Direction dir, const TacticalMap& to,
                            const Rulings& rulings) {
    assert(start.valid());
    const Placement p = placement(dir);
    const Labels l = label_pair(from, p, to, rulings);
    const auto cell = [&](int col0, int row0, TacSquare s) {
        return static_cast<std::size_t>((row0 + s.row) * p.width + col0 + s.col);
    };
    // Rule 7.14: a unit on a crossing is on every side its group touches.
    const auto on = [&](std::size_t v) {
        BoardSideSet s;
        if (l.side[v] == kBoardCrossing) return l.touches[l.crossing[v]];
        if (l.side[v] != kBoardNoSide) s.set(l.side[v]);
        return s;
    };
    const BoardSideSet mine = on(cell(p.from_col, p.from_row, start));
    TacSet out;
    if (mine.none()) return out;
    for (int i = 0; i < kTacSquares; ++i)
        if ((on(cell(p.to_col, p.to_row, TacSquare::from_index(i))) & mine).any()) out.set(static_cast<std::size_t>(i));
    return out;
}

}  // namespace umpire::gitm
