#pragma once
// What a case produced: the snapshot compared with NAME.expected.json.
#include <optional>
#include <string>
#include <vector>

#include "golden/case_file.hpp"
#include "golden/entry_report.hpp"
#include "golden/combat_case.hpp"
#include "golden/contact_case.hpp"
#include "rules/gitm/reports/detection.hpp"
#include "rules/gitm/reports/minister.hpp"
#include "rules/gitm/reports/tactical.hpp"
#include "golden/phase_case.hpp"
#include "golden/supply_case.hpp"
#include "golden/turn_case.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/order_desk.hpp"
#include "rules/gitm/path_report.hpp"
#include "rules/gitm/sides_report.hpp"
#include "rules/gitm/stacking.hpp"

namespace umpire {

struct SweepReport {
    std::vector<std::string> drawing;  // S start, B unit and terrain block, U unit only, T terrain only
    std::vector<TacSquare> unit_blocks;     // reading order
    std::vector<TacSquare> terrain_blocks;  // reading order
    friend bool operator==(const SweepReport&, const SweepReport&) = default;
};

struct DndSquareFeet {
    GridPoint square;
    std::int64_t feet = 0;
    friend bool operator==(const DndSquareFeet&, const DndSquareFeet&) = default;
};

// dnd-distance and dnd-path-cost fill feet (and diagonals); dnd-reach fills
// squares; dnd-path fills reachable, feet, diagonals and squares (the path).
struct DndReport {
    bool reachable = true;
    std::int64_t feet = 0;
    std::int64_t diagonals = 0;  // the turn's diagonal count afterwards
    std::vector<DndSquareFeet> squares;
    friend bool operator==(const DndReport&, const DndReport&) = default;
};

// stacking: the answer of rules/gitm/stacking.hpp's check_placement, with the
// catalogue id of the cap that refused (empty when allowed).
struct StackingReport {
    bool allowed = true;
    std::string rule;
    StackLimit limit = StackLimit::None;
    std::vector<StackLimit> waived;  // by rule 7.18
    gitm::StackCounts counts;
    friend bool operator==(const StackingReport&, const StackingReport&) = default;
};

// restack: the moves in the order drawn, and what could not be fixed.
struct RestackReport {
    std::vector<gitm::RestackMove> moves;
    std::vector<gitm::RestackLeftover> leftovers;
    friend bool operator==(const RestackReport&, const RestackReport&) = default;
};

// combat-lines: the lines' capacities (9.4) and one side placed in them (9.3), and
// after "losses" the lines with the front refilled.
struct CombatLinesReport {
    std::string directions;  // "N,NE"; empty when nobody entered
    int front_spaces = 0, second_spaces = 0, rear_spaces = 0;
    RulingList ruling;  // the rulings that decided the capacities
    gitm::SideLines lines;
    std::optional<gitm::SideLines> refilled;
    friend bool operator==(const CombatLinesReport&, const CombatLinesReport&) = default;
};

struct CaseOutcome {
    int schema_version = kCaseSchemaVersion;
    CaseKind kind = CaseKind::Move;
    std::optional<gitm::PathReport> path;
    std::optional<gitm::MoveOutcome> move;
    std::optional<SweepReport> sweep;
    std::optional<DndReport> dnd;
    std::optional<EntryReport> entry;
    std::optional<gitm::SidesReport> sides;
    std::optional<StackingReport> stacking;
    std::optional<RestackReport> restack;
    std::optional<at::MoveReport> at_move;
    std::optional<at::RouteReport> at_route;
    std::optional<gitm::OrderDeskReport> order_desk;
    std::optional<PhaseCaseReport> phase_run;
    std::optional<TurnCaseReport> turn_run;
    std::optional<CombatLinesReport> combat_lines;
    std::optional<CombatCaseReport> combat;
    std::optional<SupplyCaseReport> supply;
    std::optional<gitm::ContactReport> contact;
    std::optional<gitm::StrategicView> report;
    std::optional<gitm::TacticalView> tactical;  // with `report`: the tactical maps of its viewers (4.2, 4.6)
    std::vector<gitm::MinisterReport> minister;  // with `report`'s player a war minister: his reports (4.7)
    friend bool operator==(const CaseOutcome&, const CaseOutcome&) = default;
};

// Requires a case that passed validate_case().
[[nodiscard]] CaseOutcome run_case(const CaseFile& c);

[[nodiscard]] std::string save_outcome(const CaseOutcome& o);
[[nodiscard]] Expected<CaseOutcome> load_outcome(std::string_view text, const std::string& file);

}  // namespace umpire
