// umpire rulings [--json | --markdown]: the register of ambiguities and how they are
// decided, then the readings of the texts' slips (rules/readings.hpp).
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/json/json_io.hpp"
#include "model/text.hpp"
#include "rules/readings.hpp"
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
struct ReadingView {
    std::string id;
    std::vector<std::string> rules;
    std::string text, reading;
    std::vector<std::string> rulings;
};
struct RulingsView {
    std::vector<RulingView> rulings;
    std::vector<ReadingView> readings;
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
template <class IO> void describe(IO& io, ReadingView& r) {
    io.field("id", r.id);
    io.list("rules", r.rules, 64);
    io.field("text", r.text);
    io.field("reading", r.reading);
    io.list("rulings", r.rulings, 64);
}
template <class IO> void describe(IO& io, RulingsView& v) {
    io.list("rulings", v.rulings, 256);
    io.list("readings", v.readings, 256);
}

RulingsView build_view() {
    RulingsView view;
    for (const auto& r : rulings_register()) {
        RulingView v{std::string(r.code), {}, std::string(r.question), {}, std::string(r.alternatives[0].name), std::string(r.why)};
        for (auto id : r.rules) v.rules.emplace_back(id);
        for (const auto& a : r.alternatives) v.alternatives.push_back({std::string(a.name), std::string(a.meaning)});
        view.rulings.push_back(std::move(v));
    }
    for (const auto& r : readings()) {
        ReadingView v{std::string(r.id), {}, std::string(r.text), std::string(r.reading), {}};
        for (auto id : r.rules) v.rules.emplace_back(id);
        for (auto id : r.rulings) v.rulings.emplace_back(code(id));
        view.readings.push_back(std::move(v));
    }
    return view;
}

// The block README.md's "The register" section holds between its markers; a CTest
// test (cli:readme-rulings) fails when the two differ.
void print_markdown(const RulingsView& view) {
    std::cout << "| ruling | rules | question | alternatives (default first) | why the default |\n"
              << "|---|---|---|---|---|\n";
    for (const auto& r : view.rulings) {
        std::cout << "| `" << r.id << "` | " << join(r.rules, ", ") << " | " << r.question << " | ";
        for (std::size_t i = 0; i < r.alternatives.size(); ++i)
            std::cout << (i ? "; " : "") << '`' << r.alternatives[i].name << "`: " << r.alternatives[i].meaning;
        std::cout << " | " << r.why << " |\n";
    }
    std::cout << "\n| reading | rules | what the text says | our reading | ruling |\n"
              << "|---|---|---|---|---|\n";
    for (const auto& r : view.readings) {
        std::string rulings;
        for (const auto& id : r.rulings) rulings += (rulings.empty() ? "`" : ", `") + id + "`";
        std::cout << "| `" << r.id << "` | " << join(r.rules, ", ") << " | " << r.text << " | " << r.reading << " | "
                  << rulings << " |\n";
    }
}

void print_text(const RulingsView& view) {
    for (const auto& r : view.rulings) {
        std::cout << r.id << "  (rules " << join(r.rules, " ") << ")\n  " << r.question << "\n";
        for (const auto& a : r.alternatives)
            std::cout << "  " << (a.name == r.default_alternative ? "* " : "  ") << a.name << ": " << a.meaning << "\n";
        std::cout << "  why the default: " << r.why << "\n\n";
    }
    std::cout << view.rulings.size() << " rulings; * marks the default. A case file chooses others with\n"
              << "\"rulings\": [{\"id\": \"...\", \"choice\": \"...\"}]; commands take --ruling ID=ALTERNATIVE.\n\n"
              << "Readings: where the texts slip, and how umpire reads them\n\n";
    for (const auto& r : view.readings) {
        std::cout << r.id << "  (rules " << join(r.rules, " ") << ")\n  the text: " << r.text << "\n  our reading: "
                  << r.reading << "\n";
        if (!r.rulings.empty()) std::cout << "  decided by: " << join(r.rulings, ", ") << "\n";
        std::cout << "\n";
    }
    std::cout << view.readings.size() << " readings.\n";
}

int run_rulings(bool json, bool markdown) {
    const RulingsView view = build_view();
    if (json)
        write_json(std::cout, view);
    else if (markdown)
        print_markdown(view);
    else
        print_text(view);
    return kExitOk;
}

}  // namespace

void add_rulings_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("rulings", "List the rulings register and the readings of the texts' slips");
    auto json = std::make_shared<bool>(false);
    auto markdown = std::make_shared<bool>(false);
    auto* json_flag = cmd->add_flag("--json", *json, "print JSON: {\"rulings\": [...], \"readings\": [...]}");
    cmd->add_flag("--markdown", *markdown, "print the Markdown tables README.md holds")->excludes(json_flag);
    cmd->callback([=, &exit_code] { exit_code = run_rulings(*json, *markdown); });
}

}  // namespace umpire::cli
