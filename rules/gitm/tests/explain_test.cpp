// The sentences `umpire explain` and the turn's text print for each movement event
// (rules/gitm/explain.cpp): every kind, with the squares and units it names in place.
#include "rules/gitm/explain.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace umpire::gitm {
namespace {

Event event(EventKind kind, int amount = 0) {
    Event e;
    e.kind = kind;
    e.rule = "8.2";
    e.unit = UnitId{Nation::US, 1, UnitType::Infantry};
    e.squares = {TacSquare{2, 3}, TacSquare{4, 5}};
    e.others = {UnitId{Nation::MX, 1, UnitType::Infantry}, UnitId{Nation::MX, 2, UnitType::Infantry}};
    e.amount = amount;
    return e;
}

struct Sentence {
    EventKind kind;
    int amount;
    const char* text;  // without the " (rule 8.2)" every sentence ends with
};

// rules: 4.4, 8.2
TEST(Explain, EveryEventKindNamesItsSquaresAndUnits) {
    const std::vector<Sentence> sentences{
        {EventKind::NotActive, 0, "US1IN is not active and does not move"},
        {EventKind::StaysInPlace, 0, "US1IN is ordered to its own square 2-3 and stays there"},
        {EventKind::LimitApplies, 0, "US1IN must keep to straight lines: present are MX1IN, MX2IN"},
        {EventKind::MovedFree, 0, "US1IN moves to 2-3: no enemy or qualifying neutral is present"},
        {EventKind::Moved, 0, "US1IN moves along its line to 2-3"},
        {EventKind::BlockedImpassable, 0, "US1IN does not move: impassable terrain at 2-3"},
        {EventKind::BlockedDiagonalJoin, 0, "US1IN does not move: the line passes between 2-3 and 4-5, which join"},
        {EventKind::BlockedCliff, 0, "US1IN does not move: a cliff lies between 2-3 and 4-5"},
        {EventKind::BlockedNeutral, 0, "US1IN does not move: it would meet neutral MX1IN, MX2IN at 2-3"},
        {EventKind::BlockedFullSquare, 24, "US1IN does not move: 2-3 already holds 24 units"},
        {EventKind::BlockedFullSquare, 12, "US1IN does not move: 2-3 would hold more than 12 units allied to one another"},
        {EventKind::BlockedFullSquare, 0, "US1IN does not move: 2-3 already holds 12 allied units"},
        {EventKind::Encounter, 0, "US1IN meets MX1IN, MX2IN at 2-3"},
        {EventKind::HaltedShort, 0, "US1IN cannot give combat and halts one square short, at 2-3"},
        {EventKind::CombatBegins, 0, "combat begins at 2-3: US1IN attacks MX1IN, MX2IN"},
        {EventKind::EnemyHalted, 0, "the movement of MX1IN, MX2IN is halted too"},
        {EventKind::BlockedRiverCrossing, 0,
         "US1IN does not move: 2-3 and 4-5 are on different sides of a river or range, and no ford or pass "
         "waypoint joins them"},
        {EventKind::CrossingAllowed, 0,
         "US1IN may move: 2-3 and 4-5 are on a common side of every river and range"},
        {EventKind::FortEntered, 0, "US1IN enters the fort at 2-3"},
        {EventKind::FortLeft, 0, "US1IN leaves the fort at 2-3"},
        {EventKind::TooTired, 9, "US1IN has fatigue 9, above 8 with enemies present, and may not move"},
        {EventKind::FatiguePaid, 3, "US1IN moves with hostile units present and pays a fatigue point, now 3"},
        {EventKind::MovedPartly, 0,
         "US1IN moves as far as its allowance takes it, to 2-3, and goes on towards 4-5 in a later phase"},
        {EventKind::ReachedWaypoint, 0, "US1IN reaches its waypoint 2-3"},
        {EventKind::NoCrossingSquare, 0, "US1IN has no such crossing square on its map to move to"},
        {EventKind::BesiegedHeld, 0,
         "US1IN is in the besieged city at 2-3 and may leave only by a one-square move to attack a besieger"},
        {EventKind::BesiegedBarred, 0, "US1IN may not enter the besieged city at 2-3"},
        {EventKind::EngageTarget, 0, "US1IN engages MX1IN, MX2IN, the nearest enemy, at 2-3"},
        {EventKind::NoEngageTarget, 0, "US1IN has no enemy unit to engage"},
        {EventKind::Intercepts, 0, "US1IN intercepts MX1IN, MX2IN at 2-3"},
        {EventKind::InterceptFallsShort, 0,
         "US1IN cannot reach the interception point 2-3 of MX1IN, MX2IN within its allowance and moves as far as it can"},
        {EventKind::Intercepted, 0, "US1IN is intercepted at 2-3 by MX1IN, MX2IN"},
        {EventKind::Supports, 0, "US1IN moves to support the battle at 2-3"},
        {EventKind::HqStepsAside, 0, "US1IN is entered by an enemy and steps aside from 2-3 to 4-5"},
        {EventKind::HqShatters, 1, "US1IN is entered by an enemy at 2-3, has no square to step aside to, and shatters"},
        {EventKind::HqShatters, 0, "US1IN is entered by an enemy at 2-3 and shatters by chance (hq-shatter-chance)"},
        {EventKind::SuppliesDestroyed, 2, "US1IN loses the 2 supply units it carried at 2-3: they are destroyed"},
        {EventKind::SquareFull, 0, "US1IN cannot stay on 2-3, which is full, and stops at 4-5"},
        {EventKind::HeldInCombat, 0, "US1IN shares 2-3 with hostile units and is held there"},
        {EventKind::MoveEnded, 0, "US1IN's specified move is over, at 2-3"},
        {EventKind::CrossingEnd, 0,
         "US1IN may not stop at 2-3, across a river or range it has not crossed by a ford or pass, and stops at 4-5"},
        {EventKind::ImpassableEnd, 0, "US1IN may pass 2-3 but not stop on impassable terrain, and stops at 4-5"},
        {EventKind::EnemyOutOfReach, 0,
         "US1IN's line touches MX1IN, MX2IN at 2-3, beyond its allowance: it does not reach them and does not meet them"},
    };
    for (const Sentence& s : sentences)
        EXPECT_EQ(explain(event(s.kind, s.amount)), std::string(s.text) + " (rule 8.2)") << name(s.kind);
}

// rules: 8.7
TEST(Explain, AOneSquareCrossingNamesItsWaypointAndARulingFollowsTheRule) {
    Event e = event(EventKind::CrossingAllowed);
    e.squares.resize(1);
    e.rule = "8.7";
    EXPECT_EQ(explain(e), "US1IN changes side of a river or range by its waypoint 2-3, a ford or pass touching both (rule 8.7)");
    e.ruling.add(RulingId::SideCrossing);
    EXPECT_EQ(explain(e), "US1IN changes side of a river or range by its waypoint 2-3, a ford or pass touching both (rule 8.7, ruling " +
                              e.ruling.joined() + ")");
    e.squares.clear();  // a square the event does not carry reads as a question mark
    e.kind = EventKind::Moved;
    EXPECT_EQ(explain(e).substr(0, 33), "US1IN moves along its line to ? (");
}

}  // namespace
}  // namespace umpire::gitm
