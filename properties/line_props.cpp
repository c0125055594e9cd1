// Geometric properties of the straight line (gitm::trace_line) over generated pairs
// of squares: reversal, the shape of the walk, translation and the symmetries of
// the square grid.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <vector>

#include "properties/symmetry.hpp"
#include "properties/generators.hpp"
#include "rules/gitm/line.hpp"

namespace umpire {
namespace {

using props::tac_square;

std::vector<TacSquare> walk(const gitm::Line& l) {
    std::vector<TacSquare> v{l.from};
    for (int k = 0; k < l.count; ++k) v.push_back(l.steps[static_cast<std::size_t>(k)].square);
    return v;
}

std::set<TacSquare> contacts(const gitm::Step& s) {
    return {s.contacts.begin(), s.contacts.begin() + s.contact_count};
}

std::set<TacSquare> all_contacts(const gitm::Line& l) {
    std::set<TacSquare> out;
    for (int k = 0; k < l.count; ++k) {
        const auto c = contacts(l.steps[static_cast<std::size_t>(k)]);
        out.insert(c.begin(), c.end());
    }
    return out;
}

// Exact points compared as fractions: a + d == b.
bool moved_by(gitm::Exact a, gitm::Exact b, int d) {
    return (std::int64_t{a.num} + std::int64_t{d} * a.den) * b.den == std::int64_t{b.num} * a.den;
}

int chebyshev(TacSquare a, TacSquare b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

// rules: tm-rounding tm-fraction tm-step-count
RC_GTEST_PROP(LineProps, ReversedLineWalksTheSameSquaresBackwards, ()) {
    // Point k of A->B and point n-k of B->A are the same rational point, and the
    // rounding looks only at the point, never at the direction of travel.
    const TacSquare a = *tac_square(), b = *tac_square();
    auto forward = walk(gitm::trace_line(a, b));
    std::reverse(forward.begin(), forward.end());
    RC_ASSERT(forward == walk(gitm::trace_line(b, a)));
}

// rules: tm-case-1 tm-case-2 tm-case-3
RC_GTEST_PROP(LineProps, ReversedLineIsBlockedByTheSameSquares, ()) {
    // Each step's contacts depend on its point (cases 1, 3) or on the unordered pair
    // of points it joins (case 2), so only the two ends swap roles: A's own square is
    // never a contact of A->B, B's square is always one.
    const TacSquare a = *tac_square(), b = *tac_square();
    auto ab = all_contacts(gitm::trace_line(a, b));
    auto ba = all_contacts(gitm::trace_line(b, a));
    RC_ASSERT(ab.count(a) == 0u);
    RC_ASSERT(ba.count(b) == 0u);
    ab.insert(a);
    ba.insert(b);
    RC_ASSERT(ab == ba);
}

// rules: tm-step-count tm-rounding
RC_GTEST_PROP(LineProps, TerrainSquaresAreAKingsWalkToTheDestination, ()) {
    const TacSquare a = *tac_square(), b = *tac_square();
    const auto line = gitm::trace_line(a, b);
    RC_ASSERT(int{line.count} == chebyshev(a, b));
    const auto w = walk(line);
    for (std::size_t i = 1; i < w.size(); ++i) RC_ASSERT(chebyshev(w[i - 1], w[i]) == 1);
    RC_ASSERT(w.back() == b);
}

// rules: tm-rounding tm-case-1 tm-case-2 tm-case-3
RC_GTEST_PROP(LineProps, EveryTerrainSquareAlsoBlocksUnits, ()) {
    const TacSquare a = *tac_square(), b = *tac_square();
    const auto line = gitm::trace_line(a, b);
    for (int k = 0; k < line.count; ++k) {
        const auto& s = line.steps[static_cast<std::size_t>(k)];
        RC_ASSERT(contacts(s).count(s.square) == 1u);
    }
}

// rules: tm-rounding tm-fraction tm-case-1 tm-case-2 tm-case-3
RC_GTEST_PROP(LineProps, TranslationShiftsEverySquare, ()) {
    const TacSquare a = *tac_square(), b = *tac_square();
    const int dx = *rc::gen::inRange(-std::min<int>(a.col, b.col), kTacSize - std::max<int>(a.col, b.col));
    const int dy = *rc::gen::inRange(-std::min<int>(a.row, b.row), kTacSize - std::max<int>(a.row, b.row));
    const auto shift = [&](TacSquare s) { return TacSquare{s.col + dx, s.row + dy}; };
    const auto l = gitm::trace_line(a, b);
    const auto m = gitm::trace_line(shift(a), shift(b));
    RC_ASSERT(m.count == l.count);
    RC_ASSERT(m.kind == l.kind);
    for (std::size_t k = 0; k < l.count; ++k) {
        const auto &s = l.steps[k], &t = m.steps[k];
        RC_ASSERT(moved_by(s.col, t.col, dx));
        RC_ASSERT(moved_by(s.row, t.row, dy));
        RC_ASSERT(t.square == shift(s.square));
        std::set<TacSquare> moved;
        for (const auto q : contacts(s)) moved.insert(shift(q));
        RC_ASSERT(contacts(t) == moved);
    }
}

// The symmetries are about 7-7 here (x -> 14 - x mirrors a column).
using props::Symmetry;
using props::kSymmetries;

TacSquare image(Symmetry g, TacSquare s) {
    int c = g.swap ? s.row : s.col, r = g.swap ? s.col : s.row;
    if (g.mirror_col) c = kTacSize - 1 - c;
    if (g.mirror_row) r = kTacSize - 1 - r;
    return {c, r};
}

// rules: tm-case-1 tm-case-2 tm-case-3
RC_GTEST_PROP(LineProps, UnitBlockingSquaresHaveAllEightSymmetries, ()) {
    // Mirroring maps {floor x, ceil x} onto {floor x', ceil x'} and the two corners a
    // diagonal step passes between onto the corners of the image step, so the contact
    // set of every step (case 1, 2 or 3) is carried over exactly; no rounding choice
    // is involved.
    const TacSquare a = *tac_square(), b = *tac_square();
    const auto l = gitm::trace_line(a, b);
    for (const auto g : kSymmetries) {
        const auto m = gitm::trace_line(image(g, a), image(g, b));
        RC_ASSERT(m.count == l.count);
        RC_ASSERT(m.kind == l.kind);
        for (std::size_t k = 0; k < l.count; ++k) {
            std::set<TacSquare> mapped;
            for (const auto q : contacts(l.steps[k])) mapped.insert(image(g, q));
            RC_ASSERT(contacts(m.steps[k]) == mapped);
        }
    }
}

// rules: tm-rounding tm-fraction
RC_GTEST_PROP(LineProps, TerrainSquaresBreakMirrorSymmetryOnlyAtHalves, ()) {
    // Halves round down, i.e. towards row 0 / column 0. A symmetry that mirrors an
    // axis turns "down" into "up" on that axis, so at a point whose coordinate there
    // is exactly x.5 the image line's own rounding lands one square lower than the
    // mirrored square. Hence terrain squares are carried over exactly by the identity
    // and by the axis swap (the only symmetries mirroring no axis), and by the other
    // six exactly when no point is a half on an axis they mirror. E.g. 0-0 to 2-1
    // rounds 1-0.5 to 1-0, but its mirror in the middle row, 0-14 to 2-13, rounds
    // 1-13.5 to 1-13, not to 1-14; its mirror in the middle column keeps row 0.
    const TacSquare a = *tac_square(), b = *tac_square();
    const auto l = gitm::trace_line(a, b);
    const int n = l.count;
    // Whether point k's coordinate along an axis with displacement d is x.5.
    const auto half = [n](int d, int k) { return 2 * ((k * std::abs(d)) % n) == n; };
    bool any_half = false;
    for (const auto g : kSymmetries) {
        const auto m = gitm::trace_line(image(g, a), image(g, b));
        RC_ASSERT(m.count == l.count);
        for (int k = 1; k <= n; ++k) {
            const bool half_col = half(b.col - a.col, k), half_row = half(b.row - a.row, k);
            any_half = any_half || half_col || half_row;
            // The image's column comes from the source row when the axes are swapped.
            const bool out_col_half = g.swap ? half_row : half_col;
            const bool out_row_half = g.swap ? half_col : half_row;
            TacSquare expect = image(g, l.steps[static_cast<std::size_t>(k - 1)].square);
            if (g.mirror_col && out_col_half) expect.col = static_cast<std::int8_t>(expect.col - 1);
            if (g.mirror_row && out_row_half) expect.row = static_cast<std::int8_t>(expect.row - 1);
            RC_ASSERT(m.steps[static_cast<std::size_t>(k - 1)].square == expect);
        }
    }
    RC_CLASSIFY(any_half, "a point at x.5");
}

}  // namespace
}  // namespace umpire
