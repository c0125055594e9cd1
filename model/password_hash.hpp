#pragma once
// Players' passwords as stored hashes (rules 3.4, 6.2), written as PHC strings
// (the Password Hashing Competition's string format) that name their scheme:
//
//   $argon2id$v=19$m=65536,t=2,p=1$<salt>$<hash>   new hashes: Argon2id (libsodium)
//   $pbkdf2-sha256$i=200000$<salt>$<hash>          PBKDF2-HMAC-SHA-256 (OpenSSL)
//   pbkdf2-sha256$ITER$SALT_HEX$DIGEST_HEX          legacy: umpire's first form
//
// <salt> and <hash> are the PHC spec's B64: standard base64 (A-Z a-z 0-9 + /)
// without padding, and only the canonical spelling (unused bits zero), so every
// hash has one text. This is NOT passlib's "adapted base64" ('.' for '+').
// A legacy hash keeps its legacy text when written back, so committed case files
// and the state digests over them do not change.
//
// A stored hash comes from a file anyone may hand the desk, so its cost is bounded
// when it is read: at most kMaxArgon2MemoryKib of memory and kMaxArgon2Passes passes
// (p=1 only, the one lane libsodium computes), at most kMaxIterations of PBKDF2.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"

namespace umpire {

enum class HashScheme : std::uint8_t { Pbkdf2Sha256, Argon2id };
enum class HashForm : std::uint8_t { Phc, Legacy };  // Legacy: PBKDF2 only

struct PasswordHash {
    HashScheme scheme = HashScheme::Pbkdf2Sha256;
    HashForm form = HashForm::Phc;
    std::uint32_t iterations = 1;  // PBKDF2's i, or Argon2's t (passes over memory)
    std::uint32_t memory_kib = 0;  // Argon2's m; 0 for PBKDF2
    std::vector<std::uint8_t> salt;
    std::vector<std::uint8_t> digest;  // PBKDF2: 32 bytes; Argon2id: 16 to 64
    friend bool operator==(const PasswordHash&, const PasswordHash&) = default;
};

// About half a second of PBKDF2 (OpenSSL, this kind of machine); OWASP asks 600,000 of new hashes.
inline constexpr std::uint32_t kMaxIterations = 2'000'000;
inline constexpr std::size_t kMinSalt = 8, kMaxSalt = 64;
inline constexpr std::uint32_t kMinArgon2MemoryKib = 8;          // Argon2's floor for one lane
inline constexpr std::uint32_t kMaxArgon2MemoryKib = 256 * 1024;  // 256 MiB, libsodium's "moderate"
inline constexpr std::uint32_t kMaxArgon2Passes = 10;
inline constexpr std::size_t kMinArgon2Digest = 16, kMaxArgon2Digest = 64;
// libsodium's crypto_pwhash takes a salt of exactly this size when one is given.
inline constexpr std::size_t kArgon2SaltBytes = 16;

// libsodium's "interactive" level (crypto_pwhash_*_INTERACTIVE): 64 MiB, 2 passes.
struct Argon2Cost {
    std::uint32_t memory_kib = 64 * 1024;
    std::uint32_t passes = 2;
};

[[nodiscard]] std::string_view scheme_name(HashScheme s) noexcept;  // "argon2id", "pbkdf2-sha256"

// Any of the three forms above; errors say which part is wrong and never hold
// more of the text than its scheme.
[[nodiscard]] Expected<PasswordHash> parse_password_hash(std::string_view text);
[[nodiscard]] std::string to_string(const PasswordHash& h);

// A salt as a command line gives it: kMinSalt to kMaxSalt bytes of lower-case hex.
[[nodiscard]] Expected<std::vector<std::uint8_t>> parse_salt(std::string_view hex);

// PBKDF2-HMAC-SHA-256 in PHC form; 1 <= iterations <= kMaxIterations, salt kMinSalt-kMaxSalt.
[[nodiscard]] PasswordHash hash_password(std::string_view clear, std::span<const std::uint8_t> salt,
                                         std::uint32_t iterations);
// Argon2id with a fresh salt from libsodium (crypto_pwhash_str). Fails only when
// the memory cannot be had.
[[nodiscard]] Expected<PasswordHash> hash_password_argon2id(std::string_view clear, Argon2Cost cost);
// Argon2id with the given kArgon2SaltBytes salt: for reproducible test data.
[[nodiscard]] Expected<PasswordHash> hash_password_argon2id(std::string_view clear, Argon2Cost cost,
                                                            std::span<const std::uint8_t> salt);

// Constant-time in the comparison (CRYPTO_memcmp, libsodium's own for Argon2id);
// the cost is the hash's own parameters.
[[nodiscard]] bool verify_password(const PasswordHash& h, std::string_view clear);

}  // namespace umpire
