#pragma once
// Checks of parsed orders against a game state (rules 3.5, 6.3-6.7, 7.4, 7.14, 7.17, 8.10,
// 8.11, 10.5, 10.6, 10.7, 10.11): what the grammar cannot know. Kept apart from parsing, as
// godip keeps validation apart from adjudication, and reported the same way (line,
// column). What a refused value costs (the value or the whole submission) is the
// order desk's decision (rules/gitm/order_desk.hpp), not this file's.
#include <cstdint>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"

namespace umpire {

// A support or intercept box's radius: 1 up to what covers the whole tactical map.
inline constexpr int kMaxReactionRadius = kTacSize - 1;

// What a refusal is about: a field of the form, or the submission as a whole.
enum class OrderField : std::uint8_t {
    Unit,          // the unit itself is not in the game: nothing to order
    MergeInto,     // the merger (rule 3.5)
    Strategic,     // the strategic path (section two)
    Entry,         // the entry square
    Support,       // the support box (section four)
    Intercept,     // the intercept box
    SupplyCarry,   // the supply level (section six)
    SupplySource,  // the supply source: rule 10.11 decides what an invalid one costs
    Ship,          // the shipments of rule 10.6, refused together
};
[[nodiscard]] const char* field_name(OrderField f) noexcept;  // the field's keyword, "unit" for Unit

struct OrderRefusal {
    Diagnostic diagnostic;  // where the value was written, and why it is refused
    OrderField field = OrderField::Unit;
    std::string rule;       // the rule that refuses it
    int submission_line = 0;  // the header line of the submission it belongs to
};

// Orders diagnostics by line, then column; equal positions keep their order.
void sort_by_position(std::vector<Diagnostic>& diagnostics);

// Every refused value of every submission, in file order.
[[nodiscard]] std::vector<OrderRefusal> refuse_values(const OrderFile& file, const GameState& state,
                                                      const std::string& file_name);

// The same, as diagnostics only, sorted by line and column.
[[nodiscard]] std::vector<Diagnostic> validate_orders(const OrderFile& file, const GameState& state,
                                                      const std::string& file_name);

// The orders with the refused field left out, as if its box were left empty.
void drop_field(UnitOrders& orders, OrderField field) noexcept;

}  // namespace umpire
