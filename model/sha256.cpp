#include "model/sha256.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <cassert>
#include <cstdlib>

namespace umpire {
namespace {

// Fetched once: the implicit fetch behind EVP_sha256() looks the algorithm up in
// the provider store on every call, which the state digests would pay thousands
// of times a turn. Kept for the life of the process.
const EVP_MD* sha256_md() noexcept {
    static EVP_MD* const md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    return md;
}

// libcrypto fails here only when it cannot allocate or the default provider is
// missing: a broken installation, not anything an input can cause.
void require(bool ok) noexcept {
    if (!ok) std::abort();
}

// libcrypto takes a null pointer only with a zero length on some paths; give it a
// real address always.
const unsigned char* data_of(std::span<const std::uint8_t> s) noexcept {
    static const unsigned char kEmpty = 0;
    return s.empty() ? &kEmpty : s.data();
}

}  // namespace

std::span<const std::uint8_t> bytes_of(std::string_view s) noexcept {
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

Digest256 sha256(std::span<const std::uint8_t> data) noexcept {
    Digest256 out{};
    unsigned int n = 0;
    require(sha256_md() != nullptr && EVP_Digest(data_of(data), data.size(), out.data(), &n, sha256_md(), nullptr) == 1 &&
            n == out.size());
    return out;
}

Digest256 sha256(std::string_view data) noexcept { return sha256(bytes_of(data)); }

void Sha256::Free::operator()(void* ctx) const noexcept { EVP_MD_CTX_free(static_cast<EVP_MD_CTX*>(ctx)); }

Sha256::Sha256() noexcept : ctx_(EVP_MD_CTX_new()) {
    require(ctx_ != nullptr && sha256_md() != nullptr &&
            EVP_DigestInit_ex(static_cast<EVP_MD_CTX*>(ctx_.get()), sha256_md(), nullptr) == 1);
}

void Sha256::update(std::span<const std::uint8_t> data) noexcept {
    assert(!finished_);
    if (!data.empty()) require(EVP_DigestUpdate(static_cast<EVP_MD_CTX*>(ctx_.get()), data.data(), data.size()) == 1);
}

Digest256 Sha256::finish() noexcept {
    assert(!finished_);
    finished_ = true;
    Digest256 out{};
    unsigned int n = 0;
    require(EVP_DigestFinal_ex(static_cast<EVP_MD_CTX*>(ctx_.get()), out.data(), &n) == 1 && n == out.size());
    return out;
}

Digest256 hmac_sha256(std::span<const std::uint8_t> key, std::span<const std::uint8_t> message) noexcept {
    Digest256 out{};
    unsigned int n = 0;
    require(sha256_md() != nullptr && HMAC(sha256_md(), data_of(key), static_cast<int>(key.size()), data_of(message),
                                           message.size(), out.data(), &n) != nullptr &&
            n == out.size());
    return out;
}

Digest256 pbkdf2_hmac_sha256(std::string_view password, std::span<const std::uint8_t> salt,
                             std::uint32_t iterations) noexcept {
    Digest256 out{};
    require(iterations >= 1 && iterations <= 0x7fffffffu && sha256_md() != nullptr);
    const auto pass = bytes_of(password);
    require(PKCS5_PBKDF2_HMAC(reinterpret_cast<const char*>(data_of(pass)), static_cast<int>(pass.size()), data_of(salt),
                              static_cast<int>(salt.size()), static_cast<int>(iterations), sha256_md(),
                              static_cast<int>(out.size()), out.data()) == 1);
    return out;
}

bool constant_time_equal(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b) noexcept {
    if (a.size() != b.size()) return false;
    return a.empty() || CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

void wipe(std::span<char> secret) noexcept {
    if (!secret.empty()) OPENSSL_cleanse(secret.data(), secret.size());
}

}  // namespace umpire
