// The tactical phase (rules/gitm/tactical_phase.hpp) on what golden files show less
// well: initiative numbers for every band, a long move walked along its own line over
// several phases, fatigue counts, and the phase's purity.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/gitm/initiative.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/tactical_phase.hpp"

namespace umpire::gitm {
namespace {

const StratSquare kHere{92, 94};   // J2-Y4
const StratSquare kThere{93, 94};  // J3-Y4

GameState two_states() {
    GameState s;
    s.turn = 2;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    for (const auto sq : {kHere, kThere}) {
        StratSquareInfo q;
        q.square = sq;
        q.nation = Nation::MX;
        q.owner = "MX";
        s.squares.push_back(q);
    }
    return s;
}

Unit& add(GameState& s, Nation n, int number, UnitType type, TacSquare at, StratSquare where = kHere) {
    Unit u;
    u.id = UnitId{n, static_cast<std::uint16_t>(number), type};
    u.state = n == Nation::US ? "US" : "MX";
    u.strength = 800;
    u.strategic = where;
    u.tactical = at;
    s.units.push_back(u);
    return s.units.back();
}

UnitOrderEntry move_to(const UnitId& id, TacSquare to, std::optional<TacSquare> via = std::nullopt) {
    UnitOrderEntry e{id, {}};
    e.orders.tactical.destination = DestinationKind::Square;
    e.orders.tactical.destination_square = to;
    e.orders.tactical.waypoint = via;
    return e;
}

const Unit& unit(const PhaseOutcome& o, const UnitId& id) { return *o.state.unit(id); }

bool has_event(const PhaseOutcome& o, EventKind k, const UnitId& id) {
    return std::any_of(o.events.begin(), o.events.end(),
                       [&](const PhaseEvent& e) { return e.event.kind == k && e.event.unit == id; });
}

// rules: 8.6
TEST(Initiative, NumbersFollowSpeedStrengthFatigueAndCommunications) {
    const Rulings r;
    Unit u;
    u.id.type = UnitType::LightCavalry;
    u.strength = 250;
    EXPECT_EQ(initiative_number(u, r), 1);
    u.fatigue = 9;
    EXPECT_EQ(initiative_number(u, r), 2);
    u.strength = 249;  // not strong enough: the second group
    u.fatigue = 0;
    EXPECT_EQ(initiative_number(u, r), 3);
    u.id.type = UnitType::Infantry;
    u.strength = 1000;
    u.fatigue = 4;
    EXPECT_EQ(initiative_number(u, r), 3);
    u.fatigue = 5;
    EXPECT_EQ(initiative_number(u, r), 4);
    u.fatigue = 9;
    EXPECT_EQ(initiative_number(u, r), 5);
    u.communications = UnitId{Nation::US, 1, UnitType::ArmyHQ};
    EXPECT_EQ(initiative_number(u, r), 4);
    u.fatigue = 0;
    EXPECT_EQ(initiative_number(u, r), 3);  // never below its group
    u.communications = UnitId{Nation::US, 2, UnitType::ArmyHQ};
    u.fatigue = 5;
    EXPECT_EQ(initiative_number(u, r), 4);  // only US1AQ counts
}

// rules: 8.6 7.5
TEST(Initiative, StrengthIsReadAsAtTheStartOfTheTurn) {
    const Rulings r;
    Unit u;
    u.id.type = UnitType::LightCavalry;
    u.strength = 224;  // 260 before this turn's stragglers
    EXPECT_EQ(initiative_number(u, r), 3);  // no record of the turn's start: its strength now
    u.march = MarchProgress{TacSquare(7, 7)};
    u.march->start_strength = 260;
    EXPECT_EQ(initiative_number(u, r), 1);
    u.march->start_strength = 249;
    u.strength = 300;  // men gained later in the turn do not count either
    EXPECT_EQ(initiative_number(u, r), 3);
}

// rules: 8.6 8.1
TEST(Initiative, HorseArtilleryJoinsTheFirstGroupAtAHundredMenAndLightArtilleryOnlyByRuling) {
    Rulings r;
    Unit ha;
    ha.id.type = UnitType::HorseArtillery;
    ha.strength = 100;
    EXPECT_EQ(initiative_number(ha, r), 1);
    Unit la = ha;
    la.id.type = UnitType::LightArtillery;
    EXPECT_EQ(initiative_number(la, r), 3);
    r.set(RulingId::LaTypo, static_cast<int>(LaTypo::LightArtillery));
    EXPECT_EQ(initiative_number(la, r), 1);
    r.set(RulingId::InitiativeNumber, static_cast<int>(InitiativeNumber::StateRating));
    la.initiative = 4;
    EXPECT_EQ(initiative_number(la, r), 4);
}

// rules: 8.2 8.1 tm-fraction
TEST(TacticalPhase, ALongMoveGoesOnAlongItsOwnLineInLaterPhases) {
    GameState s = two_states();
    const UnitId us{Nation::US, 1, UnitType::Infantry};
    add(s, Nation::US, 1, UnitType::Infantry, {0, 0});
    add(s, Nation::MX, 9, UnitType::Infantry, {14, 14});  // present: the straight-line rules apply
    // A line drawn afresh from 4-2 (where phase 1 ends) would pass 6-3; the
    // original line passes 6-2. Water on 6-3 blocks only the fresh line (8.5).
    s.squares[0].map.set({6, 3}, Terrain::Water);
    const TurnOrders orders{move_to(us, {13, 5})};
    const Line line = trace_line({0, 0}, {13, 5});
    const Line fresh = trace_line({4, 2}, {13, 5});
    ASSERT_EQ(line.steps[3].square, TacSquare(4, 2));
    ASSERT_EQ(fresh.steps[1].square, TacSquare(6, 3));
    ASSERT_EQ(line.steps[5].square, TacSquare(6, 2));
    ASSERT_EQ(line.count, 13);
    GameState now = s;
    const int expected_steps[] = {4, 8, 12, 13};
    for (int phase = 1; phase <= 4; ++phase) {
        const auto o = resolve_tactical_phase(now, orders, phase, Seed{7}, {});
        const int k = expected_steps[phase - 1];
        EXPECT_EQ(unit(o, us).tactical, line.steps[static_cast<std::size_t>(k - 1)].square) << "phase " << phase;
        EXPECT_EQ(unit(o, us).fatigue, phase) << "one fatigue point a phase with an enemy present";
        now = o.state;
    }
    ASSERT_TRUE(now.unit(us)->move);
    EXPECT_EQ(now.unit(us)->move->done_phase, 4);
}

// rules: 8.1
TEST(TacticalPhase, AllowancesAreFourAndSixAndMovesAreFreeOfFatigueWithoutEnemies) {
    GameState s = two_states();
    const UnitId in{Nation::US, 1, UnitType::Infantry}, lc{Nation::US, 2, UnitType::LightCavalry},
        aq{Nation::US, 3, UnitType::ArmyHQ}, cq{Nation::US, 4, UnitType::CorpsHQ};
    add(s, Nation::US, 1, UnitType::Infantry, {0, 1});
    add(s, Nation::US, 2, UnitType::LightCavalry, {0, 3});
    add(s, Nation::US, 3, UnitType::ArmyHQ, {0, 5});
    add(s, Nation::US, 4, UnitType::CorpsHQ, {0, 7});
    const TurnOrders orders{move_to(in, {10, 1}), move_to(lc, {10, 3}), move_to(aq, {10, 5}), move_to(cq, {10, 7})};
    const auto o = resolve_tactical_phase(s, orders, 1, Seed{1}, {});
    EXPECT_EQ(unit(o, in).tactical, TacSquare(4, 1));
    EXPECT_EQ(unit(o, lc).tactical, TacSquare(6, 3));
    EXPECT_EQ(unit(o, aq).tactical, TacSquare(6, 5));
    EXPECT_EQ(unit(o, cq).tactical, TacSquare(4, 7));
    for (const auto& u : o.state.units) EXPECT_EQ(u.fatigue, 0) << to_string(u.id);
}

// rules: 8.1 8.10
TEST(TacticalPhase, EightFatigueMovesToNineAndCannotThenSupport) {
    GameState s = two_states();
    const UnitId us1{Nation::US, 1, UnitType::Infantry}, us2{Nation::US, 2, UnitType::Infantry};
    const UnitId mx{Nation::MX, 5, UnitType::Infantry};
    add(s, Nation::US, 1, UnitType::Infantry, {5, 5});  // attacks MX5IN next door
    add(s, Nation::MX, 5, UnitType::Infantry, {6, 5});
    Unit& tired = add(s, Nation::US, 2, UnitType::Infantry, {5, 7});
    tired.fatigue = 8;
    UnitOrderEntry attack = move_to(us1, {6, 5});
    UnitOrderEntry step = move_to(us2, {6, 7});
    step.orders.reactions.support = ReactionBox{{6, 6}, 3, {}, {}};
    auto o = resolve_tactical_phase(s, {attack, step}, 1, Seed{3}, {});
    EXPECT_EQ(unit(o, us2).tactical, TacSquare(6, 7));
    EXPECT_EQ(unit(o, us2).fatigue, 9);
    EXPECT_TRUE(has_event(o, EventKind::TooTired, us2));
    ASSERT_EQ(o.battles.size(), 1u);
    EXPECT_EQ(o.battles[0].square, TacSquare(6, 5));

    // Starting on 7 it can do both, paying two points.
    s.units[2].fatigue = 7;
    o = resolve_tactical_phase(s, {attack, step}, 1, Seed{3}, {});
    EXPECT_EQ(unit(o, us2).tactical, TacSquare(6, 5));
    EXPECT_EQ(unit(o, us2).fatigue, 9);
    ASSERT_EQ(o.battles.size(), 1u);
    EXPECT_EQ(o.battles[0].initiators.units, (std::vector<UnitId>{us1, us2}));
    EXPECT_EQ(o.battles[0].opponents.units, (std::vector<UnitId>{mx}));
    EXPECT_EQ(o.battles[0].stance, BattleStance::AttackAndDefend);
    EXPECT_TRUE(o.battles[0].opponents.defending);
}

// rules: 8.1
TEST(TacticalPhase, AboveEightFatigueNoMoveWithEnemiesPresentButFreelyWithout) {
    GameState s = two_states();
    const UnitId us{Nation::US, 1, UnitType::Infantry};
    add(s, Nation::US, 1, UnitType::Infantry, {0, 0}).fatigue = 9;
    add(s, Nation::MX, 9, UnitType::Infantry, {14, 14});
    auto o = resolve_tactical_phase(s, {move_to(us, {2, 0})}, 1, Seed{1}, {});
    EXPECT_EQ(unit(o, us).tactical, TacSquare(0, 0));
    EXPECT_TRUE(has_event(o, EventKind::TooTired, us));
    s.units[1].strategic = kThere;
    o = resolve_tactical_phase(s, {move_to(us, {2, 0})}, 1, Seed{1}, {});
    EXPECT_EQ(unit(o, us).tactical, TacSquare(2, 0));
    EXPECT_EQ(unit(o, us).fatigue, 9);
}

// rules: 8.6 5.2
TEST(TacticalPhase, PureAndIndependentOfTheOrderOfOrders) {
    GameState s = two_states();
    TurnOrders orders;
    for (int i = 1; i <= 6; ++i) {
        add(s, Nation::US, i, i % 2 ? UnitType::Infantry : UnitType::LightCavalry, {i, 0});
        orders.push_back(move_to(s.units.back().id, {i, 9}));
        add(s, Nation::MX, i, UnitType::Infantry, {14 - i, 12});
        orders.push_back(move_to(s.units.back().id, {14 - i, 2}));
    }
    const auto a = resolve_tactical_phase(s, orders, 2, Seed{99}, {});
    std::reverse(orders.begin(), orders.end());
    const auto b = resolve_tactical_phase(s, orders, 2, Seed{99}, {});
    EXPECT_EQ(a, b);
    EXPECT_TRUE(check_invariants(a.state).empty());
    // The order within an initiative number changes from phase to phase.
    const auto c = resolve_tactical_phase(s, orders, 3, Seed{99}, {});
    std::vector<int> order_a, order_c;
    for (const auto& row : a.units) order_a.push_back(row.order);
    for (const auto& row : c.units) order_c.push_back(row.order);
    EXPECT_NE(order_a, order_c);
}

// rules: 8.6
TEST(TacticalPhase, AUnitElsewhereDoesNotChangeThisSquaresMoveOrder) {
    GameState s = two_states();
    for (int i = 1; i <= 8; ++i) add(s, Nation::US, i, UnitType::Infantry, {i, 3});
    const auto a = resolve_tactical_phase(s, {}, 1, Seed{5}, {});
    add(s, Nation::US, 50, UnitType::Infantry, {7, 7}, kThere);
    const auto b = resolve_tactical_phase(s, {}, 1, Seed{5}, {});
    for (std::size_t i = 0; i < a.units.size(); ++i) EXPECT_EQ(a.units[i].order, b.units[i].order);
}

// A unit put off its line (an interception, 9.2's step aside) cannot go on along it, and
// its move must be marked over: otherwise every later phase would end it again.
// rules: 8.2
TEST(TacticalPhase, AMoveOffItsOwnLineEndsForGood) {
    GameState s = two_states();
    const UnitId us{Nation::US, 1, UnitType::Infantry};
    add(s, Nation::US, 1, UnitType::Infantry, {5, 5}).move = MoveProgress{{10, 5}, {0, 0}, 0, true, 0};
    const auto o = resolve_tactical_phase(s, {move_to(us, {10, 5})}, 2, Seed{1}, {});
    EXPECT_EQ(unit(o, us).tactical, TacSquare(5, 5));
    EXPECT_TRUE(has_event(o, EventKind::MoveEnded, us));
    ASSERT_TRUE(unit(o, us).move);
    EXPECT_EQ(unit(o, us).move->done_phase, 2);
}

// A state may carry the order's move already set up where the unit stands, no step
// taken: that is 8.2's fort move all the same, not a specified move of no length.
// rules: 8.2
TEST(TacticalPhase, AMoveToItsOwnSquareSetUpButNotBegunIsStillAFortMove) {
    GameState s = two_states();
    const UnitId us{Nation::US, 1, UnitType::Infantry};
    add(s, Nation::US, 1, UnitType::Infantry, {5, 5}).move = MoveProgress{{5, 5}, {5, 5}, 0, true, 0};
    const auto o = resolve_tactical_phase(s, {move_to(us, {5, 5})}, 2, Seed{1}, {});
    const auto row = std::find_if(o.units.begin(), o.units.end(), [&](const UnitPhase& r) { return r.unit == us; });
    ASSERT_NE(row, o.units.end());
    EXPECT_EQ(row->kind, MoveKind::Fort);
    EXPECT_TRUE(has_event(o, EventKind::StaysInPlace, us));
}

// rules: 8.2
TEST(TacticalPhase, ValidationLocatesBadOrders) {
    GameState s = two_states();
    add(s, Nation::US, 1, UnitType::Infantry, {0, 0});
    UnitOrderEntry e = move_to({Nation::US, 7, UnitType::Infantry}, {3, 3});
    UnitOrderEntry f = move_to(s.units[0].id, {3, 3});
    f.orders.tactical.start_phase = 6;
    const auto errors = validate_phase(s, {e, f, f}, 0);
    std::vector<std::string> fields;
    for (const auto& d : errors) fields.push_back(d.where.field);
    EXPECT_EQ(fields, (std::vector<std::string>{"phase", "orders[0].unit", "orders[1].tactical.start_phase",
                                                "orders[2].tactical.start_phase", "orders"}));
}

// A unit named three times is one mistake: reported once, however many copies follow.
// rules: 8.2
TEST(TacticalPhase, ValidationNamesAUnitWithThreeEntriesOnce) {
    GameState s = two_states();
    for (int i = 1; i <= 3; ++i) add(s, Nation::US, i, UnitType::Infantry, {i, 0});
    const UnitOrderEntry a{s.units[0].id, {}}, b{s.units[1].id, {}}, c{s.units[2].id, {}};
    const auto errors = validate_phase(s, {a, b, c, c, c}, 1);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].where.field, "orders");
    EXPECT_NE(errors[0].what.find("US3IN"), std::string::npos) << errors[0].what;
}

// rules: 8.10, 8.11
TEST(TacticalPhase, ValidationLocatesBadReactionBoxes) {
    GameState s = two_states();
    add(s, Nation::US, 1, UnitType::Infantry, {0, 0});
    UnitOrderEntry e{s.units[0].id, {}};
    ReactionBox support;
    support.centre = TacSquare{20, 3};
    support.radius = 0;
    ReactionBox intercept;
    intercept.centre = TacSquare{3, 3};
    intercept.phases = {0, 6};
    e.orders.reactions.support = support;
    e.orders.reactions.intercept = intercept;
    std::vector<std::string> fields;
    for (const auto& d : validate_phase(s, {e}, 1)) fields.push_back(d.where.field);
    EXPECT_EQ(fields, (std::vector<std::string>{"orders[0].reactions.support.centre", "orders[0].reactions.support.radius",
                                                "orders[0].reactions.intercept.phases"}));
    intercept.phases = {2, 3};
    intercept.radius = 14;
    e.orders.reactions.intercept = intercept;
    e.orders.reactions.support.reset();
    EXPECT_TRUE(validate_phase(s, {e}, 1).empty());
}

// rules: 6.9
TEST(DefaultOrders, OnlyUnitsWithoutAnEntryGetThemCentredWhereTheyStand) {
    GameState s = two_states();
    const Unit ordered = add(s, Nation::US, 1, UnitType::Infantry, {0, 0});
    const Unit militia = add(s, Nation::MX, 2, UnitType::Militia, {4, 5});
    const Unit infantry = add(s, Nation::MX, 3, UnitType::Infantry, {9, 2}, kThere);
    const UnitOrderEntry given = move_to(ordered.id, {3, 3});
    const TurnOrders all = with_default_orders(s, {given});
    ASSERT_EQ(all.size(), 3u);
    EXPECT_EQ(all[0], given);  // an entry is kept as it is, whatever it says
    EXPECT_EQ(all[1].unit, militia.id);
    EXPECT_EQ(all[2].unit, infantry.id);
    for (const auto& [e, at] : {std::pair{all[1], militia.tactical}, std::pair{all[2], infantry.tactical}}) {
        EXPECT_FALSE(e.orders.tactical.destination);
        ASSERT_TRUE(e.orders.reactions.support);
        EXPECT_EQ(e.orders.reactions.support->centre, at);
        EXPECT_EQ(e.orders.reactions.support->radius, 2);
    }
    EXPECT_EQ(all[1].orders.postures.attack, OffensiveMode::Attack);    // militia attack
    EXPECT_EQ(all[2].orders.postures.attack, OffensiveMode::Skirmish);  // others skirmish
    EXPECT_EQ(with_default_orders(s, all), all);  // nothing to add once every unit has an entry
}

// 8.1 under TM-INACTIVE-PRESENCE any-status, from the side whose ids come second: MX5IN
// at 8 fatigue moves with only an inactive enemy in the square, US1IN, the square's
// first unit by id, and pays a point (9); the event cites the ruling, whose answer
// alone made the enemy present.
// rules: 8.1
TEST(TacticalPhase, AFatiguePointOwedOnlyToAnInactiveEnemyCitesTheRulingWhateverTheIds) {
    GameState s = two_states();
    const UnitId mx{Nation::MX, 5, UnitType::Infantry};
    add(s, Nation::US, 1, UnitType::Infantry, {12, 2}).status = UnitStatus::Inactive;
    add(s, Nation::MX, 5, UnitType::Infantry, {6, 10}).fatigue = 8;
    Rulings r;
    ASSERT_TRUE(r.set("TM-INACTIVE-PRESENCE", "any-status").ok());
    const auto o = resolve_tactical_phase(s, {move_to(mx, {6, 7})}, 1, Seed{1}, r);
    EXPECT_EQ(unit(o, mx).tactical, TacSquare(6, 7));
    const auto paid = std::find_if(o.events.begin(), o.events.end(), [&](const PhaseEvent& e) {
        return e.event.kind == EventKind::FatiguePaid && e.event.unit == mx;
    });
    ASSERT_NE(paid, o.events.end());
    EXPECT_EQ(paid->event.amount, 9);
    EXPECT_TRUE(paid->event.ruling.contains(RulingId::InactivePresence));
}

// rules: 8.8
TEST(TacticalPhase, ValidationLocatesABadEngageRange) {
    // Why: the order parser refuses such ranges, so only a caller building orders
    // itself hands validate_phase an engage range outside 1-5 or running backwards;
    // it must be named, not run.
    GameState s = two_states();
    add(s, Nation::US, 1, UnitType::Infantry, {0, 0});
    UnitOrderEntry e{s.units[0].id, {}};
    for (const PhaseRange bad : {PhaseRange{0, 6}, PhaseRange{4, 2}}) {
        e.orders.tactical.engage = bad;
        std::vector<std::string> fields;
        for (const auto& d : validate_phase(s, {e}, 1)) fields.push_back(d.where.field);
        EXPECT_EQ(fields, (std::vector<std::string>{"orders[0].tactical.engage"}));
    }
    e.orders.tactical.engage = PhaseRange{2, 3};
    EXPECT_TRUE(validate_phase(s, {e}, 1).empty());
}

}  // namespace
}  // namespace umpire::gitm
