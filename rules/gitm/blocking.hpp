#pragma once
// The full blocking check of one straight line (rule 8.5 and its detail text): the
// first step blocked by terrain, the first step touching a neutral, the first step
// touching an enemy.
//
// check_line() walks the exact line incrementally (one major-axis square per step,
// the minor axis kept as an integer plus a remainder over n: no division, no
// floating point, nothing allocated) and tests each step against bitboards: the
// occupancy of each square, and StepBlocks, which records for the whole map which
// squares cannot be entered by a step in each of the 8 directions (impassable
// terrain, a river/mountain join, a cliff). Both are built once per map and
// position, so a line costs a few instructions per step, for checking many lines
// over one position (the benchmark's all pairs). check_line_reference() is the same
// check written over a traced Line: the oracle the fast walk is tested against, what
// the shorter-axis reading of TM-STEP-TYPO needs (its steps are not between
// neighbours), and what a unit's walk (phase_walk.hpp) checks its legs with: one walk
// reads too few steps to repay building the table.
#include <array>
#include <cstdint>

#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/line.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Who stands on each square, seen from the mover: one byte per square so that a
// step's contacts cost one load each.
class Occupancy {
public:
    static constexpr std::uint8_t kEnemy = 1;    // a unit hostile to the mover
    static constexpr std::uint8_t kNeutral = 2;  // a unit neutral to the mover
    void add(TacSquare s, std::uint8_t kind) noexcept { at_[static_cast<std::size_t>(s.index())] |= kind; }
    [[nodiscard]] std::uint8_t at(int i) const noexcept { return at_[static_cast<std::size_t>(i)]; }
    [[nodiscard]] bool enemy(TacSquare s) const noexcept { return at(s.index()) & kEnemy; }
    [[nodiscard]] bool neutral(TacSquare s) const noexcept { return at(s.index()) & kNeutral; }

private:
    std::array<std::uint8_t, kTacSquares> at_{};
};

// Step directions: (dc + 1) + 3 * (dr + 1), 0..8; 4, no move, is unused.
[[nodiscard]] constexpr int direction(int dc, int dr) noexcept { return (dc + 1) + 3 * (dr + 1); }

// For each square, the directions from which a step into it is refused (rule 8.5:
// impassable terrain, a river/mountain join, a cliff), one bit per direction.
class StepBlocks {
public:
    StepBlocks(const TacticalMap& map, const Rulings& rulings) noexcept;
    [[nodiscard]] bool blocked(int dir, int i) const noexcept { return (into_[static_cast<std::size_t>(i)] >> dir) & 1u; }

private:
    std::array<std::uint16_t, kTacSquares> into_{};
};

struct LineCheck {
    int terrain_step = -1;  // 0-based step of the first terrain block (-1: none, or not checked)
    int neutral_step = -1;  // first step whose contacts hold a neutral
    int enemy_step = -1;    // first step whose contacts hold an enemy
    [[nodiscard]] bool clear() const noexcept { return terrain_step < 0 && neutral_step < 0 && enemy_step < 0; }
    friend bool operator==(const LineCheck&, const LineCheck&) = default;
};

// The line of the default reading (TM-STEP-TYPO longer-axis). `terrain`: null when
// rule 8.5's terrain limit is not in force (no enemy or qualifying neutral present).
[[nodiscard]] LineCheck check_line(const StepBlocks* terrain, const Occupancy& occ, TacSquare from,
                                   TacSquare to) noexcept;

// The same check over an already traced line, for any reading, from step
// `first_step` on (a unit's walk may resume a line in the middle, rule 8.2); the
// steps it reports are the line's own.
[[nodiscard]] LineCheck check_line_reference(const TacticalMap& map, const Occupancy& occ, const Line& line,
                                             const Rulings& rulings, bool check_terrain, int first_step = 0) noexcept;

}  // namespace umpire::gitm
