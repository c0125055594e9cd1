#pragma once
// Orders as values. The order language (rules 6.1-6.10) comes later; this is the
// tactical-move part of the order form (rules 6.4, 6.6, 8.2) the movement rules need.
#include <cstdint>
#include <optional>
#include <string_view>

#include "model/square.hpp"
#include "model/unit.hpp"

namespace umpire {

// Rule 8.9's offensive attitudes, from seeking combat to avoiding it.
enum class OffensiveMode : std::uint8_t { Assault, Attack, Skirmish, Evade };
[[nodiscard]] std::string_view name(OffensiveMode m) noexcept;
[[nodiscard]] std::optional<OffensiveMode> offensive_mode_from_name(std::string_view s) noexcept;

struct TacticalMoveOrder {
    UnitId unit;
    TacSquare destination;
    std::optional<TacSquare> waypoint;
    OffensiveMode offensive = OffensiveMode::Skirmish;  // rule 6.9's default
    friend bool operator==(const TacticalMoveOrder&, const TacticalMoveOrder&) = default;
};

}  // namespace umpire
