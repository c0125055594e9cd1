// compile() of an Advanced Tactics scenario: what a good scenario lays out in the
// World's arrays, and every broken reference or shape refused with the field it sits
// in (the case loader adds line and column to that field, at_case_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "rules/at/move.hpp"
#include "rules/at/world.hpp"

namespace umpire::at {
namespace {

// A 3x2 map, plain ('.') with one sea hex ('~'), two regimes at war, a foot
// infantry type and a foot HQ type, one unit of each regime.
Scenario base() {
    Scenario s;
    s.variables.rv41 = "foot";
    s.landscapes = {{"plain", ".", false, false, 0}, {"sea", "~", true, false, 0}};
    s.road_types = {"track"};
    s.river_types = {"creek"};
    MovementType foot;
    foot.name = "foot";
    foot.modifier = 90;
    foot.landscape = {{"plain", 10}};
    foot.road = {{"track", 5}};
    foot.river = {{"creek", 20}};
    s.movement_types = {foot};
    s.regimes = {{"red", "R"}, {"blue", "B"}};
    s.relations = {{"red", "blue", Stance::War}};
    SubformationType inf;
    inf.name = "infantry";
    inf.movement_type = "foot";
    SubformationType hq = inf;
    hq.name = "staff";
    hq.hq = true;
    s.subformation_types = {inf, hq};
    s.map = {"..~", "..."};
    Unit a;
    a.id = "R1";
    a.regime = "red";
    a.hex = {0, 0};
    a.subformations = {{"infantry", 3, 80}};
    Unit b;
    b.id = "B1";
    b.regime = "blue";
    b.hex = {1, 1};
    b.subformations = {{"staff", 1, 100}, {"infantry", 2, 100}};
    b.supply = 7;
    s.units = {a, b};
    return s;
}

// The only diagnostic of a scenario that must fail with exactly one.
Diagnostic only_error(const Scenario& s) {
    const auto w = compile(s);
    EXPECT_FALSE(w.ok());
    if (w.ok()) return {};
    EXPECT_EQ(w.errors().size(), 1u) << format(w.errors());
    return w.errors().front();
}

void expect_only_error(const Scenario& s, const std::string& field, const std::string& what) {
    const Diagnostic d = only_error(s);
    EXPECT_EQ(d.where.field, field);
    EXPECT_EQ(d.what, what);
}

// All diagnostics as "field: what", in the order compile() found them.
std::vector<std::string> all_errors(const Scenario& s) {
    const auto w = compile(s);
    EXPECT_FALSE(w.ok());
    std::vector<std::string> out;
    if (w.ok()) return out;
    for (const auto& d : w.errors()) out.push_back(d.where.field + ": " + d.what);
    return out;
}

// rules: at-movement-type, at-supply-rv41
TEST(AtWorld, AGoodScenarioIsLaidOutByIndex) {
    Scenario s = base();
    s.owners = {"R.B", "..."};
    s.locations = {{{2, 1}, true, false, "", "", 0}};
    s.events = {{{1, 0}, 4}};
    s.sides = {{{0, 0}, {0, 1}, "track", "creek", true}};
    s.penalties = {{{1, 1}, "red", 3, 2}, {{1, 1}, "", 1, 0}};
    s.shroud = {{"blue", {"Vsl", "?VV"}}};
    const auto w = compile(s);
    ASSERT_TRUE(w.ok()) << format(w.errors());
    EXPECT_EQ(w->width, 3);
    EXPECT_EQ(w->height, 2);
    EXPECT_EQ(w->rv41, 0);
    EXPECT_EQ(w->landscape, (std::vector<std::int8_t>{0, 0, 1, 0, 0, 0}));
    EXPECT_TRUE(w->sea({2, 0}));
    EXPECT_FALSE(w->sea({2, 1}));
    EXPECT_EQ(w->owner, (std::vector<std::int8_t>{0, kNone, 1, kNone, kNone, kNone}));
    EXPECT_EQ(w->location_at({0, 0}), nullptr);
    ASSERT_NE(w->location_at({2, 1}), nullptr);
    EXPECT_TRUE(w->location_at({2, 1})->harbour);
    EXPECT_EQ(w->event[w->index({1, 0})], 4);
    // A side is recorded on both of its hexes, each in its own direction.
    const SideInfo& down = w->sides[w->index({0, 0})][3];
    const SideInfo& up = w->sides[w->index({0, 1})][0];
    EXPECT_EQ(down.road, 0);
    EXPECT_EQ(down.river, 0);
    EXPECT_TRUE(down.bridge);
    EXPECT_EQ(up.road, 0);
    EXPECT_TRUE(up.bridge);
    EXPECT_EQ(w->sides[w->index({0, 0})][2].road, kNone);
    const auto& pen = w->penalties[w->index({1, 1})];
    ASSERT_EQ(pen.size(), 2u);
    EXPECT_EQ(pen[0].regime, 0);
    EXPECT_EQ(pen[0].ap, 3);
    EXPECT_EQ(pen[0].zoc, 2);
    EXPECT_EQ(pen[1].regime, kNone);
    // Red has no shroud and sees everything; blue sees what its lines say.
    EXPECT_EQ(w->sight_of(0, {2, 0}), Sight::Visible);
    EXPECT_EQ(w->sight_of(1, {0, 0}), Sight::Visible);
    EXPECT_EQ(w->sight_of(1, {1, 0}), Sight::SeenSea);
    EXPECT_EQ(w->sight_of(1, {2, 0}), Sight::SeenLand);
    EXPECT_EQ(w->sight_of(1, {0, 1}), Sight::NeverSeen);
    // Own regime: alliance; the pair given: its stance.
    EXPECT_EQ(w->stance[0][0], Stance::Alliance);
    EXPECT_EQ(w->stance[0][1], Stance::War);
    EXPECT_EQ(w->stance[1][0], Stance::War);
    ASSERT_EQ(w->move_types.size(), 1u);
    EXPECT_EQ(w->move_types[0].modifier, 90);
    EXPECT_EQ(w->move_types[0].landscape, (std::vector<std::int64_t>{10, kNone}));  // sea unlisted: no entry
    EXPECT_EQ(w->move_types[0].road, (std::vector<std::int64_t>{5}));
    EXPECT_EQ(w->move_types[0].river, (std::vector<std::int64_t>{20}));
    EXPECT_EQ(w->sf_move_type, (std::vector<int>{0, 0}));
    ASSERT_EQ(w->units.size(), 2u);
    EXPECT_EQ(w->units[1].regime, 1);
    EXPECT_EQ(w->units[1].supply, 7);
    ASSERT_EQ(w->units[1].lines.size(), 2u);
    EXPECT_EQ(w->units[1].lines[0].type, 1);
    EXPECT_EQ(w->units[1].lines[1].count, 2);
    EXPECT_EQ(w->units[0].lines[0].readiness, 80);
    EXPECT_EQ(w->units_at[w->index({0, 0})], (std::vector<int>{0}));
    EXPECT_EQ(w->units_at[w->index({1, 1})], (std::vector<int>{1}));
    EXPECT_EQ(w->unit_index("B1"), 1);
    EXPECT_EQ(w->unit_index("G1"), kNone);
    EXPECT_EQ(w->regime_index("blue"), 1);
    EXPECT_EQ(w->regime_index("green"), kNone);
    EXPECT_EQ(w->sf_type_index("staff"), 1);
    EXPECT_EQ(w->sf_type_index("tank"), kNone);
    EXPECT_EQ(w->sf_type(1).name, "staff");
}

// rules: at-movement-type
TEST(AtWorld, NamesAreNonEmptyAndUniqueInEachList) {
    Scenario s = base();
    s.road_types = {"track", ""};
    expect_only_error(s, "road_types[1]", "a name cannot be empty");
    s = base();
    s.river_types = {"creek", "creek"};
    expect_only_error(s, "river_types[1]", "the name \"creek\" is used twice");
    s = base();
    s.landscapes.push_back({"plain", "p", false, false, 0});
    expect_only_error(s, "landscapes[2]", "the name \"plain\" is used twice");
    s = base();
    s.movement_types.push_back(s.movement_types[0]);
    expect_only_error(s, "movement_types[1]", "the name \"foot\" is used twice");
    s = base();
    s.regimes.push_back({"", "G"});
    // The nameless regime still counts as one, with no relation to the others.
    EXPECT_EQ(all_errors(s), (std::vector<std::string>{"regimes[2]: a name cannot be empty",
                                                       "relations: no relation given between \"red\" and \"\"",
                                                       "relations: no relation given between \"blue\" and \"\""}));
    s = base();
    s.subformation_types.push_back(s.subformation_types[0]);
    expect_only_error(s, "subformation_types[2]", "the name \"infantry\" is used twice");
}

// Without landscapes or regimes nothing can be laid out: compile() stops before the map.
// rules: at-movement-type
TEST(AtWorld, AScenarioNeedsALandscapeAndARegime) {
    Scenario s = base();
    s.landscapes.clear();
    s.movement_types[0].landscape.clear();
    EXPECT_EQ(all_errors(s), (std::vector<std::string>{"landscapes: a scenario needs at least one landscape"}));
    s = base();
    s.regimes.clear();
    s.relations.clear();
    s.units.clear();
    EXPECT_EQ(all_errors(s), (std::vector<std::string>{"regimes: a scenario needs at least one regime"}));
}

// rules: at-movement-type
TEST(AtWorld, GlyphsAreSinglePrintableAndUnique) {
    Scenario s = base();
    // A bad glyph stops compile() before the map, whose '~' then names no landscape.
    for (const char* glyph : {"~~", " ", "\x7f"}) {
        s.landscapes[1].glyph = glyph;
        expect_only_error(s, "landscapes[1].glyph", "a glyph is one printable character");
    }
    s.landscapes[1].glyph = ".";
    expect_only_error(s, "landscapes[1].glyph", "glyph used twice");
    // '.' is an owner line's "nobody", so no regime may have it.
    const std::string not_dot = "a glyph is one printable character other than '.'";
    for (const auto& [glyph, what] : {std::pair<std::string, std::string>{".", not_dot}, {"", not_dot},
                                      {"R", "glyph used twice"}}) {
        s = base();
        s.regimes[1].glyph = glyph;
        expect_only_error(s, "regimes[1].glyph", what);
    }
}

// rules: at-movement-type
TEST(AtWorld, EveryCostNamesAKnownThingOnce) {
    Scenario s = base();
    s.movement_types[0].landscape.push_back({"swamp", 30});
    expect_only_error(s, "movement_types[0].landscape[1].name", "unknown landscape \"swamp\"");
    s = base();
    s.movement_types[0].road.push_back({"highway", 1});
    expect_only_error(s, "movement_types[0].road[1].name", "unknown road type \"highway\"");
    s = base();
    s.movement_types[0].river.push_back({"river", 1});
    expect_only_error(s, "movement_types[0].river[1].name", "unknown river type \"river\"");
    s = base();
    s.movement_types[0].landscape.push_back({"plain", 12});
    expect_only_error(s, "movement_types[0].landscape[1].name", "this cost is given twice");
}

// rules: at-supply-rv41, at-movement-type
TEST(AtWorld, MovementTypeReferencesAreChecked) {
    Scenario s = base();
    s.variables.rv41 = "cart";
    expect_only_error(s, "variables.rv41", "unknown movement type \"cart\"");
    s = base();
    s.subformation_types[1].movement_type = "wings";
    expect_only_error(s, "subformation_types[1].movement_type", "unknown movement type \"wings\"");
}

// rules: at-peace
TEST(AtWorld, RelationsNameTwoKnownRegimesOncePerPair) {
    Scenario s = base();
    s.relations[0].a = "green";
    EXPECT_EQ(all_errors(s), (std::vector<std::string>{"relations[0].a: unknown regime \"green\"",
                                                       "relations: no relation given between \"red\" and \"blue\""}));
    s = base();
    s.relations[0].b = "green";
    EXPECT_EQ(all_errors(s).front(), "relations[0].b: unknown regime \"green\"");
    s = base();
    s.relations.push_back({"red", "red", Stance::Peace});
    expect_only_error(s, "relations[1]", "a regime has no relation with itself");
    s = base();
    s.relations.push_back({"blue", "red", Stance::Peace});
    expect_only_error(s, "relations[1]", "this pair of regimes is given twice");
    s = base();
    s.regimes.push_back({"green", "G"});
    s.relations.push_back({"green", "red", Stance::Alliance});
    expect_only_error(s, "relations", "no relation given between \"blue\" and \"green\"");
}

// A map that cannot be laid out stops compile() there: nothing hex-based is checked.
// rules: at-movement-type
TEST(AtWorld, TheMapIsOneToFiveHundredHexesEachWay) {
    Scenario s = base();
    s.map.clear();
    EXPECT_EQ(all_errors(s), (std::vector<std::string>{"map: the map needs at least one line",
                                                       "map: a map is 1 to 500 hexes each way"}));
    s = base();
    s.map = {"", ""};
    expect_only_error(s, "map", "a map is 1 to 500 hexes each way");
    s = base();
    s.map = {std::string(501, '.')};
    expect_only_error(s, "map", "a map is 1 to 500 hexes each way");
    s = base();
    s.map.assign(501, ".");
    expect_only_error(s, "map", "a map is 1 to 500 hexes each way");
    s = base();
    s.map.assign(500, std::string(500, '.'));
    s.units.clear();
    EXPECT_TRUE(compile(s).ok());
    // Problems before the map (a bad relation) also stop it, with units off a map never laid out unchecked.
    s = base();
    s.relations[0].stance = Stance::Peace;
    s.relations.push_back({"blue", "red", Stance::War});
    s.units[0].hex = {9, 9};
    expect_only_error(s, "relations[1]", "this pair of regimes is given twice");
}

// rules: at-movement-type
TEST(AtWorld, MapLinesAreAllAsWideAsTheFirst) {
    Scenario s = base();
    s.map[1] = "....";
    expect_only_error(s, "map[1]", "needs 3 characters, as many as the map is wide");
    s = base();
    s.map[1] = ".x.";
    expect_only_error(s, "map[1]", "column 1: no landscape has the glyph \"x\"");
}

// rules: at-movement-type
TEST(AtWorld, OwnerLinesMatchTheMapAndNameRegimes) {
    Scenario s = base();
    s.owners = {"R.B"};
    expect_only_error(s, "owners", "needs 2 lines, one per map row; found 1");
    s = base();
    s.owners = {"R.B", "R."};
    expect_only_error(s, "owners[1]", "needs 3 characters, as many as the map is wide");
    s = base();
    s.owners = {"R.B", "..G"};
    expect_only_error(s, "owners[1]", "column 2: no regime has the glyph \"G\"");
}

// rules: at-movement-type
TEST(AtWorld, LocationsAndEventsSitOnTheMapOnePerHex) {
    Scenario s = base();
    s.locations = {{{3, 0}, false, true, "", "", 0}};
    expect_only_error(s, "locations[0].hex", "hex 3-0 is not on the 3x2 map");
    s = base();
    s.locations = {{{1, 0}, false, true, "", "", 0}, {{1, 0}, true, false, "", "", 0}};
    expect_only_error(s, "locations[1].hex", "a hex has at most one location");
    s = base();
    s.events = {{{0, -1}, 2}};
    expect_only_error(s, "events[0].hex", "hex 0--1 is not on the 3x2 map");
    s = base();
    s.events = {{{0, 1}, 2}, {{0, 1}, 3}};
    expect_only_error(s, "events[1].hex", "a hex has at most one event");
}

// rules: at-road, at-river
TEST(AtWorld, SidesJoinNeighboursOnTheMapOnce) {
    Scenario s = base();
    s.sides = {{{-1, 0}, {0, 0}, "track", "", false}};
    expect_only_error(s, "sides[0].a", "hex -1-0 is not on the 3x2 map");
    s.sides = {{{0, 0}, {0, 2}, "track", "", false}};
    expect_only_error(s, "sides[0].b", "hex 0-2 is not on the 3x2 map");
    s.sides = {{{0, 0}, {2, 0}, "track", "", false}};
    expect_only_error(s, "sides[0].b", "2-0 is not a neighbour of 0-0");
    s.sides = {{{0, 0}, {1, 0}, "lane", "", false}};
    expect_only_error(s, "sides[0].road", "unknown road type \"lane\"");
    s.sides = {{{0, 0}, {1, 0}, "", "brook", false}};
    expect_only_error(s, "sides[0].river", "unknown river type \"brook\"");
    s.sides = {{{0, 0}, {1, 0}, "track", "", true}};
    expect_only_error(s, "sides[0].bridge", "a bridge needs a river on the side");
    // The same side from its other hex is the same side.
    s.sides = {{{0, 0}, {1, 0}, "track", "", false}, {{1, 0}, {0, 0}, "", "creek", false}};
    expect_only_error(s, "sides[1]", "this hex side is given twice");
    s.sides = {{{0, 0}, {1, 0}, "", "creek", false}, {{0, 0}, {1, 0}, "", "creek", false}};
    expect_only_error(s, "sides[1]", "this hex side is given twice");
    // A bridge over a river type that is unknown still marks the side as given.
    s.sides = {{{0, 0}, {1, 0}, "", "brook", true}, {{0, 0}, {1, 0}, "", "creek", false}};
    EXPECT_EQ(all_errors(s), (std::vector<std::string>{"sides[0].river: unknown river type \"brook\"",
                                                       "sides[1]: this hex side is given twice"}));
}

// rules: at-ap-penalty, at-zoc
TEST(AtWorld, PenaltiesSitOnTheMapAndStayBounded) {
    Scenario s = base();
    s.penalties = {{{5, 5}, "", 1, 1}};
    expect_only_error(s, "penalties[0].hex", "hex 5-5 is not on the 3x2 map");
    s.penalties = {{{1, 1}, "green", 1, 1}};
    expect_only_error(s, "penalties[0].regime", "unknown regime \"green\"");
    // The bound is on the hex's sum, AP and ZOC of every entry together.
    s.penalties = {{{1, 1}, "", kMaxCost / 2, 0}, {{1, 1}, "red", 0, kMaxCost / 2}};
    EXPECT_TRUE(compile(s).ok());
    s.penalties.push_back({{1, 1}, "blue", 1, 0});
    expect_only_error(s, "penalties[2]", "the penalties of one hex add up to at most 100000 AP");
}

// rules: at-air-shroud-rv100, at-shroud-sea
TEST(AtWorld, AShroudIsOnePerKnownRegimeInTheFourSigns) {
    Scenario s = base();
    s.shroud = {{"green", {"VVV", "VVV"}}};
    expect_only_error(s, "shroud[0].regime", "unknown regime \"green\"");
    s.shroud = {{"red", {"VVV", "VVV"}}, {"red", {"???", "???"}}};
    expect_only_error(s, "shroud[1].regime", "this regime's shroud is given twice");
    s.shroud = {{"red", {"VVV"}}};
    expect_only_error(s, "shroud[0].lines", "needs 2 lines, one per map row; found 1");
    s.shroud = {{"red", {"VVV", "VV"}}};
    expect_only_error(s, "shroud[0].lines[1]", "needs 3 characters, as many as the map is wide");
    s.shroud = {{"red", {"VVV", "VvV"}}};
    expect_only_error(s, "shroud[0].lines[1]",
                      "column 1: use V (visible), s (seen sea), l (seen land) or ? (never seen)");
}

// rules: at-supply-rv41, at-movement-type
TEST(AtWorld, UnitsAreCheckedOneByOne) {
    Scenario s = base();
    s.units[1].id = "";
    expect_only_error(s, "units[1].id", "unit ids are non-empty and unique");
    s.units[1].id = "R1";
    expect_only_error(s, "units[1].id", "unit ids are non-empty and unique");
    s = base();
    s.units[0].regime = "green";
    expect_only_error(s, "units[0].regime", "unknown regime \"green\"");
    s = base();
    s.units[0].subformations.clear();
    expect_only_error(s, "units[0].subformations", "a unit has at least one subformation");
    s = base();
    s.units[0].subformations.push_back({"tank", 1, 100});
    expect_only_error(s, "units[0].subformations[1].type", "unknown subformation type \"tank\"");
    s = base();
    s.units[0].subformations.push_back({"infantry", 1, 100});
    expect_only_error(s, "units[0].subformations[1].type", "one line per subformation type");
    s = base();
    s.units[0].supply = 1;
    expect_only_error(s, "units[0].supply", "only HQ units carry supply weight");
    s = base();
    s.variables.rv41.clear();
    const auto d = only_error(s);
    EXPECT_EQ(d.where.field, "units[1].supply");
    EXPECT_EQ(d.what, "supply weight moves by the movement type of rule variable 41: set variables.rv41");
    s = base();
    s.units[1].hex = {3, 1};
    expect_only_error(s, "units[1].hex", "hex 3-1 is not on the 3x2 map");
}

// A unit whose regime is unknown is reported once and placed nowhere; the others are.
// rules: at-movement-type
TEST(AtWorld, EveryProblemIsReportedUpToAScreenful) {
    Scenario s = base();
    s.units.clear();
    for (int i = 0; i < 60; ++i) {
        Unit u;
        u.id = "G" + std::to_string(i);
        u.regime = "green";
        u.subformations = {{"infantry", 1, 100}};
        s.units.push_back(u);
    }
    const auto errors = all_errors(s);
    ASSERT_EQ(errors.size(), 50u);
    EXPECT_EQ(errors.front(), "units[0].regime: unknown regime \"green\"");
    EXPECT_EQ(errors.back(), "units[49].regime: unknown regime \"green\"");
}

// An order is checked against the compiled world, every problem at its field.
// rules: at-movement-type, at-carry-faster
TEST(AtOrder, ReferencesAndHexesAreChecked) {
    const auto w = compile(base());
    ASSERT_TRUE(w.ok()) << format(w.errors());
    Order o;
    o.unit = "G1";
    o.path = {{9, 9}};
    auto d = validate_order(*w, o);
    ASSERT_EQ(d.size(), 1u);  // nothing else is checked without the unit
    EXPECT_EQ(d[0].where.field, "unit");
    EXPECT_EQ(d[0].what, "no unit \"G1\" in the scenario");
    o.unit = "R1";
    o.carried = {"tank"};
    o.path = {{1, 0}, {5, 5}, {1, 1}};
    o.to = Hex{7, 0};
    o.conquered = {{0, 0}, {0, 9}};
    d = validate_order(*w, o);
    std::vector<std::string> got;
    for (const auto& x : d) got.push_back(x.where.field + ": " + x.what);
    EXPECT_EQ(got, (std::vector<std::string>{"carried[0]: the unit has no subformation of type \"tank\"",
                                             "path[1]: hex 5-5 is not on the map",
                                             "path[2]: hex 1-1 is not a neighbour of 5-5", "to: hex 7-0 is not on the map",
                                             "conquered[1]: not on the map"}));
}

// A partial move leaves the rest of the unit behind as a unit of its own, with the
// HQ's supply wherever the HQ is; naming every type is a whole move.
// rules: at-supply-rv41, at-movement-type
TEST(AtOrder, DetachLeavesTheRestWithTheHqSupply) {
    const auto compiled = compile(base());
    ASSERT_TRUE(compiled.ok()) << format(compiled.errors());
    Order o;
    o.unit = "B1";
    o.moving = {"infantry", "staff"};
    ASSERT_TRUE(validate_order(*compiled, o).empty());
    World whole = *compiled;
    detach(whole, o);
    EXPECT_EQ(whole.units.size(), 2u);
    EXPECT_EQ(whole.units[1].lines.size(), 2u);
    EXPECT_EQ(whole.units[1].supply, 7);

    o.moving = {"infantry"};
    World part = *compiled;
    detach(part, o);
    ASSERT_EQ(part.units.size(), 3u);
    ASSERT_EQ(part.units[1].lines.size(), 1u);
    EXPECT_EQ(part.sf_type(part.units[1].lines[0].type).name, "infantry");
    EXPECT_EQ(part.units[1].supply, 0);  // the HQ stays, and its supply with it
    ASSERT_EQ(part.units[2].lines.size(), 1u);
    EXPECT_EQ(part.sf_type(part.units[2].lines[0].type).name, "staff");
    EXPECT_EQ(part.units[2].supply, 7);
    EXPECT_EQ(part.units[2].hex, (Hex{1, 1}));
    EXPECT_EQ(part.units_at[part.index({1, 1})], (std::vector<int>{1, 2}));
    ASSERT_EQ(part.names.units.size(), 3u);
    EXPECT_EQ(part.names.units[2].id, "B1");
    ASSERT_EQ(part.names.units[2].subformations.size(), 1u);
    EXPECT_EQ(part.names.units[2].subformations[0].type, "staff");

    o.moving = {"staff"};
    World hq = *compiled;
    detach(hq, o);
    ASSERT_EQ(hq.units.size(), 3u);
    EXPECT_EQ(hq.units[1].supply, 7);  // the HQ moves and takes its supply
    EXPECT_EQ(hq.units[2].supply, 0);
}

}  // namespace
}  // namespace umpire::at
