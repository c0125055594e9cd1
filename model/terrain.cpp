#include "model/terrain.hpp"

#include <array>

namespace umpire {
namespace {

#define UMPIRE_TERRAIN_TRAITS_(id, ...) TerrainTraits{__VA_ARGS__},
constexpr std::array<TerrainTraits, enum_count<Terrain>> kTraits{{UMPIRE_TERRAINS(UMPIRE_TERRAIN_TRAITS_)}};
#undef UMPIRE_TERRAIN_TRAITS_

}  // namespace

const TerrainTraits& traits(Terrain t) noexcept { return kTraits[static_cast<std::size_t>(t)]; }

std::optional<Terrain> terrain_from_glyph(char glyph) noexcept {
    for (std::size_t i = 0; i < kTraits.size(); ++i)
        if (kTraits[i].glyph == glyph) return static_cast<Terrain>(i);
    return std::nullopt;
}

}  // namespace umpire
