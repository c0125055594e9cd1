#include "golden/golden_runner.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "golden/text_diff.hpp"

namespace umpire {
namespace fs = std::filesystem;

namespace {
constexpr std::string_view kCaseSuffix = ".case.json";

bool read_file(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}
}  // namespace

std::vector<std::string> find_cases(const std::string& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const auto p = it->path().string();
        if (it->is_regular_file() && p.size() > kCaseSuffix.size() && p.ends_with(kCaseSuffix)) out.push_back(p);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string expected_path_for(const std::string& case_path) {
    std::string base = case_path;
    if (base.ends_with(kCaseSuffix)) base.resize(base.size() - kCaseSuffix.size());
    return base + ".expected.json";
}

GoldenResult run_golden(const std::string& case_path, bool update) {
    GoldenResult r;
    r.case_path = case_path;
    auto c = load_case_file(case_path);
    if (!c) {
        r.message = format(c.errors());
        return r;
    }
    const std::string actual = save_outcome(run_case(*c));
    const std::string expected_path = expected_path_for(case_path);
    std::string expected;
    const bool have = read_file(expected_path, expected);
    if (have && expected == actual) {
        r.passed = true;
        return r;
    }
    if (update) {
        std::ofstream out(expected_path, std::ios::binary | std::ios::trunc);
        out << actual;
        r.passed = static_cast<bool>(out);
        r.updated = r.passed;
        r.message = r.passed ? "snapshot written: " + expected_path : "cannot write " + expected_path;
        return r;
    }
    r.message = have ? "outcome differs from " + expected_path + ":\n" + line_diff(expected, actual)
                     : "no snapshot " + expected_path + " (run `umpire golden --update` and review it)";
    return r;
}

}  // namespace umpire
