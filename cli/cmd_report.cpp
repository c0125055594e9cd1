// umpire gitm report CASE.json (--player NAME | --unit ID...) - the strategic
// position report (rules 4.1, 4.6) a player, or a set of units, would receive over a
// case's state: friends by id, everyone else only as rule 4.1's approximate words.
// What the reader could not know (an enemy's id, the true count) is never printed.
#include <iostream>

#include "app/player_report.hpp"
#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_file.hpp"
#include "model/text.hpp"
#include "rules/gitm/reports/detection.hpp"

namespace umpire::cli {
namespace {

int run_report(const std::string& path, const std::string& player, const std::vector<std::string>& units, bool json,
               const std::vector<std::string>& ruling_options) {
    auto c = load_case_state(path);
    if (!c) return report(c.errors());
    const GameState* state = c->state();
    if (state == nullptr)
        return report({field_error("kind", a_case_of(c->kind()) + " has no state to report on; give a case with a \"state\"")});
    if (player.empty() == units.empty()) return report({field_error("--player", "give either --player or --unit")});
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return report(rulings.errors());
    std::vector<UnitId> viewers;
    if (!player.empty()) {
        const bool known = state->credentials && std::any_of(state->credentials->players.begin(), state->credentials->players.end(),
                                                             [&](const Player& p) { return p.name == player; });
        if (!known) return report({field_error("--player", "no player " + quote_input(player) + " in the state's credentials")});
        viewers = commanded_units(*state->credentials, player);
    }
    for (const std::string& u : units) {
        auto id = parse_unit_id(u);
        if (!id) return report({field_error("--unit", id.errors().front().what)});
        if (!state->unit(*id)) return report({field_error("--unit", "no unit " + to_string(*id) + " in the case's state")});
        viewers.push_back(*id);
    }
    const auto v = gitm::view_strategic(*state, viewers, c->seed, *rulings, c->resolved_params());
    const app::StrategicReport r = app::strategic_report(*state, v, player);
    std::cout << (json ? app::strategic_report_json(r) : app::strategic_report_text(r));
    return kExitOk;
}

}  // namespace

void add_gitm_report_command(CLI::App& gitm, int& exit_code) {
    auto* cmd = gitm.add_subcommand("report", "The strategic position report a player or some units receive (rules 4.1, 4.6)");
    auto file = std::make_shared<std::string>();
    auto player = std::make_shared<std::string>();
    auto units = std::make_shared<std::vector<std::string>>();
    auto json = std::make_shared<bool>(false);
    auto rulings = std::make_shared<std::vector<std::string>>();
    cmd->add_option("CASE", *file, "case file with a \"state\" (any kind that has one)")->required();
    cmd->add_option("--player", *player, "a player of the state's credentials: the units he commands or is deputy of");
    cmd->add_option("--unit", *units, "a unit whose report to show (repeatable), instead of --player");
    cmd->add_flag("--json", *json, "print one JSON object: {reader, viewers, shown, friends, others}");
    cmd->add_option("--ruling", *rulings, "override a ruling alternative, ID=ALTERNATIVE (DETECT-SHATTERED)");
    cmd->callback([=, &exit_code] { exit_code = run_report(*file, *player, *units, *json, *rulings); });
}

}  // namespace umpire::cli
