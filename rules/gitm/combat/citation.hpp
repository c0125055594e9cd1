#pragma once
// What the combat movement functions of this folder (flanks.hpp, retreat.hpp,
// rout.hpp, fall_back.hpp, shatter.hpp) hand back besides their result: the rule
// that decided it and the rulings that did, for the combat events to carry; and the
// part of a draw's key the caller supplies.
#include <cstdint>
#include <string_view>

#include "rules/rulings.hpp"

namespace umpire::gitm {

struct Citation {
    std::string_view rule;  // catalogue id, e.g. "9.8"
    RulingList rulings;     // those that decided the result, in the order applied
    friend bool operator==(const Citation&, const Citation&) = default;
};

// Where in the turn a combat draw is made: the turn and the combat phase (the caller
// numbers them; each function adds its own purpose and keys the unit as subject).
struct CombatDraw {
    std::uint32_t turn = 0;
    std::uint32_t phase = 0;
};

}  // namespace umpire::gitm
