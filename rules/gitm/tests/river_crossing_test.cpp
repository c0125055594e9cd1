// When rule 8.7's check works out the sides under the other alternative of a ruling
// (rules/gitm/river_crossing.hpp): only for maps with the terrain that ruling reads.
#include "rules/gitm/river_crossing.hpp"

#include <gtest/gtest.h>

namespace umpire::gitm {
namespace {

// A map and, next to it in memory, a byte of some terrain that is on no square of it.
struct MapThen {
    TacticalMap map;
    Terrain next;
};
static_assert(sizeof(MapThen) == kTacSquares + 1, "the byte follows the map's squares");

// rules: 8.7
TEST(CrossingMaps, TheOtherAlternativesOnlyForMapsWithTheirTerrain) {
    const MapThen open_then_ford{TacticalMap{}, Terrain::Ford};
    const CrossingMaps plain(open_then_ford.map, Rulings{});
    EXPECT_FALSE(plain.other_corner);
    const MapThen open_then_water{TacticalMap{}, Terrain::Water};
    EXPECT_FALSE(CrossingMaps(open_then_water.map, Rulings{}).other_water);

    TacticalMap fords_and_lakes;
    fords_and_lakes.set({7, 0}, Terrain::Ford);
    fords_and_lakes.set({3, 14}, Terrain::Water);
    const CrossingMaps both(fords_and_lakes, Rulings{});
    EXPECT_TRUE(both.other_corner);
    EXPECT_TRUE(both.other_water);
}

}  // namespace
}  // namespace umpire::gitm
