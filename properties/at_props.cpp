// Properties of Advanced Tactics hex movement (rules/at) over random scenarios:
// the invariants the issue names (stacking, HQs and sea, ships and ports, aircraft
// and airfields, non-negative costs, roads never dearer, routes priced as their
// steps and cheapest, same bytes for the same inputs), under random rule variables
// and random ruling alternatives. A failing scenario prints as case-file JSON.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <ostream>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "golden/at_case.hpp"
#include "properties/citations.hpp"
#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "rules/at/route.hpp"

namespace umpire::at {
namespace {

using rc::Gen;
namespace gen = rc::gen;

int uniform(int lo, int hi) { return *gen::resize(rc::kNominalSize, gen::inRange(lo, hi + 1)); }
bool chance(int percent) { return uniform(0, 99) < percent; }
std::string glyph_line(int width, const std::string& glyphs) {
    std::string s;
    for (int c = 0; c < width; ++c) s += glyphs[static_cast<std::size_t>(uniform(0, static_cast<int>(glyphs.size()) - 1))];
    return s;
}

// A cost list over `names`, each entry present with probability `percent`.
std::vector<NamedCost> costs(const std::vector<std::string>& names, int percent) {
    std::vector<NamedCost> out;
    for (const auto& n : names)
        if (chance(percent)) out.push_back({n, uniform(0, 40)});
    return out;
}

const std::vector<std::string> kTypes{"infantry", "truck", "tank", "headquarters", "transport", "carrier", "fighter"};

RuleVariables rule_variables() {
    RuleVariables v;
    v.rv41 = chance(50) ? "foot" : "cart";
    v.rv100 = chance(50);
    v.rv307 = chance(20) ? uniform(0, 40) : 0;
    v.rv326 = chance(50);
    v.rv526 = chance(50);
    v.rv814 = chance(10);
    v.rv843 = chance(20) ? uniform(1, 9) : 0;
    v.no_fuel_multiplier = uniform(1, 4);
    return v;
}

// Landscapes, road and river types, regimes and their relations are fixed; the
// movement types' costs and some subformation figures are drawn.
void name_tables(Scenario& s) {
    s.landscapes = {{"plain", ".", false, true, 1}, {"forest", "f", false, false, 2}, {"sea", "~", true, false, 0},
                    {"mountain", "M", false, false, 3}};
    s.road_types = {"road", "track"};
    s.river_types = {"river"};
    const std::vector<std::string> land{"plain", "forest", "mountain"};
    s.movement_types = {
        {"foot", chance(80) ? 100 : uniform(0, 300), costs(land, 90), costs(s.road_types, 70), costs(s.river_types, 80)},
        {"wheel", 100, costs(land, 70), costs(s.road_types, 90), costs(s.river_types, 60)},
        {"ship", 100, {{"sea", uniform(0, 20)}, {"plain", uniform(0, 20)}}, {}, {}},
        {"flight", 100, costs({"plain", "forest", "sea", "mountain"}, 100), {}, {}},
        {"cart", 100, costs(land, 80), costs(s.road_types, 80), {}},
    };
    s.regimes = {{"red", "r"}, {"blue", "b"}, {"green", "g"}, {"yellow", "y"}};
    s.relations = {{"red", "blue", Stance::War},     {"red", "green", Stance::Peace},  {"red", "yellow", Stance::Alliance},
                   {"blue", "green", Stance::War},   {"blue", "yellow", Stance::War},  {"green", "yellow", Stance::Peace}};
    s.subformation_types = {
        {"infantry", Theatre::Land, "foot", false, 10, 0, 0, 0, 5, 0, 0},
        {"truck", Theatre::Land, "wheel", false, 20, 30, 0, uniform(0, 60), 1, 2, 5},
        {"tank", Theatre::Land, "wheel", false, 40, 0, 0, 0, 20, 5, 0},
        {"headquarters", Theatre::Land, "foot", true, 10, 0, 0, 0, 1, 0, 0},
        {"transport", Theatre::Navy, "ship", false, 100, 100, 0, 0, 10, 3, 0},
        {"carrier", Theatre::Navy, "ship", false, 100, 50, 30, 0, 10, 3, 0},
        {"fighter", Theatre::Air, "flight", false, 10, 0, 0, uniform(0, 50), 3, 1, 2},
    };
}

bool on_map(Hex h, int width, int height) { return h.col >= 0 && h.row >= 0 && h.col < width && h.row < height; }

// Per hex, by chance: a location, roads and rivers on its sides, penalties, an event.
void lay_hexes(Scenario& s, int width, int height) {
    for (int c = 0; c < width; ++c)
        for (int r = 0; r < height; ++r) {
            const Hex h{c, r};
            if (chance(30)) s.locations.push_back({h, chance(50), chance(50), "", "", chance(30) ? uniform(1, 100) : 0});
            for (int d = 0; d < 3; ++d) {  // each side once, from one of its hexes
                const Hex n = neighbour(h, d);
                if (!on_map(n, width, height) || !chance(30)) continue;
                const bool river = chance(50);
                s.sides.push_back({h, n, chance(60) ? s.road_types[static_cast<std::size_t>(uniform(0, 1))] : "",
                                   river ? "river" : "", river && chance(40)});
            }
            if (chance(15)) s.penalties.push_back({h, chance(50) ? "red" : "", uniform(0, 9), uniform(0, 9)});
            if (chance(10)) s.events.push_back({h, uniform(1, 99)});
        }
}

// The mover "A" of red, with some of the subformation types.
Unit make_mover(int width, int height) {
    Unit mover{"A", "red", Hex{uniform(0, width - 1), uniform(0, height - 1)}, {}, 0, uniform(0, 30), uniform(0, 200),
               uniform(0, 3), false};
    std::vector<int> pick;
    for (int t = 0; t < static_cast<int>(kTypes.size()); ++t)
        if (chance(35)) pick.push_back(t);
    if (pick.empty()) pick.push_back(uniform(0, static_cast<int>(kTypes.size()) - 1));
    for (const int t : pick) mover.subformations.push_back({kTypes[static_cast<std::size_t>(t)], uniform(1, 4), uniform(0, 100)});
    if (std::count(pick.begin(), pick.end(), 3) && chance(60)) mover.supply = uniform(1, 80);
    return mover;
}

// Other units, around the mover or anywhere; at most 16 share a hex, as the rule keeps it.
void add_others(Scenario& s, const Unit& mover, int width, int height) {
    const int others = uniform(0, 40);
    std::vector<int> per_hex(static_cast<std::size_t>(width * height), 0);
    per_hex[static_cast<std::size_t>(mover.hex.row * width + mover.hex.col)] = 1;
    const Hex pile = neighbour(mover.hex, uniform(0, 5));  // sometimes a full hex beside the mover
    const bool piling = chance(25);
    for (int i = 0; i < others; ++i) {
        const Hex h = piling       ? pile
                      : chance(50) ? neighbour(mover.hex, uniform(0, 5))
                                   : Hex{uniform(0, width - 1), uniform(0, height - 1)};
        if (!on_map(h, width, height)) continue;
        auto& n = per_hex[static_cast<std::size_t>(h.row * width + h.col)];
        if (n >= kHexStack) continue;
        ++n;
        const char* regime = piling ? "red" : *gen::element("red", "red", "blue", "green", "yellow");
        s.units.push_back({"U" + std::to_string(i), regime, h, {{kTypes[static_cast<std::size_t>(uniform(0, 6))], 1, 100}},
                           0, 0, 0, 0, chance(40)});
    }
}

Scenario scenario() {
    Scenario s;
    s.variables = rule_variables();
    name_tables(s);
    const int width = uniform(2, 7), height = uniform(2, 7);
    for (int r = 0; r < height; ++r) {
        s.map.push_back(glyph_line(width, "...ff~~M"));
        s.owners.push_back(glyph_line(width, "rrrbbgy."));
    }
    lay_hexes(s, width, height);
    if (chance(50)) {
        Shroud sh{"red", {}};
        for (int r = 0; r < height; ++r) sh.lines.push_back(glyph_line(width, "VVVVsl?"));
        s.shroud.push_back(sh);
    }
    // The mover first, then the others.
    const Unit mover = make_mover(width, height);
    s.units.push_back(mover);
    add_others(s, mover, width, height);
    return s;
}

Order order(const World& w) {
    Order o;
    o.unit = "A";
    o.mission = *gen::element(Mission::Move, Mission::Move, Mission::Move, Mission::Transfer, Mission::Recon,
                              Mission::Bomb, Mission::Para, Mission::Airstrike);
    const auto& unit = w.names.units[0];
    for (const auto& l : unit.subformations)
        if (chance(30)) o.carried.push_back(l.type);
    if (is_air_mission(o.mission))  // an air mission flies aircraft; the rest must be aboard
        for (const auto& l : unit.subformations)
            if (w.sf_type(w.sf_type_index(l.type)).theatre != Theatre::Air &&
                std::find(o.carried.begin(), o.carried.end(), l.type) == o.carried.end())
                o.carried.push_back(l.type);
    Hex at = unit.hex;
    const bool to_crowd = chance(50);  // first into the most crowded neighbour
    for (int i = uniform(1, 5); i > 0; --i) {
        std::vector<Hex> next;
        for (int d = 0; d < kDirections; ++d)
            if (w.contains(neighbour(at, d))) next.push_back(neighbour(at, d));
        if (to_crowd && at == unit.hex)
            at = *std::max_element(next.begin(), next.end(), [&](Hex a, Hex b) {
                return w.units_at[w.index(a)].size() < w.units_at[w.index(b)].size();
            });
        else at = next[static_cast<std::size_t>(uniform(0, static_cast<int>(next.size()) - 1))];
        o.path.push_back(at);
    }
    if (chance(20)) o.conquered.push_back(o.path.front());
    return o;
}

Rulings rulings() {
    Rulings r;
    for (int id = static_cast<int>(RulingId::AtRounding); id < kRulingCount; ++id)
        r.set(static_cast<RulingId>(id), uniform(0, static_cast<int>(info(static_cast<RulingId>(id)).alternatives.size()) - 1));
    return r;
}

struct Sample {
    AtCase c;
    World w;
    Rulings r;
};

Sample sample() {
    Sample s;
    s.c.scenario = scenario();
    auto w = compile(s.c.scenario);
    RC_ASSERT(w.ok());
    s.w = std::move(*w);
    s.c.order = order(s.w);
    RC_ASSERT(validate_order(s.w, s.c.order).empty());
    s.r = rulings();
    return s;
}

// Shown by RapidCheck on failure: the scenario as case-file JSON.
std::string as_case(const AtCase& c) {
    CaseFile f;
    f.title = "property counterexample";
    f.payload = AtMoveCase{{c}};
    return save_case(f);
}

int units_at(const World& w, Hex h) { return static_cast<int>(w.units_at[w.index(h)].size()); }

// rules: at-stack-16, at-hq-sea, at-navy-port, at-air-airfield, at-ap-spend
RC_GTEST_PROP(AtProps, MovesKeepStackingSeaPortAndAirfieldRules, ()) {
    const Sample s = sample();
    RC_TAG(std::string(name(s.c.order.mission)));
    RC_LOG() << as_case(s.c);
    const MoveReport m = adjudicate_move(s.w, s.c.order, s.r);
    props::check_citations(m);
    const Mover mover = mover_for(s.w, s.c.order, at_rulings(s.r));
    RC_ASSERT(m.total <= m.ap);  // at-ap-spend
    for (const auto& step : m.steps) {
        // A step is priced unless a rule of the step refuses it; running out of AP does not.
        const bool only_ap = step.refused.size() == 1 && step.refused.front().rule == "at-ap-spend";
        RC_ASSERT(step.cost.has_value() == (step.allowed || only_ap));
        if (!step.allowed) continue;
        RC_ASSERT(units_at(s.w, step.to) + (step.to == m.start ? 0 : 1) <= kHexStack);
        RC_ASSERT(!(mover.hq && s.w.sea(step.to)));
        if (mover.navy && !s.w.sea(step.to)) {
            const Location* loc = s.w.location_at(step.to);
            RC_ASSERT(loc != nullptr && loc->harbour);
        }
    }
    if (m.completed && mover.air && !is_air_mission(s.c.order.mission)) {
        const Location* loc = s.w.location_at(m.end);
        RC_ASSERT(loc != nullptr && loc->airfield);
    }
}

// rules: at-movement-type, at-fuel, at-air-half, at-rv814, at-conquest-free
RC_GTEST_PROP(AtProps, CostsAreNeverNegative, ()) {
    const Sample s = sample();
    const AtRulings r = at_rulings(s.r);
    const Mover m = mover_for(s.w, s.c.order, r);
    for (int c = 0; c < s.w.width; ++c)
        for (int row = 0; row < s.w.height; ++row)
            for (int d = 0; d < kDirections; ++d) {
                if (!s.w.contains(neighbour({c, row}, d))) continue;
                Trace t;
                const StepResult step = evaluate_step(s.w, m, {c, row}, d, chance(50), r, &t);
                RC_ASSERT(step.cost >= 0);
                for (const auto& term : t.terms) RC_ASSERT(term.cost_after >= -1);  // -1: cannot enter
            }
}

// Under AT-ROAD-DEARER's default a road is only ever taken when it helps.
// rules: at-road
RC_GTEST_PROP(AtProps, ARoadNeverMakesAStepDearer, ()) {
    Sample s = sample();
    s.r.set(RulingId::AtRoadDearer, 0);
    const AtRulings r = at_rulings(s.r);
    const Mover m = mover_for(s.w, s.c.order, r);
    World without = s.w;
    for (int c = 0; c < s.w.width; ++c)
        for (int row = 0; row < s.w.height; ++row)
            for (int d = 0; d < kDirections; ++d) {
                const Hex from{c, row}, to = neighbour(from, d);
                if (!s.w.contains(to)) continue;
                auto& road = without.sides[without.index(from)][static_cast<std::size_t>(d)].road;
                const auto kept = road;
                road = kNone;
                const StepResult with_road = evaluate_step(s.w, m, from, d, false, r, nullptr);
                const StepResult no_road = evaluate_step(without, m, from, d, false, r, nullptr);
                road = kept;
                if (!no_road.allowed()) continue;
                RC_ASSERT(with_road.allowed());
                RC_ASSERT(with_road.cost <= no_road.cost);
            }
}

// A route to ask for: the sample's mover on the move (an air mission flies none),
// to any hex of the map.
struct RouteQuery {
    Sample s;
    AtRulings r;
    Mover m;
    Hex to;
};
RouteQuery route_query() {
    RouteQuery q{sample(), {}, {}, {}};
    q.r = at_rulings(q.s.r);
    Order o = q.s.c.order;
    if (is_air_mission(o.mission)) o.mission = Mission::Move;
    q.m = mover_for(q.s.w, o, q.r);
    q.to = {uniform(0, q.s.w.width - 1), uniform(0, q.s.w.height - 1)};
    return q;
}

// rules: at-movement-type, at-road, at-river, at-air-airfield
RC_GTEST_PROP(AtProps, TheCheapestRouteIsPricedAsItsStepsAndIsCheapest, ()) {
    const RouteQuery q = route_query();
    const auto& [s, r, m, to] = q;
    const Hex start = s.w.names.units[0].hex;
    const auto route = cheapest_route(s.w, m, to, std::numeric_limits<std::int32_t>::max(), r);
    // Reference: Bellman-Ford relaxation over the same steps, stopping where the search stops.
    const std::size_t cells = static_cast<std::size_t>(s.w.width * s.w.height);
    constexpr std::int64_t kFar = std::numeric_limits<std::int64_t>::max() / 4;
    std::vector<std::int64_t> best(cells, kFar);
    best[s.w.index(start)] = 0;
    for (std::size_t round = 0; round < cells; ++round)
        for (std::size_t i = 0; i < cells; ++i) {
            const Hex h{static_cast<int>(i % static_cast<std::size_t>(s.w.width)), static_cast<int>(i / static_cast<std::size_t>(s.w.width))};
            if (best[i] == kFar || h == to) continue;
            for (int d = 0; d < kDirections; ++d) {
                const Hex n = neighbour(h, d);
                if (!s.w.contains(n)) continue;
                const StepResult st = evaluate_step(s.w, m, h, d, n == to, r, nullptr);
                if (!st.allowed() || (st.surprise && n != to)) continue;
                best[s.w.index(n)] = std::min(best[s.w.index(n)], best[i] + st.cost);
            }
        }
    const std::int64_t expected = to == start ? 0 : best[s.w.index(to)];
    RC_ASSERT(route.has_value() == (expected != kFar));
    if (!route) return;
    RC_ASSERT(route->cost == expected);
    RC_ASSERT(route->steps.front().hex == start);
    RC_ASSERT(route->steps.back().hex == to);
    std::int64_t sum = 0;
    for (std::size_t i = 1; i < route->steps.size(); ++i) {
        const Hex from = route->steps[i - 1].hex, next = route->steps[i].hex;
        const auto d = direction_between(from, next);
        RC_ASSERT(d.has_value());
        const StepResult st = evaluate_step(s.w, m, from, *d, next == to, r, nullptr);
        RC_ASSERT(st.allowed());
        sum += st.cost;
        RC_ASSERT(route->steps[i].cost == sum);
    }
    RC_ASSERT(sum == route->cost);
}

// The search as first written, kept here as the reference the faster one must match
// route for route: Dijkstra's over hexes with a binary heap of (cost, hex index),
// so that among equally cheap routes the one found first is kept, taking hexes in
// reading order and directions N to NW.
std::optional<Route> reference_route(const World& w, const Mover& m, Hex to, std::int64_t ap, const AtRulings& r) {
    const Hex start = w.units[static_cast<std::size_t>(m.unit)].hex;
    if (!w.contains(to) || ap < 0) return std::nullopt;
    constexpr std::int64_t kUnreached = std::numeric_limits<std::int64_t>::max();
    std::vector<std::int64_t> cost(w.landscape.size(), kUnreached);
    std::vector<int> previous(w.landscape.size(), kNone);
    using Entry = std::pair<std::int64_t, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const std::size_t target = w.index(to);
    cost[w.index(start)] = 0;
    open.push({0, w.index(start)});
    const auto hex_of = [&](std::size_t i) {
        return Hex{static_cast<int>(i % static_cast<std::size_t>(w.width)), static_cast<int>(i / static_cast<std::size_t>(w.width))};
    };
    while (!open.empty()) {
        const auto [c, i] = open.top();
        open.pop();
        if (c != cost[i]) continue;
        if (i == target) break;
        for (int d = 0; d < kDirections; ++d) {
            const Hex next = neighbour(hex_of(i), d);
            if (!w.contains(next)) continue;
            const std::size_t j = w.index(next);
            const StepResult s = evaluate_step(w, m, hex_of(i), d, j == target, r, nullptr);
            if (!s.allowed() || (s.surprise && j != target)) continue;
            const std::int64_t arrive = c + s.cost;
            if (arrive > ap || arrive >= cost[j]) continue;
            cost[j] = arrive;
            previous[j] = static_cast<int>(i);
            open.push({arrive, j});
        }
    }
    if (cost[target] == kUnreached) return std::nullopt;
    Route route;
    route.cost = cost[target];
    for (int i = static_cast<int>(target); i != kNone; i = previous[static_cast<std::size_t>(i)])
        route.steps.push_back({hex_of(static_cast<std::size_t>(i)), cost[static_cast<std::size_t>(i)]});
    std::reverse(route.steps.begin(), route.steps.end());
    return route;
}

// rules: at-ap-spend, at-movement-type, at-road, at-river, at-zoc
RC_GTEST_PROP(AtProps, TheRouteIsTheReferenceSearchsRouteWithinAnyAp, ()) {
    // Same hexes, same costs, same choice among equal routes, with or without a
    // limit; zero-cost steps (costs of 0, rule variable 814, conquered hexes) and
    // costs far above the usual ones come from the random scenarios.
    const RouteQuery q = route_query();
    const auto& [s, r, m, to] = q;
    const std::int64_t ap = *gen::element<std::int64_t>(std::numeric_limits<std::int32_t>::max(), uniform(0, 400), -1);
    RC_ASSERT(cheapest_route(s.w, m, to, ap, r) == reference_route(s.w, m, to, ap, r));
    // A workspace used before, for other targets and limits, changes nothing.
    RouteWorkspace ws;
    for (int i = uniform(0, 3); i > 0; --i)
        (void)cheapest_route(s.w, m, Hex{uniform(0, s.w.width - 1), uniform(0, s.w.height - 1)}, uniform(0, 400), r, ws);
    RC_ASSERT(cheapest_route(s.w, m, to, ap, r, ws) == reference_route(s.w, m, to, ap, r));
}

// rules: at-movement-type, at-event, at-rv843
RC_GTEST_PROP(AtProps, SameInputsGiveTheSameBytes, ()) {
    const Sample s = sample();
    CaseFile f;
    f.title = "determinism";
    f.payload = AtMoveCase{{s.c}};
    const std::string saved = save_case(f);
    const auto loaded = load_case(saved, "generated.case.json");
    RC_ASSERT(loaded.ok());
    RC_ASSERT(save_case(*loaded) == saved);
    const auto first = save_outcome(run_case(*loaded));
    const auto again = save_outcome(run_case(f));
    RC_ASSERT(first == again);
    const World copy = s.w;
    RC_ASSERT(adjudicate_move(copy, s.c.order, s.r) == adjudicate_move(s.w, s.c.order, s.r));
}

}  // namespace
}  // namespace umpire::at
