#pragma once
// Checks of parsed orders against a game state (rules 6.3-6.7, 7.17, 8.10, 8.11,
// 10.7): what the grammar cannot know. Kept apart from parsing, as godip keeps
// validation apart from adjudication, and reported the same way (line, column).
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"

namespace umpire {

// A support or intercept box's radius: 1 up to what covers the whole tactical map.
inline constexpr int kMaxReactionRadius = kTacSize - 1;

// Orders diagnostics by line, then column; equal positions keep their order.
void sort_by_position(std::vector<Diagnostic>& diagnostics);

// Every problem of every submission, sorted by line and column.
[[nodiscard]] std::vector<Diagnostic> validate_orders(const OrderFile& file, const GameState& state,
                                                      const std::string& file_name);

}  // namespace umpire
