#pragma once
// Rule 7.14 read from the game state: everything place_entry() takes as given (the
// direction, the request or current square, the enemies and allies in the square
// entered, and whether the unit must keep to its side of a river or range) worked
// out for one unit's strategic step.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/direction.hpp"
#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "rules/gitm/entry.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// One strategic step of a unit into a neighbouring square.
struct StrategicEntry {
    UnitId unit;
    StratSquare to;
    std::optional<TacSquare> request;  // the order's entry square; none = the unit's current square
    int phase = 0;                     // keys the fallback draw with the state's turn and the unit
    friend bool operator==(const StrategicEntry&, const StrategicEntry&) = default;
};

// The inputs of place_entry() for a StrategicEntry. Plain data: input() points into
// it, so keep it alive (and unmoved) while the EntryInput is in use.
struct EntryContext {
    Direction moving = Direction::S;
    TacSquare request;
    const TacticalMap* map = nullptr;       // in the GameState the context was built from
    std::vector<TacSquare> enemies;         // sorted by square index
    std::vector<std::uint8_t> allied;       // per square index: units allied to the mover (rule 2.5)
    // Rule 7.14's side condition: the units in the square left that switch it on
    // (hostile, or neutral on home soil); empty when it is off, or when the terrain
    // condition (ENTRY-SIDE-TERRAIN) does not hold.
    std::vector<UnitId> side_reasons;
    bool side_rule = false;
    TacSet proper_side, side_crossings;
    DrawKey draw;

    [[nodiscard]] EntryInput input() const noexcept;
};

// Errors name the StrategicEntry field at fault: "unit" (not in the state, or its
// square is not), "to" (not a neighbour of the unit's square, or not in the state).
[[nodiscard]] Expected<EntryContext> entry_context(const GameState& state, const StrategicEntry& step,
                                                   const Rulings& rulings);

// The same for a caller that has already found the squares and their units (the
// strategic phase, which places thousands of units): `in_from` and `in_to` are the
// units of the square left and of the square entered, the mover among the first.
[[nodiscard]] EntryContext entry_context_at(const GameState& state, const Unit& mover, const StratSquareInfo& from,
                                            const StratSquareInfo& to, Direction moving, TacSquare request, int phase,
                                            std::span<const Unit* const> in_from, std::span<const Unit* const> in_to,
                                            const Rulings& rulings);

// The proper side's squares of `entered` for a unit on `start` of `left` moving in
// direction `moving` (rule 7.14): side squares in `proper`, fords and passes touching
// the side in `crossings`.
void proper_side_squares(const TacticalMap& left, TacSquare start, Direction moving, const TacticalMap& entered,
                         const Rulings& rulings, TacSet& proper, TacSet& crossings);

}  // namespace umpire::gitm
