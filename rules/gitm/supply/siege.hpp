#pragma once
// Rule 10.3: sieges. A city is besieged when, at the end of a movement phase (a siege
// begins or ends only then), all three hold:
//   - at least one unit of the state controlling the city (StratSquareInfo::owner), or
//     of a state actively allied to it, is on the city's tactical square or one of the
//     eight around it;
//   - the men (unmodified strength) of units hostile to that state on the eight squares
//     around the city square are more than 110% of the men of same-side and actively
//     allied units on the city square and the eight around it (whole numbers:
//     hostile x 10 > friendly x 11);
//   - with a fort, those hostile men are at least half the fort's capacity in spaces
//     (hostile x 2 >= capacity); a fort whose capacity the case does not give counts
//     this condition as met, as rule 9.6 reads such a fort (model/fort.hpp).
// Only active units count (11.3: inactive units take no part; 12.3: nor shattered
// ones). Squares around the city square that are off its tactical map are not looked
// at: the siege is fought on the city's own map.

#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"

namespace umpire::gitm {

struct SiegeTest {
    StratSquare square;
    std::string city;
    bool before = false, after = false;  // besieged at the start and end of the test
    bool defenders_present = false;      // the first condition
    int hostile = 0, friendly = 0;       // men around (hostile), in and around (friendly)
    std::optional<int> fort_capacity{};  // the fort's, when it has one and the case gives it
    friend bool operator==(const SiegeTest&, const SiegeTest&) = default;
};

// The test for every city of `state`, in the order of state.squares.
[[nodiscard]] std::vector<SiegeTest> siege_tests(const GameState& state);
// Sets StratSquareInfo::besieged from siege_tests(); returns them.
std::vector<SiegeTest> apply_sieges(GameState& state);

}  // namespace umpire::gitm
