// umpire params [--json | --markdown] [--case FILE]: the combat parameter set
// (rules/params.def) with each value, its unit, range, rules and source; with --case,
// the values a case file's "params" give.
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/hex.hpp"
#include "model/json/json_io.hpp"
#include "model/text.hpp"
#include "rules/params.hpp"

namespace umpire::cli {
namespace {

struct ParamView {
    std::string name;
    std::int64_t value = 0, default_value = 0, min = 0, max = 0;
    std::string unit;
    std::vector<std::string> rules;
    std::string meaning, source;
};
struct ParamsView {
    std::string version, digest;
    std::vector<ParamView> params;
};

template <class IO> void describe(IO& io, ParamView& p) {
    io.field("name", p.name);
    io.number("value", p.value, INT64_MIN, INT64_MAX);
    io.number("default", p.default_value, INT64_MIN, INT64_MAX);
    io.number("min", p.min, INT64_MIN, INT64_MAX);
    io.number("max", p.max, INT64_MIN, INT64_MAX);
    io.field("unit", p.unit);
    io.list("rules", p.rules, 64);
    io.field("meaning", p.meaning);
    io.field("source", p.source);
}
template <class IO> void describe(IO& io, ParamsView& v) {
    io.field("version", v.version);
    io.field("digest", v.digest);
    io.list("params", v.params, 1024);
}

ParamsView build_view(const ParamSet& set) {
    ParamsView view{std::string(kParamsVersion), "sha256:" + to_hex(params_digest(set)), {}};
    for (const auto& p : params_register()) {
        ParamView v{std::string(p.name), set.get(p.id), p.default_value, p.min, p.max, std::string(p.unit), {},
                    std::string(p.meaning), std::string(p.source)};
        for (auto id : p.rules) v.rules.emplace_back(id);
        view.params.push_back(std::move(v));
    }
    return view;
}

std::string range(const ParamView& p) { return std::to_string(p.min) + "-" + std::to_string(p.max); }

// A Markdown table cell: a '|' would end the cell.
std::string cell(const std::string& text) {
    std::string out;
    for (const char c : escape_text(text)) {
        if (c == '|') out += '\\';
        out += c;
    }
    return out;
}

// docs/params.md between its markers; a CTest test (cli:docs-params) fails when they differ.
void print_markdown(const ParamsView& view) {
    std::cout << "Parameter set `" << cell(view.version) << "` (digest of the defaults `" << cell(view.digest)
              << "`), " << view.params.size() << " parameters.\n\n"
              << "| parameter | default | range | unit | rules | meaning | source |\n"
              << "|---|---|---|---|---|---|---|\n";
    for (const auto& p : view.params)
        std::cout << "| `" << cell(p.name) << "` | " << p.value << " | " << range(p) << " | " << cell(p.unit) << " | "
                  << cell(join(p.rules, ", ")) << " | " << cell(p.meaning) << " | " << cell(p.source) << " |\n";
}

void print_text(const ParamsView& view, bool from_case) {
    std::size_t width = 0;
    for (const auto& p : view.params) width = std::max(width, p.name.size());
    const auto pad = [](std::string s, std::size_t w) { return s.size() < w ? s + std::string(w - s.size(), ' ') : s; };
    std::cout << pad("name", width) << "  " << pad("value", 7) << "  " << pad("range", 13) << "  unit; rules\n";
    for (const auto& p : view.params) {
        const std::string value = std::to_string(p.value) + (p.value == p.default_value ? "" : "*");
        std::cout << pad(escape_text(p.name), width) << "  " << pad(value, 7) << "  " << pad(range(p), 13) << "  "
                  << escape_text(p.unit) << "; rules " << escape_text(join(p.rules, ", ")) << "\n"
                  << "    " << escape_text(p.meaning) << "\n"
                  << "    " << escape_text(p.source) << "\n";
    }
    std::cout << "\n" << view.params.size() << " parameters, set " << escape_text(view.version) << ", digest "
              << escape_text(view.digest) << (from_case ? "; * marks a value the case overrides" : "")
              << ".\nA case file overrides them with \"params\": {\"fire-casualty-rate\": 30, ...}.\n";
}

int run_params(bool json, bool markdown, const std::string& case_path) {
    ParamSet set;
    if (!case_path.empty()) {
        auto c = load_case_state(case_path);
        if (!c) return report(c.errors());
        set = c->resolved_params();
    }
    const ParamsView view = build_view(set);
    if (json)
        write_json(std::cout, view);
    else if (markdown)
        print_markdown(view);
    else
        print_text(view, !case_path.empty());
    return kExitOk;
}

}  // namespace

void add_params_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("params", "List the combat parameters: value, unit, range, rules and source");
    auto json = std::make_shared<bool>(false);
    auto markdown = std::make_shared<bool>(false);
    auto case_path = std::make_shared<std::string>();
    auto* json_flag = cmd->add_flag("--json", *json,
                                    "print JSON: {\"version\", \"digest\", \"params\": [{name, value, default, min, max, "
                                    "unit, rules, meaning, source}]}");
    cmd->add_flag("--markdown", *markdown, "print the Markdown table docs/params.md holds")->excludes(json_flag);
    cmd->add_option("--case", *case_path, "show the values with this case file's \"params\" applied");
    cmd->callback([=, &exit_code] { exit_code = run_params(*json, *markdown, *case_path); });
}

}  // namespace umpire::cli
