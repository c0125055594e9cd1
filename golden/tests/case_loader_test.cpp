// Case-file loader errors: every malformed input yields a diagnostic that names the
// line and column (and the field, where there is one), so a game master can find
// the mistake. The inputs are the valid case below with one thing broken;
// fuzz/corpus/case_loader/ holds the same kinds of input for the fuzzer.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>

#include "golden/case_file.hpp"
#include "golden/golden_runner.hpp"
#include "golden/tests/source_dir.hpp"
#include "model/json/json_index.hpp"

namespace umpire {
namespace {

// tm-example-1 laid out with one unit per line, so each field has its own line.
constexpr std::string_view kValid = R"({
  "schema_version": 1,
  "kind": "move",
  "title": "loader test",
  "rules": ["8.5"],
  "state": {
    "turn": 3,
    "states": [
      {"id": "MX", "home": "MX"},
      {"id": "US", "home": "US"}
    ],
    "relations": [
      {"a": "MX", "b": "US", "relation": "hostile"}
    ],
    "squares": [
      {
        "square": "J2-Y4",
        "nation": "MX",
        "owner": "MX",
        "map": [
          "...............",
          "...............",
          "...............",
          "...............",
          "...............",
          "...............",
          "...............",
          "..........W....",
          "...............",
          "...............",
          "...............",
          "...............",
          "...............",
          "...............",
          "..............."
        ]
      }
    ],
    "units": [
      {"id": "US1IN", "state": "US", "strength": 1000, "initiative": 3, "strategic": "J2-Y4", "tactical": "11-4"},
      {"id": "MX3LI", "state": "MX", "strength": 800, "initiative": 4, "strategic": "J2-Y4", "tactical": "1-1"}
    ]
  },
  "order": {"unit": "US1IN", "destination": "8-13"}
}
)";

// kValid with the first occurrence of `from` replaced by `to` (which must exist).
std::string with(std::string_view from, std::string_view to, std::string text = std::string(kValid)) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

// 1-based line and column of the first occurrence of `needle`.
struct Position {
    int line = 0;
    int column = 0;
};
Position position_of(std::string_view text, std::string_view needle) {
    const auto at = text.find(needle);
    EXPECT_NE(at, std::string_view::npos) << needle;
    Position p{1, 1};
    for (std::size_t i = 0; i < at; ++i) {
        if (text[i] == '\n') {
            ++p.line;
            p.column = 1;
        } else {
            ++p.column;
        }
    }
    return p;
}

// The single diagnostic a broken input must produce.
Diagnostic only_error(std::string_view text) {
    const auto c = load_case(text, "test.case.json");
    EXPECT_FALSE(c.ok());
    if (c.ok()) return {};
    EXPECT_EQ(c.errors().size(), 1u) << format(c.errors());
    const Diagnostic d = c.errors().front();
    EXPECT_EQ(d.where.file, "test.case.json");
    return d;
}

bool contains(const std::string& s, std::string_view part) { return s.find(part) != std::string::npos; }

TEST(CaseLoader, TheBaseCaseLoads) {
    const auto c = load_case(kValid, "test.case.json");
    ASSERT_TRUE(c.ok()) << format(c.errors());
    EXPECT_EQ(c->state()->units.size(), 2u);
}

// Friction of issue 21: a relation is symmetric, so either order of the pair loads;
// the same pair given twice is an error at the second entry, naming the first.
TEST(CaseLoader, RelationPairsInEitherOrder) {
    const std::string pair = R"({"a": "MX", "b": "US", "relation": "hostile"})";
    const auto reversed = load_case(with(pair, R"({"a": "US", "b": "MX", "relation": "hostile"})"), "test.case.json");
    ASSERT_TRUE(reversed.ok()) << format(reversed.errors());
    const auto base = load_case(kValid, "test.case.json");
    ASSERT_TRUE(base.ok());
    EXPECT_EQ(reversed->state()->relations, base->state()->relations);
    EXPECT_EQ(reversed->state()->relation("US", "MX"), Relation::Hostile);

    const Diagnostic twice = only_error(with(pair, pair + R"(,
      {"a": "US", "b": "MX", "relation": "allied"})"));
    EXPECT_TRUE(contains(twice.what, "is listed twice (also at relations[0], in either order)")) << twice.what;
    EXPECT_TRUE(contains(twice.what, "the two entries conflict, hostile and allied")) << twice.what;
}

TEST(CaseLoader, SyntaxErrorAtItsLineAndColumn) {
    // The colon after "title" is missing: rapidjson stops at the string after the key.
    const std::string text = with(R"("title": "loader test")", R"("title" "loader test")");
    const auto d = only_error(text);
    const auto at = position_of(text, R"("loader test")");
    EXPECT_EQ(d.where.line, 4);
    EXPECT_EQ(d.where.line, at.line);
    EXPECT_EQ(d.where.column, at.column);
    EXPECT_TRUE(contains(d.what, "malformed JSON")) << d.what;
    EXPECT_TRUE(d.where.field.empty());
    EXPECT_EQ(format(d).rfind("test.case.json:4:" + std::to_string(at.column) + ": ", 0), 0u) << format(d);
}

TEST(CaseLoader, TruncatedFileIsASyntaxErrorAtTheEnd) {
    const std::string text(kValid.substr(0, kValid.find("\"units\"")));
    const auto d = only_error(text);
    EXPECT_TRUE(contains(d.what, "malformed JSON")) << d.what;
    EXPECT_EQ(d.where.line, position_of(kValid, "\"units\"").line);
}

TEST(CaseLoader, EmptyFileIsASyntaxErrorAtLineOne) {
    const auto d = only_error("");
    EXPECT_EQ(d.where.line, 1);
    EXPECT_EQ(d.where.column, 1);
    EXPECT_TRUE(contains(d.what, "malformed JSON")) << d.what;
}

TEST(CaseLoader, WrongTypeNamesTheFieldAndItsLine) {
    const std::string text = with(R"("strength": 800)", R"("strength": "800")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units[1].strength");
    const auto at = position_of(text, R"("strength": "800")");
    EXPECT_EQ(d.where.line, at.line);
    EXPECT_EQ(d.where.column, at.column);
    EXPECT_TRUE(contains(d.what, "expected a whole number from 0 to 100000, found a string")) << d.what;
}

TEST(CaseLoader, WrongTypeForAList) {
    const std::string text = with(R"("rules": ["8.5"])", R"("rules": "8.5")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "rules");
    EXPECT_EQ(d.where.line, 5);
    EXPECT_TRUE(contains(d.what, "expected a list, found a string")) << d.what;
}

TEST(CaseLoader, UnknownEnumNameListsTheValidNames) {
    const std::string text = with(R"("relation": "hostile")", R"("relation": "enemy")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.relations[0].relation");
    EXPECT_EQ(d.where.line, position_of(text, "\"enemy\"").line);
    EXPECT_TRUE(contains(d.what, R"(unknown name "enemy")")) << d.what;
    EXPECT_TRUE(contains(d.what, "same-side, actively-allied, allied, neutral, hostile")) << d.what;
}

TEST(CaseLoader, UnknownCaseKindListsTheKinds) {
    const auto d = only_error(with(R"("kind": "move")", R"("kind": "battle")"));
    EXPECT_EQ(d.where.field, "kind");
    EXPECT_EQ(d.where.line, 3);
    EXPECT_EQ(d.where.column, 3);
    EXPECT_TRUE(contains(d.what, "path, move, sweep")) << d.what;
}

TEST(CaseLoader, UnknownFieldIsReportedAtItsLine) {
    const std::string text = with(R"("initiative": 4,)", R"("initiative": 4, "elan": 7,)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units[1].elan");
    const auto at = position_of(text, "\"elan\"");
    EXPECT_EQ(d.where.line, at.line);
    EXPECT_EQ(d.where.column, at.column);
    EXPECT_EQ(d.what, "unknown field");
}

TEST(CaseLoader, UnknownObjectIsReportedOnceAtItsKey) {
    const std::string text = with(R"("schema_version": 1,)", R"("schema_version": 1, "notes": {"a": [1, 2]},)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "notes");
    EXPECT_EQ(d.where.line, 2);
}

TEST(CaseLoader, MissingRequiredFieldPointsAtItsObject) {
    const std::string text = with(R"("initiative": 3, )", "");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units[0].initiative");
    EXPECT_EQ(d.where.line, position_of(text, "US1IN").line);
    EXPECT_EQ(d.what, "required field is missing");
}

// rules: 2.2
TEST(CaseLoader, MapRowWithABadGlyphPointsAtThatRow) {
    const std::string text = with(R"("..........W....")", R"("..........X....")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.squares[0].map[7]");
    EXPECT_EQ(d.where.line, position_of(text, "X....").line);
    EXPECT_TRUE(contains(d.what, R"(square 10-7: unknown terrain glyph "X")")) << d.what;
    EXPECT_TRUE(contains(d.what, "legend: . h H ~ = M P W F T")) << d.what;
}

// rules: 2.1
TEST(CaseLoader, MapRowOfTheWrongWidthPointsAtThatRow) {
    const std::string text = with(R"("..........W....")", R"("..........W...")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.squares[0].map[7]");
    EXPECT_EQ(d.where.line, position_of(text, "W...\"").line);
    EXPECT_TRUE(contains(d.what, "row 7 has 14 squares, a tactical map has 15 columns (rule 2.1)")) << d.what;
}

TEST(CaseLoader, DuplicateKeyIsReportedAtItsSecondOccurrence) {
    const std::string text = with(R"("turn": 3,)", "\"turn\": 3,\n    \"turn\": 4,");
    const auto d = only_error(text);
    const auto at = position_of(text, R"("turn": 4)");
    EXPECT_EQ(d.where.line, at.line);
    EXPECT_EQ(d.where.column, at.column);
    EXPECT_TRUE(contains(d.what, R"(field "turn" appears twice in one object)")) << d.what;
}

TEST(CaseLoader, NestingTooDeepIsRefusedWhereItStarts) {
    // 100 000 '[' would overflow a recursive parser's stack; the index stops at 33.
    const std::string deep(100000, '[');
    const auto d = only_error(deep);
    EXPECT_EQ(d.where.line, 1);
    EXPECT_EQ(d.where.column, 33);
    EXPECT_TRUE(contains(d.what, "nesting deeper than 32 levels")) << d.what;

    std::string objects = "\n";
    for (int i = 0; i < 40; ++i) objects += "{\"a\":";
    const auto o = only_error(objects);
    EXPECT_EQ(o.where.line, 2);
    EXPECT_EQ(o.where.column, 1 + 32 * 5);
    EXPECT_TRUE(contains(o.what, "nesting deeper than 32 levels")) << o.what;
}

TEST(CaseLoader, NumberOutOfRangeNamesTheRange) {
    const std::string text = with(R"("strength": 800)", R"("strength": 100001)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units[1].strength");
    EXPECT_EQ(d.where.line, position_of(text, "100001").line);
    EXPECT_EQ(d.what, "must be from 0 to 100000, found 100001");
}

TEST(CaseLoader, WholeNumberBeyondSixtyFourBitsIsOutOfRangeNotAFraction) {
    const std::string text = with(R"("strength": 800)", R"("strength": 99999999999999999999)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units[1].strength");
    EXPECT_EQ(d.where.line, position_of(text, "99999999999999999999").line);
    EXPECT_TRUE(contains(d.what, "must be from 0 to 100000")) << d.what;
    EXPECT_FALSE(contains(d.what, "fraction")) << d.what;

    const auto negative = only_error(with(R"("turn": 3)", R"("turn": -9223372036854775809)"));
    EXPECT_EQ(negative.where.field, "state.turn");
    EXPECT_TRUE(contains(negative.what, "must be from 1 to 1000")) << negative.what;
}

TEST(CaseLoader, NumberTooBigForADoubleIsASyntaxError) {
    const std::string text = with(R"("strength": 800)", R"("strength": 1e999)");
    const auto d = only_error(text);
    const auto at = position_of(text, "1e999");
    EXPECT_EQ(d.where.line, at.line);
    EXPECT_TRUE(contains(d.what, "malformed JSON")) << d.what;
}

TEST(CaseLoader, InvariantViolationIsLocatedAtItsField) {
    const std::string text = with(R"("state": "MX", "strength": 800)", R"("state": "TX", "strength": 800)");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units[1].state");
    const auto at = position_of(text, R"("state": "TX")");
    EXPECT_EQ(d.where.line, at.line);
    EXPECT_EQ(d.where.column, at.column);
    EXPECT_EQ(d.what, R"(unknown state "TX")");
}

TEST(CaseLoader, UserTextInInvariantMessagesIsQuotedAndCleaned) {
    // An escape sequence in a state id must not reach the terminal.
    const auto d = only_error(with(R"("state": "MX", "strength": 800)", R"("state": "\u001b[2J", "strength": 800)"));
    EXPECT_EQ(d.where.field, "state.units[1].state");
    EXPECT_EQ(d.what, R"(unknown state "?[2J")");
}

TEST(CaseLoader, NulByteIsRefusedAtItsPosition) {
    std::string text = with("loader test", std::string("loader\0test", 11));
    const auto d = only_error(text);
    EXPECT_EQ(d.where.line, 4);
    EXPECT_EQ(d.where.column, static_cast<int>(std::string_view(R"(  "title": "loader)").size()) + 1);
    EXPECT_TRUE(contains(d.what, "NUL")) << d.what;
}

TEST(CaseLoader, EscapedNulInAStringIsRefused) {
    // cereal reads strings up to the first NUL: "US1IN\u0000x" would load as US1IN.
    const std::string text = with(R"("unit": "US1IN")", R"("unit": "US1IN\u0000x")");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.line, position_of(text, "US1IN\\u0000").line);
    EXPECT_TRUE(contains(d.what, "\\u0000")) << d.what;
}

TEST(CaseLoader, InvalidUtf8IsRefused) {
    const std::string text = with("loader test", "loader \xff\xfe test");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.line, 4);
    EXPECT_TRUE(contains(d.what, "malformed JSON")) << d.what;
}

TEST(CaseLoader, LoneSurrogateEscapeIsRefused) {
    // It would decode to bytes that are not UTF-8, which save_case then writes out
    // and the next load refuses: the round trip the fuzzer checks.
    for (const char* escape : {R"(\udc00)", R"(\udfff)"}) {
        const std::string text = with("loader test", std::string("loader ") + escape);
        const auto d = only_error(text);
        EXPECT_EQ(d.where.line, 4) << escape;
        EXPECT_TRUE(contains(d.what, "surrogate")) << d.what;
    }
    const auto pair = load_case(with("loader test", R"(loader \ud83d\ude00)"), "test.case.json");
    ASSERT_TRUE(pair.ok()) << format(pair.errors());
    EXPECT_EQ(pair->title, "loader \xf0\x9f\x98\x80");
}

TEST(CaseLoader, FieldNamesArePlainWords) {
    // A dot or bracket in a key would alias another field's path ("state.turn").
    for (const char* key : {"state.turn", "rules[0]", "", R"(x\u0001)", "a b"}) {
        const std::string text = with(R"("schema_version": 1,)", std::string("\"schema_version\": 1, \"") + key + "\": 1,");
        const auto d = only_error(text);
        EXPECT_EQ(d.where.line, 2) << key;
        EXPECT_EQ(d.where.column, static_cast<int>(std::string_view(R"(  "schema_version": 1, )").size()) + 1) << key;
        EXPECT_TRUE(contains(d.what, "field name")) << d.what;
    }
}

TEST(CaseLoader, TopLevelMustBeAnObject) {
    const auto d = only_error("[{\"kind\": \"move\"}]");
    EXPECT_EQ(d.where.line, 1);
    EXPECT_EQ(d.where.column, 1);
    EXPECT_TRUE(contains(d.what, "top level must be an object")) << d.what;
}

TEST(CaseLoader, TooManyUnitsIsRefusedBeforeReadingThem) {
    std::string units;
    for (int i = 0; i < 20000; ++i) units += i ? ",{}" : "{}";
    const std::string text = with(R"({"id": "US1IN", "state": "US", "strength": 1000, "initiative": 3, "strategic": "J2-Y4", "tactical": "11-4"},
      {"id": "MX3LI", "state": "MX", "strength": 800, "initiative": 4, "strategic": "J2-Y4", "tactical": "1-1"})",
                                  units);
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units");
    EXPECT_EQ(d.where.line, position_of(text, "\"units\"").line);
    EXPECT_EQ(d.what, "at most 10000 entries allowed, found 20000");
}

TEST(CaseLoader, ListWithoutItsOwnBoundIsRefusedWithItsSize) {
    // A map's rows are read as a plain list field: the shared bound applies, and the
    // message says how many were found, as for every other list.
    std::string rows;
    for (int i = 0; i < 65; ++i) rows += i ? ",\"...............\"" : "\"...............\"";
    const std::string first_row = R"("...............",)";
    std::string text(kValid);
    const auto begin = text.find(first_row);
    const auto end = text.find("\n        ]", begin);
    text.replace(begin, end - begin, rows);
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.squares[0].map");
    EXPECT_EQ(d.where.line, position_of(text, "\"map\"").line);
    EXPECT_EQ(d.what, "at most 64 entries allowed, found 65");
}

TEST(CaseLoader, InputOverTheSizeLimitIsRefusedUnread) {
    // Refused by its size alone, before any parsing or copying (the error has no line).
    const std::size_t limit = JsonLimits{}.max_bytes;
    std::string huge(limit + 1, ' ');
    huge.front() = '{';
    huge.back() = '}';
    const auto d = only_error(huge);
    EXPECT_TRUE(contains(d.what, "more than the limit of " + std::to_string(limit))) << d.what;
    EXPECT_EQ(d.where.line, 0);
}

TEST(CaseLoader, FileOverTheSizeLimitIsRefusedUnread) {
    const std::size_t limit = JsonLimits{}.max_bytes;
    const std::string path = testing::TempDir() + "case_loader_test_big.case.json";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << '{' << std::string(limit, ' ') << '}';
    }
    const auto c = load_case_file(path);
    std::remove(path.c_str());
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.errors().front().where.file, path);
    EXPECT_TRUE(contains(c.errors().front().what, "larger than the limit of " + std::to_string(limit) + " bytes"))
        << c.errors().front().what;
}

TEST(CaseLoader, SweepNeedsAFreeNumberForItsProbe) {
    // Every MX infantry number taken: the probe unit of a US mover's sweep would be
    // MX0IN, which breaks the invariants run_case relies on. Shattered, so that the
    // crowd in one square breaks no stacking cap (rules 1.4, 2.5; model/stacking.hpp).
    std::string units = R"({"id": "US1IN", "state": "US", "strength": 1000, "initiative": 3, "strategic": "J2-Y4", "tactical": "11-4"})";
    for (int n = 1; n <= 9999; ++n)
        units += R"(,{"id":"MX)" + std::to_string(n) + R"(IN","state":"MX","strength":0,"initiative":1,"status":"shattered","strategic":"J2-Y4","tactical":"0-0"})";
    std::string text = with(R"("kind": "move")", R"("kind": "sweep")");
    const auto first = text.find(R"({"id": "US1IN")");
    const auto end = text.find("\n    ]", first);
    text.replace(first, end - first, units);
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "state.units");
    EXPECT_EQ(d.what, "a sweep needs a free MX infantry number for its probe unit");
}

TEST(CaseLoader, SemanticErrorsNameTheirField) {
    const std::string text = with(R"("rules": ["8.5"])", R"("rules": ["8.5", "9.99"])");
    const auto d = only_error(text);
    EXPECT_EQ(d.where.field, "rules[1]");
    EXPECT_EQ(d.where.line, 5);
    EXPECT_EQ(d.where.column, position_of(text, "\"9.99\"").column);
    EXPECT_TRUE(contains(d.what, R"(not in the rules catalogue: "9.99")")) << d.what;
}

// Every bundled case saves to text that loads back to the same case and saves to the
// same bytes: the reader and the writer agree for every kind's payload.
TEST(CaseLoader, EveryBundledCaseSavesAndLoadsBack) {
    std::size_t cases = 0;
    for (const char* dir : {"/golden/cases", "/golden/disputes", "/golden/signature"})
        for (const auto& path : find_cases(test_source_dir() + dir)) {
            const auto c = load_case_file(path);
            ASSERT_TRUE(c.ok()) << format(c.errors());
            const std::string saved = save_case(*c);
            const auto again = load_case(saved, "resaved.case.json");
            ASSERT_TRUE(again.ok()) << path << "\n" << format(again.errors());
            EXPECT_EQ(*again, *c) << path;
            EXPECT_EQ(save_case(*again), saved) << path;
            ++cases;
        }
    EXPECT_GE(cases, 590u);
}

}  // namespace
}  // namespace umpire
