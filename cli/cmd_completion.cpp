// umpire completion bash   prints the bash completion script (hidden: the build
// writes it beside the binary and installs it, see CMakeLists.txt)
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/io.hpp"

namespace umpire::cli {

void add_completion_command(CLI::App& app, int& exit_code) {
    auto* completion = app.add_subcommand("completion", "Print a shell completion script");
    completion->group("");  // not listed: the build installs its output
    auto shell = std::make_shared<std::string>();
    completion->add_option("SHELL", *shell, "the shell; only bash for now")->required()->check(CLI::IsMember({"bash"}));
    completion->callback([&app, shell, &exit_code] {
        std::cout << bash_completion_script(app);
        exit_code = kExitOk;
    });
}

}  // namespace umpire::cli
