#pragma once
// Bytes as lower-case hex text and back: the one spelling of binary data (salts,
// digests, nonces) in files a person reads and commands a person types. Upper-case
// digits are refused, so every value has exactly one text form.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

// Two lower-case digits per byte, most significant first.
[[nodiscard]] std::string to_hex(std::span<const std::uint8_t> bytes);

// 0-15 for '0'-'9' and 'a'-'f', -1 for anything else (upper case included).
[[nodiscard]] int hex_digit(char c) noexcept;

// The bytes spelled by `text`; nullopt when its length is odd or a character is not
// a lower-case hex digit. Callers bound the length and say what was wrong.
[[nodiscard]] std::optional<std::vector<std::uint8_t>> from_hex(std::string_view text);

}  // namespace umpire
