// umpire help [CMD...]   the help of umpire or of one of its commands, as --help prints it
#include <iostream>
#include <memory>

#include "cli/command_tree.hpp"
#include "cli/commands.hpp"
#include "cli/io.hpp"

namespace umpire::cli {
namespace {

int run_help(const CLI::App& root, const std::vector<std::string>& words) {
    const auto found = find_command(root, words);
    if (found.unknown) {
        std::cerr << describe(*found.unknown);
        return kExitBadInput;
    }
    // What `--help` prints: CLI11's App::help() ends in this call, named by the path.
    const CLI::App& command = *found.command;
    std::cout << command.get_formatter()->make_help(&command, command_path(command), CLI::AppFormatMode::Normal);
    return kExitOk;
}

}  // namespace

void add_help_command(CLI::App& app, int& exit_code) {
    auto* help = app.add_subcommand("help", "Show the help of umpire or of a command, e.g. umpire help gitm turn");
    auto words = std::make_shared<std::vector<std::string>>();
    // Words that name commands are taken as CMD, not parsed as commands: the root
    // takes one subcommand (main.cpp), and `help` is it.
    help->add_option("CMD", *words, "a command and its subcommands");
    help->callback([&app, words, &exit_code] { exit_code = run_help(app, *words); });
}

}  // namespace umpire::cli
