// How input text is shown on output (model/text.hpp, issue 18): every class of
// character a terminal would obey is written visibly, printable text (accents
// included) is left alone, and the escaped form reads back unambiguously.
#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"
#include "model/square.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

TEST(EscapeText, PrintableAsciiAndUtf8StayAsTheyAre) {
    EXPECT_EQ(escape_text("US1IN moves to J1-Y4 (rule 7.1) ~!@#$%^&*()_+{}|:\"<>?"),
              "US1IN moves to J1-Y4 (rule 7.1) ~!@#$%^&*()_+{}|:\"<>?");
    EXPECT_EQ(escape_text("Querétaro, Tehuantepec, Señor Peña: ¡ñandú!"), "Querétaro, Tehuantepec, Señor Peña: ¡ñandú!");
    EXPECT_EQ(escape_text("\xe2\x82\xac \xf0\x9f\x98\x80 \xe4\xb8\xad"), "\xe2\x82\xac \xf0\x9f\x98\x80 \xe4\xb8\xad");
    EXPECT_EQ(escape_text(""), "");
}

TEST(EscapeText, C0ControlsAndDelAreHexBytes) {
    EXPECT_EQ(escape_text("\x1b[2J\x1b[1A"), "\\x1b[2J\\x1b[1A");
    EXPECT_EQ(escape_text(std::string("a\0b", 3)), "a\\x00b");
    EXPECT_EQ(escape_text("tab\there\r\nnext"), "tab\\x09here\\x0d\\x0anext");
    EXPECT_EQ(escape_text("\x07\x08\x7f"), "\\x07\\x08\\x7f");
    EXPECT_EQ(escape_text("\x1f"), "\\x1f");
}

TEST(EscapeText, C1ControlsAreCodePoints) {
    // U+009B is CSI for terminals that obey C1 controls: "\u{9b}2J" would clear the screen.
    EXPECT_EQ(escape_text("\xc2\x9b" "2J"), "\\u{9b}2J");
    EXPECT_EQ(escape_text("\xc2\x80\xc2\x9f"), "\\u{80}\\u{9f}");
    // U+00A0 and above are printable again.
    EXPECT_EQ(escape_text("\xc2\xa0\xc2\xa9"), "\xc2\xa0\xc2\xa9");
}

TEST(EscapeText, BidiControlsAndSeparatorsAreCodePoints) {
    EXPECT_EQ(escape_text("a\xe2\x80\xaez"), "a\\u{202e}z");  // RIGHT-TO-LEFT OVERRIDE
    EXPECT_EQ(escape_text("\xe2\x80\xaa\xe2\x80\xab\xe2\x80\xac\xe2\x80\xad"), "\\u{202a}\\u{202b}\\u{202c}\\u{202d}");
    EXPECT_EQ(escape_text("\xe2\x81\xa6\xe2\x81\xa7\xe2\x81\xa8\xe2\x81\xa9"), "\\u{2066}\\u{2067}\\u{2068}\\u{2069}");
    EXPECT_EQ(escape_text("\xe2\x80\x8e\xe2\x80\x8f\xd8\x9c"), "\\u{200e}\\u{200f}\\u{61c}");
    EXPECT_EQ(escape_text("\xe2\x80\xa8\xe2\x80\xa9"), "\\u{2028}\\u{2029}");
    // Neighbours that are ordinary punctuation stay.
    EXPECT_EQ(escape_text("\xe2\x80\xa6\xe2\x80\xaf\xe2\x81\xa5"), "\xe2\x80\xa6\xe2\x80\xaf\xe2\x81\xa5");
}

TEST(EscapeText, EveryByteOfInvalidUtf8IsAHexByte) {
    EXPECT_EQ(escape_text("\xff\xfe"), "\\xff\\xfe");
    EXPECT_EQ(escape_text("a\x80z"), "a\\x80z");                        // continuation without a lead
    EXPECT_EQ(escape_text("\xc0\xaf"), "\\xc0\\xaf");                   // overlong '/'
    EXPECT_EQ(escape_text("\xe0\x80\xaf"), "\\xe0\\x80\\xaf");          // overlong, three bytes
    EXPECT_EQ(escape_text("\xed\xa0\x80"), "\\xed\\xa0\\x80");          // a surrogate, U+D800
    EXPECT_EQ(escape_text("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // beyond U+10FFFF
    EXPECT_EQ(escape_text("\xf5\x80"), "\\xf5\\x80");
    // A sequence cut short: its bytes are escaped, and what follows starts afresh.
    EXPECT_EQ(escape_text("\xe2\x80" "A"), "\\xe2\\x80A");
    EXPECT_EQ(escape_text("\xe2\x80\xc3\xa9"), "\\xe2\\x80\xc3\xa9");
    EXPECT_EQ(escape_text("end\xf0\x9f\x98"), "end\\xf0\\x9f\\x98");
    // A lone C1 byte (not UTF-8) is a byte, \x9b, never the character \u{9b}.
    EXPECT_EQ(escape_text("\x9b"), "\\x9b");
}

TEST(EscapeText, ABackslashIsDoubledSoTheEscapedFormIsUnambiguous) {
    // The text `\x1b` typed literally and a real ESC must not look alike.
    EXPECT_EQ(escape_text("\\x1b"), "\\\\x1b");
    EXPECT_EQ(escape_text("\x1b"), "\\x1b");
    EXPECT_NE(escape_text("\\x1b"), escape_text("\x1b"));
    EXPECT_EQ(escape_text("C:\\games\\gitm"), "C:\\\\games\\\\gitm");
}

TEST(TextEscaper, ASequenceSplitAcrossPiecesIsOneCharacter) {
    const std::string whole = "Quer\xc3\xa9taro \xe2\x80\xae \xf0\x9f\x98\x80 \xc2\x9b";
    for (std::size_t cut = 0; cut <= whole.size(); ++cut) {
        TextEscaper e;
        std::string out;
        e.feed(whole.substr(0, cut), out);
        e.feed(whole.substr(cut), out);
        e.finish(out);
        EXPECT_EQ(out, escape_text(whole)) << "cut at " << cut;
    }
    TextEscaper bytewise;  // and byte by byte
    std::string out;
    for (const char c : whole) bytewise.feed(std::string_view(&c, 1), out);
    bytewise.finish(out);
    EXPECT_EQ(out, escape_text(whole));
    EXPECT_EQ(escape_text(whole), "Quer\xc3\xa9taro \\u{202e} \xf0\x9f\x98\x80 \\u{9b}");
}

TEST(TextEscaper, AnUnfinishedSequenceWaitsAndFinishWritesItAsBytes) {
    TextEscaper e;
    std::string out;
    e.feed("ab\xe2\x80", out);
    EXPECT_EQ(out, "ab");
    EXPECT_TRUE(e.pending());
    e.finish(out);
    EXPECT_EQ(out, "ab\\xe2\\x80");
    EXPECT_FALSE(e.pending());
}

TEST(TextEscaper, StreamOptionsKeepLineBreaksAndBackslashes) {
    TextEscaper e(TextEscaper::Options{.keep_newline = true, .escape_backslash = false});
    std::string out;
    e.feed("line\\x1b\n\x1b[2J\t\r\n", out);
    e.finish(out);
    EXPECT_EQ(out, "line\\x1b\n\\x1b[2J\\x09\\x0d\n");
}

TEST(EscapeJsonControls, DelC1AndBidiBecomeUnicodeEscapes) {
    EXPECT_EQ(escape_json_controls("{\"title\": \"a\x7f\xc2\x9b\xe2\x80\xae\xe2\x81\xa6z\"}\n"),
              "{\"title\": \"a\\u007F\\u009B\\u202E\\u2066z\"}\n");
    // Accents and an escape rapidjson wrote already are left as they are.
    EXPECT_EQ(escape_json_controls("[\"Quer\xc3\xa9taro\", \"\\u001B[2J\"]"), "[\"Quer\xc3\xa9taro\", \"\\u001B[2J\"]");
    // Bytes that are not UTF-8 cannot be written into JSON as they are.
    EXPECT_EQ(escape_json_controls("[\"\xff\xe2\x80\"]"), "[\"\\uFFFD\\uFFFD\\uFFFD\"]");
}

TEST(FormatDiagnostic, AFileNameAndAMessageCannotCarryControlBytes) {
    Diagnostic d;
    d.where.file = "evil\x1b[2J\xe2\x80\xae.case.json";
    d.where.line = 3;
    d.where.column = 7;
    d.where.field = "title";
    d.what = "unknown phase kind \x1b]0;pwned\x07 (a string may not contain \\u0000)";
    EXPECT_EQ(format(d),
              "evil\\x1b[2J\\u{202e}.case.json:3:7: title: unknown phase kind \\x1b]0;pwned\\x07 "
              "(a string may not contain \\u0000)");
}

// join() writes every list umpire prints ("a, b, c", "a, b and c", "a or b").
TEST(Join, SeparatesEveryPairAndPutsLastBeforeTheFinalItem) {
    const std::vector<std::string> three{"a", "b", "c"};
    EXPECT_EQ(join(three), "a, b, c");
    EXPECT_EQ(join(three, " "), "a b c");
    EXPECT_EQ(join(three, ", ", " and "), "a, b and c");
    EXPECT_EQ(join(std::vector<std::string>{"a", "b"}, ", ", " and "), "a and b");
    EXPECT_EQ(join(std::vector<std::string>{"a"}, ", ", " and "), "a");
    EXPECT_EQ(join(std::vector<std::string>{}, ", ", " and "), "");
    // An empty item is still an item: it gets its separators.
    EXPECT_EQ(join(std::vector<std::string>{"", "b", ""}), ", b, ");
}

TEST(Join, ShowsTextAsItIsAndOtherItemsByTheirToString) {
    constexpr std::array<std::string_view, 2> views{"x", "y"};
    EXPECT_EQ(join(views, " or ", " or "), "x or y");
    EXPECT_EQ(join(std::vector<TacSquare>{TacSquare{0, 3}, TacSquare{14, 14}}), "0-3, 14-14");
    EXPECT_EQ(join(std::initializer_list<int>{1, 2, 3}, "-", [](int i) { return std::to_string(i * 10); }), "10-20-30");
    const auto quoted = [](const std::string& s) { return "\"" + s + "\""; };
    EXPECT_EQ(join(std::vector<std::string>(3, "q"), ", ", " and ", quoted), "\"q\", \"q\" and \"q\"");
}

}  // namespace
}  // namespace umpire
