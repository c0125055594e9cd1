#pragma once
// Sentences for events, for the command line and reports. Pure: no I/O.
#include <string>

#include "rules/gitm/move_outcome.hpp"

namespace umpire::gitm {

[[nodiscard]] std::string explain(const Event& e);

}  // namespace umpire::gitm
