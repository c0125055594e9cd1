// Rule 8.2's nearest ford or pass (rules/gitm/phase_targets.hpp) on small maps.
#include "rules/gitm/phase_targets.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace umpire::gitm
