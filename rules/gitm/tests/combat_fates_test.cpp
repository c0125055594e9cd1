// What resolve_combat does with a unit that shatters in battle (rules 12.1, 12.2 and
// 7.14), where no golden case shows it yet: the unit moves along its line of contact
// and lands where 7.14 places a unit stepping in from the square it passed last.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/gitm/combat/combat.hpp"
#include "rules/gitm/combat/rout.hpp"
#include "rules/gitm/combat/shatter.hpp"
#include "rules/gitm/entry_state.hpp"
#include "rules/gitm/tests/combat_world.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

constexpr Seed kSeed{0x5ba7};
constexpr int kPhase = 2;

// US1IN (fresh, 3,000) and MX1IN (exhausted at 16 fatigue, 1,000) fight on 7-7 of
// (10,10); MX holds a city at (16,10), at the end of a corridor of open squares.
GameState exhausted_defender() {
    GameState s = testing::world();
    s.turn = 4;
    for (int c = 10; c <= 16; ++c) add_square(s, sq(c, 10)).owner = "MX";
    StratSquareInfo& city = s.squares.back();
    city.city = "Monterrey";
    city.city_square = TacSquare{7, 7};
    add_unit(s, "US", 1, sq(10, 10), {7, 7}).strength = 3000;
    Unit& mx = add_unit(s, "MX", 1, sq(10, 10), {7, 7});
    mx.fatigue = kShatterFatigue;
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    return s;
}

const UnitId kUs1{Nation::US, 1, UnitType::Infantry};
const UnitId kMx1{Nation::MX, 1, UnitType::Infantry};

// US1IN and MX1IN, 1,000 men each, alike but for their nation, on 7-7 of (10,10), turn 4.
GameState one_against_one() {
    GameState s = testing::world();
    s.turn = 4;
    add_square(s, sq(10, 10));
    add_unit(s, "US", 1, sq(10, 10), {7, 7});
    add_unit(s, "MX", 1, sq(10, 10), {7, 7});
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    return s;
}

// Their battle on 7-7, one unit a side; who moved and who defends is the caller's.
Battle between(const UnitId& initiator, const UnitId& opponent) {
    Battle b;
    b.strategic = sq(10, 10);
    b.square = {7, 7};
    b.initiator = initiator;
    b.initiators.units = {initiator};
    b.opponents.units = {opponent};
    return b;
}

Battle battle_at_seven_seven() {
    Battle b;
    b.strategic = sq(10, 10);
    b.square = {7, 7};
    b.initiator = UnitId{Nation::US, 1, UnitType::Infantry};
    b.initiators.units = {b.initiator};
    b.initiators.moved = {b.initiator};
    b.opponents.units = {UnitId{Nation::MX, 1, UnitType::Infantry}};
    b.opponents.defending = true;
    return b;
}

// rules: 12.1 12.2 7.14
TEST(CombatFates, AShatteredUnitLandsWhereItsEntryFromTheLastSquarePassedPlacesIt) {
    const GameState s = exhausted_defender();
    const CombatOutcome out =
        resolve_combat(s, with_default_orders(s, {}), {battle_at_seven_seven()}, {}, kPhase, kSeed, Rulings{}, ParamSet{});
    ASSERT_EQ(out.battles.size(), 1u);
    const CombatUnit& mx = out.battles[0].units.back();
    ASSERT_EQ(mx.unit.nation, Nation::MX);
    ASSERT_EQ(mx.fate, CombatFate::Shattered);
    ASSERT_FALSE(mx.checks.empty());
    EXPECT_EQ(mx.checks.front().check.result, MoraleResult::Exhausted);

    // The move as 12.2 decides it, from the unit as it stood when it shattered.
    const Unit* after = out.state.unit(mx.unit);
    ASSERT_NE(after, nullptr);
    Unit before = *after;
    before.strategic = sq(10, 10);
    before.tactical = {7, 7};
    const CombatDraw draw{static_cast<std::uint32_t>(s.turn), static_cast<std::uint32_t>(kPhase)};
    const ShatterMove m = shatter_move(s, before, kSeed, draw, Rulings{});
    ASSERT_EQ(m.result, ShatterMoveResult::Moved);
    ASSERT_TRUE(m.to);
    EXPECT_EQ(mx.strategic_after, *m.to);
    EXPECT_NE(*m.to, sq(10, 10));

    // 7.14 from the square passed last, read on a copy of the state with the unit there.
    const auto at = std::find(m.line.begin(), m.line.end(), *m.to);
    ASSERT_NE(at, m.line.begin());
    GameState probe = out.state;
    for (Unit& u : probe.units)
        if (u.id == mx.unit) u.strategic = *(at - 1);
    auto ctx = entry_context(probe, StrategicEntry{mx.unit, *m.to, std::nullopt, 0}, Rulings{});
    ASSERT_TRUE(ctx.ok());
    ctx->draw.turn = static_cast<std::uint32_t>(s.turn);
    ctx->draw.phase = kRoutEntryPhaseBase + static_cast<std::uint32_t>(kPhase);
    EXPECT_EQ(mx.square_after, place_entry(ctx->input(), kSeed, Rulings{}).square);
    EXPECT_EQ(after->tactical, mx.square_after);
    EXPECT_EQ(after->strategic, *m.to);
    EXPECT_EQ(after->status, UnitStatus::Shattered);
}

// A move still under way when its unit shatters (PHASE-HALTED-MOVE "resumes" leaves one
// after a halt) is over in this phase: the shattered unit leaves the battle and must not
// read as a unit with a move left to make in the state the phase hands on.
// rules: 12.1 12.2 8.2
TEST(CombatFates, AShatteredUnitsMoveUnderWayEndsInThePhaseItShatters) {
    GameState s = exhausted_defender();
    const UnitId mx{Nation::MX, 1, UnitType::Infantry};
    for (Unit& u : s.units)
        if (u.id == mx) u.move = MoveProgress{TacSquare{7, 12}, TacSquare{7, 2}, 5, true, 0};
    const CombatOutcome out =
        resolve_combat(s, with_default_orders(s, {}), {battle_at_seven_seven()}, {}, kPhase, kSeed, Rulings{}, ParamSet{});
    ASSERT_EQ(out.battles.size(), 1u);
    ASSERT_EQ(out.battles[0].units.back().fate, CombatFate::Shattered);
    const Unit* after = out.state.unit(mx);
    ASSERT_NE(after, nullptr);
    ASSERT_TRUE(after->move.has_value());
    EXPECT_EQ(after->move->done_phase, kPhase);
    EXPECT_EQ(after->move->destination, (TacSquare{7, 12}));  // only the phase is written
}

// 9.12's mass routs go by square, then by the broken units' ids (US's ids before MX's),
// not by the order a battle lists its units (initiators first): here MX began the
// battle, so the listing and the id order disagree. Every check fails (chance 0) and
// every failure retreats (rout margin 1000); the fire costs each side far more than 2%.
// rules: 9.12 9.8
TEST(CombatFates, MassRoutsFollowTheBrokenUnitsIdsNotTheBattlesListing) {
    const GameState s = one_against_one();
    const UnitId us = kUs1, mx = kMx1;
    Battle b = between(mx, us);
    b.initiators.moved = {mx};
    b.opponents.defending = true;
    Rulings r;
    ASSERT_TRUE(r.set("COMBAT-MASS-ROUT", "on").ok());
    ParamSet p;
    p.set(Param::MoraleCheckBase, 0);
    p.set(Param::MoraleCheckMin, 0);
    p.set(Param::MoraleRoutMargin, 1000);
    p.set(Param::FireCasualtyRate, 100);
    const CombatOutcome out = resolve_combat(s, with_default_orders(s, {}), {b}, {}, kPhase, kSeed, r, p);
    ASSERT_EQ(out.battles.size(), 1u);
    const auto& units = out.battles[0].units;
    ASSERT_EQ(units.size(), 2u);
    EXPECT_EQ(units[0].unit, mx);  // the initiators are listed first
    ASSERT_EQ(units[0].fate, CombatFate::Retreated);
    ASSERT_EQ(units[1].fate, CombatFate::Retreated);
    ASSERT_EQ(out.mass_routs.size(), 2u);
    EXPECT_EQ(out.mass_routs[0].state, "US");
    EXPECT_EQ(out.mass_routs[0].broken, std::vector<UnitId>{us});
    EXPECT_EQ(out.mass_routs[1].state, "MX");
    EXPECT_EQ(out.mass_routs[1].broken, std::vector<UnitId>{mx});
}

// MELEE-LOSER lower-strength: equal melee strengths with no attacker facing a defender
// make no loser (rules.def: "between two attacking (or two defending) sides nobody
// does"). US1IN and MX1IN, alike but for their nation, stood on 7-7 when the phase
// began (both-stood, COMBAT-BOTH-STOOD both-defend): every factor and both flanks are
// the same, so are their melee strengths, and neither side loses, takes the loser's
// extra casualties or falls back. Every morale check passes (chance 1000).
// rules: 9.9 9.6
TEST(CombatFates, EqualMeleeStrengthsBetweenTwoDefendingSidesMakeNoLoser) {
    const GameState s = one_against_one();
    Battle b = between(kUs1, kMx1);
    b.initiators.defending = true;
    b.opponents.defending = true;
    b.stance = BattleStance::BothStood;
    ParamSet p;
    p.set(Param::MoraleCheckMin, 1000);
    p.set(Param::MoraleCheckMax, 1000);
    const CombatOutcome out = resolve_combat(s, with_default_orders(s, {}), {b}, {}, kPhase, kSeed, Rulings{}, p);
    ASSERT_EQ(out.battles.size(), 1u);
    const BattleReport& r = out.battles[0];
    ASSERT_GT(r.sides[0].melee.strength, 0);
    ASSERT_EQ(r.sides[0].melee.strength, r.sides[1].melee.strength);
    EXPECT_FALSE(r.sides[0].lost);
    EXPECT_FALSE(r.sides[1].lost);
    ASSERT_EQ(r.units.size(), 2u);
    EXPECT_EQ(r.units[0].fate, CombatFate::Stood);
    EXPECT_EQ(r.units[1].fate, CombatFate::Stood);
}

// 9.6: in an attack-and-defend battle the side that stood defends, and it may be the
// initiator's (a unit on its side stood in the square, as one allied to both sides can,
// while every opponent moved in): US1IN's side defends, MX1IN's attacks.
// rules: 9.6
TEST(CombatFates, TheInitiatorsSideDefendsWhenItStood) {
    const GameState s = one_against_one();
    Battle b = between(kUs1, kMx1);  // stance AttackAndDefend
    b.initiators.defending = true;
    b.opponents.moved = {kMx1};
    const CombatOutcome out =
        resolve_combat(s, with_default_orders(s, {}), {b}, {}, kPhase, kSeed, Rulings{}, ParamSet{});
    ASSERT_EQ(out.battles.size(), 1u);
    const BattleReport& r = out.battles[0];
    EXPECT_EQ(r.stance, BattleStance::AttackAndDefend);
    EXPECT_TRUE(r.sides[0].defending);
    EXPECT_FALSE(r.sides[0].attacking);
    EXPECT_FALSE(r.sides[1].defending);
    EXPECT_TRUE(r.sides[1].attacking);
}

}  // namespace
}  // namespace umpire::gitm
