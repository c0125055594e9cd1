#pragma once
// Rule 9.8's retreat after a failed morale check: up to 4 tactical squares in an open
// direction (RETREAT-OPEN says which are open and how far the unit goes), drawn from
// the seed among several, +2 fatigue, and the end of any engage order; with no open
// direction the retreat is blocked and the unit shatters (9.8, 12.1). A unit in a
// fort does not move (9.8).
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "model/direction.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kRetreatSquares = 4;  // rule 9.8: "up to 4 tactical squares"
inline constexpr int kRetreatFatigue = 2;  // rule 9.8

#define UMPIRE_GITM_RETREAT_RESULTS(X) \
    X(Retreated, "retreated") X(Shatters, "shatters") X(Holds, "holds") /* in a fort: no move (9.8) */
UMPIRE_NAMED_ENUM(RetreatResult, std::uint8_t, UMPIRE_GITM_RETREAT_RESULTS)
[[nodiscard]] inline std::string_view name(RetreatResult r) noexcept { return enum_name(r); }

struct Retreat {
    RetreatResult result = RetreatResult::Shatters;
    std::vector<Direction> open;         // the open directions, clockwise from north
    std::optional<Direction> direction;  // the one taken (drawn when several are open)
    std::vector<TacSquare> path;         // the squares moved through, the last where it ends
    int fatigue = 0;                     // added: 2 when it retreats
    bool cancels_engage = false;         // rule 9.8: a retreat cancels engage orders
    Citation cite;                       // 9.8 (12.1 when it shatters); RETREAT-OPEN
    friend bool operator==(const Retreat&, const Retreat&) = default;
};

// A step of a retreat may enter a square when it is on the map, the step is not
// barred by terrain (rule 8.5, in force with the enemy present: impassable terrain,
// a river or range joining at a corner, a cliff), no enemy or neutral unit stands
// there (Board::stance), and the square is on the side of any river or range the
// unit started on (rule 8.7: a retreat has no ford waypoint; a ford itself may be
// entered). The unit may end only where it has room (2.5); it passes through full
// squares as rule 8.3 lets moves pass them.
//
// `unit` is a board index; the draw is keyed (RetreatDirection, draw, the unit).
// Pure: the caller moves the unit and adds the fatigue.
[[nodiscard]] Retreat retreat(const Board& board, int unit, Seed seed, CombatDraw draw, const Rulings& rulings);
// The same with the sides of the board's map given (compute_sides(board.square().map,
// rulings)): a battle computes them once for all the retreats it causes.
[[nodiscard]] Retreat retreat(const Board& board, const MapSides& sides, int unit, Seed seed, CombatDraw draw,
                              const Rulings& rulings);

}  // namespace umpire::gitm
