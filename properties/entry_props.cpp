// Properties of entry placement (rule 7.14, gitm-entry-squares.txt), including an
// independent reference for the north edge written straight from the text.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "properties/generators.hpp"
#include "properties/symmetry.hpp"
#include "rules/gitm/entry.hpp"

namespace umpire {
namespace {

using rc::Gen;
namespace gen = rc::gen;
using gitm::EntryInput;
using gitm::EntryResult;
using gitm::EntryStep;
using gitm::EntryVerdict;

struct Scenario {
    Direction moving = Direction::S;
    TacSquare request;
    std::vector<TacSquare> enemies;
    TacticalMap map;
    std::vector<std::uint8_t> allied;  // empty or one per square
    gitm::TacSet side, crossings;
    bool side_rule = false;
    Rulings rulings;
    Seed seed;

    [[nodiscard]] EntryResult run() const {
        EntryInput in;
        in.moving = moving;
        in.request = request;
        in.map = &map;
        in.enemies = enemies;
        in.allied = allied;
        if (side_rule) {
            in.proper_side = &side;
            in.side_crossings = &crossings;
        }
        in.draw = DrawKey{Purpose::EntryFallback, 3, 1, 42};
        return place_entry(in, seed, rulings);
    }
};

// Enemies crowd the first lines of the edge, where they matter.
Gen<TacSquare> edge_square() {
    return gen::exec([] {
        return TacSquare{*gen::inRange(0, kTacSize), *gen::weightedOneOf<int>({{4, gen::inRange(0, 4)}, {1, gen::inRange(0, kTacSize)}})};
    });
}

Gen<std::vector<TacSquare>> crowd(Gen<TacSquare> squares) {
    return gen::exec([squares] {
        const int n = *gen::inRange(0, 40);
        std::vector<TacSquare> v;
        for (int i = 0; i < n; ++i) v.push_back(*squares);
        return v;
    });
}

Rulings entry_rulings(bool vary) {
    Rulings r;
    if (!vary) return r;
    for (const auto& info : rulings_register()) {
        const auto code = info.code;
        if (code.substr(0, 6) != "ENTRY-") continue;
        r.set(info.id, *gen::inRange<int>(0, static_cast<int>(info.alternatives.size())));
    }
    return r;
}

// A north-edge scenario: moving south, or south-east for a diagonal entry. Enemies
// are drawn near the north edge and, for diagonals, near the west edge as well.
Gen<Scenario> canonical(bool diagonal, bool vary_rulings) {
    return gen::exec([=] {
        Scenario s;
        s.moving = diagonal ? Direction::SE : Direction::S;
        s.request = *props::tac_square();
        const auto near_north = edge_square();
        s.enemies = *crowd(diagonal ? gen::oneOf(near_north, gen::map(near_north, [](TacSquare t) {
            return TacSquare{t.row, t.col};
        }))
                                    : near_north);
        if (*gen::arbitrary<bool>()) s.map = *props::tactical_map();
        if (*gen::arbitrary<bool>()) {
            s.allied.assign(kTacSquares, 0);
            for (auto& a : s.allied) a = static_cast<std::uint8_t>(*gen::weightedOneOf<int>({{5, gen::just(0)}, {1, gen::inRange(10, 14)}}));
        }
        s.side_rule = *gen::arbitrary<bool>();
        for (int i = 0; s.side_rule && i < kTacSquares; ++i) {
            const int pick = *gen::inRange(0, 4);
            s.side.set(static_cast<std::size_t>(i), pick == 0);
            s.crossings.set(static_cast<std::size_t>(i), pick == 1);
        }
        s.rulings = entry_rulings(vary_rulings);
        s.seed = Seed{*gen::arbitrary<std::uint64_t>()};
        return s;
    });
}

// The symmetry that carries the canonical picture onto `moving`'s: the north edge
// (moving south) or the north-west corner (moving south-east) turned or mirrored.
props::Symmetry frame_of(Direction moving) {
    switch (moving) {
        case Direction::S: case Direction::SE: return {false, false, false};
        case Direction::N: case Direction::NE: return {false, false, true};
        case Direction::E: return {true, false, false};
        case Direction::W: return {true, true, false};
        case Direction::SW: return {false, true, false};
        case Direction::NW: return {false, true, true};
    }
    return {};
}

TacSquare apply(props::Symmetry t, TacSquare s) {
    int c = s.col, r = s.row;
    if (t.swap) std::swap(c, r);
    if (t.mirror_col) c = kTacSize - 1 - c;
    if (t.mirror_row) r = kTacSize - 1 - r;
    return {c, r};
}

Scenario transformed(const Scenario& s, Direction moving) {
    const props::Symmetry t = frame_of(moving);
    Scenario out = s;
    out.moving = moving;
    out.request = apply(t, s.request);
    for (auto& e : out.enemies) e = apply(t, e);
    out.side.reset();
    out.crossings.reset();
    if (!s.allied.empty()) out.allied.assign(kTacSquares, 0);
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare from = TacSquare::from_index(i), to = apply(t, from);
        const auto a = static_cast<std::size_t>(i), b = static_cast<std::size_t>(to.index());
        out.map.set(to, s.map.at(from));
        if (!s.allied.empty()) out.allied[b] = s.allied[a];
        out.side.set(b, s.side.test(a));
        out.crossings.set(b, s.crossings.test(a));
    }
    return out;
}

bool enemy_at(const Scenario& s, TacSquare q) {
    return std::find(s.enemies.begin(), s.enemies.end(), q) != s.enemies.end();
}

// The north-edge procedure as the detail text states it, default rulings: column c,
// rows searched outwards from c, corners 0 and 14 never searched.
TacSquare reference_north(const Scenario& s, bool& fallback) {
    const int c = s.request.col, r = std::min<int>(s.request.row, 3);
    const auto legal = [&](int col, int row, int first_row) {
        for (int k = first_row; k <= row; ++k)
            if (enemy_at(s, {col, k})) return false;
        return passable(s.map.at({col, row}));
    };
    fallback = false;
    if (legal(c, r, 0)) return {c, r};
    struct Try { int row, first_row; };
    std::vector<Try> tries;
    int row = 0, first = 0;
    if (r == 1) tries = {{0, 0}};
    if (r == 2) tries = {{1, 1}}, row = 1, first = 1;
    if (r == 3) tries = {{2, 0}, {1, 1}}, row = 1, first = 1;
    for (const auto& t : tries)
        if (legal(c, t.row, t.first_row)) return {c, t.row};
    for (int k = 1; k < kTacSize; ++k)
        for (int x : {c - k, c + k})
            if (x >= 1 && x <= kTacSize - 2 && legal(x, row, first)) return {x, row};
    fallback = true;
    DrawStream draws(s.seed, DrawKey{Purpose::EntryFallback, 3, 1, 42});
    return {1 + static_cast<int>(draws.below(kTacSize - 2)), row};
}

// rules: es-row-0 es-row-1 es-row-2 es-row-3 es-closer es-illegal es-random-fallback 7.14
RC_GTEST_PROP(EntryProps, NorthEdgeMatchesTheReference, ()) {
    Scenario s = *canonical(false, false);
    s.allied.clear();
    s.side_rule = false;
    bool fallback = false;
    const TacSquare expected = reference_north(s, fallback);
    const EntryResult r = s.run();
    RC_ASSERT(r.square == expected);
    RC_ASSERT(r.fallback == fallback);
}

// rules: es-entry-band 7.14 es-random-fallback
RC_GTEST_PROP(EntryProps, WithoutTheSideStepTheSquareIsInTheBand, ()) {
    const bool diagonal = *gen::arbitrary<bool>();
    Scenario s = transformed(*canonical(diagonal, true), *gen::elementOf(std::vector<Direction>(kAllDirections.begin(), kAllDirections.end())));
    s.side_rule = false;
    const EntryResult r = s.run();
    RC_ASSERT(gitm::entry_band(s.moving, s.rulings).contains(r.square));
}

// rules: es-illegal es-behind es-row-2 es-row-3 es-random-fallback
RC_GTEST_PROP(EntryProps, NeverOnOrBehindAnEnemyUnlessDrawn, ()) {
    Scenario s = *canonical(false, false);
    s.side_rule = false;
    const EntryResult r = s.run();
    RC_PRE(!r.fallback);
    RC_ASSERT(!enemy_at(s, r.square));
    // Behind: between the square and the north edge, except that a square in row 1
    // reached from a deeper request does not look at row 0 (es-row-2, es-row-3).
    const bool skips_row_0 = r.square.row == 1 && std::min<int>(s.request.row, 3) >= 2;
    for (int k = skips_row_0 ? 1 : 0; k < r.square.row; ++k) RC_ASSERT(!enemy_at(s, {r.square.col, k}));
}

// rules: 7.14 es-entry-band es-behind es-row-0 es-side-after-enemies
RC_GTEST_PROP(EntryProps, EveryDirectionIsTheNorthRuleTurnedOrMirrored, ()) {
    const bool diagonal = *gen::arbitrary<bool>();
    const Scenario base = *canonical(diagonal, true);
    const EntryResult want = base.run();
    for (Direction d : kAllDirections) {
        if (is_diagonal(d) != diagonal) continue;
        const Scenario turned = transformed(base, d);
        const EntryResult got = turned.run();
        const props::Symmetry t = frame_of(d);
        RC_ASSERT(got.square == apply(t, want.square));
        RC_ASSERT(got.fallback == want.fallback);
        RC_ASSERT(got.try_count == want.try_count);
        for (int i = 0; i < want.try_count; ++i) {
            const auto& a = want.tries[static_cast<std::size_t>(i)];
            const auto& b = got.tries[static_cast<std::size_t>(i)];
            RC_ASSERT(b.step == a.step);
            RC_ASSERT(b.verdict == a.verdict);
            RC_ASSERT(b.square == apply(t, a.square));
            RC_ASSERT(b.cause == apply(t, a.cause));
        }
    }
}

// rules: es-random-fallback
RC_GTEST_PROP(EntryProps, TheSameSeedGivesTheSameSquare, ()) {
    const Scenario s = transformed(*canonical(*gen::arbitrary<bool>(), true), *gen::elementOf(std::vector<Direction>(kAllDirections.begin(), kAllDirections.end())));
    const EntryResult a = s.run(), b = s.run();
    RC_ASSERT(a.square == b.square);
    RC_ASSERT(a.try_count == b.try_count);
}

// rules: es-side-after-enemies 7.14
RC_GTEST_PROP(EntryProps, TheSideStepLandsOnTheSideWhenTheBandHasOne, ()) {
    Scenario s = *canonical(*gen::arbitrary<bool>(), true);
    s.side_rule = true;
    const EntryResult r = s.run();
    const gitm::Band band = gitm::entry_band(s.moving, s.rulings);
    gitm::TacSet allowed = s.side;
    if (s.rulings.get<SideCrossing>() == SideCrossing::IncludeCrossings) allowed |= s.crossings;
    bool band_has_side = false;
    for (int i = 0; i < kTacSquares; ++i)
        band_has_side |= allowed.test(static_cast<std::size_t>(i)) && band.contains(TacSquare::from_index(i));
    if (band_has_side) {
        RC_ASSERT(allowed.test(static_cast<std::size_t>(r.square.index())));
        RC_ASSERT(band.contains(r.square));
    }
}

}  // namespace
}  // namespace umpire
