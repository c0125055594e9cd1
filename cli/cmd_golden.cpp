// umpire golden [--update] [--dir DIR] [--json] [CASE...]
// umpire golden --print CASE
// Runs case files against their snapshots and prints a diff for each mismatch.
// --print adjudicates one case of any kind and prints the outcome its snapshot would
// hold, writing nothing (a stacking case has no command of its own).
// --update rewrites snapshots for review; it refuses to run where CI is set.
// Without CASE or --dir it checks golden/cases of the checkout around the current
// directory (found upwards), and says on stderr which folder that was.
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_outcome.hpp"
#include "golden/golden_runner.hpp"
#include "model/text.hpp"
#include "model/json/json_io.hpp"

namespace umpire::cli {
namespace {

// --json: one object, every field always present.
struct GoldenCaseView {
    std::string file, status, message;  // status: ok, failed, updated; message: the diff or load errors
};
struct GoldenView {
    std::string dir;  // the folder searched; empty when only CASE files were named
    std::vector<GoldenCaseView> cases;
    int passed = 0, failed = 0, updated = 0;
};
template <class IO> void describe(IO& io, GoldenCaseView& c) {
    io.field("file", c.file);
    io.field("status", c.status);
    io.field("message", c.message);
}
template <class IO> void describe(IO& io, GoldenView& v) {
    io.field("dir", v.dir);
    io.list("cases", v.cases, 1000000);
    io.number("passed", v.passed, 0, INT64_MAX);
    io.number("failed", v.failed, 0, INT64_MAX);
    io.number("updated", v.updated, 0, INT64_MAX);
}

int run_golden_command(const std::vector<std::string>& cases, std::string dir, bool update, bool json) {
    if (update && std::getenv("CI") != nullptr) {
        std::cerr << "umpire golden --update refuses to run on CI (CI is set): snapshots change only in review\n";
        return kExitBadInput;
    }
    // A folder among the arguments stands for the case files below it.
    std::vector<std::string> files;
    for (const auto& c : cases) {
        std::error_code ec;
        if (!std::filesystem::is_directory(c, ec)) {
            files.push_back(c);
            continue;
        }
        const auto below = find_cases(c);
        if (below.empty()) std::cerr << "no *.case.json files under " << escape_text(c) << "\n";
        files.insert(files.end(), below.begin(), below.end());
    }
    if (cases.empty()) {
        if (dir.empty()) {
            auto found = find_golden_dir("cases");
            if (!found) return report(found.errors());
            dir = *found;
            std::cerr << "umpire golden: the case files under " << escape_text(dir) << "\n";
        }
        files = find_cases(dir);
        if (files.empty()) {
            std::cerr << "no *.case.json files under " << escape_text(dir) << "\n";
            return kExitBadInput;
        }
    } else {
        dir.clear();
    }
    if (files.empty()) return kExitBadInput;
    GoldenView view;
    view.dir = dir;
    for (const auto& f : files) {
        const auto r = run_golden(f, update);
        const char* status = r.updated ? "updated" : r.passed ? "ok" : "failed";
        ++(r.updated ? view.updated : r.passed ? view.passed : view.failed);
        view.cases.push_back({f, status, r.passed && !r.updated ? std::string() : r.message});
        if (json) continue;
        if (r.updated) std::cout << "UPDATED " << escape_text(f) << "\n";
        else if (r.passed) std::cout << "ok      " << escape_text(f) << "\n";
        else std::cout << "FAILED  " << escape_text(f) << "\n" << r.message << "\n";
    }
    if (json) {
        write_json(std::cout, view);
    } else {
        std::cout << "golden: " << view.passed << " passed, " << view.failed << " failed";
        if (view.updated) std::cout << ", " << view.updated << " updated";
        std::cout << "\n";
    }
    return view.failed ? kExitFailed : kExitOk;
}

int print_case(const std::vector<std::string>& cases) {
    if (cases.size() != 1) {
        std::cerr << "umpire golden --print takes one case file\n";
        return kExitBadInput;
    }
    auto c = load_case_file(cases.front());
    if (!c) return report(c.errors());
    std::cout << save_outcome(run_case(*c));
    return kExitOk;
}

}  // namespace

void add_golden_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("golden", "Check golden case files against their expected snapshots");
    auto cases = std::make_shared<std::vector<std::string>>();
    auto dir = std::make_shared<std::string>();
    auto update = std::make_shared<bool>(false);
    auto json = std::make_shared<bool>(false);
    cmd->add_option("CASE", *cases, "case files or folders of them (default: every *.case.json under --dir)");
    cmd->add_option("--dir", *dir, "where to look for case files (default: golden/cases of the checkout around the current directory)");
    cmd->add_flag("--update", *update, "rewrite snapshots that differ (never on CI)");
    auto* json_flag =
        cmd->add_flag("--json", *json, "print one JSON object: dir, cases [{file, status, message}], passed, failed, updated");
    auto print = std::make_shared<bool>(false);
    cmd->add_flag("--print", *print,
                  "adjudicate one CASE of any kind and print the outcome its snapshot would hold; writes nothing")
        ->excludes("--update")
        ->excludes("--dir")
        ->excludes(json_flag);
    cmd->callback([=, &exit_code] {
        exit_code = *print ? print_case(*cases) : run_golden_command(*cases, *dir, *update, *json);
    });
}

}  // namespace umpire::cli
