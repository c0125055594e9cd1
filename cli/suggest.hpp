#pragma once
// "Did you mean": the names closest to a mistyped one, for the command line's
// messages about unknown subcommands.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::cli {

// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`.
// A swap counts once: "trun" is one edit from "turn", as a typist's slip is.
[[nodiscard]] std::size_t edit_distance(std::string_view a, std::string_view b);

// The names of `names` nearest to `word`, at most about a third of its letters
// away, in the order given; when none is that near, those that begin with `word`
// (at least two letters). Case is ignored. Empty when nothing is close.
[[nodiscard]] std::vector<std::string> closest_names(std::string_view word, const std::vector<std::string>& names);

}  // namespace umpire::cli
