// Properties of the sides of rivers and ranges (rules 8.7, 2.3, tm-example-2) on
// generated maps whose rivers and ranges are drawn as lines, with fords, passes and
// lakes: the labelling is a partition equal to an independent flood fill, crossings
// behave monotonically, the grid's eight symmetries carry sides over, and the sides
// of two adjacent maps agree with a flood fill of the two drawn as one board.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <array>
#include <cstdlib>
#include <deque>
#include <map>
#include <optional>
#include <vector>

#include "properties/generators.hpp"
#include "properties/symmetry.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/gitm/strategic_exit.hpp"

namespace umpire {
namespace {

using gitm::kCrossingSquare;
using gitm::kNoSide;

// --- generation ------------------------------------------------------------

// Open country with some hills, forest and towns, then one to four rivers or
// ranges drawn as king-step walks from an edge (so that they join diagonally as
// tm-example-2 describes and often cross the map), some of their squares turned
// into fords or passes, and sometimes a small lake.
rc::Gen<TacticalMap> lined_map() {
    return rc::gen::exec([] {
        TacticalMap m;
        for (int i = 0; i < kTacSquares; ++i) {
            const int roll = *rc::gen::inRange(0, 20);
            const Terrain t = roll < 14 ? Terrain::Open : roll < 16 ? Terrain::Hills : roll < 18 ? Terrain::Forest
                              : roll < 19 ? Terrain::HighHills : Terrain::Town;
            m.set(TacSquare::from_index(i), t);
        }
        const int lines = *rc::gen::inRange(1, 5);
        for (int l = 0; l < lines; ++l) {
            const bool river = *rc::gen::arbitrary<bool>();
            const int edge = *rc::gen::inRange(0, 4), at = *rc::gen::inRange(0, kTacSize);
            int c = edge == 0 ? 0 : edge == 1 ? kTacSize - 1 : at;
            int r = edge == 2 ? 0 : edge == 3 ? kTacSize - 1 : at;
            // Heading into the map, then wandering by at most one step to either side.
            int dir = edge == 0 ? 2 : edge == 1 ? 6 : edge == 2 ? 4 : 0;
            const int length = *rc::gen::inRange(3, 40);
            for (int k = 0; k < length && TacSquare::in_range(c, r); ++k) {
                const int crossing_roll = *rc::gen::inRange(0, 12);
                m.set({c, r}, crossing_roll == 0 ? (river ? Terrain::Ford : Terrain::Pass)
                                                 : (river ? Terrain::River : Terrain::Mountain));
                dir = (dir + 8 + *rc::gen::element(-1, 0, 0, 1)) % 8;
                const auto d = static_cast<Direction>(dir);
                c += dcol(d);
                r += drow(d);
            }
        }
        if (*rc::gen::inRange(0, 3) == 0) {
            const int c0 = *rc::gen::inRange(0, kTacSize - 2), r0 = *rc::gen::inRange(0, kTacSize - 2);
            const int w = *rc::gen::inRange(1, 4), h = *rc::gen::inRange(1, 4);
            for (int r = r0; r < r0 + h && r < kTacSize; ++r)
                for (int c = c0; c < c0 + w && c < kTacSize; ++c) m.set({c, r}, Terrain::Water);
        }
        return m;
    });
}

// The side rulings and TM-RIVER-MOUNTAIN-JOIN, chosen at random.
rc::Gen<Rulings> side_rulings() {
    return rc::gen::exec([] {
        Rulings r;
        for (const RulingId id : {RulingId::RiverMountainJoin, RulingId::WaterSides, RulingId::CrossingCorner})
            r.set(id, *rc::gen::inRange(0, 2));
        return r;
    });
}

// --- the reference: a breadth-first flood fill over any rectangle ----------

// A board of optional terrain (nullopt: no map there), row-major.
struct Grid {
    int width = 0, height = 0;
    std::vector<std::optional<Terrain>> cells;
    [[nodiscard]] const std::optional<Terrain>& at(int c, int r) const {
        return cells[static_cast<std::size_t>(r * width + c)];
    }
};

Grid grid_of(const TacticalMap& m) {
    Grid g{kTacSize, kTacSize, {}};
    for (int i = 0; i < kTacSquares; ++i) g.cells.emplace_back(m.at(TacSquare::from_index(i)));
    return g;
}

// Two maps placed as rule 2.3 joins them: `to` beside `from` in direction `dir`.
Grid grid_of(const TacticalMap& from, Direction dir, const TacticalMap& to) {
    const int dc = dcol(dir), dr = drow(dir);
    Grid g{kTacSize * (dc ? 2 : 1), kTacSize * (dr ? 2 : 1), {}};
    g.cells.resize(static_cast<std::size_t>(g.width * g.height));
    const auto put = [&](const TacticalMap& m, int c0, int r0) {
        for (int i = 0; i < kTacSquares; ++i) {
            const TacSquare s = TacSquare::from_index(i);
            g.cells[static_cast<std::size_t>((r0 + s.row) * g.width + c0 + s.col)] = m.at(s);
        }
    };
    put(from, dc < 0 ? kTacSize : 0, dr < 0 ? kTacSize : 0);
    put(to, dc > 0 ? kTacSize : 0, dr > 0 ? kTacSize : 0);
    return g;
}

// Square kinds as the rules describe them, written out again here.
bool holds_side(Terrain t) {
    return t == Terrain::Open || t == Terrain::Hills || t == Terrain::HighHills || t == Terrain::Forest ||
           t == Terrain::Town;
}

// For the flood: ground a side spreads over (lakes under lakes-ignored too).
bool spreads(const std::optional<Terrain>& t, const Rulings& r) {
    if (!t) return false;
    return holds_side(*t) || (*t == Terrain::Water && r.get<WaterSides>() == WaterSides::LakesIgnored);
}

// Which line a corner square belongs to, 0 for none: 1 river, 2 mountain.
int line_of(const std::optional<Terrain>& t, const Rulings& r) {
    if (!t) return 0;
    const bool as_line = r.get<CrossingCorner>() == CrossingCorner::CrossingIsLine;
    if (*t == Terrain::River || (as_line && *t == Terrain::Ford)) return 1;
    if (*t == Terrain::Mountain || (as_line && *t == Terrain::Pass)) return 2;
    return 0;
}

// May a king's step from (c, r) by (dc, dr) be taken without crossing a line?
bool step_open(const Grid& g, int c, int r, int dc, int dr, const Rulings& rulings) {
    if (dc == 0 || dr == 0) return true;
    const int a = line_of(g.at(c + dc, r), rulings), b = line_of(g.at(c, r + dr), rulings);
    const bool any_pair = rulings.get<RiverMountainJoin>() == RiverMountainJoin::AnyPair;
    return !(a != 0 && b != 0 && (any_pair || a == b));
}

// Component id per cell of the side squares; -1 elsewhere (lake cells of the
// flood get an id too, but the comparison reads only side squares).
std::vector<int> flood(const Grid& g, const Rulings& rulings) {
    std::vector<int> comp(g.cells.size(), -1);
    int next = 0;
    for (int start = 0; start < static_cast<int>(g.cells.size()); ++start) {
        if (comp[static_cast<std::size_t>(start)] >= 0 || !spreads(g.cells[static_cast<std::size_t>(start)], rulings))
            continue;
        std::deque<int> queue{start};
        comp[static_cast<std::size_t>(start)] = next;
        while (!queue.empty()) {
            const int v = queue.front();
            queue.pop_front();
            const int c = v % g.width, r = v / g.width;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    const int nc = c + dc, nr = r + dr;
                    if ((dc == 0 && dr == 0) || nc < 0 || nr < 0 || nc >= g.width || nr >= g.height) continue;
                    const int u = nr * g.width + nc;
                    if (comp[static_cast<std::size_t>(u)] >= 0 || !spreads(g.at(nc, nr), rulings)) continue;
                    if (!step_open(g, c, r, dc, dr, rulings)) continue;
                    comp[static_cast<std::size_t>(u)] = next;
                    queue.push_back(u);
                }
        }
        ++next;
    }
    return comp;
}

// The labels (kNoSide-like values for squares without a side) describe the same
// partition of the side squares as the reference components.
template <class Label>
bool same_partition(const Grid& g, const std::vector<Label>& labels, Label none, const std::vector<int>& ref) {
    std::map<Label, int> to_ref;
    std::map<int, Label> from_ref;
    for (std::size_t i = 0; i < g.cells.size(); ++i) {
        const bool side_square = g.cells[i] && holds_side(*g.cells[i]);
        if (!side_square) {
            if (labels[i] < none - 1) return false;  // only side squares carry a label
            continue;
        }
        if (labels[i] >= none - 1) return false;
        const auto [a, fresh_a] = to_ref.emplace(labels[i], ref[i]);
        const auto [b, fresh_b] = from_ref.emplace(ref[i], labels[i]);
        if (a->second != ref[i] || b->second != labels[i]) return false;
    }
    return true;
}

std::vector<std::uint8_t> labels_of(const gitm::MapSides& s) { return {s.side.begin(), s.side.end()}; }

// --- properties ------------------------------------------------------------

// rules: 8.7, tm-example-2, 2.2
RC_GTEST_PROP(SidesProps, LabellingIsTheReferenceFloodFill, ()) {
    const TacticalMap m = *lined_map();
    const Rulings r = *side_rulings();
    const auto sides = gitm::compute_sides(m, r);
    const Grid g = grid_of(m);
    RC_ASSERT(same_partition(g, labels_of(sides), kNoSide, flood(g, r)));
    RC_CLASSIFY(sides.count >= 2, "two sides or more");
    RC_CLASSIFY(!sides.touches.empty(), "with crossings");
    int largest = -1;
    for (int i = 0; i < kTacSquares; ++i) {
        const Terrain t = m.at(TacSquare::from_index(i));
        const std::uint8_t l = sides.side[static_cast<std::size_t>(i)];
        if (holds_side(t)) {
            RC_ASSERT(l < sides.count);  // exactly one side
            RC_ASSERT(static_cast<int>(l) <= largest + 1);  // numbered in reading order
            largest = std::max(largest, static_cast<int>(l));
        } else {
            RC_ASSERT(l == (traits(t).crossing ? kCrossingSquare : kNoSide));
        }
    }
    RC_ASSERT(largest + 1 == sides.count);
}

// rules: 8.7, tm-example-2
RC_GTEST_PROP(SidesProps, AnOpenStepStaysOnOneSide, ()) {
    const TacticalMap m = *lined_map();
    const Rulings r = *side_rulings();
    const auto sides = gitm::compute_sides(m, r);
    const Grid g = grid_of(m);
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        if (!holds_side(m.at(s))) continue;
        for (const Direction d : kAllDirections) {
            const int c = s.col + dcol(d), row = s.row + drow(d);
            if (!TacSquare::in_range(c, row) || !holds_side(m.at({c, row}))) continue;
            if (!step_open(g, s.col, s.row, dcol(d), drow(d), r)) continue;
            RC_ASSERT(sides.side[static_cast<std::size_t>(i)] == sides.side[static_cast<std::size_t>(TacSquare{c, row}.index())]);
        }
    }
}

// 7.9's test for a crossing reads only the exit squares; it must say what the whole
// map says: no square of the direction's exit on a side the start is on.
// rules: 7.9, 8.7
RC_GTEST_PROP(SidesProps, ACrossingIsNeededWhenNoExitSquareSharesASide, ()) {
    const TacticalMap m = *lined_map();
    const Rulings r = *side_rulings();
    const auto sides = gitm::compute_sides(m, r);
    const TacSquare start = TacSquare::from_index(*rc::gen::inRange(0, kTacSquares));
    const Direction dir = *rc::gen::elementOf(kAllDirections);
    const bool whole_map = (gitm::squares_on(sides, gitm::sides_of(sides, start)) & gitm::exit_squares(dir, r)).none();
    RC_ASSERT(gitm::needs_crossing(sides, start, dir, r) == whole_map);
    RC_CLASSIFY(whole_map, "a crossing needed");
}

// Every side of `after` lies within one side of `before` (side squares of both).
bool refines(const TacticalMap& m, const gitm::MapSides& after, const gitm::MapSides& before) {
    std::map<int, int> within;
    for (int i = 0; i < kTacSquares; ++i) {
        if (!holds_side(m.at(TacSquare::from_index(i)))) continue;
        const auto [it, fresh] = within.emplace(after.side[static_cast<std::size_t>(i)], before.side[static_cast<std::size_t>(i)]);
        if (it->second != before.side[static_cast<std::size_t>(i)]) return false;
    }
    return true;
}

// rules: 8.7
RC_GTEST_PROP(SidesProps, FillingAFordNeverMergesSides, ()) {
    const TacticalMap m = *lined_map();
    const Rulings r = *side_rulings();
    const auto before = gitm::compute_sides(m, r);
    std::vector<TacSquare> fords;
    for (int i = 0; i < kTacSquares; ++i)
        if (traits(m.at(TacSquare::from_index(i))).crossing) fords.push_back(TacSquare::from_index(i));
    RC_PRE(!fords.empty());
    const TacSquare f = *rc::gen::elementOf(fords);
    RC_TAG(gitm::sides_of(before, f).count() >= 2 ? "touches two sides or more" : "touches one side or none");
    TacticalMap filled = m;
    filled.set(f, m.at(f) == Terrain::Ford ? Terrain::River : Terrain::Mountain);
    RC_ASSERT(refines(m, gitm::compute_sides(filled, r), before));
}

// rules: 8.7
RC_GTEST_PROP(SidesProps, AFordInARiverNeverSplitsASide, ()) {
    const TacticalMap m = *lined_map();
    const Rulings r = *side_rulings();
    std::vector<TacSquare> river;
    for (int i = 0; i < kTacSquares; ++i)
        if (m.at(TacSquare::from_index(i)) == Terrain::River) river.push_back(TacSquare::from_index(i));
    RC_PRE(!river.empty());
    const TacSquare f = *rc::gen::elementOf(river);
    TacticalMap forded = m;
    forded.set(f, Terrain::Ford);
    RC_ASSERT(refines(m, gitm::compute_sides(m, r), gitm::compute_sides(forded, r)));
}

TacSquare image(props::Symmetry g, TacSquare s) {
    int c = g.swap ? s.row : s.col, r = g.swap ? s.col : s.row;
    if (g.mirror_col) c = kTacSize - 1 - c;
    if (g.mirror_row) r = kTacSize - 1 - r;
    return {c, r};
}

// rules: 8.7, 2.3, tm-example-2
RC_GTEST_PROP(SidesProps, EightSymmetriesCarrySidesOver, ()) {
    const TacticalMap m = *lined_map();
    const Rulings r = *side_rulings();
    const auto sides = gitm::compute_sides(m, r);
    for (const auto g : props::kSymmetries) {
        TacticalMap turned;
        for (int i = 0; i < kTacSquares; ++i) turned.set(image(g, TacSquare::from_index(i)), m.at(TacSquare::from_index(i)));
        const auto image_sides = gitm::compute_sides(turned, r);
        RC_ASSERT(image_sides.count == sides.count);
        // Side labels correspond one to one; crossings touch corresponding sides.
        std::map<int, int> to_image;
        for (int i = 0; i < kTacSquares; ++i) {
            const TacSquare s = TacSquare::from_index(i);
            const std::uint8_t a = sides.side[static_cast<std::size_t>(i)];
            const std::uint8_t b = image_sides.side[static_cast<std::size_t>(image(g, s).index())];
            RC_ASSERT((a < kCrossingSquare) == (b < kCrossingSquare));
            RC_ASSERT((a == kCrossingSquare) == (b == kCrossingSquare));
            if (a < kCrossingSquare) RC_ASSERT(to_image.emplace(a, b).first->second == b);
        }
        for (int i = 0; i < kTacSquares; ++i) {
            const TacSquare s = TacSquare::from_index(i);
            if (sides.side[static_cast<std::size_t>(i)] != kCrossingSquare) continue;
            gitm::SideSet mapped;
            const auto touched = gitm::sides_of(sides, s);
            for (const auto& [from, to] : to_image)
                if (touched.test(static_cast<std::size_t>(from))) mapped.set(static_cast<std::size_t>(to));
            RC_ASSERT(gitm::sides_of(image_sides, image(g, s)) == mapped);
        }
    }
}

// rules: 2.3, 7.14, 8.7
RC_GTEST_PROP(SidesProps, AdjacentMapsAgreeWithOneBoard, ()) {
    const TacticalMap from = *lined_map(), to = *lined_map();
    const Direction dir = *rc::gen::elementOf(std::vector<Direction>(kAllDirections.begin(), kAllDirections.end()));
    const Rulings r = *side_rulings();
    const auto board = gitm::compute_board_sides(from, dir, to, r);
    const Grid g = grid_of(from, dir, to);
    RC_ASSERT(board.width == g.width && board.height == g.height);
    RC_ASSERT(same_partition(g, board.side, gitm::kBoardNoSide, flood(g, r)));

    // same_side_after_move reads the same board: the squares of `to` on the
    // start's side are those sharing its label (crossings aside).
    const TacSquare start = *props::tac_square();
    RC_PRE(holds_side(from.at(start)));
    const int dc = dcol(dir), dr = drow(dir);
    const auto cell = [&](int c0, int r0, TacSquare s) { return static_cast<std::size_t>((r0 + s.row) * g.width + c0 + s.col); };
    const auto mine = board.side[cell(dc < 0 ? kTacSize : 0, dr < 0 ? kTacSize : 0, start)];
    const auto same = gitm::same_side_after_move(from, start, dir, to, r);
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        if (!holds_side(to.at(s))) continue;
        RC_ASSERT(same.test(static_cast<std::size_t>(i)) ==
                  (board.side[cell(dc > 0 ? kTacSize : 0, dr > 0 ? kTacSize : 0, s)] == mine));
    }
}

// rules: 2.3, 8.7
RC_GTEST_PROP(SidesProps, OneMapAloneMatchesItsBoardHalf, ()) {
    // With a wall of mountains along the seam on the other map, nothing joins across
    // the edge, and the board's partition of `from` is the single-map one.
    const TacticalMap from = *lined_map();
    const Rulings r = *side_rulings();
    TacticalMap walled;
    for (int i = 0; i < kTacSquares; ++i) walled.set(TacSquare::from_index(i), Terrain::Mountain);
    const auto board = gitm::compute_board_sides(from, Direction::E, walled, r);
    const auto single = gitm::compute_sides(from, r);
    std::map<int, int> to_single;
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        const auto b = board.side[static_cast<std::size_t>(s.row * board.width + s.col)];
        const auto a = single.side[static_cast<std::size_t>(i)];
        RC_ASSERT((a < kCrossingSquare) == (b < gitm::kBoardCrossing));
        if (a < kCrossingSquare) RC_ASSERT(to_single.emplace(b, a).first->second == a);
    }
    RC_ASSERT(static_cast<int>(to_single.size()) == single.count);
    RC_ASSERT(board.count == single.count);  // the mountains hold no side to count
}

}  // namespace
}  // namespace umpire
