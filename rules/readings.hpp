#pragma once
// The readings list: each place where a reference text is off (a slip, a cut sentence,
// a missing word, a wrong cross-reference, two rules counting differently, a case the
// text leaves open that two of our commands read differently) and how we read it.
// Where the reading is disputable enough to offer alternatives, a ruling of the
// register (rules/rulings.hpp) decides it and the reading names that ruling; the
// other readings have one sensible sense. Code and comments cite a reading by its id
// ("reading SUPPORT-MISSING-WORD") instead of restating the slip. `umpire rulings`
// prints this list after the register. Ids are never renamed: add a new one.
#include <span>
#include <string_view>

#include "rules/rulings.hpp"

namespace umpire {

struct Reading {
    std::string_view id;  // "HALT-PURSUIT-CITES-7.7"
    std::span<const std::string_view> rules;
    std::string_view text;     // what the text says that is off, in our words
    std::string_view reading;  // how we read it
    std::span<const RulingId> rulings;  // the rulings that decide it; empty when the reading stands alone
};

[[nodiscard]] std::span<const Reading> readings() noexcept;

// nullptr when the id is unknown.
[[nodiscard]] const Reading* find_reading(std::string_view id) noexcept;

}  // namespace umpire
