#include "model/sha256.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace umpire {
namespace {

std::string hex(const Digest256& d) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string s;
    for (auto b : d) {
        s += kHex[b >> 4];
        s += kHex[b & 15];
    }
    return s;
}

// FIPS 180-4 / NIST CAVP examples.
// rules: 6.2
TEST(Sha256, NistExamples) {
    EXPECT_EQ(hex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(hex(sha256("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    EXPECT_EQ(hex(sha256(std::string(1000000, 'a'))),
              "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Sha256, PaddingBoundaries) {
    // 55, 56 and 64 bytes put the length in the same block, push it to the next,
    // and fill a block exactly.
    EXPECT_EQ(hex(sha256(std::string(55, 'a'))), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
    EXPECT_EQ(hex(sha256(std::string(56, 'a'))), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
    EXPECT_EQ(hex(sha256(std::string(64, 'a'))), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
}

// Fed in pieces of every size from one byte to more than a block, and across the
// padding boundaries, the digest is that of the whole.
TEST(Sha256, PiecesGiveTheDigestOfTheWhole) {
    std::string all;
    for (int i = 0; i < 1000; ++i) all += static_cast<char>('a' + (i * 7 + i / 13) % 26);
    for (std::size_t piece : {std::size_t{1}, std::size_t{3}, std::size_t{55}, std::size_t{56}, std::size_t{64},
                              std::size_t{65}, std::size_t{999}, std::size_t{1000}}) {
        Sha256 h;
        for (std::size_t at = 0; at < all.size(); at += piece) h.update(bytes_of(std::string_view(all).substr(at, piece)));
        EXPECT_EQ(hex(h.finish()), hex(sha256(all))) << "pieces of " << piece;
    }
    Sha256 empty;
    empty.update({});
    EXPECT_EQ(hex(empty.finish()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

// RFC 4231 test cases 1, 2 and 6 (a key longer than a block).
TEST(HmacSha256, Rfc4231) {
    const std::string key1(20, '\x0b');
    EXPECT_EQ(hex(hmac_sha256(bytes_of(key1), bytes_of("Hi There"))),
              "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
    EXPECT_EQ(hex(hmac_sha256(bytes_of("Jefe"), bytes_of("what do ya want for nothing?"))),
              "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    const std::string key6(131, '\xaa');
    EXPECT_EQ(hex(hmac_sha256(bytes_of(key6), bytes_of("Test Using Larger Than Block-Size Key - Hash Key First"))),
              "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
}

// The PBKDF2-HMAC-SHA256 vectors published with RFC 7914's scrypt draft and widely
// reused (password "password", salt "salt").
// rules: 6.2
TEST(Pbkdf2HmacSha256, KnownVectors) {
    EXPECT_EQ(hex(pbkdf2_hmac_sha256("password", bytes_of("salt"), 1)),
              "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b");
    EXPECT_EQ(hex(pbkdf2_hmac_sha256("password", bytes_of("salt"), 2)),
              "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43");
    EXPECT_EQ(hex(pbkdf2_hmac_sha256("password", bytes_of("salt"), 4096)),
              "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a");
}

TEST(ConstantTimeEqual, ComparesContentAndSize) {
    const Digest256 a = sha256("a"), b = sha256("b");
    EXPECT_TRUE(constant_time_equal(a, a));
    EXPECT_FALSE(constant_time_equal(a, b));
    EXPECT_FALSE(constant_time_equal(std::span(a).first(31), a));
}

}  // namespace
}  // namespace umpire
