#pragma once
// A line diff for golden mismatches: unified-style hunks with 2 lines of context,
// "-" for expected, "+" for actual.
#include <string>
#include <string_view>

namespace umpire {

[[nodiscard]] std::string line_diff(std::string_view expected, std::string_view actual);

}  // namespace umpire
