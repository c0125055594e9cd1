#include "model/strat_terrain.hpp"

#include <array>

namespace umpire {
namespace {
constexpr std::array<std::string_view, kStratTerrainCount> kNames{
    "open", "water", "hill", "forest", "forested-hill", "mountain", "high-mountain", "desert", "high-desert", "marsh",
    "swamp"};
}  // namespace

std::string_view name(StratTerrain t) noexcept { return kNames[static_cast<std::size_t>(t)]; }

std::optional<StratTerrain> strat_terrain_from_name(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == s) return static_cast<StratTerrain>(i);
    return std::nullopt;
}

}  // namespace umpire
