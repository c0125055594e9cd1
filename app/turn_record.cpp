#include "app/turn_record.hpp"

#include <algorithm>

#include "model/hex.hpp"
#include "model/seed_commit.hpp"
#include "model/text.hpp"

namespace umpire::app {

TurnRecord record_turn(const gitm::TurnOutcome& o, std::string engine, std::string signature) {
    TurnRecord r{std::move(engine), std::move(signature), {}};
    for (const auto& p : o.phases) r.phases.push_back({std::string(gitm::name(p.step)), p.number, p.state_hash, p.draws});
    return r;
}

std::optional<RecordDifference> first_difference(const TurnRecord& recorded, const TurnRecord& now) {
    const std::size_t n = std::max(recorded.phases.size(), now.phases.size());
    for (std::size_t i = 0; i < n; ++i) {
        const bool a = i < recorded.phases.size(), b = i < now.phases.size();
        if (a && b && recorded.phases[i] == now.phases[i]) continue;
        RecordDifference d;
        d.index = i;
        if (a) d.recorded = recorded.phases[i];
        if (b) d.now = now.phases[i];
        return d;
    }
    return std::nullopt;
}

std::vector<Diagnostic> check_record(const TurnRecord& record, const std::string& field) {
    std::vector<Diagnostic> out;
    for (std::size_t i = 0; i < record.phases.size(); ++i) {
        const auto& p = record.phases[i];
        const std::string f = field + ".phases[" + std::to_string(i) + "]";
        if (!enum_from_name<gitm::TurnStep>(p.step))
            out.push_back(field_error(f + ".step", "unknown phase kind " + quote_input(p.step)));
        if (p.state_hash.size() != 64 || !from_hex(p.state_hash))
            out.push_back(field_error(f + ".state_hash", "a state hash is 64 lower-case hex digits"));
    }
    return out;
}

std::vector<Diagnostic> check_seed_commitment(Seed seed, const std::optional<std::string>& commitment,
                                              const std::optional<std::string>& nonce) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    if (commitment.has_value() != nonce.has_value())
        fail(commitment ? "seed_nonce" : "seed_commitment",
             "a seed commitment is checked with its nonce: give both \"seed_commitment\" and \"seed_nonce\"");
    if (commitment && nonce) {
        auto c = parse_seed_commitment(*commitment);
        auto n = parse_nonce_hex(*nonce);
        if (!c) fail("seed_commitment", c.errors().front().what);
        if (!n) fail("seed_nonce", n.errors().front().what);
        // The point of the commitment: a seed chosen after the orders were seen is refused.
        if (c && n && !verify_seed(*c, seed, *n))
            fail("seed", "the seed and nonce do not match the seed commitment published before the turn; this "
                         "turn cannot be adjudicated with this seed");
    }
    return out;
}

}  // namespace umpire::app
