#pragma once
// Tactical terrain (rule 2.2) and the properties the movement rules read from it.
#include <cstdint>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"

namespace umpire {

// Cliffs (rule 8.5) lie between a high-hill square and a square of class None.
enum class HillClass : std::uint8_t { None, Hills, HighHills };

// Each terrain with the fields of its TerrainTraits below, in their order.
#define UMPIRE_TERRAINS(X)                                             \
    X(Open, "open", '.', true, false, HillClass::None, false)           \
    X(Hills, "hills", 'h', true, false, HillClass::Hills, false)        \
    X(HighHills, "high-hills", 'H', true, false, HillClass::HighHills, false) \
    X(River, "river", '~', false, true, HillClass::None, false)         \
    X(Ford, "ford", '=', true, false, HillClass::None, true)            \
    X(Mountain, "mountain", 'M', false, true, HillClass::None, false)   \
    X(Pass, "pass", 'P', true, false, HillClass::None, true)            \
    X(Water, "water", 'W', false, false, HillClass::None, false)        \
    X(Forest, "forest", 'F', true, false, HillClass::None, false)       \
    X(Town, "town", 'T', true, false, HillClass::None, false)
UMPIRE_NAMED_ENUM(Terrain, std::uint8_t, UMPIRE_TERRAINS)

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
[[nodiscard]] inline std::optional<Terrain> terrain_from_name(std::string_view name) noexcept {
    return enum_from_name<Terrain>(name);
}

}  // namespace umpire
