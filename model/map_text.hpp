#pragma once
// A tactical map as a plain text file, for the command line's `--map FILE`: 15 lines
// of 15 terrain glyphs (the case-file glyphs of model/terrain.cpp, legend in the
// README), row 0 (north) first. Blank lines and lines starting with '#' are skipped,
// so a map file may carry a title and notes.
#include <string>
#include <string_view>

#include "model/expected.hpp"
#include "model/tactical_map.hpp"

namespace umpire {

// Diagnostics carry `file`, the 1-based line and column of the problem and why.
[[nodiscard]] Expected<TacticalMap> parse_map_text(std::string_view text, const std::string& file);

}  // namespace umpire
