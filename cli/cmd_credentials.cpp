// umpire credentials hash --player NAME [--scheme argon2id|pbkdf2-sha256]
//     [--memory KIB] [--passes N] [--iterations N] [--salt HEX]
// Reads a password from standard input (one line; without echo on a terminal) and
// prints the player entry a state's "credentials.players" list holds: the salted
// hash as a PHC string, never the password.
#include <array>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/secret_input.hpp"
#include "model/credentials.hpp"
#include "model/order_text.hpp"
#include "model/sha256.hpp"

namespace umpire::cli {
namespace {

// PBKDF2's default, kept from before Argon2id: enough for rule 6.2's purpose at the
// order desk, and about what OWASP asked when it was chosen.
constexpr std::uint32_t kDefaultIterations = 200000;
constexpr std::size_t kPbkdf2SaltBytes = 16;

struct Options {
    std::string player, scheme = "argon2id", salt;
    std::uint32_t iterations = kDefaultIterations;
    Argon2Cost argon2;
    bool iterations_given = false, argon2_given = false;
};

std::vector<Diagnostic> check_options(const Options& o, bool argon2) {
    std::vector<Diagnostic> errors;
    if (!valid_player_name(o.player)) errors.push_back(field_error("--player", "a player name is 1-32 of A-Z a-z 0-9 _ . -"));
    if (argon2) {
        if (o.iterations_given)
            errors.push_back(field_error("--iterations", "sets PBKDF2's cost: add --scheme pbkdf2-sha256, or give Argon2id "
                                                         "--memory and --passes"));
        if (o.argon2.memory_kib < kMinArgon2MemoryKib || o.argon2.memory_kib > kMaxArgon2MemoryKib)
            errors.push_back(field_error("--memory", "must be " + std::to_string(kMinArgon2MemoryKib) + " to " +
                                                         std::to_string(kMaxArgon2MemoryKib) + " KiB"));
        if (o.argon2.passes < 1 || o.argon2.passes > kMaxArgon2Passes)
            errors.push_back(field_error("--passes", "must be 1 to " + std::to_string(kMaxArgon2Passes)));
    } else {
        if (o.argon2_given)
            errors.push_back(field_error("--memory", "--memory and --passes are Argon2id's: PBKDF2 takes --iterations"));
        if (o.iterations < 1 || o.iterations > kMaxIterations)
            errors.push_back(field_error("--iterations", "must be 1 to " + std::to_string(kMaxIterations)));
    }
    return errors;
}

// A fixed buffer, wiped on every way out: the password is never in a std::string.
struct PasswordBuffer {
    std::array<char, kMaxPasswordBytes + 2> bytes{};
    std::size_t length = 0;
    PasswordBuffer() = default;
    PasswordBuffer(const PasswordBuffer&) = delete;
    PasswordBuffer& operator=(const PasswordBuffer&) = delete;
    ~PasswordBuffer() { wipe(bytes); }
    [[nodiscard]] std::string_view view() const noexcept { return {bytes.data(), length}; }
};

int run_hash(const Options& o) {
    const bool argon2 = o.scheme == "argon2id";
    if (!argon2 && o.scheme != "pbkdf2-sha256")
        return report({field_error("--scheme", "must be argon2id (the default) or pbkdf2-sha256")});
    std::vector<Diagnostic> errors = check_options(o, argon2);
    std::vector<std::uint8_t> salt;
    if (!o.salt.empty()) {
        auto parsed = parse_salt(o.salt);
        if (!parsed) errors.push_back(field_error("--salt", parsed.errors().front().what));
        else if (argon2 && parsed->size() != kArgon2SaltBytes)
            errors.push_back(field_error("--salt", "an Argon2id salt is " + std::to_string(kArgon2SaltBytes) + " bytes of hex"));
        else salt = std::move(parsed).value();
    } else if (!argon2) {
        // A salt is not an adjudication input and must not be predictable.
        salt.resize(kPbkdf2SaltBytes);
        if (!read_system_random(salt)) errors.push_back(field_error("--salt", "cannot read /dev/urandom; give --salt"));
    }
    if (!errors.empty()) return report(errors);

    PasswordBuffer pw;
    const std::string prompt = "Password for " + o.player + ": ";
    const SecretRead got = read_secret_line(prompt, pw.bytes, pw.length);
    if (got == SecretRead::Failed) return report({field_error("password", "cannot read standard input")});
    // The same test the order parser applies to a header's quoted password, so a
    // player is never given a password no order can carry (model/order_text.hpp).
    if (got != SecretRead::Ok || !valid_password(pw.view()))
        return report({field_error("password", "an order carries a password of 1 to " + std::to_string(kMaxPasswordBytes) +
                                                   " printable ASCII characters (space to ~; no tab, no other control or "
                                                   "non-ASCII character): give one such line on standard input")});

    const Expected<PasswordHash> h = !argon2       ? Expected<PasswordHash>(hash_password(pw.view(), salt, o.iterations))
                                     : salt.empty() ? hash_password_argon2id(pw.view(), o.argon2)
                                                    : hash_password_argon2id(pw.view(), o.argon2, salt);
    if (!h) return report({field_error("--memory", h.errors().front().what)});
    std::cout << "{\"name\": \"" << o.player << "\", \"password\": \"" << to_string(*h) << "\"}\n";
    return kExitOk;
}

}  // namespace

void add_credentials_command(CLI::App& app, int& exit_code) {
    auto* cred = app.add_subcommand("credentials", "Players' credentials for the order desk (rules 3.4, 6.2)");
    cred->require_subcommand(1);
    auto o = std::make_shared<Options>();
    auto* hash = cred->add_subcommand("hash", "Hash a password read from standard input into a player entry");
    hash->add_option("--player", o->player, "the player's name")->required();
    hash->add_option("--scheme", o->scheme, "argon2id (default) or pbkdf2-sha256, for hashes older tools must read");
    hash->add_option("--memory", o->argon2.memory_kib,
                     "Argon2id memory in KiB (default 65536, libsodium's interactive level; at most 262144)");
    hash->add_option("--passes", o->argon2.passes, "Argon2id passes over the memory (default 2; at most 10)");
    hash->add_option("--iterations", o->iterations, "PBKDF2 iterations, with --scheme pbkdf2-sha256 (default 200000)");
    hash->add_option("--salt", o->salt,
                     "salt in hex (default: random; Argon2id takes 16 bytes, PBKDF2 8 to 64); for reproducible test data only");
    hash->callback([o, hash, &exit_code] {
        o->iterations_given = hash->count("--iterations") > 0;
        o->argon2_given = hash->count("--memory") > 0 || hash->count("--passes") > 0;
        exit_code = run_hash(*o);
    });
}

}  // namespace umpire::cli
