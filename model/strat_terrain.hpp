#pragma once
// Strategic terrain (rule 1.2): one of eleven kinds per strategic square. The
// strategic movement rules read three things from it: whether a unit may enter at
// all (1.2), the extra fatigue of mountain squares (7.1) and the marsh exit of 7.9.
#include <cstdint>
#include <optional>
#include <string_view>

namespace umpire {

enum class StratTerrain : std::uint8_t {
    Open, Water, Hill, Forest, ForestedHill, Mountain, HighMountain, Desert, HighDesert, Marsh, Swamp,
};
inline constexpr int kStratTerrainCount = 11;

[[nodiscard]] std::string_view name(StratTerrain t) noexcept;  // as written in files: "forested-hill"
[[nodiscard]] std::optional<StratTerrain> strat_terrain_from_name(std::string_view s) noexcept;

// Rule 1.2: water, high mountain, desert and swamp cannot be entered. (High desert
// can; its danger is supply, rule 10.8.)
[[nodiscard]] constexpr bool passable(StratTerrain t) noexcept {
    return t != StratTerrain::Water && t != StratTerrain::HighMountain && t != StratTerrain::Desert &&
           t != StratTerrain::Swamp;
}

}  // namespace umpire
