#include "rules/gitm/sides.hpp"

#include <cassert>

#include <boost/graph/connected_components.hpp>
#include <boost/property_map/property_map.hpp>

#include "rules/gitm/side_graph.hpp"
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
    std::array<Cell, kMaxCells> cell{};
    // The terrain a diagonal step past this cell sees at its corner: under
    // SIDES-CROSSING-CORNER crossing-is-line a ford is river and a pass mountain.
    std::array<Terrain, kMaxCells> corner{};
};

void place(Board& b, const TacticalMap& map, int col0, int row0, const Rulings& rulings) {
    const bool crossing_is_line = rulings.get<CrossingCorner>() == CrossingCorner::CrossingIsLine;
    const bool lakes_link = rulings.get<WaterSides>() == WaterSides::LakesIgnored;
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        const Terrain t = map.at(s);
        const auto v = static_cast<std::size_t>((row0 + s.row) * b.width + col0 + s.col);
        const TerrainTraits& tr = traits(t);
        b.cell[v] = tr.crossing               ? Cell::Crossing
                    : tr.passable             ? Cell::Side
                    : t == Terrain::Water && lakes_link ? Cell::Link
                                              : Cell::Wall;
        b.corner[v] = !crossing_is_line ? t : t == Terrain::Ford ? Terrain::River : t == Terrain::Pass ? Terrain::Mountain : t;
    }
}

struct Labels {
    std::array<std::uint16_t, kMaxCells> side{};      // kBoardNoSide, kBoardCrossing or a label
    int count = 0;
    std::array<std::uint16_t, kMaxCells> crossing{};  // group, or kBoardNoSide
    std::vector<BoardSideSet> touches;                // per crossing group
};

template <std::size_t N>
int components(const BoardGraph& g, std::array<int, N>& component) {
    std::array<boost::default_color_type, kMaxCells> colour;
    const auto index = boost::typed_identity_property_map<std::uint16_t>();
    return static_cast<int>(boost::connected_components(
        g, boost::make_iterator_property_map(component.data(), index),
        boost::color_map(boost::make_iterator_property_map(colour.data(), index))));
}

// Sides and crossing groups of the board (rules 8.7, 2.3, tm-example-2).
Labels label(const Board& b, const Rulings& rulings) {
    const RiverMountainJoin join = rulings.get<RiverMountainJoin>();
    const int w = b.width;
    std::array<std::uint8_t, kMaxCells> side_mask{}, crossing_mask{};
    std::array<std::uint16_t, kMaxCells> side_members, crossing_members;
    int side_n = 0, crossing_n = 0;
    // (crossing square, side square) pairs that touch; at most four per square.
    std::array<std::pair<std::uint16_t, std::uint16_t>, 4 * kMaxCells> touch;
    int touch_n = 0;

    constexpr std::array<Direction, 4> kForward{Direction::E, Direction::SE, Direction::S, Direction::SW};
    for (int r = 0; r < b.height; ++r) {
        for (int c = 0; c < w; ++c) {
            const int v = r * w + c;
            const Cell cv = b.cell[static_cast<std::size_t>(v)];
            if (joins_sides(cv)) side_members[static_cast<std::size_t>(side_n++)] = static_cast<std::uint16_t>(v);
            if (cv == Cell::Crossing) crossing_members[static_cast<std::size_t>(crossing_n++)] = static_cast<std::uint16_t>(v);
            if (!joins_sides(cv) && cv != Cell::Crossing) continue;
            for (const Direction d : kForward) {
                const int nc = c + dcol(d), nr = r + drow(d);
                if (nc < 0 || nc >= w || nr >= b.height) continue;
                const int u = nr * w + nc;
                const Cell cu = b.cell[static_cast<std::size_t>(u)];
                if (!joins_sides(cu) && cu != Cell::Crossing) continue;
                // tm-example-2: a diagonal step between two joined line squares crosses the line.
                if (is_diagonal(d) && corner_joins(b.corner[static_cast<std::size_t>(nr * w + c)],
                                                   b.corner[static_cast<std::size_t>(r * w + nc)], join))
                    continue;
                const auto there = static_cast<std::uint8_t>(1u << static_cast<unsigned>(d));
                const auto back = static_cast<std::uint8_t>(1u << static_cast<unsigned>(opposite(d)));
                if (joins_sides(cv) && joins_sides(cu)) {
                    side_mask[static_cast<std::size_t>(v)] |= there;
                    side_mask[static_cast<std::size_t>(u)] |= back;
                } else if (cv == Cell::Crossing && cu == Cell::Crossing) {
                    crossing_mask[static_cast<std::size_t>(v)] |= there;
                    crossing_mask[static_cast<std::size_t>(u)] |= back;
                } else if (cv == Cell::Crossing && cu == Cell::Side) {
                    touch[static_cast<std::size_t>(touch_n++)] = {static_cast<std::uint16_t>(v), static_cast<std::uint16_t>(u)};
                } else if (cv == Cell::Side && cu == Cell::Crossing) {
                    touch[static_cast<std::size_t>(touch_n++)] = {static_cast<std::uint16_t>(u), static_cast<std::uint16_t>(v)};
                }
            }
        }
    }

    Labels out;
    out.side.fill(kBoardNoSide);
    out.crossing.fill(kBoardNoSide);
    std::array<int, kMaxCells> component;
    const int raw = components(BoardGraph(side_mask.data(), w, side_members.data(), side_n), component);
    // Components are numbered in the order of their first member; lake-only
    // components (lakes-ignored) are dropped, so renumber the sides densely.
    std::array<std::uint16_t, kMaxCells> renumber;
    std::fill_n(renumber.begin(), raw, kBoardNoSide);
    for (int i = 0; i < side_n; ++i) {
        const auto v = side_members[static_cast<std::size_t>(i)];
        if (b.cell[v] != Cell::Side) continue;
        auto& n = renumber[static_cast<std::size_t>(component[v])];
        if (n == kBoardNoSide) n = static_cast<std::uint16_t>(out.count++);
        out.side[v] = n;
    }
    const int groups = components(BoardGraph(crossing_mask.data(), w, crossing_members.data(), crossing_n), component);
    out.touches.resize(static_cast<std::size_t>(groups));
    for (int i = 0; i < crossing_n; ++i) {
        const auto v = crossing_members[static_cast<std::size_t>(i)];
        out.side[v] = kBoardCrossing;
        out.crossing[v] = static_cast<std::uint16_t>(component[v]);
    }
    for (int i = 0; i < touch_n; ++i) {
        const auto [x, s] = touch[static_cast<std::size_t>(i)];
        out.touches[out.crossing[x]].set(out.side[s]);
    }
    return out;
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

}  // namespace

MapSides compute_sides(const TacticalMap& map, const Rulings& rulings) {
    Board b;
    b.width = b.height = kTacSize;
    place(b, map, 0, 0, rulings);
    const Labels l = label(b, rulings);
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
    Board b;
    b.width = p.width;
    b.height = p.height;
    place(b, from, p.from_col, p.from_row, rulings);
    place(b, to, p.to_col, p.to_row, rulings);
    const Labels l = label(b, rulings);
    BoardSides out;
    out.width = b.width;
    out.height = b.height;
    out.count = l.count;
    out.side.assign(l.side.begin(), l.side.begin() + b.width * b.height);
    return out;
}

TacSet same_side_after_move(const TacticalMap& from, TacSquare start, Direction dir, const TacticalMap& to,
                            const Rulings& rulings) {
    assert(start.valid());
    const Placement p = placement(dir);
    Board b;
    b.width = p.width;
    b.height = p.height;
    place(b, from, p.from_col, p.from_row, rulings);
    place(b, to, p.to_col, p.to_row, rulings);
    const Labels l = label(b, rulings);
    const auto cell = [&](int col0, int row0, TacSquare s) {
        return static_cast<std::size_t>((row0 + s.row) * b.width + col0 + s.col);
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
