#pragma once
// A whole ordered move (at-move-order): the unit's group walks the hexes of the
// order's path one step at a time (step.hpp); each allowed step is priced term by
// term and its consequences applied before the next, in the order of the text's
// "implications": conquest (at-conquest-clear), the hex's event (at-event), battle
// (at-battle-rv326), readiness (at-readiness), entrenchment (at-entrench), rule
// variable 843's event (at-rv843), damaged locations (at-damaged). The walk stops
// at the first refused step or at a battle. Air missions (recon, bombing, paradrop,
// air strike) are checked and priced step by step but have no implications here:
// what they do at the target belongs to other rules.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "rules/at/step.hpp"

namespace umpire::at {

struct Consequence {
    std::string rule;
    std::string what;
    friend bool operator==(const Consequence&, const Consequence&) = default;
};

struct CostTerm {
    std::string rule;
    std::string what;
    // The running cost after the term; none where the term makes the step impossible
    // (a landscape or river the movement type cannot cross).
    std::optional<std::int64_t> cost;
    friend bool operator==(const CostTerm&, const CostTerm&) = default;
};

struct Refused {
    std::string rule;
    std::string why;
    friend bool operator==(const Refused&, const Refused&) = default;
};

struct StepReport {
    Hex from, to;
    bool allowed = false;
    std::vector<Refused> refused;
    std::vector<CostTerm> terms;
    // What the step costs; none when a rule of the step itself refuses it (the pricing
    // stops there). A step refused only because the AP run out (at-ap-spend) has its cost.
    std::optional<std::int64_t> cost;
    std::int64_t total = 0;  // AP spent so far, this step included
    std::vector<Consequence> consequences;
    // The rulings that decided the step: another alternative of each would allow or
    // refuse it otherwise, or price it otherwise. Only the rulings of issue 21 are
    // looked at (AT-COST-ORDER, AT-CARRIED-AIRCRAFT, AT-FOREIGN-UNITS, AT-MISSION-SHROUD).
    RulingList ruling;
    friend bool operator==(const StepReport&, const StepReport&) = default;
};

struct MoveReport {
    std::string unit;
    Hex start, end;
    bool completed = false;  // every step of the path taken
    std::int64_t total = 0;
    std::int64_t ap = 0;  // the unit's action points
    std::vector<StepReport> steps;
    friend bool operator==(const MoveReport&, const MoveReport&) = default;
};

// Checks the order against the world: the unit exists, the moving and carried names
// are its subformation types (once each, the carried among the moving), an air
// mission flies aircraft only, the path is a chain of
// neighbouring hexes on the map. Fields are paths inside the order object.
[[nodiscard]] std::vector<Diagnostic> validate_order(const World& w, const Order& o);

// A partial move (Order::moving names some of the unit's subformation types): the
// unit keeps only the moving lines, under its own id, and the rest stay behind as a
// unit of their own in the same hex, with the HQ's supply if the HQ stays. Both keep
// the unit's AP and fuel. Nothing happens when the order moves the whole unit.
// Requires validate_order(w, o) to be empty.
void detach(World& w, const Order& o);

// The moving group of the order's unit: call detach first for a partial move.
[[nodiscard]] Mover mover_for(const World& w, const Order& o, const AtRulings& r);

// Requires validate_order(w, o) to be empty.
[[nodiscard]] MoveReport adjudicate_move(const World& w, const Order& o, const Rulings& rulings);

}  // namespace umpire::at
