// umpire golden [--update] [--dir DIR] [CASE...]
// Runs case files against their snapshots and prints a diff for each mismatch.
// --update rewrites snapshots for review; it refuses to run where CI is set.
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/golden_runner.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

int run_golden_command(const std::vector<std::string>& cases, const std::string& dir, bool update) {
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
    if (cases.empty()) files = find_cases(dir);
    if (files.empty()) {
        std::cerr << "no *.case.json files under " << escape_text(dir) << "\n";
        return kExitBadInput;
    }
    int passed = 0, failed = 0, updated = 0;
    for (const auto& f : files) {
        const auto r = run_golden(f, update);
        if (r.updated) {
            ++updated;
            std::cout << "UPDATED " << escape_text(f) << "\n";
        } else if (r.passed) {
            ++passed;
            std::cout << "ok      " << escape_text(f) << "\n";
        } else {
            ++failed;
            std::cout << "FAILED  " << escape_text(f) << "\n" << r.message << "\n";
        }
    }
    std::cout << "golden: " << passed << " passed, " << failed << " failed";
    if (updated) std::cout << ", " << updated << " updated";
    std::cout << "\n";
    return failed ? kExitFailed : kExitOk;
}

}  // namespace

void add_golden_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("golden", "Check golden case files against their expected snapshots");
    auto cases = std::make_shared<std::vector<std::string>>();
    auto dir = std::make_shared<std::string>(default_golden_dir());
    auto update = std::make_shared<bool>(false);
    cmd->add_option("CASE", *cases, "case files (default: every *.case.json under --dir)");
    cmd->add_option("--dir", *dir, "where to look for case files")->capture_default_str();
    cmd->add_flag("--update", *update, "rewrite snapshots that differ (never on CI)");
    cmd->callback([=, &exit_code] { exit_code = run_golden_command(*cases, *dir, *update); });
}

}  // namespace umpire::cli
