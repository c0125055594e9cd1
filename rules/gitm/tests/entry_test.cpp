// Entry placement (rule 7.14, gitm-entry-squares.txt): the rulebook's examples and
// one test per statement of the row-by-row procedure.
#include "rules/gitm/entry.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace umpire::gitm {
namespace {

TacSquare sq(const char* text) { return parse_tac_square(text).value(); }

struct Scenario {
    explicit Scenario(Direction d = Direction::S) : moving(d) {}
    Direction moving;
    std::vector<TacSquare> enemies;
    TacticalMap map;
    Rulings rulings;
    Seed seed{7};

    EntryResult run(const char* request) const {
        EntryInput in;
        in.moving = moving;
        in.request = sq(request);
        in.map = &map;
        in.enemies = enemies;
        return place_entry(in, seed, rulings);
    }
    Scenario& enemy(std::initializer_list<const char*> squares) {
        for (const char* s : squares) enemies.push_back(sq(s));
        return *this;
    }
};

std::string at(const EntryResult& r) { return to_string(r.square); }

// rules: 7.14, es-entry-band
TEST(EntryBand, RuleExamplesFromFiveFour) {
    const auto from = [](Direction d) { return at(Scenario{d}.run("5-4")); };
    EXPECT_EQ(from(Direction::S), "5-3");
    EXPECT_EQ(from(Direction::E), "3-4");
    EXPECT_EQ(from(Direction::W), "11-4");
    EXPECT_EQ(from(Direction::SE), "5-3");  // one square from 5-4; 3-4 is two
    EXPECT_EQ(from(Direction::N), "5-11");
}

// rules: 7.14, es-entry-band
TEST(EntryBand, EqualDistanceShiftsToTheEastOrWestEdge) {
    EXPECT_EQ(at(Scenario{Direction::SE}.run("5-5")), "3-5");
    EXPECT_EQ(at(Scenario{Direction::SW}.run("9-5")), "11-5");
    EXPECT_EQ(at(Scenario{Direction::NE}.run("5-9")), "3-9");
}

// rules: 7.14, es-entry-band
TEST(EntryBand, DiagonalHalfEdgesStopShortOfTheMiddleLine) {
    // Moving north-east: columns 0-3 south of row 7, or rows 11-14 west of column 7.
    EXPECT_EQ(at(Scenario{Direction::NE}.run("0-7")), "0-8");
    EXPECT_EQ(at(Scenario{Direction::NE}.run("7-14")), "6-14");
    Scenario middle{Direction::NE};
    middle.rulings.set(RulingId::HalfEdge, static_cast<int>(HalfEdge::IncludeMiddle));
    EXPECT_EQ(at(middle.run("0-7")), "0-7");
}

// rules: 7.14
TEST(EntryBand, SquaresAlreadyInTheBandStay) {
    EXPECT_EQ(at(Scenario{Direction::S}.run("14-0")), "14-0");
    EXPECT_EQ(at(Scenario{Direction::E}.run("2-13")), "2-13");
    const auto r = Scenario{Direction::S}.run("6-2");
    ASSERT_EQ(r.try_count, 2);
    EXPECT_EQ(r.tries[0].step, EntryStep::Band);
    EXPECT_EQ(r.tries[1].verdict, EntryVerdict::Legal);
}

// rules: es-behind, es-illegal
TEST(EntryEnemies, BehindCountsOnlyAlongTheSameLine) {
    // The detail text's example: entering from the west at 3-7.
    for (const char* e : {"2-7", "1-7", "0-7", "3-7"}) {
        const auto r = Scenario{Direction::E}.enemy({e}).run("3-7");
        EXPECT_NE(at(r), "3-7") << e;
        EXPECT_EQ(r.tries[1].verdict, std::string(e) == "3-7" ? EntryVerdict::EnemyOn : EntryVerdict::EnemyBehind);
        EXPECT_EQ(to_string(r.tries[1].cause), e);
    }
    EXPECT_EQ(at(Scenario{Direction::E}.enemy({"2-6", "1-8", "0-8", "4-7"}).run("3-7")), "3-7");
}

// rules: es-row-0
TEST(EntryEnemies, RowZeroSearchesRowZeroWithoutItsCorners) {
    EXPECT_EQ(at(Scenario{}.enemy({"5-0"}).run("5-0")), "4-0");
    EXPECT_EQ(at(Scenario{}.enemy({"5-0", "4-0"}).run("5-0")), "6-0");
    // From 1-0 the outward search reaches 2-0 before 0-0, which is never tried.
    const auto r = Scenario{}.enemy({"1-0", "2-0"}).run("1-0");
    EXPECT_EQ(at(r), "3-0");
    for (const auto& t : r.trace()) EXPECT_NE(to_string(t.square), "0-0");
}

// rules: es-row-1, es-closer
TEST(EntryEnemies, RowOneTriesItsColumnInRowZeroThenRowZero) {
    EXPECT_EQ(at(Scenario{}.enemy({"5-1"}).run("5-1")), "5-0");
    // 5-0 holds an enemy too, so row 0 is searched.
    EXPECT_EQ(at(Scenario{}.enemy({"5-1", "5-0"}).run("5-1")), "4-0");
    // An enemy on 5-0 alone makes 5-1 illegal (behind it).
    EXPECT_EQ(at(Scenario{}.enemy({"5-0"}).run("5-1")), "4-0");
}

// rules: es-row-2
TEST(EntryEnemies, RowTwoTriesRowOneIgnoringRowZero) {
    // The enemy on 5-2 itself.
    EXPECT_EQ(at(Scenario{}.enemy({"5-2"}).run("5-2")), "5-1");
    // An enemy at 5-0 makes 5-2 illegal but is ignored for 5-1.
    EXPECT_EQ(at(Scenario{}.enemy({"5-0"}).run("5-2")), "5-1");
    // Row 0 is never tried: with 5-1 held, row 1 is searched.
    EXPECT_EQ(at(Scenario{}.enemy({"5-1"}).run("5-2")), "4-1");
    EXPECT_EQ(at(Scenario{}.enemy({"5-1", "4-0"}).run("5-2")), "4-1");
}

// rules: es-row-2, es-closer
TEST(EntryEnemies, RowTwoUnderTheGeneralSentenceAlsoTriesRowZero) {
    Scenario s;
    s.rulings.set(RulingId::Row2Closer, static_cast<int>(Row2Closer::OneThenTwoCloser));
    s.enemy({"5-1"});
    EXPECT_EQ(at(s.run("5-2")), "5-0");
    s.enemy({"5-0"});
    EXPECT_EQ(at(s.run("5-2")), "4-0");
}

// rules: es-row-3
TEST(EntryEnemies, RowThreeTriesRowTwoThenRowOneThenSearchesRowOne) {
    EXPECT_EQ(at(Scenario{}.enemy({"5-3"}).run("5-3")), "5-2");
    EXPECT_EQ(at(Scenario{}.enemy({"5-2"}).run("5-3")), "5-1");
    EXPECT_EQ(at(Scenario{}.enemy({"5-0"}).run("5-3")), "5-1");  // row-2 square sees 5-0, row-1 does not
    EXPECT_EQ(at(Scenario{}.enemy({"5-1"}).run("6-3")), "6-3");
    EXPECT_EQ(at(Scenario{}.enemy({"5-1"}).run("5-3")), "4-1");
    EXPECT_EQ(at(Scenario{}.enemy({"5-1", "4-1", "4-0"}).run("5-3")), "6-1");
}

// rules: es-random-fallback, es-row-0
TEST(EntryEnemies, FullRowFallsBackToASeededSquare) {
    Scenario s;
    for (int c = 0; c < kTacSize; ++c) s.enemies.push_back({c, 0});
    const auto r = s.run("5-0");
    EXPECT_TRUE(r.fallback);
    EXPECT_EQ(r.square.row, 0);
    EXPECT_GE(r.square.col, 1);  // drawn among the searched squares
    EXPECT_LE(r.square.col, 13);
    EXPECT_EQ(r.tries[static_cast<std::size_t>(r.try_count - 1)].step, EntryStep::Fallback);
    // The same seed gives the same square; the draw is keyed, so some other seed differs.
    EXPECT_EQ(s.run("5-0").square, r.square);
    bool differs = false;
    for (std::uint64_t v = 0; v < 32 && !differs; ++v) {
        Scenario t = s;
        t.seed = Seed{v};
        differs = t.run("5-0").square != r.square;
    }
    EXPECT_TRUE(differs);
}

// rules: es-random-fallback, 7.14
TEST(EntryEnemies, ADiagonalFallbackOnTheWholeRowMayDrawTheCorner) {
    // Moving south-east, 5-0 lies on the north half edge, columns 0 to 6; with its row
    // full the fallback draws among all seven under ENTRY-FALLBACK-SQUARES=whole-row,
    // the corner 0-0 among them, and never beyond the half edge.
    Scenario s{Direction::SE};
    for (int c = 0; c <= 6; ++c) s.enemies.push_back({c, 0});
    s.rulings.set(RulingId::FallbackSquares, static_cast<int>(FallbackSquares::WholeRow));
    std::set<int> cols;
    for (std::uint64_t v = 0; v < 64; ++v) {
        Scenario t = s;
        t.seed = Seed{v};
        const auto r = t.run("5-0");
        EXPECT_TRUE(r.fallback);
        EXPECT_EQ(r.square.row, 0);
        cols.insert(r.square.col);
    }
    EXPECT_EQ(cols, (std::set<int>{0, 1, 2, 3, 4, 5, 6}));
}

// rules: es-random-fallback, es-row-2
TEST(EntryEnemies, FallbackInRowOneMayBeBehindAnEnemyInRowZero) {
    Scenario s;
    for (int c = 1; c < kTacSize - 1; ++c) s.enemies.push_back({c, 1});
    s.enemy({"0-0"});
    const auto r = s.run("5-2");
    EXPECT_TRUE(r.fallback);
    EXPECT_EQ(r.square.row, 1);
}

// rules: es-illegal, 2.2
TEST(EntryAvailability, ImpassableSquaresAreNotAvailableByDefault) {
    Scenario s;
    s.map.set(sq("5-3"), Terrain::River);
    EXPECT_EQ(at(s.run("5-3")), "5-2");
    s.rulings.set(RulingId::EntryAvailable, static_cast<int>(EntryAvailable::EnemiesOnly));
    EXPECT_EQ(at(s.run("5-3")), "5-3");
}

// rules: es-illegal, 2.5
TEST(EntryAvailability, TwelveAlliedUnitsFillASquareOnlyUnderTheStackingAlternative) {
    std::vector<std::uint8_t> allied(kTacSquares, 0);
    allied[static_cast<std::size_t>(sq("5-3").index())] = 12;
    allied[static_cast<std::size_t>(sq("6-3").index())] = 11;
    EntryInput in;
    in.allied = allied;
    Rulings r;
    for (const char* req : {"5-3", "6-3"}) {
        in.request = sq(req);
        EXPECT_EQ(place_entry(in, Seed{}, r).square, sq(req));
    }
    r.set(RulingId::EntryAvailable, static_cast<int>(EntryAvailable::PassableBelowTwelve));
    in.request = sq("5-3");
    const auto full = place_entry(in, Seed{}, r);
    EXPECT_EQ(full.square, sq("5-2"));
    EXPECT_EQ(full.tries[1].verdict, EntryVerdict::Full);
    in.request = sq("6-3");
    EXPECT_EQ(place_entry(in, Seed{}, r).square, sq("6-3"));
}

// rules: es-behind, 7.14
TEST(EntryDiagonal, BehindFollowsThePlacedEdgeOrBothEdges) {
    // Moving south-east, 2-5 lies on the west half edge: only 0-5 and 1-5 are behind it.
    Scenario s{Direction::SE};
    s.enemy({"2-1"});
    EXPECT_EQ(at(s.run("2-5")), "2-5");
    s.rulings.set(RulingId::DiagonalBehind, static_cast<int>(DiagonalBehind::BothEdges));
    const auto r = s.run("2-5");
    EXPECT_NE(at(r), "2-5");
    EXPECT_EQ(r.tries[1].verdict, EntryVerdict::EnemyBehind);
    EXPECT_EQ(to_string(r.tries[1].cause), "2-1");
}

// rules: 7.14
TEST(EntryBand, DistanceMeasuresDisagreeOnlyOffTheHalfEdges) {
    const auto with = [](EntryDistance m, const char* req) {
        Scenario s{Direction::SE};
        s.rulings.set(RulingId::EntryDistance, static_cast<int>(m));
        return at(s.run(req));
    };
    // 10-9: shifting onto the west half edge costs 7+3, onto the north one 4+6.
    EXPECT_EQ(with(EntryDistance::Manhattan, "10-9"), "3-6");
    EXPECT_EQ(with(EntryDistance::Chebyshev, "10-9"), "6-3");
    EXPECT_EQ(with(EntryDistance::EdgeDistance, "10-9"), "6-3");
    // 9-10: the larger difference is 6 to the west half edge (3-6) and 7 to the north one (6-3).
    EXPECT_EQ(with(EntryDistance::Chebyshev, "9-10"), "3-6");
    for (auto m : {EntryDistance::Manhattan, EntryDistance::Chebyshev, EntryDistance::EdgeDistance}) {
        EXPECT_EQ(with(m, "5-4"), "5-3");
        EXPECT_EQ(with(m, "5-5"), "3-5");
    }
}

// rules: 7.14
TEST(EntryBand, TheLiteralFiveTwoReadingUsesThreeLineBands) {
    Scenario s{Direction::SE};
    s.rulings.set(RulingId::ExampleSlip, static_cast<int>(ExampleSlip::DepthThreeBands));
    EXPECT_EQ(at(s.run("5-4")), "5-2");
    EXPECT_EQ(at([&] { Scenario t; t.rulings = s.rulings; return t.run("5-9"); }()), "5-2");
}

// rules: es-side-after-enemies, 7.14
TEST(EntrySide, MovesToTheNearestBandSquareOfTheProperSideIgnoringEnemies) {
    EntryInput in;
    in.moving = Direction::E;
    in.request = sq("2-3");
    TacSet side;  // rows 8-14 only
    for (int i = 0; i < kTacSquares; ++i) side.set(static_cast<std::size_t>(i), TacSquare::from_index(i).row >= 8);
    in.proper_side = &side;
    const std::vector<TacSquare> enemies{sq("1-8")};
    in.enemies = enemies;
    const auto r = place_entry(in, Seed{}, Rulings{});
    EXPECT_EQ(at(r), "2-8");  // behind the enemy at 1-8: the side step does not look
    EXPECT_TRUE(r.side_adjusted);
    EXPECT_EQ(r.tries[static_cast<std::size_t>(r.try_count - 1)].verdict, EntryVerdict::Moved);
}

// rules: es-side-after-enemies, 8.7
TEST(EntrySide, FordsCountOnlyUnderTheCrossingAlternative) {
    EntryInput in;
    in.moving = Direction::S;
    in.request = sq("7-2");
    TacSet side, fords;
    side.set(static_cast<std::size_t>(sq("4-2").index()));
    fords.set(static_cast<std::size_t>(sq("7-2").index()));
    in.proper_side = &side;
    in.side_crossings = &fords;
    Rulings r;
    EXPECT_EQ(place_entry(in, Seed{}, r).square, sq("4-2"));
    r.set(RulingId::SideCrossing, static_cast<int>(SideCrossing::IncludeCrossings));
    EXPECT_EQ(place_entry(in, Seed{}, r).square, sq("7-2"));
}

// rules: es-side-after-enemies
TEST(EntrySide, NoBandSquareOnTheSideKeepsTheSquareOrLooksDeeper) {
    EntryInput in;
    in.moving = Direction::S;
    in.request = sq("7-1");
    TacSet side;
    side.set(static_cast<std::size_t>(sq("7-9").index()));
    in.proper_side = &side;
    Rulings r;
    const auto kept = place_entry(in, Seed{}, r);
    EXPECT_EQ(kept.square, sq("7-1"));
    EXPECT_EQ(kept.tries[static_cast<std::size_t>(kept.try_count - 1)].verdict, EntryVerdict::NoSideSquare);
    r.set(RulingId::SideNone, static_cast<int>(SideNone::NearestAnyDepth));
    EXPECT_EQ(place_entry(in, Seed{}, r).square, sq("7-9"));
}

// Beyond the band, of equally near squares the first in the entry edge's own order is
// taken, as in the band, so that ties resolve alike for every direction turned or
// mirrored: entering from the west, column 5 comes before column 7.
// rules: es-side-after-enemies
TEST(EntrySide, NearestAnyDepthBreaksTiesInTheEntryEdgesOrder) {
    EntryInput in;
    in.moving = Direction::E;
    in.request = sq("1-7");
    TacSet side;
    side.set(static_cast<std::size_t>(sq("7-5").index()));   // 6 + 2 = 8 from 1-7
    side.set(static_cast<std::size_t>(sq("5-11").index()));  // 4 + 4 = 8
    in.proper_side = &side;
    Rulings r;
    r.set(RulingId::SideNone, static_cast<int>(SideNone::NearestAnyDepth));
    EXPECT_EQ(place_entry(in, Seed{}, r).square, sq("5-11"));
}

// rules: es-side-after-enemies
TEST(EntrySide, TheSquaresAtBothEndsOfTheBandAreOnIt) {
    for (const char* only : {"0-0", "14-0", "0-1", "14-1"}) {
        EntryInput in;
        in.moving = Direction::S;
        in.request = sq("7-1");
        TacSet side;
        side.set(static_cast<std::size_t>(sq(only).index()));
        in.proper_side = &side;
        const auto r = place_entry(in, Seed{}, Rulings{});
        EXPECT_EQ(at(r), only);
        EXPECT_TRUE(r.side_adjusted) << only;
    }
}

// rules: es-row-0
TEST(EntrySearch, ScanOrderStartsAtTheLowEnd) {
    Scenario s;
    s.rulings.set(RulingId::SearchOrder, static_cast<int>(SearchOrder::Scan));
    s.enemy({"9-0"});
    EXPECT_EQ(at(s.run("9-0")), "1-0");
    EXPECT_EQ(at(Scenario{}.enemy({"9-0"}).run("9-0")), "8-0");
}

}  // namespace
}  // namespace umpire::gitm
