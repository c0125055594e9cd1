// The combat of chapter 9 (rules 9.1-9.13): resolve_combat() on armies of mixed arms
// in one strategic square. Target (the issue): one battle of 24 against 24 units under
// 50 us median.
//
// Rule 2.5 lets at most 12 units of one side stand on a tactical square, and a battle
// is fought on one, so 24 against 24 in one strategic square are two battles:
//
//   BM_Battle24v24   24 US units (about 20,000 men) against 24 MX units (about 20,000)
//                    in one strategic square, 12 against 12 on each of two tactical
//                    squares: the combat of phase 1, both battles
//   BM_Battle12v12   one of those battles alone: 12 against 12 on one tactical
//                    square, the most rule 2.5 allows in one battle
//
// Each side has infantry, light infantry, militia, three kinds of cavalry and three
// of artillery with batteries, of mixed quality; one side defends a town on hills.
// The tactical phase that sets the battles up runs once, outside the timing. Before
// anything is timed, main() checks that the input passes check_invariants() and
// validate_phase(), that the phase begins the battles expected, and that the combat
// fights them, costs men and leaves a state passing check_invariants(); what it did
// is recorded as context.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "bench/checked_main.hpp"
#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/combat.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace {

using namespace umpire;

constexpr Seed kSeed{0xc0ba7};
constexpr StratSquare kHere{60, 40};
constexpr std::array<TacSquare, 2> kFields{TacSquare{5, 7}, TacSquare{9, 7}};

// One side's 12 units on one field: about 10,000 men.
struct Kind {
    UnitType type;
    int men, batteries;
};
constexpr std::array<Kind, 12> kArmy{{{UnitType::Infantry, 1300, 0},
                                      {UnitType::Infantry, 1200, 1},
                                      {UnitType::Infantry, 1100, 0},
                                      {UnitType::Infantry, 1000, 0},
                                      {UnitType::LightInfantry, 900, 0},
                                      {UnitType::Militia, 1000, 0},
                                      {UnitType::LightCavalry, 700, 0},
                                      {UnitType::Dragoons, 800, 0},
                                      {UnitType::Lancers, 700, 0},
                                      {UnitType::MediumArtillery, 450, 6},
                                      {UnitType::LightArtillery, 450, 6},
                                      {UnitType::HorseArtillery, 400, 4}}};
constexpr std::array<Quality, 5> kQualities{Quality::Poor, Quality::Fair, Quality::Average, Quality::Good,
                                            Quality::Elite};

struct Input {
    gitm::PhaseOutcome phase;  // phase 1's movement: the battles and the state they start from
    gitm::TurnOrders orders;
    GameState start;
};

const std::array<std::string, 2> kStates{"US", "MX"};  // side 0 attacks

Unit army_unit(int side, int number, UnitType type) {
    Unit u;
    u.id = UnitId{side == 0 ? Nation::US : Nation::MX, static_cast<std::uint16_t>(number), type};
    u.state = kStates[static_cast<std::size_t>(side)];
    return u;
}

Input make_input(int fields) {
    Input in;
    GameState& s = in.start;
    s.turn = 3;
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    s.relations = {{"MX", "US", Relation::Hostile}};
    StratSquareInfo q;
    q.square = kHere;
    q.nation = Nation::MX;
    q.owner = "MX";
    for (int c = 8; c <= 10; ++c)
        for (int r = 6; r <= 8; ++r) q.map.set(TacSquare{c, r}, Terrain::Hills);
    q.map.set(kFields[1], Terrain::Town);
    q.map.set(TacSquare{3, 3}, Terrain::Forest);
    q.map.set(TacSquare{12, 11}, Terrain::Water);
    s.squares.push_back(q);
    for (int f = 0; f < fields; ++f)
        for (int side = 0; side < 2; ++side)
            for (int k = 0; k < static_cast<int>(kArmy.size()); ++k) {
                const Kind& kind = kArmy[static_cast<std::size_t>(k)];
                const int i = f * static_cast<int>(kArmy.size()) + k;
                Unit u = army_unit(side, i + 1, kind.type);
                u.strength = kind.men + 10 * side + 7 * f;
                u.batteries = kind.batteries;
                u.initiative = 1 + i % 5;
                u.quality = kQualities[static_cast<std::size_t>((i + side) % 5)];
                u.experience = (i * 13 + side * 29) % 60;
                u.morale = 45 + (i * 7 + side * 3) % 30;
                u.fatigue = (i * 5) % 20;
                u.ammunition = 3 + i % 3;
                u.strategic = kHere;
                u.tactical = kFields[static_cast<std::size_t>(f)];
                s.units.push_back(u);
            }
    // The US attacks in assault and attack modes; MX defends, some of each side in
    // the second line or the rear.
    for (const Unit& u : s.units) {
        UnitOrders o;
        const int n = u.id.number;
        if (u.state == "US") o.postures.attack = n % 3 == 0 ? OffensiveMode::Assault : OffensiveMode::Attack;
        else o.postures.defend = n % 4 == 0 ? DefensiveMode::LastDitch : DefensiveMode::Defend;
        if (n % 6 == 4) o.tactical.line = BattleLine::Second;
        if (u.id.type == UnitType::MediumArtillery) o.tactical.line = BattleLine::Rear;
        in.orders.push_back({u.id, o});
    }
    in.orders = gitm::with_default_orders(s, in.orders);
    in.phase = gitm::resolve_tactical_phase(s, in.orders, 1, kSeed, Rulings{});
    return in;
}

const Input& two_fields() {
    static const Input in = make_input(2);
    return in;
}
const Input& one_field() {
    static const Input in = make_input(1);
    return in;
}

gitm::CombatOutcome fight(const Input& in, const Rulings& rulings, const ParamSet& params) {
    return gitm::resolve_combat(in.phase.state, in.orders, in.phase.battles, in.phase.units, 1, kSeed, rulings, params);
}

void run_combat(benchmark::State& st, const Input& in) {
    const Rulings rulings;
    const ParamSet params;
    for (auto _ : st) {
        auto out = fight(in, rulings, params);
        benchmark::DoNotOptimize(out);
    }
    st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(in.start.units.size()));
    st.counters["units"] = static_cast<double>(in.start.units.size());
    st.counters["battles"] = static_cast<double>(in.phase.battles.size());
}

void BM_Battle24v24(benchmark::State& st) { run_combat(st, two_fields()); }
BENCHMARK(BM_Battle24v24)->Unit(benchmark::kMicrosecond);

void BM_Battle12v12(benchmark::State& st) { run_combat(st, one_field()); }
BENCHMARK(BM_Battle12v12)->Unit(benchmark::kMicrosecond);

bool check_one(const char* name, const Input& in, std::size_t battles) {
    const auto fail = [&](const char* what, const std::vector<Diagnostic>& d) {
        std::fprintf(stderr, "combat_bench: %s: %s: %s: %s\n", name, what, d.front().where.field.c_str(),
                     d.front().what.c_str());
        return false;
    };
    if (const auto d = check_invariants(in.start); !d.empty()) return fail("the input breaks an invariant", d);
    if (const auto d = gitm::validate_phase(in.start, in.orders, 1); !d.empty()) return fail("the orders are not valid", d);
    if (in.phase.battles.size() != battles) {
        std::fprintf(stderr, "combat_bench: %s: the phase began %zu battles, not %zu: the generator is wrong\n", name,
                     in.phase.battles.size(), battles);
        return false;
    }
    const auto out = fight(in, Rulings{}, ParamSet{});
    if (const auto d = check_invariants(out.state); !d.empty()) return fail("the result breaks an invariant", d);
    std::array<std::int64_t, 2> men{}, lost{};
    std::size_t fighters = 0;
    for (const auto& b : out.battles)
        for (const auto& u : b.units) {
            men[static_cast<std::size_t>(u.side)] += u.strength_before;
            lost[static_cast<std::size_t>(u.side)] += u.losses.total();
            ++fighters;
        }
    char buf[320];
    std::snprintf(buf, sizeof buf,
                  "%zu units in one strategic square, %zu battle(s) fought with %zu units: %lld men against %lld, "
                  "losses %lld and %lld",
                  in.start.units.size(), out.battles.size(), fighters, static_cast<long long>(men[0]),
                  static_cast<long long>(men[1]), static_cast<long long>(lost[0]), static_cast<long long>(lost[1]));
    benchmark::AddCustomContext(std::string("umpire_combat_") + name, buf);
    if (out.battles.size() != battles || fighters != in.start.units.size() || lost[0] == 0 || lost[1] == 0) {
        std::fprintf(stderr, "combat_bench: %s: %s\n", name, buf);
        std::fprintf(stderr, "combat_bench: %s: a battle was not fought by everyone or cost nobody: the generator is wrong\n",
                     name);
        return false;
    }
    return true;
}

bool check_inputs() { return check_one("24v24", two_fields(), 2) && check_one("12v12", one_field(), 1); }

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check_inputs); }
