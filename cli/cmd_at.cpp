// umpire at move CASE  - is the case's move allowed, its AP cost term by term, its consequences
// umpire at route CASE - the cheapest route to the order's "to" within the unit's AP, drawn
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_file.hpp"
#include "golden/case_json.hpp"
#include "model/json/json_index.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

struct Loaded {
    CaseFile c;
    at::World world;
    Rulings rulings;
};

// A case file of kind at-move or at-route whose order suits the command.
Expected<Loaded> load(const std::string& path, bool route, const std::vector<std::string>& ruling_options) {
    std::string text;
    auto c = load_case_for(path, "at", {CaseKind::AtMove, CaseKind::AtRoute}, &text);
    if (!c) return std::move(c).take_errors();
    auto w = at::prepare(c->get<AtKindCase>()->at, route);
    if (!w) {
        // The case loaded, so its text indexes; the order may still not suit this command.
        const auto index = JsonIndex::build(text, input_name(path));
        Errors e = std::move(w).take_errors();
        for (auto& d : e.list) d.where = index ? index->locate("at." + d.where.field) : Location{path, 0, 0, "at." + d.where.field};
        return e;
    }
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return std::move(rulings).take_errors();
    return Loaded{std::move(*c), std::move(*w), *rulings};
}

int run_move(const std::string& path, bool explain, bool json, const std::vector<std::string>& ruling_options) {
    auto in = load(path, false, ruling_options);
    if (!in) return report(in.errors());
    const at::MoveReport m = at::adjudicate_move(in->world, in->c.get<AtKindCase>()->at.order, in->rulings);
    if (json) {
        write_json(std::cout, m);
        return m.completed ? kExitOk : kExitFailed;
    }
    std::cout << escape_text(in->c.title) << "\n\n" << escape_text(m.unit) << " (" << at::name(in->c.get<AtKindCase>()->at.order.mission) << ") from " << to_string(m.start);
    std::cout << (m.completed ? ": allowed" : ": stops at " + to_string(m.end)) << ", " << m.total << " AP of " << m.ap << "\n";
    for (const auto& s : m.steps) {
        std::cout << "\n  " << to_string(s.from) << " -> " << to_string(s.to) << ": ";
        if (s.allowed) std::cout << *s.cost << " AP (so far " << s.total << ")\n";
        else std::cout << "not allowed\n";
        for (const auto& r : s.refused) std::cout << "    refused: " << escape_text(r.why) << " (" << r.rule << ")\n";
        if (!s.ruling.empty()) std::cout << "    decided by ruling " << s.ruling.joined() << "\n";
        if (explain)
            for (const auto& t : s.terms)
                std::cout << "    " << escape_text(t.what) << (t.cost ? " -> " + std::to_string(*t.cost) : "") << " (" << t.rule << ")\n";
        for (const auto& q : s.consequences) std::cout << "    then: " << escape_text(q.what) << " (" << q.rule << ")\n";
    }
    if (!explain) std::cout << "\n  --explain prints each step's cost term by term\n";
    return m.completed ? kExitOk : kExitFailed;
}

int run_route(const std::string& path, bool json, const std::vector<std::string>& ruling_options) {
    auto in = load(path, true, ruling_options);
    if (!in) return report(in.errors());
    const at::RouteReport r = at::route_report(in->world, in->c.get<AtKindCase>()->at.order, in->rulings);
    if (json) {
        write_json(std::cout, r);
        return r.reachable ? kExitOk : kExitFailed;
    }
    std::cout << escape_text(in->c.title) << "\n\n";
    if (r.reachable) {
        std::cout << "Cheapest route for " << escape_text(r.unit) << " from " << to_string(r.from) << " to " << to_string(r.to) << ": "
                  << r.cost << " AP of " << r.ap << "\n  ";
        std::cout << join(r.steps, ", ", [](const auto& s) { return to_string(s.hex) + " " + std::to_string(s.cost); })
                  << "\n\n";
    } else {
        std::cout << "No route for " << escape_text(r.unit) << " from " << to_string(r.from) << " to " << to_string(r.to) << " within "
                  << r.ap << " AP\n\n";
    }
    for (const auto& line : r.drawing) std::cout << "  " << line << "\n";
    std::cout << "\n  @ start, * on the route, X destination; odd columns sit half a hex lower; landscape glyphs as in the case\n";
    return r.reachable ? kExitOk : kExitFailed;
}

}  // namespace

void add_at_commands(CLI::App& app, int& exit_code) {
    auto* at = app.add_subcommand("at", "Advanced Tactics hex movement")->require_subcommand(1);
    const char* ruling_help = "override a ruling alternative, ID=ALTERNATIVE (`umpire rulings` lists the AT-... ones)";

    auto* move = at->add_subcommand("move", "Check and price the order's path step by step, with its consequences");
    auto m_file = std::make_shared<std::string>();
    auto m_explain = std::make_shared<bool>(false), m_json = std::make_shared<bool>(false);
    auto m_rulings = std::make_shared<std::vector<std::string>>();
    move->add_option("CASE", *m_file, "case file of kind \"at-move\" (an order with a \"path\")")->required();
    move->add_flag("--explain", *m_explain, "print every cost term of every step with its rule");
    move->add_flag("--json", *m_json, "print the report as JSON");
    move->add_option("--ruling", *m_rulings, ruling_help);
    move->callback([=, &exit_code] { exit_code = run_move(*m_file, *m_explain, *m_json, *m_rulings); });

    auto* route = at->add_subcommand("route", "Find and draw the cheapest route within the unit's AP");
    auto r_file = std::make_shared<std::string>();
    auto r_json = std::make_shared<bool>(false);
    auto r_rulings = std::make_shared<std::vector<std::string>>();
    route->add_option("CASE", *r_file, "case file of kind \"at-route\" (an order with \"to\")")->required();
    route->add_flag("--json", *r_json, "print the route as JSON");
    route->add_option("--ruling", *r_rulings, ruling_help);
    route->callback([=, &exit_code] { exit_code = run_route(*r_file, *r_json, *r_rulings); });
}

}  // namespace umpire::cli
