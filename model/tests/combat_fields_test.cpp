// The fields combat reads (issue 15): a unit's quality, morale, ammunition and
// casualty tallies, a fort's capacity and the kind of turn. Each loads with its
// default when absent, is refused out of range at its line and column, is written
// only when it differs from its default, and enters the state digest only then.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "model/hex.hpp"
#include "model/json/model_json.hpp"
#include "model/state_hash.hpp"

namespace umpire {
namespace {

// One field a line, so that each diagnostic's line says which field it is about.
constexpr std::string_view kState = R"({
  "turn": 3,
  "states": [{"id": "MX", "home": "MX"}, {"id": "US", "home": "US"}],
  "relations": [{"a": "MX", "b": "US", "relation": "hostile"}],
  "squares": [
    {
      "square": "J2-Y4",
      "nation": "MX",
      "owner": "MX",
      "city": "Monterrey",
      "city_square": "7-7",
      "fort": 3,
      "map": [
        "...............", "...............", "...............", "...............", "...............",
        "...............", "...............", "...............", "...............", "...............",
        "...............", "...............", "...............", "...............", "..............."
      ]
    }
  ],
  "units": [
    {
      "id": "US1IN",
      "state": "US",
      "strength": 1000,
      "initiative": 3,
      "strategic": "J2-Y4",
      "tactical": "3-4"
    }
  ]
}
)";

// kState with `line` inserted before the unit's "id" (or, for the state and the
// square, before "turn" and "fort").
std::string with(std::string_view before, const std::string& line) {
    std::string text(kState);
    const auto at = text.find(before);
    EXPECT_NE(at, std::string::npos) << before;
    if (at != std::string::npos) text.insert(at, line + "\n      ");
    return text;
}
std::string unit_with(const std::string& line) { return with("\"id\": \"US1IN\"", line); }
std::string square_with(const std::string& line) { return with("\"fort\": 3", line); }
std::string state_with(const std::string& line) { return with("\"turn\": 3", line); }

Expected<GameState> load(std::string_view text) {
    return load_json<GameState>(text, "state.json", [](const GameState& s) { return check_invariants(s); });
}

int line_of(std::string_view text, std::string_view needle) {
    const auto at = text.find(needle);
    EXPECT_NE(at, std::string_view::npos) << needle;
    int line = 1;
    for (std::size_t i = 0; i < at && i < text.size(); ++i) line += text[i] == '\n' ? 1 : 0;
    return line;
}

// The one diagnostic `text` must give: at `field`, on the line holding `needle`.
Diagnostic only_error(const std::string& text, const std::string& field, std::string_view needle) {
    const auto s = load(text);
    EXPECT_FALSE(s.ok()) << text;
    if (s.ok()) return {};
    EXPECT_EQ(s.errors().size(), 1u) << format(s.errors());
    const Diagnostic d = s.errors().front();
    EXPECT_EQ(d.where.file, "state.json");
    EXPECT_EQ(d.where.field, field);
    EXPECT_EQ(d.where.line, line_of(text, needle)) << format(d);
    EXPECT_GT(d.where.column, 0) << format(d);
    return d;
}

// rules: 3.2 3.7 10.9 9.13 2.6 5.1
TEST(CombatFields, AbsentFieldsTakeTheirDefaults) {
    const auto s = load(kState);
    ASSERT_TRUE(s.ok()) << format(s.errors());
    const Unit& u = s->units.front();
    EXPECT_EQ(u.quality, Quality::Average);
    EXPECT_EQ(u.morale, 50);  // rule 3.7: "Morale starts at 50"
    EXPECT_EQ(u.ammunition, 5);  // rule 10.9: "Units can carry five units of ammunition"
    EXPECT_EQ(u.killed, 0);
    EXPECT_EQ(u.wounded, 0);
    EXPECT_EQ(u.prisoners, 0);
    EXPECT_FALSE(s->squares.front().fort_capacity.has_value());
    EXPECT_EQ(s->turn_kind, TurnKind::Campaign);
}

// rules: 3.2
TEST(CombatFields, QualityLoadsEachName) {
    for (const Quality q : enum_values<Quality>()) {
        const auto s = load(unit_with("\"quality\": \"" + std::string(name(q)) + "\","));
        ASSERT_TRUE(s.ok()) << format(s.errors());
        EXPECT_EQ(s->units.front().quality, q);
    }
    EXPECT_EQ(name(Quality::Poor), "poor");
    EXPECT_EQ(name(Quality::Elite), "elite");
    EXPECT_LT(Quality::Poor, Quality::Fair);  // worst to best
    EXPECT_LT(Quality::Good, Quality::Elite);
}

// rules: 3.2
TEST(CombatFields, AnUnknownQualityIsLocatedAndListsTheNames) {
    const auto d = only_error(unit_with(R"("quality": "Fair",)"), "units[0].quality", "\"Fair\"");
    EXPECT_EQ(d.what, R"(unknown name "Fair"; expected one of: poor, fair, average, good, elite)");
    only_error(unit_with(R"("quality": 2,)"), "units[0].quality", "\"quality\"");
}

// rules: 3.7
TEST(CombatFields, MoraleLoadsFromZeroToOneHundred) {
    for (const int m : {0, 6, 100}) {
        const auto s = load(unit_with("\"morale\": " + std::to_string(m) + ","));
        ASSERT_TRUE(s.ok()) << format(s.errors());
        EXPECT_EQ(s->units.front().morale, m);
    }
    EXPECT_EQ(only_error(unit_with(R"("morale": 101,)"), "units[0].morale", "\"morale\": 101").what,
              "must be from 0 to 100, found 101");
    EXPECT_EQ(only_error(unit_with(R"("morale": -1,)"), "units[0].morale", "\"morale\": -1").what,
              "must be from 0 to 100, found -1");
}

// rules: 10.9
TEST(CombatFields, AmmunitionLoadsFromZeroToFive) {
    for (const int a : {0, 1, 5}) {
        const auto s = load(unit_with("\"ammunition\": " + std::to_string(a) + ","));
        ASSERT_TRUE(s.ok()) << format(s.errors());
        EXPECT_EQ(s->units.front().ammunition, a);
    }
    EXPECT_EQ(only_error(unit_with(R"("ammunition": 6,)"), "units[0].ammunition", "\"ammunition\": 6").what,
              "must be from 0 to 5, found 6");
    EXPECT_EQ(only_error(unit_with(R"("ammunition": -1,)"), "units[0].ammunition", "\"ammunition\": -1").what,
              "must be from 0 to 5, found -1");
}

// rules: 9.13
TEST(CombatFields, CasualtyTalliesLoadFromZeroToTheStrengthBound) {
    for (const char* field : {"killed", "wounded", "prisoners"}) {
        const std::string key = "\"" + std::string(field) + "\": ";
        const auto s = load(unit_with(key + "100000,"));
        ASSERT_TRUE(s.ok()) << format(s.errors());
        const Unit& u = s->units.front();
        EXPECT_EQ(std::string(field) == "killed" ? u.killed : std::string(field) == "wounded" ? u.wounded : u.prisoners,
                  100000)
            << field;
        const std::string at = "units[0]." + std::string(field);
        EXPECT_EQ(only_error(unit_with(key + "100001,"), at, "100001").what, "must be from 0 to 100000, found 100001");
        EXPECT_EQ(only_error(unit_with(key + "-1,"), at, key + "-1").what, "must be from 0 to 100000, found -1");
        only_error(unit_with(key + "1.5,"), at, key + "1.5");
    }
}

// rules: 2.6
TEST(CombatFields, FortCapacityLoadsWithAFortOnly) {
    const auto s = load(square_with(R"("fort_capacity": 2400,)"));
    ASSERT_TRUE(s.ok()) << format(s.errors());
    EXPECT_EQ(s->squares.front().fort_capacity, 2400);
    EXPECT_EQ(only_error(square_with(R"("fort_capacity": 0,)"), "squares[0].fort_capacity", "\"fort_capacity\": 0").what,
              "must be from 1 to 1000000, found 0");
    EXPECT_EQ(only_error(square_with(R"("fort_capacity": 1000001,)"), "squares[0].fort_capacity", "1000001").what,
              "must be from 1 to 1000000, found 1000001");
    // The invariant: a capacity without a fort is refused where the capacity is written.
    std::string no_fort = square_with(R"("fort_capacity": 2400,)");
    no_fort.replace(no_fort.find("\"fort\": 3"), 9, "\"fort\": 0");
    EXPECT_EQ(only_error(no_fort, "squares[0].fort_capacity", "2400").what,
              "only a fort has a capacity: give its fort strength (rule 2.6)");
}

// rules: 5.1 9.1 10.5
TEST(CombatFields, TurnKindLoadsEachName) {
    for (const TurnKind k : enum_values<TurnKind>()) {
        const auto s = load(state_with("\"turn_kind\": \"" + std::string(name(k)) + "\","));
        ASSERT_TRUE(s.ok()) << format(s.errors());
        EXPECT_EQ(s->turn_kind, k);
    }
    EXPECT_EQ(name(TurnKind::Campaign), "campaign");
    EXPECT_EQ(name(TurnKind::Peace), "peace");
    EXPECT_EQ(name(TurnKind::Truce), "truce");
    const auto d = only_error(state_with(R"("turn_kind": "war",)"), "turn_kind", "\"war\"");
    EXPECT_EQ(d.what, R"(unknown name "war"; expected one of: campaign, peace, truce)");
}

// A state built in code is held to the same bounds as one loaded from a file.
GameState built() {
    auto s = load(kState);
    EXPECT_TRUE(s.ok());
    return s.ok() ? *s : GameState{};
}
bool breaks(void (*change)(GameState&), const std::string& field) {
    GameState s = built();
    change(s);
    for (const auto& d : check_invariants(s))
        if (d.where.field == field) return true;
    return false;
}

// rules: 3.2 3.7 10.9 9.13 2.6 5.1
TEST(CombatFields, TheInvariantsNameEachOutOfRangeField) {
    EXPECT_TRUE(check_invariants(built()).empty());
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].quality = static_cast<Quality>(5); }, "units[0].quality"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].morale = 101; }, "units[0].morale"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].morale = -1; }, "units[0].morale"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].ammunition = 6; }, "units[0].ammunition"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].ammunition = -1; }, "units[0].ammunition"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].killed = -1; }, "units[0].killed"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].wounded = kMaxCasualties + 1; }, "units[0].wounded"));
    EXPECT_TRUE(breaks([](GameState& s) { s.units[0].prisoners = -1; }, "units[0].prisoners"));
    EXPECT_TRUE(breaks([](GameState& s) { s.squares[0].fort_capacity = 0; }, "squares[0].fort_capacity"));
    EXPECT_TRUE(breaks([](GameState& s) { s.squares[0].fort_capacity = kMaxFortCapacity + 1; }, "squares[0].fort_capacity"));
    EXPECT_TRUE(breaks([](GameState& s) { s.squares[0].fort = 0, s.squares[0].fort_capacity = 10; }, "squares[0].fort_capacity"));
    EXPECT_TRUE(breaks([](GameState& s) { s.turn_kind = static_cast<TurnKind>(3); }, "turn_kind"));
    // The edges of each range are valid.
    EXPECT_FALSE(breaks([](GameState& s) {
        auto& u = s.units[0];
        u.quality = Quality::Elite, u.morale = 0, u.ammunition = 0;
        u.killed = u.wounded = u.prisoners = kMaxCasualties;
        s.squares[0].fort_capacity = 1;
        s.turn_kind = TurnKind::Truce;
    }, "units[0].morale"));
}

// rules: 3.2 3.7 10.9 9.13 2.6 5.1
TEST(CombatFields, WrittenOnlyWhenNotTheDefaultAndReadBack) {
    const GameState plain = built();
    for (const JsonFields mode : {JsonFields::Compact, JsonFields::All}) {
        const std::string text = save_json(plain, mode);
        for (const char* key : {"\"quality\"", "\"morale\"", "\"ammunition\"", "\"killed\"", "\"wounded\"",
                                "\"prisoners\"", "\"fort_capacity\"", "\"turn_kind\""})
            EXPECT_EQ(text.find(key), std::string::npos) << key << " written at its default";
    }
    GameState s = plain;
    auto& u = s.units[0];
    u.quality = Quality::Fair, u.morale = 6, u.ammunition = 1, u.killed = 12, u.wounded = 40, u.prisoners = 7;
    s.squares[0].fort_capacity = 2400;
    s.turn_kind = TurnKind::Peace;
    for (const JsonFields mode : {JsonFields::Compact, JsonFields::All}) {
        const std::string text = save_json(s, mode);
        for (const char* key : {"\"quality\": \"fair\"", "\"morale\": 6", "\"ammunition\": 1", "\"killed\": 12",
                                "\"wounded\": 40", "\"prisoners\": 7", "\"fort_capacity\": 2400", "\"turn_kind\": \"peace\""})
            EXPECT_NE(text.find(key), std::string::npos) << key << " not written";
        const auto back = load(text);
        ASSERT_TRUE(back.ok()) << format(back.errors());
        EXPECT_EQ(*back, s);
        EXPECT_EQ(save_json(*back, mode), text);
    }
}

// The digest of built() as recorded before any of these fields existed: a state that
// does not use them must keep it (disputes and snapshots record digests).
constexpr std::string_view kDigestBeforeTheFields = "30d05d3764e2802fe08e05630c391a033ca96a7dbf515943564a1f8333105fc5";

std::string digest_of(const GameState& s) { return to_hex(state_digest(s)); }

// rules: 5.2
TEST(CombatFieldsDigest, DefaultsKeepTheDigestRecordedBeforeTheFields) {
    GameState s = built();
    EXPECT_EQ(digest_of(s), kDigestBeforeTheFields);
    // Set explicitly to their defaults, they read the same as absent.
    auto& u = s.units[0];
    u.quality = Quality::Average, u.morale = kStartMorale, u.ammunition = kMaxAmmunition;
    u.killed = u.wounded = u.prisoners = 0;
    s.turn_kind = TurnKind::Campaign;
    EXPECT_EQ(digest_of(s), kDigestBeforeTheFields);
}

// One test per field: a value other than its default is a different position.
void expect_counts(void (*change)(GameState&)) {
    GameState s = built();
    change(s);
    EXPECT_NE(digest_of(s), kDigestBeforeTheFields);
}

// rules: 3.2 5.2
TEST(CombatFieldsDigest, QualityCounts) {
    expect_counts([](GameState& s) { s.units[0].quality = Quality::Fair; });
    expect_counts([](GameState& s) { s.units[0].quality = Quality::Elite; });
}
// rules: 3.7 5.2
TEST(CombatFieldsDigest, MoraleCounts) {
    expect_counts([](GameState& s) { s.units[0].morale = 49; });
}
// rules: 10.9 5.2
TEST(CombatFieldsDigest, AmmunitionCounts) {
    expect_counts([](GameState& s) { s.units[0].ammunition = 4; });
}
// rules: 9.13 5.2
TEST(CombatFieldsDigest, KilledCounts) {
    expect_counts([](GameState& s) { s.units[0].killed = 1; });
}
// rules: 9.13 5.2
TEST(CombatFieldsDigest, WoundedCounts) {
    expect_counts([](GameState& s) { s.units[0].wounded = 1; });
}
// rules: 9.13 5.2
TEST(CombatFieldsDigest, PrisonersCounts) {
    expect_counts([](GameState& s) { s.units[0].prisoners = 1; });
}
// rules: 2.6 5.2
TEST(CombatFieldsDigest, FortCapacityCounts) {
    expect_counts([](GameState& s) { s.squares[0].fort_capacity = 2400; });
    GameState a = built(), b = built();
    a.squares[0].fort_capacity = 2400;
    b.squares[0].fort_capacity = 2401;
    EXPECT_NE(digest_of(a), digest_of(b));
    EXPECT_NE(squares_digest(a), squares_digest(built()));  // a property of the square
}
// rules: 5.1 9.1 5.2
TEST(CombatFieldsDigest, TurnKindCounts) {
    expect_counts([](GameState& s) { s.turn_kind = TurnKind::Peace; });
    GameState peace = built(), truce = built();
    peace.turn_kind = TurnKind::Peace;
    truce.turn_kind = TurnKind::Truce;
    EXPECT_NE(digest_of(peace), digest_of(truce));
}
// rules: 5.2
TEST(CombatFieldsDigest, WhichUnitHoldsAValueCounts) {
    GameState a = built();
    a.units.push_back(a.units[0]);
    a.units[1].id.number = 2;
    GameState b = a;
    a.units[0].morale = 40;
    b.units[1].morale = 40;
    EXPECT_NE(digest_of(a), digest_of(b));
}

}  // namespace
}  // namespace umpire
