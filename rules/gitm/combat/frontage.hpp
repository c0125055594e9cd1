#pragma once
// Rule 9.4: how many spaces a unit takes in a battle line and how long the lines are
// (front, second, rear), from the directions the attackers entered the square from.
// Rulings COMBAT-FRONT-CHAIN (chains of adjacent directions) and COMBAT-FRONT-NO-ENTRY
// (a battle nobody entered) decide what the text leaves open.
#include <cstdint>
#include <string>
#include <string_view>

#include "model/direction.hpp"
#include "model/expected.hpp"
#include "model/unit.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Rule 9.4's numbers.
inline constexpr int kInfantrySpaces = 1;   // per infantryman (light infantry and militia too)
inline constexpr int kCavalrySpaces = 3;    // per cavalryman: LC, DR, LN
inline constexpr int kArtillerySpaces = 8;  // per artilleryman: MA, LA, HA, SA
inline constexpr int kArtilleristsPerBattery = 100;  // men of an infantry or cavalry unit per attached battery
inline constexpr int kDirectionSpaces = 3000;        // the front of one direction
inline constexpr int kAdjacentDirectionSpaces = 1500;  // an added direction adjacent to one other

// Spaces one man of the type takes; a headquarters takes no line (9.2): asserted.
[[nodiscard]] int spaces_per_man(UnitType t) noexcept;

// The unit's men that count as artillerists: all of an artillery unit's; of an
// infantry or cavalry unit, 100 per attached battery, but never more than the unit's
// men (the guns cannot be served by men the unit does not have: a 150-man unit with
// two batteries has 150 artillerists and no infantry).
[[nodiscard]] int artillerists_of(UnitType t, int men, int batteries) noexcept;

// The spaces the unit's men take: its artillerists at 8, the rest at their type's rate
// (1,500 infantry with one battery: 1,400 + 100 x 8 = 2,200).
[[nodiscard]] std::int64_t unit_spaces(UnitType t, int men, int batteries) noexcept;

// A set of the eight compass directions.
class DirectionSet {
public:
    DirectionSet() = default;
    void add(Direction d) noexcept { bits_ |= bit(d); }
    [[nodiscard]] bool contains(Direction d) const noexcept { return (bits_ & bit(d)) != 0; }
    [[nodiscard]] int size() const noexcept;
    [[nodiscard]] bool empty() const noexcept { return bits_ == 0; }
    [[nodiscard]] static DirectionSet all() noexcept;
    friend bool operator==(DirectionSet, DirectionSet) = default;

private:
    static std::uint8_t bit(Direction d) noexcept { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(d)); }
    std::uint8_t bits_ = 0;
};

// "N,NE": comma-separated direction codes. Errors name the offending token; a
// direction given twice is an error (likely a slip for another one).
[[nodiscard]] Expected<DirectionSet> parse_directions(std::string_view text);
// "N,NE" in compass order; "" for the empty set.
[[nodiscard]] std::string to_string(DirectionSet s);

// The three lines' capacities in spaces (9.4): second = front, rear = 2 x (front + second).
struct Frontage {
    int front = 0;
    int second = 0;
    int rear = 0;
    friend bool operator==(const Frontage&, const Frontage&) = default;
};

// The front of attackers from a non-empty set of directions, as each alternative of
// COMBAT-FRONT-CHAIN counts it.
[[nodiscard]] int front_spaces(DirectionSet entered, FrontChain chain) noexcept;

struct FrontageResult {
    Frontage capacity;
    RulingList ruling;  // the rulings that decided it: a chain the alternatives count apart, an empty set
    friend bool operator==(const FrontageResult&, const FrontageResult&) = default;
};

// The lines of a battle whose attackers entered from `entered` (empty: nobody entered,
// COMBAT-FRONT-NO-ENTRY).
[[nodiscard]] FrontageResult frontage(DirectionSet entered, const Rulings& rulings) noexcept;

}  // namespace umpire::gitm
