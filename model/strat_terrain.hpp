#pragma once
// Strategic terrain (rule 1.2): one of eleven kinds per strategic square. The
// strategic movement rules read three things from it: whether a unit may enter at
// all (1.2), the extra fatigue of mountain squares (7.1) and the marsh exit of 7.9.
#include <cstdint>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"

namespace umpire {

// As written in files: "forested-hill".
#define UMPIRE_STRAT_TERRAINS(X)       \
    X(Open, "open")                     \
    X(Water, "water")                   \
    X(Hill, "hill")                     \
    X(Forest, "forest")                 \
    X(ForestedHill, "forested-hill")    \
    X(Mountain, "mountain")             \
    X(HighMountain, "high-mountain")    \
    X(Desert, "desert")                 \
    X(HighDesert, "high-desert")        \
    X(Marsh, "marsh")                   \
    X(Swamp, "swamp")
UMPIRE_NAMED_ENUM(StratTerrain, std::uint8_t, UMPIRE_STRAT_TERRAINS)

[[nodiscard]] inline std::string_view name(StratTerrain t) noexcept { return enum_name(t); }
[[nodiscard]] inline std::optional<StratTerrain> strat_terrain_from_name(std::string_view s) noexcept {
    return enum_from_name<StratTerrain>(s);
}

// Rule 1.2: water, high mountain, desert and swamp cannot be entered. (High desert
// can; its danger is supply, rule 10.8.)
[[nodiscard]] constexpr bool passable(StratTerrain t) noexcept {
    return t != StratTerrain::Water && t != StratTerrain::HighMountain && t != StratTerrain::Desert &&
           t != StratTerrain::Swamp;
}

}  // namespace umpire
