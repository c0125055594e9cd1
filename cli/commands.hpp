#pragma once
#include <CLI/CLI.hpp>

#include <string>

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
void add_campaign_commands(CLI::App& app, int& exit_code);   // umpire campaign (docs/campaign.md)
void add_help_command(CLI::App& app, int& exit_code);        // umpire help [CMD...]
void add_completion_command(CLI::App& app, int& exit_code);  // hidden: umpire completion bash

// The rules signature of the checkout around the current directory (`umpire
// signature`), or empty outside one: what a record names as having adjudicated.
[[nodiscard]] std::string current_signature();

}  // namespace umpire::cli
