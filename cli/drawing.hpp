#pragma once
// A 15x15 drawing with column and row numbers, as the gitm commands print maps.
#include <ostream>
#include <string>
#include <vector>

namespace umpire::cli {

void draw_grid(std::ostream& out, const std::vector<std::string>& rows);

}  // namespace umpire::cli
