#pragma once
// RapidCheck generators for whole turns (rules/gitm/turn.hpp): the tactical phase's
// states (properties/phase_generators.hpp) set in a 4x4 block of strategic squares
// with strategic terrain, Guatemala and last turn's battles, and orders with
// strategic paths and options. A failing input prints as a case file of kind "turn"
// that `umpire gitm turn` replays.
#include <rapidcheck.h>

#include <iosfwd>

#include "golden/case_file.hpp"
#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/rulings.hpp"

namespace umpire::props {

struct TurnInput {
    GameState state;
    gitm::TurnOrders orders;  // a random subset of the units; the others follow rule 6.9
    Seed seed;
    Rulings rulings;
};

void showValue(const TurnInput& in, std::ostream& os);

[[nodiscard]] CaseFile turn_case(const TurnInput& in);

// Every ruling random except those of D&D, AT, deployment and the order desk.
[[nodiscard]] rc::Gen<Rulings> turn_rulings();

// Passes check_invariants() and gitm::validate_turn() by construction.
[[nodiscard]] rc::Gen<TurnInput> turn_input();

}  // namespace umpire::props
