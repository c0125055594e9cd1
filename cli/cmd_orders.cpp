// umpire orders check FILE [--state CASE.json] [--json]   the order desk (rules 6.1-6.10)
// umpire orders fmt FILE [--check]                rewrite an order file canonically
//
// check prints what counts, as an order file itself (passwords withheld), with the
// desk's verdict on every submission as comments; errors go to stderr. Exit codes:
// 0 all good, 1 some submission or value was refused (wrong password, not the
// commander or deputy: rules 3.4, 6.1; a value the state checks refuse, ruling
// DESK-REFUSED-VALUE), 2 the file or the state has errors (the good submissions are
// still printed).
#include <algorithm>
#include <cassert>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/progress.hpp"
#include "golden/case_file.hpp"
#include "model/json/json_io.hpp"
#include "model/order_text.hpp"
#include "model/text.hpp"
#include "rules/gitm/order_desk.hpp"

namespace umpire::cli {
namespace {

// An order file is read with the parser's own bound, so the parser's error says why.
constexpr std::size_t kMaxOrderFileRead = (8u << 20) + 1;

// --json: one object, every field always present; never a password (the orders are
// the canonical body lines, which have none).
struct SubmissionView {
    int line = 0;
    std::string unit, minister, sender, at, verdict, role, rule, reason;  // a war minister's form: minister, no unit
    int superseded_by = 0;  // the line that counts instead; 0 when none
};
struct UnitOrdersView {
    std::string unit, minister;  // a war minister's form: his state (rule 10.6), and no unit
    int line = 0;      // the header of the submission that counts; 0 for rule 6.9's defaults
    std::string rule;  // "6.1", "6.9"; empty when no state with credentials was given
    std::vector<std::string> orders;
};
struct CheckView {
    std::string file;
    bool judged = false;  // whether a state with credentials was given (rules 3.4, 6.1, 6.10)
    std::vector<std::string> errors;
    std::vector<SubmissionView> submissions;
    std::vector<UnitOrdersView> orders;  // the accepted orders (and the defaults with --defaults)
};
template <class IO> void describe(IO& io, SubmissionView& s) {
    io.number("line", s.line, 0, INT64_MAX);
    io.field("unit", s.unit);
    io.field("minister", s.minister);
    io.field("sender", s.sender);
    io.field("at", s.at);
    io.field("verdict", s.verdict);
    io.field("role", s.role);
    io.field("rule", s.rule);
    io.field("reason", s.reason);
    io.number("superseded_by", s.superseded_by, 0, INT64_MAX);
}
template <class IO> void describe(IO& io, UnitOrdersView& o) {
    io.field("unit", o.unit);
    io.field("minister", o.minister);
    io.number("line", o.line, 0, INT64_MAX);
    io.field("rule", o.rule);
    io.list("orders", o.orders, 1000);
}
template <class IO> void describe(IO& io, CheckView& v) {
    io.field("file", v.file);
    io.field("judged", v.judged);
    io.list("errors", v.errors, kMaxOrderErrors + 1);
    io.list("submissions", v.submissions, kMaxSubmissions);
    io.list("orders", v.orders, kMaxSubmissions);
}

// Whose form a line is about: a unit's, or a war minister's (rule 10.6).
std::string whose(const UnitId& unit, const std::string& minister) {
    return minister.empty() ? to_string(unit) : "minister " + escape_text(minister);
}
std::string unit_text(const UnitId& unit, const std::string& minister) { return minister.empty() ? to_string(unit) : ""; }

void print_verdicts(const gitm::OrderDeskReport& r) {
    for (const auto& s : r.submissions) {
        std::cout << "# line " << s.line << ": " << whose(s.unit, s.minister) << " from " << escape_text(s.sender) << " at "
                  << to_string(s.at) << ": " << gitm::name(s.verdict);
        if (s.role != gitm::Role::None) std::cout << " (" << gitm::name(s.role) << ")";
        std::cout << ", rule " << s.rule;
        if (!s.reason.empty()) std::cout << ": " << s.reason;
        if (s.superseded_by != 0) std::cout << " (line " << s.superseded_by << ")";
        std::cout << "\n";
    }
}

int run_check(const std::string& path, const std::string& state_path, const std::vector<std::string>& ruling_options,
              bool defaults, bool json) {
    auto text = read_input_file(path, kMaxOrderFileRead);
    if (!text) return report(text.errors());
    std::optional<CaseFile> c;
    if (!state_path.empty()) {
        // Only the case's state and rulings serve: its own orders, if any, are not checked.
        auto loaded = load_case_state(state_path);
        if (!loaded) return report(loaded.errors());
        if (loaded->state() == nullptr)
            return report({{{input_name(state_path), 0, 0, "state"}, "this case file has no \"state\" to check the orders against"}});
        c = std::move(loaded).value();
    }
    auto rulings = apply_ruling_options(c ? c->resolved_rulings() : Rulings{}, ruling_options);
    if (!rulings) return report(rulings.errors());

    const gitm::CheckedOrders checked = gitm::check_orders(*text, input_name(path), c ? c->state() : nullptr, *rulings);
    int code = kExitOk;
    if (!checked.errors.empty()) {
        std::cerr << format(checked.errors);
        code = kExitBadInput;
    }
    // A refused value is the player's mistake, not a broken file: the desk decided
    // what it costs (ruling DESK-REFUSED-VALUE, rule 10.11), and a verdict line says so.
    for (const auto& r : checked.refused) std::cerr << format(r.refusal.diagnostic);
    if (!checked.refused.empty() && code == kExitOk) code = kExitFailed;
    CheckView view;
    view.file = input_name(path);
    for (const auto& d : checked.errors) view.errors.push_back(format(d));
    if (!c || !c->state()->credentials) {
        if (c) std::cerr << escape_text(input_name(state_path)) << ": the state lists no credentials; who may order (rules 3.4, 6.1, 6.10) was not judged\n";
        if (!json) {
            // Without a state only the grammar was checked: the desk may still drop
            // a submission (a unit not in the game) or refuse values (squares, supply, ...).
            if (!c)
                std::cout << "# checked without a state (--state): the order desk may still refuse values or whole "
                             "submissions that need the game to check\n";
            std::cout << print_orders(checked.file, Passwords::Withhold);
            return code;
        }
        for (const auto& s : checked.file.submissions)
            view.orders.push_back({unit_text(s.unit, s.minister), s.minister, s.line, {}, lines_of(print_unit_orders(s.orders))});
        write_json(std::cout, view);
        return code;
    }
    PasswordMeter meter;
    const auto desk = gitm::judge_orders(checked, *c->state(), *rulings,
                                         [&meter](std::size_t done, std::size_t total) { meter(done, total); });
    OrderFile accepted;
    bool refused = false;
    for (const auto& s : desk.submissions) {
        if (s.verdict == gitm::Verdict::Accepted) {
            // A header line is one submission's alone.
            const auto& subs = checked.file.submissions;
            const auto it = std::find_if(subs.begin(), subs.end(), [&](const Submission& x) { return x.line == s.line; });
            assert(it != subs.end() && "the desk accepts only submissions it was given");
            accepted.submissions.push_back(*it);
        } else if (s.verdict != gitm::Verdict::Superseded) {
            refused = true;
        }
    }
    if (refused && code == kExitOk) code = kExitFailed;
    if (json) {
        view.judged = true;
        for (const auto& s : desk.submissions)
            view.submissions.push_back({s.line, unit_text(s.unit, s.minister), s.minister, s.sender, to_string(s.at),
                                        std::string(gitm::name(s.verdict)),
                                        std::string(gitm::name(s.role)), s.rule, s.reason, s.superseded_by});
        for (const auto& o : desk.orders)
            if (o.line != 0 || defaults) view.orders.push_back({unit_text(o.unit, o.minister), o.minister, o.line, o.rule, o.orders});
        write_json(std::cout, view);
        return code;
    }
    print_verdicts(desk);
    std::cout << print_orders(accepted, Passwords::Withhold);
    if (defaults)
        for (const auto& o : desk.orders) {
            if (o.line != 0) continue;
            std::cout << "# " << to_string(o.unit) << " has no accepted orders: the defaults of rule 6.9\n";
            for (const auto& l : o.orders) std::cout << "#" << l << "\n";
        }
    return code;
}

int run_fmt(const std::string& path, bool check_only) {
    auto text = read_input_file(path, kMaxOrderFileRead);
    if (!text) return report(text.errors());
    const ParsedOrders parsed = parse_orders(*text, input_name(path));
    if (!parsed.errors.empty()) return report(parsed.errors);  // the file is left as it was
    // The player's own file: passwords are kept, never shown on the terminal.
    const std::string canonical = print_orders(parsed.file, Passwords::Keep);
    const bool from_stdin = path == kStandardInput;
    // Standard input cannot be rewritten in place: the canonical form goes to stdout.
    if (from_stdin && !check_only) {
        std::cout << canonical;
        return kExitOk;
    }
    if (canonical == *text) return kExitOk;
    if (check_only) {
        std::cerr << escape_text(input_name(path)) << ": not in canonical form (umpire orders fmt rewrites it)\n";
        return kExitFailed;
    }
    const std::string tmp = path + ".umpire-fmt";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << canonical;
        if (!out.flush()) return report({{{tmp, 0, 0, {}}, "cannot write the file"}});
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        return report({{{path, 0, 0, {}}, "cannot replace the file"}});
    }
    std::cerr << escape_text(path) << ": rewritten in canonical form\n";
    return kExitOk;
}

}  // namespace

void add_orders_commands(CLI::App& app, int& exit_code) {
    auto* orders = app.add_subcommand("orders", "GITM order files (rules 6.1-6.10): check and format");
    orders->require_subcommand(1);

    struct CheckOptions {
        std::string file, state;
        std::vector<std::string> rulings;
        bool defaults = false, json = false;
    };
    auto co = std::make_shared<CheckOptions>();
    auto* check = orders->add_subcommand(
        "check", "Parse an order file, check it against a state and judge who may order (6.1, 6.10)");
    check->add_option("FILE", co->file, "the order file (- reads standard input)")->required();
    check->add_option("--state,--case", co->state, "a case file whose \"state\" the orders are checked against");
    check->add_option("--ruling", co->rulings, "ID=ALTERNATIVE, over the case file's choices");
    check->add_flag("--defaults", co->defaults, "also show the rule 6.9 defaults of units with no accepted orders");
    check->add_flag("--json", co->json,
                    "print one JSON object: file, judged, errors, submissions (the verdicts), orders (the accepted ones)");
    check->callback([co, &exit_code] { exit_code = run_check(co->file, co->state, co->rulings, co->defaults, co->json); });

    struct FmtOptions {
        std::string file;
        bool check = false;
    };
    auto fo = std::make_shared<FmtOptions>();
    auto* fmt = orders->add_subcommand("fmt", "Rewrite an order file in canonical form (only when it has no errors)");
    fmt->add_option("FILE", fo->file, "the order file, rewritten in place (- reads standard input and prints the canonical form)")->required();
    fmt->add_flag("--check", fo->check, "only say whether the file is canonical (exit 1 when not)");
    fmt->callback([fo, &exit_code] { exit_code = run_fmt(fo->file, fo->check); });
}

}  // namespace umpire::cli
