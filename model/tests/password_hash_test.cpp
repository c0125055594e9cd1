// Stored password hashes (rules 3.4, 6.2): the PHC text forms and the legacy one,
// Argon2id against the reference implementation's strings (Debian package argon2:
// `echo -n PASSWORD | argon2 SALT -id -t T -m LOG2_KIB -p 1 -e`), PBKDF2 against
// Python's hashlib, and the bounds that keep a hostile stored hash cheap.
#include "model/password_hash.hpp"

#include <gtest/gtest.h>

#include <string>

#include "golden/case_file.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

const std::vector<std::uint8_t> kSalt{1, 2, 3, 4, 5, 6, 7, 8};

// The argon2 reference CLI's own example: password "password", salt "somesalt".
constexpr const char* kReference = "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
// `echo -n 'musket&ball' | argon2 0123456789abcdef -id -t 1 -m 8 -p 1 -e`
constexpr const char* kSmall = "$argon2id$v=19$m=256,t=1,p=1$MDEyMzQ1Njc4OWFiY2RlZg$OxotRQoyK0rSUh1WqjXIzBuHgW3sXsUAtBVzCakM5ac";
// `echo -n 'corps\hq "2"' | argon2 saltsaltsaltsalt -id -t 3 -m 10 -p 1 -l 16 -e`: a 16-byte hash
constexpr const char* kShortHash = "$argon2id$v=19$m=1024,t=3,p=1$c2FsdHNhbHRzYWx0c2FsdA$QBGMilJg3RR8M22bcjDn/Q";
// hashlib.pbkdf2_hmac("sha256", b"musket&ball", b"saltySALTYsalty!", 1000), B64 without padding
constexpr const char* kPbkdf2 = "$pbkdf2-sha256$i=1000$c2FsdHlTQUxUWXNhbHR5IQ$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g";

PasswordHash parsed(const std::string& text) {
    auto h = parse_password_hash(text);
    EXPECT_TRUE(h.ok()) << text << ": " << (h.ok() ? "" : format(h.errors()));
    return h.ok() ? *h : PasswordHash{};
}

std::string why_not(const std::string& text) {
    auto h = parse_password_hash(text);
    return h.ok() ? "(accepted)" : h.errors().front().what;
}

// rules: 6.2
TEST(PasswordHash, Argon2idReferenceStringsVerify) {
    const PasswordHash ref = parsed(kReference);
    EXPECT_EQ(ref.scheme, HashScheme::Argon2id);
    EXPECT_EQ(ref.memory_kib, 65536u);
    EXPECT_EQ(ref.iterations, 2u);
    EXPECT_EQ(std::string(ref.salt.begin(), ref.salt.end()), "somesalt");
    EXPECT_TRUE(verify_password(ref, "password"));
    EXPECT_FALSE(verify_password(ref, "Password"));
    const PasswordHash small = parsed(kSmall);
    EXPECT_TRUE(verify_password(small, "musket&ball"));
    EXPECT_FALSE(verify_password(small, "musket&bal"));
    EXPECT_FALSE(verify_password(small, ""));
    const PasswordHash short_hash = parsed(kShortHash);
    EXPECT_EQ(short_hash.digest.size(), 16u);
    EXPECT_TRUE(verify_password(short_hash, "corps\\hq \"2\""));
    EXPECT_FALSE(verify_password(short_hash, "corps\\hq \"2\" "));
}

// rules: 6.2
TEST(PasswordHash, Argon2idWithAGivenSaltMatchesTheReference) {
    const std::string salt = "0123456789abcdef";
    auto h = hash_password_argon2id("musket&ball", Argon2Cost{256, 1},
                                    std::vector<std::uint8_t>(salt.begin(), salt.end()));
    ASSERT_TRUE(h.ok());
    EXPECT_EQ(to_string(*h), kSmall);
}

// rules: 6.2
TEST(PasswordHash, NewArgon2idHashesParseBackAndVerify) {
    auto a = hash_password_argon2id("musket", Argon2Cost{64, 1});
    auto b = hash_password_argon2id("musket", Argon2Cost{64, 1});
    ASSERT_TRUE(a.ok() && b.ok());
    const std::string text = to_string(*a);
    EXPECT_EQ(text.rfind("$argon2id$v=19$m=64,t=1,p=1$", 0), 0u) << text;
    EXPECT_EQ(text.find("musket"), std::string::npos);
    EXPECT_NE(a->salt, b->salt);  // libsodium's fresh salt
    EXPECT_EQ(a->salt.size(), kArgon2SaltBytes);
    EXPECT_EQ(parsed(text), *a);
    EXPECT_TRUE(verify_password(*a, "musket"));
    EXPECT_FALSE(verify_password(*a, "Musket"));
}

// rules: 6.2
TEST(PasswordHash, Pbkdf2PhcMatchesHashlib) {
    const PasswordHash h = parsed(kPbkdf2);
    EXPECT_EQ(h.scheme, HashScheme::Pbkdf2Sha256);
    EXPECT_EQ(h.form, HashForm::Phc);
    EXPECT_EQ(h.iterations, 1000u);
    EXPECT_TRUE(verify_password(h, "musket&ball"));
    EXPECT_FALSE(verify_password(h, "musket&ball "));
    const std::string salt = "saltySALTYsalty!";
    EXPECT_EQ(to_string(hash_password("musket&ball", std::vector<std::uint8_t>(salt.begin(), salt.end()), 1000)), kPbkdf2);
}

// rules: 6.2
TEST(PasswordHash, TextRoundTrips) {
    for (const std::string& text : {std::string(kReference), std::string(kSmall), std::string(kShortHash), std::string(kPbkdf2)})
        EXPECT_EQ(to_string(parsed(text)), text);
    const PasswordHash made = hash_password("musket", kSalt, 2);
    EXPECT_EQ(to_string(made).rfind("$pbkdf2-sha256$i=2$AQIDBAUGBwg$", 0), 0u) << to_string(made);
    EXPECT_EQ(parsed(to_string(made)), made);
    EXPECT_TRUE(verify_password(made, "musket"));
    EXPECT_FALSE(verify_password(made, "Musket"));
}

// Committed case files hold the first text form: it still loads, verifies, and is
// written back as it was (state digests hash the text).
// rules: 6.2
TEST(PasswordHash, LegacyFormReadsVerifiesAndWritesBackUnchanged) {
    const PasswordHash phc = hash_password("musket", kSalt, 3);
    const std::string legacy = "pbkdf2-sha256$3$0102030405060708$" + [&] {
        std::string hex;
        for (auto b : phc.digest) hex += "0123456789abcdef"[b >> 4], hex += "0123456789abcdef"[b & 15];
        return hex;
    }();
    const PasswordHash h = parsed(legacy);
    EXPECT_EQ(h.form, HashForm::Legacy);
    EXPECT_EQ(h.digest, phc.digest);
    EXPECT_EQ(to_string(h), legacy);
    EXPECT_TRUE(verify_password(h, "musket"));
    EXPECT_FALSE(verify_password(h, "Musket"));
    EXPECT_FALSE(verify_password(h, ""));
}

TEST(PasswordHash, ParseErrors) {
    const std::string digest(64, 'a');
    for (const std::string& bad :
         {std::string(""), std::string("musket"), "sha1$2$0102030405060708$" + digest,
          "pbkdf2-sha256$0$0102030405060708$" + digest, "pbkdf2-sha256$02$0102030405060708$" + digest,
          "pbkdf2-sha256$x$0102030405060708$" + digest, "pbkdf2-sha256$2$01020304050607$" + digest,
          "pbkdf2-sha256$2$010203040506070$" + digest, "pbkdf2-sha256$2$0102030405060708$" + digest.substr(2),
          "pbkdf2-sha256$2$0102030405060708$" + digest + "$", "pbkdf2-sha256$2$0102030405060708$" + std::string(64, 'A'),
          // PHC forms: missing or extra parts, padding, unused bits set, other alphabets
          std::string("$"), std::string("$scrypt$ln=16,r=8,p=1$c29tZXNhbHQ$aGFzaA"),
          std::string("$pbkdf2-sha256$i=1000$c2FsdHlTQUxUWXNhbHR5IQ"),
          std::string("$pbkdf2-sha256$1000$c2FsdHlTQUxUWXNhbHR5IQ$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g"),
          std::string("$pbkdf2-sha256$i=01000$c2FsdHlTQUxUWXNhbHR5IQ$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g"),
          std::string("$pbkdf2-sha256$i=1000$c2FsdHlTQUxUWXNhbHR5IQ==$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g"),
          std::string("$pbkdf2-sha256$i=1000$c2FsdHlTQUxUWXNhbHR5IR$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g"),
          std::string("$pbkdf2-sha256$i=1000$c2FsdHlTQUxUWXNhbHR5IQ$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv.g"),
          std::string("$pbkdf2-sha256$i=1000$c2FsdA$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g"),
          std::string("$argon2id$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc"),
          std::string("$argon2id$v=16$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc"),
          std::string("$argon2id$v=19$t=2,m=65536,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc"),
          std::string("$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc"),
          std::string("$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMa"),
          std::string("$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc$")})
        EXPECT_FALSE(parse_password_hash(bad).ok()) << bad;
}

// A stored hash comes from a file anyone can write: it may not make the desk
// allocate gigabytes or hash for minutes.
// rules: 6.2
TEST(PasswordHash, HostileCostsAreRefusedWithTheReason) {
    const std::string tail = "$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
    EXPECT_NE(why_not("$argon2id$v=19$m=4194304,t=2,p=1" + tail).find("m=4194304 KiB is outside 8 to 262144"), std::string::npos);
    EXPECT_NE(why_not("$argon2id$v=19$m=4294967295,t=2,p=1" + tail).find("m=4294967295"), std::string::npos);
    EXPECT_NE(why_not("$argon2id$v=19$m=99999999999,t=2,p=1" + tail).find("bad memory size m"), std::string::npos);
    EXPECT_NE(why_not("$argon2id$v=19$m=4,t=2,p=1" + tail).find("m=4 KiB is outside"), std::string::npos);
    EXPECT_NE(why_not("$argon2id$v=19$m=65536,t=11,p=1" + tail).find("t=11 is outside 1 to 10"), std::string::npos);
    EXPECT_NE(why_not("$argon2id$v=19$m=65536,t=0,p=1" + tail).find("t=0 is outside"), std::string::npos);
    EXPECT_NE(why_not("$argon2id$v=19$m=65536,t=2,p=4" + tail).find("p=1 is the only"), std::string::npos);
    EXPECT_TRUE(parse_password_hash("$argon2id$v=19$m=262144,t=10,p=1" + tail).ok());
    EXPECT_NE(why_not("$pbkdf2-sha256$i=2000001$c2FsdHlTQUxUWXNhbHR5IQ$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g")
                  .find("i=2000001 is over the limit of 2000000"),
              std::string::npos);
    EXPECT_NE(why_not("pbkdf2-sha256$10000000$0102030405060708$" + std::string(64, 'a')).find("over the limit of 2000000"),
              std::string::npos);
    EXPECT_TRUE(parse_password_hash("$pbkdf2-sha256$i=2000000$c2FsdHlTQUxUWXNhbHR5IQ$2NOuqV6Al3AiXyCmd4et5kpSfTExzaD0LHsvRcqRv+g").ok());
}

// The refusal reaches the person who loads the file at the field that holds it.
// rules: 6.2
TEST(PasswordHash, AHostileHashInACaseFileNamesItsField) {
    const std::string path = umpire::test_source_dir() + "/golden/cases/gitm/orders/r6-9-default-orders.case.json";
    auto good = load_case_file(path);
    ASSERT_TRUE(good.ok());
    const std::string first = to_string(good->state()->credentials->players.at(0).password);
    std::string text = save_case(*good);
    const auto at = text.find(first);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, first.size(), "$argon2id$v=19$m=16777216,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc");
    auto hostile = load_case(text, "hostile.case.json");
    ASSERT_FALSE(hostile.ok());
    const std::string message = format(hostile.errors());
    EXPECT_NE(message.find("credentials.players[0].password"), std::string::npos) << message;
    EXPECT_NE(message.find("m=16777216 KiB is outside"), std::string::npos) << message;
}

}  // namespace
}  // namespace umpire
