#include "model/seed_commit.hpp"

#include <gtest/gtest.h>

#include <numeric>

#include "model/hex.hpp"

namespace umpire {
namespace {

// 32 bytes 00 01 ... 1f.
std::vector<std::uint8_t> counting_nonce(std::size_t n = 32) {
    std::vector<std::uint8_t> v(n);
    std::iota(v.begin(), v.end(), std::uint8_t{0});
    return v;
}

// Known answers, computed outside umpire with
//   printf 'umpire seed commitment v1\nseed=000000000000002a\nnonce=0001...1f\n' | sha256sum
// A change here breaks every commitment already published: never update them.
TEST(SeedCommitment, KnownAnswers) {
    const auto nonce = counting_nonce();
    EXPECT_EQ(seed_commitment_text(Seed{42}, nonce),
              "umpire seed commitment v1\nseed=000000000000002a\n"
              "nonce=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\n");
    EXPECT_EQ(to_string(commit_seed(Seed{42}, nonce)),
              "sha256:7c497ccd85c086a9a8b5d8f7f563aba5e3fc3df362739b5336d8ead9837f19b3");

    const std::vector<std::uint8_t> ones(16, 0xff);
    EXPECT_EQ(to_string(commit_seed(Seed{0xffffffffffffffffull}, ones)),
              "sha256:c4df2cf0b8014cd75f874c1dd1f4fa65dff5d2fe450582e4a25fce2653d3388d");
}

TEST(SeedCommitment, VerifyAcceptsOnlyTheCommittedSeedAndNonce) {
    const auto nonce = counting_nonce();
    const SeedCommitment c = commit_seed(Seed{42}, nonce);
    EXPECT_TRUE(verify_seed(c, Seed{42}, nonce));
    EXPECT_FALSE(verify_seed(c, Seed{41}, nonce));
    EXPECT_FALSE(verify_seed(c, Seed{43}, nonce));

    auto other = nonce;
    other.back() ^= 1;
    EXPECT_FALSE(verify_seed(c, Seed{42}, other));
    // The same bytes, one short or one longer: the length is bound too.
    EXPECT_FALSE(verify_seed(c, Seed{42}, std::span(nonce).first(31)));
    auto longer = nonce;
    longer.push_back(0);
    EXPECT_FALSE(verify_seed(c, Seed{42}, longer));
    // A nonce commit_seed would refuse is never accepted, whatever the digest.
    EXPECT_FALSE(verify_seed(c, Seed{42}, std::span(nonce).first(15)));

    for (std::size_t byte = 0; byte < c.digest.size(); byte += 7)
        for (int bit = 0; bit < 8; bit += 3) {
            SeedCommitment flipped = c;
            flipped.digest[byte] ^= static_cast<std::uint8_t>(1u << bit);
            EXPECT_FALSE(verify_seed(flipped, Seed{42}, nonce)) << "byte " << byte << " bit " << bit;
        }
}

TEST(SeedCommitment, TextRoundTrip) {
    const SeedCommitment c = commit_seed(Seed{123456789}, counting_nonce(64));
    const std::string text = to_string(c);
    ASSERT_EQ(text.size(), 7u + 64u);
    const auto back = parse_seed_commitment(text);
    ASSERT_TRUE(back.ok()) << format(back.errors());
    EXPECT_EQ(*back, c);
    EXPECT_EQ(to_string(*back), text);
}

TEST(SeedCommitment, ParseErrors) {
    const std::string digest = "7c497ccd85c086a9a8b5d8f7f563aba5e3fc3df362739b5336d8ead9837f19b3";
    const auto fails_with = [](const std::string& text, std::string_view words) {
        const auto r = parse_seed_commitment(text);
        ASSERT_FALSE(r.ok()) << text;
        EXPECT_NE(r.errors().front().what.find(words), std::string::npos) << r.errors().front().what;
    };
    fails_with("", "not a seed commitment");
    fails_with(digest, "not a seed commitment");
    fails_with("sha1:" + digest, "not a seed commitment");
    fails_with("SHA256:" + digest, "not a seed commitment");
    fails_with("sha256" + digest, "not a seed commitment");
    fails_with("sha256:", "has 0 hex digits");
    fails_with("sha256:" + digest.substr(1), "has 63 hex digits");
    fails_with("sha256:" + digest + "0", "has 65 hex digits");
    fails_with("sha256:" + digest + "\n", "has 65 hex digits");
    fails_with("sha256: " + digest.substr(1), "character 1");
    std::string upper = digest;
    upper[5] = 'C';
    fails_with("sha256:" + upper, "character 6");
    std::string junk = digest;
    junk[63] = 'g';
    fails_with("sha256:" + junk, "character 64");
}

TEST(SeedCommitment, NonceLimits) {
    for (std::size_t n : {kMinNonceBytes, std::size_t{32}, kMaxNonceBytes}) {
        const auto nonce = counting_nonce(n);
        const auto parsed = parse_nonce_hex(to_hex(nonce));
        ASSERT_TRUE(parsed.ok()) << n << ": " << format(parsed.errors());
        EXPECT_EQ(*parsed, nonce);
    }
    const auto fails_with = [](const std::string& text, std::string_view words) {
        const auto r = parse_nonce_hex(text);
        ASSERT_FALSE(r.ok()) << text;
        EXPECT_NE(r.errors().front().what.find(words), std::string::npos) << r.errors().front().what;
    };
    fails_with("", "empty");
    fails_with(std::string(2 * kMinNonceBytes - 2, 'a'), "15 bytes, too short");
    fails_with(std::string(2 * kMaxNonceBytes + 2, 'a'), "65 bytes");
    fails_with(std::string(33, 'a'), "odd number of hex digits (33)");
    fails_with(std::string(31, 'a') + "G", "character 32");
    fails_with("0x" + std::string(32, 'a'), "character 2");
    fails_with(std::string(16, 'a') + " " + std::string(16, 'a'), "character 17");
}

TEST(SeedCommitment, SeedNumbers) {
    const auto seed = [](std::string_view t) {
        const auto r = parse_seed_number(t);
        EXPECT_TRUE(r.ok()) << t << ": " << format(r.errors());
        return r.ok() ? r->value : ~std::uint64_t{0} - 1;
    };
    EXPECT_EQ(seed("0"), 0u);
    EXPECT_EQ(seed("42"), 42u);
    EXPECT_EQ(seed("18446744073709551615"), 0xffffffffffffffffull);
    EXPECT_EQ(seed("0x2a"), 42u);
    EXPECT_EQ(seed("0X2A"), 42u);
    EXPECT_EQ(seed("0x000000000000002a"), 42u);
    EXPECT_EQ(seed("0xffffffffffffffff"), 0xffffffffffffffffull);
    // The case-file form: exactly 16 lower-case hex digits.
    EXPECT_EQ(seed("000000000000002a"), 42u);
    EXPECT_EQ(seed("0000000000000042"), 0x42u);
    EXPECT_EQ(seed("ffffffffffffffff"), 0xffffffffffffffffull);
    EXPECT_EQ(seed("7b00000000000001"), 0x7b00000000000001ull);
    for (std::string_view bad : {"", "x", "-1", "+1", " 1", "1 ", "4.2", "1e3", "0x", "0x1g", "0x00000000000000001",
                                 "18446744073709551616", "010", "00", "000000000000002A", "00000000000000002a",
                                 "1000000000000000", "-000000000000002a"})
        EXPECT_FALSE(parse_seed_number(bad).ok()) << "'" << bad << "'";
    const auto octal = parse_seed_number("010");
    ASSERT_FALSE(octal.ok());
    EXPECT_NE(octal.errors().front().what.find("octal"), std::string::npos);
    const auto big = parse_seed_number("18446744073709551616");
    ASSERT_FALSE(big.ok());
    EXPECT_NE(big.errors().front().what.find("larger than 64 bits"), std::string::npos);
    const auto both = parse_seed_number("1000000000000000");
    ASSERT_FALSE(both.ok());
    EXPECT_NE(both.errors().front().what.find("ambiguous"), std::string::npos);
}

}  // namespace
}  // namespace umpire
