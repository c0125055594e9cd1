#include "model/password_hash.hpp"

#include <sodium.h>

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <optional>

#include "model/hex.hpp"
#include "model/sha256.hpp"

namespace umpire {
namespace {

constexpr std::string_view kArgon2id = "argon2id";
constexpr std::string_view kPbkdf2 = "pbkdf2-sha256";
constexpr int kB64 = sodium_base64_VARIANT_ORIGINAL_NO_PADDING;

// sodium_init() once per process; it is safe to call again, but once says why.
void sodium_ready() noexcept {
    static const bool ok = sodium_init() >= 0;
    if (!ok) std::abort();  // no usable randomness or CPU features: a broken system
}

std::vector<std::string_view> split(std::string_view text, char sep, std::size_t most) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const auto cut = text.find(sep, start);
        parts.push_back(text.substr(start, cut == std::string_view::npos ? std::string_view::npos : cut - start));
        if (cut == std::string_view::npos || parts.size() > most) break;
        start = cut + 1;
    }
    return parts;
}

// A decimal without sign or leading zeros, at most `max`; nullopt otherwise.
std::optional<std::uint32_t> decimal(std::string_view t, std::uint64_t max) {
    if (t.empty() || t.size() > 10 || (t[0] == '0' && t.size() > 1)) return std::nullopt;
    std::uint64_t n = 0;
    for (char c : t) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (n > max) return std::nullopt;
    return static_cast<std::uint32_t>(n);
}

std::string b64(std::span<const std::uint8_t> bytes) {
    sodium_ready();
    std::string out(sodium_base64_ENCODED_LEN(bytes.size(), kB64), '\0');
    sodium_bin2base64(out.data(), out.size(), bytes.data(), bytes.size(), kB64);
    out.resize(out.size() - 1);  // the terminating NUL
    return out;
}

// PHC B64 of `min`-`max` bytes, canonical spelling only.
std::optional<std::vector<std::uint8_t>> from_b64(std::string_view t, std::size_t min, std::size_t max) {
    if (t.empty() || t.size() > (max * 4 + 2) / 3) return std::nullopt;
    sodium_ready();
    std::vector<std::uint8_t> out(max + 3);
    std::size_t n = 0;
    const char* end = nullptr;
    if (sodium_base642bin(out.data(), out.size(), t.data(), t.size(), nullptr, &n, &end, kB64) != 0 ||
        end != t.data() + t.size() || n < min || n > max)
        return std::nullopt;
    out.resize(n);
    if (b64(out) != t) return std::nullopt;  // unused bits set: another spelling of the same bytes
    return out;
}

Errors bad(std::string what) { return error(std::move(what)); }

Expected<PasswordHash> parse_legacy(std::string_view text) {
    const std::string shape = " (expected pbkdf2-sha256$ITERATIONS$SALT_HEX$DIGEST_HEX, lower-case hex)";
    const auto parts = split(text, '$', 4);
    if (parts.size() != 4 || parts[0] != kPbkdf2) return bad("not a password hash" + shape);
    PasswordHash h;
    h.form = HashForm::Legacy;
    const auto n = decimal(parts[1], 99'999'999);
    if (!n || *n < 1) return bad("bad iteration count" + shape);
    if (*n > kMaxIterations)
        return bad("pbkdf2-sha256: " + std::to_string(*n) + " iterations is over the limit of " +
                   std::to_string(kMaxIterations) + " for a stored hash");
    h.iterations = *n;
    auto salt = parse_salt(parts[2]);
    if (!salt) return bad(salt.errors().front().what + shape);
    h.salt = std::move(salt).value();
    auto digest = from_hex(parts[3]);
    if (!digest || digest->size() != 32) return bad("the digest must be 32 bytes of hex" + shape);
    h.digest = std::move(*digest);
    return h;
}

Expected<PasswordHash> parse_pbkdf2(const std::vector<std::string_view>& parts) {
    const std::string shape = " (expected $pbkdf2-sha256$i=ITERATIONS$SALT$HASH, salt and hash in B64 without padding)";
    if (parts.size() != 5) return bad("pbkdf2-sha256: wrong number of $-separated parts" + shape);
    PasswordHash h;
    if (!parts[2].starts_with("i=")) return bad("pbkdf2-sha256: the parameters must be i=ITERATIONS" + shape);
    const auto n = decimal(parts[2].substr(2), 0xffffffffu);
    if (!n || *n < 1) return bad("pbkdf2-sha256: bad iteration count" + shape);
    if (*n > kMaxIterations)
        return bad("pbkdf2-sha256: i=" + std::to_string(*n) + " is over the limit of " + std::to_string(kMaxIterations) +
                   " iterations for a stored hash");
    h.iterations = *n;
    auto salt = from_b64(parts[3], kMinSalt, kMaxSalt);
    if (!salt) return bad("pbkdf2-sha256: the salt must be 8 to 64 bytes in B64" + shape);
    h.salt = std::move(*salt);
    auto digest = from_b64(parts[4], 32, 32);
    if (!digest) return bad("pbkdf2-sha256: the hash must be 32 bytes in B64" + shape);
    h.digest = std::move(*digest);
    return h;
}

Expected<PasswordHash> parse_argon2id(const std::vector<std::string_view>& parts) {
    const std::string shape = " (expected $argon2id$v=19$m=KIB,t=PASSES,p=1$SALT$HASH, salt and hash in B64 without padding)";
    if (parts.size() != 6) return bad("argon2id: wrong number of $-separated parts" + shape);
    if (parts[2] != "v=19") return bad("argon2id: v=19 (Argon2 1.3) is the only version read" + shape);
    const auto params = split(parts[3], ',', 3);
    if (params.size() != 3 || !params[0].starts_with("m=") || !params[1].starts_with("t=") || !params[2].starts_with("p="))
        return bad("argon2id: the parameters must be m=KIB,t=PASSES,p=1 in that order" + shape);
    PasswordHash h;
    h.scheme = HashScheme::Argon2id;
    const auto m = decimal(params[0].substr(2), 0xffffffffu);
    if (!m) return bad("argon2id: bad memory size m" + shape);
    if (*m < kMinArgon2MemoryKib || *m > kMaxArgon2MemoryKib)
        return bad("argon2id: m=" + std::to_string(*m) + " KiB is outside " + std::to_string(kMinArgon2MemoryKib) + " to " +
                   std::to_string(kMaxArgon2MemoryKib) + " KiB (256 MiB), the memory a stored hash may ask for");
    const auto t = decimal(params[1].substr(2), 0xffffffffu);
    if (!t) return bad("argon2id: bad pass count t" + shape);
    if (*t < 1 || *t > kMaxArgon2Passes)
        return bad("argon2id: t=" + std::to_string(*t) + " is outside 1 to " + std::to_string(kMaxArgon2Passes) +
                   ", the passes a stored hash may ask for");
    if (params[2] != "p=1") return bad("argon2id: p=1 is the only parallelism libsodium computes" + shape);
    h.memory_kib = *m;
    h.iterations = *t;
    auto salt = from_b64(parts[4], kMinSalt, kMaxSalt);
    if (!salt) return bad("argon2id: the salt must be 8 to 64 bytes in B64" + shape);
    h.salt = std::move(*salt);
    auto digest = from_b64(parts[5], kMinArgon2Digest, kMaxArgon2Digest);
    if (!digest) return bad("argon2id: the hash must be 16 to 64 bytes in B64" + shape);
    h.digest = std::move(*digest);
    return h;
}

}  // namespace

std::string_view scheme_name(HashScheme s) noexcept { return s == HashScheme::Argon2id ? kArgon2id : kPbkdf2; }

Expected<PasswordHash> parse_password_hash(std::string_view text) {
    if (!text.starts_with('$')) return parse_legacy(text);
    const auto parts = split(text, '$', 6);
    if (parts[1] == kArgon2id) return parse_argon2id(parts);
    if (parts[1] == kPbkdf2) return parse_pbkdf2(parts);
    return bad("unknown password hash scheme (expected $argon2id$ or $pbkdf2-sha256$)");
}

Expected<std::vector<std::uint8_t>> parse_salt(std::string_view hex_text) {
    auto salt = from_hex(hex_text);
    if (!salt || salt->size() < kMinSalt || salt->size() > kMaxSalt) return error("the salt must be 8 to 64 bytes of hex");
    return std::move(*salt);
}

std::string to_string(const PasswordHash& h) {
    // Appended piece by piece: gcc 12 -O3 warns -Wrestrict on a chain of + here.
    std::string out;
    if (h.form == HashForm::Legacy) {
        out.append(kPbkdf2).append("$").append(std::to_string(h.iterations)).append("$");
        out.append(to_hex(h.salt)).append("$").append(to_hex(h.digest));
        return out;
    }
    out.append("$").append(scheme_name(h.scheme)).append("$");
    if (h.scheme == HashScheme::Pbkdf2Sha256) {
        out.append("i=").append(std::to_string(h.iterations));
    } else {
        out.append("v=19$m=").append(std::to_string(h.memory_kib)).append(",t=").append(std::to_string(h.iterations));
        out.append(",p=1");
    }
    out.append("$").append(b64(h.salt)).append("$").append(b64(h.digest));
    return out;
}

PasswordHash hash_password(std::string_view clear, std::span<const std::uint8_t> salt, std::uint32_t iterations) {
    assert(iterations >= 1 && iterations <= kMaxIterations);
    assert(salt.size() >= kMinSalt && salt.size() <= kMaxSalt);
    PasswordHash h;
    h.iterations = iterations;
    h.salt.assign(salt.begin(), salt.end());
    const Digest256 d = pbkdf2_hmac_sha256(clear, salt, iterations);
    h.digest.assign(d.begin(), d.end());
    return h;
}

Expected<PasswordHash> hash_password_argon2id(std::string_view clear, Argon2Cost cost) {
    assert(cost.memory_kib >= kMinArgon2MemoryKib && cost.memory_kib <= kMaxArgon2MemoryKib);
    assert(cost.passes >= 1 && cost.passes <= kMaxArgon2Passes);
    sodium_ready();
    char out[crypto_pwhash_argon2id_STRBYTES];
    if (crypto_pwhash_argon2id_str(out, clear.data(), clear.size(), cost.passes,
                                   static_cast<std::size_t>(cost.memory_kib) * 1024) != 0)
        return error("Argon2id could not have its " + std::to_string(cost.memory_kib) + " KiB of memory");
    return parse_password_hash(out);
}

Expected<PasswordHash> hash_password_argon2id(std::string_view clear, Argon2Cost cost, std::span<const std::uint8_t> salt) {
    assert(cost.memory_kib >= kMinArgon2MemoryKib && cost.memory_kib <= kMaxArgon2MemoryKib);
    assert(cost.passes >= 1 && cost.passes <= kMaxArgon2Passes);
    assert(salt.size() == crypto_pwhash_argon2id_SALTBYTES);
    sodium_ready();
    PasswordHash h;
    h.scheme = HashScheme::Argon2id;
    h.memory_kib = cost.memory_kib;
    h.iterations = cost.passes;
    h.salt.assign(salt.begin(), salt.end());
    h.digest.resize(32);
    if (crypto_pwhash_argon2id(h.digest.data(), h.digest.size(), clear.data(), clear.size(), salt.data(), cost.passes,
                               static_cast<std::size_t>(cost.memory_kib) * 1024, crypto_pwhash_argon2id_ALG_ARGON2ID13) != 0)
        return error("Argon2id could not have its " + std::to_string(cost.memory_kib) + " KiB of memory");
    return h;
}

bool verify_password(const PasswordHash& h, std::string_view clear) {
    if (h.scheme == HashScheme::Pbkdf2Sha256) {
        const Digest256 d = pbkdf2_hmac_sha256(clear, h.salt, h.iterations);
        return constant_time_equal(d, h.digest);
    }
    sodium_ready();
    // libsodium reads the parameters back from the string; the parser bounded them.
    // It answers -1 also when it cannot allocate m KiB, which the bound keeps far
    // below this machine's memory: a refusal is then the safe answer.
    const std::string phc = to_string(h);
    return crypto_pwhash_argon2id_str_verify(phc.c_str(), clear.data(), clear.size()) == 0;
}

}  // namespace umpire
