// umpire gitm report CASE.json (--player NAME | --unit ID...) - the report a player,
// or a set of units, would receive over a case's position: status (10.11), the
// strategic report (4.1: friends by id, everyone else only as approximate words) and
// the tactical maps (4.2, 4.6). What the reader could not know (an enemy's id beyond
// a sighting, the true count) is never printed. A turn's reports, with its moves,
// come from `umpire gitm turn --reports DIR`.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>

#include "app/campaign.hpp"
#include "app/html_report.hpp"
#include "app/report_text.hpp"
#include "app/turn_orders.hpp"
#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_file.hpp"
#include "model/text.hpp"
#include "rules/gitm/reports/turn_report.hpp"

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
    // No turn here: the report on the case's position (its units' status, what they
    // detect and sight), as a player would read it at the start of the turn.
    const gitm::Readers readers =
        player.empty() ? gitm::Readers{"", viewers, viewers, {}} : gitm::readers_of(*state, *state, player);
    const auto r = gitm::report_readers(*state, nullptr, readers, c->seed, *rulings, c->resolved_params());
    std::cout << (json ? report_json(r, state->turn) : report_text(r, state->turn));
    return kExitOk;
}

// umpire report CASE.json|DIR --html OUT.html [--player NAME] [--orders FILE...]
// [--turn N]: the page to look at (app/html_report.hpp). A turn case is adjudicated
// and drawn phase by phase; any other case with a state is drawn as it stands. A
// campaign folder's finished turn is adjudicated again from what the folder records
// (app/campaign.hpp load_finished_turn), as its run judged it.
struct HtmlOptions {
    std::string file, html, player;
    std::vector<std::string> orders, rulings;
    int turn = 0;
    bool force = false;
};

// The case to draw and, for a campaign folder, the files its turn judged.
struct HtmlSource {
    CaseFile file;
    std::optional<std::vector<app::OrderText>> received;
};

Expected<HtmlSource> html_source(const HtmlOptions& o) {
    std::error_code ec;
    if (std::filesystem::is_directory(o.file, ec)) {
        if (!o.orders.empty())
            return Errors{{field_error("--orders", "goes with a turn case: a campaign folder's turn is drawn from the files it received")}};
        auto f = app::load_finished_turn(o.file, o.turn);
        if (!f) return std::move(f).take_errors();
        return HtmlSource{std::move(f->judged), std::move(f->files)};
    }
    if (o.turn != 0) return Errors{{field_error("--turn", "goes with a campaign folder (DIR); a case file is one turn")}};
    auto c = load_case_state(o.file);
    if (!c) return std::move(c).take_errors();
    return HtmlSource{std::move(*c), std::nullopt};
}

int run_html(const HtmlOptions& o) {
    if (!o.force) {
        std::error_code ec;
        if (std::filesystem::exists(o.html, ec) || ec) {
            Diagnostic d = field_error("--html", "exists already; it is not written over (give --force to replace it)");
            d.where.file = o.html;
            return report({d});
        }
    }
    auto source = html_source(o);
    if (!source) return report(source.errors());
    const CaseFile* c = &source->file;
    const GameState* start = c->state();
    if (start == nullptr)
        return report({field_error("kind", a_case_of(c->kind()) + " has no state to draw; give a case with a \"state\"")});
    auto rulings = apply_ruling_options(c->resolved_rulings(), o.rulings);
    if (!rulings) return report(rulings.errors());
    if (!o.player.empty()) {
        const bool known = start->credentials && std::any_of(start->credentials->players.begin(), start->credentials->players.end(),
                                                             [&](const Player& p) { return p.name == o.player; });
        if (!known) return report({field_error("--player", "no player " + quote_input(o.player) + " in the state's credentials")});
    }
    const auto* turn_case = std::get_if<TurnCase>(&c->payload);
    if (!o.orders.empty() && (turn_case == nullptr || !turn_case->orders.empty()))
        return report({field_error("--orders", turn_case ? "the case has its own \"orders\": take the turn's orders from one place"
                                                         : "goes with a turn case")});

    HtmlPage page;
    page.title = c->title;
    page.start = start;
    std::optional<gitm::TurnOutcome> outcome;
    if (turn_case) {
        Expected<app::TurnOrderSet> set = [&]() -> Expected<app::TurnOrderSet> {
            if (source->received) return app::turn_orders(*start, *source->received, *rulings);
            if (o.orders.empty()) return app::turn_orders(*start, turn_case->orders, *rulings);
            auto files = read_order_files(o.orders);
            if (!files) return std::move(files).take_errors();
            return app::turn_orders(*start, *files, *rulings);
        }();
        if (!set) {
            auto errors = std::move(set).take_errors();
            for (auto& d : errors.list)
                if (d.where.file.empty()) d.where.file = input_name(o.file);
            return report(errors.list);
        }
        FrameRecorder frames(*start);
        outcome = gitm::resolve_turn(*start, set->orders, c->seed, *rulings, c->resolved_params(), frames.observer());
        page.turn = &*outcome;
        page.frames = frames.take();
    }
    std::optional<gitm::PlayerReport> player;
    if (!o.player.empty()) {
        player = gitm::report_player(*start, page.turn, o.player, c->seed, *rulings, c->resolved_params());
        page.player = &*player;
    }
    if (!write_whole_file(o.html, html_report(page))) {
        Diagnostic d = field_error("--html", "could not be written");
        d.where.file = o.html;
        return report({d});
    }
    return kExitOk;
}

}  // namespace

void add_report_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<HtmlOptions>();
    auto* cmd = app.add_subcommand("report", "Draw a turn, or a position, as one self-contained HTML page to look at");
    cmd->add_option("CASE", o->file,
                    "a turn case (adjudicated and drawn phase by phase), any case with a \"state\", or a campaign folder "
                    "(a finished turn, adjudicated again from what the folder records)")
        ->required();
    cmd->add_option("--html", o->html, "the page to write (a new file unless --force)")->required();
    cmd->add_option("--player", o->player, "draw only what this player's report holds (rules 4.1-4.6)");
    cmd->add_option("--orders", o->orders, "the turn's order files, as for `umpire gitm turn --orders`")->expected(1, -1);
    cmd->add_option("--turn", o->turn, "a campaign folder's finished turn to draw (default: the latest finished)")
        ->check(CLI::Range(1, 9999));
    cmd->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    cmd->add_flag("--force", o->force, "replace the page if it exists");
    cmd->callback([o, &exit_code] { exit_code = run_html(*o); });
}

void add_gitm_report_command(CLI::App& gitm, int& exit_code) {
    auto* cmd = gitm.add_subcommand("report", "The report a player or some units receive on a position (rules 4.1, 4.2, 4.6, 10.11)");
    auto file = std::make_shared<std::string>();
    auto player = std::make_shared<std::string>();
    auto units = std::make_shared<std::vector<std::string>>();
    auto json = std::make_shared<bool>(false);
    auto rulings = std::make_shared<std::vector<std::string>>();
    cmd->add_option("CASE", *file, "case file with a \"state\" (any kind that has one)")->required();
    cmd->add_option("--player", *player, "a player of the state's credentials: the units he commands or is deputy of");
    cmd->add_option("--unit", *units, "a unit whose report to show (repeatable), instead of --player");
    cmd->add_flag("--json", *json, "print one JSON object: {player, turn, command, strategic, tactical, moves, marches, units, minister, submissions, rulings}");
    cmd->add_option("--ruling", *rulings, "override a ruling alternative, ID=ALTERNATIVE (DETECT-SHATTERED, REPORT-SIGHTED-IDENTITY, ...)");
    cmd->callback([=, &exit_code] { exit_code = run_report(*file, *player, *units, *json, *rulings); });
}

}  // namespace umpire::cli
