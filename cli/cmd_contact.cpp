// umpire gitm contact CASE.json FROM TO - rule 10.2's line of contact over a case's
// state between two ends (strategic squares, units or cities), or why there is none
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_json.hpp"
#include "golden/contact_case.hpp"
#include "rules/gitm/contact_report.hpp"

namespace umpire::cli {
namespace {

int run_contact(const std::string& path, const ContactQuery& query, bool json,
                const std::vector<std::string>& ruling_options) {
    auto c = load_case_state(path);
    if (!c) return report(c.errors());
    const GameState* state = c->state();
    if (state == nullptr)
        return report({field_error("kind", a_case_of(c->kind()) + " has no state to find a line of contact over; "
                                           "give a case with a \"state\"")});
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return report(rulings.errors());
    auto ends = resolve_contact(*state, query, "FROM", "TO", "--side");
    if (!ends) return report(ends.errors());
    const auto r = gitm::report_contact(*state, ends->side, ends->from, ends->to, *rulings);
    if (json) write_json(std::cout, r);
    else std::cout << gitm::describe_contact(r) << "\n";
    return r.found ? kExitOk : kExitFailed;
}

}  // namespace

void add_gitm_contact_command(CLI::App& gitm, int& exit_code) {
    auto* cmd = gitm.add_subcommand(
        "contact", "The line of contact between two ends over a case's state, or why there is none (rule 10.2)");
    auto file = std::make_shared<std::string>();
    auto query = std::make_shared<ContactQuery>();
    auto json = std::make_shared<bool>(false);
    auto rulings = std::make_shared<std::vector<std::string>>();
    cmd->add_option("CASE", *file, "case file with a \"state\" (any kind that has one)")->required();
    cmd->add_option("FROM", query->from, "a strategic square (J2-Y4), a unit of the state (US1IN) or a city's name")
        ->required();
    cmd->add_option("TO", query->to, "the other end, written as FROM")->required();
    cmd->add_option("--side", query->side,
                    "the state whose units the line is for; needed only when neither end is a unit");
    cmd->add_flag("--json", *json,
                  "print one JSON object: {side, from, to, found, length, line, stopped, bar, at, from_exits, "
                  "to_exits, ruling}");
    cmd->add_option("--ruling", *rulings, "override a ruling alternative, ID=ALTERNATIVE (CONTACT-TACTICAL-PATH)");
    cmd->callback([=, &exit_code] { exit_code = run_contact(*file, *query, *json, *rulings); });
}

}  // namespace umpire::cli
