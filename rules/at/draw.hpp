#pragma once
// The hex map as text: two text lines per map row, even columns on the first and
// odd columns (which sit half a hex lower) on the second, two characters apart, so
// neighbours touch on screen as on the map. A header line gives column numbers
// modulo 10; each line starts with its row number.
#include <functional>
#include <string>
#include <vector>

#include "rules/at/world.hpp"

namespace umpire::at {

[[nodiscard]] std::vector<std::string> draw_hexes(const World& w, const std::function<char(Hex)>& mark);

// The landscape glyph of each hex, with the route's hexes marked: '@' start,
// '*' on the way, 'X' the destination.
[[nodiscard]] std::vector<std::string> draw_route(const World& w, const std::vector<Hex>& route);

}  // namespace umpire::at
