#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "golden/case_file.hpp"
#include "golden/tests/source_dir.hpp"
#include "model/hex.hpp"
#include "model/terrain.hpp"
#include "rules/catalogue.hpp"
#include "rules/params.hpp"

namespace umpire {
namespace {

// A name names its parameter at compile time; a mistyped one does not compile.
static_assert(param_id("fire-casualty-rate") == Param::FireCasualtyRate);
static_assert(param_name(Param::LoserStragglers) == "loser-stragglers");
static_assert(kebab_case("quality-poor") && kebab_case("experience-odds-5"));
static_assert(!kebab_case("Quality-poor") && !kebab_case("quality--poor") && !kebab_case("quality_poor") &&
              !kebab_case("-poor") && !kebab_case("poor-") && !kebab_case(""));

TEST(ParamsRegister, WellFormedAndDefaultsInRange) {
    std::set<std::string_view> names;
    int index = 0;
    for (const auto& p : params_register()) {
        EXPECT_EQ(static_cast<int>(p.id), index++) << p.name;
        EXPECT_TRUE(names.insert(p.name).second) << "repeated: " << p.name;
        EXPECT_TRUE(kebab_case(p.name)) << p.name;
        EXPECT_EQ(find_param(p.name), p.id);
        EXPECT_EQ(param_info(p.id).name, p.name);
        EXPECT_LE(p.min, p.default_value) << p.name;
        EXPECT_LE(p.default_value, p.max) << p.name;
        EXPECT_FALSE(p.unit.empty()) << p.name;
        EXPECT_FALSE(p.meaning.empty()) << p.name;
        EXPECT_TRUE(p.source.starts_with("Own choice: ") || p.source.starts_with("Historical: ")) << p.name;
        EXPECT_FALSE(p.rules.empty()) << p.name;
        for (auto id : p.rules) EXPECT_NE(find_catalogue_entry(id), nullptr) << p.name << " cites " << id;
        // A Markdown table cell (docs/params.md) and a terminal line take these as they are.
        for (auto text : {p.unit, p.meaning, p.source}) {
            EXPECT_EQ(text.find('|'), std::string_view::npos) << p.name;
            EXPECT_EQ(text.find('\n'), std::string_view::npos) << p.name;
        }
    }
    EXPECT_EQ(index, kParamCount);
    EXPECT_FALSE(find_param("fire-casualty").has_value());
    EXPECT_FALSE(find_param("").has_value());
}

TEST(ParamsRegister, DefaultsAreConsistent) {
    const ParamSet defaults;
    EXPECT_TRUE(check_consistency(defaults).empty()) << format(check_consistency(defaults));
    for (const auto& p : params_register()) {
        EXPECT_EQ(defaults.get(p.id), p.default_value) << p.name;
        EXPECT_TRUE(defaults.is_default(p.id));
    }
    EXPECT_EQ(defaults.get<Param::FireCasualtyRate>(), 30);
    EXPECT_EQ(defaults.get<Param::QualityAverage>(), 1000);  // the baseline a unit without quality keeps
}

// Every quality level of the model (poor, fair, average, good, elite) has its own multiplier.
TEST(ParamsRegister, OneMultiplierPerQualityLevel) {
    for (const char* level : {"poor", "fair", "average", "good", "elite"})
        EXPECT_TRUE(find_param(std::string("quality-") + level).has_value()) << level;
}

// Every terrain a battle can be fought in (the passable ones of model/terrain.hpp) has a
// defensive bonus.
TEST(ParamsRegister, OneBonusPerPassableTerrain) {
    for (const Terrain t : enum_values<Terrain>()) {
        const auto p = find_param("terrain-" + std::string(traits(t).name));
        EXPECT_EQ(p.has_value(), passable(t)) << traits(t).name;
    }
}

TEST(ParamSet, SetByNameAndRejectUnknownOrOutOfRange) {
    ParamSet s;
    ASSERT_TRUE(s.set("fire-casualty-rate", 45).ok());
    EXPECT_EQ(s.get<Param::FireCasualtyRate>(), 45);
    EXPECT_FALSE(s.is_default(Param::FireCasualtyRate));

    const auto unknown = s.set("fire-casulty-rate", 10);
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.errors().front().what, "unknown parameter \"fire-casulty-rate\"; `umpire params` lists them");

    const auto high = s.set("fire-casualty-rate", 1001);
    ASSERT_FALSE(high.ok());
    EXPECT_EQ(high.errors().front().what,
              "parameter fire-casualty-rate must be from 0 to 1000 (per-mille of the firing side's effective fire "
              "strength), found 1001");
    EXPECT_FALSE(s.set("mode-assault", 999).ok()) << "assault is never below the attack baseline (9.6)";
    EXPECT_FALSE(s.set("casualties-skirmish", 1001).ok()) << "skirmish never raises casualties (9.7)";
    EXPECT_FALSE(s.set("quality-average", 1001).ok()) << "average is the fixed baseline";
    EXPECT_EQ(s.get<Param::FireCasualtyRate>(), 45) << "a failed set changes nothing";
}

TEST(ParamSet, ConsistencyChecksSumsAndOrders) {
    ParamSet s;
    s.set(Param::WinnerKilled, 300);  // the winner's shares now sum to 1100
    auto bad = check_consistency(s);
    ASSERT_EQ(bad.size(), 1u) << format(bad);
    EXPECT_EQ(bad[0].where.field, "winner-stragglers");
    EXPECT_NE(bad[0].what.find("is 1100, not 1000"), std::string::npos) << bad[0].what;
    s.set(Param::WinnerStragglers, 0);
    s.set(Param::WinnerWounded, 680);
    EXPECT_TRUE(check_consistency(s).empty()) << format(check_consistency(s));

    s.set(Param::QualityFair, 600);  // below poor's 700
    bad = check_consistency(s);
    ASSERT_EQ(bad.size(), 1u) << format(bad);
    EXPECT_EQ(bad[0].where.field, "quality-fair");

    ParamSet bands;
    bands.set(Param::ExperienceOdds4, 1100);  // below the 5-point band's 1250
    bad = check_consistency(bands);
    ASSERT_EQ(bad.size(), 1u) << format(bad);
    EXPECT_EQ(bad[0].where.field, "experience-odds-4");

    ParamSet modes;
    modes.set(Param::ModeEvade, 800);  // above skirmish's 700
    EXPECT_EQ(check_consistency(modes).size(), 1u);
    ParamSet clamp;
    clamp.set(Param::MoraleCheckMin, 960);  // above the maximum's 950
    EXPECT_EQ(check_consistency(clamp).size(), 1u);
}

// The defaults are pinned with their version: changing a default (or adding, removing or
// renaming a parameter) fails here until kParamsVersion and this digest change together.
TEST(ParamsDigest, DefaultsPinnedWithTheVersion) {
    EXPECT_EQ(kParamsVersion, "gitm-params-6");
    EXPECT_EQ(kParamCount, 86);
    EXPECT_EQ(to_hex(params_digest(ParamSet{})), "36299a5e455ccfded5cfa94a5adaa3d36f84bff377d6c084677e19747f160528");
}

TEST(ParamsDigest, TextListsEveryParameterInOrder) {
    const std::string text = params_text(ParamSet{});
    EXPECT_TRUE(text.starts_with("version=gitm-params-6\nfire-casualty-rate=30\nartillerist-fire=4000\nmelee-casualty-rate=40\n")) << text;
    EXPECT_TRUE(text.ends_with("\nminister-error-squares=3\n")) << text;
    EXPECT_EQ(static_cast<int>(std::count(text.begin(), text.end(), '\n')), kParamCount + 1);
}

TEST(ParamsDigest, StableAndSensitiveToEachParameter) {
    const auto base = params_digest(ParamSet{});
    EXPECT_EQ(params_digest(ParamSet{}), base);
    std::set<std::string> seen{to_hex(base)};
    for (const auto& p : params_register()) {
        if (p.min == p.max) continue;  // a fixed baseline cannot change
        ParamSet s;
        s.set(p.id, p.default_value < p.max ? p.default_value + 1 : p.default_value - 1);
        EXPECT_TRUE(seen.insert(to_hex(params_digest(s))).second) << p.name << " does not change the digest";
        s.set(p.id, p.default_value);
        EXPECT_EQ(params_digest(s), base) << p.name;
    }
}

// A case with a state takes "params"; what the reader and validate_case refuse is located.
class ParamsInCase : public ::testing::Test {
protected:
    static std::string with_params(const std::string& params) {
        std::string text =
            read_test_file(test_source_dir() + "/golden/cases/gitm/tactical-movement/r8-2-own-square.case.json");
        const std::string anchor = "  \"schema_version\": 1,\n";
        const auto at = text.find(anchor);
        EXPECT_NE(at, std::string::npos);
        return text.insert(at + anchor.size(), "  \"params\": " + params + ",\n");
    }
};

TEST_F(ParamsInCase, OmittedMeansDefaults) {
    const auto c = load_case_file(test_source_dir() + "/golden/cases/gitm/tactical-movement/r8-2-own-square.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    EXPECT_TRUE(c->params.empty());
    EXPECT_EQ(c->resolved_params(), ParamSet{});
    EXPECT_EQ(save_case(*c).find("\"params\""), std::string::npos);
}

TEST_F(ParamsInCase, OverridesApplyAndSurviveASaveAndLoad) {
    const auto c = load_case(with_params(R"({"fire-casualty-rate": 45, "quality-poor": 650})"), "x.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    const ParamSet p = c->resolved_params();
    EXPECT_EQ(p.get<Param::FireCasualtyRate>(), 45);
    EXPECT_EQ(p.get<Param::QualityPoor>(), 650);
    EXPECT_EQ(p.get<Param::MeleeCasualtyRate>(), 40);
    EXPECT_NE(params_digest(p), params_digest(ParamSet{}));
    const std::string saved = save_case(*c);
    EXPECT_NE(saved.find("\"fire-casualty-rate\": 45"), std::string::npos) << saved;
    const auto again = load_case(saved, "again");
    ASSERT_TRUE(again.ok()) << format(again.errors());
    EXPECT_EQ(*again, *c);
    EXPECT_EQ(save_case(*again), saved);
}

TEST_F(ParamsInCase, UnknownNameIsLocated) {
    const auto c = load_case(with_params(R"({"fire-casulty-rate": 45})"), "x.case.json");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(format(c.errors().front()), "x.case.json:3:14: params.fire-casulty-rate: unknown field");
}

TEST_F(ParamsInCase, OutOfRangeIsLocated) {
    const auto c = load_case(with_params(R"({"melee-casualty-rate": 5000})"), "x.case.json");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(format(c.errors().front()),
              "x.case.json:3:14: params.melee-casualty-rate: must be from 0 to 1000, found 5000");
    const auto text = load_case(with_params(R"({"melee-casualty-rate": "high"})"), "x.case.json");
    ASSERT_FALSE(text.ok());
    EXPECT_NE(format(text.errors()).find("params.melee-casualty-rate: expected a whole number"), std::string::npos);
    const auto not_object = load_case(with_params("[]"), "x.case.json");
    ASSERT_FALSE(not_object.ok());
    EXPECT_NE(format(not_object.errors()).find("params: expected an object"), std::string::npos)
        << format(not_object.errors());
}

TEST_F(ParamsInCase, InconsistentSetIsLocatedAtAParameter) {
    const auto c = load_case(with_params(R"({"loser-killed": 100, "loser-stragglers": 200})"), "x.case.json");
    ASSERT_FALSE(c.ok());
    const std::string message = format(c.errors());
    EXPECT_TRUE(message.starts_with("x.case.json:3:35: params.loser-stragglers: the loser's casualty types")) << message;
}

TEST_F(ParamsInCase, ValidateCaseChecksRangesOfACaseBuiltInCode) {
    auto c = load_case(with_params(R"({"fire-casualty-rate": 45})"), "x.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    c->params.values[static_cast<std::size_t>(Param::FireCasualtyRate)] = 2000;
    const auto bad = validate_case(*c);
    ASSERT_EQ(bad.size(), 1u) << format(bad);
    EXPECT_EQ(format(bad.front()), "params.fire-casualty-rate: must be from 0 to 1000, found 2000");
}

TEST(ParamsInCaseKinds, OnlyCasesWithAStateTakeParams) {
    const std::string path = R"({"schema_version": 1, "kind": "path", "title": "t", "rules": ["8.5"],
  "params": {"fire-casualty-rate": 45}, "from": "11-4", "to": "8-13"})";
    const auto c = load_case(path, "p.case.json");
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(format(c.errors().front()),
              "p.case.json:2:3: params: a path case has no state, so no combat to take parameters; only cases with "
              "a \"state\" take \"params\"");
    const std::string empty = R"({"schema_version": 1, "kind": "path", "title": "t", "rules": ["8.5"],
  "params": {}, "from": "11-4", "to": "8-13"})";
    EXPECT_TRUE(load_case(empty, "p.case.json").ok()) << "an empty object overrides nothing";
}

}  // namespace
}  // namespace umpire
