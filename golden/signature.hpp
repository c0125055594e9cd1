#pragma once
// The rules signature (Stockfish's `bench` number): a fixed bundled set of turn cases
// adjudicated, and one hash of every phase's state hash over all of them. Any change
// to what the rules decide in those turns changes it; the expected value is kept in
// the repository (golden/rules-signature.txt) so that a rule change shows in review
// as a change of that file, and a CI step compares builds (gcc and clang, debug and
// optimised) by it. The shipped combat parameters (rules/params.hpp) are hashed in too.
#include <string>
#include <vector>

#include "model/expected.hpp"

namespace umpire {

struct SignatureCase {
    std::string name;       // the file's name, e.g. "mixed-front.case.json"
    std::string last_hash;  // the state hash after the turn
};

struct RulesSignature {
    std::string value;  // 16 hex digits
    std::vector<SignatureCase> cases;  // by name
};

// Every *.case.json of kind "turn" in `dir`, by file name; an unreadable or invalid
// case is an error (the set is fixed: nothing is skipped).
[[nodiscard]] Expected<RulesSignature> rules_signature(const std::string& dir);

}  // namespace umpire
