#pragma once
// The command tree CLI11 holds, walked for the command line's habits: the names a
// user may type at each level, `umpire help CMD`, what a mistyped command meant.
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace umpire::cli {

// Usage lines and messages say this, whatever path the binary was run by.
inline constexpr const char* kProgramName = "umpire";

// Subcommands listed in help (CLI11 hides the group ""), in the order they were added.
[[nodiscard]] std::vector<const CLI::App*> visible_subcommands(const CLI::App& app);
[[nodiscard]] std::vector<std::string> subcommand_names(const CLI::App& app);

// "umpire gitm turn" for the turn subcommand: what CLI11 puts in its usage line.
[[nodiscard]] std::string command_path(const CLI::App& app);

// The deepest subcommand a parse selected (the app itself when none).
[[nodiscard]] const CLI::App& selected_command(const CLI::App& app);

// A word given where a command expected one of its subcommands.
struct UnknownCommand {
    const CLI::App* parent = nullptr;
    std::string word;
    std::vector<std::string> suggestions;
};

// After a parse that failed: the first word left over by the deepest selected
// command, when that command takes subcommands and none was selected.
[[nodiscard]] std::optional<UnknownCommand> unknown_command(const CLI::App& root);

// The command that `words` ("gitm", "turn") name below `root`, or the first word
// that names none there.
struct CommandLookup {
    const CLI::App* command = nullptr;
    std::optional<UnknownCommand> unknown;
};
[[nodiscard]] CommandLookup find_command(const CLI::App& root, const std::vector<std::string>& words);

// "umpire gitm: "trun" is not a command; did you mean turn?" and the commands there.
[[nodiscard]] std::string describe(const UnknownCommand& u);

// CLI11's own message, pointing at the help of the command that failed (and
// listing its commands when it takes some).
[[nodiscard]] std::string failure_message(const CLI::App& root, const CLI::Error& e);

}  // namespace umpire::cli
