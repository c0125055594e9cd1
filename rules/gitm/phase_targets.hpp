#pragma once
// Where a unit's move in a tactical phase is aimed when the order does not name a
// square: the nearest ford or pass (rule 8.2), the enemy an engage order attacks
// (8.8), the battle a support order joins (8.10).
#include <optional>
#include <span>
#include <vector>

#include "model/order_form.hpp"
#include "model/seed.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Rule 8.2: the nearest square of terrain `kind` (Ford or Pass) from `from`, under
// NEAREST-CROSSING; none when the map has none.
[[nodiscard]] std::optional<TacSquare> nearest_crossing(const TacticalMap& map, TacSquare from, Terrain kind,
                                                        NearestCrossing rule) noexcept;

// Rule 8.8: the board index of the enemy the unit engages, or -1. Enemy combat units
// first (active, not headquarters); headquarters only when no combat unit is left;
// nearest in steps, then fewest diagonal moves, then ENGAGE-TIE.
[[nodiscard]] int engage_target(const Board& board, int unit, Seed seed, int turn, int phase, const Rulings& rulings);

// A battle in progress as a supporter sees it (8.10).
struct BattleView {
    TacSquare square;
    std::int64_t hostile = 0;  // the odds' numerator and denominator, per SUPPORT-ODDS
    std::int64_t friendly = 0;
};

// Rule 8.10: the battle the unit at `at` supports (those in its box, closest first,
// then the worst odds for its side, then reading order): its index into `battles`,
// or -1; `by_odds` when equally close battles were told apart by their odds.
struct SupportPick {
    int index = -1;
    bool by_odds = false;
};
[[nodiscard]] SupportPick support_target(std::span<const BattleView> battles, TacSquare at, const ReactionBox& box);

}  // namespace umpire::gitm
