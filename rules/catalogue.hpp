#pragma once
// The rules catalogue: one entry per numbered rule of the GITM rulebook and per
// example or procedure of the detail texts (and, later, of the other rulesets).
// Coverage reports join golden cases and properties to these ids, so an id is
// never renamed once published: add a new one instead.
#include <span>
#include <string_view>

namespace umpire {

struct CatalogueEntry {
    std::string_view id;      // "8.3" for a numbered rule, "tm-example-2" for a detail-text item
    std::string_view source;  // the reference text's file name without extension
    std::string_view title;   // our own words, never a sentence of the rule text
};

// All entries, in the order of the reference texts.
[[nodiscard]] std::span<const CatalogueEntry> catalogue() noexcept;

// nullptr when the id is unknown.
[[nodiscard]] const CatalogueEntry* find_catalogue_entry(std::string_view id) noexcept;

}  // namespace umpire
