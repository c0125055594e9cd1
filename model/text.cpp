#include "model/text.hpp"

namespace umpire {

std::string quote_input(std::string_view t) {
    constexpr std::size_t kShown = 40;
    std::string s(t.substr(0, kShown));
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return "\"" + s + (t.size() > kShown ? "...\"" : "\"");
}

}  // namespace umpire
