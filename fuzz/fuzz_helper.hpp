#pragma once
// Checks shared by umpire's libFuzzer targets (fmt's test/fuzzing/fuzzer-common.h is
// the model): one file per target, each a few lines that call these, so every
// loader is held to the same contract:
//  - a rejection is a list of diagnostics, each with a message, printable (user text
//    goes through quote_input), and located at a line and column inside the input
//    whenever the input is within the size limit;
//  - an accepted value saves, reloads to an equal value, and saves to the same bytes.
// A violation prints what broke and stops with __builtin_trap(), which libFuzzer
// reports as a crash and the replay main (replay_main.cpp) as a failed test.
//
// This header does not include cereal or rapidjson (json_index.hpp does not).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"
#include "model/json/json_index.hpp"

namespace umpire::fuzz {

// The file name every target passes to its loader, checked in the diagnostics.
inline const std::string kInputName = "fuzz-input";

[[noreturn]] inline void violation(const char* check, const std::string& detail) {
    std::fprintf(stderr, "\n==umpire-fuzz== check failed: %s\n%s\n", check, detail.c_str());
    std::fflush(stderr);
    __builtin_trap();
}

}  // namespace umpire::fuzz

// Kept a macro so the message shows the condition as written.
#define UMPIRE_FUZZ_CHECK(cond, detail)                                          \
    do {                                                                         \
        if (!(cond)) ::umpire::fuzz::violation(#cond, (detail));                 \
    } while (0)

namespace umpire::fuzz {

[[nodiscard]] inline std::string_view as_text(const std::uint8_t* data, std::size_t size) noexcept {
    return size == 0 ? std::string_view() : std::string_view(reinterpret_cast<const char*>(data), size);
}

// Text that cannot garble a terminal: printable ASCII only (model/text.hpp's promise).
[[nodiscard]] inline bool printable(std::string_view s) noexcept {
    return std::all_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u >= 0x20 && u < 0x7f;
    });
}

// Line `line` (1-based) of `text` has this many bytes, without its '\n'; -1 when
// the text has fewer lines.
[[nodiscard]] inline long line_length(std::string_view text, int line) noexcept {
    std::size_t start = 0;
    for (int l = 1; l < line; ++l) {
        const auto nl = text.find('\n', start);
        if (nl == std::string_view::npos) return -1;
        start = nl + 1;
    }
    const auto end = text.find('\n', start);
    return static_cast<long>((end == std::string_view::npos ? text.size() : end) - start);
}

// A loader's rejection of `input`, read as `file`.
inline void check_rejection(const std::vector<Diagnostic>& errors, std::string_view input, const std::string& file,
                            const JsonLimits& limits = {}) {
    UMPIRE_FUZZ_CHECK(!errors.empty(), "a failed load carries no diagnostic");
    for (const auto& d : errors) {
        const std::string shown = format(d);
        UMPIRE_FUZZ_CHECK(!d.what.empty(), "empty message: " + shown);
        UMPIRE_FUZZ_CHECK(d.where.file == file, "diagnostic names another file: " + shown);
        UMPIRE_FUZZ_CHECK(printable(d.what), "unprintable bytes in the message: " + shown);
        UMPIRE_FUZZ_CHECK(printable(d.where.field), "unprintable bytes in the field path: " + shown);
        const bool syntax = d.what.starts_with("malformed JSON");
        // Only an input over the size limit is refused before it is read; every
        // other problem, syntax errors above all, is located in the text.
        if (syntax || input.size() <= limits.max_bytes) {
            UMPIRE_FUZZ_CHECK(d.where.line >= 1 && d.where.column >= 1, "diagnostic without a position: " + shown);
            const long len = line_length(input, d.where.line);
            UMPIRE_FUZZ_CHECK(len >= 0, "line past the end of the input: " + shown);
            UMPIRE_FUZZ_CHECK(d.where.column <= len + 1, "column past the end of its line: " + shown);
        }
    }
}

// Diagnostics of a text format other than JSON (the order language): each printable,
// naming `file`, and at a line and column inside the input unless the input is over
// `max_bytes` and was refused whole.
inline void check_located(const std::vector<Diagnostic>& errors, std::string_view input, const std::string& file,
                          std::size_t max_bytes) {
    for (const auto& d : errors) {
        const std::string shown = format(d);
        UMPIRE_FUZZ_CHECK(!d.what.empty(), "empty message: " + shown);
        UMPIRE_FUZZ_CHECK(d.where.file == file, "diagnostic names another file: " + shown);
        UMPIRE_FUZZ_CHECK(printable(d.what), "unprintable bytes in the message: " + shown);
        if (input.size() > max_bytes) continue;
        UMPIRE_FUZZ_CHECK(d.where.line >= 1 && d.where.column >= 1, "diagnostic without a position: " + shown);
        const long len = line_length(input, d.where.line);
        UMPIRE_FUZZ_CHECK(len >= 0, "line past the end of the input: " + shown);
        UMPIRE_FUZZ_CHECK(d.where.column <= len + 1, "column past the end of its line: " + shown);
    }
}

// An accepted value: save, reload, compare, save again. `load(text)` returns an
// Expected<T>; `save(value)` a std::string.
template <class T, class Load, class Save>
void check_round_trip(const T& value, Load&& load, Save&& save) {
    const std::string first = save(value);
    auto again = load(std::string_view(first));
    if (!again) violation("the saved text loads again", format(again.errors()) + "--- saved text:\n" + first);
    UMPIRE_FUZZ_CHECK(*again == value, "the reloaded value differs; saved text:\n" + first);
    const std::string second = save(*again);
    UMPIRE_FUZZ_CHECK(second == first, "saving the reloaded value gives other bytes:\n" + first + "---\n" + second);
}

// Text a terminal shows without obeying any of it (issue 18): valid UTF-8 with no C0
// control (but '\n' where `newlines`), no DEL, no C1 control, no bidi control. The
// check is written apart from model/text.cpp, which it checks.
[[nodiscard]] inline bool terminal_safe(std::string_view s, bool newlines) noexcept {
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        std::size_t n = 0;
        std::uint32_t cp = 0, min = 0;
        if (b < 0x80) n = 1, cp = b;
        else if ((b & 0xE0) == 0xC0) n = 2, cp = b & 0x1Fu, min = 0x80;
        else if ((b & 0xF0) == 0xE0) n = 3, cp = b & 0x0Fu, min = 0x800;
        else if ((b & 0xF8) == 0xF0) n = 4, cp = b & 0x07u, min = 0x10000;
        else return false;
        if (i + n > s.size()) return false;
        for (std::size_t k = 1; k < n; ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (c & 0x3Fu);
        }
        if ((n > 1 && cp < min) || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return false;
        if ((cp < 0x20 && !(newlines && cp == '\n')) || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || cp == 0x061C ||
            cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069))
            return false;
        i += n;
    }
    return true;
}

}  // namespace umpire::fuzz
