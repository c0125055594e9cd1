#pragma once
// Rule 4.1: what units detect on the strategic map, and how a position report shows
// it. Friends (same side or actively allied) are detected up to 3 squares away (5
// for an army headquarters) and reported exactly; every other unit up to 1 square
// away (2 for light cavalry of 250 men or more) and reported only approximately: a
// word for the size of the stack (regiments, brigade, brigades, division, or a
// number of divisions) and the letters I, C, A, H (militia shown as I), both drawn
// with the errors the report parameters allow. Inactive units (11.3) and shattered
// ones (12.3) detect nothing. Distances count squares as a strategic move does
// (rule 7.4: a diagonal step is one square). The squares a position report shows
// are those within 5 squares of an active viewer.
//
// Which units are a player's viewers (rule 4.6: his own command) is the caller's
// choice; this file knows units, not players.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/reports/unit_places.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kFriendReach = 3;         // rule 4.1
inline constexpr int kArmyHqFriendReach = 5;   // rule 4.1
inline constexpr int kOtherReach = 1;          // rule 4.1
inline constexpr int kScoutReach = 2;          // rule 4.1: light cavalry ...
inline constexpr int kScoutStrength = 250;     // ... of this strength or more
inline constexpr int kPositionReach = 5;       // rule 4.1: the squares a position report shows
inline constexpr int kDivisionUnits = 12;      // rule 4.1: units per division reported beyond the first

// How far `viewer` detects a unit whose state stands in `relation` to its own; 0
// when it detects nothing (not active).
[[nodiscard]] int detection_reach(const Unit& viewer, Relation relation) noexcept;

// One unit detected, by the nearest of the viewers (the lowest id among equals).
struct Detection {
    UnitId unit;
    UnitId by;
    int distance = 0;
    bool exact = false;  // a friend's, reported by id; else only in its stack's approximation
    friend bool operator==(const Detection&, const Detection&) = default;
};

// Rule 4.1's size words, from smallest.
#define UMPIRE_GITM_STACK_SIZES(X) \
    X(Regiments, "regiments") X(Brigade, "brigade") X(Brigades, "brigades") X(Division, "division") X(Divisions, "divisions")
UMPIRE_NAMED_ENUM(StackSize, std::uint8_t, UMPIRE_GITM_STACK_SIZES)
[[nodiscard]] inline std::string_view name(StackSize s) noexcept { return enum_name(s); }

// The units of one strategic square that the viewers detect but may not know
// exactly, as the report shows them. `units` is the true count, kept for review and
// tests; a report printed for a player shows only the words and letters.
struct StackSighting {
    StratSquare square;
    int units = 0;           // the true number detected
    int reported = 0;        // the number the report's words stand for, after its error
    StackSize size = StackSize::Regiments;
    int divisions = 0;       // with Divisions: how many
    std::string letters;     // some of "ICAH", in that order, each as reported
    friend bool operator==(const StackSighting&, const StackSighting&) = default;
};

struct StrategicView {
    std::vector<UnitId> viewers;           // the active ones that detect, by id
    std::vector<Detection> detections;     // by unit id; the reader's own units (all those given) are not listed
    std::vector<StackSighting> stacks;     // the approximate ones, by square (reading order)
    std::vector<StratSquare> shown;        // the squares the position report covers, in reading order
    RulingList rulings;                    // those that decided it
    friend bool operator==(const StrategicView&, const StrategicView&) = default;
};

// What `viewers` (ids of units of `state`; unknown ids are ignored) detect on the
// strategic map this turn. The approximations draw from `seed` keyed by the turn and
// the square, so every reader of one state who sees a square reads the same words.
[[nodiscard]] StrategicView view_strategic(const GameState& state, std::span<const UnitId> viewers, Seed seed,
                                           const Rulings& rulings, const ParamSet& params);
// The same over a position already indexed, for many readers of one position.
[[nodiscard]] StrategicView view_strategic(const UnitPlaces& places, std::span<const UnitId> viewers, Seed seed,
                                           const Rulings& rulings, const ParamSet& params);

// Rule 4.1's word for a number of units (at least 1): 1-3 regiments, 4-5 a brigade,
// 6-8 brigades, 9-17 a division, and from 18 a number of divisions of about 12 units
// each (`divisions` is set then).
[[nodiscard]] StackSize stack_size(int units, int& divisions) noexcept;

}  // namespace umpire::gitm
