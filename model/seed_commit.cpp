#include "model/seed_commit.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>

#include "model/hex.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

constexpr std::string_view kPrefix = "sha256:";
constexpr std::string_view kDomain = "umpire seed commitment v1\n";

// The seed as 16 lower-case hex digits: its eight bytes, most significant first.
std::string seed_hex(Seed seed) {
    std::uint8_t bytes[8];
    for (int i = 0; i < 8; ++i) bytes[i] = static_cast<std::uint8_t>(seed.value >> (8 * (7 - i)));
    return to_hex(bytes);
}

// Where a text that should be hex is not, as: character N ("c"); empty when it is all hex.
std::string first_non_hex(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (hex_digit(text[i]) < 0)
            return "character " + std::to_string(i + 1) + " (" + quote_input(text.substr(i, 1)) + ")";
    return {};
}

}  // namespace

Expected<SeedCommitment> parse_seed_commitment(std::string_view text) {
    const std::string shape = " (expected sha256: and 64 lower-case hex digits)";
    if (!text.starts_with(kPrefix)) return error("not a seed commitment: " + quote_input(text) + shape);
    const std::string_view digits = text.substr(kPrefix.size());
    SeedCommitment c;
    if (digits.size() != 2 * c.digest.size())
        return error("the digest has " + std::to_string(digits.size()) + " hex digits, not 64" + shape);
    if (auto where = first_non_hex(digits); !where.empty())
        return error(where + " of the digest is not a lower-case hex digit" + shape);
    const auto bytes = from_hex(digits);
    assert(bytes && bytes->size() == c.digest.size());
    std::copy(bytes->begin(), bytes->end(), c.digest.begin());
    return c;
}

std::string seed_case_form(Seed seed) { return seed_hex(seed); }

std::string turn_seed_text(Seed committed, std::vector<std::string> nonces) {
    std::sort(nonces.begin(), nonces.end());
    nonces.erase(std::unique(nonces.begin(), nonces.end()), nonces.end());
    std::string text = "umpire turn seed v1\nseed=" + seed_hex(committed) + "\n";
    for (const auto& n : nonces) text += "nonce=" + n + "\n";
    return text;
}

Seed derive_turn_seed(Seed committed, std::vector<std::string> nonces) {
    const Digest256 d = sha256(turn_seed_text(committed, std::move(nonces)));
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < 8; ++i) v = (v << 8) | d[i];
    return Seed{v};
}

std::string to_string(const SeedCommitment& c) { return std::string(kPrefix) + to_hex(c.digest); }

std::string seed_commitment_text(Seed seed, std::span<const std::uint8_t> nonce) {
    return std::string(kDomain) + "seed=" + seed_hex(seed) + "\nnonce=" + to_hex(nonce) + "\n";
}

SeedCommitment commit_seed(Seed seed, std::span<const std::uint8_t> nonce) {
    assert(nonce.size() >= kMinNonceBytes && nonce.size() <= kMaxNonceBytes);
    return SeedCommitment{sha256(seed_commitment_text(seed, nonce))};
}

bool verify_seed(const SeedCommitment& c, Seed seed, std::span<const std::uint8_t> nonce) {
    if (nonce.size() < kMinNonceBytes || nonce.size() > kMaxNonceBytes) return false;
    // Nothing here is secret once the seed is revealed; constant time all the same,
    // as every digest comparison in umpire is.
    return constant_time_equal(commit_seed(seed, nonce).digest, c.digest);
}

Expected<std::vector<std::uint8_t>> parse_nonce_hex(std::string_view text) {
    const std::string range = std::to_string(kMinNonceBytes) + " to " + std::to_string(kMaxNonceBytes) +
                              " bytes of lower-case hex (" + std::to_string(2 * kMinNonceBytes) + " to " +
                              std::to_string(2 * kMaxNonceBytes) + " digits)";
    if (text.empty()) return error("the nonce is empty; it must be " + range);
    // Say which character is wrong before counting: a stray character usually
    // explains a wrong length too.
    if (auto where = first_non_hex(text); !where.empty())
        return error(where + " of the nonce is not a lower-case hex digit; it must be " + range);
    if (text.size() % 2 != 0)
        return error("the nonce has an odd number of hex digits (" + std::to_string(text.size()) +
                     "): each byte takes two; it must be " + range);
    const std::size_t n = text.size() / 2;
    if (n < kMinNonceBytes)
        return error("the nonce is " + std::to_string(n) + " bytes, too short to keep the seed from being guessed; it must be " + range);
    if (n > kMaxNonceBytes) return error("the nonce is " + std::to_string(n) + " bytes; it must be " + range);
    return std::move(*from_hex(text));
}

Expected<Seed> parse_seed_number(std::string_view text) {
    const std::string shape =
        " (a seed is a decimal number 0 to 18446744073709551615, 0x and 1 to 16 hex digits, or 16 lower-case hex "
        "digits as a case file's \"seed\" is written, e.g. 000000000000002a)";
    if (text.empty()) return error("the seed is empty" + shape);
    int base = 10;
    std::string_view digits = text;
    const bool case_form_length =
        text.size() == 16 && std::all_of(text.begin(), text.end(), [](char c) { return hex_digit(c) >= 0; });
    if (case_form_length && text[0] != '0' &&
        std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        // Both a decimal number and the case-file form: neither reading may be guessed.
        return error("the seed " + quote_input(text) +
                     " is ambiguous: 16 digits could be a decimal number or a case file's hex seed; write it as 0x "
                     "and its hex digits" + shape);
    }
    if (case_form_length) {
        base = 16;
    } else if (text.starts_with("0x") || text.starts_with("0X")) {
        base = 16;
        digits = text.substr(2);
        if (digits.empty() || digits.size() > 16)
            return error("0x must be followed by 1 to 16 hex digits, not " + std::to_string(digits.size()) + shape);
    } else if (text.size() > 1 && text[0] == '0') {
        return error("a decimal seed must not start with 0 (other commands would read " + quote_input(text) +
                     " as octal); drop the leading zeros or write it as 0x..." + shape);
    }
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (ec == std::errc::result_out_of_range) return error("the seed " + quote_input(text) + " is larger than 64 bits" + shape);
    if (ec != std::errc{} || end != digits.data() + digits.size())
        return error("not a seed: " + quote_input(text) + shape);
    return Seed{v};
}

}  // namespace umpire
