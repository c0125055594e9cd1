#pragma once
// Rule 10.2's line of contact on the strategic map, for the units of one state: a
// chain of king steps through the state's strategic squares that
//   - never enters a square that is impassable (1.2) or in Guatemala (7.16),
//   - never enters a square holding a unit hostile to the state,
//   - never enters a square next to (one of the eight around) a square holding a hostile
//     light or medium cavalry unit, unless a same-side or actively allied combat unit
//     (any but a headquarters) is in the square entered or in the cavalry's square;
//     which cavalry is medium is ruling UNIT-CAVALRY-CLASS (dragoons and lancers, or none),
//   - never steps diagonally between two squares that both hold hostile units.
// The square the line starts from is not entered and so is never checked. Which units
// are there (inactive and shattered ones too, or only active ones) is ruling
// TM-INACTIVE-PRESENCE, as for the other rules reading units present.
//
// Left out: the tactical half of 10.2 (both units need a clear path to the edge of
// their tactical maps in the direction of the line) and 7.18's chains between allied
// unblockaded ports, which need the ports and blockades the model does not have yet.
// Squares the state does not list are never entered: the line runs over what the
// state describes.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// Why a line of contact may not enter a square.
#define UMPIRE_GITM_CONTACT_BARS(X)                                                                     \
    X(None, "none") X(NotInState, "not-in-state") X(Impassable, "impassable") X(Guatemala, "guatemala") \
    X(Enemy, "enemy") X(EnemyCavalry, "enemy-cavalry")
UMPIRE_NAMED_ENUM(ContactBar, std::uint8_t, UMPIRE_GITM_CONTACT_BARS)
[[nodiscard]] inline std::string_view name(ContactBar b) noexcept { return enum_name(b); }

// Light cavalry, and the medium cavalry of ruling UNIT-CAVALRY-CLASS.
[[nodiscard]] bool light_or_medium_cavalry(UnitType t, const Rulings& rulings) noexcept;

class ContactGraph;  // contact.cpp: the squares as a Boost.Graph graph

// The lines of contact of one state's units over one position (the positions at the
// start of movement, for rule 7.18). Requires a state passing check_invariants();
// `side` must be one of its states. Keeps a reference to `state`.
class ContactMap {
public:
    ContactMap(const GameState& state, std::string_view side, const Rulings& rulings);

    [[nodiscard]] ContactBar bar(StratSquare s) const;
    // The fewest steps of a line of contact from `from` to `to` (0 when they are the
    // same square); nullopt when there is none, or none of at most `max_steps`.
    [[nodiscard]] std::optional<int> length(StratSquare from, StratSquare to,
                                            std::optional<int> max_steps = std::nullopt) const;
    // The fewest steps from `from` to each square of the state, indexed like
    // GameState::squares; -1 where no line reaches (of at most `max_steps`, when
    // given: the search stops there). `from` must be in the state.
    [[nodiscard]] std::vector<int> distances(StratSquare from, std::optional<int> max_steps = std::nullopt) const;
    // The squares of one shortest line from `from` to `to`, `from` left out and `to`
    // last (empty when they are the same square); nullopt as for length(). Among
    // lines of equal length, the one the search meets first: at each square the
    // steps are tried clockwise from north (rule 12.2 moves a shattered unit along it).
    [[nodiscard]] std::optional<std::vector<StratSquare>> line(StratSquare from, StratSquare to,
                                                               std::optional<int> max_steps = std::nullopt) const;

private:
    friend class ContactGraph;
    // Breadth-first from `from`: distances, and in `via` (when given) the index of the
    // square each was first reached from; squares beyond `max_steps` are not reached.
    [[nodiscard]] std::vector<int> search(StratSquare from, std::vector<int>* via, std::optional<int> max_steps) const;
    [[nodiscard]] int index(StratSquare s) const noexcept;  // into state.squares; -1 when not listed
    [[nodiscard]] bool enemy_at(StratSquare s) const noexcept;
    // The steps a line may take from square `v` (an index into state.squares), bit d
    // for Direction d, and the square a step leads to (-1 when not listed).
    [[nodiscard]] std::uint8_t steps(int v) const noexcept;
    [[nodiscard]] int step_target(int v, Direction d) const noexcept;

    const GameState& state_;
    std::vector<int> slot_;          // kStratColumns * kStratRows: index into squares, -1
    std::vector<char> enemy_;        // per square: holds a unit hostile to the side
    std::vector<char> friends_;      // per square: holds a same-side or actively allied combat unit
    std::vector<char> cavalry_;      // per square: holds hostile light or medium cavalry
    std::vector<ContactBar> bar_;    // per square
};

// One-off form of ContactMap::length.
[[nodiscard]] std::optional<int> contact_length(const GameState& state, std::string_view side, StratSquare from,
                                                StratSquare to, const Rulings& rulings,
                                                std::optional<int> max_steps = std::nullopt);

}  // namespace umpire::gitm
