#pragma once
// Shell completion generated from the command tree itself, so it cannot fall
// behind a new subcommand or option.
#include <string>

#include <CLI/CLI.hpp>

namespace umpire::cli {

// A bash script defining `_umpire` and `complete -F _umpire umpire`: subcommands at
// every level (after `help` too), each command's options after `-`, file names for
// an option's value and for a command's arguments.
[[nodiscard]] std::string bash_completion_script(const CLI::App& root);

}  // namespace umpire::cli
