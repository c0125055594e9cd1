#include "model/polity.hpp"

#include <array>

namespace umpire {
namespace {
constexpr std::array<std::string_view, 5> kRelations{"same-side", "actively-allied", "allied", "neutral", "hostile"};
}

std::string_view name(Relation r) noexcept { return kRelations[static_cast<std::size_t>(r)]; }

std::optional<Relation> relation_from_name(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kRelations.size(); ++i)
        if (kRelations[i] == s) return static_cast<Relation>(i);
    return std::nullopt;
}

bool valid_state_id(std::string_view id) noexcept {
    if (id.empty() || id.size() > 8) return false;
    for (char c : id)
        if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

}  // namespace umpire
