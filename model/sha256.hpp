#pragma once
// SHA-256, HMAC-SHA-256 and PBKDF2-HMAC-SHA-256: what password hashes (rules 3.4,
// 6.2), seed commitments, state digests and the rules signature need. A thin
// wrapper over OpenSSL 3's libcrypto (Debian libssl-dev), so that no cryptography
// of our own is left to get wrong; the digests are the standard ones, byte for byte.
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace umpire {

using Digest256 = std::array<std::uint8_t, 32>;

[[nodiscard]] Digest256 sha256(std::span<const std::uint8_t> data) noexcept;
[[nodiscard]] Digest256 sha256(std::string_view data) noexcept;

// SHA-256 fed in pieces: the same digest as sha256() of the pieces joined, for an
// encoder that would otherwise build megabytes only to hash them once.
class Sha256 {
public:
    Sha256() noexcept;
    void update(std::span<const std::uint8_t> data) noexcept;
    // The digest of everything given; the hasher is spent (update and finish may not follow).
    [[nodiscard]] Digest256 finish() noexcept;

private:
    struct Free {
        void operator()(void* ctx) const noexcept;
    };
    std::unique_ptr<void, Free> ctx_;  // libcrypto's EVP_MD_CTX, kept out of this header
    bool finished_ = false;
};
[[nodiscard]] Digest256 hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) noexcept;
// One 32-byte block of derived key (dkLen = 32), iterations >= 1.
[[nodiscard]] Digest256 pbkdf2_hmac_sha256(std::string_view password, std::span<const std::uint8_t> salt,
                                           std::uint32_t iterations) noexcept;

// Compares every byte whatever the first difference, so the time taken does not
// tell an attacker how much of a guess was right. Sizes are not secret.
[[nodiscard]] bool constant_time_equal(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b) noexcept;

// Overwrites memory that held a clear password in a way the compiler may not drop.
void wipe(std::span<char> secret) noexcept;

[[nodiscard]] std::span<const std::uint8_t> bytes_of(std::string_view s) noexcept;

}  // namespace umpire
