// umpire: a thin command line over the library. Results go to stdout, errors to
// stderr, and the exit code says which (cli/io.hpp).
#include <iostream>

#include "cli/command_tree.hpp"
#include "cli/commands.hpp"
#include "cli/escaping_streambuf.hpp"
#include "cli/io.hpp"

namespace {

int run(int argc, char** argv) {
    // Named here, so usage lines say `umpire` whatever path or link ran the binary.
    CLI::App app{"umpire: rules engine and verification harness for play-by-email wargames",
                 umpire::cli::kProgramName};
    app.set_version_flag("-V,--version", std::string("umpire ") + UMPIRE_VERSION);
    app.require_subcommand(1);  // exactly one: `umpire help gitm turn` relies on it (cli/cmd_help.cpp)
    app.failure_message([](const CLI::App* root, const CLI::Error& e) { return umpire::cli::failure_message(*root, e); });
    int exit_code = umpire::cli::kExitOk;
    umpire::cli::add_gitm_commands(app, exit_code);
    umpire::cli::add_dnd_commands(app, exit_code);
    umpire::cli::add_golden_command(app, exit_code);
    umpire::cli::add_rulings_command(app, exit_code);
    umpire::cli::add_params_command(app, exit_code);
    umpire::cli::add_coverage_command(app, exit_code);
    umpire::cli::add_at_commands(app, exit_code);
    umpire::cli::add_orders_commands(app, exit_code);
    umpire::cli::add_credentials_command(app, exit_code);
    umpire::cli::add_seed_commands(app, exit_code);
    umpire::cli::add_campaign_commands(app, exit_code);
    umpire::cli::add_dispute_commands(app, exit_code);
    umpire::cli::add_report_command(app, exit_code);
    umpire::cli::add_help_command(app, exit_code);
    umpire::cli::add_completion_command(app, exit_code);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // A mistyped command makes CLI11 say only that a subcommand is required.
        if (const auto unknown = umpire::cli::unknown_command(app); unknown && e.get_exit_code() != 0) {
            std::cerr << umpire::cli::describe(*unknown);
            return umpire::cli::kExitBadInput;
        }
        const int code = app.exit(e);
        return code == 0 ? 0 : umpire::cli::kExitBadInput;
    }
    return umpire::cli::finish_output(exit_code);
}

}  // namespace

int main(int argc, char** argv) {
    // First of all, so that nothing printed (CLI11's messages quote the arguments
    // too) reaches the terminal unescaped (issue 18).
    umpire::cli::EscapedStandardStreams streams;
    const int code = run(argc, argv);
    return streams.finish(code);
}
