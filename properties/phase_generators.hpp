#pragma once
// RapidCheck generators for the tactical phase (rules/gitm/tactical_phase.hpp): a
// game state of one to three strategic squares, the turn's orders, the phase, a
// seed and the rulings. A failing input prints as a case file of kind "phase" that
// `umpire gitm phase` replays (see phase_case()).
#include <rapidcheck.h>

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "golden/case_file.hpp"
#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/rulings.hpp"

namespace umpire::props {

struct PhaseInput {
    GameState state;
    gitm::TurnOrders orders;  // a random subset of the units; the others follow rule 6.9
    int phase = 1;
    Seed seed;
    Rulings rulings;
};

// Found by RapidCheck through argument-dependent lookup.
void showValue(const PhaseInput& in, std::ostream& os);

// The input as a case file: the orders become order-file lines (one submission per
// unit, no credentials), the rulings that differ from the defaults are listed.
[[nodiscard]] CaseFile phase_case(const PhaseInput& in);

// Random choices for every ruling the tactical phase may read (TM-*, UNIT-*, SIDES-*,
// STACK-STATUS, PHASE-*, SUPPORT-*, HQ-*, ENGAGE-*, NEAREST-*, INTERCEPT-*, REPORT-*,
// ENCOUNTER-* and any added later); those of D&D, entry, deployment, AT and the
// order desk keep their defaults.
[[nodiscard]] rc::Gen<Rulings> phase_rulings();

// Every ruling at a random alternative except those whose code begins with one of
// `prefixes`, which keep their defaults.
[[nodiscard]] rc::Gen<Rulings> rulings_except(std::span<const std::string_view> prefixes);

// The rulings that differ from the defaults, as a case file lists them.
[[nodiscard]] std::vector<RulingChoice> ruling_choices(const Rulings& rulings);

// States MX and US, hostile; sometimes a third (GB, no home nation, or TX, home US)
// with random relations to both; 1-3 of the strategic squares J2-Y4, J3-Y4, J2-Y5
// with generated maps (props::tactical_map(), sometimes with a river or range across
// the map or a ring of one), sometimes a city with a fort, sometimes besieged, some
// squares holding one state's units only; 1-30 units (scaled with RapidCheck's size)
// of every type, mostly active, on passable squares, crowded around a few anchor
// squares so that moves meet, sometimes after a crowd of 9-14 units of one state on
// one square (the caps of rule 2.5); units are dropped where they would break a cap.
// No unit has a move under way. Passes check_invariants() by construction.
[[nodiscard]] rc::Gen<GameState> phase_state();

// Orders for a random subset of the state's units: specified moves (a square, the
// nearest ford or pass) often aimed at other units, waypoints, starting phases,
// no-fort, engage phases, support and intercept boxes, attack modes. Orders the
// order desk would refuse (an intercept in evade mode, rule 8.11) are not made, so
// that the case form of every input replays.
[[nodiscard]] rc::Gen<gitm::TurnOrders> turn_orders(const GameState& s);

// Phase 1 of a turn: no unit has a move under way.
[[nodiscard]] rc::Gen<PhaseInput> first_phase_input();

// Any phase 1-5; for a later phase the earlier ones are resolved first with the same
// orders and seed, so that moves under way (Unit::move) are the engine's own, and the
// units without orders get rule 6.9's defaults written out from where they began.
[[nodiscard]] rc::Gen<PhaseInput> phase_input();

[[nodiscard]] gitm::PhaseOutcome resolve(const PhaseInput& in);

// One unit's tactical, reaction and posture orders, aimed at the squares of `peers`.
[[nodiscard]] UnitOrders unit_orders(const Unit& u, const std::vector<TacSquare>& peers);

// The orders as an order file's lines: one submission per entry, from "gm".
[[nodiscard]] std::vector<std::string> order_lines(const gitm::TurnOrders& orders);

}  // namespace umpire::props
