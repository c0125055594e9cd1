#pragma once
// Rule 10.2's line of contact on the strategic map, for the units of one state: a
// chain of king steps through the state's strategic squares that
//   - never enters a square that is impassable (1.2) or in Guatemala (7.16),
//   - never enters a square holding a unit hostile to the state,
//   - never enters a square next to (one of the eight around) a square holding a hostile
//     light or medium cavalry unit, unless a same-side or actively allied combat unit
//     (any but a headquarters) is in the square entered or in the cavalry's square;
//     which cavalry is medium is ruling UNIT-CAVALRY-CLASS (dragoons and lancers, or none),
//   - never steps diagonally between two squares that both hold hostile units,
//   - and leaves and arrives where its ends can reach: each end is a unit (or a city's
//     tactical square) on a tactical square, and it must have a clear path to the edge
//     of its tactical map in the direction of the line: the start towards its first
//     step, the end back along its last one (the opposite of that step's direction).
//     What makes a path clear is ruling CONTACT-TACTICAL-PATH: its side of the rivers
//     and ranges reaches that edge (7.9's exit query, rules/gitm/strategic_exit.hpp),
//     optionally with no hostile unit between it and the edge as 7.14 reads "between".
// The square the line starts from is not entered and so is never checked. Which units
// are there (inactive and shattered ones too, or only active ones) is ruling
// TM-INACTIVE-PRESENCE, as for the other rules reading units present. Two ends in one
// strategic square have a line of length 0, whatever their tactical squares: no step
// leaves a map. A line may pass through its end's strategic square and come back into
// it from another side, when that is the side the end can be reached from: every
// square it enters meets the strategic conditions, and the end only asks about the
// direction the line arrives by.
//
// Lines with cities (10.2's last two sentences): a unit has one with a city when it
// would have one with a friendly unit standing on the city's tactical square
// (StratSquareInfo::city_square), and none when the city is besieged; two cities of
// the same or allied states have one when units of the first city's controller on
// both cities' tactical squares would (the text excludes besieged cities from the
// first sentence only; 10.3 bars moving supplies in or out of them anyway).
//
// Left out: 7.18's chains between allied unblockaded ports, which need the ports and
// blockades the model does not have yet. Squares the state does not list are never
// entered: the line runs over what the state describes.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/graph/properties.hpp>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// King steps between two strategic squares: no line of contact is shorter, so a search
// need not be run for ends farther apart than the line may be long.
[[nodiscard]] constexpr int king_distance(StratSquare a, StratSquare b) noexcept {
    const int dc = a.col > b.col ? a.col - b.col : b.col - a.col;
    const int dr = a.row > b.row ? a.row - b.row : b.row - a.row;
    return dc > dr ? dc : dr;
}

// Why a line of contact may not enter a square.
#define UMPIRE_GITM_CONTACT_BARS(X)                                                                     \
    X(None, "none") X(NotInState, "not-in-state") X(Impassable, "impassable") X(Guatemala, "guatemala") \
    X(Enemy, "enemy") X(EnemyCavalry, "enemy-cavalry")
UMPIRE_NAMED_ENUM(ContactBar, std::uint8_t, UMPIRE_GITM_CONTACT_BARS)
[[nodiscard]] inline std::string_view name(ContactBar b) noexcept { return enum_name(b); }

// Light cavalry, and the medium cavalry of ruling UNIT-CAVALRY-CLASS.
[[nodiscard]] bool light_or_medium_cavalry(UnitType t, const Rulings& rulings) noexcept;

// One end of a line of contact: a strategic square and the tactical square of the unit
// (or city) there. Without a tactical square the end asks nothing of the line's
// direction: the reading for an end that is a square rather than a unit.
struct ContactEnd {
    StratSquare square;
    std::optional<TacSquare> tactical;
    friend bool operator==(const ContactEnd&, const ContactEnd&) = default;
};

// A set of directions, bit d for Direction d.
using DirectionMask = std::uint8_t;
inline constexpr DirectionMask kAllDirectionsMask = 0xff;
[[nodiscard]] constexpr DirectionMask bit(Direction d) noexcept {
    return static_cast<DirectionMask>(1u << static_cast<unsigned>(d));
}

class ContactGraph;  // contact.cpp: the squares as a Boost.Graph graph
struct MapExitTables;  // contact.cpp: each tactical map's exits, worked out once per map
struct SquareLayout;   // contact.cpp: where each square is and what its terrain bars

// The lines of contact of one state's units over one position (the positions at the
// start of movement, for rule 7.18). Requires a state passing check_invariants();
// `side` must be one of its states. Keeps a reference to `state`, and caches the
// sides of the tactical maps it has looked at.
class ContactMap {
public:
    // `other`, a map of another side over the same state and rulings, shares the sides
    // of the tactical maps it has worked out (they do not depend on the side).
    ContactMap(const GameState& state, std::string_view side, const Rulings& rulings,
               const ContactMap* other = nullptr);

    [[nodiscard]] ContactBar bar(StratSquare s) const;
    // The directions in which a unit of the side standing on `tactical` in `square` has
    // a clear path to its map's edge (CONTACT-TACTICAL-PATH); none when `square` is not
    // in the state.
    [[nodiscard]] DirectionMask clear_exits(StratSquare square, TacSquare tactical) const;

    // Rule 10.2 in full, between two ends. The fewest steps of a line of contact from
    // `from` to `to` (0 in one square); nullopt when there is none, or none of at most
    // `max_steps`.
    [[nodiscard]] std::optional<int> length(const ContactEnd& from, const ContactEnd& to,
                                            std::optional<int> max_steps = std::nullopt) const;
    // The fewest steps from `from` to each square of the state, indexed like
    // GameState::squares, its first step clear from `from`'s tactical square; -1 where
    // no line reaches (of at most `max_steps`, when given: the search stops there).
    // An entry is a line to the square, not to a unit there: arrival() adds the end's
    // own condition. `from` must be in the state.
    [[nodiscard]] std::vector<int> distances(const ContactEnd& from,
                                             std::optional<int> max_steps = std::nullopt) const;
    // length(from, to, max_steps) from what distances(from, max_steps) returned, for
    // callers asking about many ends: the best line arriving by a step `to` can be
    // reached from.
    [[nodiscard]] std::optional<int> arrival(const ContactEnd& from, const std::vector<int>& dist,
                                             const ContactEnd& to,
                                             std::optional<int> max_steps = std::nullopt) const;
    // length(from, to[k], max_steps) for each end, from one bounded search that costs
    // what it visits, not the whole map (communications and supply sources ask this of
    // every unit, about the few headquarters and cities near it). `from` must be in the
    // state.
    [[nodiscard]] std::vector<std::optional<int>> lengths(const ContactEnd& from, const std::vector<ContactEnd>& to,
                                                          int max_steps) const;
    // The squares of one shortest line from `from` to `to`, `from`'s left out and `to`'s
    // last (empty in one square); nullopt as for length(). Among lines of equal length,
    // the one whose last step comes from the square the search met first: at each
    // square the steps are tried clockwise from north (rule 12.2 moves a shattered unit
    // along it).
    [[nodiscard]] std::optional<std::vector<StratSquare>> line(const ContactEnd& from, const ContactEnd& to,
                                                               std::optional<int> max_steps = std::nullopt) const;

    // The end a line with the city in `city` arrives at: a friendly unit on the city's
    // tactical square (the square alone when the state does not give it); nullopt when
    // `city` holds no city or the city is besieged (10.2, 10.3).
    [[nodiscard]] std::optional<ContactEnd> city_end(StratSquare city) const;
    // A unit's line with the city in `city`: length() to city_end(city).
    [[nodiscard]] std::optional<int> city_length(const ContactEnd& unit, StratSquare city,
                                                 std::optional<int> max_steps = std::nullopt) const;

    // The strategic conditions alone, between squares: ContactEnds without tactical
    // squares. For callers whose ends are not units on tactical squares.
    [[nodiscard]] std::optional<int> length(StratSquare from, StratSquare to,
                                            std::optional<int> max_steps = std::nullopt) const {
        return length(ContactEnd{from, {}}, ContactEnd{to, {}}, max_steps);
    }
    [[nodiscard]] std::vector<int> distances(StratSquare from, std::optional<int> max_steps = std::nullopt) const {
        return distances(ContactEnd{from, {}}, max_steps);
    }
    [[nodiscard]] std::optional<std::vector<StratSquare>> line(StratSquare from, StratSquare to,
                                                               std::optional<int> max_steps = std::nullopt) const {
        return line(ContactEnd{from, {}}, ContactEnd{to, {}}, max_steps);
    }

private:
    friend class ContactGraph;
    struct Search {
        std::vector<int> dist;
        std::vector<int> via;   // the square each was first reached from (with `order` only)
        std::vector<int> order; // when each was reached, 0 first (only when asked for)
    };
    // Breadth-first from `from`, its first step clear from its tactical square.
    [[nodiscard]] Search search(const ContactEnd& from, bool trace, std::optional<int> max_steps) const;
    // The square the best line to `to` makes its last step from (an index), and the line's length.
    // `order` breaks ties between lines of one length (when given).
    [[nodiscard]] std::optional<std::pair<int, int>> last_step(const ContactEnd& from, const std::vector<int>& dist,
                                                               const std::vector<int>* order, const ContactEnd& to,
                                                               std::optional<int> max_steps) const;
    [[nodiscard]] DirectionMask start_exits(const ContactEnd& from) const;
    // The exits of the map of square `k` (an index) by tactical square, units left out.
    [[nodiscard]] const std::array<DirectionMask, kTacSquares>& exit_table(int k) const;
    [[nodiscard]] int index(StratSquare s) const noexcept;  // into state.squares; -1 when not listed
    [[nodiscard]] bool enemy_at(StratSquare s) const noexcept;
    // The steps a line may take from square `v` (an index into state.squares), and the
    // square a step leads to (-1 when not listed).
    [[nodiscard]] DirectionMask steps(int v) const noexcept;  // work_out_steps(), kept once asked
    [[nodiscard]] DirectionMask work_out_steps(int v) const noexcept;
    static constexpr std::uint16_t kStepsUnknown = 0x100;  // not a DirectionMask
    [[nodiscard]] int step_target(int v, Direction d) const noexcept;

    const GameState& state_;
    Rulings rulings_;
    // The squares' places and terrain, the same for every side: shared with `other`.
    std::shared_ptr<const SquareLayout> layout_;
    const int* slot_ = nullptr;               // layout_'s: kStratColumns * kStratRows, index into squares or -1
    const StratSquare* place_ = nullptr;      // layout_'s: per square, state.squares[i].square
    std::vector<char> enemy_;        // per square: holds a unit hostile to the side
    std::vector<char> friends_;      // per square: holds a same-side or actively allied combat unit
    std::vector<char> cavalry_;      // per square: holds hostile light or medium cavalry
    std::vector<ContactBar> bar_;    // per square
    std::vector<std::pair<int, TacSquare>> hostile_at_;  // hostile units' squares (index, tactical)
    mutable std::vector<std::uint16_t> steps_;  // per square: steps(), or kStepsUnknown
    std::array<TacSet, kAllDirections.size()> edge_{};  // by Direction: the squares a map is left by (exit_squares)
    // The directions each tactical square's side reaches its map's edge in, by square
    // index, filled as asked; shared with `other` (units play no part in them).
    std::shared_ptr<MapExitTables> exit_tables_;
    // lengths()'s search, kept between calls: every entry -1 and white again after each,
    // only the squares it visited being reset.
    mutable std::vector<int> scratch_dist_;
    mutable std::vector<boost::default_color_type> scratch_colour_;
    mutable std::vector<int> scratch_queue_;
};

// One-off form of ContactMap::length between squares.
[[nodiscard]] std::optional<int> contact_length(const GameState& state, std::string_view side, StratSquare from,
                                                StratSquare to, const Rulings& rulings,
                                                std::optional<int> max_steps = std::nullopt);

// A unit's line with a city (one-off ContactMap::city_length for the unit's state).
[[nodiscard]] std::optional<int> city_line_length(const GameState& state, const Unit& unit, StratSquare city,
                                                  const Rulings& rulings, std::optional<int> max_steps = std::nullopt);

// The line between the cities in `a` and `b` (10.2's last sentence): nullopt unless
// both squares hold cities whose controllers are the same or allied states, and units
// of `a`'s controller on both cities' tactical squares would have a line of contact.
[[nodiscard]] std::optional<int> cities_line_length(const GameState& state, StratSquare a, StratSquare b,
                                                    const Rulings& rulings,
                                                    std::optional<int> max_steps = std::nullopt);

}  // namespace umpire::gitm
