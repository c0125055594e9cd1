#pragma once
// Runs case files against their snapshots. I/O lives here, never in rules/.
#include <string>
#include <vector>

namespace umpire {

struct GoldenResult {
    std::string case_path;
    bool passed = false;
    bool updated = false;
    std::string message;  // the load errors, or the diff of a mismatch
};

// All *.case.json below `dir`, sorted by path so runs list them in a stable order.
[[nodiscard]] std::vector<std::string> find_cases(const std::string& dir);
[[nodiscard]] std::string expected_path_for(const std::string& case_path);

// With `update`, a missing or different snapshot is rewritten and the result
// counts as passed-and-updated; the caller refuses `update` on CI.
[[nodiscard]] GoldenResult run_golden(const std::string& case_path, bool update);

}  // namespace umpire
