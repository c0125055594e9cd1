#pragma once
// Orders as values. The order language (rules 6.1-6.10) comes later; this is the
// tactical-move part of the order form (rules 6.4, 6.6, 8.2) the movement rules need.
#include <cstdint>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"
#include "model/square.hpp"
#include "model/unit.hpp"

namespace umpire {

// Rule 8.9's offensive attitudes, from seeking combat to avoiding it.
#define UMPIRE_OFFENSIVE_MODES(X) X(Assault, "assault") X(Attack, "attack") X(Skirmish, "skirmish") X(Evade, "evade")
UMPIRE_NAMED_ENUM(OffensiveMode, std::uint8_t, UMPIRE_OFFENSIVE_MODES)
[[nodiscard]] inline std::string_view name(OffensiveMode m) noexcept { return enum_name(m); }
[[nodiscard]] inline std::optional<OffensiveMode> offensive_mode_from_name(std::string_view s) noexcept {
    return enum_from_name<OffensiveMode>(s);
}

struct TacticalMoveOrder {
    UnitId unit;
    TacSquare destination;
    std::optional<TacSquare> waypoint;
    OffensiveMode offensive = OffensiveMode::Skirmish;  // rule 6.9's default
    friend bool operator==(const TacticalMoveOrder&, const TacticalMoveOrder&) = default;
};

}  // namespace umpire
