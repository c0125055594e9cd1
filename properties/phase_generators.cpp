#include "properties/phase_generators.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string_view>
#include <utility>

#include "model/direction.hpp"
#include "model/order_form.hpp"
#include "model/order_text.hpp"
#include "model/timestamp.hpp"
#include "properties/generators.hpp"
#include "rules/gitm/intercept.hpp"

namespace umpire::props {
namespace {

using rc::Gen;
namespace gen = rc::gen;

constexpr std::array<std::string_view, 3> kSquares{"J2-Y4", "J3-Y4", "J2-Y5"};
constexpr std::array<std::string_view, 3> kCities{"Alamo", "Puebla", "Saltillo"};
// Unit numbers are index + 1 + kNumberStride * k, so they are unique whatever k is;
// they stay below 7500, leaving higher numbers to units a property adds.
constexpr int kMaxUnits = 30;
constexpr int kMaxCrowd = 17;  // 12 active and 2 inactive on a square, a reserve of 3
constexpr int kNumberStride = 50;
static_assert(kMaxUnits + kMaxCrowd < kNumberStride);

// Rulings of the other rule sets and of the order desk's credentials: the phase
// never reads them, so they keep their defaults and counterexamples stay short.
constexpr std::array<std::string_view, 5> kOtherRulings{"DND-", "ENTRY-", "DEPLOY-", "AT-", "ORDERS-"};

TacSquare clamped(int col, int row) {
    return TacSquare{std::clamp(col, 0, kTacSize - 1), std::clamp(row, 0, kTacSize - 1)};
}

// A square within `radius` king steps of q; shrinks towards q itself (inRange
// shrinks towards its lower bound, so offsets are drawn as size and sign).
Gen<TacSquare> near(TacSquare q, int radius) {
    return gen::exec([q, radius] {
        const auto offset = [radius] { return *gen::inRange(0, radius + 1) * (*gen::arbitrary<bool>() ? -1 : 1); };
        const int dc = offset();
        const int dr = offset();
        return clamped(q.col + dc, q.row + dr);
    });
}

// Units stand only where they could have come: the nearest passable square, the
// first in reading order among equals.
TacSquare passable_near(const TacticalMap& map, TacSquare q) {
    for (int d = 0; d < kTacSize; ++d)
        for (int i = 0; i < kTacSquares; ++i) {
            const TacSquare t = TacSquare::from_index(i);
            if (gitm::steps_between(q, t) == d && passable(map.at(t))) return t;
        }
    return q;
}

Gen<PhaseRange> phase_range() {
    return gen::weightedOneOf<PhaseRange>({{2, gen::just(PhaseRange{})}, {3, gen::exec([] {
                                                                              const int first = *gen::inRange(1, 6);
                                                                              const int last = *gen::inRange(first, 6);
                                                                              return PhaseRange{first, last};
                                                                          })}});
}

Gen<ReactionBox> reaction_box(TacSquare at) {
    return gen::exec([at] {
        ReactionBox b;
        b.centre = *gen::weightedOneOf<TacSquare>({{3, near(at, 3)}, {1, tac_square()}});
        b.radius = *gen::inRange(1, 5);
        b.phases = *phase_range();
        return b;
    });
}

// props::tactical_map()'s short lines seldom divide a map, so rule 8.7 would seldom
// matter: sometimes a river or range also wanders across the map from an edge, in
// king steps (joined diagonally, tm-example-2), with a few fords or passes.
Gen<TacticalMap> phase_map() {
    return gen::exec([] {
        TacticalMap m = *tactical_map();
        // An oxbow: a ring of river or range enclosing a pocket, sometimes with a
        // crossing; a straight line through it leaves its side and comes back.
        if (*gen::weightedElement<bool>({{3, false}, {1, true}})) {
            const Terrain kind = *gen::element(Terrain::River, Terrain::Mountain);
            const TacSquare corner = *tac_square();
            const int w = *gen::inRange(3, 8), h = *gen::inRange(3, 8);
            for (int c = corner.col; c < corner.col + w && c < kTacSize; ++c)
                for (int r = corner.row; r < corner.row + h && r < kTacSize; ++r)
                    if (c == corner.col || c == corner.col + w - 1 || r == corner.row || r == corner.row + h - 1)
                        m.set({c, r}, kind);
            if (*gen::arbitrary<bool>())
                m.set(TacSquare{corner.col, std::min(corner.row + 1, kTacSize - 1)},
                      kind == Terrain::River ? Terrain::Ford : Terrain::Pass);
        }
        if (!*gen::weightedElement<bool>({{1, false}, {1, true}})) return m;
        const bool river = *gen::weightedElement<bool>({{3, true}, {1, false}});
        const int edge = *gen::inRange(0, 4), at = *gen::inRange(0, kTacSize);
        int c = edge == 0 ? 0 : edge == 1 ? kTacSize - 1 : at;
        int r = edge == 2 ? 0 : edge == 3 ? kTacSize - 1 : at;
        int dir = edge == 0 ? 2 : edge == 1 ? 6 : edge == 2 ? 4 : 0;  // into the map (Direction order N, NE, E...)
        for (int k = 0; k < 40 && TacSquare::in_range(c, r); ++k) {
            const bool crossing = *gen::weightedElement<bool>({{9, false}, {1, true}});
            m.set({c, r}, crossing ? (river ? Terrain::Ford : Terrain::Pass) : (river ? Terrain::River : Terrain::Mountain));
            dir = (dir + 8 + *gen::element(-1, 0, 0, 1)) % 8;
            c += dcol(static_cast<Direction>(dir));
            r += drow(static_cast<Direction>(dir));
        }
        return m;
    });
}

// Where units may stand in one strategic square.
struct SquarePlan {
    std::vector<TacSquare> anchors;   // squares units crowd around
    std::optional<std::string> only;  // a quiet square: one state's units (moves there are free, tm-straight-line)
};

Unit make_unit(const GameState& s, int index, const std::vector<SquarePlan>& plans) {
    Unit u;
    const std::size_t k = *gen::inRange<std::size_t>(0, s.squares.size());
    const StratSquareInfo& square = s.squares[k];
    const PolityState st = plans[k].only ? *s.state(*plans[k].only) : *gen::elementOf(s.states);
    u.state = st.id;
    const Nation nation = st.home ? *st.home : *gen::element(Nation::US, Nation::MX);
    const UnitType type = *gen::weightedElement<UnitType>({{5, UnitType::Infantry},
                                                           {1, UnitType::LightInfantry},
                                                           {2, UnitType::LightCavalry},
                                                           {2, UnitType::Dragoons},
                                                           {1, UnitType::Lancers},
                                                           {2, UnitType::HorseArtillery},
                                                           {2, UnitType::LightArtillery},
                                                           {1, UnitType::MediumArtillery},
                                                           {1, UnitType::SiegeArtillery},
                                                           {2, UnitType::Militia},
                                                           {1, UnitType::ArmyHQ},
                                                           {2, UnitType::CorpsHQ}});
    const int number = index + 1 + kNumberStride * *gen::inRange(0, 150);
    u.id = UnitId{nation, static_cast<std::uint16_t>(number), type};
    u.strength = *gen::inRange(50, 1501);
    u.batteries = is_headquarters(type) ? 0 : *gen::inRange(0, 4);
    // Above 8 a unit may not move with enemies present (8.1): a fifth of the units.
    u.fatigue = *gen::weightedOneOf<int>({{4, gen::inRange(0, 9)}, {1, gen::inRange(9, 13)}});
    u.initiative = *gen::inRange(kMinInitiative, kMaxInitiative + 1);
    u.status = *gen::weightedElement<UnitStatus>(
        {{16, UnitStatus::Active}, {2, UnitStatus::Inactive}, {1, UnitStatus::Shattered}});

    // Copied: a generator's shrinks run later, when a reference would dangle.
    const std::vector<TacSquare> mine = plans[k].anchors;
    u.strategic = square.square;
    const TacSquare where = *gen::weightedOneOf<TacSquare>({{3, gen::exec([mine] { return *near(*gen::elementOf(mine), 2); })},
                                                            {2, gen::elementOf(mine)},
                                                            {2, tac_square()}});
    u.tactical = passable_near(square.map, where);
    if (square.fort > 0 && square.city_square == u.tactical) u.in_fort = *gen::arbitrary<bool>();
    if (type == UnitType::Militia && square.city && *gen::arbitrary<bool>()) u.home_city = square.city;
    if (*gen::weightedElement<bool>({{4, false}, {1, true}}))
        u.communications = UnitId{Nation::US, 1, UnitType::ArmyHQ};  // rule 8.6: moves earlier
    u.engage_stopped = *gen::weightedElement<bool>({{9, false}, {1, true}});
    draw_combat_fields(u);
    return u;
}

TacticalOrders tactical_orders(const Unit& u, const std::vector<TacSquare>& peers) {
    TacticalOrders t;
    t.destination = *gen::weightedElement<std::optional<DestinationKind>>({{3, std::nullopt},
                                                                            {10, DestinationKind::Square},
                                                                            {1, DestinationKind::NearestFord},
                                                                            {1, DestinationKind::NearestPass}});
    if (t.destination == DestinationKind::Square) {
        // Often another unit's square, so that moves meet, fight, are intercepted.
        const std::size_t aimed = peers.empty() ? 0 : 4;
        t.destination_square = *gen::weightedOneOf<TacSquare>({{4, near(u.tactical, 7)},
                                                               {2, tac_square()},
                                                               {1, gen::just(u.tactical)},
                                                               {aimed, gen::elementOf(peers)}});
    }
    if (t.destination) {
        t.waypoint = *gen::weightedOneOf<std::optional<TacSquare>>(
            {{4, gen::just(std::optional<TacSquare>{})},
             {1, gen::map(near(u.tactical, 4), [](TacSquare q) { return std::optional<TacSquare>{q}; })},
             {1, gen::map(tac_square(), [](TacSquare q) { return std::optional<TacSquare>{q}; })}});
        t.start_phase = *gen::weightedElement<std::optional<int>>(
            {{8, std::nullopt}, {2, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}});
        t.no_fort = *gen::weightedElement<bool>({{7, false}, {1, true}});
    }
    if (*gen::weightedElement<bool>({{3, false}, {1, true}})) t.engage = *phase_range();
    return t;
}

}  // namespace

UnitOrders unit_orders(const Unit& u, const std::vector<TacSquare>& peers) {
    UnitOrders o;
    o.tactical = tactical_orders(u, peers);
    o.postures.attack = *gen::weightedElement<std::optional<OffensiveMode>>({{4, std::nullopt},
                                                                              {1, OffensiveMode::Assault},
                                                                              {1, OffensiveMode::Attack},
                                                                              {1, OffensiveMode::Skirmish},
                                                                              {1, OffensiveMode::Evade}});
    if (*gen::weightedElement<bool>({{1, false}, {1, true}})) o.reactions.support = *reaction_box(u.tactical);
    // The order desk refuses an intercept in evade mode (rule 8.11).
    if (o.postures.attack != OffensiveMode::Evade && *gen::weightedElement<bool>({{2, false}, {1, true}}))
        o.reactions.intercept = *reaction_box(u.tactical);
    return o;
}

std::vector<std::string> order_lines(const gitm::TurnOrders& orders) {
    OrderFile file;
    const Timestamp at = *parse_timestamp("2026-11-23T00:00:00Z");
    for (const auto& e : orders) {
        Submission s;
        s.unit = e.unit;
        s.sender = "gm";
        s.at = at;
        s.orders = e.orders;
        file.submissions.push_back(std::move(s));
    }
    const std::string text = print_orders(file);
    std::vector<std::string> lines;
    std::size_t begin = 0;
    while (begin < text.size()) {
        const std::size_t end = text.find('\n', begin);
        lines.push_back(text.substr(begin, end - begin));
        begin = end == std::string::npos ? text.size() : end + 1;
    }
    return lines;
}

void showValue(const PhaseInput& in, std::ostream& os) { os << '\n' << save_case(phase_case(in)); }

std::vector<RulingChoice> ruling_choices(const Rulings& rulings) {
    std::vector<RulingChoice> out;
    for (const auto& r : rulings_register()) {
        const int k = rulings.choice(r.id);
        if (k != 0) out.push_back({std::string(r.code), std::string(r.alternatives[static_cast<std::size_t>(k)].name)});
    }
    return out;
}

Gen<Rulings> rulings_except(std::span<const std::string_view> prefixes) {
    const std::vector<std::string_view> kept(prefixes.begin(), prefixes.end());
    return gen::exec([kept] {
        Rulings r;
        for (const auto& info : rulings_register()) {
            const bool other = std::any_of(kept.begin(), kept.end(),
                                           [&](std::string_view p) { return info.code.starts_with(p); });
            if (!other) r.set(info.id, *gen::inRange(0, static_cast<int>(info.alternatives.size())));
        }
        return r;
    });
}

CaseFile phase_case(const PhaseInput& in) {
    CaseFile c;
    c.title = "generated tactical phase";
    c.rules = {"8.1", "8.2"};
    c.rulings = ruling_choices(in.rulings);
    c.seed = in.seed;
    c.payload = PhaseCase{.state = in.state, .phase = in.phase, .through = {}, .orders = order_lines(in.orders)};
    return c;
}

Gen<Rulings> phase_rulings() { return rulings_except(kOtherRulings); }

namespace {

// MX and US at war, sometimes a third state (GB with no home nation, or TX whose
// units are US units), and a relation for every pair.
void draw_states(GameState& s) {
    s.states = {{"MX", Nation::MX}, {"US", Nation::US}};
    const int third = *gen::inRange(0, 3);
    if (third == 1) s.states.push_back({"GB", std::nullopt});
    if (third == 2) s.states.push_back({"TX", Nation::US});
    std::sort(s.states.begin(), s.states.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    for (std::size_t i = 0; i < s.states.size(); ++i)
        for (std::size_t j = i + 1; j < s.states.size(); ++j) {
            const auto& a = s.states[i].id;
            const auto& b = s.states[j].id;
            // Neutrals weigh more: rules 8.3, 8.5 and 8.11 treat them apart.
            const Relation rel = (a == "MX" && b == "US")
                                     ? Relation::Hostile
                                     : *gen::weightedElement<Relation>({{1, Relation::SameSide},
                                                                        {1, Relation::ActivelyAllied},
                                                                        {1, Relation::Allied},
                                                                        {3, Relation::Neutral},
                                                                        {2, Relation::Hostile}});
            s.relations.push_back({a, b, rel});
        }
}

// The k-th strategic square, sometimes with a city and fort, added to s; returns
// where its units may stand.
SquarePlan add_square(GameState& s, int k) {
    StratSquareInfo q;
    q.square = *parse_strat_square(kSquares[static_cast<std::size_t>(k)]);
    q.nation = *gen::element(Nation::US, Nation::MX);
    q.owner = (*gen::elementOf(s.states)).id;
    q.map = *phase_map();
    if (*gen::weightedElement<bool>({{2, false}, {1, true}})) {
        q.city = std::string(kCities[static_cast<std::size_t>(k)]);
        q.city_square = passable_near(q.map, *tac_square());
        q.fort = *gen::inRange(0, kMaxFort + 1);
        q.besieged = *gen::weightedElement<bool>({{3, false}, {1, true}});
        draw_fort_capacity(q);
    }
    SquarePlan plan;
    if (q.city_square && *gen::arbitrary<bool>()) plan.anchors.push_back(*q.city_square);
    for (int a = *gen::inRange(1, 4); a > 0; --a) plan.anchors.push_back(passable_near(q.map, *tac_square()));
    if (*gen::weightedElement<bool>({{2, false}, {1, true}})) plan.only = (*gen::elementOf(s.states)).id;
    s.squares.push_back(std::move(q));
    return plan;
}

// Adds the units that keep the state valid and drops the rest; `index` numbers
// the next one (make_unit).
struct Muster {
    GameState& s;
    int index = 0;
    void add(Unit u) {
        s.units.push_back(std::move(u));
        if (check_invariants(s).empty()) ++index;
        else s.units.pop_back();
    }
};

// A crowd's unit: of its state, on its strategic square, in no fort or home city.
void join_crowd(Unit& u, const PolityState& st, StratSquare where, UnitStatus status) {
    u.status = status;
    u.state = st.id;
    if (st.home) u.id.nation = *st.home;
    u.strategic = where;
    u.in_fort = false;
    u.home_city.reset();
}

// One state's crowd on one square, at or near the caps of rule 2.5 (12 allied
// units, as TM-ALLIED-COUNT and STACK-STATUS count them), for moves to end in,
// beside or short of.
void add_crowd(GameState& s, const std::vector<SquarePlan>& plans, Muster& m) {
    const std::size_t k = *gen::inRange<std::size_t>(0, s.squares.size());
    const PolityState st = plans[k].only ? *s.state(*plans[k].only) : *gen::elementOf(s.states);
    // Up to 12 active units (more break the cap under every reading) and up to two
    // inactive ones (rule 11.2), which count only as STACK-STATUS says.
    const int active = *gen::inRange(9, 13);
    const int inactive = *gen::inRange(0, 3);
    for (int n = 0; n < active + inactive; ++n) {
        Unit u = make_unit(s, m.index, plans);
        join_crowd(u, st, s.squares[k].square, n < active ? UnitStatus::Active : UnitStatus::Inactive);
        u.tactical = plans[k].anchors.front();
        m.add(std::move(u));
    }
    // A reserve close by, whose orders (turn_orders) often lead into the crowd.
    for (int n = *gen::inRange(1, 4); n > 0; --n) {
        Unit u = make_unit(s, m.index, plans);
        join_crowd(u, st, s.squares[k].square, UnitStatus::Active);
        u.tactical = passable_near(s.squares[k].map, *near(plans[k].anchors.front(), 3));
        m.add(std::move(u));
    }
}

}  // namespace

Gen<GameState> phase_state() {
    return gen::exec([] {
        GameState s;
        s.turn = *gen::inRange(1, 40);
        s.turn_kind = *gen::weightedElement<TurnKind>({{6, TurnKind::Campaign}, {1, TurnKind::Peace}, {1, TurnKind::Truce}});
        draw_states(s);
        const int count = *gen::inRange(1, 4);
        std::vector<SquarePlan> plans;
        for (int k = 0; k < count; ++k) plans.push_back(add_square(s, k));
        Muster m{s};
        // Sometimes a crowd at the caps.
        if (*gen::weightedElement<bool>({{3, false}, {1, true}})) add_crowd(s, plans, m);
        // Scaled with RapidCheck's size: small states are cheap under the sanitizers
        // and most cases need only a few units to meet.
        const int units = *gen::withSize([](int size) { return gen::inRange(1, 2 + size * (kMaxUnits - 1) / 100); });
        for (int i = 0; i < units; ++i) m.add(make_unit(s, m.index, plans));
        return s;
    });
}

Gen<gitm::TurnOrders> turn_orders(const GameState& s) {
    return gen::exec([s] {
        gitm::TurnOrders out;
        for (const auto& u : s.units) {
            if (!*gen::weightedElement<bool>({{1, false}, {3, true}})) continue;
            std::vector<TacSquare> peers;
            for (const auto& v : s.units)
                if (v.id != u.id && v.strategic == u.strategic) peers.push_back(v.tactical);
            out.push_back({u.id, unit_orders(u, peers)});
        }
        return out;
    });
}

Gen<PhaseInput> first_phase_input() {
    return gen::exec([] {
        PhaseInput in;
        in.state = *phase_state();
        in.orders = *turn_orders(in.state);
        in.seed = Seed{*gen::arbitrary<std::uint64_t>()};
        in.rulings = *phase_rulings();
        return in;
    });
}

Gen<PhaseInput> phase_input() {
    return gen::exec([] {
        PhaseInput in = *first_phase_input();
        const int phase = *gen::weightedElement<int>({{3, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}});
        // Rule 6.9's defaults are part of the turn's orders, fixed where each unit began
        // the turn (as the order desk and run_phase_case() build them), so a later phase
        // gets them written out rather than made again from where the unit now stands.
        if (phase > 1) in.orders = gitm::with_default_orders(in.state, std::move(in.orders));
        for (int p = 1; p < phase; ++p)
            in.state = gitm::resolve_tactical_phase(in.state, in.orders, p, in.seed, in.rulings).state;
        in.phase = phase;
        return in;
    });
}

gitm::PhaseOutcome resolve(const PhaseInput& in) {
    return gitm::resolve_tactical_phase(in.state, in.orders, in.phase, in.seed, in.rulings);
}

}  // namespace umpire::props
