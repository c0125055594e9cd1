#include "model/grid.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>

#include "model/text.hpp"

namespace umpire {
namespace {

// Canonical decimal only ("-0", "+1", "007" are refused), so that printing a
// parsed point gives back the same text.
bool parse_coordinate(std::string_view t, int& out) {
    const bool negative = !t.empty() && t[0] == '-';
    const std::string_view digits = t.substr(negative ? 1 : 0);
    if (digits.empty() || digits.size() > 7) return false;
    if (digits[0] == '0' && (digits.size() > 1 || negative)) return false;
    int v = 0;
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec != std::errc{} || p != digits.data() + digits.size() || v > kGridCoordLimit) return false;
    out = negative ? -v : v;
    return true;
}

std::string range_text() {
    return "a whole number from -" + std::to_string(kGridCoordLimit) + " to " + std::to_string(kGridCoordLimit) +
           ", without '+' or leading zeros";
}

bool cell_from_glyph(char g, GridCell& out) {
    switch (g) {
        case '.': out = GridCell::Open; return true;
        case '#': out = GridCell::Blocked; return true;
        case ':': out = GridCell::Difficult; return true;
        default: return false;
    }
}

Diagnostic located(int line, int column, std::string what) {
    return Diagnostic{Location{{}, line, column, {}}, std::move(what)};
}

// A hostile file could otherwise produce a million diagnostics.
constexpr std::size_t kMaxMapErrors = 20;

}  // namespace

std::string to_string(GridPoint p) { return std::to_string(p.col) + "-" + std::to_string(p.row); }

Expected<GridPoint> parse_grid_point(std::string_view text) {
    // The separator is the first '-' after the column's own sign and first digit.
    const std::size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
    const auto dash = text.find('-', start);
    if (dash == std::string_view::npos || dash == start)
        return error("grid square " + quote_input(text) + " must be written col-row, e.g. 3-4 or -2--7");
    GridPoint p;
    if (!parse_coordinate(text.substr(0, dash), p.col))
        return error("grid square " + quote_input(text) + ": the column must be " + range_text());
    if (!parse_coordinate(text.substr(dash + 1), p.row))
        return error("grid square " + quote_input(text) + ": the row must be " + range_text());
    return p;
}

char glyph(GridCell c) noexcept {
    switch (c) {
        case GridCell::Open: return '.';
        case GridCell::Blocked: return '#';
        case GridCell::Difficult: return ':';
    }
    return '?';
}

GridMap::GridMap(int width, int height) : width_(width), height_(height) {
    assert(width >= 1 && width <= kGridMapMaxSide && height >= 1 && height <= kGridMapMaxSide);
    cells_.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), GridCell::Open);
}

void GridMap::set(GridPoint p, GridCell c) noexcept {
    assert(contains(p));
    cells_[static_cast<std::size_t>(p.row) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(p.col)] = c;
}

std::vector<std::string> GridMap::to_lines() const {
    std::vector<std::string> lines(static_cast<std::size_t>(height_), std::string(static_cast<std::size_t>(width_), ' '));
    for (int r = 0; r < height_; ++r)
        for (int c = 0; c < width_; ++c) lines[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = glyph(at({c, r}));
    return lines;
}

Expected<GridMap> GridMap::from_lines(const std::vector<std::string>& lines) {
    const std::string max = std::to_string(kGridMapMaxSide);
    if (lines.empty()) return Errors{{located(1, 0, "a map needs at least one row of squares")}};
    if (lines.size() > static_cast<std::size_t>(kGridMapMaxSide))
        return Errors{{located(kGridMapMaxSide + 1, 1, "a map has at most " + max + " rows")}};
    const std::size_t width = lines[0].size();
    if (width == 0) return Errors{{located(1, 1, "row 0 is empty; a map needs at least one column")}};
    if (width > static_cast<std::size_t>(kGridMapMaxSide))
        return Errors{{located(1, kGridMapMaxSide + 1, "a map has at most " + max + " columns")}};

    GridMap map(static_cast<int>(width), static_cast<int>(lines.size()));
    Errors errors;
    for (std::size_t r = 0; r < lines.size() && errors.list.size() < kMaxMapErrors; ++r) {
        const auto& line = lines[r];
        const int lineno = static_cast<int>(r) + 1;
        for (std::size_t c = 0; c < line.size() && c < width; ++c) {
            GridCell cell{};
            if (!cell_from_glyph(line[c], cell)) {
                errors.list.push_back(located(lineno, static_cast<int>(c) + 1,
                                         "unknown map glyph " + quote_input(line.substr(c, 1)) +
                                             " (legend: . open, # blocked, : difficult)"));
                break;  // one report per line is enough to find it
            }
            map.set({static_cast<int>(c), static_cast<int>(r)}, cell);
        }
        if (line.size() != width)
            errors.list.push_back(located(lineno, static_cast<int>(std::min(line.size(), width)) + 1,
                                     "row " + std::to_string(r) + " has " + std::to_string(line.size()) +
                                         " squares, row 0 has " + std::to_string(width) +
                                         "; a map is a rectangle"));
    }
    if (!errors.list.empty()) return errors;
    return map;
}

Expected<GridMap> GridMap::from_text(std::string_view text) {
    std::vector<std::string> lines;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.emplace_back(line);
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
        // Stop early: a hostile file could hold millions of empty lines.
        if (lines.size() > static_cast<std::size_t>(kGridMapMaxSide)) break;
    }
    return from_lines(lines);
}

}  // namespace umpire
