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

}  // namespace umpire::fuzz
