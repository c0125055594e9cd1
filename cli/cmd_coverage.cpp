// umpire coverage [--json] [--dir DIR]: for each catalogue entry, how far umpire
// carries it out (its status, decided in rules/catalogue.cpp, and the files that do
// it), and separately the golden cases, properties and unit tests that name it.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/coverage.hpp"
#include "model/json/json_io.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

struct RuleTag {
    const char* kind;
    const char* test;
    const char* ids;  // space-separated
};
constexpr RuleTag kRuleTags[] = {
#include "rule_tags.inc"
    {nullptr, nullptr, nullptr},
};

std::vector<TaggedTest> compiled_tags() {
    std::vector<TaggedTest> out;
    for (const auto& t : kRuleTags) {
        if (t.kind == nullptr) break;
        TaggedTest tt{std::string(t.kind) + ":" + t.test, {}};
        std::string_view ids = t.ids;
        while (!ids.empty()) {
            const auto sp = ids.find(' ');
            tt.ids.emplace_back(ids.substr(0, sp));
            if (sp == std::string_view::npos) break;
            ids.remove_prefix(sp + 1);
        }
        out.push_back(std::move(tt));
    }
    return out;
}

struct RowView {
    std::string id, source, title, status, note;
    std::vector<std::string> files, tests;
};
struct StatusCount {
    std::string status;
    int entries = 0;
};
struct ReportView {
    std::vector<StatusCount> statuses;
    std::vector<RowView> rules;
};
template <class IO> void describe(IO& io, RowView& r) {
    io.field("id", r.id);
    io.field("source", r.source);
    io.field("title", r.title);
    io.field("status", r.status);
    io.field("note", r.note);
    io.list("files", r.files, 64);
    io.list("tests", r.tests, 100000);
}
template <class IO> void describe(IO& io, StatusCount& c) {
    io.field("status", c.status);
    io.number("entries", c.entries, 0, 100000);
}
template <class IO> void describe(IO& io, ReportView& v) {
    io.list("statuses", v.statuses, enum_count<RuleStatus>);
    io.list("rules", v.rules, 100000);
}

int run_coverage(const std::string& dir, bool json) {
    auto golden = golden_tags(dir);
    if (!golden) return report(golden.errors());
    auto tests = compiled_tags();
    for (auto& g : *golden) tests.push_back(std::move(g));
    const auto cov = build_coverage(tests);
    if (!cov.unknown.empty()) {
        for (const auto& u : cov.unknown) std::cerr << "unknown catalogue id in test tag: " << u << "\n";
        return kExitBadInput;
    }
    ReportView view;
    for (const auto status : enum_names(RuleStatus{})) view.statuses.push_back({std::string(status), 0});
    for (const auto& row : cov.rows) {
        const auto& e = row.entry;
        RowView r{std::string(e.id), std::string(e.source), std::string(e.title), std::string(name(e.status)),
                  std::string(e.note), {}, row.tests};
        for (auto f : files_of(e)) r.files.emplace_back(f);
        view.rules.push_back(std::move(r));
        ++view.statuses[static_cast<std::size_t>(e.status)].entries;
    }
    if (json) {
        write_json(std::cout, view);
        return kExitOk;
    }
    std::string source;
    std::vector<std::string> untested_but_carried_out;
    for (const auto& r : view.rules) {
        if (r.source != source) {
            source = r.source;
            std::cout << "== " << source << "\n";
        }
        std::cout << "  " << r.id << "  " << r.title << "  [" << r.status << "]\n";
        if (!r.note.empty()) std::cout << "      " << r.note << "\n";
        for (const auto& f : r.files) std::cout << "      in " << f << "\n";
        if (r.tests.empty()) std::cout << "      (no test)\n";
        for (const auto& t : r.tests) std::cout << "      test " << escape_text(t) << "\n";
        if (r.tests.empty() && !r.files.empty()) untested_but_carried_out.push_back(r.id);
    }
    std::cout << "\n" << view.rules.size() << " catalogue entries:";
    for (const auto& c : view.statuses) std::cout << (&c == &view.statuses.front() ? " " : ", ") << c.entries << ' ' << c.status;
    std::cout << ".\nImplemented or partly implemented, but no test names them:";
    for (const auto& id : untested_but_carried_out) std::cout << ' ' << id;
    if (untested_but_carried_out.empty()) std::cout << " none";
    std::cout << "\n";
    return kExitOk;
}

}  // namespace

void add_coverage_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("coverage", "Show how far each rule of the catalogue is carried out, and which tests name it");
    auto json = std::make_shared<bool>(false);
    auto dir = std::make_shared<std::string>();
    cmd->add_flag("--json", *json, "print JSON: {\"statuses\": [{\"status\", \"entries\"}], \"rules\": [{\"id\", \"source\", \"title\", \"status\", \"note\", \"files\", \"tests\"}]}");
    cmd->add_option("--dir", *dir, "golden case directory (default: golden/cases of the checkout around the current directory)");
    cmd->callback([=, &exit_code] {
        auto found = dir->empty() ? find_golden_dir("cases") : Expected<std::string>(*dir);
        exit_code = found ? run_coverage(*found, *json) : report(found.errors());
    });
}

}  // namespace umpire::cli
