#pragma once
// What an adjudication leaves for a dispute to check (docs/seed-commitment.md): each
// phase's kind, number, state hash and draws, with the engine and rules signature that
// produced them, and where two such records first part. `umpire replay` and the
// campaign's turn records compare these.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire {

// One phase of an earlier adjudication, as `umpire replay` compares it.
struct RecordedPhase {
    std::string step;  // gitm::TurnStep's name: "tactical"
    int number = 0;
    std::string state_hash;
    std::uint64_t draws = 0;
    friend bool operator==(const RecordedPhase&, const RecordedPhase&) = default;
};

struct TurnRecord {
    std::string engine;           // the umpire version that adjudicated
    std::string rules_signature;  // `umpire signature` of that version
    std::vector<RecordedPhase> phases;
    friend bool operator==(const TurnRecord&, const TurnRecord&) = default;
};

}  // namespace umpire

namespace umpire::app {

// This adjudication's phases, engine and signature.
[[nodiscard]] TurnRecord record_turn(const gitm::TurnOutcome& outcome, std::string engine, std::string signature);

// The first phase where two records part (by position), or nullopt when they agree.
struct RecordDifference {
    std::size_t index = 0;
    std::optional<RecordedPhase> recorded, now;
};
[[nodiscard]] std::optional<RecordDifference> first_difference(const TurnRecord& recorded, const TurnRecord& now);

// A record read from a file names phase kinds and hashes as text: the ones no
// adjudication could have written, located at "<field>.phases[i]".
[[nodiscard]] std::vector<Diagnostic> check_record(const TurnRecord& record, const std::string& field);

// The seed against the commitment published before the turn (docs/seed-commitment.md):
// both or neither of the commitment and the nonce, each well formed, and the seed they
// commit to. Located at "seed_commitment", "seed_nonce" and "seed".
[[nodiscard]] std::vector<Diagnostic> check_seed_commitment(Seed seed, const std::optional<std::string>& commitment,
                                                            const std::optional<std::string>& nonce);

}  // namespace umpire::app
