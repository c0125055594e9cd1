#pragma once
// A digest of a game position, to compare two adjudications phase by phase (the
// replay of a disputed turn, gcc against clang, debug against release) and find the
// first phase where they part.
//
// SHA-256 over a fixed binary encoding (little-endian integers, strings with their
// lengths, every field of every record in declaration order, lists in state order),
// in two parts: the squares (terrain and tactical maps, megabytes on the full map,
// and unchanged by movement) and everything else. state_digest() is
// SHA-256("umpire-state-v1" || squares digest || SHA-256(rest)); a caller hashing
// many positions with the same squares passes the squares digest it computed once.
#include <string>

#include "model/game_state.hpp"
#include "model/sha256.hpp"

namespace umpire {

[[nodiscard]] Digest256 squares_digest(const GameState& s);
[[nodiscard]] Digest256 state_digest(const GameState& s, const Digest256& squares);
[[nodiscard]] inline Digest256 state_digest(const GameState& s) { return state_digest(s, squares_digest(s)); }

}  // namespace umpire
