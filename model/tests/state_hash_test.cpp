#include <gtest/gtest.h>

#include "model/state_hash.hpp"

namespace umpire {
namespace {

GameState small() {
    GameState s;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    StratSquareInfo q;
    q.square = StratSquare{92, 94};
    q.nation = Nation::MX;
    q.owner = "MX";
    s.squares = {q};
    Unit u;
    u.id = UnitId{Nation::US, 1, UnitType::Infantry};
    u.state = "US";
    u.strength = 1000;
    u.strategic = q.square;
    u.tactical = TacSquare(3, 4);
    s.units = {u};
    return s;
}

// rules: 5.2
TEST(StateHash, EveryFieldCounts) {
    const GameState base = small();
    const Digest256 h = state_digest(base);
    EXPECT_EQ(h, state_digest(small()));
    const auto differs = [&](auto change) {
        GameState s = small();
        change(s);
        return state_digest(s) != h;
    };
    EXPECT_TRUE(differs([](GameState& s) { s.turn = 2; }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].fatigue = 1; }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].tactical = TacSquare(4, 3); }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].march = MarchProgress{TacSquare(3, 4)}; }));
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].stragglers = 5; }));
    EXPECT_TRUE(differs([](GameState& s) { s.squares[0].terrain = StratTerrain::Marsh; }));
    EXPECT_TRUE(differs([](GameState& s) { s.squares[0].map.set(TacSquare(0, 0), Terrain::Forest); }));
    EXPECT_TRUE(differs([](GameState& s) { s.battles_last_turn = {s.squares[0].square}; }));
    // A move under way and the same unit with it over are different positions.
    EXPECT_TRUE(differs([](GameState& s) { s.units[0].move = MoveProgress{}; }));
}

// rules: 8.6 5.2
TEST(StateHash, AStartOfTurnStrengthCountsOnlyWhereItDiffersFromTheStrength) {
    GameState s = small();
    s.units[0].march = MarchProgress{TacSquare(3, 4)};
    const Digest256 without = state_digest(s);
    s.units[0].march->start_strength = s.units[0].strength;  // reads the same as none (rule 8.6)
    EXPECT_EQ(state_digest(s), without);
    s.units[0].march->start_strength = s.units[0].strength + 10;
    EXPECT_NE(state_digest(s), without);
}

// rules: 7.2 5.2
TEST(StateHash, AMovementStartLoadCountsOnlyWhereItDiffersFromTheLoad) {
    GameState s = small();
    s.units[0].march = MarchProgress{TacSquare(3, 4)};
    const Digest256 without = state_digest(s);
    s.units[0].march->start_load = MarchLoad{};  // no supplies, in communications: as now
    EXPECT_EQ(state_digest(s), without);
    s.units[0].march->start_load = MarchLoad{true, false};
    const Digest256 carried = state_digest(s);
    EXPECT_NE(carried, without);
    s.units[0].march->start_load = MarchLoad{false, true};
    EXPECT_NE(state_digest(s), without);
    EXPECT_NE(state_digest(s), carried);
    s.units[0].supplies = 1;  // it carries supplies now, as it did when movement began
    s.units[0].march->start_load = MarchLoad{true, false};
    GameState plain = s;
    plain.units[0].march->start_load.reset();
    EXPECT_EQ(state_digest(s), state_digest(plain));
}

// A state without a reforming unit keeps the digest it had before the record existed;
// the record, when present, counts in full.
// rules: 12.3 12.5 5.2
TEST(StateHash, AReformingRecordCountsOnlyWhenPresent) {
    GameState s = small();
    s.units[0].status = UnitStatus::Shattered;
    const Digest256 without = state_digest(s);
    s.units[0].reforming = Reforming{2, 0};
    const Digest256 two = state_digest(s);
    EXPECT_NE(two, without);
    s.units[0].reforming = Reforming{1, 0};
    EXPECT_NE(state_digest(s), two);
    s.units[0].reforming = Reforming{2, 1};
    EXPECT_NE(state_digest(s), two);
    s.units[0].reforming.reset();
    EXPECT_EQ(state_digest(s), without);
}

// Only a shattered unit with men reforms, and the counts keep to their bounds.
// rules: 12.3 12.5
TEST(StateHash, TheInvariantsCheckTheReformingRecord) {
    GameState s = small();
    s.units[0].reforming = Reforming{2, 0};
    EXPECT_FALSE(check_invariants(s).empty());  // an active unit
    s.units[0].status = UnitStatus::Shattered;
    EXPECT_TRUE(check_invariants(s).empty());
    s.units[0].reforming = Reforming{2, kReformAttempts};
    EXPECT_FALSE(check_invariants(s).empty());  // the third failure destroys it
    s.units[0].reforming = Reforming{kMaxReformTurns + 1, 0};
    EXPECT_FALSE(check_invariants(s).empty());
    s.units[0].reforming = Reforming{0, 2};
    s.units[0].strength = 0;
    EXPECT_FALSE(check_invariants(s).empty());  // destroyed: no men left to reform
}

// rules: 5.2
TEST(StateHash, SquaresDigestIsReusable) {
    const GameState s = small();
    EXPECT_EQ(state_digest(s, digest_squares(s)), state_digest(s));
    GameState moved = s;
    moved.units[0].tactical = TacSquare(5, 5);
    EXPECT_EQ(squares_digest(moved), squares_digest(s));  // units are not part of the squares
}

// A turn digests its squares once and reads again only its cities and ports: a
// city's stores and a port's ships changed since read the same as a digest from scratch.
// rules: 10.5, 10.6
TEST(StateHash, SquaresReadAgainAreTheCitiesAndPorts) {
    GameState s = small();
    StratSquareInfo city = s.squares[0], port = s.squares[0], open = s.squares[0];
    city.square = StratSquare{90, 94}, city.city = "Puebla", city.city_square = TacSquare(7, 7);
    port.square = StratSquare{91, 94}, port.city = "Veracruz", port.city_square = TacSquare(2, 2), port.port = "Gulf";
    port.ships_in_port = {{"US", 2}};
    open.square = StratSquare{93, 94};
    s.squares = {city, port, s.squares[0], open};
    const SquaresDigest start = digest_squares(s);
    EXPECT_EQ(start.read_again, (std::vector<std::uint32_t>{0, 1}));
    EXPECT_EQ(start.count, 4U);

    GameState later = s;
    later.squares[0].stores = 3;
    later.squares[1].ships_in_port = {{"US", 5}};
    EXPECT_EQ(state_digest(later, start), state_digest(later));
    EXPECT_NE(state_digest(later, start), state_digest(s, start));
    later.logistics = Logistics::Computed;  // every city's stores and siege, listed
    later.squares[0].stores = 0;
    EXPECT_EQ(state_digest(later, start), state_digest(later));
}

}  // namespace
}  // namespace umpire
