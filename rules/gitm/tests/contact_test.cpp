// Rule 10.2's tactical half (both ends need a clear path to their map's edge in the
// direction of the line; ruling CONTACT-TACTICAL-PATH) and its lines with cities and
// between cities (rules/gitm/contact.hpp). The strategic conditions are tested square
// by square in deployment_test.cpp.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "rules/gitm/contact.hpp"
#include "rules/gitm/strategic_exit.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/tests/map_of.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

// A river from the north edge to the south edge down column 7: a unit west of it
// reaches the west, north-west and south-west edges and corners but not the east.
TacticalMap river_map() {
    std::vector<std::string> lines(kTacSize, ".......~.......");
    return map_of(lines);
}

StratSquareInfo& square(GameState& s, StratSquare q) {
    for (auto& info : s.squares)
        if (info.square == q) return info;
    ADD_FAILURE() << "no square " << to_string(q);
    return s.squares.front();
}

// The squares (10..14, 12): a corridor five squares long, every line along it east or west.
GameState corridor() {
    GameState s = testing::world();
    for (int c = 10; c <= 14; ++c) add_square(s, sq(c, 12));
    return s;
}

Rulings with(ContactTacticalPath choice) {
    Rulings r;
    r.set(RulingId::ContactTacticalPath, static_cast<int>(choice));
    return r;
}

std::optional<int> us_length(const GameState& s, ContactEnd from, ContactEnd to, const Rulings& r = Rulings{}) {
    EXPECT_TRUE(check_invariants(s).empty());
    return ContactMap(s, "US", r).length(from, to);
}

// rules: 10.2 7.9
TEST(ContactTactical, TheStartMustReachTheEdgeOfItsFirstStep) {
    GameState s = corridor();
    square(s, sq(10, 12)).map = river_map();
    const ContactEnd east{sq(14, 12), TacSquare{7, 7}};
    EXPECT_EQ(us_length(s, {sq(10, 12), TacSquare{3, 7}}, east), std::nullopt);  // west of the river
    EXPECT_EQ(us_length(s, {sq(10, 12), TacSquare{10, 7}}, east), 4);             // east of it
    EXPECT_EQ(us_length(s, {sq(10, 12), TacSquare{3, 7}}, east, with(ContactTacticalPath::NotChecked)), 4);
    // The strategic form asks nothing of the ends.
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).length(sq(10, 12), sq(14, 12)), 4);
}

// rules: 10.2 7.9
TEST(ContactTactical, TheEndMustBeReachableFromTheSideTheLineArrivesBy) {
    GameState s = corridor();
    square(s, sq(14, 12)).map = river_map();
    const ContactEnd west{sq(10, 12), TacSquare{7, 7}};
    // The line arrives moving east, so into the map's west edge.
    EXPECT_EQ(us_length(s, west, {sq(14, 12), TacSquare{3, 7}}), 4);
    EXPECT_EQ(us_length(s, west, {sq(14, 12), TacSquare{10, 7}}), std::nullopt);
    // A square beyond lets the line go on and come back in from the east: it passes
    // through the end's strategic square, which meets every strategic condition.
    add_square(s, sq(15, 12));
    EXPECT_EQ(us_length(s, west, {sq(14, 12), TacSquare{10, 7}}), 6);
    const auto line = ContactMap(s, "US", Rulings{}).line(west, {sq(14, 12), TacSquare{10, 7}});
    ASSERT_TRUE(line);
    EXPECT_EQ(*line, (std::vector<StratSquare>{sq(11, 12), sq(12, 12), sq(13, 12), sq(14, 12), sq(15, 12),
                                               sq(14, 12)}));
}

// rules: 10.2 7.9
TEST(ContactTactical, ClearExitsAreTheDirectionsTheUnitsSideCanLeaveBy) {
    GameState s = corridor();
    square(s, sq(10, 12)).map = river_map();
    const ContactMap m(s, "US", Rulings{});
    const DirectionMask west_side = bit(Direction::N) | bit(Direction::S) | bit(Direction::SW) | bit(Direction::W) |
                                    bit(Direction::NW);
    EXPECT_EQ(m.clear_exits(sq(10, 12), TacSquare{3, 7}), west_side);
    EXPECT_EQ(m.clear_exits(sq(10, 12), TacSquare{7, 7}), 0);  // on the river itself: no side
    EXPECT_EQ(m.clear_exits(sq(11, 12), TacSquare{7, 7}), kAllDirectionsMask);
    EXPECT_EQ(m.clear_exits(sq(30, 30), TacSquare{7, 7}), 0);  // not in the state
}

// A river and a range crossing the map, with a ford and a pass: sides, crossings that
// touch several of them, and squares with no side.
TacticalMap crossed_map() {
    return map_of({".......~.......", ".......~.......", ".......~.......", ".......=.......", ".......~.......",
                   "MMMMMMM~.......", "......P~.......", "MMMMMMM~~~~~~~~", ".......~.......", ".......~.......",
                   ".......=.......", ".......~....W..", ".......~.......", ".......~.......", ".......~......."});
}

// rules: 10.2 7.9 2.3
TEST(ContactTactical, ClearExitsAgreeWithTheCrossingQuestionOnEverySquareOfSharedMaps) {
    // Squares sharing a map share the work on it: each must still answer as its own map
    // does, under both readings of a diagonal exit.
    for (const DiagonalExit diagonal : {DiagonalExit::CornerSquare, DiagonalExit::CornerHalves}) {
        Rulings r;
        r.set(RulingId::DiagonalExit, static_cast<int>(diagonal));
        GameState s = corridor();
        square(s, sq(10, 12)).map = crossed_map();
        square(s, sq(11, 12)).map = river_map();
        square(s, sq(12, 12)).map = crossed_map();
        const ContactMap us(s, "US", r);
        const ContactMap mx(s, "MX", r, &us);
        for (const int c : {10, 11, 12, 13}) {
            const MapSides sides = compute_sides(square(s, sq(c, 12)).map, r);
            for (int i = 0; i < kTacSquares; ++i) {
                const TacSquare t = TacSquare::from_index(i);
                DirectionMask want = 0;
                for (const Direction d : kAllDirections)
                    if (!needs_crossing(sides, t, d, r)) want |= bit(d);
                EXPECT_EQ(us.clear_exits(sq(c, 12), t), want) << c << " " << to_string(t);
                EXPECT_EQ(mx.clear_exits(sq(c, 12), t), want) << c << " " << to_string(t);
            }
        }
    }
}

// rules: 10.2 7.14
TEST(ContactTactical, AnEnemyBetweenTheUnitAndTheEdgeClosesItUnderTheSecondReading) {
    const Rulings between = with(ContactTacticalPath::SideAndNoEnemyBetween);
    GameState s = corridor();
    add_unit(s, "MX", 1, sq(10, 12), TacSquare{12, 7});  // east of the start on its row
    const ContactEnd from{sq(10, 12), TacSquare{7, 7}}, to{sq(14, 12), TacSquare{7, 7}};
    EXPECT_EQ(us_length(s, from, to), 4);
    EXPECT_EQ(us_length(s, from, to, between), std::nullopt);
    EXPECT_EQ(us_length(s, {sq(10, 12), TacSquare{7, 6}}, to, between), 4);  // another row
    EXPECT_EQ(us_length(s, {sq(10, 12), TacSquare{13, 7}}, to, between), 4);  // beyond the enemy
    // A diagonal leaves by either edge of its corner: closed only when both lines are held.
    GameState d = testing::world();
    add_square(d, sq(10, 12));
    add_square(d, sq(11, 11));
    add_unit(d, "MX", 1, sq(10, 12), TacSquare{12, 7});
    const ContactEnd ne{sq(11, 11), TacSquare{7, 7}};
    EXPECT_EQ(us_length(d, from, ne, between), 1);
    add_unit(d, "MX", 2, sq(10, 12), TacSquare{7, 2});
    EXPECT_EQ(us_length(d, from, ne, between), std::nullopt);
    EXPECT_EQ(ContactMap(d, "US", between).clear_exits(sq(10, 12), TacSquare{7, 7}),
              bit(Direction::SE) | bit(Direction::S) | bit(Direction::SW) | bit(Direction::W) | bit(Direction::NW));
}

// rules: 10.2
TEST(ContactTactical, EndsInOneStrategicSquareHaveALineOfNoSteps) {
    GameState s = corridor();
    square(s, sq(10, 12)).map = river_map();
    EXPECT_EQ(us_length(s, {sq(10, 12), TacSquare{3, 7}}, {sq(10, 12), TacSquare{10, 7}}), 0);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).line(ContactEnd{sq(10, 12), TacSquare{3, 7}},
                                                 ContactEnd{sq(10, 12), TacSquare{10, 7}}),
              std::vector<StratSquare>{});
}

// rules: 10.2
TEST(ContactTactical, ArrivalFromDistancesIsLength) {
    GameState s = testing::world();
    for (int c = 10; c <= 15; ++c)
        for (int r = 10; r <= 14; ++r) add_square(s, sq(c, r));
    square(s, sq(10, 12)).map = river_map();
    square(s, sq(14, 12)).map = river_map();
    add_unit(s, "MX", 1, sq(12, 12), TacSquare{7, 7});
    const ContactMap m(s, "US", Rulings{});
    for (const TacSquare from_tac : {TacSquare{3, 7}, TacSquare{10, 7}}) {
        const ContactEnd from{sq(10, 12), from_tac};
        for (const std::optional<int> bound : {std::optional<int>{}, std::optional<int>{4}, std::optional<int>{6}}) {
            const std::vector<int> dist = m.distances(from, bound);
            for (const auto& q : s.squares)
                for (const TacSquare to_tac : {TacSquare{3, 7}, TacSquare{10, 7}}) {
                    const ContactEnd to{q.square, to_tac};
                    const auto n = m.length(from, to, bound);
                    EXPECT_EQ(m.arrival(from, dist, to, bound), n) << to_string(q.square);
                    const auto line = m.line(from, to, bound);
                    EXPECT_EQ(line.has_value(), n.has_value());
                    if (line && n) {
                        EXPECT_EQ(static_cast<int>(line->size()), *n);
                    }
                }
        }
    }
}

// rules: 10.2 10.3
TEST(ContactCities, AUnitReachesACityAsAFriendlyUnitOnItsTacticalSquare) {
    GameState s = corridor();
    StratSquareInfo& city = square(s, sq(14, 12));
    city.city = "Puebla";
    city.city_square = TacSquare{10, 7};
    city.map = river_map();
    add_unit(s, "US", 1, sq(10, 12), TacSquare{7, 7});
    const Unit& u = s.units.front();
    // The line arrives moving east; the city's square is east of the river.
    EXPECT_EQ(city_line_length(s, u, sq(14, 12), Rulings{}), std::nullopt);
    square(s, sq(14, 12)).city_square = TacSquare{3, 7};
    EXPECT_EQ(city_line_length(s, u, sq(14, 12), Rulings{}), 4);
    EXPECT_EQ(city_line_length(s, u, sq(14, 12), Rulings{}, 3), std::nullopt);
    // A city whose tactical square the state does not give: the square alone.
    square(s, sq(14, 12)).city_square.reset();
    EXPECT_EQ(city_line_length(s, u, sq(14, 12), Rulings{}), 4);
    // No line with a besieged city, nor with a square that holds no city.
    square(s, sq(14, 12)).city_square = TacSquare{3, 7};
    square(s, sq(14, 12)).besieged = true;
    EXPECT_EQ(city_line_length(s, u, sq(14, 12), Rulings{}), std::nullopt);
    EXPECT_EQ(city_line_length(s, u, sq(13, 12), Rulings{}), std::nullopt);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).city_end(sq(14, 12)), std::nullopt);
}

// rules: 10.2
TEST(ContactCities, CitiesOfTheSameOrAlliedStatesHaveALineBetweenTheirTacticalSquares) {
    GameState s = corridor();
    StratSquareInfo& a = square(s, sq(10, 12));
    a.city = "Austin";
    a.city_square = TacSquare{7, 7};
    StratSquareInfo& b = square(s, sq(14, 12));
    b.city = "Puebla";
    b.city_square = TacSquare{3, 7};
    b.owner = "TX";
    b.map = river_map();
    EXPECT_TRUE(check_invariants(s).empty());
    EXPECT_EQ(cities_line_length(s, sq(10, 12), sq(14, 12), Rulings{}), 4);
    EXPECT_EQ(cities_line_length(s, sq(14, 12), sq(10, 12), Rulings{}), 4);  // TX's line, leaving by the west edge
    square(s, sq(14, 12)).city_square = TacSquare{10, 7};  // across the river from the line
    EXPECT_EQ(cities_line_length(s, sq(10, 12), sq(14, 12), Rulings{}), std::nullopt);
    EXPECT_EQ(cities_line_length(s, sq(14, 12), sq(10, 12), Rulings{}), std::nullopt);
    square(s, sq(14, 12)).city_square = TacSquare{3, 7};
    square(s, sq(14, 12)).owner = "MX";  // a hostile controller
    EXPECT_EQ(cities_line_length(s, sq(10, 12), sq(14, 12), Rulings{}), std::nullopt);
    EXPECT_EQ(cities_line_length(s, sq(10, 12), sq(12, 12), Rulings{}), std::nullopt);  // no city there
    // An enemy between them closes the line as for units.
    square(s, sq(14, 12)).owner = "US";
    add_unit(s, "MX", 1, sq(12, 12), TacSquare{7, 7});
    EXPECT_EQ(cities_line_length(s, sq(10, 12), sq(14, 12), Rulings{}), std::nullopt);
}

// contact.cpp's terrain_hash: FNV-1a over each square's terrain, in index order.
std::uint64_t terrain_fnv(const TacticalMap& map) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const Terrain t : map.cells()) {
        h ^= static_cast<std::uint64_t>(t);
        h *= 0x100000001b3ull;
    }
    return h;
}

// Exit tables are shared by a 64-bit hash of the terrain; these two maps were built to
// share one (the forests cancel the river's change to it). Each must still answer as its
// own map does, whichever is asked first.
// rules: 10.2 7.9
TEST(ContactTactical, MapsWhoseTerrainHashesCollideKeepTheirOwnExits) {
    const TacticalMap open = map_of({"..FF......FF...", ".FFFF..........", "...............", ".FF..FFFF......",
                                     "FF......FF.....", "...FF..FFFFFF..", "....FFFFFF..FF.", "...............",
                                     ".............FF", "...............", ".FF..........FF", "....FFFFFF..FF.",
                                     ".FF....FF..FF..", "........FF..FF.", "...FF....FF...."});
    const TacticalMap barred = map_of({"....FF..FF.....", "...............", "FF..FFFFFFFFFF.", "...........FFFF",
                                       "............FF.", ".FF..........FF", "..........FF...", "~~~~~~~~~~~~~~~",
                                       "~FF..FFFFFFFF..", "......FFFFFFFFF", "F..FFFF..FF....", "..........FF...",
                                       ".............FF", "....FFFF.......", ".FF..........FF"});
    ASSERT_NE(open, barred);
    ASSERT_EQ(terrain_fnv(open), terrain_fnv(barred));  // the premise of the test
    const DirectionMask south_of_river =
        bit(Direction::E) | bit(Direction::SE) | bit(Direction::S) | bit(Direction::SW) | bit(Direction::W);
    for (const bool open_first : {true, false}) {
        GameState s = corridor();
        square(s, sq(10, 12)).map = open;
        square(s, sq(11, 12)).map = barred;
        const ContactMap m(s, "US", Rulings{});
        if (open_first) {
            EXPECT_EQ(m.clear_exits(sq(10, 12), TacSquare{7, 10}), kAllDirectionsMask);
        }
        EXPECT_EQ(m.clear_exits(sq(11, 12), TacSquare{7, 10}), south_of_river) << open_first;
        EXPECT_EQ(m.clear_exits(sq(10, 12), TacSquare{7, 10}), kAllDirectionsMask) << open_first;
    }
}

}  // namespace
}  // namespace umpire::gitm
