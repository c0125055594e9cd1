#include "properties/generators.hpp"

#include <algorithm>
#include <cstdlib>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "golden/case_outcome.hpp"
#include "model/stacking.hpp"
#include "rules/rulings.hpp"

namespace umpire {

void showValue(TacSquare s, std::ostream& os) { os << to_string(s); }

void showValue(const CaseFile& c, std::ostream& os) { os << '\n' << save_case(c); }

namespace gitm {
void showValue(const MoveOutcome& o, std::ostream& os) {
    CaseOutcome wrapped;
    wrapped.move = o;
    os << '\n' << save_outcome(wrapped);
}
}  // namespace gitm

namespace props {
namespace {

using rc::Gen;
namespace gen = rc::gen;

// Units are worth generating where a line can touch them: a point of the straight
// segment a..b, rounded, then nudged by at most one square.
Gen<TacSquare> near_segment(TacSquare a, TacSquare b) {
    return gen::exec([a, b] {
        const int dc = b.col - a.col, dr = b.row - a.row;
        const int n = std::max({std::abs(dc), std::abs(dr), 1});
        const int k = *gen::inRange(0, n + 1);
        const int jc = *gen::element(0, -1, 1), jr = *gen::element(0, -1, 1);
        const auto clamp = [](int v) { return std::clamp(v, 0, kTacSize - 1); };
        // Integer rounding is enough here: the point only has to be near the line.
        const auto along = [&](int d) { return (2 * k * d + n) / (2 * n); };
        return TacSquare{clamp(a.col + along(dc) + jc), clamp(a.row + along(dr) + jr)};
    });
}

const std::vector<Relation>& all_relations() {
    static const std::vector<Relation> v{Relation::SameSide, Relation::ActivelyAllied, Relation::Allied,
                                         Relation::Neutral, Relation::Hostile};
    return v;
}

std::vector<RulingChoice> ruling_choices() {
    std::vector<RulingChoice> out;
    for (const auto& r : rulings_register()) {
        if (!*gen::arbitrary<bool>()) continue;
        const auto alt = *gen::inRange<std::size_t>(0, r.alternatives.size());
        out.push_back({std::string(r.code), std::string(r.alternatives[alt].name)});
    }
    return out;
}

GameState base_state() {
    GameState s;
    s.turn = *gen::inRange(1, kMaxTurn + 1);
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    if (*gen::arbitrary<bool>()) s.states.push_back({"GB", std::nullopt});
    if (*gen::arbitrary<bool>()) s.states.push_back({"TX", Nation::US});
    std::sort(s.states.begin(), s.states.end(), [](const auto& x, const auto& y) { return x.id < y.id; });
    for (std::size_t i = 0; i < s.states.size(); ++i)
        for (std::size_t j = i + 1; j < s.states.size(); ++j) {
            const auto& a = s.states[i].id;
            const auto& b = s.states[j].id;
            const Relation rel = (a == "MX" && b == "US") ? Relation::Hostile : *gen::elementOf(all_relations());
            s.relations.push_back({a, b, rel});
        }
    StratSquareInfo q;
    q.square = *parse_strat_square("J2-Y4");
    q.nation = *gen::element(Nation::US, Nation::MX);
    q.owner = (*gen::elementOf(s.states)).id;
    q.map = *tactical_map();
    s.squares.push_back(std::move(q));
    s.turn_kind = *gen::weightedElement<TurnKind>({{6, TurnKind::Campaign}, {1, TurnKind::Peace}, {1, TurnKind::Truce}});
    return s;
}

Unit make_unit(const GameState& s, int index, TacSquare where) {
    Unit u;
    const PolityState st = *gen::elementOf(s.states);
    u.state = st.id;
    const Nation nation = st.home ? *st.home : *gen::element(Nation::US, Nation::MX);
    const auto type = static_cast<UnitType>(*gen::inRange(0, enum_count<UnitType>));
    // index + 1 differs modulo 12 for the 12 indices, so ids are unique by construction.
    const int number = index + 1 + 12 * *gen::inRange(0, 700);
    u.id = UnitId{nation, static_cast<std::uint16_t>(number), type};
    u.strength = *gen::inRange(0, 3001);
    u.batteries = is_headquarters(type) ? 0 : *gen::inRange(0, 13);
    u.fatigue = *gen::inRange(0, kMaxFatigue + 1);
    u.initiative = *gen::inRange(kMinInitiative, kMaxInitiative + 1);
    u.status = *gen::weightedElement<UnitStatus>(
        {{8, UnitStatus::Active}, {1, UnitStatus::Inactive}, {1, UnitStatus::Shattered}});
    u.strategic = s.squares.front().square;
    u.tactical = where;
    u.in_fort = *gen::weightedElement<bool>({{5, false}, {1, true}});
    draw_combat_fields(u);
    return u;
}

}  // namespace

void draw_combat_fields(Unit& u) {
    if (!*gen::weightedElement<bool>({{3, false}, {2, true}})) return;
    u.quality = static_cast<Quality>(*gen::inRange(0, enum_count<Quality>));
    u.morale = *gen::inRange(kMinMorale, kMaxMorale + 1);
    u.ammunition = *gen::inRange(0, kMaxAmmunition + 1);
    u.killed = *gen::inRange(0, 3001);
    u.wounded = *gen::inRange(0, 3001);
    u.prisoners = *gen::inRange(0, 3001);
}

void draw_fort_capacity(StratSquareInfo& q) {
    if (q.fort > 0 && *gen::arbitrary<bool>()) q.fort_capacity = *gen::inRange(1, 10001);
}

Gen<TacSquare> tac_square() {
    return gen::construct<TacSquare>(gen::inRange(0, kTacSize), gen::inRange(0, kTacSize));
}

Gen<std::optional<TacSquare>> maybe_tac_square() {
    return gen::oneOf(gen::just(std::optional<TacSquare>{}),
                      gen::map(tac_square(), [](TacSquare s) { return std::optional<TacSquare>{s}; }));
}

Gen<TacticalMap> tactical_map() {
    return gen::exec([] {
        // Percent of squares that are not open; shrinks towards an all-open map.
        const auto rough = static_cast<std::size_t>(*gen::inRange(0, 41));
        const auto other = gen::weightedElement<Terrain>({{3, Terrain::Hills},
                                                          {4, Terrain::HighHills},
                                                          {4, Terrain::River},
                                                          {1, Terrain::Ford},
                                                          {3, Terrain::Mountain},
                                                          {1, Terrain::Pass},
                                                          {3, Terrain::Water},
                                                          {3, Terrain::Forest},
                                                          {2, Terrain::Town}});
        // weightedOneOf does not shrink: offer open ground as each cell's simplification.
        const auto cell = gen::shrink(
            gen::weightedOneOf<Terrain>({{100 - rough, gen::just(Terrain::Open)}, {rough, other}}),
            [](Terrain t) { return t == Terrain::Open ? rc::Seq<Terrain>() : rc::seq::just(Terrain::Open); });
        const auto cells = *gen::container<std::vector<Terrain>>(kTacSquares, cell);
        TacticalMap map;
        for (int i = 0; i < kTacSquares; ++i) map.set(TacSquare::from_index(i), cells[static_cast<std::size_t>(i)]);
        // Rivers and ranges are lines (rule 2.3); scattered squares would seldom meet
        // corner to corner, and example 2's diagonal join would hardly ever be tried.
        for (int lines = *gen::inRange(0, 4); lines > 0; --lines) {
            const Terrain kind = *gen::element(Terrain::River, Terrain::Mountain);
            const Terrain crossing = kind == Terrain::River ? Terrain::Ford : Terrain::Pass;
            TacSquare at = *tac_square();
            const auto dir = *gen::element(std::pair{1, 0}, std::pair{0, 1}, std::pair{1, 1}, std::pair{1, -1});
            for (int len = *gen::inRange(2, 10); len > 0 && at.valid(); --len) {
                map.set(at, *gen::weightedElement<Terrain>({{8, kind}, {1, crossing}}));
                at = TacSquare{at.col + dir.first, at.row + dir.second};
            }
        }
        return map;
    });
}

Gen<CaseFile> move_case() {
    return gen::exec([] {
        CaseFile c;
        c.title = "generated move";
        c.rules = {"8.3", "8.5"};
        c.rulings = ruling_choices();
        c.seed = Seed{*gen::arbitrary<std::uint64_t>()};
        GameState s = base_state();

        const TacSquare start = *tac_square();
        const TacSquare dest = *gen::weightedOneOf<TacSquare>(
            {{1, gen::just(start)}, {3, near_segment(start, start)}, {16, tac_square()}});
        const auto waypoint = *gen::weightedOneOf<std::optional<TacSquare>>(
            {{2, gen::just(std::optional<TacSquare>{})},
             {2, maybe_tac_square()},
             {1, gen::map(near_segment(start, dest), [](TacSquare q) { return std::optional<TacSquare>{q}; })}});
        const TacSquare corner = waypoint.value_or(dest);

        const int count = *gen::inRange(1, 13);
        const int mover = *gen::inRange(0, count);
        for (int i = 0; i < count; ++i) {
            TacSquare where = start;
            if (i != mover)
                where = *gen::weightedOneOf<TacSquare>({{2, tac_square()},
                                                        {3, near_segment(start, corner)},
                                                        {2, near_segment(corner, dest)},
                                                        {1, gen::just(dest)}});
            s.units.push_back(make_unit(s, i, where));
        }
        // Orders for inactive movers are decided in one line; keep most movers active.
        s.units[static_cast<std::size_t>(mover)].status = *gen::weightedElement<UnitStatus>(
            {{18, UnitStatus::Active}, {1, UnitStatus::Inactive}, {1, UnitStatus::Shattered}});
        // Rules 1.4 and 11.2: no more inactive units outside forts than the square takes.
        const StratSquareInfo& square = s.squares.front();
        int inactive = counts_as_inactive(s.units[static_cast<std::size_t>(mover)], square) ? 1 : 0;
        for (int i = 0; i < count; ++i) {
            Unit& u = s.units[static_cast<std::size_t>(i)];
            if (i != mover && counts_as_inactive(u, square) && ++inactive > inactive_cap(square)) u.status = UnitStatus::Active;
        }

        TacticalMoveOrder order;
        order.unit = s.units[static_cast<std::size_t>(mover)].id;
        order.destination = dest;
        order.waypoint = waypoint;
        order.offensive = *gen::element(OffensiveMode::Assault, OffensiveMode::Attack, OffensiveMode::Skirmish,
                                        OffensiveMode::Evade);
        c.payload = MoveCase{std::move(s), order};
        return c;
    });
}

UnitId fresh_id(const GameState& s, Nation nation, UnitType type) {
    UnitId id{nation, static_cast<std::uint16_t>(kMaxUnitNumber), type};
    while (s.unit(id) != nullptr) --id.number;
    return id;
}

}  // namespace props
}  // namespace umpire
