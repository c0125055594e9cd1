// A dispute record with escape codes in its strings (issue 18): its diagnostics quote
// them printably, and the case as written back (`umpire replay --record`) is JSON
// whose strings hold the same values with nothing a terminal obeys.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "golden/case_file.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

const std::string kSource = umpire::test_source_dir();

TEST(HostileRecord, AnUnknownPhaseKindIsQuotedPrintably) {
    std::string text = read_test_file(kSource + "/golden/disputes/example-turn.case.json");
    const std::string step = R"("step": "supply")";
    const auto at = text.find(step);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, step.size(), R"("step": "supply\u001b[2J\u009b")");
    const auto c = load_case(text, "record.case.json");
    ASSERT_FALSE(c.ok());
    const Diagnostic& d = c.errors().front();
    EXPECT_EQ(d.where.field, "recorded.phases[1].step");  // after the orders phase
    EXPECT_EQ(d.what, "unknown phase kind \"supply?[2J??\"");
}

TEST(HostileRecord, SavedAgainItsStringsAreEscapedJson) {
    const auto c = load_case_file(kSource + "/golden/hostile/record-identical.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    ASSERT_TRUE(std::get<TurnCase>(c->payload).recorded.has_value());
    EXPECT_NE(c->title.find("\x1b[2J"), std::string::npos);   // loaded as the bytes they are
    EXPECT_NE(c->title.find("\xe2\x80\xae"), std::string::npos);
    const std::string saved = save_case(*c);
    for (const char* raw : {"\x1b", "\x7f", "\x07", "\xc2\x9b", "\xe2\x80\xae", "\xe2\x80\xac", "\xe2\x81\xa6"})
        EXPECT_EQ(saved.find(raw), std::string::npos) << "raw " << testing::PrintToString(std::string(raw));
    EXPECT_NE(saved.find(R"(\u001B[2J\u001B[H cleared, \u202Eevil\u202C reversed, \u009B31m C1 CSI, \u007F DEL)"),
              std::string::npos);
    EXPECT_NE(saved.find("Quer\xc3\xa9taro"), std::string::npos);  // accents stay
    const auto again = load_case(saved, "resaved.case.json");
    ASSERT_TRUE(again.ok()) << format(again.errors());
    EXPECT_EQ(again->title, c->title);
    EXPECT_EQ(std::get<TurnCase>(again->payload).recorded->engine, std::get<TurnCase>(c->payload).recorded->engine);
}

}  // namespace
}  // namespace umpire
