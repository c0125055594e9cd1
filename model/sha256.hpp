#pragma once
// SHA-256 (FIPS 180-4), HMAC-SHA-256 (RFC 2104) and PBKDF2-HMAC-SHA-256 (RFC 8018):
// what storing players' passwords as salted hashes needs (rules 3.4, 6.2), written
// here so that nothing outside the Debian packages the project lists is required.
#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace umpire {

using Digest256 = std::array<std::uint8_t, 32>;

[[nodiscard]] Digest256 sha256(std::span<const std::uint8_t> data) noexcept;
[[nodiscard]] Digest256 sha256(std::string_view data) noexcept;
[[nodiscard]] Digest256 hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) noexcept;
// One 32-byte block of derived key (dkLen = 32), iterations >= 1.
[[nodiscard]] Digest256 pbkdf2_hmac_sha256(std::string_view password, std::span<const std::uint8_t> salt,
                                           std::uint32_t iterations) noexcept;

// Compares every byte whatever the first difference, so the time taken does not
// tell an attacker how much of a guess was right. Sizes are not secret.
[[nodiscard]] bool constant_time_equal(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b) noexcept;

[[nodiscard]] std::span<const std::uint8_t> bytes_of(std::string_view s) noexcept;

}  // namespace umpire
