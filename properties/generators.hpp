#pragma once
// RapidCheck generators shared by the property tests. A generated move is a whole
// case file (kind move) so that a failing example prints as JSON that can be saved
// under golden/cases and replayed with `umpire golden`.
#include <rapidcheck.h>

#include <iosfwd>
#include <optional>

#include "golden/case_file.hpp"
#include "model/game_state.hpp"
#include "model/square.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/move_outcome.hpp"

namespace umpire {

// Found by RapidCheck through argument-dependent lookup when it prints a counterexample.
void showValue(TacSquare s, std::ostream& os);
void showValue(const CaseFile& c, std::ostream& os);
namespace gitm {
void showValue(const MoveOutcome& o, std::ostream& os);
}

namespace props {

[[nodiscard]] rc::Gen<TacSquare> tac_square();
// This RapidCheck snapshot has no std::optional generator (toolchain notes).
[[nodiscard]] rc::Gen<std::optional<TacSquare>> maybe_tac_square();
// Mostly open ground; the share of other terrain varies from map to map.
[[nodiscard]] rc::Gen<TacticalMap> tactical_map();

// States MX and US (hostile to each other), sometimes GB (no home nation) and TX
// (home US) with random relations; one strategic square J2-Y4; 1..12 units with
// unique ids (numbers at most 8400, leaving room for units a property adds), many of
// them on or beside the mover's path; one order; a seed; random ruling choices.
// Passes validate_case() by construction.
[[nodiscard]] rc::Gen<CaseFile> move_case();

// Combat's unit fields (quality 3.2, morale 3.7, ammunition 10.9, casualty tallies
// 9.13): often all at their defaults, as in every state written before they
// existed, otherwise anywhere in their bounds. Call inside gen::exec.
void draw_combat_fields(Unit& u);
// Rule 2.6's capacity for a square's fort: often absent (not given), never without
// a fort. Call inside gen::exec.
void draw_fort_capacity(StratSquareInfo& q);

// A unit number no unit of `s` uses with this nation and type.
[[nodiscard]] UnitId fresh_id(const GameState& s, Nation nation, UnitType type);

}  // namespace props
}  // namespace umpire
