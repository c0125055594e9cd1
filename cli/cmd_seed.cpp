// umpire seed commit [--seed N|0xHEX|HEX16] [--nonce HEX]
// umpire seed verify --commitment sha256:HEX --seed N|0xHEX|HEX16 --nonce HEX [--derive [--player-nonce HEX...]]
// A game master commits to a turn's seed before the orders are in and reveals it
// afterwards; anyone can then check the two agree (docs/seed-commitment.md).
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/hex.hpp"
#include "model/seed_commit.hpp"

namespace umpire::cli {
namespace {

// Long enough that trying nonces is out of the question, short enough to paste.
constexpr std::size_t kNonceBytes = 32;

struct SeedOptions {
    std::string commitment, seed, nonce;
    std::vector<std::string> player_nonces;
    bool derive = false;
};

// Each option is checked on its own, so one run names every bad one.
class Reader {
public:
    std::vector<Diagnostic> errors;

    std::optional<Seed> seed(const std::string& text) {
        auto s = parse_seed_number(text);
        if (s) return *s;
        fail(s.errors().front().what, "--seed");
        return std::nullopt;
    }
    std::optional<std::vector<std::uint8_t>> nonce(const std::string& text) {
        auto n = parse_nonce_hex(text);
        if (n) return std::move(n).value();
        fail(n.errors().front().what, "--nonce");
        return std::nullopt;
    }
    std::optional<SeedCommitment> commitment(const std::string& text) {
        auto c = parse_seed_commitment(text);
        if (c) return *c;
        fail(c.errors().front().what, "--commitment");
        return std::nullopt;
    }
    void fail(std::string what, const char* option) { errors.push_back(field_error(option, std::move(what))); }
};

int run_commit(const SeedOptions& o, bool seed_given, bool nonce_given) {
    Reader r;
    std::optional<Seed> seed;
    std::optional<std::vector<std::uint8_t>> nonce;
    if (seed_given) {
        seed = r.seed(o.seed);
    } else {
        std::uint8_t bytes[8];
        if (read_system_random(bytes)) {
            std::uint64_t v = 0;
            for (auto b : bytes) v = (v << 8) | b;
            seed = Seed{v};
        } else {
            r.fail("cannot read /dev/urandom; give --seed", "--seed");
        }
    }
    if (nonce_given) {
        nonce = r.nonce(o.nonce);
    } else {
        nonce.emplace(kNonceBytes);
        if (!read_system_random(*nonce)) r.fail("cannot read /dev/urandom; give --nonce", "--nonce");
    }
    if (!r.errors.empty()) return report(r.errors);
    // The seed as the case file's "seed" takes it, so it pastes straight in (and into --seed).
    std::cout << "seed: " << seed_case_form(*seed) << "\n"
              << "nonce: " << to_hex(*nonce) << "\n"
              << "commitment: " << to_string(commit_seed(*seed, *nonce)) << "\n";
    std::cerr << "umpire seed commit: publish the commitment now; keep the seed and nonce secret until the turn is adjudicated\n";
    return kExitOk;
}

int run_verify(const SeedOptions& o) {
    Reader r;
    const auto commitment = r.commitment(o.commitment);
    const auto seed = r.seed(o.seed);
    const auto nonce = r.nonce(o.nonce);
    if (!r.errors.empty()) return report(r.errors);
    for (const auto& n : o.player_nonces) r.nonce(n);
    if (!r.errors.empty()) return report(r.errors);
    if (verify_seed(*commitment, *seed, *nonce)) {
        std::cout << "ok: the seed matches the commitment\n";
        // Dice nobody can choose: the turn's seed from this one and the players' nonces.
        if (o.derive)
            std::cout << "turn seed: " << seed_case_form(derive_turn_seed(*seed, o.player_nonces)) << " (from "
                      << o.player_nonces.size() << " player nonces)\n";
        return kExitOk;
    }
    std::cout << "mismatch: seed " << seed_case_form(*seed) << " and this nonce do not give the commitment " << to_string(*commitment)
              << "\n";
    return kExitFailed;
}

}  // namespace

void add_seed_commands(CLI::App& app, int& exit_code) {
    auto* seed = app.add_subcommand("seed", "Commit to a turn's seed before orders are in, and check it afterwards");
    seed->require_subcommand(1);
    auto o = std::make_shared<SeedOptions>();

    auto* commit = seed->add_subcommand("commit", "Print a seed, a nonce and the commitment to publish before the orders are in");
    auto* commit_seed_opt =
        commit->add_option("--seed", o->seed, "the seed: decimal, 0xHEX, or 16 hex digits as in a case file (default: 8 random bytes)");
    auto* commit_nonce_opt =
        commit->add_option("--nonce", o->nonce, "16 to 64 bytes of lower-case hex (default: 32 random bytes)");
    commit->callback([o, commit_seed_opt, commit_nonce_opt, &exit_code] {
        exit_code = run_commit(*o, commit_seed_opt->count() > 0, commit_nonce_opt->count() > 0);
    });

    auto* verify = seed->add_subcommand("verify", "Check a revealed seed and nonce against a published commitment");
    verify->add_option("--commitment", o->commitment, "the published commitment, sha256:<64 hex digits>")->required();
    verify->add_option("--seed", o->seed, "the revealed seed: decimal, 0xHEX, or 16 hex digits as in a case file")->required();
    verify->add_option("--nonce", o->nonce, "the revealed nonce, lower-case hex")->required();
    verify->add_flag("--derive", o->derive,
                     "also print the turn's seed derived from this seed and the players' nonces (docs/seed-commitment.md)");
    verify->add_option("--player-nonce", o->player_nonces, "with --derive: a nonce of an accepted order file (repeatable)");
    verify->callback([o, &exit_code] {
        if (!o->player_nonces.empty() && !o->derive) {
            exit_code = report({field_error("--player-nonce", "goes with --derive")});
            return;
        }
        exit_code = run_verify(*o);
    });
}

}  // namespace umpire::cli
