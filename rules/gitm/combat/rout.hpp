#pragma once
// Rule 9.8's rout after a failed morale check: a direction drawn among all eight,
// blocked or not, to the adjacent strategic square; +3 fatigue, the end of engage and
// every tactical movement order. A blocked rout shatters the unit (9.8, 12.1). A
// unit in a fort does not move (9.8). Where it lands on the new tactical map is rule
// 7.14's entry placement (entry_state.hpp), reused as for any strategic step.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/gitm/entry.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kRoutFatigue = 3;  // rule 9.8
// A rout's entry fallback draw (gitm-entry-squares) is keyed with this added to the
// combat phase, apart from the strategic phases' own entry draws for the same unit.
inline constexpr std::uint32_t kRoutEntryPhaseBase = 100;

#define UMPIRE_GITM_ROUT_RESULTS(X) \
    X(Routed, "routed") X(Shatters, "shatters") X(Holds, "holds") /* in a fort: no move (9.8) */
UMPIRE_NAMED_ENUM(RoutResult, std::uint8_t, UMPIRE_GITM_ROUT_RESULTS)
[[nodiscard]] inline std::string_view name(RoutResult r) noexcept { return enum_name(r); }

// What blocks a rout: the square entered is off the strategic map, not described by
// the state (nothing can be placed there), impassable (1.2) or in Guatemala (7.16),
// or holds an enemy or a neutral unit (12.1).
#define UMPIRE_GITM_ROUT_BARS(X)                                                                       \
    X(None, "none") X(OffMap, "off-map") X(NotInState, "not-in-state") X(Impassable, "impassable") \
    X(Guatemala, "guatemala") X(Enemy, "enemy") X(Neutral, "neutral")
UMPIRE_NAMED_ENUM(RoutBar, std::uint8_t, UMPIRE_GITM_ROUT_BARS)
[[nodiscard]] inline std::string_view name(RoutBar b) noexcept { return enum_name(b); }

struct Rout {
    RoutResult result = RoutResult::Shatters;
    std::optional<Direction> direction;  // drawn (none in a fort)
    std::optional<StratSquare> to;       // the square it routs into, or would have (none off the map)
    RoutBar bar = RoutBar::None;
    std::vector<UnitId> blockers;        // the enemy (or neutral) units there, by id
    std::optional<EntryResult> entry;    // rule 7.14's placement, when it routed
    int fatigue = 0;                     // added: 3 when it routs
    bool cancels_engage = false;         // rule 9.8
    bool cancels_moves = false;          // rule 9.8: every tactical movement order
    Citation cite;                       // 9.8; 12.1 when it shatters; TM-INACTIVE-PRESENCE when an
                                         // inactive or shattered enemy or neutral is in the square entered
};

// The rout of `unit` (in `state`, which must pass check_invariants()). Enemies and
// neutrals in the square entered count by TM-INACTIVE-PRESENCE. The direction is
// drawn (RoutDirection, draw, the unit). Pure: the caller moves the unit.
[[nodiscard]] Rout rout(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw, const Rulings& rulings);

// The indices in state.units of the units in a strategic square, in any order; the
// span need last only until the next call.
using UnitsIn = std::function<std::span<const std::size_t>(StratSquare)>;
// The same for a caller that keeps the units by square (a combat phase): the squares
// left and entered are read through `units_in`, not by scanning every unit of a turn
// of thousands once per rout.
[[nodiscard]] Rout rout(const GameState& state, const Unit& unit, Seed seed, CombatDraw draw, const Rulings& rulings,
                        const UnitsIn& units_in);

}  // namespace umpire::gitm
