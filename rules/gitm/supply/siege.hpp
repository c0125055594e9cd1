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
//
// A turn with Logistics::Computed runs the test after each strategic phase and
// tactical phase (after the combat that follows it: 10.3 lets units attacked in a
// city not yet besieged retreat out of it, so the siege begins after the battle).
//
// At the end of the turn, the siege surrender phase (10.3, 10.8): each besieged city
// whose garrison has no supplies (ruling SIEGE-SURRENDER-SUPPLIES) rolls once, a
// one-in-three chance (Purpose::SiegeSurrender, keyed by turn and city square); on
// success every unit of the garrison (active units of the controlling side and its
// active allies on the city square) surrenders: all its men are taken prisoner.
#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/rulings.hpp"

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

struct SiegeSurrender {
    StratSquare square;
    std::string city;
    bool without_supplies = false;  // the garrison has none (SIEGE-SURRENDER-SUPPLIES)
    bool rolled = false;            // a roll was made (a garrison without supplies)
    bool surrendered = false;
    std::vector<UnitId> garrison;   // sorted
    int men = 0;                    // taken prisoner
    friend bool operator==(const SiegeSurrender&, const SiegeSurrender&) = default;
};

// The siege surrender phase on `state` (changes it): one entry per besieged city with a garrison.
std::vector<SiegeSurrender> siege_surrender_phase(GameState& state, Seed seed, const Rulings& rulings);

}  // namespace umpire::gitm
