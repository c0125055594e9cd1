#include "model/orders.hpp"

#include <array>

namespace umpire {
namespace {
constexpr std::array<std::string_view, 4> kModes{"assault", "attack", "skirmish", "evade"};
}

std::string_view name(OffensiveMode m) noexcept { return kModes[static_cast<std::size_t>(m)]; }

std::optional<OffensiveMode> offensive_mode_from_name(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kModes.size(); ++i)
        if (kModes[i] == s) return static_cast<OffensiveMode>(i);
    return std::nullopt;
}

}  // namespace umpire
