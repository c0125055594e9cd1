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

}  // namespace
}  // namespace umpire::gitm
