#include "rules/gitm/stacking.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <set>

namespace umpire::gitm {

StackReading stack_reading(const Rulings& rulings) noexcept {
    const auto status = rulings.get<StackStatus>();
    StackReading r;
    r.inactive_count_tactically = status != StackStatus::ActiveOnly;
    r.shattered_count_tactically = status == StackStatus::AllUnits;
    r.allied_relation_counts = rulings.get<AlliedCount>() == AlliedCount::AllAllied;
    r.deployment_waives_24 = rulings.get<DeployTacticalCaps>() == DeployTacticalCaps::OnlyThe200;
    r.mutually_allied = rulings.get<AlliedOneAnother>() == AlliedOneAnother::MutuallyAllied;
    return r;
}

namespace {

// The counted units of one tactical square, other than `unit`, with their groups.
struct Crowd {
    std::vector<std::size_t> members;  // indices into state.units
    std::vector<int> groups;           // RelationTable::group_sizes of the members
};

// `leave_out`: the unit being placed, whose old position does not count; may be null.
Crowd crowd_at(const GameState& s, const RelationTable& table, const UnitId* leave_out, StratSquare strategic,
               TacSquare tactical, const StackReading& reading) {
    Crowd c;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        const bool other = leave_out == nullptr || u.id != *leave_out;
        if (other && u.strategic == strategic && u.tactical == tactical && counts_tactically(u, reading))
            c.members.push_back(i);
    }
    c.groups = table.group_sizes(s, c.members, reading.allied_relation_counts, reading.mutually_allied);
    return c;
}

// The tactical counts with `unit` added to `c`: the most any unit it touches would have.
void tactical_counts(const GameState& s, const RelationTable& table, const Crowd& c, const Unit& unit,
                     const StackReading& reading, StackCounts& out) {
    const bool counts = counts_tactically(unit, reading);
    const int me = table.index(unit.state);
    out.tactical_units = static_cast<int>(c.members.size()) + (counts ? 1 : 0);
    out.tactical_allied = counts ? 1 : 0;
    int touched = 0;
    for (std::size_t k = 0; k < c.members.size(); ++k) {
        const bool allied = table.allied(me, table.index(s.units[c.members[k]].state), reading.allied_relation_counts);
        if (!counts) {
            out.tactical_allied = std::max(out.tactical_allied, c.groups[k]);
        } else if (allied) {
            ++touched;
            out.tactical_allied = std::max(out.tactical_allied, c.groups[k] + 1);
        }
    }
    if (counts) out.tactical_allied = std::max(out.tactical_allied, touched + 1);
    if (counts && reading.mutually_allied) {  // the largest mutually allied set it joins
        std::vector<int> states;
        for (const auto i : c.members) states.push_back(table.index(s.units[i].state));
        states.push_back(me);
        out.tactical_allied = table.group_sizes(states, reading.allied_relation_counts, true).back();
    }
}

PlacementCheck check(const GameState& s, const RelationTable& table, const Unit& unit, StratSquare strategic,
                     TacSquare tactical, const StackReading& reading) {
    const StratSquareInfo* square = s.square(strategic);
    assert(square != nullptr && tactical.valid());
    PlacementCheck p;
    StackCounts& n = p.counts;
    n.inactive_cap = inactive_cap(*square);
    for (const auto& u : s.units) {
        if (u.id == unit.id || u.strategic != strategic) continue;
        if (u.status == UnitStatus::Active) ++n.strategic_active;
        if (counts_as_inactive(u, *square)) ++n.strategic_inactive;
    }
    if (unit.status == UnitStatus::Active) ++n.strategic_active;
    if (counts_as_inactive(unit, *square)) ++n.strategic_inactive;
    tactical_counts(s, table, crowd_at(s, table, &unit.id, strategic, tactical, reading), unit, reading, n);

    const bool placed_counts = counts_tactically(unit, reading);
    const auto over = [&](StackLimit l) {
        switch (l) {
            case StackLimit::StrategicActive:
                return unit.status == UnitStatus::Active && n.strategic_active > kMaxActivePerStratSquare;
            case StackLimit::StrategicInactive:
                return counts_as_inactive(unit, *square) && n.strategic_inactive > n.inactive_cap;
            case StackLimit::TacticalUnits: return placed_counts && n.tactical_units > kMaxUnitsPerTacSquare;
            case StackLimit::TacticalAllied: return placed_counts && n.tactical_allied > kMaxAlliedPerTacSquare;
            case StackLimit::None: break;
        }
        return false;
    };
    for (int i = 1; i < enum_count<StackLimit>; ++i) {
        const auto l = static_cast<StackLimit>(i);
        // Rule 7.18 lifts the tactical caps for the active units that move then.
        const bool tactical_cap = l == StackLimit::TacticalUnits || l == StackLimit::TacticalAllied;
        if (tactical_cap && unit.status == UnitStatus::Active && deployment_waives(s, l, reading)) {
            p.waived.push_back(l);
            continue;
        }
        if (p.allowed && over(l)) {
            p.allowed = false;
            p.limit = l;
        }
    }
    return p;
}

// The first tactical square of `strategic`, in reading order, over a cap and not
// yet given up on, with the units that may move to relieve it.
struct Crowded {
    TacSquare tactical;
    StackLimit limit = StackLimit::None;
    std::vector<std::size_t> movable;  // indices into state.units, in unit-id order
};

std::optional<Crowded> first_crowded(const GameState& s, const RelationTable& table, StratSquare strategic,
                                     const StackReading& reading, const std::set<TacSquare>& given_up) {
    for (int t = 0; t < kTacSquares; ++t) {
        const TacSquare tac = TacSquare::from_index(t);
        if (given_up.count(tac)) continue;
        const Crowd c = crowd_at(s, table, nullptr, strategic, tac, reading);
        Crowded out{tac, StackLimit::None, {}};
        if (static_cast<int>(c.members.size()) > kMaxUnitsPerTacSquare) {
            out.limit = StackLimit::TacticalUnits;
        } else if (std::any_of(c.groups.begin(), c.groups.end(), [](int g) { return g > kMaxAlliedPerTacSquare; })) {
            out.limit = StackLimit::TacticalAllied;
        } else {
            continue;
        }
        for (std::size_t k = 0; k < c.members.size(); ++k) {
            const Unit& u = s.units[c.members[k]];
            if (u.status != UnitStatus::Active) continue;  // inactive units do not move (11.3)
            bool relieves = out.limit == StackLimit::TacticalUnits;
            // Only a unit allied to an over-full group makes that group smaller by leaving;
            // read as mutually allied sets, only a unit in one.
            if (reading.mutually_allied) relieves = relieves || c.groups[k] > kMaxAlliedPerTacSquare;
            for (std::size_t j = 0; j < c.members.size() && !relieves && !reading.mutually_allied; ++j)
                relieves = c.groups[j] > kMaxAlliedPerTacSquare &&
                           table.allied(table.index(u.state), table.index(s.units[c.members[j]].state),
                                        reading.allied_relation_counts);
            if (relieves) out.movable.push_back(c.members[k]);
        }
        std::sort(out.movable.begin(), out.movable.end(),
                  [&](std::size_t a, std::size_t b) { return s.units[a].id < s.units[b].id; });
        return out;
    }
    return std::nullopt;
}

}  // namespace

PlacementCheck check_placement(const GameState& state, const Unit& unit, StratSquare strategic, TacSquare tactical,
                               const Rulings& rulings) {
    return check(state, RelationTable(state), unit, strategic, tactical, stack_reading(rulings));
}

ActiveAgain place_active_again(const GameState& state, const Unit& unit, bool may_step_aside,
                               const Rulings& rulings) {
    const RelationTable table(state);
    const StackReading reading = stack_reading(rulings);
    Unit active = unit;
    active.status = UnitStatus::Active;
    const PlacementCheck here = check(state, table, active, unit.strategic, unit.tactical, reading);
    if (here.allowed) return {};
    ActiveAgain out{false, here.limit, std::nullopt};
    const bool tactical = here.limit == StackLimit::TacticalUnits || here.limit == StackLimit::TacticalAllied;
    if (!may_step_aside || !tactical || rulings.get<ActiveAgainOverCap>() != ActiveAgainOverCap::StepsAside)
        return out;
    const StratSquareInfo& info = *state.square(unit.strategic);
    const int me = table.index(unit.state);
    std::vector<bool> enemy(kTacSquares, false);
    for (const Unit& u : state.units)
        if (u.strategic == unit.strategic && table.at(me, table.index(u.state)) == Relation::Hostile)
            enemy[static_cast<std::size_t>(u.tactical.index())] = true;
    active.in_fort = false;  // a fort stays in the square the unit leaves
    int best = kTacSize;
    for (int t = 0; t < kTacSquares; ++t) {
        const TacSquare to = TacSquare::from_index(t);
        const int d = std::max(std::abs(to.col - unit.tactical.col), std::abs(to.row - unit.tactical.row));
        if (d >= best || to == unit.tactical || !passable(info.map.at(to)) || enemy[static_cast<std::size_t>(t)])
            continue;
        if (!check(state, table, active, unit.strategic, to, reading).allowed) continue;
        best = d;
        out.to = to;
    }
    out.allowed = out.to.has_value();
    return out;
}

RestackOutcome restack_deployment(const GameState& state, Seed seed, const Rulings& rulings) {
    assert(check_invariants(state).empty());
    RestackOutcome out{state, {}, {}};
    GameState& s = out.state;
    s.deployment = false;  // from here on rule 2.5 binds again
    const StackReading reading = stack_reading(rulings);
    const bool nearest = rulings.get<DeployRestack>() == DeployRestack::ExcessToNearest;
    const RelationTable table(s);

    std::vector<StratSquare> squares;
    for (const auto& q : s.squares) squares.push_back(q.square);
    std::sort(squares.begin(), squares.end());
    for (const StratSquare strategic : squares) {
        const StratSquareInfo& info = *s.square(strategic);
        const auto subject =
            (static_cast<std::uint64_t>(strategic.col) << 16) | static_cast<std::uint64_t>(strategic.row);
        DrawStream draws(seed, {Purpose::DeploymentRestack, static_cast<std::uint32_t>(s.turn), 0, subject});
        std::set<TacSquare> given_up;
        // Units that found nowhere to go from their crowded square: not drawn again.
        std::set<UnitId> stuck;
        while (auto crowded = first_crowded(s, table, strategic, reading, given_up)) {
            std::erase_if(crowded->movable, [&](std::size_t i) { return stuck.count(s.units[i].id) > 0; });
            if (crowded->movable.empty()) {
                out.leftovers.push_back({strategic, crowded->tactical, crowded->limit});
                given_up.insert(crowded->tactical);
                continue;
            }
            Unit& mover = s.units[crowded->movable[draws.below(crowded->movable.size())]];
            std::vector<TacSquare> fits;
            int best = kTacSize;
            for (int t = 0; t < kTacSquares; ++t) {
                const TacSquare to = TacSquare::from_index(t);
                if (to == mover.tactical || !passable(info.map.at(to))) continue;
                if (!check(s, table, mover, strategic, to, reading).allowed) continue;
                const int d = std::max(std::abs(to.col - mover.tactical.col), std::abs(to.row - mover.tactical.row));
                if (nearest && d > best) continue;
                if (nearest && d < best) fits.clear();
                best = std::min(best, d);
                fits.push_back(to);
            }
            if (fits.empty()) {
                stuck.insert(mover.id);
                continue;
            }
            const TacSquare to = fits[draws.below(fits.size())];
            out.moves.push_back({mover.id, strategic, mover.tactical, to, mover.in_fort});
            mover.tactical = to;
            mover.in_fort = false;  // the fort stays in the square the unit left
        }
    }
    return out;
}

}  // namespace umpire::gitm
