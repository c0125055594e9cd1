#pragma once
// The straight line of GITM tactical movement (rule 8.5, gitm-tactical-movement.txt;
// its worked paths tm-path-3-1-7-3 and tm-path-11-4-8-13 and its drawings tm-graphic-1,
// tm-graphic-2 and tm-graphic-3 are golden cases of this line).
//
// A move from A to B is a series of n one-square steps, n = max(|dc|, |dr|) under
// the default reading of TM-STEP-TYPO. Point k (k = 1..n) lies at
// A + k/n * (B - A), an exact rational with denominator n: no floating point is
// involved anywhere, so a x.5 tie is decided by the rule (round half down), never
// by a representation error.
//
// Two square sets come out of the line:
//  - terrain squares: each point rounded to the nearest square, half rounding down
//    (tm-rounding); these are the squares the unit passes through.
//  - contacts per step: the squares whose units block the step (tm-case-1..3):
//    the path square itself for a due N/S/E/W move; for a 45-degree diagonal the path
//    square and the two squares the step passes between; for any other line every
//    rounding, up or down, of the fractional point.
// The starting square belongs to neither set. Everything lives in fixed arrays:
// tracing a line allocates nothing (the benchmark checks 50 ns per line).
#include <array>
#include <cstdint>

#include "model/square.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

enum class LineKind : std::uint8_t { Point, Orthogonal, Diagonal, Other };  // Point: A == B

inline constexpr int kMaxSteps = kTacSize - 1;

// Exact coordinate: num / den, den = the line's step count (>= 1).
struct Exact {
    int num = 0;
    int den = 1;
};

struct Step {
    Exact col, row;              // the exact point reached by this step
    TacSquare square;            // the point rounded half down: the terrain square
    std::array<TacSquare, 4> contacts{};  // [0] is always `square`; then squares beside it
    std::uint8_t contact_count = 1;
    [[nodiscard]] bool beside(int i) const noexcept { return i > 0; }
};

struct Line {
    TacSquare from, to;
    LineKind kind = LineKind::Point;
    std::uint8_t count = 0;  // steps
    std::array<Step, kMaxSteps> steps{};

    // The square the unit stands on before step i (i = 0 is `from`).
    [[nodiscard]] TacSquare before(int i) const noexcept { return i == 0 ? from : steps[static_cast<std::size_t>(i - 1)].square; }
};

[[nodiscard]] Line trace_line(TacSquare from, TacSquare to, StepTypo reading = StepTypo::LongerAxis) noexcept;

// Half rounds down, for num >= 0, den >= 1 (tm-rounding).
[[nodiscard]] constexpr int round_half_down(int num, int den) noexcept { return (2 * num + den - 1) / (2 * den); }

}  // namespace umpire::gitm
