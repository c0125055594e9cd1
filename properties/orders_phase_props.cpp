// Properties of the orders phase (rules 3.5, 11.1, 11.2; rules/gitm/units/orders_phase.hpp)
// over the turn generator's states, with random activation, merge and inactivation
// orders (a merge names another unit of the same type and state, so many can succeed).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <map>

#include "model/stacking.hpp"
#include "properties/turn_generators.hpp"
#include "rules/gitm/units/orders_phase.hpp"

namespace umpire::props {
namespace {

// The generator's input with status orders added; the orders end sorted by unit id,
// as the turn gives them.
TurnInput with_status_orders(TurnInput in) {
    for (const Unit& u : in.state.units) {
        auto it = std::find_if(in.orders.begin(), in.orders.end(), [&](const auto& e) { return e.unit == u.id; });
        if (it == in.orders.end()) {
            in.orders.push_back({u.id, {}});
            it = in.orders.end() - 1;
        }
        StatusOrders& s = it->orders.status;
        s.activate = *rc::gen::inRange(0, 4) == 0;
        s.inactivate = *rc::gen::inRange(0, 3) == 0;
        std::vector<UnitId> mates;
        for (const Unit& w : in.state.units)
            if (w.id != u.id && w.id.type == u.id.type && w.state == u.state) mates.push_back(w.id);
        if (!mates.empty() && *rc::gen::inRange(0, 2) == 0)
            s.merge_into = mates[static_cast<std::size_t>(*rc::gen::inRange<std::size_t>(0, mates.size()))];
    }
    std::sort(in.orders.begin(), in.orders.end(), [](const auto& a, const auto& b) { return a.unit < b.unit; });
    for (Unit& u : in.state.units) u.strength = std::min(u.strength, max_unit_strength(u.id.type));
    return in;
}

long long men(const GameState& s) {
    long long n = 0;
    for (const Unit& u : s.units) n += u.strength;
    return n;
}

// Men are neither made nor lost by a merger: the men after it, plus those over the
// caps that left, are the men before it; and no merger leaves a unit over its type's size.
// rules: 3.5
RC_GTEST_PROP(OrdersPhaseProps, MergersConserveMenAndKeepTheCaps, ()) {
    const TurnInput in = with_status_orders(*turn_input());
    const gitm::OrdersPhaseOutcome out = gitm::resolve_orders_phase(in.state, in.orders, in.rulings);
    long long excess = 0;
    int merged = 0;
    for (const gitm::StatusEvent& e : out.events) {
        if (e.action != gitm::StatusAction::Merge || e.result != gitm::StatusResult::Done) continue;
        ++merged;
        excess += e.excess_men;
        RC_ASSERT(e.strength_after <= max_unit_strength(e.other->type));
        RC_ASSERT(e.batteries_after <= max_unit_batteries(e.other->type));
    }
    RC_ASSERT(men(in.state) == men(out.state) + excess);
    RC_ASSERT(out.merged_away.size() == static_cast<std::size_t>(merged));
    RC_ASSERT(out.state.units.size() + out.merged_away.size() == in.state.units.size());
    for (const Unit& u : out.state.units) RC_ASSERT(u.strength <= std::max(max_unit_strength(u.id.type), in.state.unit(u.id)->strength));
    if (const auto bad = check_invariants(out.state); !bad.empty()) RC_FAIL(format(bad));
    RC_TAG(merged > 0 ? "merged" : "no merger");
}

// After the orders phase no square holds more inactive units than rule 11.2 allows,
// unless it already held more before (inactivation only ever fails at the cap).
// rules: 11.2
RC_GTEST_PROP(OrdersPhaseProps, InactiveUnitsStayWithinTheCap, ()) {
    const TurnInput in = with_status_orders(*turn_input());
    const gitm::OrdersPhaseOutcome out = gitm::resolve_orders_phase(in.state, in.orders, in.rulings);
    const auto count = [](const GameState& s, const StratSquareInfo& q) {
        return std::count_if(s.units.begin(), s.units.end(),
                             [&](const Unit& u) { return u.strategic == q.square && counts_as_inactive(u, q); });
    };
    int inactivated = 0;
    for (const StratSquareInfo& q : out.state.squares)
        RC_ASSERT(count(out.state, q) <= std::max<long>(inactive_cap(q), count(in.state, q)));
    for (const gitm::StatusEvent& e : out.events)
        if (e.action == gitm::StatusAction::Inactivate && e.result == gitm::StatusResult::Done) ++inactivated;
    RC_TAG(inactivated > 0 ? "inactivated" : "none inactivated");
}

// A unit merged away leaves the credentials with the state (3.4: it has no commander
// any more), its assignment and any reassignment of it; every surviving unit keeps its own.
// rules: 3.4, 3.5
RC_GTEST_PROP(OrdersPhaseProps, MergedUnitsLeaveTheCredentials, ()) {
    TurnInput in = with_status_orders(*turn_input());
    Credentials c;
    c.players = {{"gm", {}}, {"deputy", {}}};
    for (const Unit& u : in.state.units) {
        c.assignments.push_back({u.id, "gm", std::nullopt});
        if (*rc::gen::inRange(0, 2) == 0) c.reassignments.push_back({Timestamp{60}, {u.id, "deputy", "gm"}});
    }
    in.state.credentials = c;
    if (const auto bad = check_invariants(in.state); !bad.empty()) RC_FAIL(format(bad));
    const gitm::OrdersPhaseOutcome out = gitm::resolve_orders_phase(in.state, in.orders, in.rulings);
    RC_ASSERT(out.state.credentials.has_value());
    const Credentials& after = *out.state.credentials;
    const auto gone = [&](const UnitId& id) {
        return std::find(out.merged_away.begin(), out.merged_away.end(), id) != out.merged_away.end();
    };
    for (const Assignment& a : after.assignments) RC_ASSERT(!gone(a.unit));
    for (const Reassignment& r : after.reassignments) RC_ASSERT(!gone(r.assignment.unit));
    RC_ASSERT(after.assignments.size() == out.state.units.size());
    std::size_t kept = 0;
    for (const Reassignment& r : c.reassignments) kept += gone(r.assignment.unit) ? 0 : 1;
    RC_ASSERT(after.reassignments.size() == kept);
    if (const auto bad = check_invariants(out.state); !bad.empty()) RC_FAIL(format(bad));
    RC_TAG(out.merged_away.empty() ? "no merger" : "merged");
}

}  // namespace
}  // namespace umpire::props
