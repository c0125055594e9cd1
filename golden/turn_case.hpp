#pragma once
// The golden kind "turn" (rule 5.2, chapter 7): a state, the turn's order file and a
// seed, adjudicated as a whole turn by gitm::resolve_turn. The same file is the
// dispute record `umpire replay` and `umpire explain` read: it may carry the seed
// commitment published before the turn (docs/seed-commitment.md) and what an
// earlier adjudication recorded, phase by phase.
#include <optional>
#include <string>
#include <vector>

#include "app/turn_orders.hpp"
#include "app/turn_record.hpp"
#include "golden/case_file.hpp"
#include "golden/phase_case.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire {

// A turn case's orders in force as its checks read them, with the rulings they were
// read under: load_case keeps them when asked, so that the turn run right after under
// the same rulings need not read and check every order again (a tenth of a
// 10,000-unit turn's work).
struct ReadTurnOrders {
    Rulings rulings;
    app::TurnOrderSet set;
};

// The turn case's own checks: the orders (as for a phase case), gitm::validate_turn,
// and the seed against its commitment when the case has one. With `kept`, a case
// that passes leaves its orders there.
[[nodiscard]] std::vector<Diagnostic> validate_turn_case(const CaseFile& c, const Rulings& rulings,
                                                         std::optional<ReadTurnOrders>* kept = nullptr);

// Requires a case that passed validate_case(); the rulings may differ from the case's own.
[[nodiscard]] Expected<gitm::TurnOutcome> run_turn_case(const CaseFile& c, const Rulings& rulings);
// The same with the orders load_case kept of this very case (not changed since):
// they are used when read under `rulings`, else the case's orders are read again.
[[nodiscard]] Expected<gitm::TurnOutcome> run_turn_case(const CaseFile& c, const Rulings& rulings,
                                                        std::optional<ReadTurnOrders> read);

// A strategic phase as the snapshot keeps it: only the units that had a step due.
struct StrategicRecord {
    int phase = 0;
    std::vector<gitm::StratEvent> events;
    std::vector<gitm::UnitStep> units;
    std::vector<gitm::PresenceReport> reports;  // rule 4.5
    friend bool operator==(const StrategicRecord&, const StrategicRecord&) = default;
};

// The combat after one tactical phase, when it did anything (9.1, 9.14).
struct CombatRecord {
    int phase = 1;
    std::vector<gitm::Bombardment> bombardments;
    std::vector<gitm::BattleReport> battles;
    std::vector<gitm::MassRout> mass_routs;  // 9.12, with COMBAT-MASS-ROUT on
    friend bool operator==(const CombatRecord&, const CombatRecord&) = default;
};

struct TurnCaseReport {
    std::vector<gitm::TurnPhase> phases;
    std::vector<gitm::StatusEvent> orders;  // the orders phase (3.5, 11.1, 11.2)
    std::vector<PhaseRecord> tactical;
    std::vector<StrategicRecord> strategic;
    std::vector<CombatRecord> combat;  // only the combat phases with a bombardment or a battle
    std::vector<gitm::TurnEnd> end;
    std::vector<Unit> units;  // the state at the start of the next turn, by unit id
    std::vector<StratSquare> battles;  // its battles_last_turn
    // Logistics::Computed only (chapter 10): the supply phase, the sieges that began or
    // ended, the siege surrender phase.
    std::vector<gitm::UnitSupply> supply;
    std::vector<gitm::CitySupply> cities;
    std::vector<gitm::ShipmentOutcome> shipments;  // 10.6
    std::vector<gitm::SiegeChange> sieges;
    std::vector<gitm::SiegeSurrender> surrenders;
    std::vector<gitm::ReformChange> reforming;  // 12.3-12.5
    std::vector<gitm::WakeChange> wakes;        // 11.3, 11.5
    friend bool operator==(const TurnCaseReport&, const TurnCaseReport&) = default;
};

[[nodiscard]] TurnCaseReport report_turn_case(const gitm::TurnOutcome& outcome);
// The same from an outcome the caller gives up: its events are moved, not copied (a
// turn of 10,000 units has tens of megabytes of them).
[[nodiscard]] TurnCaseReport report_turn_case(gitm::TurnOutcome&& outcome);

// The case a later turn reads (`umpire gitm turn --out`, docs/campaign.md): the state
// app::next_turn_state makes of the outcome, and the played case's title, rules,
// rulings, parameters and seed; without this turn's "orders" (the next turn's come
// from its players), its seed commitment and nonce (each turn publishes its own) and
// its recorded adjudication (it was this turn's).
[[nodiscard]] CaseFile next_turn_case(const CaseFile& played, const gitm::TurnOutcome& outcome);

}  // namespace umpire
