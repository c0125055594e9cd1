// Properties of the supply phase (rules 10.5-10.8; rules/gitm/supply/supply_phase.hpp)
// over the turn generator's states, with random city stores, carried supplies and
// army HQs' shipments between cities.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <map>
#include <optional>

#include "model/order_form.hpp"
#include "model/order_text.hpp"
#include "properties/turn_generators.hpp"
#include "rules/gitm/supply/supply_phase.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::props {
namespace {

// A turn's input with its logistics computed, stores in its cities and supplies carried.
TurnInput supplied(TurnInput in) {
    in.state.logistics = Logistics::Computed;
    for (StratSquareInfo& q : in.state.squares)
        if (q.city_square) q.stores = *rc::gen::inRange(0, 40);
    for (Unit& u : in.state.units) u.supplies = *rc::gen::inRange(0, u.id.type == UnitType::CorpsHQ ? kMaxCarry + 1 : 2);
    // Rule 10.6: an army HQ's shipments between any of the cities, some asking more than
    // a city holds or may send.
    std::vector<std::string> cities;
    for (const StratSquareInfo& q : in.state.squares)
        if (q.city_square) cities.push_back(*q.city);
    for (const Unit& u : in.state.units) {
        if (u.id.type != UnitType::ArmyHQ || cities.empty() || !*rc::gen::arbitrary<bool>()) continue;
        auto entry = std::find_if(in.orders.begin(), in.orders.end(), [&](const auto& e) { return e.unit == u.id; });
        if (entry == in.orders.end()) entry = in.orders.insert(in.orders.end(), {u.id, default_orders(u)});
        const int n = *rc::gen::inRange(1, 5);
        for (int k = 0; k < n; ++k)
            entry->orders.supply.shipments.push_back({*rc::gen::inRange(1, 90), *rc::gen::elementOf(cities),
                                                      *rc::gen::elementOf(cities), {}});
    }
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
// phase, plus what was consumed, is what they stored and carried before it; shipping
// between cities (10.6) only moves them.
// rules: 10.5 10.6 10.7
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

// No city sends more than it began the turn with, nor more than 60 on a campaign
// turn; a shipment moves at most what was ordered, and nothing moves into or out of a
// besieged city.
// rules: 10.6 10.3
RC_GTEST_PROP(SupplyProps, ShipmentsKeepTheirLimits, ()) {
    const TurnInput in = supplied(*turn_input());
    const gitm::SupplyOutcome out = gitm::resolve_supply_phase(in.state, in.orders, in.seed, in.rulings, ParamSet{});
    std::map<std::string, int> sent;
    for (const auto& sh : out.shipments) {
        RC_ASSERT(sh.moved >= 0 && sh.moved <= sh.ordered);
        sent[sh.from] += sh.moved;
        if (sh.moved > 0) {
            for (const StratSquareInfo& q : in.state.squares)
                if (q.city && (*q.city == sh.from || *q.city == sh.to)) RC_ASSERT(!q.besieged);
        }
    }
    for (const StratSquareInfo& q : in.state.squares) {
        if (!q.city) continue;
        const int n = sent[*q.city];
        RC_ASSERT(n <= q.stores);
        if (in.state.turn_kind == TurnKind::Campaign) RC_ASSERT(n <= 60);
    }
    RC_TAG(out.shipments.empty() ? "no shipment" : "shipments");
}

// Over a whole turn with logistics computed, supplies change hands only in the supply
// phase: after it, no phase changes a city's stores or what a unit still in the game
// carries (sieges, 10.3, stop supplies moving; they do not move them), except that a
// corps HQ entered by the enemy, shattered or taken loses all it carries (9.2).
// rules: 10.5 10.3 9.2
RC_GTEST_PROP(SupplyProps, OnlyTheSupplyPhaseMovesSupplies, ()) {
    const TurnInput in = supplied(*turn_input());
    std::optional<GameState> last;
    bool supplied_yet = false;
    int compared = 0;
    const gitm::PhaseObserver watch = [&](const gitm::TurnPhase& p, const GameState& s) {
        if (supplied_yet && last) {
            for (std::size_t k = 0; k < s.squares.size(); ++k) RC_ASSERT(s.squares[k].stores == last->squares[k].stores);
            for (const Unit& u : s.units)
                if (const Unit* before = last->unit(u.id); before && u.supplies != before->supplies)
                    RC_ASSERT(u.id.type == UnitType::CorpsHQ && u.supplies == 0);
            ++compared;
        }
        if (p.step == gitm::TurnStep::Supply) supplied_yet = true;
        last = s;
    };
    static_cast<void>(gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings, watch));
    RC_ASSERT(supplied_yet);
    RC_ASSERT(compared >= 17);  // every movement and combat record after the supply phase, and the end of the turn
}

}  // namespace
}  // namespace umpire::props
