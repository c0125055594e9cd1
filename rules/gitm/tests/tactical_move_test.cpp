// The single ordered move (rules/gitm/tactical_move.hpp) where it reads the phase's
// walk differently from the tactical phase: the two WalkSpec switches it sets. The
// rest of decide_move() is shown by the golden move cases and properties/move_props.cpp.
#include <gtest/gtest.h>

#include "rules/gitm/tactical_move.hpp"

namespace umpire::gitm {
namespace {

const StratSquare kHere{92, 94};  // J2-Y4

// US moves; MX is hostile to it; TX is a neutral from Mexico, abroad in this
// American square, so it brings in no straight-line limit (rule 8.5).
GameState three_states() {
    GameState s;
    s.turn = 2;
    s.states = {{"MX", Nation::MX}, {"TX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "TX", Relation::Neutral}, {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::Neutral}};
    StratSquareInfo& american = s.squares.emplace_back();
    american.square = kHere;
    american.nation = Nation::US;
    american.owner = "US";
    return s;
}

void add(GameState& s, const char* state, UnitId id, TacSquare at) {
    Unit u;
    u.id = id;
    u.state = state;
    u.strength = is_headquarters(id.type) ? 0 : 800;
    u.strategic = kHere;
    u.tactical = at;
    s.units.push_back(u);
}

const UnitId kMover{Nation::US, 1, UnitType::Infantry};

// rules: 8.3 9.2
TEST(DecideMove, EveryEnemyHeadquartersHaltsTheSingleMove) {
    GameState s = three_states();
    add(s, "US", kMover, {2, 7});
    add(s, "MX", UnitId{Nation::MX, 1, UnitType::ArmyHQ}, {6, 7});  // outside any fort
    const TacticalMoveOrder order{kMover, {12, 7}, std::nullopt};
    Rulings passes;
    passes.set(RulingId::LoneHq, static_cast<int>(LoneHq::Passes));

    // No headquarters steps aside after a single move, so ENCOUNTER-LONE-HQ "passes"
    // (which the tactical phase follows) is not read here: the move halts at the
    // headquarters as under "halts".
    const MoveOutcome o = decide_move(s, order, Seed{1}, passes);
    EXPECT_EQ(o.result, MoveResult::Encounter);
    EXPECT_EQ(o.end, (TacSquare{6, 7}));
    ASSERT_TRUE(o.combat.has_value());
    EXPECT_EQ(o.combat->square, (TacSquare{6, 7}));
    EXPECT_EQ(o, decide_move(s, order, Seed{1}, Rulings{}));
}

// rules: 8.3 tm-straight-line
TEST(DecideMove, ANeutralOnTheOrderedWaypointBlocksEvenOnTheMoversOwnSquare) {
    GameState s = three_states();
    add(s, "US", kMover, {4, 4});
    const UnitId neutral{Nation::MX, 5, UnitType::Infantry};
    add(s, "TX", neutral, {4, 4});
    // The waypoint is the mover's own square: the leg to it has no step, and its end
    // is still a square the move was ordered to.
    const MoveOutcome o = decide_move(s, TacticalMoveOrder{kMover, {9, 4}, TacSquare{4, 4}}, Seed{1}, Rulings{});
    EXPECT_EQ(o.result, MoveResult::Blocked);
    EXPECT_FALSE(o.straight_line);
    EXPECT_EQ(o.end, (TacSquare{4, 4}));
    ASSERT_FALSE(o.events.empty());
    EXPECT_EQ(o.events.back().kind, EventKind::BlockedNeutral);
    EXPECT_EQ(o.events.back().squares, (std::vector<TacSquare>{{4, 4}}));
    EXPECT_EQ(o.events.back().others, (std::vector<UnitId>{neutral}));

    // Without the waypoint the neutral it stands with is met nowhere: the move is free.
    const MoveOutcome free = decide_move(s, TacticalMoveOrder{kMover, {9, 4}, std::nullopt}, Seed{1}, Rulings{});
    EXPECT_EQ(free.result, MoveResult::Moved);
    EXPECT_EQ(free.end, (TacSquare{9, 4}));
}

// TM-NEUTRAL-ABROAD straight-line: a neutral abroad holds the mover to its line whatever
// the ids; here the neutral, MX1IN of Texas, is the first unit of the square's board,
// ahead of the mover MX2IN.
// rules: 8.5 8.3 tm-straight-line
TEST(DecideMove, UnderStraightLineANeutralAbroadKeepsTheMoverToItsLineWhateverItsId) {
    GameState s = three_states();
    const UnitId mover{Nation::MX, 2, UnitType::Infantry};
    add(s, "MX", mover, {2, 7});
    add(s, "TX", UnitId{Nation::MX, 1, UnitType::Infantry}, {12, 12});  // off the line
    const TacticalMoveOrder order{mover, {9, 7}, std::nullopt};
    Rulings straight;
    straight.set(RulingId::NeutralAbroad, static_cast<int>(NeutralAbroad::StraightLine));
    const MoveOutcome o = decide_move(s, order, Seed{1}, straight);
    EXPECT_EQ(o.result, MoveResult::Moved);
    EXPECT_EQ(o.end, (TacSquare{9, 7}));
    EXPECT_TRUE(o.straight_line);
    ASSERT_FALSE(o.events.empty());
    EXPECT_EQ(o.events.front().kind, EventKind::LimitApplies);
    EXPECT_EQ(o.events.front().rule, "8.3");
    EXPECT_TRUE(o.events.front().ruling.contains(RulingId::NeutralAbroad));
    EXPECT_EQ(o.events.back().kind, EventKind::Moved);
    // Under free, the default, the same neutral leaves the move free.
    EXPECT_FALSE(decide_move(s, order, Seed{1}, Rulings{}).straight_line);
}

}  // namespace
}  // namespace umpire::gitm
