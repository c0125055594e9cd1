#pragma once
// Rule 10.2's line of contact between two ends, as `umpire gitm contact` and the golden
// kind "contact" show it: the line, or why there is none. Pure.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/gitm/contact.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// What an end of the query names: a strategic square alone, a unit (on its tactical
// square) or a city (a friendly unit on the city's tactical square, 10.2).
#define UMPIRE_GITM_CONTACT_POINTS(X) X(Square, "square") X(Unit, "unit") X(City, "city")
UMPIRE_NAMED_ENUM(ContactPointKind, std::uint8_t, UMPIRE_GITM_CONTACT_POINTS)

struct ContactPoint {
    ContactPointKind kind = ContactPointKind::Square;
    std::string name;  // the unit's id or the city's name; empty for a square
    StratSquare square;
    std::optional<TacSquare> tactical;  // the unit's or the city's tactical square
    bool besieged = false;              // a city under siege (10.3): no line with it
    friend bool operator==(const ContactPoint&, const ContactPoint&) = default;
};

// Why there is no line: an end outside the state; a besieged city; the bar met nearest
// the goal (`at` its square, `bar` why it cannot be entered); a diagonal step between
// two enemy squares, nearest the goal (`at` the square it would have entered); the
// start's or the end's tactical square (CONTACT-TACTICAL-PATH), when a line between
// the squares alone exists.
#define UMPIRE_GITM_CONTACT_STOPS(X)                                                                              \
    X(None, "none") X(NotInState, "not-in-state") X(BesiegedCity, "besieged-city") X(Bar, "bar")                 \
    X(Diagonal, "diagonal") X(FromEnd, "from-end") X(ToEnd, "to-end")
UMPIRE_NAMED_ENUM(ContactStop, std::uint8_t, UMPIRE_GITM_CONTACT_STOPS)
[[nodiscard]] inline std::string_view name(ContactStop s) noexcept { return enum_name(s); }
[[nodiscard]] inline std::string_view name(ContactPointKind k) noexcept { return enum_name(k); }

struct ContactReport {
    std::string side;
    ContactPoint from, to;
    bool found = false;
    int length = 0;
    std::vector<StratSquare> line;  // `from`'s square left out, `to`'s last
    ContactStop stopped = ContactStop::None;
    ContactBar bar = ContactBar::None;
    std::optional<StratSquare> at;
    // The directions each end with a tactical square has a clear path to its map's edge in.
    std::vector<Direction> from_exits, to_exits;
    RulingList ruling;  // CONTACT-TACTICAL-PATH when a tactical end decided
    friend bool operator==(const ContactReport&, const ContactReport&) = default;
};

// The line of contact of `side`'s units from `from` to `to` over `state` (which must
// pass check_invariants(); `side` one of its states).
[[nodiscard]] ContactReport report_contact(const GameState& state, std::string_view side, const ContactPoint& from,
                                           const ContactPoint& to, const Rulings& rulings);

// The report in a sentence or two, without a trailing newline: for the command line.
[[nodiscard]] std::string describe_contact(const ContactReport& r);

}  // namespace umpire::gitm
