#pragma once
#include <concepts>
#include <cstdint>
#include <ranges>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace umpire {

// User text quoted for an error message: at most 40 characters, control and
// non-ASCII bytes shown as '?', so a hostile input cannot flood or garble a terminal.
[[nodiscard]] std::string quote_input(std::string_view text);

// How join() writes an item: text as it is; anything else by its to_string(), found by
// argument-dependent lookup (UnitId, TacSquare, StratSquare and the like).
struct AsText {
    template <class T>
    [[nodiscard]] std::string operator()(const T& item) const {
        if constexpr (std::is_convertible_v<const T&, std::string_view>) return std::string(std::string_view(item));
        else return to_string(item);
    }
};

// The items in order, each written by `show`, with `separator` between two and `last`
// before the final one: join(v, ", ", " and ") is "a, b and c", join(v, " or ", " or ")
// "a or b or c". Every list a message or a report prints is written here, so they
// all read alike.
template <std::ranges::sized_range Items, class Show = AsText>
    requires std::invocable<const Show&, const std::ranges::range_value_t<Items>&>
[[nodiscard]] std::string join(const Items& items, std::string_view separator, std::string_view last, Show show = {}) {
    std::string out;
    const auto n = std::ranges::size(items);
    decltype(std::ranges::size(items)) i = 0;
    for (const auto& item : items) {
        if (i > 0) out += i + 1 == n ? last : separator;
        out += show(item);
        ++i;
    }
    return out;
}

// "a, b, c" (or with another separator).
template <std::ranges::sized_range Items, class Show = AsText>
    requires std::invocable<const Show&, const std::ranges::range_value_t<Items>&>
[[nodiscard]] std::string join(const Items& items, std::string_view separator = ", ", Show show = {}) {
    return join(items, separator, separator, std::move(show));
}

// How text from input is shown on output, so that no case, order or record file can
// move the cursor, clear the screen, recolour or reorder what umpire prints (issue 18):
//  - printable ASCII and printable UTF-8 characters stay as they are ("Querétaro");
//  - a C0 control byte or DEL is written \xNN, lower-case hex: "\x1b", "\x0a";
//  - a C1 control (U+0080-U+009F, obeyed as CSI and the like by some terminals), a
//    bidi control (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069, "Trojan
//    Source") or a line/paragraph separator (U+2028, U+2029) is written \u{N...}: "\u{9b}",
//    "\u{202e}";
//  - each byte that is not part of valid UTF-8 (stray continuation bytes, overlong forms,
//    surrogates, beyond U+10FFFF, a cut-off sequence) is written \xNN: "\xff". \x80 to
//    \xff therefore always mean a byte, never a character;
//  - a backslash is written \\, so every backslash of the shown text starts an escape and
//    the original bytes can be read back unambiguously.
// The escaped text is valid UTF-8 with no byte below 0x20 and no 0x7f.
[[nodiscard]] std::string escape_text(std::string_view text);

// The same escaping, fed in pieces (a stream's writes may cut a UTF-8 sequence in two):
// an incomplete sequence at the end of a piece waits for the next; finish() writes what
// is still waiting as invalid bytes.
class TextEscaper {
public:
    struct Options {
        bool keep_newline = false;     // '\n' passes: where a line break is meant
        bool escape_backslash = true;  // false for text whose input parts are escaped already
    };
    TextEscaper() = default;
    explicit TextEscaper(Options options) : options_(options) {}

    void feed(std::string_view bytes, std::string& out);
    void finish(std::string& out);
    [[nodiscard]] bool pending() const noexcept { return have_ > 0; }

private:
    [[nodiscard]] bool passes(unsigned char b) const noexcept;
    void byte(unsigned char b, std::string& out);
    void flush_invalid(std::string& out);
    void character(std::string& out);

    Options options_{};
    unsigned char seq_[4]{};
    int have_ = 0;  // bytes of an unfinished sequence in seq_
    int need_ = 0;  // its length, from the lead byte
};

// True for the code points escape_text writes as \u{...}: C1, bidi, separators.
[[nodiscard]] bool escaped_code_point(std::uint32_t cp) noexcept;

// A JSON text as rapidjson wrote it (control characters below 0x20 escaped already),
// with DEL and the code points above written as \uXXXX too: the same JSON value, but
// nothing in it a terminal obeys. A byte that is not valid UTF-8 becomes \uFFFD, the
// replacement character, so the output is always valid JSON; loaded strings are
// validated UTF-8, so only text from elsewhere (a file name) can meet this.
[[nodiscard]] std::string escape_json_controls(std::string_view json);

}  // namespace umpire
