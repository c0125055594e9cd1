#pragma once
// The order desk (rules 6.1, 6.9, 6.10): an order file read, checked against the
// game state and judged, in one pure step shared by `umpire orders check` and the
// golden kind "orders". Parsing (model/order_text.hpp), semantic checks
// (model/order_check.hpp) and acceptance (rules/gitm/acceptance.hpp) stay separate;
// this only joins them and decides what each unit will do this turn.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/order_check.hpp"
#include "model/order_form.hpp"
#include "model/timestamp.hpp"
#include "rules/gitm/acceptance.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// A verdict line: one per submission that parsed and names a unit of the game, in
// file order, and one per value the state checks refused (ValueIgnored, at the
// value's line) unless its submission was dropped whole (Dropped, at the header).
struct DeskSubmission {
    int line = 0;  // the header's line in the order file; a refused value's own line for ValueIgnored
    UnitId unit;
    std::string minister;  // a war minister's form: his state, and `unit` means nothing (rule 10.6)
    std::string sender;
    Timestamp at;
    Verdict verdict = Verdict::Accepted;
    Role role = Role::None;
    std::string rule;
    std::string reason;
    int superseded_by = 0;  // the line of the submission that counts instead; 0 = none
    friend bool operator==(const DeskSubmission&, const DeskSubmission&) = default;
};

// What a unit of the state will do: the accepted submission's orders, or the
// defaults of rule 6.9 when none was accepted.
struct DeskOrders {
    UnitId unit;
    std::string minister;  // a war minister's accepted form: his state (rule 10.6), and `unit` means nothing
    int line = 0;  // the accepted submission's header line; 0 for the defaults
    std::string rule;  // "6.1" for a submission, "6.9" for the defaults
    std::vector<std::string> orders;  // canonical body lines (model/order_text.hpp)
    friend bool operator==(const DeskOrders&, const DeskOrders&) = default;
};

struct OrderDeskReport {
    std::vector<std::string> errors;            // parse and semantic diagnostics, formatted, in file order
    std::vector<DeskSubmission> submissions;    // file order
    std::vector<DeskOrders> orders;             // every unit of the state, by unit id, then the war ministers'
                                                // accepted forms by state
    friend bool operator==(const OrderDeskReport&, const OrderDeskReport&) = default;
};

// A value the state checks refused (model/order_check.hpp), with the submission's
// header: what it cost is decided by ruling DESK-REFUSED-VALUE, or by rule 10.11
// for a supply source.
struct RefusedValue {
    OrderRefusal refusal;
    UnitId unit;
    std::string minister;
    std::string sender;
    Timestamp at;
    bool whole = false;  // its submission was dropped whole (drop-submission)
};

// The file after parsing and the state checks.
struct CheckedOrders {
    OrderFile file;                    // the submissions the desk judges, refused values left out
    std::vector<Diagnostic> errors;    // parse errors and submissions for no unit of the game, by line and column
    std::vector<RefusedValue> refused; // refused values, by line and column (never in `errors`)
};

// Parses `text`; with a state, also runs the state checks. A submission with a
// parse error, or for a unit not in the game, is dropped; a refused value costs what
// ruling DESK-REFUSED-VALUE says (an invalid supply source only itself, rule 10.11).
[[nodiscard]] CheckedOrders check_orders(std::string_view text, const std::string& file, const GameState* state,
                                         const Rulings& rulings);

// Requires a state whose credentials are present: acceptance (6.1, 6.10) over the
// checked submissions, a verdict line for each refused value or dropped submission,
// then each unit's orders (6.9 for a unit with none accepted).
// `progress` is told of each password verification (accept_orders).
[[nodiscard]] OrderDeskReport judge_orders(const CheckedOrders& checked, const GameState& state, const Rulings& rulings,
                                           const VerifyProgress& progress = {});

}  // namespace umpire::gitm
