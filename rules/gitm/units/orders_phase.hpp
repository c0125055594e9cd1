#pragma once
// The orders phase at the start of a campaign turn (rule 3.5: mergers happen "during
// the orders phase", before movement and combat): the status orders of the form
// (model/order_form.hpp StatusOrders) in three steps, because 3.5 lets units be
// activated before a merger and inactivated after it:
//   1. activation (3.5, 11.1): an inactive unit becomes active; a shattered one cannot;
//   2. mergers (3.5), in the order of the merging units' ids; a merge into a unit that
//      is itself ordered to merge is ruling MERGE-CHAIN;
//   3. inactivation (11.1 (3), 11.2): fails at the square's cap of inactive units or
//      with a neutral or enemy unit in the strategic square; several in one square are
//      taken as ruling INACTIVATE-ORDER says.
// The merged unit's values (3.5): strength, batteries, stragglers and the casualty
// counters are sums; experience, morale, fatigue and ammunition are averages weighted
// by the two strengths before the merger, rounded to the nearest integer (a half up);
// quality is weighted the same way on its scale's positions (poor 0 ... elite 4) and
// rounded likewise; a supply is carried only if both carried one. Men and batteries
// over the type's size (model/unit.hpp max_unit_strength, max_unit_batteries) leave
// the unit: the manpower pool they go to is outside this model, so the event records
// them, and on foreign soil (the square's nation not the unit's) 40% of the men,
// rounded to the nearest, are lost rather than returned.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/gitm/tactical_phase.hpp"  // TurnOrders
#include "rules/rulings.hpp"

namespace umpire::gitm {

#define UMPIRE_GITM_STATUS_ACTIONS(X) X(Activate, "activate") X(Merge, "merge") X(Inactivate, "inactivate")
UMPIRE_NAMED_ENUM(StatusAction, std::uint8_t, UMPIRE_GITM_STATUS_ACTIONS)
[[nodiscard]] inline std::string_view name(StatusAction a) noexcept { return enum_name(a); }

// What came of one status order: Done, or why not.
#define UMPIRE_GITM_STATUS_RESULTS(X)                                                                             \
    X(Done, "done") X(AlreadySo, "already-so") X(Shattered, "shattered") X(NotActive, "not-active")              \
    X(TargetNotActive, "target-not-active") X(TargetGone, "target-gone") X(TargetMerging, "target-merging")      \
    X(Cycle, "cycle") X(OtherSquare, "other-square") X(OtherTacticalSquare, "other-tactical-square")             \
    X(NotMergeable, "not-mergeable") X(HostilePresent, "hostile-present") X(InactiveCap, "inactive-cap")      \
    X(StackingCap, "stacking-cap")
UMPIRE_NAMED_ENUM(StatusResult, std::uint8_t, UMPIRE_GITM_STATUS_RESULTS)
[[nodiscard]] inline std::string_view name(StatusResult r) noexcept { return enum_name(r); }

struct StatusEvent {
    UnitId unit;
    StatusAction action = StatusAction::Activate;
    StatusResult result = StatusResult::Done;
    std::string rule;             // the rule applied
    std::optional<UnitId> other;  // Merge: the survivor; HostilePresent: a unit present
    // A merger done: the survivor's men and batteries after it (capped), and what left
    // over the caps; `lost_abroad` of the excess men are lost on foreign soil.
    int strength_after = 0, batteries_after = 0;
    int excess_men = 0, excess_batteries = 0, lost_abroad = 0;
    friend bool operator==(const StatusEvent&, const StatusEvent&) = default;
};

struct OrdersPhaseOutcome {
    GameState state;
    std::vector<StatusEvent> events;  // activation, mergers, inactivation; each step by unit id
    std::vector<UnitId> merged_away;  // by unit id: no longer in the state
    friend bool operator==(const OrdersPhaseOutcome&, const OrdersPhaseOutcome&) = default;
};

// `orders` sorted by unit id. Units merged away leave the state; the caller drops
// their orders.
[[nodiscard]] OrdersPhaseOutcome resolve_orders_phase(const GameState& state, const TurnOrders& orders,
                                                      const Rulings& rulings);
// The same on a state the caller gives up, which becomes the outcome's: a turn passes
// its state on without copying the whole map.
[[nodiscard]] OrdersPhaseOutcome resolve_orders_phase(GameState&& state, const TurnOrders& orders,
                                                      const Rulings& rulings);

// One sentence for a report, with the rule.
[[nodiscard]] std::string explain(const StatusEvent& e);

}  // namespace umpire::gitm
