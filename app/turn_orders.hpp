#pragma once
// The game master's order desk for one turn (rules 3.4, 6.1, 6.9, 6.10;
// docs/orders.md): the players' order text, from order files or from a case file's
// "orders" lines, parsed, checked against the state and judged, giving each unit's
// orders in force with where its submission was written, so that a later check of
// those orders (validate_turn, validate_phase) can point at the player's line.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "model/timestamp.hpp"
#include "rules/gitm/order_desk.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/gitm/turn.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::app {

// One order file as a player sent it: the name diagnostics give it and its text.
// With `arrived` (a campaign's received file), every submission in it is judged as
// sent at that time, whatever its own `at` says: rule 6.1's "last one sent" and rule
// 6.10's changes go by arrival, which the player cannot backdate.
struct OrderText {
    std::string name;
    std::string text;
    std::optional<Timestamp> arrived{};
};

// Where an order in force was written: its file (an index into the files read) and
// its submission's header line there, 1-based.
struct OrderOrigin {
    std::size_t file = 0;
    int line = 0;
};

struct TurnOrderSet {
    // By unit id; units without a submission that counts have no entry (6.9). The war
    // ministers' accepted forms go in orders.ministers, by state (10.6).
    gitm::TurnOrders orders;
    std::vector<OrderOrigin> origins;  // per unit entry of `orders`
    std::vector<std::string> files;    // the order files' names; empty for a case's "orders" lines
};

// The order files read as one stream of submissions: the files in the order given,
// each as written. With credentials in the state, judge_orders decides which counts
// (rule 6.1's "last one sent" is the latest `at`; at equal times the later in this
// stream, as arrival order); without them each unit may have one submission.
// Diagnostics are located at the file's name, line and column.
[[nodiscard]] Expected<TurnOrderSet> orders_in_force(const GameState& state, const std::vector<OrderText>& files,
                                                     const Rulings& rulings);

// The order desk's verdict on every submission of the files (gitm::judge_orders: the
// state must have credentials, else there is none), each at its own file's line;
// `superseded_by` is left 0, as the submission that counts may be in another file.
struct FileVerdict {
    std::size_t file = 0;
    gitm::DeskSubmission desk;
};
[[nodiscard]] std::vector<FileVerdict> submission_verdicts(const GameState& state, const std::vector<OrderText>& files,
                                                           const Rulings& rulings);

// The same for a case file's "orders", one string per line of one order file.
// Diagnostics name the case's fields: "orders[i]" is the order file's line i+1.
[[nodiscard]] Expected<TurnOrderSet> orders_in_force(const GameState& state, const std::vector<std::string>& lines,
                                                     const Rulings& rulings);

// A diagnostic naming a TurnOrders entry ("orders[2].unit") moved onto that entry's
// submission header: "orders[i]" of a case's lines, or file:line of an order file.
[[nodiscard]] Diagnostic on_submission(Diagnostic d, const TurnOrderSet& set);

// `set` when `check` (validate_turn, validate_phase) finds nothing in its orders,
// else the check's diagnostics moved onto the submissions (on_submission).
using OrdersCheck = std::function<std::vector<Diagnostic>(const gitm::TurnOrders&)>;
[[nodiscard]] Expected<TurnOrderSet> checked(Expected<TurnOrderSet> set, const OrdersCheck& check);

// The orders in force passed through gitm::validate_turn.
[[nodiscard]] Expected<TurnOrderSet> turn_orders(const GameState& state, const std::vector<std::string>& lines,
                                                 const Rulings& rulings);
[[nodiscard]] Expected<TurnOrderSet> turn_orders(const GameState& state, const std::vector<OrderText>& files,
                                                 const Rulings& rulings);

// The whole turn (rule 5.2) on `state` with the orders in force; the errors are the
// orders' own. Requires a state passing check_invariants().
[[nodiscard]] Expected<gitm::TurnOutcome> run_turn(const GameState& state, const std::vector<std::string>& lines,
                                                   Seed seed, const Rulings& rulings, const ParamSet& params);
[[nodiscard]] Expected<gitm::TurnOutcome> run_turn(const GameState& state, const std::vector<OrderText>& files,
                                                   Seed seed, const Rulings& rulings, const ParamSet& params);

}  // namespace umpire::app
