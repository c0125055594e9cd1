#pragma once
// The eight symmetries of a square grid, shared by the property tests: optionally
// swap the axes, then optionally mirror each. Each test maps points with its own
// centre (a tactical map's 7-7, or the origin for offsets).
#include <array>

namespace umpire::props {

struct Symmetry {
    bool swap, mirror_col, mirror_row;
};

inline constexpr std::array<Symmetry, 8> kSymmetries{{{false, false, false},
                                                      {false, true, false},
                                                      {false, false, true},
                                                      {false, true, true},
                                                      {true, false, false},
                                                      {true, true, false},
                                                      {true, false, true},
                                                      {true, true, true}}};

}  // namespace umpire::props
