#pragma once
// Who may order a unit (rules 3.4, 6.1, 6.2, 6.10): players with their passwords,
// each unit's commander and deputy, and the reassignments and password changes
// submitted during the turn. Passwords are kept only as salted hashes
// (model/password_hash.hpp); nothing here can print one in clear, because nothing
// here holds one.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/expected.hpp"
#include "model/password_hash.hpp"
#include "model/timestamp.hpp"
#include "model/unit.hpp"

namespace umpire {

// A player's name as the order desk knows it: 1-32 of A-Z a-z 0-9 _ . -
[[nodiscard]] bool valid_player_name(std::string_view s) noexcept;
inline constexpr std::size_t kMaxPlayerName = 32;

struct Player {
    std::string name;
    PasswordHash password;  // in force at the start of the turn
    friend bool operator==(const Player&, const Player&) = default;
};

struct Assignment {
    UnitId unit;
    std::string commander;
    std::optional<std::string> deputy;
    friend bool operator==(const Assignment&, const Assignment&) = default;
};

// Submitted during the turn: from `at` on, the unit has this assignment (6.10).
struct Reassignment {
    Timestamp at;
    Assignment assignment;
    friend bool operator==(const Reassignment&, const Reassignment&) = default;
};

// Submitted during the turn: from `at` on, the player's password is this one (6.10).
struct PasswordChange {
    Timestamp at;
    std::string player;
    PasswordHash password;
    friend bool operator==(const PasswordChange&, const PasswordChange&) = default;
};

// Rule 3.4: each state's Minister of War, who assigns its commanders and, by rule
// 10.6, may order supplies moved between its cities. One per state at most, for the
// whole turn (a change of minister is not modelled).
struct WarMinister {
    std::string state;   // a state of the game ("MX")
    std::string player;  // one of the players
    friend bool operator==(const WarMinister&, const WarMinister&) = default;
};

struct Credentials {
    std::vector<Player> players;
    std::vector<Assignment> assignments;        // at the start of the turn, one per unit
    std::vector<Reassignment> reassignments;    // in time order
    std::vector<PasswordChange> password_changes;  // in time order
    std::vector<WarMinister> war_ministers;        // by state, at most one each (rule 3.4)
    friend bool operator==(const Credentials&, const Credentials&) = default;
};

inline constexpr std::size_t kMaxPlayers = 10000;
inline constexpr std::size_t kMaxCredentialChanges = 10000;

// Whether a change submitted in the same second as an order is already in force
// for it (ruling ORDERS-SAME-SECOND).
enum class SameSecond : std::uint8_t { ChangeFirst, OrderFirst };

// What was in force at time t: nullptr when the unit has no assignment or the
// player is not listed.
[[nodiscard]] const Assignment* assignment_at(const Credentials& c, const UnitId& unit, Timestamp t, SameSecond s) noexcept;
[[nodiscard]] const PasswordHash* password_at(const Credentials& c, std::string_view player, Timestamp t, SameSecond s) noexcept;
// The units `player` commands or is deputy of once the turn's changes are made (rule
// 3.4: both receive the unit's reports; rule 4.6: his own command), by unit id.
[[nodiscard]] std::vector<UnitId> commanded_units(const Credentials& c, std::string_view player);
// Every player's units as commanded_units gives them, worked out in one reading of
// the assignments: a campaign's reports ask it of 200 players (issue 17), and each
// call reads them all. Holds views into `c`, which must outlive it.
class Commands {
public:
    explicit Commands(const Credentials& c);
    [[nodiscard]] std::vector<UnitId> of(std::string_view player) const;

private:
    std::vector<std::pair<std::string_view, UnitId>> by_player_;  // by player, then unit; once each
};
// Whether `player` changed his password during the turn (rule 6.10: a refusal of his
// password may then be the change's doing).
[[nodiscard]] bool password_changed(const Credentials& c, std::string_view player) noexcept;
// The player who is `state`'s war minister, or nullptr when the state has none.
[[nodiscard]] const std::string* war_minister_of(const Credentials& c, std::string_view state) noexcept;
// The unit's assignment after every change of the turn.
[[nodiscard]] const Assignment* final_assignment(const Credentials& c, const UnitId& unit) noexcept;

// Fields named from the credentials object ("players[2].name"); every unit named
// must be one of `units` (the state's ids), every war minister's state one of
// `states` (the game's state ids).
[[nodiscard]] std::vector<Diagnostic> check_credentials(const Credentials& c, std::span<const UnitId> units,
                                                        std::span<const std::string> states);

}  // namespace umpire
