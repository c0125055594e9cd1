// Rule 8.2's nearest ford or pass and rule 8.8's engage target (rules/gitm/phase_targets.hpp)
// on small maps.
#include "rules/gitm/phase_targets.hpp"

#include <gtest/gtest.h>

#include "rules/gitm/tests/combat_world.hpp"

namespace umpire::gitm {
namespace {

// rules: 8.2
TEST(NearestCrossing, NearestByStepsOrByStraightDistanceFirstInReadingOrder) {
    TacticalMap map;
    map.set({3, 3}, Terrain::Ford);
    map.set({9, 6}, Terrain::Ford);
    map.set({9, 3}, Terrain::Ford);
    map.set({6, 9}, Terrain::Pass);
    // From 6-6: 3-3 and 9-3 are 3 steps (3 diagonal), 9-6 3 steps straight; by steps the
    // fewer diagonal moves win, by distance 9 against 18.
    EXPECT_EQ(nearest_crossing(map, {6, 6}, Terrain::Ford, NearestCrossing::Steps), (TacSquare{9, 6}));
    EXPECT_EQ(nearest_crossing(map, {6, 6}, Terrain::Ford, NearestCrossing::Euclidean), (TacSquare{9, 6}));
    EXPECT_EQ(nearest_crossing(map, {6, 6}, Terrain::Pass, NearestCrossing::Steps), (TacSquare{6, 9}));
    // From 6-3, 3-3 and 9-3 are both 3 steps, straight: the first in reading order, 3-3.
    EXPECT_EQ(nearest_crossing(map, {6, 3}, Terrain::Ford, NearestCrossing::Steps), (TacSquare{3, 3}));
}

// What lies after a map in memory is no square of it: a byte of ford terrain there is
// never taken for a crossing.
struct MapThenFord {
    TacticalMap map;
    Terrain next = Terrain::Ford;
};
static_assert(sizeof(MapThenFord) == kTacSquares + 1, "the byte follows the map's squares");

// rules: 8.2
TEST(NearestCrossing, NoneOnTheMapIsNone) {
    const MapThenFord m;
    EXPECT_EQ(nearest_crossing(m.map, {0, 14}, Terrain::Ford, NearestCrossing::Steps), std::nullopt);
    EXPECT_EQ(nearest_crossing(m.map, {0, 14}, Terrain::Ford, NearestCrossing::Euclidean), std::nullopt);
}

using testing::add_square;
using testing::add_unit;
using testing::sq;

const UnitId kUs1{Nation::US, 1, UnitType::Infantry};
const UnitId kMx1{Nation::MX, 1, UnitType::Infantry};
const UnitId kMx2{Nation::MX, 2, UnitType::Infantry};

// US1IN at 7-7, MX1IN at 7-10 and MX2IN at 7-4: both 3 steps away, none diagonal.
GameState two_equally_near() {
    GameState s = testing::world();
    add_square(s, sq(10, 10));
    add_unit(s, "US", 1, sq(10, 10), {7, 7});
    add_unit(s, "MX", 1, sq(10, 10), {7, 10});
    add_unit(s, "MX", 2, sq(10, 10), {7, 4});
    return s;
}

// ENGAGE-TIE reading-order: the first square in reading order, 7-4, though its unit has
// the higher id; the board lists units by id, so the choice must not follow the board.
// rules: 8.8
TEST(EngageTarget, ReadingOrderTakesTheFirstSquareBeforeTheLowerId) {
    const GameState s = two_equally_near();
    const testing::TestBoard t(s, sq(10, 10));
    EXPECT_EQ(engage_target(t.board, t.index(kUs1), Seed{1}, 3, 1, Rulings{}), t.index(kMx2));
}

// One nearest enemy leaves nothing to draw, even under seeded-random: the turn reports
// each phase's count of draws, which a needless draw would change.
// rules: 8.8
TEST(EngageTarget, ANearestEnemyAloneTakesNoDraw) {
    GameState s = two_equally_near();
    s.units.back().tactical = {7, 2};  // MX2IN 5 steps away: MX1IN is the nearest alone
    const testing::TestBoard t(s, sq(10, 10));
    Rulings random;
    random.set(RulingId::EngageTie, static_cast<int>(EngageTie::SeededRandom));
    std::uint64_t draws = 0;
    Seed seed{1};
    seed.tally = &draws;
    EXPECT_EQ(engage_target(t.board, t.index(kUs1), seed, 3, 1, random), t.index(kMx1));
    EXPECT_EQ(draws, 0u);
}

}  // namespace
}  // namespace umpire::gitm
