#pragma once
// Rules 12.1 and 12.2: what shattering does to a unit. 12.1: a morale check taken at
// 16 fatigue or more shatters the unit, and a shattered unit loses 30% to 80% of its
// strength, half as stragglers and half as prisoners. 12.2: it moves at once 3 or 4
// squares along its line of contact (rule 10.2, rules/gitm/contact.hpp) to a
// same-side or actively allied city in another strategic square, when such a line
// of at most 15 squares exists; otherwise 12.2 falls back on a coastal square with a
// friendly transport, which needs ports and transports the model does not have yet:
// the unit is destroyed, and the result says the coastal case was not modelled.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kShatterFatigue = 16;           // rule 12.1
inline constexpr int kShatterLossMinPercent = 30;    // rule 12.1
inline constexpr int kShatterLossMaxPercent = 80;    // rule 12.1
inline constexpr int kShatterContactLimit = 15;      // rule 12.2: strategic squares
inline constexpr int kShatterMoveMin = 3;            // rule 12.2: "3 or 4 squares"
inline constexpr int kShatterMoveMax = 4;

// Rule 12.1: a unit taking a morale check at this fatigue shatters.
[[nodiscard]] constexpr bool shatters_at_check(int fatigue) noexcept { return fatigue >= kShatterFatigue; }

struct ShatterLosses {
    int losses = 0;
    int stragglers = 0;
    int prisoners = 0;
    int strength_after = 0;
    Citation cite;  // 12.1
    friend bool operator==(const ShatterLosses&, const ShatterLosses&) = default;
};

// The men a shattering unit loses: a whole number drawn uniformly between 30% of its
// strength rounded up and 80% rounded down (ShatterLosses, draw, the unit); a unit of
// one man, whose band holds no whole man, loses none. Stragglers are half rounded
// up, prisoners half rounded down: the odd man straggles (he got away in the rout,
// and stragglers rejoin, 9.13). Pure: the caller updates the unit.
[[nodiscard]] ShatterLosses shatter_losses(const Unit& unit, Seed seed, CombatDraw draw);

#define UMPIRE_GITM_SHATTER_MOVE_RESULTS(X) X(Moved, "moved") X(Destroyed, "destroyed")
UMPIRE_NAMED_ENUM(ShatterMoveResult, std::uint8_t, UMPIRE_GITM_SHATTER_MOVE_RESULTS)
[[nodiscard]] inline std::string_view name(ShatterMoveResult r) noexcept { return enum_name(r); }

// Why a shattered unit was destroyed. Either way 12.2's coastal fallback would come
// next and is not modelled. LineTooLong: a line of contact to a friendly city exists
// but every one is longer than 15 squares, a case 12.2 names in neither sentence.
#define UMPIRE_GITM_SHATTER_DESTROYED(X) X(None, "none") X(NoLine, "no-line") X(LineTooLong, "line-too-long")
UMPIRE_NAMED_ENUM(ShatterDestroyed, std::uint8_t, UMPIRE_GITM_SHATTER_DESTROYED)
[[nodiscard]] inline std::string_view name(ShatterDestroyed r) noexcept { return enum_name(r); }

struct ShatterMove {
    ShatterMoveResult result = ShatterMoveResult::Destroyed;
    ShatterDestroyed destroyed = ShatterDestroyed::None;
    bool coastal_not_modelled = false;    // 12.2's coastal fallback would have been tried
    std::optional<StratSquare> city;      // the friendly city the line leads to
    std::vector<StratSquare> line;        // the line of contact to it, the unit's square left out
    int drawn = 0;                        // 3 or 4
    std::optional<StratSquare> to;        // where the unit goes to reform
    Citation cite;                        // 12.2
    friend bool operator==(const ShatterMove&, const ShatterMove&) = default;
};

// Rule 12.2's move for `unit` (in `state`, which must pass check_invariants()). The
// city is the nearest friendly city (owner same-side or actively allied with the
// unit's state) by line of contact, in another strategic square, at most 15 squares
// away; ties go to the first in reading order, and the line is ContactMap::line's.
// The line is 10.2's in full: from the unit's tactical square to a friendly unit on
// the city's (CONTACT-TACTICAL-PATH), and none with a besieged city.
// The unit moves the drawn 3 or 4 squares (ShatterDistance, draw, the unit) along it,
// stopping at the city if the line is shorter. A line of contact never enters a square
// holding a hostile unit (10.2), so the square reached holds no enemy and 12.2's
// search of random adjacent squares never has to run. Pure: the caller moves the unit.
// `purpose`: ShatterDistance for 12.2's move; 12.4's move again draws its own.
[[nodiscard]] ShatterMove shatter_move(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw,
                                       const Rulings& rulings, Purpose purpose = Purpose::ShatterDistance);
// The same, looking only at `cities`, which must be city_squares(state): a phase that
// shatters several units lists a map's cities once rather than reading every square
// of it (15,400 on a whole map) for each.
[[nodiscard]] ShatterMove shatter_move(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw,
                                       const Rulings& rulings, Purpose purpose, std::span<const std::size_t> cities);
// The indices in state.squares of the squares holding a city, in list order. No rule
// adds or removes a city or a square, so the list holds as long as the state does.
[[nodiscard]] std::vector<std::size_t> city_squares(const GameState& state);

// Puts `u` (one of state.units) where a Moved ShatterMove `m` takes it: its strategic
// square, and on the tactical map where rule 7.14's entry places a unit arriving from
// the square it passed last (EntryFallback's draws keyed by `entry_phase`). The entry
// is read with the unit standing in that square, set there for the reading only (in
// place: a copy of the whole state per shattered unit cost more than a battle).
void arrive_after_shatter_move(GameState& state, Unit& u, const ShatterMove& m, Seed seed, std::uint32_t entry_phase,
                               const Rulings& rulings);

}  // namespace umpire::gitm
