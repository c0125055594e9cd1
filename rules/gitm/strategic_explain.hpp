#pragma once
// Sentences for strategic-phase events (chapter 7), for `umpire explain` and the
// turn command. Pure: no I/O.
#include <string>

#include "rules/gitm/strategic_phase.hpp"

namespace umpire::gitm {

[[nodiscard]] std::string explain(const StratEvent& e);

}  // namespace umpire::gitm
