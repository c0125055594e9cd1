#pragma once
// The outcome of an entry case (rule 7.14): the square, every square tried and why
// it was refused, and a drawing for review.
#include <string>
#include <vector>

#include "golden/case_file.hpp"
#include "rules/gitm/entry.hpp"
#include "rules/gitm/entry_state.hpp"

namespace umpire {

struct EntryTraceLine {
    gitm::EntryStep step = gitm::EntryStep::Band;
    TacSquare square;
    gitm::EntryVerdict verdict = gitm::EntryVerdict::Placed;
    TacSquare cause;
    std::string rule;
    friend bool operator==(const EntryTraceLine&, const EntryTraceLine&) = default;
};

struct EntryReport {
    TacSquare square;
    bool fallback = false;       // drawn at random; no combat occurs there
    bool side_adjusted = false;
    std::vector<EntryTraceLine> trace;
    // Terrain glyphs; ':' open squares of the band, E enemy, x tried and refused,
    // r the request, @ where the unit enters.
    std::vector<std::string> drawing;
    // Strategic-entry cases: the units in the square left that put the unit under
    // rule 7.14's side rule; empty when it did not apply.
    std::vector<UnitId> side_rule;
    friend bool operator==(const EntryReport&, const EntryReport&) = default;
};

// The inputs of place_entry() for a query. The spans point into `q` and into
// `allied`, so the object stays where it was built.
struct EntryInputs {
    EntryInputs(const EntryQuery& q, const Rulings& rulings);
    EntryInputs(const EntryInputs&) = delete;
    EntryInputs& operator=(const EntryInputs&) = delete;

    std::vector<std::uint8_t> allied;
    gitm::TacSet proper_side, side_crossings;
    gitm::EntryInput input;
};

[[nodiscard]] EntryReport run_entry(const EntryQuery& q, Seed seed, const Rulings& rulings);
// The report of a placement: the trace, and the drawing of the map entered.
[[nodiscard]] EntryReport report_entry(const gitm::EntryResult& r, const gitm::EntryInput& in, const Rulings& rulings);
// Rule 7.14 from the state (rules/gitm/entry_state.hpp); errors name the step's field.
[[nodiscard]] Expected<EntryReport> run_strategic_entry(const GameState& state, const gitm::StrategicEntry& step,
                                                        Seed seed, const Rulings& rulings);

}  // namespace umpire
