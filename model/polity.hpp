#pragma once
// States (the political powers: US, MX and others) and the relations between them
// (rules 1.4, 4.x, 8.3). "State" here is the rulebook's word for a power; the whole
// game position is a GameState (model/game_state.hpp).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/unit.hpp"

namespace umpire {

// From closest to most distant. Relations are symmetric; a state is SameSide with itself.
enum class Relation : std::uint8_t { SameSide, ActivelyAllied, Allied, Neutral, Hostile };
[[nodiscard]] std::string_view name(Relation r) noexcept;  // "same-side", "actively-allied", ...
[[nodiscard]] std::optional<Relation> relation_from_name(std::string_view s) noexcept;

struct PolityState {
    std::string id;                   // "US", "MX", "TX": 1-8 of A-Z, 0-9, '_'
    std::optional<Nation> home;       // the nation it belongs to; none for a foreign power
    friend bool operator==(const PolityState&, const PolityState&) = default;
};

struct RelationEntry {
    std::string a;  // stored with a < b
    std::string b;
    Relation relation = Relation::Neutral;
    friend bool operator==(const RelationEntry&, const RelationEntry&) = default;
};

[[nodiscard]] bool valid_state_id(std::string_view id) noexcept;

}  // namespace umpire
