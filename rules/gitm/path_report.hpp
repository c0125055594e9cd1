#pragma once
// A straight line as people read it: the exact points, the terrain squares, the
// squares whose units block it, and a drawing in the style of the detail text's
// graphical examples (B = blocked by a unit or terrain there, the text's "T/U";
// U = blocked by a unit only; S = start). Used by `umpire gitm path` and golden cases.
#include <string>
#include <vector>

#include "rules/gitm/line.hpp"

namespace umpire::gitm {

struct PathReport {
    TacSquare from, to;
    std::string kind;                    // "point", "orthogonal", "diagonal", "other"
    std::vector<std::string> points;     // "10 2/3-5": exact, mixed fractions
    std::vector<TacSquare> terrain_squares;  // in path order
    std::vector<TacSquare> unit_squares;     // in path order, each once
    std::vector<std::string> drawing;        // 15 rows of 15 characters
    friend bool operator==(const PathReport&, const PathReport&) = default;
};

[[nodiscard]] PathReport report_path(TacSquare from, TacSquare to, StepTypo reading = StepTypo::LongerAxis);
[[nodiscard]] std::string exact_text(Exact e);  // "32/3" -> "10 2/3"; "6/2" -> "3"

}  // namespace umpire::gitm
