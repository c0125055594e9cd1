#pragma once
#include <string>
#include <string_view>

namespace umpire {

// User text quoted for an error message: at most 40 characters, control and
// non-ASCII bytes shown as '?', so a hostile input cannot flood or garble a terminal.
[[nodiscard]] std::string quote_input(std::string_view text);

}  // namespace umpire
