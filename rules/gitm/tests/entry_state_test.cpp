#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/gitm/entry_state.hpp"
#include "rules/gitm/tests/map_of.hpp"

namespace umpire::gitm {
namespace {

constexpr StratSquare kFrom{12, 94};
constexpr StratSquare kEast{13, 94};

const std::vector<std::string> kRiver = {
    "...............", "...............", "...............", "...............", "...............",
    "...............", "...............", "~~~~~=~~~~~~~~~", "...............", "...............",
    "...............", "...............", "...............", "...............", "..............."};

Unit unit(int number, std::string state, StratSquare where, TacSquare at, UnitStatus status = UnitStatus::Active) {
    Unit u;
    u.id = UnitId{state == "MX" ? Nation::MX : Nation::US, static_cast<std::uint16_t>(number), UnitType::Infantry};
    u.state = std::move(state);
    u.strength = 500;
    u.status = status;
    u.strategic = where;
    u.tactical = at;
    return u;
}

GameState two_squares(const TacticalMap& from_map, const TacticalMap& to_map, std::vector<Unit> units) {
    GameState s;
    s.turn = 4;
    s.squares = {{kFrom, Nation::US, "US", from_map, std::nullopt}, {kEast, Nation::US, "US", to_map, std::nullopt}};
    s.states = {{"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"MX", "TX", Relation::Neutral}, {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::Allied}};
    s.units = std::move(units);
    return s;
}

// rules: 7.14
TEST(EntryContext, InputErrorsNameTheField) {
    const GameState s = two_squares(TacticalMap{}, TacticalMap{}, {unit(1, "US", kFrom, {7, 7})});
    const Rulings r;
    const auto field_of = [&](const StrategicEntry& e) {
        auto c = entry_context(s, e, r);
        return c.ok() ? std::string("ok") : c.errors().front().where.field;
    };
    EXPECT_EQ(field_of({UnitId{Nation::US, 9, UnitType::Infantry}, kEast, std::nullopt, 0}), "unit");
    EXPECT_EQ(field_of({s.units[0].id, StratSquare{14, 94}, std::nullopt, 0}), "to") << "two squares away";
    EXPECT_EQ(field_of({s.units[0].id, kFrom, std::nullopt, 0}), "to") << "its own square";
    EXPECT_EQ(field_of({s.units[0].id, StratSquare{13, 95}, std::nullopt, 0}), "to") << "a neighbour not in the state";
    EXPECT_EQ(field_of({s.units[0].id, kEast, std::nullopt, 0}), "ok");
}

// rules: 7.14, es-illegal
TEST(EntryContext, EnemiesAndAlliesComeFromTheSquareEntered) {
    const Unit mover = unit(1, "US", kFrom, {7, 7});
    GameState s = two_squares(TacticalMap{}, TacticalMap{},
                              {mover, unit(2, "MX", kEast, {3, 9}), unit(3, "MX", kEast, {1, 2}),
                               unit(4, "MX", kEast, {1, 2}), unit(5, "MX", kFrom, {1, 1}),
                               unit(6, "MX", kEast, {5, 5}, UnitStatus::Inactive), unit(7, "TX", kEast, {2, 2}),
                               unit(8, "US", kEast, {2, 2}), unit(9, "US", kEast, {0, 0})});
    const StrategicEntry step{mover.id, kEast, TacSquare{1, 6}, 2};
    auto c = entry_context(s, step, Rulings{});
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->moving, Direction::E);
    EXPECT_EQ(c->request, (TacSquare{1, 6}));
    EXPECT_EQ(c->enemies, (std::vector<TacSquare>{{1, 2}, {3, 9}})) << "reading order, once each; inactive left out";
    EXPECT_EQ(c->allied[static_cast<std::size_t>(TacSquare{2, 2}.index())], 2) << "same side and allied (TM-ALLIED-COUNT)";
    EXPECT_EQ(c->allied[static_cast<std::size_t>(TacSquare{0, 0}.index())], 1);
    EXPECT_EQ(c->draw.turn, 4u);
    EXPECT_EQ(c->draw.phase, 2u);
    EXPECT_EQ(c->draw.subject, pack(mover.id));
    EXPECT_FALSE(c->side_rule) << "an enemy in the square left, but no river";

    Rulings r;
    r.set(RulingId::InactivePresence, static_cast<int>(InactivePresence::AnyStatus));
    r.set(RulingId::AlliedCount, static_cast<int>(AlliedCount::ActivelyAllied));
    c = entry_context(s, step, r);
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->enemies, (std::vector<TacSquare>{{1, 2}, {5, 5}, {3, 9}}));
    EXPECT_EQ(c->allied[static_cast<std::size_t>(TacSquare{2, 2}.index())], 1) << "the Texan is allied, not actively";

    s.units[0].tactical = TacSquare{4, 4};
    c = entry_context(s, StrategicEntry{mover.id, StratSquare{13, 93}, std::nullopt, 0}, Rulings{});
    EXPECT_FALSE(c.ok()) << "north-east of the mover: not in the state";
    s.squares.push_back({StratSquare{13, 93}, Nation::US, "US", TacticalMap{}, std::nullopt});
    c = entry_context(s, StrategicEntry{mover.id, StratSquare{13, 93}, std::nullopt, 0}, Rulings{});
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->moving, Direction::NE);
    EXPECT_EQ(c->request, (TacSquare{4, 4})) << "no request: the unit's current square";
}

// rules: 7.14, es-side-after-enemies
TEST(EntryContext, SideRuleNeedsPresenceAndTerrain) {
    const TacticalMap river = map_of(kRiver);
    const Unit mover = unit(1, "US", kFrom, {10, 3});
    const StrategicEntry step{mover.id, kEast, TacSquare{2, 10}, 0};
    const Rulings dflt;

    auto quiet = entry_context(two_squares(river, river, {mover, unit(2, "TX", kFrom, {1, 1})}), step, dflt);
    ASSERT_TRUE(quiet.ok());
    EXPECT_FALSE(quiet->side_rule);
    EXPECT_EQ(quiet->input().proper_side, nullptr);

    const GameState hostile = two_squares(river, river, {mover, unit(2, "MX", kFrom, {1, 1})});
    auto c = entry_context(hostile, step, dflt);
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->side_reasons, std::vector<UnitId>{hostile.units[1].id});
    ASSERT_NE(c->input().proper_side, nullptr);
    EXPECT_TRUE(c->proper_side.test(static_cast<std::size_t>(TacSquare{2, 6}.index())));
    EXPECT_FALSE(c->proper_side.test(static_cast<std::size_t>(TacSquare{2, 10}.index())));
    EXPECT_EQ(place_entry(c->input(), Seed{}, dflt).square, (TacSquare{2, 6}));

    // ENTRY-SIDE-TERRAIN: the square entered has no river or range.
    const GameState open_east = two_squares(river, TacticalMap{}, hostile.units);
    EXPECT_FALSE(entry_context(open_east, step, dflt)->side_rule);
    Rulings start_only;
    start_only.set(RulingId::SideTerrain, static_cast<int>(SideTerrain::StartSquare));
    EXPECT_TRUE(entry_context(open_east, step, start_only)->side_rule);
    // ... and never when the square left has none.
    EXPECT_FALSE(entry_context(two_squares(TacticalMap{}, river, hostile.units), step, start_only)->side_rule);
}

}  // namespace
}  // namespace umpire::gitm
