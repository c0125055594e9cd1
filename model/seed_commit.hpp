#pragma once
// Seed commitment: how a game master shows that a turn's seed was fixed before the
// orders came in. Before the order deadline the game master publishes a commitment
// (a SHA-256 digest of the seed and a secret nonce); after adjudication the seed and
// nonce are revealed, and anyone can recompute the digest and compare. Once
// published, the commitment cannot be matched by any other seed, so a game master
// who saw the orders could not have swapped in a seed that suits one side.
//
// The nonce is there because a seed alone is easy to guess: a game master (or a
// player) could try small or favourite seeds against the published digest and learn
// the seed, and with it the dice, before the orders are in. With 16 or more random
// bytes mixed in, trying candidates is hopeless.
//
// Pure functions: the random seed and nonce are drawn by the command line.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"
#include "model/seed.hpp"
#include "model/sha256.hpp"

namespace umpire {

inline constexpr std::size_t kMinNonceBytes = 16, kMaxNonceBytes = 64;

// Text form "sha256:" and 64 lower-case hex digits.
struct SeedCommitment {
    Digest256 digest{};
    // Both sides of this comparison are public; checking a revealed seed goes
    // through verify_seed.
    friend bool operator==(const SeedCommitment&, const SeedCommitment&) = default;
};

[[nodiscard]] Expected<SeedCommitment> parse_seed_commitment(std::string_view text);
[[nodiscard]] std::string to_string(const SeedCommitment& c);

// The exact text that is hashed, so anyone can check a commitment with nothing but
// `printf ... | sha256sum`:
//   "umpire seed commitment v1\nseed=<16 hex digits>\nnonce=<hex>\n"
// The first line keeps this digest from ever meaning anything else, and the version
// lets the format change without a revealed seed matching the wrong scheme. The
// seed is written as a case file writes it, so the revealed value pastes straight in.
[[nodiscard]] std::string seed_commitment_text(Seed seed, std::span<const std::uint8_t> nonce);

// The seed as a case file's "seed" writes it: 16 lower-case hex digits.
[[nodiscard]] std::string seed_case_form(Seed seed);

// nonce: kMinNonceBytes to kMaxNonceBytes bytes (parse_nonce_hex makes sure of it).
[[nodiscard]] SeedCommitment commit_seed(Seed seed, std::span<const std::uint8_t> nonce);

// True when `seed` and `nonce` are what `c` was made from. A nonce of a length
// commit_seed refuses never matches.
[[nodiscard]] bool verify_seed(const SeedCommitment& c, Seed seed, std::span<const std::uint8_t> nonce);

// kMinNonceBytes to kMaxNonceBytes bytes of lower-case hex.
[[nodiscard]] Expected<std::vector<std::uint8_t>> parse_nonce_hex(std::string_view text);

// Dice nobody can choose (docs/seed-commitment.md): the turn's seed is derived from
// the game master's committed seed and the nonces players put in their order files,
// so that neither he nor any player alone can steer it. The text hashed is
//   "umpire turn seed v1\nseed=<16 hex digits>\n" and "nonce=<hex>\n" per nonce,
// the nonces sorted and each once, so neither the order files arrived in nor a nonce
// sent twice changes it; the seed is the digest's first 8 bytes, big-endian. Each
// nonce as parse_nonce_hex reads it (lower-case hex).
[[nodiscard]] std::string turn_seed_text(Seed committed, std::vector<std::string> nonces);
[[nodiscard]] Seed derive_turn_seed(Seed committed, std::vector<std::string> nonces);

// A seed as typed on the command line, the one reader of every `--seed` option:
// decimal, 0x and 1 to 16 hex digits (either case), or exactly 16 lower-case hex
// digits, the form a case file's "seed" takes and `umpire seed commit` prints. A
// decimal with a leading zero is refused (C and shells read it as octal), and so
// are 16 decimal digits not starting with 0, which read both ways. Negative and
// out-of-range numbers are errors, never wrapped.
[[nodiscard]] Expected<Seed> parse_seed_number(std::string_view text);

}  // namespace umpire
