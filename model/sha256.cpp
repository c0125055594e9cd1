#include "model/sha256.hpp"

#include <cassert>
#include <cstring>

namespace umpire {
namespace {

constexpr std::array<std::uint32_t, 64> kRound{
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotr(std::uint32_t x, int n) noexcept { return (x >> n) | (x << (32 - n)); }

// Incremental hashing, so HMAC and PBKDF2 need no concatenated copies.
class Sha256 {
public:
    void update(std::span<const std::uint8_t> data) noexcept {
        for (std::uint8_t b : data) {
            block_[fill_++] = b;
            if (fill_ == 64) {
                compress();
                fill_ = 0;
            }
        }
        length_ += data.size();
    }
    Digest256 finish() noexcept {
        const std::uint64_t bits = length_ * 8;
        const std::uint8_t one = 0x80, zero = 0;
        update({&one, 1});
        while (fill_ != 56) update({&zero, 1});
        std::uint8_t len[8];
        for (int i = 0; i < 8; ++i) len[i] = static_cast<std::uint8_t>(bits >> (56 - 8 * i));
        update(len);
        Digest256 out{};
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 4; ++j) out[static_cast<std::size_t>(4 * i + j)] = static_cast<std::uint8_t>(h_[static_cast<std::size_t>(i)] >> (24 - 8 * j));
        return out;
    }

private:
    void compress() noexcept {
        std::array<std::uint32_t, 64> w{};
        for (std::size_t i = 0; i < 16; ++i)
            w[i] = static_cast<std::uint32_t>(block_[4 * i]) << 24 | static_cast<std::uint32_t>(block_[4 * i + 1]) << 16 |
                   static_cast<std::uint32_t>(block_[4 * i + 2]) << 8 | block_[4 * i + 3];
        for (std::size_t i = 16; i < 64; ++i) {
            const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        std::uint32_t a = h_[0], b = h_[1], c = h_[2], d = h_[3], e = h_[4], f = h_[5], g = h_[6], h = h_[7];
        for (std::size_t i = 0; i < 64; ++i) {
            const std::uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kRound[i] + w[i];
            const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        h_[0] += a; h_[1] += b; h_[2] += c; h_[3] += d;
        h_[4] += e; h_[5] += f; h_[6] += g; h_[7] += h;
    }

    std::array<std::uint32_t, 8> h_{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::array<std::uint8_t, 64> block_{};
    std::size_t fill_ = 0;
    std::uint64_t length_ = 0;
};

// HMAC with the key's inner and outer pads prepared once: PBKDF2 reuses them for
// every iteration.
class Hmac {
public:
    explicit Hmac(std::span<const std::uint8_t> key) noexcept {
        std::array<std::uint8_t, 64> k{};
        if (key.size() > 64) {
            const Digest256 d = sha256(key);
            std::memcpy(k.data(), d.data(), d.size());
        } else if (!key.empty()) {
            std::memcpy(k.data(), key.data(), key.size());
        }
        std::array<std::uint8_t, 64> ipad{}, opad{};
        for (std::size_t i = 0; i < 64; ++i) {
            ipad[i] = static_cast<std::uint8_t>(k[i] ^ 0x36);
            opad[i] = static_cast<std::uint8_t>(k[i] ^ 0x5c);
        }
        inner_.update(ipad);
        outer_.update(opad);
    }
    Digest256 mac(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b = {}) const noexcept {
        Sha256 in = inner_;
        in.update(a);
        in.update(b);
        const Digest256 first = in.finish();
        Sha256 out = outer_;
        out.update(first);
        return out.finish();
    }

private:
    Sha256 inner_, outer_;
};

}  // namespace

std::span<const std::uint8_t> bytes_of(std::string_view s) noexcept {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

Digest256 sha256(std::span<const std::uint8_t> data) noexcept {
    Sha256 h;
    h.update(data);
    return h.finish();
}

Digest256 sha256(std::string_view data) noexcept { return sha256(bytes_of(data)); }

Digest256 hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) noexcept {
    return Hmac(key).mac(message);
}

Digest256 pbkdf2_hmac_sha256(std::string_view password, std::span<const std::uint8_t> salt,
                             std::uint32_t iterations) noexcept {
    assert(iterations >= 1);
    const Hmac prf(bytes_of(password));
    const std::uint8_t block_index[4] = {0, 0, 0, 1};
    Digest256 u = prf.mac(salt, block_index);
    Digest256 t = u;
    for (std::uint32_t i = 1; i < iterations; ++i) {
        u = prf.mac(u);
        for (std::size_t j = 0; j < t.size(); ++j) t[j] ^= u[j];
    }
    return t;
}

bool constant_time_equal(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b) noexcept {
    if (a.size() != b.size()) return false;
    volatile std::uint8_t diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff = static_cast<std::uint8_t>(diff | (a[i] ^ b[i]));
    return diff == 0;
}

}  // namespace umpire
