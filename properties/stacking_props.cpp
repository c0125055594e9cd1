// The stacking caps (rules 1.4, 2.5, 11.2) and the deployment turn (7.18): what
// check_placement accepts always loads, a refusal at a cap is the cap and nothing
// else, and the end-of-deployment restack always ends within the caps.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "model/stacking.hpp"
#include "properties/generators.hpp"
#include "rules/gitm/stacking.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;
using gitm::check_placement;

const std::vector<StratSquare> kSquares{{92, 94}, {93, 94}};  // J2-Y4, J3-Y4

Rulings stacking_rulings() {
    Rulings r;
    for (const auto id : {RulingId::AlliedCount, RulingId::StackStatus, RulingId::DeployTacticalCaps,
                          RulingId::DeployRestack})
        r.set(id, *gen::inRange<int>(0, static_cast<int>(info(id).alternatives.size())));
    return r;
}

// Four states. With `sides`, each state is on side 0 or 1 and relations follow
// the sides (same side: same-side or actively allied; otherwise neutral or
// hostile), so "allied" is transitive under every reading; without, any relation.
GameState base(bool sides) {
    GameState s;
    s.turn = *gen::inRange(1, 20);
    s.deployment = *gen::arbitrary<bool>();
    s.states = {{"GB", std::nullopt}, {"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    std::vector<int> side;
    for (std::size_t i = 0; i < s.states.size(); ++i) side.push_back(*gen::inRange(0, 2));
    for (std::size_t i = 0; i < s.states.size(); ++i)
        for (std::size_t j = i + 1; j < s.states.size(); ++j) {
            Relation r = *gen::element(Relation::SameSide, Relation::ActivelyAllied, Relation::Allied,
                                       Relation::Neutral, Relation::Hostile);
            if (sides)
                r = side[i] == side[j] ? *gen::element(Relation::SameSide, Relation::ActivelyAllied)
                                       : *gen::element(Relation::Neutral, Relation::Hostile);
            s.relations.push_back({s.states[i].id, s.states[j].id, r});
        }
    for (const auto sq : kSquares) {
        StratSquareInfo q;
        q.square = sq;
        q.owner = "MX";
        q.nation = Nation::MX;
        if (*gen::arbitrary<bool>()) q.city = *gen::element<std::string>("Puebla", "Jalapa");
        q.map = *props::tactical_map();
        s.squares.push_back(q);
    }
    return s;
}

// A unit as some placement would put it: an existing one moved, inactivated or
// woken, or a new one. Few tactical squares, so the caps are reached.
struct Placement {
    Unit unit;
    StratSquare strategic;
    TacSquare tactical;
};

Placement next_placement(const GameState& s) {
    Placement p;
    if (!s.units.empty() && *gen::weightedElement<bool>({{1, true}, {2, false}})) {
        p.unit = *gen::elementOf(s.units);
    } else {
        const auto& st = *gen::elementOf(s.states);
        const auto type = *gen::weightedElement<UnitType>({{6, UnitType::Infantry}, {2, UnitType::Militia}});
        p.unit.id = props::fresh_id(s, st.home.value_or(Nation::MX), type);
        p.unit.state = st.id;
        p.unit.strength = 500;
        if (type == UnitType::Militia) p.unit.home_city = *gen::element<std::string>("Puebla", "Jalapa");
    }
    p.unit.status = *gen::weightedElement<UnitStatus>(
        {{6, UnitStatus::Active}, {2, UnitStatus::Inactive}, {1, UnitStatus::Shattered}});
    p.unit.in_fort = *gen::weightedElement<bool>({{4, false}, {1, true}});
    p.strategic = *gen::elementOf(kSquares);
    p.tactical = *gen::element(TacSquare{7, 7}, TacSquare{7, 8}, TacSquare{0, 14});
    p.unit.strategic = p.strategic;
    p.unit.tactical = p.tactical;
    return p;
}

void apply(GameState& s, const Placement& p) {
    for (auto& u : s.units)
        if (u.id == p.unit.id) {
            u = p.unit;
            return;
        }
    s.units.push_back(p.unit);
}

// rules: 1.4 2.5 11.2 7.18 8.3
RC_GTEST_PROP(StackingProps, AcceptedPlacementsAlwaysLeaveALoadableState, ()) {
    GameState s = base(false);
    const Rulings rulings = stacking_rulings();
    const int steps = *gen::inRange(1, 120);
    for (int i = 0; i < steps; ++i) {
        const Placement p = next_placement(s);
        if (!check_placement(s, p.unit, p.strategic, p.tactical, rulings).allowed) continue;
        apply(s, p);
        const auto bad = check_invariants(s);
        RC_ASSERT(bad.empty());
        // Under the rulings chosen too, not only the loader's permissive reading.
        if (!s.deployment) RC_ASSERT(stacking_breaches(s, gitm::stack_reading(rulings)).empty());
    }
}

// The count a cap is about, as check_placement reported it.
int count_of(const gitm::StackCounts& n, StackLimit l) {
    switch (l) {
        case StackLimit::StrategicActive: return n.strategic_active;
        case StackLimit::StrategicInactive: return n.strategic_inactive;
        case StackLimit::TacticalUnits: return n.tactical_units;
        case StackLimit::TacticalAllied: return n.tactical_allied;
        case StackLimit::None: break;
    }
    return 0;
}

// rules: 1.4 2.5 11.2 8.3
RC_GTEST_PROP(StackingProps, ARefusalAtACapIsLiftedByOneCountedUnitLess, ()) {
    GameState s = base(true);
    s.deployment = false;  // 7.18 lets crowds form that no single removal relieves
    const Rulings rulings = stacking_rulings();
    const StackReading reading = gitm::stack_reading(rulings);
    const RelationTable table(s);
    int refusals = 0;
    for (int i = 0; i < 150 && refusals < 3; ++i) {
        const Placement p = next_placement(s);
        const auto before = check_placement(s, p.unit, p.strategic, p.tactical, rulings);
        if (before.allowed) {
            apply(s, p);
            continue;
        }
        ++refusals;
        const StackLimit l = before.limit;
        RC_ASSERT(count_of(before.counts, l) ==
                  (l == StackLimit::StrategicActive   ? kMaxActivePerStratSquare + 1
                   : l == StackLimit::StrategicInactive ? before.counts.inactive_cap + 1
                   : l == StackLimit::TacticalUnits     ? kMaxUnitsPerTacSquare + 1
                                                        : kMaxAlliedPerTacSquare + 1));
        const StratSquareInfo& square = *s.square(p.strategic);
        std::vector<std::size_t> counted;
        for (std::size_t k = 0; k < s.units.size(); ++k) {
            const Unit& u = s.units[k];
            if (u.id == p.unit.id || u.strategic != p.strategic) continue;
            const bool here = u.tactical == p.tactical && counts_tactically(u, reading);
            const bool counts = l == StackLimit::StrategicActive     ? u.status == UnitStatus::Active
                                : l == StackLimit::StrategicInactive ? counts_as_inactive(u, square)
                                : l == StackLimit::TacticalUnits     ? here
                                                                     : here && table.allied(table.index(u.state),
                                                                                            table.index(p.unit.state),
                                                                                            reading.allied_relation_counts);
            if (counts) counted.push_back(k);
        }
        RC_ASSERT(!counted.empty());
        GameState fewer = s;
        fewer.units.erase(fewer.units.begin() + static_cast<std::ptrdiff_t>(*gen::elementOf(counted)));
        const auto after = check_placement(fewer, p.unit, p.strategic, p.tactical, rulings);
        RC_ASSERT(count_of(after.counts, l) == count_of(before.counts, l) - 1);
        // Caps are checked in StackLimit order: one refused now is a later one.
        RC_ASSERT(after.allowed || after.limit > l);
    }
}

// A deployment turn's position: crowds of active units of any states on a few
// squares (7.18 lets them form), and at most two inactive or shattered units per
// strategic square, in a crowd or apart, which the restack must not move.
GameState deployment_crowds() {
    GameState s = base(false);
    s.deployment = true;
    const int n = *gen::inRange(1, 50);
    for (int i = 0; i < n; ++i) {
        Unit u;
        const auto& st = *gen::elementOf(s.states);
        u.id = props::fresh_id(s, st.home.value_or(Nation::MX), UnitType::Infantry);
        u.state = st.id;
        u.strength = 500;
        u.in_fort = *gen::weightedElement<bool>({{5, false}, {1, true}});
        u.strategic = *gen::elementOf(kSquares);
        u.tactical = *gen::weightedElement<TacSquare>({{4, {7, 7}}, {1, {7, 8}}, {1, {1, 1}}});
        s.units.push_back(u);
    }
    for (std::size_t k = 0; k < kSquares.size(); ++k)
        for (int i = *gen::inRange(0, 3); i > 0; --i) {
            Unit u;
            u.id = props::fresh_id(s, Nation::US, UnitType::LightInfantry);
            u.state = "US";
            u.strength = 300;
            u.status = *gen::element(UnitStatus::Inactive, UnitStatus::Shattered);
            u.strategic = kSquares[k];
            u.tactical = *gen::weightedElement<TacSquare>({{3, {7, 7}}, {1, {14, 10 + i}}});
            s.units.push_back(u);
        }
    return s;
}

// rules: 7.18 2.5
RC_GTEST_PROP(StackingProps, TheRestackEndsWithinTheCapsInsideEachStrategicSquare, ()) {
    const GameState s = deployment_crowds();
    RC_PRE(check_invariants(s).empty());
    const Rulings rulings = stacking_rulings();
    const Seed seed{*gen::arbitrary<std::uint64_t>()};
    const auto out = gitm::restack_deployment(s, seed, rulings);

    // Each map keeps at least 60% of its squares passable (props::tactical_map),
    // far more room than 50 units need: nothing is left over.
    RC_ASSERT(out.leftovers.empty());
    RC_ASSERT(!out.state.deployment);
    RC_ASSERT(check_invariants(out.state).empty());
    RC_ASSERT(stacking_breaches(out.state, gitm::stack_reading(rulings)).empty());
    RC_ASSERT(out.state.units.size() == s.units.size());
    std::set<UnitId> moved;
    for (const auto& m : out.moves) moved.insert(m.unit);
    for (std::size_t k = 0; k < s.units.size(); ++k) {
        const Unit& was = s.units[k];
        const Unit& now = out.state.units[k];
        RC_ASSERT(now.id == was.id);
        RC_ASSERT(now.strategic == was.strategic);
        if (!moved.count(was.id)) {
            RC_ASSERT(now == was);
            continue;
        }
        RC_ASSERT(was.status == UnitStatus::Active);
        RC_ASSERT(passable(out.state.square(now.strategic)->map.at(now.tactical)));
    }
    const auto again = gitm::restack_deployment(s, seed, rulings);
    RC_ASSERT(again.moves == out.moves);
    RC_ASSERT(again.state == out.state);
}

}  // namespace
}  // namespace umpire
