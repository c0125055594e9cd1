// Rule 9.8's retreats and routs and rule 9.9's fall back (rules/gitm/combat/) on
// small positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "rules/gitm/combat/fall_back.hpp"
#include "rules/gitm/combat/retreat.hpp"
#include "rules/gitm/combat/rout.hpp"
#include "rules/gitm/combat/square_units.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/tests/map_of.hpp"
#include "rules/gitm/units/arrivals.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;
using testing::TestBoard;

const UnitId kUs1{Nation::US, 1, UnitType::Infantry};
constexpr CombatDraw kDraw{3, 2};

// US1IN has lost on 7-7 of (10,10) against MX1IN.
GameState battle(TacSquare at = {7, 7}, const TacticalMap& map = {}) {
    GameState s = testing::world();
    add_square(s, sq(10, 10), map);
    add_unit(s, "US", 1, sq(10, 10), at);
    add_unit(s, "MX", 1, sq(10, 10), at);
    return s;
}

Retreat retreat_of(const GameState& s, const Rulings& r = Rulings{}, std::uint64_t seed = 7) {
    TestBoard b(s, sq(10, 10), r);
    const Retreat out = retreat(b.board, b.index(kUs1), Seed{seed}, kDraw, r);
    // A battle computes its map's sides once for all its retreats: the same retreat.
    const MapSides sides = compute_sides(b.board.square().map, r);
    EXPECT_EQ(retreat(b.board, sides, b.index(kUs1), Seed{seed}, kDraw, r), out);
    return out;
}

Rulings four_clear() {
    Rulings r;
    EXPECT_TRUE(r.set("RETREAT-OPEN", "four-clear").ok());
    return r;
}

// rules: 9.8
TEST(CombatRetreat, InTheOpenEveryDirectionIsOpenAndTheRetreatIsFourSquares) {
    const GameState s = battle();
    const Retreat r = retreat_of(s);
    EXPECT_EQ(r.result, RetreatResult::Retreated);
    EXPECT_EQ(r.open.size(), 8u);
    ASSERT_TRUE(r.direction);
    ASSERT_EQ(r.path.size(), 4u);
    for (int k = 0; k < 4; ++k)
        EXPECT_EQ(r.path[static_cast<std::size_t>(k)],
                  (TacSquare{7 + (k + 1) * dcol(*r.direction), 7 + (k + 1) * drow(*r.direction)}));
    EXPECT_EQ(r.fatigue, kRetreatFatigue);
    EXPECT_TRUE(r.cancels_engage);
    EXPECT_EQ(r.cite.rule, "9.8");
    EXPECT_TRUE(r.cite.rulings.contains(RulingId::RetreatOpen));
}

// rules: 9.8
TEST(CombatRetreat, TheDirectionIsDrawnFromTheSeedAmongTheOpenOnes) {
    const GameState s = battle();
    std::set<Direction> seen;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
        const Retreat r = retreat_of(s, Rulings{}, seed);
        ASSERT_TRUE(r.direction);
        seen.insert(*r.direction);
        EXPECT_EQ(retreat_of(s, Rulings{}, seed).direction, r.direction);  // same inputs, same draw
    }
    EXPECT_EQ(seen.size(), 8u);
}

// rules: 9.8
TEST(CombatRetreat, NearTheEdgeUpToFourStopsShortAndFourClearIsNotOpen) {
    // 12-12: E, SE and S run off the map after 2 squares; NE and SW after 2 as well.
    const GameState s = battle({12, 12});
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Retreat r = retreat_of(s, Rulings{}, seed);
        ASSERT_TRUE(r.direction);
        const bool short_way = dcol(*r.direction) > 0 || drow(*r.direction) > 0;
        EXPECT_EQ(r.path.size(), short_way ? 2u : 4u) << code(*r.direction);
    }
    const Retreat r = retreat_of(s, four_clear());
    EXPECT_EQ(r.open, (std::vector<Direction>{Direction::N, Direction::W, Direction::NW}));
    EXPECT_EQ(r.path.size(), 4u);
}

// rules: 9.8, 12.1
TEST(CombatRetreat, EnemiesAndNeutralsBarTheWay) {
    GameState s = battle();
    add_unit(s, "MX", 2, sq(10, 10), {7, 4});   // three squares north
    add_unit(s, "GB", 3, sq(10, 10), {9, 9});   // two squares south-east
    Rulings reading;
    ASSERT_TRUE(reading.set("FALLBACK-TIE", "reading-order").ok());  // no effect on retreats
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Retreat r = retreat_of(s, reading, seed);
        ASSERT_TRUE(r.direction);
        if (*r.direction == Direction::N) {
            EXPECT_EQ(r.path, (std::vector<TacSquare>{{7, 6}, {7, 5}}));
        }
        if (*r.direction == Direction::SE) {
            EXPECT_EQ(r.path, (std::vector<TacSquare>{{8, 8}}));
        }
    }
    const Retreat r = retreat_of(s, four_clear());
    EXPECT_EQ(std::count(r.open.begin(), r.open.end(), Direction::N), 0);
    EXPECT_EQ(std::count(r.open.begin(), r.open.end(), Direction::SE), 0);
    EXPECT_EQ(r.open.size(), 6u);
}

// rules: 9.8, 12.1
TEST(CombatRetreat, WithNoOpenDirectionTheUnitShatters) {
    // The corner 0-0: MX on 1-0, GB on 0-1, a river on 1-1.
    TacticalMap map;
    map.set({1, 1}, Terrain::River);
    GameState s = battle({0, 0}, map);
    add_unit(s, "MX", 2, sq(10, 10), {1, 0});
    add_unit(s, "GB", 3, sq(10, 10), {0, 1});
    const Retreat r = retreat_of(s);
    EXPECT_EQ(r.result, RetreatResult::Shatters);
    EXPECT_TRUE(r.open.empty());
    EXPECT_TRUE(r.path.empty());
    EXPECT_EQ(r.fatigue, 0);
    EXPECT_EQ(r.cite.rule, "12.1");
}

// rules: 9.8, 8.7, 8.5
TEST(CombatRetreat, ARetreatKeepsToItsBankOfARiverButMayStepOntoAFord) {
    // A river down column 9 with a ford on 9-7; the unit on 8-7, west bank.
    const TacticalMap map = map_of({
        ".........~.....", ".........~.....", ".........~.....", ".........~.....", ".........~.....",
        ".........~.....", ".........~.....", ".........=.....", ".........~.....", ".........~.....",
        ".........~.....", ".........~.....", ".........~.....", ".........~.....", ".........~.....",
    });
    const GameState s = battle({8, 7}, map);
    bool east_seen = false;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const Retreat r = retreat_of(s, Rulings{}, seed);
        ASSERT_TRUE(r.direction);
        if (*r.direction == Direction::E) {
            east_seen = true;
            EXPECT_EQ(r.path, (std::vector<TacSquare>{{9, 7}}));  // on the ford, not across it
        }
        for (const TacSquare q : r.path) EXPECT_LE(q.col, 9);
    }
    EXPECT_TRUE(east_seen);
    const Retreat r = retreat_of(s, four_clear());
    EXPECT_EQ(r.open, (std::vector<Direction>{Direction::N, Direction::S, Direction::SW, Direction::W, Direction::NW}));
}

// rules: 9.8, 2.5, 8.3
TEST(CombatRetreat, AFullSquareIsPassedThroughButNotEndedOn) {
    GameState s = battle({7, 7});
    for (int n = 2; n <= 13; ++n) add_unit(s, "US", n, sq(10, 10), {7, 6});  // 12 allied units: no room
    for (int n = 20; n <= 31; ++n) add_unit(s, "US", n, sq(10, 10), {7, 3});
    // North: 7-6 full, 7-5 and 7-4 free, 7-3 full: up-to-four ends on 7-4.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Retreat r = retreat_of(s, Rulings{}, seed);
        if (r.direction == Direction::N) {
            EXPECT_EQ(r.path, (std::vector<TacSquare>{{7, 6}, {7, 5}, {7, 4}}));
        }
    }
    const Retreat r = retreat_of(s, four_clear());
    EXPECT_EQ(std::count(r.open.begin(), r.open.end(), Direction::N), 0);
}

// rules: 9.8
TEST(CombatRetreat, AUnitInAFortHolds) {
    GameState s = battle();
    s.squares[0].city = "Puebla";
    s.squares[0].city_square = TacSquare{7, 7};
    s.squares[0].fort = 1;
    s.units[0].in_fort = true;
    const Retreat r = retreat_of(s);
    EXPECT_EQ(r.result, RetreatResult::Holds);
    EXPECT_TRUE(r.path.empty());
    EXPECT_EQ(r.fatigue, 0);
    EXPECT_FALSE(r.cancels_engage);
}

// --- routs -------------------------------------------------------------------

// The square (0,5) on the west edge of the strategic map, each neighbour barred in
// its own way: W, NW, SW off the map; N not in the state; NE impassable; E in
// Guatemala; SE an enemy; S a neutral.
GameState hemmed_in() {
    GameState s = testing::world();
    add_square(s, sq(0, 5));
    add_square(s, sq(1, 4)).terrain = StratTerrain::HighMountain;
    add_square(s, sq(1, 5)).guatemala = true;
    add_square(s, sq(1, 6));
    add_square(s, sq(0, 6));
    add_unit(s, "US", 1, sq(0, 5), {7, 7});
    add_unit(s, "MX", 1, sq(0, 5), {7, 7});
    add_unit(s, "MX", 2, sq(1, 6), {3, 3});
    add_unit(s, "GB", 3, sq(0, 6), {3, 3});
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    return s;
}

RoutBar expected_bar(Direction d) {
    switch (d) {
        case Direction::N: return RoutBar::NotInState;
        case Direction::NE: return RoutBar::Impassable;
        case Direction::E: return RoutBar::Guatemala;
        case Direction::SE: return RoutBar::Enemy;
        case Direction::S: return RoutBar::Neutral;
        default: return RoutBar::OffMap;
    }
}

// rules: 9.8, 12.1, 1.2, 7.16
TEST(CombatRout, ABlockedRoutShattersWhateverBlocksIt) {
    const GameState s = hemmed_in();
    std::set<Direction> seen;
    for (std::uint64_t seed = 1; seed <= 80; ++seed) {
        const Rout r = rout(s, s.units[0], Seed{seed}, kDraw, Rulings{});
        ASSERT_TRUE(r.direction);
        seen.insert(*r.direction);
        EXPECT_EQ(r.result, RoutResult::Shatters);
        EXPECT_EQ(r.bar, expected_bar(*r.direction)) << code(*r.direction);
        EXPECT_EQ(r.cite.rule, "12.1");
        EXPECT_EQ(r.fatigue, 0);
        EXPECT_FALSE(r.entry);
        if (r.bar == RoutBar::Enemy) {
            EXPECT_EQ(r.blockers, (std::vector<UnitId>{{Nation::MX, 2, UnitType::Infantry}}));
        }
    }
    EXPECT_EQ(seen.size(), 8u);  // the draw reaches every direction, blocked or not
}

// rules: 9.8, 7.14
TEST(CombatRout, AnOpenRoutLandsOnTheEntryBandOfTheSquareEntered) {
    GameState s = testing::world();
    for (int c = 9; c <= 11; ++c)
        for (int r = 9; r <= 11; ++r) add_square(s, sq(c, r));
    add_unit(s, "US", 1, sq(10, 10), {7, 7});
    add_unit(s, "MX", 1, sq(10, 10), {7, 7});
    ASSERT_TRUE(check_invariants(s).empty());
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        const Rout r = rout(s, s.units[0], Seed{seed}, kDraw, Rulings{});
        ASSERT_EQ(r.result, RoutResult::Routed);
        ASSERT_TRUE(r.direction && r.to && r.entry);
        EXPECT_EQ(*r.to, *neighbour(sq(10, 10), *r.direction));
        const TacSquare e = r.entry->square;
        const Direction d = *r.direction;
        EXPECT_TRUE((dcol(d) > 0 && e.col <= 3) || (dcol(d) < 0 && e.col >= 11) || (drow(d) > 0 && e.row <= 3) ||
                    (drow(d) < 0 && e.row >= 11))
            << code(d) << " " << to_string(e);
        EXPECT_EQ(r.fatigue, kRoutFatigue);
        EXPECT_TRUE(r.cancels_engage);
        EXPECT_TRUE(r.cancels_moves);
        EXPECT_EQ(r.cite.rule, "9.8");
    }
}

// rules: 9.8, 12.1, 11.3
TEST(CombatRout, AnInactiveEnemyBlocksOnlyUnderAnyStatus) {
    GameState s = testing::world();
    for (int c = 9; c <= 11; ++c)
        for (int r = 9; r <= 11; ++r) add_square(s, sq(c, r));
    add_unit(s, "US", 1, sq(10, 10), {7, 7});
    add_unit(s, "MX", 1, sq(10, 10), {7, 7});
    for (int c = 9; c <= 11; ++c)
        for (int r = 9; r <= 11; ++r)
            if (c != 10 || r != 10) add_unit(s, "MX", 100 + c * 20 + r, sq(c, r), {7, 7}).status = UnitStatus::Inactive;
    ASSERT_TRUE(check_invariants(s).empty());
    Rulings any;
    ASSERT_TRUE(any.set("TM-INACTIVE-PRESENCE", "any-status").ok());
    const Rout open = rout(s, s.units[0], Seed{5}, kDraw, Rulings{});
    EXPECT_EQ(open.result, RoutResult::Routed);
    EXPECT_TRUE(open.cite.rulings.contains(RulingId::InactivePresence));
    const Rout blocked = rout(s, s.units[0], Seed{5}, kDraw, any);
    EXPECT_EQ(blocked.result, RoutResult::Shatters);
    EXPECT_EQ(blocked.bar, RoutBar::Enemy);
    EXPECT_TRUE(blocked.cite.rulings.contains(RulingId::InactivePresence));
    const GameState active = hemmed_in();  // every blocker active: the ruling decides nothing
    EXPECT_FALSE(rout(active, active.units[0], Seed{5}, kDraw, Rulings{}).cite.rulings.contains(RulingId::InactivePresence));
}

// rules: 9.8, 12.1, 7.14
TEST(CombatRout, UnitsGivenBySquareRoutAsTheScanOfTheStateDoes) {
    // A combat phase gives rout() its squares' units (SquareUnits, in id order); the
    // plain overload scans the state (list order). Units listed out of id order, of
    // every relation and status, around and with the routing unit.
    GameState s = testing::world();
    for (int c = 9; c <= 11; ++c)
        for (int r = 9; r <= 11; ++r) add_square(s, sq(c, r));
    const char* states[] = {"MX", "GB", "TX", "EN", "US"};
    int k = 0;
    for (int c = 11; c >= 9; --c)
        for (int r = 11; r >= 9; --r) {
            if ((c + r) % 3 == 0) continue;  // some squares left free
            Unit& u = add_unit(s, states[k % 5], 60 - k, sq(c, r), {static_cast<std::int8_t>(3 + k % 9), 7});
            if (k % 4 == 1) u.status = UnitStatus::Inactive;
            ++k;
        }
    // Two more in every occupied square around, each listed before one of a lower id,
    // so that a square entered holds its blockers out of id order.
    for (int c = 9; c <= 11; ++c)
        for (int r = 9; r <= 11; ++r)
            if ((c + r) % 3 != 0 && (c != 10 || r != 10)) {
                add_unit(s, "MX", 90 + c * 3 + r, sq(c, r), {2, 2});
                add_unit(s, "MX", 80 + c * 3 + r - 40, sq(c, r), {2, 12});
            }
    add_unit(s, "MX", 75, sq(10, 10), {9, 7});
    add_unit(s, "US", 2, sq(10, 10), {5, 7});
    ASSERT_TRUE(check_invariants(s).empty());
    const detail::SquareUnits by_square(s, units_by_id(s));
    Rulings any;
    ASSERT_TRUE(any.set("TM-INACTIVE-PRESENCE", "any-status").ok());
    int routed = 0, blocked = 0, several = 0;
    for (const Rulings& rulings : {Rulings{}, any})
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const Unit& mover = s.units.back();
            const Rout scanned = rout(s, mover, Seed{seed}, kDraw, rulings);
            const Rout given = rout(s, mover, Seed{seed}, kDraw, rulings, [&](StratSquare q) { return by_square.at(q); });
            ASSERT_EQ(given.result, scanned.result) << seed;
            EXPECT_EQ(given.to, scanned.to) << seed;
            EXPECT_EQ(given.bar, scanned.bar) << seed;
            EXPECT_EQ(given.blockers, scanned.blockers) << seed;
            EXPECT_EQ(given.entry.has_value(), scanned.entry.has_value()) << seed;
            if (given.entry && scanned.entry) {
                EXPECT_EQ(given.entry->square, scanned.entry->square) << seed;
            }
            EXPECT_EQ(given.cite.rulings, scanned.cite.rulings) << seed;
            (scanned.result == RoutResult::Routed ? routed : blocked) += 1;
            if (scanned.blockers.size() > 1) ++several;
        }
    EXPECT_GT(routed, 0);
    EXPECT_GT(blocked, 0);
    EXPECT_GT(several, 0);  // some rout is barred by several units, listed by id
}

// rules: 9.8
TEST(CombatRout, AUnitInAFortHolds) {
    GameState s = hemmed_in();
    s.squares[0].city = "Fort";
    s.squares[0].city_square = TacSquare{7, 7};
    s.squares[0].fort = 3;
    s.units[0].in_fort = true;
    const Rout r = rout(s, s.units[0], Seed{1}, kDraw, Rulings{});
    EXPECT_EQ(r.result, RoutResult::Holds);
    EXPECT_FALSE(r.direction);
}

// --- fall back ---------------------------------------------------------------

FallBack fall_back_of(const GameState& s, const Rulings& r = Rulings{}, std::uint64_t seed = 7) {
    TestBoard b(s, sq(10, 10), r);
    return fall_back(b.board, b.index(kUs1), Seed{seed}, kDraw, r);
}

Rulings reading_order() {
    Rulings r;
    EXPECT_TRUE(r.set("FALLBACK-TIE", "reading-order").ok());
    return r;
}

// rules: 9.9
TEST(CombatFallBack, InTheOpenAnyNeighbourWillDoAndFallBackTieChooses) {
    const GameState s = battle();
    FallBack f = fall_back_of(s, reading_order());
    EXPECT_EQ(f.result, FallBackResult::FellBack);
    EXPECT_EQ(f.legal.size(), 8u);
    EXPECT_TRUE(f.preferred.empty());
    EXPECT_EQ(f.to, (TacSquare{6, 6}));
    EXPECT_EQ(f.fatigue, kFallBackFatigue);
    EXPECT_TRUE(f.cite.rulings.contains(RulingId::FallBackTie));
    std::set<int> seen;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
        f = fall_back_of(s, Rulings{}, seed);
        ASSERT_TRUE(f.to);
        seen.insert(f.to->index());
    }
    EXPECT_EQ(seen.size(), 8u);
}

// rules: 9.9, 1.4
TEST(CombatFallBack, SquaresWithFriendsArePreferred) {
    GameState s = battle();
    add_unit(s, "TX", 2, sq(10, 10), {8, 8});
    add_unit(s, "US", 3, sq(10, 10), {6, 8});
    add_unit(s, "EN", 4, sq(10, 10), {6, 6});  // allied, not actively: no friend
    FallBack f = fall_back_of(s, reading_order());
    EXPECT_EQ(f.preferred, (std::vector<TacSquare>{{6, 8}, {8, 8}}));
    EXPECT_EQ(f.to, (TacSquare{6, 8}));
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        f = fall_back_of(s, Rulings{}, seed);
        EXPECT_TRUE(f.to == (TacSquare{6, 8}) || f.to == (TacSquare{8, 8}));
    }
}

// rules: 9.9
TEST(CombatFallBack, OneFriendlySquareLeavesNothingToRuleOn) {
    GameState s = battle();
    add_unit(s, "US", 2, sq(10, 10), {8, 7});
    const FallBack f = fall_back_of(s);
    EXPECT_EQ(f.to, (TacSquare{8, 7}));
    EXPECT_TRUE(f.cite.rulings.empty());
}

// rules: 9.9, 2.2
TEST(CombatFallBack, NeverToImpassableTerrainOrAnEnemySquare) {
    TacticalMap map;
    map.set({6, 6}, Terrain::Mountain);
    GameState s = battle({7, 7}, map);
    add_unit(s, "MX", 2, sq(10, 10), {8, 8});
    add_unit(s, "GB", 3, sq(10, 10), {7, 6});  // a neutral: the text bars only enemies
    const FallBack f = fall_back_of(s, reading_order());
    EXPECT_EQ(f.legal, (std::vector<TacSquare>{{7, 6}, {8, 6}, {6, 7}, {8, 7}, {6, 8}, {7, 8}}));
    EXPECT_EQ(f.to, (TacSquare{7, 6}));
}

// rules: 9.9
TEST(CombatFallBack, NowhereToGoShattersAndAFortSurrenders) {
    TacticalMap map;
    map.set({1, 1}, Terrain::Water);
    GameState s = battle({0, 0}, map);
    add_unit(s, "MX", 2, sq(10, 10), {1, 0});
    add_unit(s, "MX", 3, sq(10, 10), {0, 1});
    FallBack f = fall_back_of(s);
    EXPECT_EQ(f.result, FallBackResult::Shatters);
    EXPECT_FALSE(f.to);
    EXPECT_EQ(f.fatigue, 0);

    s = battle();
    s.squares[0].city = "Puebla";
    s.squares[0].city_square = TacSquare{7, 7};
    s.squares[0].fort = 1;
    s.units[0].in_fort = true;
    f = fall_back_of(s);
    EXPECT_EQ(f.result, FallBackResult::Surrenders);
    EXPECT_FALSE(f.to);
}

// A rout's entry (7.14) draws with its own key: the battle's turn and
// kRoutEntryPhaseBase + the combat phase, not a strategic move's phase 0. Every square
// around (10,10) is water, so the entry search finds nothing and the square is drawn
// (es-random-fallback). Seed 1 routs US1IN west into (9,10): the band is the east edge,
// the searched line column 13, and the draw (EntryFallback, turn 3, phase 102, US1IN)
// takes the first of rows 1-13: 13-1 (keyed by phase 0 it would be 13-12).
// rules: 9.8, 7.14
TEST(CombatRout, TheEntryDrawIsKeyedByTheCombatPhase) {
    GameState s = testing::world();
    const TacticalMap water = map_of(std::vector<std::string>(15, std::string(15, 'W')));
    for (int c = 9; c <= 11; ++c)
        for (int row = 9; row <= 11; ++row) add_square(s, sq(c, row), c == 10 && row == 10 ? TacticalMap{} : water);
    add_unit(s, "US", 1, sq(10, 10), {7, 7});
    add_unit(s, "MX", 1, sq(10, 10), {7, 7});
    ASSERT_TRUE(check_invariants(s).empty());
    const Rout r = rout(s, s.units[0], Seed{1}, kDraw, Rulings{});
    ASSERT_EQ(r.result, RoutResult::Routed);
    ASSERT_TRUE(r.direction && r.to && r.entry);
    EXPECT_EQ(*r.direction, Direction::W);
    EXPECT_EQ(*r.to, sq(9, 10));
    EXPECT_TRUE(r.entry->fallback);
    EXPECT_EQ(r.entry->square, TacSquare(13, 1));
}

}  // namespace
}  // namespace umpire::gitm
