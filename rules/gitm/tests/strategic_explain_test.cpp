// The sentences `umpire explain` and the turn's text print for each strategic event
// (rules/gitm/strategic_explain.cpp): every kind, with its squares, units and numbers
// in place.
#include "rules/gitm/strategic_explain.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace umpire::gitm {
namespace {

struct Sentence {
    StratEventKind kind;
    int amount;
    const char* text;    // without "US1IN " before and " (rule 7.1)" after
    int tactical = 2;    // how many tactical squares the event carries
};

StratEvent event(const Sentence& s) {
    StratEvent e;
    e.kind = s.kind;
    e.rule = "7.1";
    e.unit = UnitId{Nation::US, 1, UnitType::Infantry};
    for (const char* q : {"J2-Y4", "J3-Y4", "J4-Y4"}) e.squares.push_back(parse_strat_square(q).value());
    e.tactical = {TacSquare{2, 3}, TacSquare{4, 5}};
    e.tactical.resize(static_cast<std::size_t>(s.tactical));
    e.others = {UnitId{Nation::MX, 1, UnitType::Infantry}, UnitId{Nation::MX, 2, UnitType::Infantry}};
    e.amount = s.amount;
    e.fatigue = 2;
    return e;
}

// rules: 4.4, 7.1
TEST(StrategicExplain, EveryEventKindNamesItsSquaresUnitsAndNumbers) {
    using K = StratEventKind;
    const std::vector<Sentence> sentences{
        {K::Moved, 5, "moves from J2-Y4 to J3-Y4; fatigue now 5"},
        {K::ForcedMarch, 3, "that step was its forced march, costing 3 fatigue"},
        {K::Withdrew, 60, "withdraws from J2-Y4 to J3-Y4, paying 2 fatigue and losing 60 men as stragglers"},
        {K::WithdrawalBarred, 0,
         "cannot withdraw to J3-Y4: hostile combat units were there when the turn began (MX1IN, MX2IN)"},
        {K::NoWithdrawal, 0, "makes no withdrawal; its first box is left for strategic phase 1"},
        {K::TooTired, 19, "is too tired to move strategically (fatigue 19, above 18)"},
        {K::AllowanceSpent, 3, "has no strategic move left this turn (3 steps taken)"},
        {K::NoForcedMarch, 0, "would need a forced march, which militia may not make"},
        {K::HaltBeforeForced, 0, "halts rather than force march, as ordered"},
        {K::NotAdjacent, 0, "halts: J3-Y4 is not next to J2-Y4, so its path ends"},
        {K::Impassable, 1, "cannot enter J2-Y4, impassable terrain; its path ends"},
        {K::Impassable, 0, "cannot enter J2-Y4, impassable terrain; the box is passed over"},
        {K::Guatemala, 1, "cannot enter J2-Y4 in Guatemala; its path ends"},
        {K::MilitiaAbroad, 0, "is militia and may not leave home for J2-Y4; the box is passed over"},
        {K::NotAdjudicated, 0,
         "has a transport or off-map port box, which is not adjudicated yet (rule 7.17); its path ends"},
        {K::Besieged, 0, "is in the besieged city of J2-Y4 and cannot move strategically"},
        {K::EdgeBlocked, 0, "has no path to the map edge clear of enemy combat units (MX1IN, MX2IN)"},
        {K::DiagonalBetween, 0, "would pass diagonally between units at 2-3 and 4-5"},
        {K::CrossingBlocked, 0,
         "must first cross the river or range tactically: enemy combat units are present (MX1IN, MX2IN)"},
        {K::MarshEdge, 0, "is not at the edge of the marsh it would leave by (at 2-3)"},
        {K::Retries, 2, "will try the move again next phase; the rest of its path runs 2 phase(s) late"},
        {K::DiagonalInterrupted, 7,
         "is stopped moving diagonally to J3-Y4 by MX1IN, MX2IN in J4-Y4; the step and its fatigue are charged "
         "(fatigue now 7)"},
        {K::SquareFull, 0, "cannot enter J2-Y4: no room there"},
        {K::HaltOnDetection, 0, "halts on finding enemy units in J2-Y4 (MX1IN, MX2IN)"},
        {K::HaltOnEnemyEntry, 0, "halts as MX1IN, MX2IN enters its square J2-Y4"},
        {K::Pursues, 0, "pursues MX1IN, MX2IN into J2-Y4; its path is cancelled"},
        {K::PursuitTooLate, 0, "cannot pursue MX1IN, MX2IN: it left after this unit's turn in the phase"},
        {K::MarchToBattle, 0, "marches to the largest battle nearby, in J2-Y4"},
        {K::MarchToAllies, 0, "marches to the most allies nearby, in J2-Y4"},
        {K::MarchToEnemies, 0, "marches to the most enemies nearby, in J2-Y4"},
        {K::StaysAtBattle, 0, "stays: the largest battle is in its own square"},
        {K::Entered, 0, "enters J2-Y4 at 2-3"},
        {K::Entered, 1, "enters J2-Y4 at 2-3 (the random square: no combat)"},
        {K::TacticalMoveCancelled, 0, "its tactical movement for the turn is cancelled"},
        {K::Deployed, 0, "deploys from J2-Y4 2-3 to J3-Y4 4-5"},
        {K::Deployed, 1, "deploys from J2-Y4 2-3 to J3-Y4 4-5, keeping its tactical square"},
        {K::Deployed, 2, "deploys from J2-Y4 2-3 to J3-Y4 4-5, on a passable tactical square drawn at random"},
        {K::DeployMilitia, 0, "is militia, which cannot move on the deployment turn"},
        {K::DeployNotActive, 0, "is not active and does not move"},
        {K::DeployNoCommunications, 0, "is out of communications and stays where it is"},
        {K::DeployNoSupply, 0, "would not be in supply in its square J2-Y4; it does not move"},
        {K::DeployNoSupply, 1, "would not be in supply in its destination J2-Y4; it does not move"},
        {K::DeployNoContact, 0,
         "has no chain of contact from J2-Y4 2-3 to 4-5 in J3-Y4 at the start of movement: none arrives by an edge "
         "4-5 has a clear path to (rule 10.2); it does not move"},
        {K::DeployNoContact, 0,
         "has no chain of contact from J2-Y4 2-3 to J3-Y4 at the start of movement (rule 10.2); it does not move", 1},
        {K::DeployNoContact, 0,
         "has no chain of contact from J2-Y4 to J3-Y4 at the start of movement (rule 10.2); it does not move", 0},
        {K::DeployHostileSquare, 0, "may not move into J2-Y4, which holds hostile units (MX1IN, MX2IN)"},
        {K::DeployNeutralSquare, 0, "may not move into J2-Y4, owned by a neutral power"},
        {K::DeployNoTransport, 0, "may not board a transport on the deployment turn"},
        {K::DeployCityBarred, 0,
         "is a US unit, which may not move into or out of the city in J2-Y4 on the deployment turn"},
        {K::DeployRioGrande, 0, "is a Mexican unit, which may not deploy north of the Rio Grande, in J2-Y4"},
        {K::DeployNorthernCity, 0, "is a Mexican unit, which may not deploy into the city in J2-Y4, in row S0 or higher"},
        {K::EntryImpassable, 1, "was ordered to tactical square 2-3, impassable in J2-Y4; it does not move"},
        {K::EntryImpassable, 0, "was ordered to tactical square 2-3, impassable in J2-Y4; the box is read as blank"},
        {K::Restacked, 0, "is restacked in J2-Y4 from 2-3 to 4-5"},
        {K::Restacked, 1, "is restacked in J2-Y4 from 2-3 to 4-5, leaving the fort"},
        {K::RestackLeftover, 12,
         "is among the units the restack could not bring within the cap of 12 at J2-Y4 2-3 (MX1IN, MX2IN)"},
    };
    for (const Sentence& s : sentences)
        EXPECT_EQ(explain(event(s)), "US1IN " + std::string(s.text) + " (rule 7.1)") << name(s.kind);
}

// rules: 7.1
TEST(StrategicExplain, ARulingFollowsTheRuleAndAMissingSquareReadsAsAQuestionMark) {
    StratEvent e = event({StratEventKind::Moved, 5, ""});
    e.ruling.add(RulingId::ForcedMountain);
    EXPECT_EQ(explain(e), "US1IN moves from J2-Y4 to J3-Y4; fatigue now 5 (rule 7.1, ruling " + e.ruling.joined() + ")");
    e.squares.resize(1);
    e.ruling = {};
    EXPECT_EQ(explain(e), "US1IN moves from J2-Y4 to ?; fatigue now 5 (rule 7.1)");
}

// explain() prints any event it is given: a short list of tactical squares shows "?",
// never what lies past its end.
// rules: 7.1
TEST(StrategicExplain, AMissingTacticalSquareReadsAsAQuestionMark) {
    const StratEvent e = event({StratEventKind::DiagonalBetween, 0, "", 1});
    EXPECT_EQ(explain(e), "US1IN would pass diagonally between units at 2-3 and ? (rule 7.1)");
}

}  // namespace
}  // namespace umpire::gitm
