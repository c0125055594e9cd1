// Rule 9.8's anchored flanks (rules/gitm/combat/flanks.hpp) on small positions.
#include <gtest/gtest.h>

#include "rules/gitm/combat/flanks.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/tests/map_of.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

constexpr FrontLine kFull{2250, 3000};
constexpr FrontLine kShort{2249, 3000};

// US1IN fights MX1IN on 7-7 of the square (10,10); `side` is US1IN.
struct Battle {
    GameState state = testing::world();
    Battle() {
        add_square(state, sq(10, 10));
        add_unit(state, "US", 1, sq(10, 10), {7, 7});
        add_unit(state, "MX", 1, sq(10, 10), {7, 7});
    }
    Flanks of(FrontLine front = kFull, const Rulings& r = Rulings{}, TacSquare at = {7, 7}) {
        EXPECT_TRUE(check_invariants(state).empty()) << format(check_invariants(state));
        const Unit* us = &state.units[0];
        return flanks(state, *state.square(sq(10, 10)), at, std::span<const Unit* const>(&us, 1), front, r);
    }
};

// rules: 9.8
TEST(CombatFlanks, NothingAroundLeavesBothFlanksExposed) {
    Battle b;
    const Flanks f = b.of();
    EXPECT_EQ(f.status, FlankStatus::Exposed);
    EXPECT_TRUE(f.anchors.empty());
    EXPECT_EQ(f.cite.rule, "9.8");
    EXPECT_TRUE(f.cite.rulings.empty());  // not on the map's edge
}

// rules: 9.8
TEST(CombatFlanks, OneFriendlySquareAnchorsOneFlank) {
    Battle b;
    add_unit(b.state, "US", 2, sq(10, 10), {7, 6});
    const Flanks f = b.of();
    EXPECT_EQ(f.status, FlankStatus::OneAnchored);
    ASSERT_EQ(f.anchors.size(), 1u);
    EXPECT_EQ(f.anchors[0], (FlankAnchor{Direction::N, sq(10, 10), {7, 6}, AnchorKind::Friends}));
    EXPECT_FALSE(f.apart);
}

// rules: 9.8
TEST(CombatFlanks, BothFlanksNeedSquaresApartAndAThreeQuarterFullFront) {
    Battle b;
    add_unit(b.state, "US", 2, sq(10, 10), {7, 6});  // N
    add_unit(b.state, "TX", 3, sq(10, 10), {8, 7});  // E: actively allied
    Flanks f = b.of(kFull);
    EXPECT_EQ(f.status, FlankStatus::BothAnchored);
    ASSERT_TRUE(f.apart);
    EXPECT_EQ((*f.apart)[0], Direction::N);
    EXPECT_EQ((*f.apart)[1], Direction::E);
    EXPECT_TRUE(f.front_full);
    f = b.of(kShort);
    EXPECT_EQ(f.status, FlankStatus::OneAnchored);
    EXPECT_TRUE(f.apart);
    EXPECT_FALSE(f.front_full);
}

// rules: 9.8
TEST(CombatFlanks, SquaresInAdjacentDirectionsAnchorOnlyOneFlank) {
    Battle b;
    add_unit(b.state, "US", 2, sq(10, 10), {7, 6});  // N
    add_unit(b.state, "US", 3, sq(10, 10), {8, 6});  // NE: adjacent to N (the text's example)
    const Flanks f = b.of(kFull);
    EXPECT_EQ(f.status, FlankStatus::OneAnchored);
    EXPECT_EQ(f.anchors.size(), 2u);
    EXPECT_FALSE(f.apart);
    add_unit(b.state, "US", 4, sq(10, 10), {6, 6});  // NW: apart from NE
    const Flanks g = b.of(kFull);
    EXPECT_EQ(g.status, FlankStatus::BothAnchored);
    ASSERT_TRUE(g.apart);
    EXPECT_EQ((*g.apart)[0], Direction::NE);
    EXPECT_EQ((*g.apart)[1], Direction::NW);
}

// rules: 9.8, 2.2
TEST(CombatFlanks, ImpassableTerrainAnchorsAFlank) {
    Battle b;
    b.state.squares[0].map.set({6, 8}, Terrain::River);     // SW
    b.state.squares[0].map.set({8, 6}, Terrain::Mountain);  // NE
    b.state.squares[0].map.set({7, 8}, Terrain::Water);     // S
    b.state.squares[0].map.set({8, 7}, Terrain::HighHills);  // passable: no anchor
    const Flanks f = b.of(kFull);
    EXPECT_EQ(f.status, FlankStatus::BothAnchored);
    ASSERT_EQ(f.anchors.size(), 3u);
    EXPECT_EQ(f.anchors[0], (FlankAnchor{Direction::NE, sq(10, 10), {8, 6}, AnchorKind::Impassable}));
    EXPECT_EQ(f.anchors[1].direction, Direction::S);
    EXPECT_EQ(f.anchors[2].direction, Direction::SW);
}

// rules: 9.8, 9.2, 1.4
TEST(CombatFlanks, EnemiesNeutralsPlainAlliesAndHeadquartersAnchorNothing) {
    Battle b;
    add_unit(b.state, "MX", 2, sq(10, 10), {7, 6});
    add_unit(b.state, "GB", 3, sq(10, 10), {8, 7});
    add_unit(b.state, "EN", 4, sq(10, 10), {7, 8});  // allied, not actively
    add_unit(b.state, "US", 5, sq(10, 10), {6, 7}, UnitType::CorpsHQ);
    EXPECT_EQ(b.of().status, FlankStatus::Exposed);
}

// rules: 9.8, 11.3
TEST(CombatFlanks, InactiveTroopsCountByInactivePresence) {
    Battle b;
    add_unit(b.state, "US", 2, sq(10, 10), {7, 6}).status = UnitStatus::Inactive;
    EXPECT_EQ(b.of().status, FlankStatus::Exposed);
    Rulings any;
    ASSERT_TRUE(any.set("TM-INACTIVE-PRESENCE", "any-status").ok());
    EXPECT_EQ(b.of(kFull, any).status, FlankStatus::OneAnchored);
}

// rules: 9.8
TEST(CombatFlanks, AUnitInAFortMeansNoFlankCanBeTurned) {
    Battle b;
    b.state.squares[0].city = "Puebla";
    b.state.squares[0].city_square = TacSquare{7, 7};
    b.state.squares[0].fort = 2;
    b.state.units[1].in_fort = true;  // the enemy's unit: the battle is a fort battle for both sides
    add_unit(b.state, "US", 2, sq(10, 10), {7, 6});
    const Flanks f = b.of();
    EXPECT_EQ(f.status, FlankStatus::FortBattle);
    EXPECT_TRUE(f.anchors.empty());
}

// rules: 9.8, 2.3
TEST(CombatFlanks, BeyondTheMapEdgeIsTheNeighbouringMapByFlankMapEdge) {
    Battle b;
    b.state.units[0].tactical = {0, 7};
    b.state.units[1].tactical = {0, 7};
    TacticalMap west;
    west.set({14, 8}, Terrain::River);           // SW of 0-7, across the edge
    add_square(b.state, sq(9, 10), west);
    add_unit(b.state, "US", 2, sq(9, 10), {14, 6});  // NW of 0-7, across the edge
    add_unit(b.state, "US", 3, sq(9, 10), {13, 7});  // two squares away: not adjacent
    Flanks f = b.of(kFull, Rulings{}, {0, 7});
    EXPECT_EQ(f.status, FlankStatus::BothAnchored);
    ASSERT_EQ(f.anchors.size(), 2u);
    EXPECT_EQ(f.anchors[0], (FlankAnchor{Direction::SW, sq(9, 10), {14, 8}, AnchorKind::Impassable}));
    EXPECT_EQ(f.anchors[1], (FlankAnchor{Direction::NW, sq(9, 10), {14, 6}, AnchorKind::Friends}));
    EXPECT_TRUE(f.cite.rulings.contains(RulingId::FlankMapEdge));

    Rulings own;
    ASSERT_TRUE(own.set("FLANK-MAP-EDGE", "own-map").ok());
    f = b.of(kFull, own, {0, 7});
    EXPECT_EQ(f.status, FlankStatus::Exposed);
    EXPECT_TRUE(f.cite.rulings.contains(RulingId::FlankMapEdge));
}

// rules: 9.8, 2.3
TEST(CombatFlanks, ACornerReachesTheDiagonalNeighbourSquare) {
    Battle b;
    b.state.units[0].tactical = {14, 14};
    b.state.units[1].tactical = {14, 14};
    add_square(b.state, sq(11, 11));
    add_unit(b.state, "TX", 2, sq(11, 11), {0, 0});  // SE of 14-14
    const Flanks f = b.of(kFull, Rulings{}, {14, 14});
    ASSERT_EQ(f.anchors.size(), 1u);
    EXPECT_EQ(f.anchors[0], (FlankAnchor{Direction::SE, sq(11, 11), {0, 0}, AnchorKind::Friends}));
}

// rules: 9.8, 9.4
TEST(CombatFlanks, AThreeQuarterFullFrontIsCountedExactlyInSpaces) {
    EXPECT_TRUE(three_quarters_full({2250, 3000}));       // 2,250 infantry
    EXPECT_TRUE(three_quarters_full({750 * 3, 3000}));    // 750 cavalry
    EXPECT_FALSE(three_quarters_full({280 * 8, 3000}));   // reading FLANK-280-ARTILLERISTS: 2,240 spaces
    EXPECT_TRUE(three_quarters_full({282 * 8, 3000}));
    EXPECT_TRUE(three_quarters_full({3375, 4500}));       // a front extended to 4,500 spaces
    EXPECT_FALSE(three_quarters_full({3374, 4500}));
    EXPECT_FALSE(three_quarters_full({0, 0}));
}

}  // namespace
}  // namespace umpire::gitm
