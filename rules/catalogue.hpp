#pragma once
// The rules catalogue: one entry per numbered rule of the GITM rulebook and per
// example or procedure of the detail texts (and, later, of the other rulesets).
// Coverage reports join golden cases and properties to these ids, so an id is
// never renamed once published: add a new one instead.
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"

namespace umpire {

// How far umpire carries out an entry, decided from the code and the texts, never
// from which tests mention it (a test may cite a rule it does not exercise).
// Each status with its name in `umpire coverage` and its --json.
#define UMPIRE_RULE_STATUSES(X)                                                                                   \
    X(Implemented, "implemented")                                                                                 \
    X(Partly, "partly implemented")        /* note: what is missing */                                            \
    X(NotImplemented, "not implemented")   /* note (optional): what exists around it */                           \
    X(NotDecidable, "not decidable")       /* note: why the texts do not settle it */
UMPIRE_NAMED_ENUM(RuleStatus, std::uint8_t, UMPIRE_RULE_STATUSES)
[[nodiscard]] inline std::string_view name(RuleStatus s) noexcept { return enum_name(s); }

struct CatalogueEntry {
    std::string_view id;      // "8.3" for a numbered rule, "tm-example-2" for a detail-text item
    std::string_view source;  // the reference text's file name without extension
    std::string_view title;   // our own words, never a sentence of the rule text
    RuleStatus status = RuleStatus::NotImplemented;
    std::string_view note;    // see RuleStatus
    // Space-separated paths from the checkout's root of the files that carry the entry
    // out (implemented or partly): each cites the entry's id in a comment, so a
    // newcomer goes from a rule number to its code in one step (a unit test checks).
    std::string_view files;
};

// CatalogueEntry::files, split.
[[nodiscard]] std::vector<std::string_view> files_of(const CatalogueEntry& e);

// All entries, in the order of the reference texts.
[[nodiscard]] std::span<const CatalogueEntry> catalogue() noexcept;

// nullptr when the id is unknown.
[[nodiscard]] const CatalogueEntry* find_catalogue_entry(std::string_view id) noexcept;

}  // namespace umpire
