#include "golden/coverage.hpp"

#include <algorithm>
#include <filesystem>

#include "golden/case_file.hpp"
#include "golden/golden_runner.hpp"

namespace umpire {

CoverageReport build_coverage(const std::vector<TaggedTest>& tests) {
    CoverageReport r;
    for (const auto& e : catalogue()) r.rows.push_back({e, {}});
    for (const auto& t : tests) {
        for (const auto& id : t.ids) {
            auto it = std::find_if(r.rows.begin(), r.rows.end(), [&](const CoverageRow& row) { return row.entry.id == id; });
            if (it == r.rows.end()) {
                r.unknown.push_back(t.name + " -> " + id);
                continue;
            }
            if (std::find(it->tests.begin(), it->tests.end(), t.name) == it->tests.end()) it->tests.push_back(t.name);
        }
    }
    for (auto& row : r.rows) std::sort(row.tests.begin(), row.tests.end());
    return r;
}

Expected<std::vector<TaggedTest>> golden_tags(const std::string& dir) {
    std::vector<TaggedTest> out;
    Errors errors;
    for (const auto& path : find_cases(dir)) {
        auto c = load_case_file(path);
        if (!c) {
            for (const auto& d : c.errors()) errors.list.push_back(d);
            continue;
        }
        std::string name = std::filesystem::path(path).filename().string();
        name.resize(name.size() - std::string_view(".case.json").size());
        out.push_back({"golden:" + name, c->rules});
    }
    if (!errors.list.empty()) return errors;
    return out;
}

}  // namespace umpire
