#pragma once
// The tactical phase in one strategic square (see tactical_phase.hpp for the steps).
// Internal to resolve_tactical_phase(): it owns the square's Board and writes its
// events, battles, reports and unit rows into the phase outcome.
#include <vector>

#include "model/order_form.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/gitm/tactical_phase.hpp"

namespace umpire::gitm {

struct SquareInput {
    GameState& state;                          // the next state, updated in place
    const StratSquareInfo& square;
    std::vector<std::size_t> members;          // its units' indices in state.units, by unit id
    std::vector<const UnitOrders*> orders;     // aligned with members
    const RelationTable& relations;
    int phase;
    Seed seed;
    const Rulings& rulings;
    const ParamSet& params;
};

// Appends to out.events, out.battles, out.reports; fills `rows` (aligned with members).
void resolve_square(SquareInput in, PhaseOutcome& out, std::vector<UnitPhase>& rows);

}  // namespace umpire::gitm
