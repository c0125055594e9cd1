// umpire coverage [--json] [--dir DIR]: for each catalogue entry, the golden cases,
// properties and unit tests that exercise it, and the entries nothing tests yet.
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
    std::string id, source, title;
    std::vector<std::string> tests;
};
struct ReportView {
    std::vector<RowView> rules;
};
template <class IO> void describe(IO& io, RowView& r) {
    io.field("id", r.id);
    io.field("source", r.source);
    io.field("title", r.title);
    io.list("tests", r.tests, 100000);
}
template <class IO> void describe(IO& io, ReportView& v) { io.list("rules", v.rules, 100000); }

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
    for (const auto& row : cov.rows)
        view.rules.push_back({std::string(row.entry.id), std::string(row.entry.source), std::string(row.entry.title), row.tests});
    if (json) {
        std::cout << save_json(view);
        return kExitOk;
    }
    std::size_t tested = 0;
    std::string source;
    for (const auto& r : view.rules) {
        if (r.source != source) {
            source = r.source;
            std::cout << "== " << source << "\n";
        }
        std::cout << "  " << r.id << "  " << r.title << "\n";
        if (r.tests.empty()) std::cout << "      (untested)\n";
        for (const auto& t : r.tests) std::cout << "      " << escape_text(t) << "\n";
        tested += r.tests.empty() ? 0 : 1;
    }
    std::cout << "\n" << tested << " of " << view.rules.size() << " catalogue entries tested; untested:\n ";
    for (const auto& r : view.rules)
        if (r.tests.empty()) std::cout << ' ' << r.id;
    std::cout << "\n";
    return kExitOk;
}

}  // namespace

void add_coverage_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("coverage", "Show which tests cover each rule of the catalogue");
    auto json = std::make_shared<bool>(false);
    auto dir = std::make_shared<std::string>();
    cmd->add_flag("--json", *json, "print JSON: {\"rules\": [{\"id\", \"source\", \"title\", \"tests\"}]}");
    cmd->add_option("--dir", *dir, "golden case directory (default: golden/cases of the checkout around the current directory)");
    cmd->callback([=, &exit_code] {
        auto found = dir->empty() ? find_golden_dir("cases") : Expected<std::string>(*dir);
        exit_code = found ? run_coverage(*found, *json) : report(found.errors());
    });
}

}  // namespace umpire::cli
