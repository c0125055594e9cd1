#pragma once
#include <CLI/CLI.hpp>

namespace umpire::cli {

// Each adds its subcommand to `app`; the callback stores the exit code in `exit_code`.
void add_gitm_commands(CLI::App& app, int& exit_code);
void add_gitm_entry_command(CLI::App& gitm, int& exit_code);  // called by add_gitm_commands
void add_gitm_phase_command(CLI::App& gitm, int& exit_code);  // called by add_gitm_commands
void add_gitm_turn_command(CLI::App& gitm, int& exit_code);   // called by add_gitm_commands
void add_gitm_frontage_command(CLI::App& gitm, int& exit_code);  // called by add_gitm_commands
void add_gitm_combat_command(CLI::App& gitm, int& exit_code);  // called by add_gitm_commands
void add_gitm_supply_command(CLI::App& gitm, int& exit_code);  // likewise
void add_gitm_contact_command(CLI::App& gitm, int& exit_code);  // likewise
void add_gitm_report_command(CLI::App& gitm, int& exit_code);   // likewise
void add_report_command(CLI::App& app, int& exit_code);      // umpire report CASE --html OUT
void add_dispute_commands(CLI::App& app, int& exit_code);     // replay, explain, signature
void add_dnd_commands(CLI::App& app, int& exit_code);
void add_golden_command(CLI::App& app, int& exit_code);
void add_rulings_command(CLI::App& app, int& exit_code);
void add_params_command(CLI::App& app, int& exit_code);   // umpire params (rules/params.def)
void add_coverage_command(CLI::App& app, int& exit_code);
void add_at_commands(CLI::App& app, int& exit_code);
void add_orders_commands(CLI::App& app, int& exit_code);
void add_credentials_command(CLI::App& app, int& exit_code);
void add_seed_commands(CLI::App& app, int& exit_code);
void add_help_command(CLI::App& app, int& exit_code);        // umpire help [CMD...]
void add_completion_command(CLI::App& app, int& exit_code);  // hidden: umpire completion bash

}  // namespace umpire::cli
