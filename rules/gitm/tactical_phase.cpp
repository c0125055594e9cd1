#include "rules/gitm/tactical_phase.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <deque>
#include <utility>

#include "model/order_text.hpp"
#include "model/state_index.hpp"
#include "rules/gitm/square_phase.hpp"
#include "rules/workers.hpp"

namespace umpire::gitm {
namespace {

// From how many units a tactical phase shares its squares among threads: below it,
// starting them (tens of microseconds) costs more than the phase. Only speed depends
// on it, never the outcome. Our choice, because a few hundred units take about a millisecond.
constexpr std::size_t kUnitsForWorkers = 256;

void check_range(std::vector<Diagnostic>& out, const std::string& field, const PhaseRange& r) {
    if (r.first < 1 || r.last > kTacticalPhases || r.first > r.last)
        out.push_back(field_error(field, "phases must run from 1 to 5, first to last (rule 5.2)"));
}

void check_box(std::vector<Diagnostic>& out, const std::string& field, const ReactionBox& b) {
    if (!b.centre.valid()) out.push_back(field_error(field + ".centre", "tactical square off the map"));
    if (b.radius < 1 || b.radius > kTacSize - 1)
        out.push_back(field_error(field + ".radius", "radius must be 1 to 14 (rules 8.10, 8.11)"));
    check_range(out, field + ".phases", b.phases);
}

}  // namespace

std::vector<Diagnostic> validate_phase(const GameState& state, const TurnOrders& orders, int phase) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    if (phase < 1 || phase > kTacticalPhases) fail("phase", "a turn has tactical phases 1 to 5 (rule 5.2)");
    std::vector<UnitId> seen;
    const StateIndex index(state);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const auto f = "orders[" + std::to_string(i) + "]";
        const auto& e = orders[i];
        if (index.unit(e.unit) == nullptr) fail(f + ".unit", "no unit " + to_string(e.unit) + " in the state");
        seen.push_back(e.unit);
        const TacticalOrders& t = e.orders.tactical;
        if (t.destination == DestinationKind::Square && !t.destination_square.valid())
            fail(f + ".tactical.destination", "tactical square off the map");
        if (t.waypoint && !t.waypoint->valid()) fail(f + ".tactical.waypoint", "tactical square off the map");
        if (t.start_phase && (*t.start_phase < 1 || *t.start_phase > kTacticalPhases))
            fail(f + ".tactical.start_phase", "a turn has tactical phases 1 to 5 (rule 5.2)");
        if (t.engage) check_range(out, f + ".tactical.engage", *t.engage);
        if (e.orders.reactions.support) check_box(out, f + ".reactions.support", *e.orders.reactions.support);
        if (e.orders.reactions.intercept) check_box(out, f + ".reactions.intercept", *e.orders.reactions.intercept);
    }
    std::sort(seen.begin(), seen.end());
    for (std::size_t i = 1; i < seen.size(); ++i)
        if (seen[i] == seen[i - 1] && (i < 2 || seen[i - 2] != seen[i]))
            fail("orders", "unit " + to_string(seen[i]) + " has more than one order entry");
    return out;
}

TurnOrders with_default_orders(const GameState& state, TurnOrders orders) {
    std::vector<UnitId> given;
    for (const auto& e : orders) given.push_back(e.unit);
    std::sort(given.begin(), given.end());
    for (const Unit& u : state.units)
        if (!std::binary_search(given.begin(), given.end(), u.id)) orders.push_back({u.id, default_orders(u)});
    return orders;
}

PhaseOutcome resolve_tactical_phase(const GameState& state, const TurnOrders& orders, int phase, Seed seed,
                                    const Rulings& rulings) {
    return resolve_tactical_phase(state, orders, phase, seed, rulings, ParamSet{});
}

PhaseOutcome resolve_tactical_phase(const GameState& state, const TurnOrders& orders, int phase, Seed seed,
                                    const Rulings& rulings, const ParamSet& params) {
    return resolve_tactical_phase(GameState(state), orders, phase, seed, rulings, params);
}

PhaseOutcome resolve_tactical_phase(GameState&& state, const TurnOrders& orders, int phase, Seed seed,
                                    const Rulings& rulings, const ParamSet& params) {
    const unsigned workers = state.units.size() >= kUnitsForWorkers ? default_workers() : 1;
    return detail::resolve_tactical_phase(std::move(state), orders, phase, seed, rulings, params, workers);
}

PhaseOutcome detail::resolve_tactical_phase(GameState&& state, const TurnOrders& orders, int phase, Seed seed,
                                            const Rulings& rulings, const ParamSet& params, unsigned workers) {
    assert(check_invariants(state).empty());
    assert(validate_phase(state, orders, phase).empty());
    PhaseOutcome out;
    out.phase = phase;
    out.state = std::move(state);  // nothing below reads `state`
    GameState& next = out.state;

    // Each entry's unit key beside its address: a search reads these 16-byte pairs,
    // not the large entries themselves, which at 10,000 units made each of its
    // fourteen probes a cache miss. Keys are distinct (validate_phase), so the
    // addresses never decide an order.
    std::vector<std::pair<std::uint32_t, const UnitOrderEntry*>> given;
    given.reserve(orders.size());
    for (const auto& e : orders) given.push_back({e.unit.key(), &e});
    const auto by_key = [](const auto& a, const auto& b) { return a.first < b.first; };
    if (!std::is_sorted(given.begin(), given.end(), by_key)) std::sort(given.begin(), given.end(), by_key);  // a turn's are
    std::deque<UnitOrders> defaults;  // rule 6.9, for units without orders; a deque keeps addresses
    // `key`: the unit's id key, which the caller has (reading it from the unit would
    // be a cache miss of its own).
    const auto orders_of = [&](std::uint32_t key, const Unit& u) -> const UnitOrders* {
        const auto it = std::lower_bound(given.begin(), given.end(), key,
                                         [](const auto& e, std::uint32_t k) { return e.first < k; });
        if (it != given.end() && it->first == key) return &it->second->orders;
        defaults.push_back(default_orders(u));
        return &defaults.back();
    };

    // Units by strategic square, then id: each square is its own board. Sorted as
    // (square in reading order, id) keys with the index, not by reaching into two
    // units for every comparison.
    std::vector<std::pair<std::uint64_t, std::size_t>> keyed(next.units.size());
    for (std::size_t i = 0; i < keyed.size(); ++i) {
        const Unit& u = next.units[i];
        keyed[i] = {static_cast<std::uint64_t>(u.strategic.index()) << 32 | u.id.key(), i};
    }
    std::sort(keyed.begin(), keyed.end());
    const RelationTable relations(next);
    // A square's units are a run of equal high halves (the square), found without
    // reaching into a unit again; each square's input is made here, its orders
    // (and defaults) looked up on this thread.
    std::vector<SquareInput> squares;
    for (std::size_t begin = 0; begin < keyed.size();) {
        std::size_t end = begin;
        while (end < keyed.size() && keyed[end].first >> 32 == keyed[begin].first >> 32) ++end;
        const StratSquare sq = next.units[keyed[begin].second].strategic;
        SquareInput& in = squares.emplace_back(
            SquareInput{next, *next.square(sq), {}, {}, relations, phase, Seed{seed.value}, rulings, params});
        for (std::size_t k = begin; k < end; ++k) {
            in.members.push_back(keyed[k].second);
            in.orders.push_back(orders_of(static_cast<std::uint32_t>(keyed[k].first), next.units[keyed[k].second]));
        }
        begin = end;
    }
    // The squares are adjudicated apart (rule 8.1: a unit moves within its own
    // square; each writes only its own units) and joined in reading order, so the
    // outcome is the one a single thread gives. Each counts its own draws: no square
    // gets the caller's tally, which the threads would share.
    struct Part {
        PhaseOutcome out;
        std::vector<UnitPhase> rows;
        std::uint64_t draws = 0;
    };
    std::vector<Part> parts(squares.size());
    for_each_part(squares.size(), workers, [&](std::size_t k) {
        Part& part = parts[k];
        if (seed.tally) squares[k].seed.tally = &part.draws;
        resolve_square(std::move(squares[k]), part.out, part.rows);
    });
    std::vector<UnitPhase> rows;
    rows.reserve(next.units.size());
    const auto append = [](auto& to, auto& from) {
        to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
    };
    for (Part& part : parts) {
        append(out.events, part.out.events);
        append(out.battles, part.out.battles);
        append(out.reports, part.out.reports);
        append(rows, part.rows);
        if (seed.tally) *seed.tally += part.draws;
    }
    std::sort(rows.begin(), rows.end(), [](const UnitPhase& a, const UnitPhase& b) { return a.unit < b.unit; });
    out.units = std::move(rows);
    assert(check_invariants(next).empty());
    return out;
}

}  // namespace umpire::gitm
