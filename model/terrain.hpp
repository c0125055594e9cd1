#pragma once
// Tactical terrain (rule 2.2) and the properties the movement rules read from it.
#include <cstdint>
#include <optional>
#include <string_view>

namespace umpire {

enum class Terrain : std::uint8_t { Open, Hills, HighHills, River, Ford, Mountain, Pass, Water, Forest, Town };
inline constexpr int kTerrainCount = 10;

// Cliffs (rule 8.5) lie between a high-hill square and a square of class None.
enum class HillClass : std::uint8_t { None, Hills, HighHills };

struct TerrainTraits {
    std::string_view name;  // as written in case files: "high-hills"
    char glyph;             // as drawn in case-file maps (legend in README)
    bool passable;          // rule 2.2: river, mountain and water are not
    bool joins_diagonally;  // rivers and mountain ranges form continuous lines (rule 2.3,
                            // tactical-movement example 2); lakes (water) do not
    HillClass hill;
    bool crossing;          // ford and pass: the only ways across a river or range (rule 8.7)
};

[[nodiscard]] const TerrainTraits& traits(Terrain t) noexcept;
[[nodiscard]] inline bool passable(Terrain t) noexcept { return traits(t).passable; }
[[nodiscard]] std::optional<Terrain> terrain_from_glyph(char glyph) noexcept;
[[nodiscard]] std::optional<Terrain> terrain_from_name(std::string_view name) noexcept;

}  // namespace umpire
