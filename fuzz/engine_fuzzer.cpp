// Fuzz target: the engine itself, not a loader. The bytes decode straight into a
// small valid turn (fuzz/engine_input.hpp: state, orders, seed, rulings, combat
// parameters; no JSON), which must pass check_invariants(), validate_turn() and the
// stacking caps under its rulings before resolving. The whole turn (rule 5.2) is then
// resolved, observing every phase, and checked:
//  - the state after each phase passes check_invariants() (the model's pos_is_ok);
//  - it keeps the stacking caps (rules 1.4, 2.5, 11.2) as the rulings read them;
//  - its recorded digest is that state's digest, and no rule changed a strategic
//    square other than its stores and siege (the squares' part of the digest is taken
//    once, at the turn's start: a change elsewhere would go unrecorded);
//  - the phases are the 19 (20 with computed logistics, 2 on a deployment turn) of
//    rules/gitm/turn.hpp, in order;
//  - a second resolution of the same input gives the same phases (digests and draws)
//    and the same outcome.
// A violation names the phase on stderr, prints the input as a turn case file that
// `umpire gitm turn` replays, and traps.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/engine_input.hpp"
#include "fuzz/fuzz_helper.hpp"
#include "golden/case_file.hpp"
#include "model/hex.hpp"
#include "model/order_text.hpp"
#include "model/stacking.hpp"
#include "model/state_hash.hpp"
#include "model/timestamp.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/turn.hpp"

namespace {

using namespace umpire;

std::string listed(const std::vector<Diagnostic>& ds) {
    std::string s;
    for (const auto& d : ds) s += "\n  " + d.where.field + ": " + d.what;
    return s;
}

// The input as a case file of kind "turn": rulings and parameters that differ from
// the defaults, the orders as one order file from "gm".
std::string as_case(const fuzz::EngineInput& in) {
    CaseFile c;
    c.title = "engine fuzzer input";
    c.rules = {"5.2"};
    for (const auto& r : rulings_register())
        if (const int k = in.rulings.choice(r.id); k != 0)
            c.rulings.push_back({std::string(r.code), std::string(r.alternatives[static_cast<std::size_t>(k)].name)});
    for (const auto& p : params_register())
        if (!in.params.is_default(p.id)) c.params.values[static_cast<std::size_t>(p.id)] = in.params.get(p.id);
    c.seed = in.seed;
    OrderFile file;
    for (const auto& e : in.orders) {
        Submission s;
        s.unit = e.unit;
        s.sender = "gm";
        s.at = *parse_timestamp("2026-11-23T00:00:00Z");
        s.orders = e.orders;
        file.submissions.push_back(std::move(s));
    }
    std::vector<std::string> lines;
    const std::string text = print_orders(file);
    for (std::size_t begin = 0; begin < text.size();) {
        const std::size_t end = text.find('\n', begin);
        lines.push_back(text.substr(begin, end - begin));
        begin = end == std::string::npos ? text.size() : end + 1;
    }
    c.payload = TurnCase{.state = in.state, .orders = std::move(lines), .seed_commitment = {}, .seed_nonce = {},
                         .recorded = {}};
    return save_case(c);
}

[[noreturn]] void fail(const fuzz::EngineInput& in, const char* check, const std::string& detail) {
    fuzz::violation(check, detail + "\n--- the input as a turn case:\n" + as_case(in));
}

std::string phase_name(const gitm::TurnPhase& p) {
    return std::string(gitm::name(p.step)) + (p.number ? " " + std::to_string(p.number) : "");
}

// Everything of a strategic square but what the rules may change (10.3's siege,
// 10.5-10.8's stores): these must stay as the turn began.
bool same_ground(const StratSquareInfo& a, const StratSquareInfo& b) {
    StratSquareInfo x = a;
    x.besieged = b.besieged;
    x.stores = b.stores;
    return x == b;
}

// The steps a turn records, in order (rules/gitm/turn.hpp).
std::vector<gitm::TurnStep> expected_steps(const GameState& s) {
    using gitm::TurnStep;
    if (s.deployment) return {TurnStep::Deployment, TurnStep::Restack};
    std::vector<TurnStep> v{TurnStep::Orders, TurnStep::Supply, TurnStep::Withdrawal, TurnStep::Tactical,
                            TurnStep::Combat, TurnStep::Tactical, TurnStep::Combat, TurnStep::Strategic,
                            TurnStep::Tactical, TurnStep::Combat, TurnStep::Tactical, TurnStep::Combat};
    for (int p = 2; p <= kStrategicPhases; ++p) v.push_back(TurnStep::Strategic);
    v.push_back(TurnStep::Tactical);
    if (s.logistics == Logistics::Computed) v.push_back(TurnStep::SiegeSurrender);
    v.push_back(TurnStep::EndOfTurn);
    return v;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider bytes(data, size);
    const fuzz::EngineInput in = fuzz::decode_engine_input(bytes);

    // The decoder promises a valid input; a failure here is the decoder's.
    if (const auto bad = check_invariants(in.state); !bad.empty()) fail(in, "decoded state passes check_invariants", listed(bad));
    if (const auto bad = gitm::validate_turn(in.state, in.orders); !bad.empty())
        fail(in, "decoded orders pass validate_turn", listed(bad));
    const StackReading reading = gitm::stack_reading(in.rulings);
    if (!stacking_breaches(in.state, reading).empty()) fail(in, "decoded state keeps the stacking caps", "");

    // Every square read in every phase: the digest as it would be without the turn's
    // short list of the squares that can change (SquaresDigest::read_again).
    SquaresDigest every = digest_squares(in.state);
    every.read_again.resize(in.state.squares.size());
    for (std::size_t k = 0; k < every.read_again.size(); ++k) every.read_again[k] = static_cast<std::uint32_t>(k);
    std::size_t phases_seen = 0;
    GameState last;
    const auto observe = [&](const gitm::TurnPhase& p, const GameState& s) {
        const std::string where = "after " + phase_name(p) + " (phase record " + std::to_string(phases_seen) + ")";
        if (const auto bad = check_invariants(s); !bad.empty()) fail(in, "every phase keeps check_invariants", where + listed(bad));
        for (const auto& b : stacking_breaches(s, reading))
            fail(in, "every phase keeps the stacking caps",
                 where + ": " + std::string(name(b.limit)) + " in " + to_string(b.strategic) + ", " +
                     std::to_string(b.count) + " over the cap of " + std::to_string(b.cap));
        if (s.squares.size() != in.state.squares.size()) fail(in, "no phase adds or drops a square", where);
        for (std::size_t k = 0; k < s.squares.size(); ++k)
            if (!same_ground(s.squares[k], in.state.squares[k]))
                fail(in, "no phase changes a square but its siege and stores", where + ": " + to_string(s.squares[k].square));
        if (p.state_hash != to_hex(state_digest(s, every))) fail(in, "the recorded digest is the observed state's", where);
        ++phases_seen;
        last = s;
    };
    const gitm::TurnOutcome first = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings, in.params, observe);

    const auto steps = expected_steps(in.state);
    if (first.phases.size() != steps.size())
        fail(in, "the turn records every phase",
             std::to_string(first.phases.size()) + " phases, " + std::to_string(steps.size()) + " expected");
    for (std::size_t k = 0; k < steps.size(); ++k)
        if (first.phases[k].step != steps[k]) fail(in, "the turn's phases come in rule 5.2's order", phase_name(first.phases[k]));
    if (phases_seen != first.phases.size()) fail(in, "every phase recorded is observed", "");
    if (!(last == first.state)) fail(in, "the last phase's state is the outcome's", "");
    if (!in.state.deployment && first.state.turn != in.state.turn + 1) fail(in, "the turn number goes up by one", "");

    const gitm::TurnOutcome second = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings, in.params);
    for (std::size_t k = 0; k < first.phases.size() && k < second.phases.size(); ++k)
        if (!(first.phases[k] == second.phases[k]))
            fail(in, "a second resolution gives the same phase digests",
                 phase_name(first.phases[k]) + ": " + first.phases[k].state_hash + " then " + second.phases[k].state_hash);
    if (!(first == second)) fail(in, "a second resolution gives the same outcome", "");
    return 0;
}
