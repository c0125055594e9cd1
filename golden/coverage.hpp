#pragma once
// Which tests exercise which catalogue entries: golden cases declare "rules" in
// their files; unit tests and properties carry "// rules:" tags gathered at build time.
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "rules/catalogue.hpp"

namespace umpire {

struct TaggedTest {
    std::string name;             // "golden:tm-example-1", "property:LineProps.Reverse"
    std::vector<std::string> ids; // catalogue ids
};

struct CoverageRow {
    CatalogueEntry entry;
    std::vector<std::string> tests;  // sorted
};

struct CoverageReport {
    std::vector<CoverageRow> rows;       // catalogue order
    std::vector<std::string> unknown;    // "test -> id" tags naming no catalogue entry
};

[[nodiscard]] CoverageReport build_coverage(const std::vector<TaggedTest>& tests);

// The golden cases below `dir`, each tagged with the ids in its "rules" list.
// Cases that fail to load are reported as errors, never skipped silently.
[[nodiscard]] Expected<std::vector<TaggedTest>> golden_tags(const std::string& dir);

}  // namespace umpire
