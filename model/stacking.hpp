#pragma once
// The stacking caps (rules 1.4, 2.5, 11.2) as counts over a GameState. Which units
// and relations count depends on rulings (STACK-STATUS, TM-ALLIED-COUNT,
// DEPLOY-TACTICAL-CAPS); the model cannot see the rulings register, so the caller
// says how to read them in a StackReading. check_invariants() uses the most
// permissive reading of every ruling (StackReading::permissive()): a state the
// loader rejects breaks the caps under every reading, and any placement accepted
// under some rulings (rules/gitm/stacking.hpp) leaves a state that still loads.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"

namespace umpire {

inline constexpr int kMaxUnitsPerTacSquare = 24;      // rule 2.5
inline constexpr int kMaxAlliedPerTacSquare = 12;     // rules 2.5, 8.3
inline constexpr int kMaxActivePerStratSquare = 200;  // rules 1.4, 7.18
inline constexpr int kMaxInactive = 2;                // rules 1.4, 11.2
inline constexpr int kMaxInactiveWithCity = 3;        // rules 1.4, 11.2

struct StackReading {
    bool inactive_count_tactically = true;   // STACK-STATUS: inactive units fill a tactical square
    bool shattered_count_tactically = false;  // STACK-STATUS=all-units
    bool allied_relation_counts = true;      // TM-ALLIED-COUNT=all-allied: "allied" is allied
    bool deployment_waives_24 = true;        // DEPLOY-TACTICAL-CAPS: 7.18 lifts the 24 too
    bool mutually_allied = false;            // STACK-ALLIED-ONE-ANOTHER=mutually-allied: 2.5's 12 is a set
                                             // of units every two of which are allied

    // The reading under which the fewest states break a cap.
    [[nodiscard]] static constexpr StackReading permissive() noexcept { return {false, false, false, true, true}; }
};

// Rule 8.3's and 2.5's "allied": same-side and actively allied always, allied by reading.
[[nodiscard]] constexpr bool counts_as_allied(Relation r, bool allied_relation_counts) noexcept {
    return friendly(r) || (allied_relation_counts && r == Relation::Allied);
}

// Whether `u` fills a tactical square for rule 2.5.
[[nodiscard]] bool counts_tactically(const Unit& u, const StackReading& reading) noexcept;
// Rules 1.4 and 11.2: an inactive unit, unless in a fort or a militia in its home city.
[[nodiscard]] bool counts_as_inactive(const Unit& u, const StratSquareInfo& square) noexcept;
[[nodiscard]] int inactive_cap(const StratSquareInfo& square) noexcept;

// Each cap with its name and the rule (catalogue id) that sets it.
#define UMPIRE_STACK_LIMITS(X)                            \
    X(None, "none", "")                                    \
    X(StrategicActive, "strategic-active", "1.4")          \
    X(StrategicInactive, "strategic-inactive", "11.2")     \
    X(TacticalUnits, "tactical-units", "2.5")              \
    X(TacticalAllied, "tactical-allied", "2.5")
UMPIRE_NAMED_ENUM(StackLimit, std::uint8_t, UMPIRE_STACK_LIMITS)
[[nodiscard]] inline std::string_view name(StackLimit l) noexcept { return enum_name(l); }
[[nodiscard]] std::string_view rule_of(StackLimit l) noexcept;
// Rule 7.18: during the deployment turn's movement a tactical cap does not bind
// active units (only active units move then: militia cannot, inactive units do not).
[[nodiscard]] bool deployment_waives(const GameState& s, StackLimit l, const StackReading& reading) noexcept;

// One cap broken in one square. `unit` indexes GameState::units: the unit the
// count went over the cap with, in file order, so a loader can point at it.
struct StackBreach {
    StackLimit limit = StackLimit::None;
    StratSquare strategic;
    std::optional<TacSquare> tactical;  // for the tactical caps
    int count = 0;
    int cap = 0;
    std::size_t unit = 0;  // for the allied cap: a unit of the largest group
};

// Every broken cap, strategic squares first then tactical squares, each in map
// order. The allied count of a square is taken only when its unit count is within
// 24, so the work stays bounded on hostile input; the 24 breach is reported then.
[[nodiscard]] std::vector<StackBreach> stacking_breaches(const GameState& s, const StackReading& reading);

// Relations of a GameState by state index, for the pairwise counts.
class RelationTable {
public:
    explicit RelationTable(const GameState& s);
    // -1 when the state is not listed (check_invariants reports it).
    [[nodiscard]] int index(std::string_view state) const noexcept;
    [[nodiscard]] bool allied(int a, int b, bool allied_relation_counts) const noexcept;
    [[nodiscard]] Relation at(int a, int b) const noexcept {
        return rel_[static_cast<std::size_t>(a) * ids_.size() + static_cast<std::size_t>(b)];
    }

    // For each of `members` (indices into s.units, all in one tactical square) its
    // group for rule 2.5's 12 "allied to one another" (STACK-ALLIED-ONE-ANOTHER): per
    // unit, how many of the members are allied to it, itself included; mutually
    // allied, the most members, itself among them, every two of which are allied.
    [[nodiscard]] std::vector<int> group_sizes(const GameState& s, std::span<const std::size_t> members,
                                               bool allied_relation_counts, bool mutually_allied = false) const;
    // The same for units given by their state indices (index()).
    [[nodiscard]] std::vector<int> group_sizes(std::span<const int> state_of, bool allied_relation_counts,
                                               bool mutually_allied) const;

private:
    std::vector<std::string> ids_;
    std::vector<Relation> rel_;  // ids_.size() squared; Hostile where a pair is unlisted
};

}  // namespace umpire
