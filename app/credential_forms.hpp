#pragma once
// Reassignments and password changes sent by the players (rules 3.4, 6.2, 6.10;
// docs/orders.md, "Changing who may order"): who may send which, judged at the time
// the form is taken as sent. A unit's commander and deputy are assigned by the war
// minister of its state or by the commander of an army headquarters of that state;
// a player changes only his own password. Either is sent with the sender's password
// in force at that time, as an order is.
#include <optional>
#include <string>

#include "app/masking.hpp"
#include "model/credentials.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"
#include "model/timestamp.hpp"
#include "rules/rulings.hpp"

namespace umpire::app {

struct FormJudgement {
    bool accepted = false;
    std::string rule;    // "3.4" (who may), "6.2" (password), "6.10" (a password changed this turn)
    std::string reason;  // our words; never a password
    PasswordCheck password = PasswordCheck::NotChecked;  // what the check of the header's password found
    std::optional<Assignment> assignment;                // an accepted reassignment: the unit's from then on
};

// `form` taken as sent at `at`, against `c` (the credentials with every change
// accepted before it) and the units of `state`. An accepted password change's new
// hash is the caller's to make: only the campaign, at arrival, holds the password.
[[nodiscard]] FormJudgement judge_form(const GameState& state, const Credentials& c, const CredentialForm& form,
                                       Timestamp at, SameSecond same);

// Ruling ORDERS-SAME-SECOND as credentials.hpp takes it.
[[nodiscard]] SameSecond same_second(const Rulings& rulings) noexcept;

// "reassign MX3LI" or "change-password": what a verdict line calls the form.
[[nodiscard]] std::string form_title(const CredentialForm& form);

}  // namespace umpire::app
