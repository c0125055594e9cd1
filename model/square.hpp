#pragma once
// Map coordinates.
//
// TacSquare: a square of a 15x15 tactical map (rule 2.1). Column 0 is the west
// edge, row 0 the north edge; written "col-row" in decimal, e.g. "14-1".
// index() = row * 15 + col, 0..224, is the dense encoding used by maps and bitsets.
//
// StratSquare: a square of the 140x110 strategic map (rule 1.1), written in the
// rulebook's letter-digit notation "J2-Y4": a column is a letter A..N and a digit
// (A0 = 0 ... N9 = 139), a row is a letter P..Z and a digit (P0 = 0 ... Z9 = 109).
#include <compare>
#include <cstdint>
#include <string>
#include <string_view>

#include "model/expected.hpp"
#include "model/short_text.hpp"

namespace umpire {

inline constexpr int kTacSize = 15;
inline constexpr int kTacSquares = kTacSize * kTacSize;
inline constexpr int kStratColumns = 140;
inline constexpr int kStratRows = 110;

struct TacSquare {
    std::int8_t col = 0;
    std::int8_t row = 0;

    constexpr TacSquare() = default;
    constexpr TacSquare(int c, int r) : col(static_cast<std::int8_t>(c)), row(static_cast<std::int8_t>(r)) {}

    [[nodiscard]] static constexpr bool in_range(int c, int r) noexcept {
        return c >= 0 && c < kTacSize && r >= 0 && r < kTacSize;
    }
    [[nodiscard]] constexpr bool valid() const noexcept { return in_range(col, row); }
    [[nodiscard]] constexpr int index() const noexcept { return row * kTacSize + col; }
    [[nodiscard]] static constexpr TacSquare from_index(int i) noexcept { return {i % kTacSize, i / kTacSize}; }

    friend constexpr bool operator==(TacSquare, TacSquare) = default;
    // Reading order: row first, then column (north to south, west to east).
    friend constexpr std::strong_ordering operator<=>(TacSquare a, TacSquare b) noexcept {
        if (auto c = a.row <=> b.row; c != 0) return c;
        return a.col <=> b.col;
    }
};

[[nodiscard]] std::string to_string(TacSquare s);
// The text written at `out`, which has room for ShortText::kCapacity bytes: where it
// ends. Writers that print a million squares (a campaign's reports, issue 17) write
// it straight into their buffers.
[[nodiscard]] inline char* print_text(char* out, TacSquare s) noexcept {
    // A valid square's coordinates are 0-14; a sentinel's are printed as they are.
    if (s.col < 0) *out++ = '-';
    out = print_decimal(out, static_cast<unsigned>(s.col < 0 ? -s.col : s.col));
    *out++ = '-';
    if (s.row < 0) *out++ = '-';
    return print_decimal(out, static_cast<unsigned>(s.row < 0 ? -s.row : s.row));
}
// The same text without a string.
[[nodiscard]] inline ShortText short_text(TacSquare s) noexcept {
    return ShortText::printed([s](char* out) { return print_text(out, s); });
}
[[nodiscard]] Expected<TacSquare> parse_tac_square(std::string_view text);

struct StratSquare {
    std::int16_t col = 0;
    std::int16_t row = 0;

    [[nodiscard]] constexpr bool valid() const noexcept {
        return col >= 0 && col < kStratColumns && row >= 0 && row < kStratRows;
    }
    // Its place in reading order, row after row: 0 to kStratColumns * kStratRows - 1 for
    // a valid square. Tables by square are indexed by it, and draws keyed by square use it.
    [[nodiscard]] constexpr int index() const noexcept { return row * kStratColumns + col; }
    friend constexpr bool operator==(StratSquare, StratSquare) = default;
    friend constexpr std::strong_ordering operator<=>(StratSquare a, StratSquare b) noexcept {
        if (auto c = a.row <=> b.row; c != 0) return c;
        return a.col <=> b.col;
    }
};

[[nodiscard]] std::string to_string(StratSquare s);
// The text written at `out` (room for ShortText::kCapacity bytes): where it ends.
[[nodiscard]] inline char* print_text(char* out, StratSquare s) noexcept {
    out[0] = static_cast<char>('A' + s.col / 10);
    out[1] = static_cast<char>('0' + s.col % 10);
    out[2] = '-';
    out[3] = static_cast<char>('P' + s.row / 10);
    out[4] = static_cast<char>('0' + s.row % 10);
    return out + 5;
}
// The same text without a string.
[[nodiscard]] inline ShortText short_text(StratSquare s) noexcept {
    return ShortText::printed([s](char* out) { return print_text(out, s); });
}
[[nodiscard]] Expected<StratSquare> parse_strat_square(std::string_view text);

}  // namespace umpire
