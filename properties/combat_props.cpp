// Properties of the combat after a tactical phase (rules 9.1-9.13, 12.1;
// rules/gitm/combat/combat.hpp) on generated battles: one strategic square whose map
// has towns, hills, forests and impassable ground, sometimes a fort city, two hostile
// states with 1-12 units of mixed types each around one tactical square, random
// quality, experience, morale, fatigue and ammunition, random attack and defend modes
// and lines. Tactical phase 1 runs first (with rule 6.9's defaults), then its battles
// are fought. Men are conserved, the rear never takes fire, the lines keep to their
// capacities, a fort's reduction never grows the garrison's fire losses, nobody is left
// facing an active enemy after a battle that was decided, renaming the states changes
// nothing, and the same inputs give the same outcome and the same JSON bytes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "golden/case_outcome.hpp"
#include "golden/combat_case.hpp"
#include "golden/phase_case.hpp"
#include "rules/gitm/combat/combat.hpp"
#include "rules/gitm/tactical_phase.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;
using namespace gitm;

constexpr StratSquare kHere{10, 10};
constexpr TacSquare kField{7, 7};  // where the two armies meet

struct BattleInput {
    GameState state;
    TurnOrders orders;  // a random subset of the units; the others follow rule 6.9
    Seed seed;
    bool mass_rout = false;             // the ruling COMBAT-MASS-ROUT (9.12), on or off
    ParamValue mass_retreat_share = 500;
};

struct Fought {
    PhaseOutcome phase;
    CombatOutcome combat;
};

const std::vector<UnitType> kTypes = {UnitType::Infantry,        UnitType::LightInfantry,  UnitType::Militia,
                               UnitType::LightCavalry,    UnitType::Dragoons,       UnitType::Lancers,
                               UnitType::MediumArtillery, UnitType::LightArtillery, UnitType::HorseArtillery};

bool artillery(UnitType t) {
    return t == UnitType::MediumArtillery || t == UnitType::LightArtillery || t == UnitType::HorseArtillery;
}

// A square next to the field, on the map.
TacSquare near_field() {
    return TacSquare{kField.col + *gen::inRange(-1, 2), kField.row + *gen::inRange(-1, 2)};
}

Unit random_unit(const std::string& state, Nation nation, int number, TacSquare at) {
    Unit u;
    u.id = UnitId{nation, static_cast<std::uint16_t>(number), *gen::elementOf(kTypes)};
    u.state = state;
    u.strength = *gen::inRange(50, 3001);
    if (artillery(u.id.type)) u.batteries = *gen::inRange(1, 9);
    else if (*gen::inRange(0, 4) == 0) u.batteries = *gen::inRange(1, 3);  // some infantry with guns
    u.fatigue = *gen::inRange(0, 80);
    u.initiative = *gen::inRange(kMinInitiative, kMaxInitiative + 1);
    u.quality = *gen::element(Quality::Poor, Quality::Fair, Quality::Average, Quality::Good, Quality::Elite);
    u.experience = *gen::inRange(0, kMaxExperience + 1);
    u.morale = *gen::inRange(kMinMorale, kMaxMorale + 1);
    u.ammunition = *gen::inRange(0, kMaxAmmunition + 1);
    u.strategic = kHere;
    u.tactical = at;
    return u;
}

// Passes check_invariants() and validate_phase() by construction: at most 12 units a
// side, all of them within one square of the field, so rule 2.5's caps hold.
BattleInput battle_input() {
    BattleInput in;
    GameState& s = in.state;
    s.turn = 3;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    StratSquareInfo q;
    q.square = kHere;
    q.nation = Nation::MX;
    q.owner = *gen::element(std::string("MX"), std::string("US"));
    const int blocks = *gen::inRange(0, 50);
    for (int k = 0; k < blocks; ++k)
        q.map.set(TacSquare{*gen::inRange(0, kTacSize), *gen::inRange(0, kTacSize)},
                  *gen::element(Terrain::Town, Terrain::Hills, Terrain::HighHills, Terrain::Forest, Terrain::River,
                                Terrain::Mountain, Terrain::Water, Terrain::Ford));
    for (int dc = -1; dc <= 1; ++dc)
        for (int dr = -1; dr <= 1; ++dr) q.map.set(TacSquare{kField.col + dc, kField.row + dr}, Terrain::Open);
    q.map.set(kField, *gen::element(Terrain::Open, Terrain::Town, Terrain::Hills, Terrain::Forest));
    if (*gen::arbitrary<bool>()) {
        q.city = "Monterrey";
        q.city_square = kField;
        q.fort = *gen::inRange(1, 6);
        if (*gen::inRange(0, 4) != 0) q.fort_capacity = *gen::inRange(1, 40000);
    }
    s.squares.push_back(q);
    for (const auto& [state, nation] : {std::pair{std::string("MX"), Nation::MX}, std::pair{std::string("US"), Nation::US}}) {
        const int n = *gen::inRange(1, 13);
        for (int k = 0; k < n; ++k) {
            const TacSquare at = *gen::inRange(0, 4) == 0 ? near_field() : kField;
            Unit u = random_unit(state, nation, k + 1, at);
            if (q.fort > 0 && at == kField && state == q.owner) u.in_fort = *gen::arbitrary<bool>();
            s.units.push_back(std::move(u));
        }
    }
    for (const Unit& u : s.units) {
        if (*gen::arbitrary<bool>()) continue;
        UnitOrders o;
        o.postures.attack = *gen::element(OffensiveMode::Assault, OffensiveMode::Attack, OffensiveMode::Skirmish,
                                          OffensiveMode::Evade);
        o.postures.defend = *gen::element(DefensiveMode::LastDitch, DefensiveMode::Defend, DefensiveMode::Skirmish,
                                          DefensiveMode::Evade);
        if (*gen::arbitrary<bool>()) o.tactical.line = *gen::element(BattleLine::First, BattleLine::Second, BattleLine::Rear);
        in.orders.push_back({u.id, o});
    }
    in.seed = Seed{*gen::arbitrary<std::uint64_t>()};
    in.mass_rout = *gen::arbitrary<bool>();
    in.mass_retreat_share = *gen::inRange(1, 1001);
    return in;
}

// The input, checked: the generator is meant to build only valid ones.
BattleInput checked_input() {
    BattleInput in = battle_input();
    RC_ASSERT(check_invariants(in.state).empty());
    RC_ASSERT(validate_phase(in.state, with_default_orders(in.state, in.orders), 1).empty());
    return in;
}

Fought fight(const BattleInput& in) {
    Rulings rulings;
    if (in.mass_rout) rulings.set(RulingId::CombatMassRout, static_cast<int>(CombatMassRout::On));
    ParamSet params;
    params.set(Param::MassRetreatShare, in.mass_retreat_share);
    const TurnOrders orders = with_default_orders(in.state, in.orders);
    Fought f{resolve_tactical_phase(in.state, orders, 1, in.seed, rulings), {}};
    f.combat = resolve_combat(f.phase.state, orders, f.phase.battles, f.phase.units, 1, in.seed, rulings, params);
    return f;
}

const Unit* find_unit(const GameState& s, const UnitId& id) {
    for (const Unit& u : s.units)
        if (u.id == id) return &u;
    return nullptr;
}

// rules: 9.13, 9.7, 9.9, 9.14, 12.1
RC_GTEST_PROP(CombatProps, MenAreConservedAndTheTalliesGrowByTheLosses, ()) {
    const BattleInput in = checked_input();
    const Fought f = fight(in);
    std::map<UnitId, LossSplit> lost;  // over the bombardments (9.14) and every battle the unit fought this phase
    for (const Bombardment& b : f.combat.bombardments)
        for (const BombardLoss& l : b.losses) {
            RC_ASSERT(l.men >= 0);
            RC_ASSERT(l.men <= l.strength_before);
            RC_ASSERT(l.split.total() == l.men);
            LossSplit& t = lost[l.unit];
            t.killed += l.split.killed;
            t.wounded += l.split.wounded;
            t.prisoners += l.split.prisoners;
            t.stragglers += l.split.stragglers;
        }
    for (const BattleReport& b : f.combat.battles)
        for (const CombatUnit& u : b.units) {
            RC_ASSERT(u.losses.killed >= 0);
            RC_ASSERT(u.losses.wounded >= 0);
            RC_ASSERT(u.losses.prisoners >= 0);
            RC_ASSERT(u.losses.stragglers >= 0);
            RC_ASSERT(u.strength_after >= 0);
            RC_ASSERT(u.fire_losses >= 0);
            RC_ASSERT(u.melee_losses >= 0);
            RC_ASSERT(u.strength_before == u.strength_after + u.losses.total());
            LossSplit& t = lost[u.unit];
            t.killed += u.losses.killed;
            t.wounded += u.losses.wounded;
            t.prisoners += u.losses.prisoners;
            t.stragglers += u.losses.stragglers;
        }
    for (const MassRout& m : f.combat.mass_routs)  // 9.12: a surrender or a shattering
        for (const MassRoutUnit& u : m.units) {
            RC_ASSERT(u.strength_after >= 0);
            RC_ASSERT(u.strength_before == u.strength_after + u.losses.total());
            LossSplit& t = lost[u.unit];
            t.prisoners += u.losses.prisoners;
            t.stragglers += u.losses.stragglers;
            RC_ASSERT(u.losses.killed == 0 && u.losses.wounded == 0);
        }
    RC_ASSERT(in.mass_rout || f.combat.mass_routs.empty());
    RC_CLASSIFY(!f.combat.mass_routs.empty(), "9.12 mass rout");
    for (const Unit& after : f.combat.state.units) {
        const Unit* before = find_unit(f.phase.state, after.id);
        RC_ASSERT(before != nullptr);
        const LossSplit t = lost.count(after.id) ? lost.at(after.id) : LossSplit{};
        RC_ASSERT(after.killed - before->killed == t.killed);
        RC_ASSERT(after.wounded - before->wounded == t.wounded);
        RC_ASSERT(after.prisoners - before->prisoners == t.prisoners);
        RC_ASSERT(after.stragglers - before->stragglers == t.stragglers);
        RC_ASSERT(before->strength - after.strength == t.total());
    }
    RC_ASSERT(f.combat.state.units.size() == f.phase.state.units.size());
    bool decided = false, fort = false, losses = false;
    for (const BattleReport& b : f.combat.battles) {
        decided = decided || b.sides[0].lost || b.sides[1].lost;
        fort = fort || b.fort_battle;
        for (const CombatUnit& u : b.units) losses = losses || u.losses.total() > 0;
    }
    RC_CLASSIFY(f.combat.battles.empty(), "no battle");
    RC_CLASSIFY(decided, "a side lost");
    RC_CLASSIFY(fort, "fort battle");
    RC_CLASSIFY(losses, "losses");
}

// rules: 9.7, 9.4
RC_GTEST_PROP(CombatProps, TheRearLineTakesNoFiringCasualties, ()) {
    const Fought f = fight(checked_input());
    bool rear = false;
    for (const BattleReport& b : f.combat.battles)
        for (const CombatUnit& u : b.units) {
            RC_ASSERT(u.fire_losses <= u.lines.front.men + u.lines.second.men);
            rear = rear || u.lines.rear.men + u.lines.uncounted.men > 0;
        }
    RC_CLASSIFY(rear, "men in the rear or beyond");
}

// rules: 9.3, 9.4
RC_GTEST_PROP(CombatProps, TheLinesNeverHoldMoreThanTheirCapacity, ()) {
    const Fought f = fight(checked_input());
    for (const BattleReport& b : f.combat.battles)
        for (const CombatSide& s : b.sides) {
            RC_ASSERT(s.front.spaces <= s.capacity.front);
            RC_ASSERT(s.second.spaces <= s.capacity.second);
            RC_ASSERT(s.rear.spaces <= s.capacity.rear);
        }
}

// The garrison of each fort battle of `f`, with its fire losses, by unit id.
std::map<UnitId, int> garrison_fire_losses(const Fought& f) {
    std::map<UnitId, int> m;
    for (const BattleReport& b : f.combat.battles) {
        if (!b.fort_battle) continue;
        for (const CombatUnit& u : b.units) {
            const Unit* at_start = find_unit(f.phase.state, u.unit);
            if (at_start != nullptr && at_start->in_fort) m[u.unit] += u.fire_losses;
        }
    }
    return m;
}

// A stronger fort reduces the garrison's firing losses at least as much (9.7). Only
// the firing segment is compared: it comes before any morale check, so the two runs
// agree on everything before it, while the melee and its draws follow from different
// morale checks.
// rules: 9.7, 2.6
RC_GTEST_PROP(CombatProps, AStrongerFortNeverRaisesTheGarrisonsFireLosses, ()) {
    BattleInput in = checked_input();
    StratSquareInfo& q = in.state.squares.front();
    RC_PRE(q.fort >= 1 && q.fort < kMaxFort);
    const Fought weak = fight(in);
    ++q.fort;
    RC_ASSERT(check_invariants(in.state).empty());
    const Fought strong = fight(in);
    const auto a = garrison_fire_losses(weak), b = garrison_fire_losses(strong);
    RC_ASSERT(a.size() == b.size());
    RC_CLASSIFY(a.empty(), "no garrison fought");
    RC_CLASSIFY(std::any_of(a.begin(), a.end(), [](const auto& e) { return e.second > 0; }), "garrison lost men to fire");
    bool fewer = false;
    for (const auto& [id, men] : a) {
        RC_ASSERT(b.count(id) == 1u);
        RC_ASSERT(b.at(id) <= men);
        fewer = fewer || b.at(id) < men;
    }
    RC_CLASSIFY(fewer, "the stronger fort saved men");
}

// rules: 9.8, 9.9, 12.1, 12.2
RC_GTEST_PROP(CombatProps, NobodyIsLeftFacingAnActiveEnemyAfterADecidedBattle, ()) {
    const Fought f = fight(checked_input());
    for (const BattleReport& b : f.combat.battles) {
        std::map<std::string, int> active;  // active units on the battle's square after the combat, by state
        for (const Unit& u : f.combat.state.units)
            if (u.strategic == b.strategic && u.tactical == b.square && u.status == UnitStatus::Active) ++active[u.state];
        if (active.size() < 2) continue;
        // Both states still there: the battle stood undecided, and everyone on the
        // square is one of its fighters still in it.
        RC_ASSERT(!b.sides[0].lost);
        RC_ASSERT(!b.sides[1].lost);
        for (const CombatUnit& u : b.units)
            if (u.fate != CombatFate::Stood && u.fate != CombatFate::Held) {
                const Unit* now = find_unit(f.combat.state, u.unit);
                RC_ASSERT(now != nullptr);
                RC_ASSERT(!(now->strategic == b.strategic && now->tactical == b.square &&
                            now->status == UnitStatus::Active));
            }
    }
}

// The state with MX and US renamed to each other: every unit keeps its id, nation,
// side and place. A full mirror (swapping which units are on which side) cannot give
// the mirrored result: the draws are keyed by unit id and the battle's side 0 is the
// initiator's, the lowest id when nobody moved in, so swapping the armies changes
// which unit draws which number. What holds exactly is that the names of the states
// decide nothing.
BattleInput renamed(BattleInput in) {
    const auto swap = [](std::string& s) {
        if (s == "MX") s = "US";
        else if (s == "US") s = "MX";
    };
    for (auto& st : in.state.states) swap(st.id);
    std::sort(in.state.states.begin(), in.state.states.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    for (StratSquareInfo& q : in.state.squares) swap(q.owner);
    for (Unit& u : in.state.units) swap(u.state);
    return in;
}

// rules: 9.1, 9.6
RC_GTEST_PROP(CombatProps, RenamingTheStatesChangesNoResult, ()) {
    const BattleInput in = checked_input();
    const BattleInput other = renamed(in);
    RC_ASSERT(check_invariants(other.state).empty());
    const Fought a = fight(in), b = fight(other);
    RC_ASSERT(a.combat.battles == b.combat.battles);
    RC_ASSERT(a.combat.state.units.size() == b.combat.state.units.size());
    for (const Unit& u : a.combat.state.units) {
        const Unit* v = find_unit(b.combat.state, u.id);
        RC_ASSERT(v != nullptr);
        Unit w = *v;
        w.state = u.state;
        RC_ASSERT(w == u);
    }
}

std::string outcome_json(const Fought& f) {
    CaseOutcome o;
    o.kind = CaseKind::Combat;
    o.combat = report_combat_case(CombatRun{f.phase, f.combat});
    return save_outcome(o);
}

// rules: 9.1
RC_GTEST_PROP(CombatProps, TheSameInputsGiveTheSameOutcomeAndTheSameBytes, ()) {
    const BattleInput in = checked_input();
    const Fought a = fight(in), b = fight(in);
    RC_ASSERT(a.combat == b.combat);
    RC_ASSERT(outcome_json(a) == outcome_json(b));
}

// rules: 9.1, 2.5, 3.7, 10.9
RC_GTEST_PROP(CombatProps, TheStateAfterTheCombatPassesTheInvariants, ()) {
    const Fought f = fight(checked_input());
    RC_ASSERT(check_invariants(f.combat.state).empty());
    RC_ASSERT(f.combat.fought);
}

}  // namespace
}  // namespace umpire
