#pragma once
// Order text without clear passwords (issue 17): what a campaign stores and what a
// record prints. Each password is checked once, then written `password "***"` when it
// matched the sender's password in force and `password withheld` when it did not;
// judging the masked text against masked_state (every stored hash replaced by the
// hash of "***") then gives the verdicts the clear text gave, so a masked record or
// campaign folder replays exactly, and holds no password anywhere.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/order_form.hpp"
#include "model/timestamp.hpp"
#include "rules/gitm/acceptance.hpp"
#include "rules/rulings.hpp"

namespace umpire::app {

// What the check of one submission's password found.
enum class PasswordCheck : std::uint8_t { Matched, Wrong, None, NotChecked };
[[nodiscard]] std::string_view name(PasswordCheck c) noexcept;  // "matched", "wrong", "none", "not-checked"

// Each submission's password against the credentials of `state` (rules 6.2, 6.10),
// at `arrived` when given (a campaign's file), else at its own stamp. NotChecked: no
// credentials, or the sender was refused before his password mattered (3.4).
// `progress` is told of each verification (gitm::accept_orders).
[[nodiscard]] std::vector<PasswordCheck> check_passwords(const GameState& state, const std::vector<Submission>& subs,
                                                         std::optional<Timestamp> arrived, const Rulings& rulings,
                                                         const gitm::VerifyProgress& progress = {});

// The text with every quoted password after the word `password` replaced: by "***"
// where `matched(line)` (1-based) says it was the sender's, else by `withheld`.
[[nodiscard]] std::string mask_passwords(const std::string& text, const std::function<bool(int)>& matched);

// `text` masked by what check_passwords found for `subs`, its submissions, and for
// the header lines in `more` (a reassignment's or password change's, by line); a
// password on any other line is withheld.
[[nodiscard]] std::string mask_checked(const std::string& text, const std::vector<Submission>& subs,
                                       const std::vector<PasswordCheck>& checks,
                                       const std::vector<std::pair<int, PasswordCheck>>& more = {});

// `text` parsed and its passwords checked (check_passwords), then masked.
[[nodiscard]] std::string masked_order_text(const GameState& state, const std::string& text,
                                            std::optional<Timestamp> arrived, const Rulings& rulings);

// `s` with every stored password hash replaced by the hash of "***".
[[nodiscard]] GameState masked_state(GameState s);

}  // namespace umpire::app
