#pragma once
// States (the political powers: US, MX and others) and the relations between them
// (rules 1.4, 4.x, 8.3). "State" here is the rulebook's word for a power; the whole
// game position is a GameState (model/game_state.hpp).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "model/unit.hpp"

namespace umpire {

// From closest to most distant. Relations are symmetric; a state is SameSide with itself.
#define UMPIRE_RELATIONS(X)             \
    X(SameSide, "same-side")             \
    X(ActivelyAllied, "actively-allied") \
    X(Allied, "allied")                  \
    X(Neutral, "neutral")                \
    X(Hostile, "hostile")
UMPIRE_NAMED_ENUM(Relation, std::uint8_t, UMPIRE_RELATIONS)
[[nodiscard]] inline std::string_view name(Relation r) noexcept { return enum_name(r); }
[[nodiscard]] inline std::optional<Relation> relation_from_name(std::string_view s) noexcept {
    return enum_from_name<Relation>(s);
}

// A friend: the same side or an actively allied one, as the rules say it wherever
// friends count (1.4's blue flags, 7.13's battles, 10.2's lines of contact, 10.3,
// 12.4: "same-side or actively allied"). A plain "allied" state is no friend; whether
// it counts among rule 2.5's and 8.3's units "allied to one another" is ruling
// TM-ALLIED-COUNT (counts_as_allied(), model/stacking.hpp).
[[nodiscard]] constexpr bool friendly(Relation r) noexcept {
    return r == Relation::SameSide || r == Relation::ActivelyAllied;
}

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
