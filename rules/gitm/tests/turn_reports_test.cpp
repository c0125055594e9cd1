// TurnReports (rules/gitm/reports/turn_report.hpp): it keeps its own copies of the
// rulings and parameters, so a caller may build it from temporaries; and what it
// tells of the turn's wakes, mass routs and moves, from outcomes written here by hand
// where no golden turn has one (the mutants ci/mutants.sh found surviving).
#include <gtest/gtest.h>

#include "rules/gitm/reports/turn_report.hpp"
#include "rules/gitm/tests/combat_world.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

// Rulings{} and ParamSet{} given in place end with the statement that builds the
// reports; the reports were read from them afterwards (AddressSanitizer's
// stack-use-after-scope, and in a release build whatever the stack then held).
// rules: 4.1, 4.4
TEST(TurnReports, ReportsFromTemporaryRulingsAndParametersAreTheNamedOnes) {
    GameState s = testing::world();
    add_square(s, sq(2, 2));
    add_square(s, sq(3, 2));
    const Unit& us = add_unit(s, "US", 1, sq(2, 2), TacSquare(3, 3));
    const UnitId us_id = us.id;
    add_unit(s, "MX", 1, sq(3, 2), TacSquare(2, 3));
    const TurnOutcome turn = resolve_turn(s, {}, Seed{3}, Rulings{});
    const Readers who{"", {us_id}, {us_id}, {}};

    const Rulings rulings;
    const ParamSet params;
    const PlayerReport named = TurnReports(s, &turn, Seed{3}, rulings, params).report(who);
    const TurnReports in_place(s, &turn, Seed{3}, Rulings{}, ParamSet{});
    EXPECT_EQ(in_place.report(who), named);
    EXPECT_NE(named, PlayerReport{}) << "the report says something to compare";
}

// A quiet turn of two US units (in 2-2 and 3-2, the readers) and two MX units far off.
struct QuietTurn {
    GameState start;
    UnitId us1, us2, mx1, mx2;
    TurnOutcome turn;
    QuietTurn() {
        start = testing::world();
        for (int col : {2, 3, 6, 7}) add_square(start, sq(col, 2));
        us1 = add_unit(start, "US", 1, sq(2, 2), TacSquare(3, 3)).id;
        us2 = add_unit(start, "US", 2, sq(3, 2), TacSquare(3, 3)).id;
        mx1 = add_unit(start, "MX", 1, sq(6, 2), TacSquare(3, 3)).id;
        mx2 = add_unit(start, "MX", 2, sq(7, 2), TacSquare(3, 3)).id;
        turn = resolve_turn(start, {}, Seed{3}, Rulings{});
    }
    PlayerReport report() const {
        return TurnReports(start, &turn, Seed{3}, Rulings{}, ParamSet{}).report(Readers{"", {us1, us2}, {us1, us2}, {}});
    }
};

WakeEvent wake(const UnitId& unit, StratSquare square, const UnitId& by) {
    WakeEvent e;
    e.unit = unit;
    e.square = square;
    e.by = by;
    return e;
}

MoveReport move(const UnitId& mover, StratSquare square, TacSquare from, TacSquare to, const UnitId& seen_by) {
    MoveReport r;
    r.mover = mover;
    r.strategic = square;
    r.from = from;
    r.to = to;
    r.whole = {seen_by};
    return r;
}

const Happening* happened(const PlayerReport& r, const UnitId& unit, HappeningKind kind) {
    for (const UnitStatusReport& u : r.units)
        if (u.unit == unit)
            for (const Happening& h : u.happened)
                if (h.kind == kind) return &h;
    return nullptr;
}

// 11.3: a woken unit that stepped aside, or had room where it stood, is told it woke;
// one whose square had no room for it active is told so.
// rules: 11.3, 10.11
TEST(TurnReports, AWokenUnitIsToldWhetherItFoundRoom) {
    QuietTurn q;
    WakeEvent stepped = wake(q.us1, sq(2, 2), q.mx1);
    stepped.no_room = StackLimit::TacticalUnits;
    stepped.stepped_to = TacSquare(4, 4);
    WakeEvent full = wake(q.us2, sq(3, 2), q.mx1);
    full.no_room = StackLimit::StrategicActive;
    q.turn.wakes = {{TurnStep::Strategic, 2, stepped}, {TurnStep::Strategic, 2, full}};
    const PlayerReport r = q.report();
    const Happening* woke = happened(r, q.us1, HappeningKind::Woken);
    const Happening* no_room = happened(r, q.us2, HappeningKind::Woken);
    ASSERT_NE(woke, nullptr);
    ASSERT_NE(no_room, nullptr);
    EXPECT_EQ(woke->outcome, "woken");
    EXPECT_EQ(woke->rule, "11.3");
    EXPECT_EQ(woke->to, TacSquare(4, 4));
    EXPECT_EQ(no_room->outcome, "no-room");

    q.turn.wakes = {{TurnStep::Strategic, 2, wake(q.us2, sq(3, 2), q.mx1)}};
    const PlayerReport again = q.report();
    const Happening* roomy = happened(again, q.us2, HappeningKind::Woken);
    ASSERT_NE(roomy, nullptr);
    EXPECT_EQ(roomy->outcome, "woken") << "no cap broken: it woke where it stood";
}

// 9.12: a unit carried off by its side's mass rout is told so, under that rule.
// rules: 9.12, 10.11
TEST(TurnReports, AMassRoutIsToldUnderItsRule) {
    QuietTurn q;
    ASSERT_FALSE(q.turn.combat.empty());
    MassRoutUnit fled;
    fled.unit = q.us1;
    fled.fate = CombatFate::Routed;
    fled.strength_before = 1000;
    fled.strength_after = 900;
    fled.strategic_after = sq(3, 2);
    fled.square_after = TacSquare(0, 0);
    MassRout rout;
    rout.strategic = sq(2, 2);
    rout.state = "US";
    rout.broken = {q.us2};
    rout.side_units = 2;
    rout.units = {fled};
    q.turn.combat.front().mass_routs = {rout};
    const PlayerReport r = q.report();
    const Happening* h = happened(r, q.us1, HappeningKind::MassRout);
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(h->rule, "9.12");
    EXPECT_EQ(h->outcome, name(CombatFate::Routed));
    EXPECT_EQ(h->strategic_to, sq(3, 2));
    EXPECT_EQ(h->strength_after, 900);
}

// 4.4: the moves seen in one phase are told in the order they were made, whatever the
// order of the squares they were seen in.
// rules: 4.4
TEST(TurnReports, MovesSeenInTwoSquaresAreToldInTheOrderMade) {
    QuietTurn q;
    ASSERT_FALSE(q.turn.tactical.empty());
    // Made first in 3-2 (seen by US2), then in 2-2 (seen by US1).
    q.turn.tactical.front().reports = {
        move(q.mx2, sq(3, 2), TacSquare(0, 0), TacSquare(1, 0), q.us2),
        move(q.mx1, sq(2, 2), TacSquare(0, 5), TacSquare(1, 5), q.us1),
    };
    const PlayerReport r = q.report();
    ASSERT_EQ(r.moves.size(), 2u);
    EXPECT_EQ(r.moves[0].square, sq(3, 2));
    EXPECT_EQ(r.moves[1].square, sq(2, 2));
}

// 7.18: the deployment turn records its moves as one phase (TurnStep::Deployment), not
// as strategic phase 1: a deployment move is still told, in that phase's place, with
// no search past the end of the turn's record.
// rules: 7.18, 10.11
TEST(TurnReports, ADeploymentMoveIsToldInTheDeploymentPhase) {
    GameState s = testing::world();
    s.deployment = true;
    s.turn = 1;
    for (int c = 10; c <= 14; ++c) add_square(s, sq(c, 12));
    s.squares.back().city = "Laredo";  // in communications there: in supply (DEPLOY-SUPPLY)
    const UnitId us = add_unit(s, "US", 1, sq(10, 12), TacSquare(7, 7)).id;
    UnitOrders o;
    o.strategic.path = {StrategicBox{StrategicBox::Kind::Square, sq(14, 12), {}, {}}};
    const TurnOrders orders{{us, o}};
    ASSERT_TRUE(check_invariants(s).empty());
    ASSERT_TRUE(validate_turn(s, orders).empty());
    const TurnOutcome turn = resolve_turn(s, orders, Seed{42}, Rulings{});
    ASSERT_EQ(turn.phases.size(), 2u);
    ASSERT_EQ(turn.state.unit(us)->strategic, sq(14, 12));
    const PlayerReport r = TurnReports(s, &turn, Seed{42}, Rulings{}, ParamSet{}).report(Readers{"", {us}, {us}, {}});
    const Happening* h = happened(r, us, HappeningKind::StrategicMove);
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(h->step, TurnStep::Strategic);
    EXPECT_EQ(h->number, 1);
    EXPECT_EQ(h->strategic_to, sq(14, 12));
}

}  // namespace
}  // namespace umpire::gitm
