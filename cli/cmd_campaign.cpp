// umpire campaign init DIR --from CASE.json | status DIR | commit DIR --deadline TIME |
//                 receive DIR FILE... | run DIR | verify DIR [--turn N]
// A thin shell over app/campaign.hpp (docs/campaign.md): this file reads the clock,
// draws the secret seed and nonce, and prints; the folder's logic takes them as values.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>

#include "app/campaign.hpp"
#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/progress.hpp"
#include "model/order_text.hpp"
#include "model/seed_commit.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

constexpr std::size_t kNonceBytes = 32;  // as `umpire seed commit` draws

struct CampaignOptions {
    std::string dir, from, at, deadline;
    std::vector<std::string> files;
    int turn = 0;
};

// `--at` when given (a mailbox's date, a test), else the system clock, to the second.
Expected<Timestamp> time_of(const std::string& at, const char* option) {
    if (!at.empty()) {
        auto t = parse_timestamp(at);
        if (!t) return Errors{{field_error(option, t.errors().front().what)}};
        return t;
    }
    const auto now = std::chrono::system_clock::now().time_since_epoch();
    return Timestamp{std::chrono::duration_cast<std::chrono::seconds>(now).count()};
}

void print_lines(const std::vector<std::string>& lines) {
    for (const auto& l : lines) std::cout << escape_text(l) << "\n";
}

int run_init(const CampaignOptions& o) {
    auto c = load_case_for(o.from, "campaign init", {CaseKind::Turn});
    if (!c) return report(c.errors());
    auto made = app::init_campaign(o.dir, *c);
    if (!made) return report(made.errors());
    std::cout << "campaign " << escape_text(made->title) << " begun in " << escape_text(o.dir) << ": turn 0001 starts from "
              << escape_text(app::turn_folder(o.dir, 1)) << "/start.case.json\n"
              << "keep " << escape_text(o.dir) << "/private/ to yourself: it will hold each turn's secret seed\n";
    return kExitOk;
}

int run_status(const CampaignOptions& o) {
    auto now = time_of(o.at, "--at");
    if (!now) return report(now.errors());
    auto lines = app::campaign_status(o.dir, *now);
    if (!lines) return report(lines.errors());
    print_lines(*lines);
    return kExitOk;
}

int run_commit(const CampaignOptions& o) {
    auto now = time_of(o.at, "--at");
    if (!now) return report(now.errors());
    auto deadline = parse_timestamp(o.deadline);
    if (!deadline) return report({field_error("--deadline", deadline.errors().front().what)});
    std::uint8_t bytes[8];
    app::TurnSecret secret;
    secret.nonce.resize(kNonceBytes);
    if (!read_system_random(bytes) || !read_system_random(secret.nonce))
        return report({field_error("campaign commit", "cannot read /dev/urandom for the seed and nonce")});
    for (auto b : bytes) secret.seed.value = (secret.seed.value << 8) | b;
    auto w = app::commit_turn(o.dir, *now, *deadline, secret);
    if (!w) return report(w.errors());
    auto c = app::load_campaign(o.dir);
    const std::string published = app::turn_folder(o.dir, c ? c->turn : 1) + "/commitment.txt";
    std::cout << "commitment: " << w->commitment << "\nwindow: " << to_string(w->opens) << " to " << to_string(w->closes)
              << "\npublish " << escape_text(published) << " to every player now; the seed stays in "
              << escape_text(o.dir) << "/private/ until the turn is run\n";
    return kExitOk;
}

// One file received: its verdict and what was judged in it printed; kExitFailed
// when it was refused.
int receive_one(const CampaignOptions& o, const std::string& file, Timestamp at) {
    auto bytes = read_input_file(file, kMaxOrderFileBytes);
    if (!bytes) return report(bytes.errors());
    PasswordMeter meter;
    auto e = app::receive_order_file(o.dir, input_name(file), *bytes, at,
                                     [&meter](std::size_t done, std::size_t total) { meter(done, total); });
    if (!e) return report(e.errors());
    std::cout << escape_text(e->stored) << ": arrived " << e->arrived << ", " << e->verdict
              << (e->reason.empty() ? "" : ": " + escape_text(e->reason)) << (e->nonce.empty() ? "" : ", with a nonce")
              << "\n";
    for (const auto& s : e->submissions)
        std::cout << "  " << escape_text(s.unit) << " from " << escape_text(s.sender) << ", stamped " << s.stamp
                  << " (judged at arrival), password " << s.password << "\n";
    for (const auto& c : e->changes)
        std::cout << "  " << escape_text(c.form) << " from " << escape_text(c.sender) << ", stamped " << c.stamp << ": "
                  << c.verdict << " (rule " << c.rule << "): " << escape_text(c.reason) << "\n";
    return e->verdict == "accepted" ? kExitOk : kExitFailed;
}

// The files in the order given, as arriving in that order at the same time. A file
// that cannot be received stops the rest (those before it stay received).
int run_receive(const CampaignOptions& o) {
    auto at = time_of(o.at, "--at");
    if (!at) return report(at.errors());
    const bool progress = o.files.size() > 1 && stderr_is_terminal();
    int code = kExitOk;
    for (std::size_t i = 0; i < o.files.size(); ++i) {
        if (progress)
            std::cerr << "umpire campaign receive: file " << i + 1 << " of " << o.files.size() << ": "
                      << escape_text(o.files[i]) << std::endl;
        const int one = receive_one(o, o.files[i], *at);
        if (one == kExitBadInput) return one;
        code = std::max(code, one);
    }
    return code;
}

int run_run(const CampaignOptions& o) {
    auto now = time_of(o.at, "--at");
    if (!now) return report(now.errors());
    // Progress only for a person watching; a script's stderr stays for errors.
    app::RunProgress progress;
    if (stderr_is_terminal()) progress = [](const std::string& s) { std::cerr << "umpire campaign run: " << escape_text(s) << "\n"; };
    auto r = app::run_campaign_turn(o.dir, *now, UMPIRE_VERSION, current_signature(), progress);
    if (!r) return report(r.errors());
    std::cout << "turn " << r->turn << " (game turn " << r->game_turn << ") adjudicated with seed " << seed_case_form(r->seed)
              << ", derived from the committed seed " << seed_case_form(r->committed) << " and " << r->nonces
              << " player nonces\n";
    print_lines(r->lines);
    return kExitOk;
}

int run_verify(const CampaignOptions& o) {
    int turn = o.turn;
    if (turn == 0) {
        auto c = app::load_campaign(o.dir);
        if (!c) return report(c.errors());
        if (c->turn == 1) return report({field_error("--turn", "no turn of this campaign is finished yet")});
        turn = c->turn - 1;
    }
    auto v = app::verify_campaign_turn(o.dir, turn, UMPIRE_VERSION, current_signature());
    if (!v) return report(v.errors());
    print_lines(v->lines);
    return v->ok ? kExitOk : kExitFailed;
}

}  // namespace

void add_campaign_commands(CLI::App& app, int& exit_code) {
    auto* campaign = app.add_subcommand("campaign", "Run a campaign turn after turn from a folder (docs/campaign.md)");
    campaign->require_subcommand(1);
    auto o = std::make_shared<CampaignOptions>();
    const auto at_option = [&](CLI::App* c, const char* what) {
        c->add_option("--at", o->at, what);
    };

    auto* init = campaign->add_subcommand("init", "Begin a campaign folder from a turn case");
    init->add_option("DIR", o->dir, "the campaign folder (created)")->required();
    init->add_option("--from", o->from, "the first turn's case, of kind \"turn\", without orders")->required();
    init->callback([o, &exit_code] { exit_code = run_init(*o); });

    auto* status = campaign->add_subcommand("status", "The current turn and what is missing for its next step");
    status->add_option("DIR", o->dir, "the campaign folder")->required();
    at_option(status, "the time to judge the window at (default: now), UTC as 2026-11-23T10:15:00Z");
    status->callback([o, &exit_code] { exit_code = run_status(*o); });

    auto* commit = campaign->add_subcommand("commit", "Publish the turn's seed commitment and open its submission window");
    commit->add_option("DIR", o->dir, "the campaign folder")->required();
    commit->add_option("--deadline", o->deadline, "when the window closes, UTC as 2026-11-23T10:15:00Z")->required();
    at_option(commit, "when the window opens (default: now)");
    commit->callback([o, &exit_code] { exit_code = run_commit(*o); });

    auto* receive = campaign->add_subcommand("receive", "Store order files as they arrived, each with its time and verdict");
    receive->add_option("DIR", o->dir, "the campaign folder")->required();
    receive->add_option("FILE", o->files, "the order files, in the order they arrived (- for standard input)")->required();
    at_option(receive, "when they arrived, e.g. the mail's date (default: now)");
    receive->callback([o, &exit_code] { exit_code = run_receive(*o); });

    auto* run = campaign->add_subcommand("run", "Adjudicate the current turn and write its results and the next turn");
    run->add_option("DIR", o->dir, "the campaign folder")->required();
    at_option(run, "the time of the results (default: now); the window must have closed");
    run->callback([o, &exit_code] { exit_code = run_run(*o); });

    auto* verify = campaign->add_subcommand("verify", "Re-adjudicate a finished turn from the folder and compare");
    verify->add_option("DIR", o->dir, "the campaign folder")->required();
    verify->add_option("--turn", o->turn, "the turn folder's number (default: the last finished)")->check(CLI::Range(1, 9999));
    verify->callback([o, &exit_code] { exit_code = run_verify(*o); });
}

}  // namespace umpire::cli
