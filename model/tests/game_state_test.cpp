#include <gtest/gtest.h>

#include <tuple>
#include <vector>

#include "model/game_state.hpp"

namespace umpire {
namespace {

GameState minimal() {
    GameState s;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    s.squares = {{StratSquare{92, 94}, Nation::MX, "MX", {}, std::nullopt}};
    Unit u;
    u.id = UnitId{Nation::US, 1, UnitType::Infantry};
    u.state = "US";
    u.strength = 1000;
    u.strategic = StratSquare{92, 94};
    u.tactical = TacSquare{5, 9};
    s.units = {u};
    return s;
}

bool mentions(const std::vector<Diagnostic>& ds, const std::string& field) {
    for (const auto& d : ds)
        if (d.where.field == field) return true;
    return false;
}

// One friendly() for every rule that counts friends (1.4, 7.13, 10.2): the same side and
// actively allied states, never a plain ally, a neutral or a foe.
TEST(Relation, FriendsAreTheSameSideAndActiveAllies) {
    EXPECT_TRUE(friendly(Relation::SameSide));
    EXPECT_TRUE(friendly(Relation::ActivelyAllied));
    EXPECT_FALSE(friendly(Relation::Allied));
    EXPECT_FALSE(friendly(Relation::Neutral));
    EXPECT_FALSE(friendly(Relation::Hostile));
}

TEST(Invariants, MinimalStateIsConsistent) { EXPECT_TRUE(check_invariants(minimal()).empty()); }

// rules: 1.4 8.3
TEST(Invariants, EveryPairOfStatesNeedsARelation) {
    auto s = minimal();
    s.states.push_back({"TX", Nation::MX});
    EXPECT_TRUE(mentions(check_invariants(s), "relations"));
    s.relations.push_back({"MX", "TX", Relation::Neutral});
    s.relations.push_back({"TX", "US", Relation::ActivelyAllied});
    EXPECT_TRUE(check_invariants(s).empty());
    EXPECT_EQ(s.relation("US", "TX"), Relation::ActivelyAllied);
    EXPECT_EQ(s.relation("TX", "TX"), Relation::SameSide);
}

// Rule 1.2 holds for units of every status: an inactive or shattered unit on water
// would be active there after waking (11.3), activation (3.5) or reforming (12.5), which
// do not move it (fuzz/regressions/engine/inactive-unit-on-water-activated).
// rules: 1.2
TEST(Invariants, NoUnitOfAnyStatusStandsInImpassableTerrain) {
    for (const UnitStatus status : {UnitStatus::Active, UnitStatus::Inactive, UnitStatus::Shattered}) {
        auto s = minimal();
        s.units[0].status = status;
        EXPECT_TRUE(check_invariants(s).empty());
        s.squares[0].terrain = StratTerrain::Water;
        EXPECT_TRUE(mentions(check_invariants(s), "units[0].strategic")) << name(status);
        s.squares[0].terrain = StratTerrain::Swamp;
        EXPECT_TRUE(mentions(check_invariants(s), "units[0].strategic")) << name(status);
    }
}

TEST(Invariants, ReportsEachBrokenField) {
    auto s = minimal();
    s.units.push_back(s.units[0]);                       // duplicate id
    s.units[0].state = "XX";                             // unknown state
    s.units[1].initiative = 9;                           // out of range
    s.units[1].strategic = StratSquare{0, 0};            // no such square in the state
    s.relations.push_back({"US", "MX", Relation::Hostile});  // wrong order, and twice
    const auto d = check_invariants(s);
    EXPECT_TRUE(mentions(d, "units[0].state"));
    EXPECT_TRUE(mentions(d, "units[1].id"));
    EXPECT_TRUE(mentions(d, "units[1].initiative"));
    EXPECT_TRUE(mentions(d, "units[1].strategic"));
    EXPECT_TRUE(mentions(d, "relations[1]"));
}

// rules: 3.1
TEST(UnitIdText, ParsesAndPrints) {
    const auto id = parse_unit_id("MX3LI");
    ASSERT_TRUE(id.ok());
    EXPECT_EQ(id->nation, Nation::MX);
    EXPECT_EQ(id->number, 3);
    EXPECT_EQ(id->type, UnitType::LightInfantry);
    EXPECT_EQ(to_string(*id), "MX3LI");
    EXPECT_EQ(to_string(parse_unit_id("US1AQ").value()), "US1AQ");
    for (const char* bad : {"", "MX", "MXLI", "MX0LI", "MX03LI", "MX10000LI", "GB3LI", "MX3XX", "mx3li", "MX-3LI"})
        EXPECT_FALSE(parse_unit_id(bad).ok()) << bad;
}

// Every nation, type and a spread of numbers: the short text reads back as the id.
TEST(UnitIdText, ShortTextReadsBack) {
    for (const Nation n : {Nation::US, Nation::MX})
        for (const UnitType t : enum_values<UnitType>())
            for (const std::uint16_t number : {1, 9, 10, 99, 100, 999, 1000, 9999}) {
                const UnitId id{n, number, t};
                const auto back = parse_unit_id(short_text(id));
                ASSERT_TRUE(back.ok()) << to_string(id);
                EXPECT_EQ(*back, id);
            }
}

// The packed comparison orders ids as their fields do, nation first, then number,
// then type; sorted lists of ids and every search of them rely on that order.
TEST(UnitIdOrder, IsNationThenNumberThenType) {
    std::vector<UnitId> ids;
    for (const Nation n : {Nation::US, Nation::MX})
        for (const UnitType t : enum_values<UnitType>())
            for (const std::uint16_t number : {1, 2, 255, 256, 9999}) ids.push_back({n, number, t});
    const auto fields = [](const UnitId& u) { return std::tuple(u.nation, u.number, u.type); };
    for (const UnitId& a : ids)
        for (const UnitId& b : ids) {
            EXPECT_EQ(a <=> b, fields(a) <=> fields(b)) << to_string(a) << " " << to_string(b);
            EXPECT_EQ(a == b, fields(a) == fields(b));
        }
}

}  // namespace
}  // namespace umpire

namespace umpire {
namespace {

// rules: 10.6
TEST(Invariants, PortsAndSeaAreasHangTogether) {
    GameState s = minimal();
    s.squares[0].city = "Veracruz";
    s.squares[0].city_square = TacSquare{7, 7};
    s.squares[0].port = "Gulf";
    s.squares[0].ships_in_port = {{"US", 2}, {"US", 1}};
    s.sea_areas = {{"Gulf", {"Caribbean"}, {{"MX", 3}}, {}}, {"Caribbean", {}, {}, {{"TX", 1}}}};
    const auto errors = check_invariants(s);
    EXPECT_TRUE(mentions(errors, "sea_areas[0].adjacent[0]")) << format(errors);  // not listed back
    EXPECT_TRUE(mentions(errors, "sea_areas[1].convoying[0].state"));            // no such state
    EXPECT_TRUE(mentions(errors, "squares[0].ships_in_port[1].state"));          // listed twice
    EXPECT_FALSE(mentions(errors, "squares[0].port"));
    s.sea_areas[1].adjacent = {"Gulf"};
    s.sea_areas[1].convoying[0].state = "US";
    s.squares[0].ships_in_port.pop_back();
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    s.squares[0].port = "Pacific";
    EXPECT_TRUE(mentions(check_invariants(s), "squares[0].port"));
    s.squares[0].city_square.reset();
    s.squares[0].port.reset();
    s.squares[0].city.reset();
    EXPECT_TRUE(mentions(check_invariants(s), "squares[0].ships_in_port"));
}

}  // namespace
}  // namespace umpire
