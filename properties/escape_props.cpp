// Issue 18: whatever bytes a case, order or record file holds, what umpire prints of
// them holds no byte a terminal obeys. For arbitrary bytes (weighted towards the
// dangerous ones), escape_text() and the filter under stdout and stderr
// (cli/escaping_streambuf.hpp), written to in arbitrary pieces with flushes between,
// give valid UTF-8 with no C0 control (but the filter's '\n'), no DEL, no C1 control
// and no bidi control; and escape_text() can be read back to the original bytes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <cstdint>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/escaping_streambuf.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;

std::string utf8(std::uint32_t cp) {
    std::string s;
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 | (cp >> 6));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += static_cast<char>(0xE0 | (cp >> 12));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (cp >> 18));
        s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return s;
}

// Pieces of hostile text: stray bytes, controls, C1 and bidi characters, accents,
// backslashes and things that look like umpire's own escapes, cut sequences.
rc::Gen<std::string> piece() {
    const auto cp_in = [](std::uint32_t lo, std::uint32_t hi) {
        return gen::map(gen::inRange<std::uint32_t>(lo, hi + 1), [](std::uint32_t cp) { return utf8(cp); });
    };
    return gen::oneOf(
        gen::map(gen::arbitrary<std::uint8_t>(), [](std::uint8_t b) { return std::string(1, static_cast<char>(b)); }),
        gen::map(gen::inRange<int>(0, 0x20), [](int b) { return std::string(1, static_cast<char>(b)); }),
        gen::elementOf(std::vector<std::string>{"\x7f", "\\", "\\x1b", "\\u{202e}", "\\\\", "\n", "\x1b[2J",
                                               "\x1b]0;t\x07"}),
        cp_in(0x20, 0x7E), cp_in(0x80, 0x9F), cp_in(0xA0, 0x17F), cp_in(0x2000, 0x206F), cp_in(0x0600, 0x061F),
        cp_in(0x10000, 0x10FFFF),
        // Cut-off, overlong and surrogate sequences.
        gen::map(cp_in(0x80, 0x10FFFF), [](std::string s) { return s.substr(0, s.size() - 1); }),
        gen::elementOf(std::vector<std::string>{"\xc0\x80", "\xe0\x80\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xf8",
                                               "\xc2"}));
}

rc::Gen<std::string> hostile_text() {
    return gen::map(gen::container<std::vector<std::string>>(piece()), [](const std::vector<std::string>& v) {
        std::string s;
        for (const auto& p : v) s += p;
        return s;
    });
}

// The oracle, written apart from model/text.cpp: the code points of `s` if it is valid
// UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
std::optional<std::vector<std::uint32_t>> decode(const std::string& s) {
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        std::size_t n = 0;
        std::uint32_t cp = 0, min = 0;
        if (b < 0x80) n = 1, cp = b;
        else if ((b & 0xE0) == 0xC0) n = 2, cp = b & 0x1F, min = 0x80;
        else if ((b & 0xF0) == 0xE0) n = 3, cp = b & 0x0F, min = 0x800;
        else if ((b & 0xF8) == 0xF0) n = 4, cp = b & 0x07, min = 0x10000;
        else return std::nullopt;
        if (i + n > s.size()) return std::nullopt;
        for (std::size_t k = 1; k < n; ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0) != 0x80) return std::nullopt;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (n > 1 && cp < min) return std::nullopt;
        if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return std::nullopt;
        out.push_back(cp);
        i += n;
    }
    return out;
}

bool obeyed_by_terminals(std::uint32_t cp, bool newline_allowed) {
    if (cp == '\n') return !newline_allowed;
    return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E || cp == 0x200F || cp == 0x061C;
}

void assert_terminal_safe(const std::string& shown, bool newline_allowed) {
    const auto cps = decode(shown);
    RC_ASSERT(cps.has_value());
    for (const auto cp : *cps) RC_ASSERT(!obeyed_by_terminals(cp, newline_allowed));
}

// Reads escape_text()'s output back; nullopt on anything it never writes.
std::optional<std::string> unescape(const std::string& s) {
    std::string out;
    const auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        return -1;
    };
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\') {
            out += s[i];
            continue;
        }
        if (i + 1 >= s.size()) return std::nullopt;
        const char k = s[++i];
        if (k == '\\') {
            out += '\\';
        } else if (k == 'x') {
            if (i + 2 >= s.size() || hex(s[i + 1]) < 0 || hex(s[i + 2]) < 0) return std::nullopt;
            out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
            i += 2;
        } else if (k == 'u') {
            if (i + 1 >= s.size() || s[i + 1] != '{') return std::nullopt;
            std::uint32_t cp = 0;
            std::size_t j = i + 2;
            for (; j < s.size() && s[j] != '}'; ++j) {
                if (hex(s[j]) < 0) return std::nullopt;
                cp = cp * 16 + static_cast<std::uint32_t>(hex(s[j]));
            }
            if (j >= s.size() || j == i + 2) return std::nullopt;
            out += utf8(cp);
            i = j;
        } else {
            return std::nullopt;
        }
    }
    return out;
}

RC_GTEST_PROP(EscapeProps, EscapedTextIsTerminalSafeAndReadsBack, ()) {
    const std::string input = *hostile_text();
    const std::string shown = escape_text(input);
    assert_terminal_safe(shown, false);
    RC_ASSERT(unescape(shown) == std::optional<std::string>(input));
}

RC_GTEST_PROP(EscapeProps, PrintableUtf8PassesUnchanged, ()) {
    const auto cps = *gen::container<std::vector<std::uint32_t>>(gen::oneOf(
        gen::inRange<std::uint32_t>(0x20, 0x7F), gen::inRange<std::uint32_t>(0xA0, 0x600),
        gen::inRange<std::uint32_t>(0x3000, 0xD800)));
    std::string text;
    for (const auto cp : cps)
        if (cp != '\\') text += utf8(cp);
    RC_ASSERT(escape_text(text) == text);
}

// What a command writes to stdout or stderr, in whatever pieces and with whatever
// flushes, reaches the terminal safe, and as if written in one piece.
RC_GTEST_PROP(EscapeProps, TheStandardStreamFilterLetsNoControlThrough, ()) {
    const auto writes = *gen::container<std::vector<std::string>>(hostile_text());
    const auto flushes = *gen::container<std::vector<bool>>(writes.size(), gen::arbitrary<bool>());
    std::stringbuf terminal;
    cli::EscapingStreambuf filter(&terminal);
    std::ostream os(&filter);
    std::string all;
    for (std::size_t i = 0; i < writes.size(); ++i) {
        if (writes[i].size() == 1) os << writes[i][0];  // overflow(), one character
        else os << writes[i];                           // xsputn()
        if (flushes[i]) os << std::flush;
        all += writes[i];
    }
    RC_ASSERT(filter.finish());
    assert_terminal_safe(terminal.str(), true);

    TextEscaper whole(TextEscaper::Options{.keep_newline = true, .escape_backslash = false});
    std::string expected;
    whole.feed(all, expected);
    whole.finish(expected);
    RC_ASSERT(terminal.str() == expected);
}

}  // namespace
}  // namespace umpire
