#pragma once
// Squares of an unbounded grid and rectangular obstacle maps, for the grid-movement
// rulesets (rules/dnd). Unlike TacSquare, a GridPoint may be negative or far from
// the origin: a battle map has no fixed edge, so only a sanity bound applies.
//
// Text forms, written and read by people:
//  - a point is "col-row" in canonical decimal, each part optionally negative:
//    "-3--5" is column -3, row -5 (the '-' between the parts is the separator);
//  - a map is lines of glyphs, row 0 first: '.' open, '#' blocked, ':' difficult.
//    Map squares run from 0-0 (top left) to (width-1)-(height-1).
#include <cassert>
#include <compare>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"

namespace umpire {

// Far beyond any battle map; keeps every sum of a few coordinates inside int.
inline constexpr int kGridCoordLimit = 1'000'000;
inline constexpr int kGridMapMaxSide = 1000;

struct GridPoint {
    int col = 0;
    int row = 0;

    friend constexpr bool operator==(GridPoint, GridPoint) = default;
    // Reading order: row first, then column.
    friend constexpr std::strong_ordering operator<=>(GridPoint a, GridPoint b) noexcept {
        if (auto c = a.row <=> b.row; c != 0) return c;
        return a.col <=> b.col;
    }
};

[[nodiscard]] std::string to_string(GridPoint p);
[[nodiscard]] Expected<GridPoint> parse_grid_point(std::string_view text);

enum class GridCell : std::uint8_t { Open, Blocked, Difficult };

[[nodiscard]] char glyph(GridCell c) noexcept;

class GridMap {
public:
    GridMap() = default;  // 0x0: contains no square
    GridMap(int width, int height);  // all open; asserts 1..kGridMapMaxSide

    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }
    [[nodiscard]] bool contains(GridPoint p) const noexcept {
        return p.col >= 0 && p.col < width_ && p.row >= 0 && p.row < height_;
    }
    // Inline: searches call it for every step they try.
    [[nodiscard]] GridCell at(GridPoint p) const noexcept {
        assert(contains(p));
        return cells_[static_cast<std::size_t>(p.row) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(p.col)];
    }
    void set(GridPoint p, GridCell c) noexcept;  // asserts contains(p)
    // Row-major, width() per row.
    [[nodiscard]] std::span<const GridCell> cells() const noexcept { return cells_; }

    [[nodiscard]] std::vector<std::string> to_lines() const;
    // Diagnostics carry 1-based line and column (line = row + 1); the caller knows
    // the file name and fills it in.
    [[nodiscard]] static Expected<GridMap> from_lines(const std::vector<std::string>& lines);
    // Splits on '\n', tolerates "\r\n" and one final newline.
    [[nodiscard]] static Expected<GridMap> from_text(std::string_view text);

    friend bool operator==(const GridMap&, const GridMap&) = default;

private:
    int width_ = 0;
    int height_ = 0;
    std::vector<GridCell> cells_;  // row-major
};

}  // namespace umpire
