#pragma once
// The sides of one tactical map as people read them (rules 8.7, 7.9): a drawing with
// each side a letter (a-z, then 0-9, then '*'), crossings and impassable squares in
// their terrain glyphs, and for each side the directions it can leave the map by
// without crossing a river or range. Used by `umpire gitm sides` and golden cases.
#include <string>
#include <vector>

#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

struct SideExits {
    std::string side;                   // its letter in the drawing
    int squares = 0;                    // how many squares it holds, crossings not counted
    std::vector<std::string> free;      // direction codes it reaches the exit of
    std::vector<std::string> crossing;  // direction codes that need a crossing first (rule 7.9)
    friend bool operator==(const SideExits&, const SideExits&) = default;
};

struct CrossingSides {
    TacSquare square;   // a ford or pass (rule 8.7)
    std::string sides;  // the letters of the sides it touches, through its group: "ab"
    friend bool operator==(const CrossingSides&, const CrossingSides&) = default;
};

struct SidesReport {
    std::vector<std::string> drawing;     // 15 rows of 15 characters
    std::vector<SideExits> sides;         // in label order (reading order of first square)
    std::vector<CrossingSides> crossings; // in reading order
    friend bool operator==(const SidesReport&, const SidesReport&) = default;
};

[[nodiscard]] std::string side_letter(int side);
[[nodiscard]] SidesReport report_sides(const TacticalMap& map, const Rulings& rulings);

}  // namespace umpire::gitm
