#include "model/polity.hpp"

namespace umpire {

bool valid_state_id(std::string_view id) noexcept {
    if (id.empty() || id.size() > 8) return false;
    for (char c : id)
        if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

}  // namespace umpire
