#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "golden/case_file.hpp"
#include "golden/golden_runner.hpp"
#include "rules/catalogue.hpp"
#include "rules/rulings.hpp"
#include "rules/rulings_json.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

TEST(RulingsRegister, WellFormed) {
    std::set<std::string_view> codes;
    int index = 0;
    for (const auto& r : rulings_register()) {
        EXPECT_EQ(static_cast<int>(r.id), index++) << r.code;
        EXPECT_TRUE(codes.insert(r.code).second) << r.code;
        EXPECT_GE(r.alternatives.size(), 2u) << r.code;
        EXPECT_FALSE(r.question.empty());
        EXPECT_FALSE(r.why.empty());
        EXPECT_FALSE(r.rules.empty());
        for (auto id : r.rules) EXPECT_NE(find_catalogue_entry(id), nullptr) << r.code << " cites " << id;
        std::set<std::string_view> names;
        for (const auto& a : r.alternatives) EXPECT_TRUE(names.insert(a.name).second) << r.code << " " << a.name;
    }
    EXPECT_EQ(index, kRulingCount);
}

TEST(RulingsRegister, SetByNameAndRejectUnknown) {
    Rulings r;
    EXPECT_EQ(r.get<StopBeside>(), StopBeside::EnterEnemySquare);
    ASSERT_TRUE(r.set("TM-STOP-BESIDE", "halt-adjacent").ok());
    EXPECT_EQ(r.get<StopBeside>(), StopBeside::HaltAdjacent);
    const auto bad_alt = r.set("TM-STOP-BESIDE", "teleport");
    ASSERT_FALSE(bad_alt.ok());
    EXPECT_NE(bad_alt.errors().front().what.find("enter-enemy-square, halt-adjacent"), std::string::npos);
    EXPECT_FALSE(r.set("TM-NOPE", "x").ok());
    EXPECT_EQ(r.get<StopBeside>(), StopBeside::HaltAdjacent);  // a failed set changes nothing
}

// A retired ruling is not "unknown": the error says what replaced it, so an old case
// file can be brought up to date (9.2's chance became the parameter hq-shatter-chance).
TEST(RulingsRegister, RetiredRulingNamesItsReplacement) {
    Rulings r;
    const auto old = r.set("HQ-SHATTER-CHANCE", "one-in-ten");
    ASSERT_FALSE(old.ok());
    const std::string& what = old.errors().front().what;
    EXPECT_NE(what.find("retired"), std::string::npos) << what;
    EXPECT_NE(what.find("hq-shatter-chance"), std::string::npos) << what;
    EXPECT_NE(what.find("one-in-ten = 100"), std::string::npos) << what;
    EXPECT_EQ(r.set("HQ-SHATTER-CHANCES", "never").errors().front().what.find("retired"), std::string::npos);
}

// A code names its ruling at compile time; a mistyped one does not compile
// (ruling_id("TM-STOP-BESIDES") fails in constant evaluation).
static_assert(ruling_id("TM-STOP-BESIDE") == RulingId::StopBeside);
static_assert(ruling_code<RulingId::SupportIntercepted> == "INTERCEPT-SUPPORT-MOVES");
static_assert(RulingOf<DeployEntry>::id == ruling_id("DEPLOY-ENTRY-IMPASSABLE"));
static_assert(!well_formed_code("TM--STOP") && !well_formed_code("tm-stop") && !well_formed_code("TM-STOP-"));
static_assert(well_formed_code("AT-RV100-RECON"));

TEST(RulingsRegister, CodesAndIdsAgree) {
    for (const auto& r : rulings_register()) {
        EXPECT_EQ(code(r.id), r.code);
        EXPECT_EQ(info(r.id).code, r.code);
    }
    EXPECT_EQ(static_cast<int>(ruling_id("STRAT-ALLOWANCE-LOAD")), kRulingCount - 1);
}

TEST(RulingList, JoinsCodesInOrderAsEventsAlwaysHave) {
    RulingList l{RulingId::CrossingCorner, RulingId::WaterSides};
    EXPECT_EQ(l.joined(), "SIDES-CROSSING-CORNER, SIDES-WATER");
    l.add(RulingId::CrossingCorner);  // a repeat changes nothing
    EXPECT_EQ(l.size(), 2u);
    EXPECT_TRUE(l.contains(RulingId::WaterSides));
    EXPECT_FALSE(l.contains(RulingId::StopBeside));
    EXPECT_EQ(RulingList{}.joined(), "");
    EXPECT_TRUE(RulingList{}.empty());
    EXPECT_EQ(RulingList{RulingId::TwoBeside}.joined(), "TM-TWO-BESIDE");
}

TEST(RulingList, ParsesWhatItJoins) {
    const RulingList l{RulingId::StepTypo, RulingId::SupportIntercepted};
    const auto back = RulingList::parse(l.joined());
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, l);
    ASSERT_TRUE(RulingList::parse("").ok());
    EXPECT_TRUE(RulingList::parse("")->empty());
    EXPECT_FALSE(RulingList::parse("TM-NOPE").ok());
    EXPECT_FALSE(RulingList::parse("TM-STEP-TYPO,TM-TWO-BESIDE").ok());  // the separator is ", "
    EXPECT_FALSE(RulingList::parse("TM-STEP-TYPO, TM-STEP-TYPO").ok());
    EXPECT_FALSE(RulingList::parse("TM-STEP-TYPO, ").ok());
}

struct EventLike {
    std::string rule;
    RulingList ruling;
};
template <class IO> void describe(IO& io, EventLike& e) {
    io.field("rule", e.rule);
    io.field("ruling", e.ruling);
}

// A RulingList field is written exactly as the joined string field was.
TEST(RulingList, JsonIsTheJoinedString) {
    const EventLike e{"8.7", {RulingId::CrossingCorner, RulingId::WaterSides}};
    const std::string text = save_json(e);
    EXPECT_NE(text.find("\"ruling\": \"SIDES-CROSSING-CORNER, SIDES-WATER\""), std::string::npos) << text;
    const auto back = load_json<EventLike>(text, "event.json");
    ASSERT_TRUE(back.ok()) << format(back.errors());
    EXPECT_EQ(back->ruling, e.ruling);
    EXPECT_NE(save_json(EventLike{"8.3", {}}).find("\"ruling\": \"\""), std::string::npos);
    EXPECT_FALSE(load_json<EventLike>(R"({"rule": "8.3", "ruling": "TM-NOPE"})", "bad.json").ok());
}

// Every non-default alternative must be exercised by a golden case that chooses it
// (the DATC practice: each reading of a disputed rule has its test). A ruling with
// no effect on a golden outcome names the unit tests that cover it instead.
TEST(RulingsRegister, EveryAlternativeHasAGoldenCase) {
    // Rulings no outcome depends on yet, with the unit tests that cover them instead.
    const std::map<std::string, std::string> covered_by_unit_tests = {
    };
    std::set<std::pair<std::string, std::string>> chosen;
    for (const auto& path : find_cases(umpire::test_source_dir() + "/golden/cases")) {
        auto c = load_case_file(path);
        ASSERT_TRUE(c.ok()) << format(c.errors());
        for (const auto& r : c->rulings) chosen.insert({r.id, r.choice});
    }
    for (const auto& r : rulings_register()) {
        if (covered_by_unit_tests.count(std::string(r.code))) continue;
        for (std::size_t i = 1; i < r.alternatives.size(); ++i)
            EXPECT_TRUE(chosen.count({std::string(r.code), std::string(r.alternatives[i].name)}))
                << "no golden case chooses " << r.code << "=" << r.alternatives[i].name;
    }
}

}  // namespace
}  // namespace umpire
