// The line of contact of rule 10.2 (rules/gitm/contact.hpp) square by square, and
// the deployment turn (rules 7.18, 7.19; rules/gitm/deployment.hpp) where a golden
// case cannot say it: an entry square alone (the order check wants a strategic move
// with it), the phases resolve_turn records, the Rio Grande in the squares digest;
// and a strategic phase begun with a step to try again (7.15), which a turn case
// cannot hold at its start.
#include <gtest/gtest.h>

#include "model/hex.hpp"
#include "model/state_hash.hpp"
#include "rules/gitm/contact.hpp"
#include "rules/gitm/deployment.hpp"
#include "rules/gitm/strategic_phase.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::gitm {
namespace {

StratSquare sq(int col, int row) { return {static_cast<std::int16_t>(col), static_cast<std::int16_t>(row)}; }

// US and TX actively allied, MX hostile to both, GB neutral to all.
GameState sides() {
    GameState s;
    s.states = {{"GB", std::nullopt}, {"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"GB", "MX", Relation::Neutral}, {"GB", "TX", Relation::Neutral}, {"GB", "US", Relation::Neutral},
                   {"MX", "TX", Relation::Hostile},  {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::ActivelyAllied}};
    return s;
}

void add_square(GameState& s, StratSquare q, StratTerrain terrain = StratTerrain::Open) {
    StratSquareInfo info;
    info.square = q;
    info.owner = "US";
    info.terrain = terrain;
    s.squares.push_back(info);
}

// The squares (10..14, 12): a corridor five squares long.
GameState corridor() {
    GameState s = sides();
    for (int c = 10; c <= 14; ++c) add_square(s, sq(c, 12));
    return s;
}

void add_unit(GameState& s, const std::string& state, int number, UnitType type, StratSquare at,
              UnitStatus status = UnitStatus::Active) {
    Unit u;
    u.id = UnitId{state == "MX" || state == "GB" ? Nation::MX : Nation::US, static_cast<std::uint16_t>(number), type};
    u.state = state;
    u.strength = 500;
    u.status = status;
    u.strategic = at;
    u.tactical = {7, 7};
    s.units.push_back(u);
}

std::optional<int> us_line(const GameState& s, StratSquare from, StratSquare to, const Rulings& r = Rulings{},
                           std::optional<int> steps = std::nullopt) {
    EXPECT_TRUE(check_invariants(s).empty());
    return contact_length(s, "US", from, to, r, steps);
}

// rules: 10.2
TEST(Contact, OnOpenGroundTheLineIsTheKingDistance) {
    GameState s = sides();
    for (int c = 10; c <= 14; ++c)
        for (int r = 10; r <= 14; ++r) add_square(s, sq(c, r));
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), 4);
    EXPECT_EQ(us_line(s, sq(10, 10), sq(13, 13)), 3);
    EXPECT_EQ(us_line(s, sq(11, 11), sq(11, 11)), 0);
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12), Rulings{}, 3), std::nullopt);
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12), Rulings{}, 4), 4);
}

// rules: 10.2 1.2 7.16
TEST(Contact, ImpassableGuatemalanAndUnlistedSquaresAreNeverEntered) {
    GameState s = corridor();
    ASSERT_EQ(us_line(s, sq(10, 12), sq(14, 12)), 4);
    s.squares[2].terrain = StratTerrain::HighMountain;
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), std::nullopt);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).bar(sq(12, 12)), ContactBar::Impassable);
    s.squares[2].terrain = StratTerrain::HighDesert;  // passable (1.2)
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), 4);
    s.squares[2].guatemala = true;
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), std::nullopt);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).bar(sq(12, 12)), ContactBar::Guatemala);
    s.squares.erase(s.squares.begin() + 2);  // a gap in what the state describes
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), std::nullopt);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).bar(sq(12, 12)), ContactBar::NotInState);
}

// rules: 10.2
TEST(Contact, AHostileUnitClosesItsSquareANeutralOneDoesNot) {
    GameState s = corridor();
    add_unit(s, "GB", 7, UnitType::Infantry, sq(12, 12));
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), 4);
    add_unit(s, "MX", 1, UnitType::Infantry, sq(12, 12));
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), std::nullopt);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).bar(sq(12, 12)), ContactBar::Enemy);
    // For MX the square holds its own unit and a neutral one: its line runs.
    EXPECT_EQ(contact_length(s, "MX", sq(10, 12), sq(14, 12), Rulings{}), 4);
    // A same-side unit beside the enemy does not open the square, and an ally's line is closed too.
    add_unit(s, "US", 1, UnitType::Infantry, sq(12, 12));
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), std::nullopt);
    EXPECT_EQ(contact_length(s, "TX", sq(10, 12), sq(14, 12), Rulings{}), std::nullopt);
}

// rules: 10.2 11.3
TEST(Contact, InactiveEnemiesCloseSquaresOnlyUnderAnyStatus) {
    GameState s = corridor();
    add_unit(s, "MX", 1, UnitType::Infantry, sq(12, 12), UnitStatus::Inactive);
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12)), 4);
    Rulings any;
    any.set(RulingId::InactivePresence, static_cast<int>(InactivePresence::AnyStatus));
    EXPECT_EQ(us_line(s, sq(10, 12), sq(14, 12), any), std::nullopt);
}

// Squares (10,12) and (11,12), with (12,11) diagonally beside the second.
GameState beside_cavalry(UnitType type) {
    GameState s = sides();
    add_square(s, sq(10, 12));
    add_square(s, sq(11, 12));
    add_square(s, sq(12, 11));
    add_unit(s, "MX", 1, type, sq(12, 11));
    return s;
}

// rules: 10.2
TEST(Contact, EnemyLightCavalryClosesTheSquaresAroundIt) {
    GameState s = beside_cavalry(UnitType::LightCavalry);
    EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), std::nullopt);
    EXPECT_EQ(ContactMap(s, "US", Rulings{}).bar(sq(11, 12)), ContactBar::EnemyCavalry);
    // Not two squares away: (10,12) is open.
    EXPECT_EQ(us_line(s, sq(11, 12), sq(10, 12)), 1);
    // Infantry does not close the squares around it.
    EXPECT_EQ(us_line(beside_cavalry(UnitType::Infantry), sq(10, 12), sq(11, 12)), 1);
}

// rules: 10.2
TEST(Contact, AFriendlyCombatUnitInEitherSquareKeepsItOpen) {
    {
        GameState s = beside_cavalry(UnitType::LightCavalry);
        add_unit(s, "US", 1, UnitType::Infantry, sq(11, 12));  // in the square entered
        EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), 1);
    }
    {
        GameState s = beside_cavalry(UnitType::LightCavalry);
        add_unit(s, "TX", 1, UnitType::Infantry, sq(12, 11));  // an active ally with the cavalry
        EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), 1);
    }
    {
        GameState s = beside_cavalry(UnitType::LightCavalry);
        add_unit(s, "US", 1, UnitType::CorpsHQ, sq(11, 12));  // a headquarters is no combat unit
        EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), std::nullopt);
    }
    {
        GameState s = beside_cavalry(UnitType::LightCavalry);
        add_unit(s, "GB", 1, UnitType::Infantry, sq(11, 12));  // nor is a neutral unit a friend
        EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), std::nullopt);
    }
}

// rules: 10.2 3.1
TEST(Contact, DragoonsAndLancersAreMediumCavalryUnderUnitCavalryClass) {
    Rulings light_only;
    light_only.set(RulingId::CavalryClass, static_cast<int>(CavalryClass::OnlyLightFast));
    for (UnitType t : {UnitType::Dragoons, UnitType::Lancers}) {
        const GameState s = beside_cavalry(t);
        EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), std::nullopt);
        EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12), light_only), 1);
    }
    EXPECT_EQ(us_line(beside_cavalry(UnitType::LightCavalry), sq(10, 12), sq(11, 12), light_only), std::nullopt);
    EXPECT_EQ(us_line(beside_cavalry(UnitType::HorseArtillery), sq(10, 12), sq(11, 12)), 1);
}

// rules: 10.2
TEST(Contact, NoDiagonalStepBetweenTwoEnemySquares) {
    GameState s = sides();
    for (int c = 10; c <= 11; ++c)
        for (int r = 10; r <= 11; ++r) add_square(s, sq(c, r));
    add_unit(s, "MX", 1, UnitType::Infantry, sq(11, 10));
    EXPECT_EQ(us_line(s, sq(10, 10), sq(11, 11)), 1);  // one enemy beside the step: it passes
    add_unit(s, "MX", 2, UnitType::CorpsHQ, sq(10, 11));
    EXPECT_EQ(us_line(s, sq(10, 10), sq(11, 11)), std::nullopt);
    // Squares the state does not list hold no one: a step past them is open.
    GameState t = sides();
    add_square(t, sq(10, 10));
    add_square(t, sq(11, 11));
    add_square(t, sq(11, 10));
    add_unit(t, "MX", 1, UnitType::Infantry, sq(11, 10));
    EXPECT_EQ(us_line(t, sq(10, 10), sq(11, 11)), 1);
}

// rules: 10.2 7.18
TEST(Contact, TheSquareTheLineStartsFromIsNotChecked) {
    GameState s = beside_cavalry(UnitType::LightCavalry);
    add_unit(s, "MX", 2, UnitType::Infantry, sq(11, 12));
    EXPECT_EQ(us_line(s, sq(11, 12), sq(10, 12)), 1);
    EXPECT_EQ(us_line(s, sq(10, 12), sq(11, 12)), std::nullopt);
}

// rules: 10.2
TEST(Contact, EnemyCavalryLeavesTheOtherBarsOfTheSquaresAroundIt) {
    GameState s = beside_cavalry(UnitType::LightCavalry);
    add_square(s, sq(13, 12), StratTerrain::Water);
    add_square(s, sq(13, 11));
    add_unit(s, "MX", 2, UnitType::Infantry, sq(13, 11));
    const ContactMap m(s, "US", Rulings{});
    EXPECT_EQ(m.bar(sq(11, 12)), ContactBar::EnemyCavalry);
    EXPECT_EQ(m.bar(sq(13, 12)), ContactBar::Impassable);
    EXPECT_EQ(m.bar(sq(13, 11)), ContactBar::Enemy);
    EXPECT_EQ(m.bar(sq(12, 11)), ContactBar::Enemy);  // the cavalry's own square
}

// Cavalry in the map's corner has five neighbours off the map: they are no squares at
// all, and must not stand for another square of the state (the first listed, far away).
// rules: 10.2
TEST(Contact, EnemyCavalryOnTheMapsEdgeBarsOnlyTheSquaresBesideIt) {
    GameState s = sides();
    add_square(s, sq(10, 12));  // listed first
    add_square(s, sq(0, 0));
    add_square(s, sq(1, 0));
    add_unit(s, "MX", 1, UnitType::LightCavalry, sq(0, 0));
    ASSERT_TRUE(check_invariants(s).empty());
    const ContactMap m(s, "US", Rulings{});
    EXPECT_EQ(m.bar(sq(1, 0)), ContactBar::EnemyCavalry);
    EXPECT_EQ(m.bar(sq(0, 0)), ContactBar::Enemy);
    EXPECT_EQ(m.bar(sq(10, 12)), ContactBar::None);
}

// Row 0 is on the map: a line runs along the top edge as along any other row.
// rules: 10.2
TEST(Contact, ALineRunsAlongTheMapsTopRow) {
    GameState s = sides();
    for (int c = 10; c <= 12; ++c) add_square(s, sq(c, 0));
    EXPECT_EQ(us_line(s, sq(10, 0), sq(12, 0)), 2);
    EXPECT_EQ(us_line(s, sq(12, 0), sq(10, 0)), 2);
}

// A search bounded at n steps (rule 12.2's 15 squares) finds every square within n
// at the same distance and by the same line as the full search, and none beyond.
TEST(Contact, ABoundedSearchAgreesWithTheFullOneWithinItsBound) {
    GameState s = sides();
    for (int c = 10; c <= 16; ++c)
        for (int r = 10; r <= 16; ++r) add_square(s, sq(c, r));
    add_unit(s, "MX", 1, UnitType::Infantry, sq(12, 12));
    add_unit(s, "MX", 2, UnitType::Infantry, sq(12, 13));
    const ContactMap m(s, "US", Rulings{});
    const std::vector<int> full = m.distances(sq(10, 12));
    for (int bound = 0; bound <= 7; ++bound) {
        const std::vector<int> near = m.distances(sq(10, 12), bound);
        for (std::size_t i = 0; i < full.size(); ++i)
            EXPECT_EQ(near[i], full[i] <= bound ? full[i] : -1) << "bound " << bound << ", square " << i;
    }
    EXPECT_EQ(full[static_cast<std::size_t>(4 * 7 + 2)], 4);  // (14,12): round the enemies, not through them
    EXPECT_EQ(m.line(sq(10, 12), sq(14, 12), 4), m.line(sq(10, 12), sq(14, 12)));
    EXPECT_EQ(m.line(sq(10, 12), sq(14, 12), 3), std::nullopt);
}

UnitOrders deploy_to(std::optional<StratSquare> strategic, std::optional<TacSquare> entry) {
    UnitOrders o;
    if (strategic) o.strategic.path = {StrategicBox{StrategicBox::Kind::Square, *strategic, {}, {}}};
    o.strategic.entry = entry;
    return o;
}

// rules: 7.18 5.2
TEST(Deployment, ResolveTurnRunsTheDeploymentAndItsRestack) {
    GameState s = corridor();
    s.deployment = true;
    s.turn = 1;
    s.squares[4].city = "Laredo";  // in communications there (10.1), so in supply under DEPLOY-SUPPLY's default
    add_unit(s, "US", 1, UnitType::Infantry, sq(10, 12));
    add_unit(s, "US", 2, UnitType::Militia, sq(10, 12));
    const TurnOrders orders{{s.units[0].id, deploy_to(sq(14, 12), TacSquare{3, 3})},
                            {s.units[1].id, deploy_to(sq(14, 12), std::nullopt)}};
    ASSERT_TRUE(check_invariants(s).empty());
    ASSERT_TRUE(validate_turn(s, orders).empty());
    const TurnOutcome out = resolve_turn(s, orders, Seed{42}, Rulings{});
    ASSERT_EQ(out.phases.size(), 2u);
    EXPECT_EQ(out.phases[0].step, TurnStep::Deployment);
    EXPECT_EQ(out.phases[0].rule, "7.18");
    EXPECT_EQ(out.phases[1].step, TurnStep::Restack);
    EXPECT_EQ(out.phases[1].state_hash, to_hex(state_digest(out.state)));
    EXPECT_FALSE(out.state.deployment);
    EXPECT_EQ(out.state.turn, 2);
    EXPECT_TRUE(out.tactical.empty());
    ASSERT_EQ(out.strategic.size(), 1u);
    EXPECT_EQ(out.state.units[0].strategic, sq(14, 12));
    EXPECT_EQ(out.state.units[0].tactical, TacSquare(3, 3));
    EXPECT_EQ(out.state.units[1].strategic, sq(10, 12));  // militia stay
    std::vector<StratEventKind> kinds;
    for (const auto& e : out.strategic[0].events) kinds.push_back(e.kind);
    std::sort(kinds.begin(), kinds.end());
    EXPECT_EQ(kinds, (std::vector<StratEventKind>{StratEventKind::Deployed, StratEventKind::DeployMilitia}));
}

// 8.8's stop lasts the turn it happened in; a deployment turn ends like any other, so a
// stop in its input must not reach the first turn of play.
// rules: 7.18 8.8
TEST(Deployment, TheTurnClearsEngageStops) {
    GameState s = corridor();
    s.deployment = true;
    add_unit(s, "US", 1, UnitType::Infantry, sq(10, 12));
    s.units[0].engage_stopped = true;
    ASSERT_TRUE(check_invariants(s).empty());
    const TurnOutcome out = resolve_turn(s, TurnOrders{}, Seed{42}, Rulings{});
    ASSERT_EQ(out.state.units.size(), 1u);
    EXPECT_FALSE(out.state.units[0].engage_stopped);
}

// A square the restack could not bring within a cap is reported with the units that
// stand on it (the lowest id as the event's unit), and only those: another unit of the
// same strategic square is no part of that crowd.
// rules: 7.18 2.5
TEST(Deployment, ALeftoverSquareNamesTheUnitsOnIt) {
    RestackOutcome r;
    r.state = corridor();
    add_unit(r.state, "US", 2, UnitType::Infantry, sq(10, 12));  // on 7-7
    add_unit(r.state, "US", 1, UnitType::Infantry, sq(10, 12));  // on 7-7
    add_unit(r.state, "US", 3, UnitType::Infantry, sq(10, 12));
    r.state.units.back().tactical = {8, 6};
    r.leftovers.push_back({sq(10, 12), TacSquare{7, 7}, StackLimit::TacticalAllied});
    const std::vector<StratEvent> events = restack_events(r);
    ASSERT_EQ(events.size(), 1u);
    const StratEvent& e = events[0];
    EXPECT_EQ(e.kind, StratEventKind::RestackLeftover);
    const UnitId us1{Nation::US, 1, UnitType::Infantry}, us2{Nation::US, 2, UnitType::Infantry};
    EXPECT_EQ(e.unit, us1);
    EXPECT_EQ(e.others, (std::vector<UnitId>{us1, us2}));
    EXPECT_EQ(e.squares, (std::vector<StratSquare>{sq(10, 12)}));
    EXPECT_EQ(e.tactical, (std::vector<TacSquare>{TacSquare{7, 7}}));
    EXPECT_EQ(e.amount, kMaxAlliedPerTacSquare);
}

// rules: 7.18
TEST(Deployment, AnEntrySquareAloneMovesTheUnitWithinItsSquare) {
    GameState s = corridor();
    s.deployment = true;
    add_unit(s, "US", 1, UnitType::Infantry, sq(10, 12));
    const auto out = resolve_deployment(s, {{s.units[0].id, deploy_to(std::nullopt, TacSquare{2, 9})}}, Seed{1}, Rulings{});
    EXPECT_EQ(out.state.units[0].strategic, sq(10, 12));
    EXPECT_EQ(out.state.units[0].tactical, TacSquare(2, 9));
    ASSERT_EQ(out.events.size(), 1u);
    EXPECT_EQ(out.events[0].kind, StratEventKind::Deployed);
    EXPECT_EQ(out.events[0].amount, 0);
    EXPECT_TRUE(out.state.deployment);  // the restack is still to come
}

// rules: 7.19
TEST(Deployment, TheRioGrandeIsPartOfTheSquaresDigest) {
    GameState s = corridor();
    const Digest256 before = squares_digest(s);
    s.squares[1].north_of_rio_grande = true;
    EXPECT_NE(squares_digest(s), before);
    s.squares[1].north_of_rio_grande = false;
    EXPECT_EQ(squares_digest(s), before);
}

// rules: 7.18 7.7
TEST(PhaseOutcome, StrategicPhasesAndDeploymentListUnitsByIdWithTheirStartingRows) {
    Unit a, b;
    a.id = UnitId{Nation::US, 9, UnitType::Infantry};
    a.strategic = sq(3, 4);
    a.tactical = TacSquare(2, 5);
    a.fatigue = 7;
    b.id = UnitId{Nation::US, 1, UnitType::Dragoons};
    const UnitStep row = step_before(a);
    EXPECT_EQ(row.unit, a.id);
    EXPECT_EQ(row.from, a.strategic);
    EXPECT_EQ(row.to, a.strategic);
    EXPECT_EQ(row.entry, a.tactical);
    EXPECT_EQ(row.fatigue_before, 7);
    EXPECT_EQ(row.fatigue_after, 7);
    EXPECT_FALSE(row.moved);
    StratEvent e;
    e.unit = a.id;
    const StrategicPhaseOutcome out = phase_outcome(4, GameState{}, {row, step_before(b)}, {e});
    EXPECT_EQ(out.phase, 4);
    ASSERT_EQ(out.units.size(), 2u);
    EXPECT_EQ(out.units[0].unit, b.id);  // by unit id, whatever the order given
    EXPECT_EQ(out.units[1].unit, a.id);
    EXPECT_EQ(out.events, std::vector<StratEvent>{e});
}

// Strategic orders that cannot be adjudicated are named at their field: a unit the
// state lacks (nothing more is checked of its order), more boxes than the six
// strategic phases (7.4), and every box whose square the state does not describe.
// rules: 7.4, 7.1
TEST(StrategicOrders, ValidateNamesEachFieldThatCannotBeAdjudicated) {
    GameState s = corridor();
    add_unit(s, "US", 1, UnitType::Infantry, sq(10, 12));
    UnitOrders far;
    for (int c = 11; c <= 14; ++c) far.strategic.path.push_back({StrategicBox::Kind::Square, sq(c, 12), {}, {}});
    far.strategic.path.push_back({StrategicBox::Kind::Square, sq(15, 12), {}, {}});
    far.strategic.path.push_back({StrategicBox::Kind::Blank, {}, {}, {}});
    far.strategic.path.push_back({StrategicBox::Kind::Square, sq(10, 11), {}, {}});
    const UnitId ghost{Nation::US, 9, UnitType::Infantry};
    const TurnOrders orders{{ghost, deploy_to(sq(99, 99), std::nullopt)}, {s.units[0].id, far}};
    std::vector<std::string> got;
    for (const auto& d : validate_strategic(s, orders)) got.push_back(d.where.field + ": " + d.what);
    EXPECT_EQ(got, (std::vector<std::string>{
                       "orders[0].unit: no unit US9IN in the state",
                       "orders[1].strategic.path: a path has at most 6 boxes (rule 7.4)",
                       "orders[1].strategic.path[4]: strategic square " + to_string(sq(15, 12)) +
                           " is not in the state's squares",
                       "orders[1].strategic.path[6]: strategic square " + to_string(sq(10, 11)) +
                           " is not in the state's squares"}));
    far.strategic.path.resize(4);
    EXPECT_TRUE(validate_strategic(s, TurnOrders{{s.units[0].id, far}}).empty());
}

// A unit stopped on a diagonal (7.15) and routed before the next strategic phase
// (9.8 moves it to a square next door and keeps its strategic orders) tries the step
// again only from a square next to its destination; from anywhere else, its
// destination itself included, its path ends under 7.4, as a box's would. The
// resumed step once read the direction of a square not next to the unit from an
// empty optional: garbage, and UBSan's "index 128 out of bounds for type 'int [8]'"
// in dcol() under ReformProps.
// rules: 7.4 7.15 9.8
TEST(StrategicPhase, AStepTriedAgainFromASquareNotNextToItsDestinationEndsThePath) {
    GameState s = sides();
    for (int c = 10; c <= 14; ++c)
        for (int r = 10; r <= 14; ++r) add_square(s, sq(c, r));
    add_unit(s, "US", 1, UnitType::Infantry, sq(12, 12));
    const auto phase_two = [&](StratSquare resume) {
        GameState t = s;
        MarchProgress& p = t.units[0].march.emplace(MarchProgress{t.units[0].tactical});
        p.moves = 1;
        p.resume = resume;
        return resolve_strategic_phase(t, {}, 2, Seed{1}, Rulings{}, t);
    };
    const StrategicPhaseOutcome next_door = phase_two(sq(13, 13));
    EXPECT_EQ(next_door.state.units[0].strategic, sq(13, 13));
    EXPECT_EQ(next_door.units[0].kind, StepKind::Resume);
    for (const StratSquare away : {sq(14, 12), sq(12, 12)}) {
        const StrategicPhaseOutcome o = phase_two(away);
        EXPECT_EQ(o.state.units[0].strategic, sq(12, 12)) << to_string(away);
        EXPECT_EQ(o.units[0].kind, StepKind::None);
        ASSERT_EQ(o.events.size(), 1u);
        EXPECT_EQ(o.events[0].kind, StratEventKind::NotAdjacent);
        EXPECT_EQ(o.events[0].rule, "7.4");
        EXPECT_EQ(o.events[0].squares, (std::vector<StratSquare>{sq(12, 12), away}));
        EXPECT_TRUE(o.state.units[0].march->halted);
        EXPECT_EQ(o.state.units[0].march->resume, std::nullopt);
    }
}

// A restacked unit that leaves a fort is flagged by amount 1, the number case files and
// reports carry (strategic_phase.hpp); one that was not in a fort has 0.
// rules: 7.18
TEST(Deployment, ARestackedUnitThatLeavesAFortHasAmountOne) {
    RestackOutcome r;
    r.state = corridor();
    const UnitId us1{Nation::US, 1, UnitType::Infantry}, us2{Nation::US, 2, UnitType::Infantry};
    r.moves.push_back({us1, sq(10, 12), TacSquare{7, 7}, TacSquare{8, 7}, true});
    r.moves.push_back({us2, sq(10, 12), TacSquare{7, 7}, TacSquare{6, 7}, false});
    const std::vector<StratEvent> events = restack_events(r);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].kind, StratEventKind::Restacked);
    EXPECT_EQ(events[0].unit, us1);
    EXPECT_EQ(events[0].tactical, (std::vector<TacSquare>{TacSquare{7, 7}, TacSquare{8, 7}}));
    EXPECT_EQ(events[0].amount, 1);
    EXPECT_EQ(events[1].amount, 0);
}

}  // namespace
}  // namespace umpire::gitm
