#pragma once
// The one reader of user input files (case files, order files, map files): a size
// bound, "-" for standard input, and errors that say why a file cannot be read
// (missing, a directory, no permission, a symlink loop) rather than only that it
// cannot.
#include <cstddef>
#include <string>
#include <string_view>

#include "model/expected.hpp"

namespace umpire {

// The file name that stands for standard input.
inline constexpr std::string_view kStandardInput = "-";

// How diagnostics name the input: "<stdin>" for "-", else the path as given.
[[nodiscard]] std::string input_name(const std::string& path);

// The whole file, or an error located at the file. A file longer than `max_bytes`
// is refused after reading at most one byte more.
[[nodiscard]] Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes = 8u << 20);

}  // namespace umpire
