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
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/sha256.hpp"

namespace umpire {

[[nodiscard]] Digest256 squares_digest(const GameState& s);

// The squares as a turn digests them once, at its start: their digest, and which of
// them the rest must read again in every position (the cities' stores and sieges, the
// ports), so that a position of a whole map's 15,400 squares reads a few hundred.
struct SquaresDigest {
    Digest256 digest{};
    std::size_t count = 0;                   // the squares listed
    std::vector<std::uint32_t> read_again;   // indices in the list, ascending
};
[[nodiscard]] SquaresDigest digest_squares(const GameState& s);
[[nodiscard]] std::vector<std::uint32_t> squares_read_again(const GameState& s);  // SquaresDigest::read_again

// `squares` is digest_squares() of a position with these same squares: fields of
// the squares change in a turn only at the cities and ports it lists.
[[nodiscard]] Digest256 state_digest(const GameState& s, const SquaresDigest& squares);
[[nodiscard]] inline Digest256 state_digest(const GameState& s) { return state_digest(s, digest_squares(s)); }

// state_digest() in its two parts, for a caller that works out the squares' digest
// apart (a turn, on a second thread while it adjudicates): the rest's, which reads
// only the squares `read_again` lists of the `count` the squares' digest was taken
// of, and the two joined into the position's digest.
[[nodiscard]] Digest256 rest_digest(const GameState& s, std::size_t count, std::span<const std::uint32_t> read_again);
[[nodiscard]] Digest256 join_state_digest(const Digest256& squares, const Digest256& rest);

}  // namespace umpire
