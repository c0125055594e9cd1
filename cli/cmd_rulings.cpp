// umpire rulings [--json]: the register of ambiguities and how they are decided.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/json/json_io.hpp"
#include "rules/rulings.hpp"

namespace umpire::cli {
namespace {

struct AltView {
    std::string name, meaning;
};
struct RulingView {
    std::string id;
    std::vector<std::string> rules;
    std::string question;
    std::vector<AltView> alternatives;
    std::string default_alternative, why;
};
struct RulingsView {
    std::vector<RulingView> rulings;
};

template <class IO> void describe(IO& io, AltView& a) { io.field("name", a.name); io.field("meaning", a.meaning); }
template <class IO> void describe(IO& io, RulingView& r) {
    io.field("id", r.id);
    io.list("rules", r.rules, 64);
    io.field("question", r.question);
    io.list("alternatives", r.alternatives, 16);
    io.field("default", r.default_alternative);
    io.field("why", r.why);
}
template <class IO> void describe(IO& io, RulingsView& v) { io.list("rulings", v.rulings, 256); }

int run_rulings(bool json) {
    RulingsView view;
    for (const auto& r : rulings_register()) {
        RulingView v{std::string(r.code), {}, std::string(r.question), {}, std::string(r.alternatives[0].name), std::string(r.why)};
        for (auto id : r.rules) v.rules.emplace_back(id);
        for (const auto& a : r.alternatives) v.alternatives.push_back({std::string(a.name), std::string(a.meaning)});
        view.rulings.push_back(std::move(v));
    }
    if (json) {
        std::cout << save_json(view);
        return kExitOk;
    }
    for (const auto& r : view.rulings) {
        std::cout << r.id << "  (rules";
        for (const auto& id : r.rules) std::cout << ' ' << id;
        std::cout << ")\n  " << r.question << "\n";
        for (const auto& a : r.alternatives)
            std::cout << "  " << (a.name == r.default_alternative ? "* " : "  ") << a.name << ": " << a.meaning << "\n";
        std::cout << "  why the default: " << r.why << "\n\n";
    }
    std::cout << view.rulings.size() << " rulings; * marks the default. A case file chooses others with\n"
              << "\"rulings\": [{\"id\": \"...\", \"choice\": \"...\"}]; commands take --ruling ID=ALTERNATIVE.\n";
    return kExitOk;
}

}  // namespace

void add_rulings_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("rulings", "List the rulings register: ambiguities, alternatives, defaults");
    auto json = std::make_shared<bool>(false);
    cmd->add_flag("--json", *json, "print JSON");
    cmd->callback([=, &exit_code] { exit_code = run_rulings(*json); });
}

}  // namespace umpire::cli
