// umpire: a thin command line over the library. Results go to stdout, errors to
// stderr, and the exit code says which (cli/io.hpp).
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"

int main(int argc, char** argv) {
    CLI::App app{"umpire: rules engine and verification harness for play-by-email wargames"};
    app.set_version_flag("--version", std::string("umpire ") + UMPIRE_VERSION);
    app.require_subcommand(1);
    int exit_code = umpire::cli::kExitOk;
    umpire::cli::add_gitm_commands(app, exit_code);
    umpire::cli::add_dnd_commands(app, exit_code);
    umpire::cli::add_golden_command(app, exit_code);
    umpire::cli::add_rulings_command(app, exit_code);
    umpire::cli::add_coverage_command(app, exit_code);
    umpire::cli::add_at_commands(app, exit_code);
    umpire::cli::add_orders_commands(app, exit_code);
    umpire::cli::add_credentials_command(app, exit_code);
    umpire::cli::add_seed_commands(app, exit_code);
    umpire::cli::add_dispute_commands(app, exit_code);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : umpire::cli::kExitBadInput;
    }
    return umpire::cli::finish_output(exit_code);
}
