#include "cli/command_tree.hpp"

#include <cassert>

#include "cli/suggest.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

const CLI::App* child_named(const CLI::App& app, const std::string& name) {
    // Hidden commands count here (`umpire help completion`); only suggestions leave them out.
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
        if (sub->get_name() == name) return sub;
    return nullptr;
}

UnknownCommand unknown_below(const CLI::App& parent, const std::string& word) {
    return {&parent, word, closest_names(word, subcommand_names(parent))};
}

}  // namespace

std::vector<const CLI::App*> visible_subcommands(const CLI::App& app) {
    return app.get_subcommands([](const CLI::App* sub) { return !sub->get_group().empty() && !sub->get_name().empty(); });
}

std::vector<std::string> subcommand_names(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* sub : visible_subcommands(app)) names.push_back(sub->get_name());
    return names;
}

std::string command_path(const CLI::App& app) {
    const CLI::App* parent = app.get_parent();
    return parent == nullptr ? app.get_name() : command_path(*parent) + " " + app.get_name();
}

const CLI::App& selected_command(const CLI::App& app) {
    const auto selected = app.get_subcommands();
    return selected.empty() ? app : selected_command(*selected.front());
}

std::optional<UnknownCommand> unknown_command(const CLI::App& root) {
    const CLI::App& deepest = selected_command(root);
    if (visible_subcommands(deepest).empty()) return std::nullopt;
    for (const auto& word : deepest.remaining(false))
        if (!word.starts_with('-')) return unknown_below(deepest, word);
    return std::nullopt;
}

CommandLookup find_command(const CLI::App& root, const std::vector<std::string>& words) {
    const CLI::App* at = &root;
    for (const auto& word : words) {
        const CLI::App* next = child_named(*at, word);
        if (next == nullptr) return {nullptr, unknown_below(*at, word)};
        at = next;
    }
    return {at, std::nullopt};
}

std::string describe(const UnknownCommand& u) {
    assert(u.parent != nullptr);
    const std::string path = command_path(*u.parent);
    std::string s = path + ": " + quote_input(u.word) + " is not a command";
    if (!u.suggestions.empty()) s += "; did you mean " + join(u.suggestions, ", ", " or ") + "?";
    s += "\n";
    const auto names = subcommand_names(*u.parent);
    if (!names.empty()) s += "The commands of " + path + ": " + join(names) + "\n";
    s += "Run '" + path + " --help' for more information.\n";
    return s;
}

std::string failure_message(const CLI::App& root, const CLI::Error& e) {
    const CLI::App& failed = selected_command(root);
    std::string s = std::string(e.what()) + "\n";
    // `umpire gitm` alone: CLI11 says a subcommand is required, not which.
    if (const auto names = subcommand_names(failed); !names.empty())
        s += "The commands of " + command_path(failed) + ": " + join(names) + "\n";
    return s + "Run '" + command_path(failed) + " --help' for more information.\n";
}

}  // namespace umpire::cli
