#include "model/terrain.hpp"

#include <array>

namespace umpire {
namespace {

constexpr std::array<TerrainTraits, kTerrainCount> kTraits{{
    {"open", '.', true, false, HillClass::None, false},
    {"hills", 'h', true, false, HillClass::Hills, false},
    {"high-hills", 'H', true, false, HillClass::HighHills, false},
    {"river", '~', false, true, HillClass::None, false},
    {"ford", '=', true, false, HillClass::None, true},
    {"mountain", 'M', false, true, HillClass::None, false},
    {"pass", 'P', true, false, HillClass::None, true},
    {"water", 'W', false, false, HillClass::None, false},
    {"forest", 'F', true, false, HillClass::None, false},
    {"town", 'T', true, false, HillClass::None, false},
}};

}  // namespace

const TerrainTraits& traits(Terrain t) noexcept { return kTraits[static_cast<std::size_t>(t)]; }

std::optional<Terrain> terrain_from_glyph(char glyph) noexcept {
    for (std::size_t i = 0; i < kTraits.size(); ++i)
        if (kTraits[i].glyph == glyph) return static_cast<Terrain>(i);
    return std::nullopt;
}

std::optional<Terrain> terrain_from_name(std::string_view name) noexcept {
    for (std::size_t i = 0; i < kTraits.size(); ++i)
        if (kTraits[i].name == name) return static_cast<Terrain>(i);
    return std::nullopt;
}

}  // namespace umpire
