// umpire credentials hash --player NAME [--iterations N] [--salt HEX]
// Reads a password from standard input (one line) and prints the player entry a
// state's "credentials.players" list holds: the salted hash, never the password.
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/credentials.hpp"

namespace umpire::cli {
namespace {

// Enough for rule 6.2's purpose at the order desk; a game master may ask for more.
constexpr std::uint32_t kDefaultIterations = 200000;
constexpr std::size_t kSaltBytes = 16;

int run_hash(const std::string& player, std::uint32_t iterations, const std::string& salt_hex) {
    std::vector<Diagnostic> errors;
    if (!valid_player_name(player)) errors.push_back(field_error("--player", "a player name is 1-32 of A-Z a-z 0-9 _ . -"));
    if (iterations < 1 || iterations > kMaxIterations)
        errors.push_back(field_error("--iterations", "must be 1 to " + std::to_string(kMaxIterations)));
    std::vector<std::uint8_t> salt;
    if (!salt_hex.empty()) {
        auto parsed = parse_salt(salt_hex);
        if (parsed) salt = std::move(parsed).value();
        else errors.push_back(field_error("--salt", parsed.errors().front().what));
    } else {
        // A salt is not an adjudication input and must not be predictable.
        salt.resize(kSaltBytes);
        if (!read_system_random(salt))
            errors.push_back(field_error("--salt", "cannot read /dev/urandom; give --salt"));
    }
    if (!errors.empty()) return report(errors);
    std::string password;
    if (!std::getline(std::cin, password) || password.empty() || password.size() > 128) {
        std::cerr << "umpire credentials hash: give the password (1 to 128 characters) as one line on standard input\n";
        return kExitBadInput;
    }
    if (!password.empty() && password.back() == '\r') password.pop_back();
    const PasswordHash h = hash_password(password, salt, iterations);
    std::fill(password.begin(), password.end(), '\0');
    std::cout << "{\"name\": \"" << player << "\", \"password\": \"" << to_string(h) << "\"}\n";
    return kExitOk;
}

}  // namespace

void add_credentials_command(CLI::App& app, int& exit_code) {
    auto* cred = app.add_subcommand("credentials", "Players' credentials for the order desk (rules 3.4, 6.2)");
    cred->require_subcommand(1);
    struct Options {
        std::string player, salt;
        std::uint32_t iterations = kDefaultIterations;
    };
    auto o = std::make_shared<Options>();
    auto* hash = cred->add_subcommand("hash", "Hash a password read from standard input into a player entry");
    hash->add_option("--player", o->player, "the player's name")->required();
    hash->add_option("--iterations", o->iterations, "PBKDF2 iterations (default 200000)");
    hash->add_option("--salt", o->salt, "salt in hex (default: 16 random bytes); for reproducible test data only");
    hash->callback([o, &exit_code] { exit_code = run_hash(o->player, o->iterations, o->salt); });
}

}  // namespace umpire::cli
