// Properties of the supply phase (rules 10.5, 10.7, 10.8; rules/gitm/supply/supply_phase.hpp)
// over the turn generator's states, with random city stores and carried supplies.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <map>

#include "model/order_form.hpp"
#include "properties/turn_generators.hpp"
#include "rules/gitm/supply/supply_phase.hpp"

namespace umpire::props {
namespace {

// A turn's input with its logistics computed, stores in its cities and supplies carried.
TurnInput supplied(TurnInput in) {
    in.state.logistics = Logistics::Computed;
    for (StratSquareInfo& q : in.state.squares)
        if (q.city_square) q.stores = *rc::gen::inRange(0, 40);
    for (Unit& u : in.state.units) u.supplies = *rc::gen::inRange(0, u.id.type == UnitType::CorpsHQ ? kMaxCarry + 1 : 2);
    return in;
}

long long stock(const GameState& s) {
    long long n = 0;
    for (const StratSquareInfo& q : s.squares) n += q.stores;
    for (const Unit& u : s.units) n += u.supplies;
    return n;
}

bool took_a_supply(gitm::Consumption c) {
    using gitm::Consumption;
    return c == Consumption::Carried || c == Consumption::City || c == Consumption::CorpsSource ||
           c == Consumption::CorpsCarried;
}

// Supplies are neither made nor lost: what cities store and units carry after the
// phase, plus what was consumed, is what they stored and carried before it.
// rules: 10.5 10.7
RC_GTEST_PROP(SupplyProps, SuppliesAreConserved, ()) {
    const TurnInput in = supplied(*turn_input());
    const gitm::SupplyOutcome out = gitm::resolve_supply_phase(in.state, in.orders, in.seed, in.rulings, ParamSet{});
    long long consumed = 0;
    for (const auto& u : out.units) consumed += took_a_supply(u.consumed) ? 1 : 0;
    RC_ASSERT(stock(in.state) == stock(out.state) + consumed);
    RC_ASSERT(check_invariants(out.state).empty());
    RC_TAG(consumed > 0 ? "something consumed" : "nothing consumed");
}

// One corps HQ supplies at most 18 units, itself included; on peace and truce turns
// nobody consumes.
// rules: 10.5
RC_GTEST_PROP(SupplyProps, NoCorpsHqSuppliesMoreThanEighteen, ()) {
    TurnInput in = supplied(*turn_input());
    const gitm::SupplyOutcome out = gitm::resolve_supply_phase(in.state, in.orders, in.seed, in.rulings, ParamSet{});
    std::map<UnitId, int> served;
    for (const auto& u : out.units)
        if (u.source_unit) ++served[*u.source_unit];
    for (const auto& [corps, n] : served) RC_ASSERT(n + 1 <= 18);
    if (in.state.turn_kind != TurnKind::Campaign)
        for (const auto& u : out.units) RC_ASSERT(u.consumed == gitm::Consumption::NotRequired);
    RC_TAG(served.empty() ? "no corps HQ drawn on" : "a corps HQ drawn on");
}

}  // namespace
}  // namespace umpire::props
