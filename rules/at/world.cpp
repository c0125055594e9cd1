#include "rules/at/world.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "model/text.hpp"

namespace umpire::at {
namespace {

std::string at(std::string_view list, std::size_t i) { return std::string(list) + "[" + std::to_string(i) + "]"; }

// Collects diagnostics, at most a screenful, so a hostile file cannot flood the output.
struct Problems {
    std::vector<Diagnostic> list;
    void add(std::string field, std::string what) {
        if (list.size() < 50) list.push_back(field_error(std::move(field), std::move(what)));
    }
};

// Name -> index for one kind of thing, reporting duplicates.
std::map<std::string, int, std::less<>> index_names(const std::vector<std::string>& names, std::string_view list,
                                                    Problems& p) {
    std::map<std::string, int, std::less<>> out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i].empty()) p.add(at(list, i), "a name cannot be empty");
        else if (!out.emplace(names[i], static_cast<int>(i)).second)
            p.add(at(list, i), "the name " + quote_input(names[i]) + " is used twice");
    }
    return out;
}

template <class T, class F>
std::vector<std::string> names_of(const std::vector<T>& v, F f) {
    std::vector<std::string> out;
    for (const auto& x : v) out.push_back(f(x));
    return out;
}

int lookup(const std::map<std::string, int, std::less<>>& m, const std::string& name, const std::string& field,
           std::string_view what, Problems& p) {
    const auto it = m.find(name);
    if (it != m.end()) return it->second;
    p.add(field, "unknown " + std::string(what) + " " + quote_input(name));
    return kNone;
}

// Lines of glyphs as wide and as many as the map.
bool check_lines(const std::vector<std::string>& lines, int width, int height, const std::string& field, Problems& p) {
    if (static_cast<int>(lines.size()) != height) {
        p.add(field, "needs " + std::to_string(height) + " lines, one per map row; found " + std::to_string(lines.size()));
        return false;
    }
    bool ok = true;
    for (std::size_t r = 0; r < lines.size(); ++r)
        if (static_cast<int>(lines[r].size()) != width) {
            p.add(at(field, r), "needs " + std::to_string(width) + " characters, as many as the map is wide");
            ok = false;
        }
    return ok;
}


using NameIndex = std::map<std::string, int, std::less<>>;
using GlyphIndex = std::map<char, int>;

// Every name list of the scenario, each as name -> index.
struct Indexes {
    NameIndex landscapes, roads, rivers, move_types, regimes, sf_types;
};

Indexes index_all_names(const Scenario& s, Problems& p) {
    Indexes n;
    n.landscapes = index_names(names_of(s.landscapes, [](const Landscape& l) { return l.name; }), "landscapes", p);
    n.roads = index_names(s.road_types, "road_types", p);
    n.rivers = index_names(s.river_types, "river_types", p);
    n.move_types =
        index_names(names_of(s.movement_types, [](const MovementType& m) { return m.name; }), "movement_types", p);
    n.regimes = index_names(names_of(s.regimes, [](const Regime& r) { return r.name; }), "regimes", p);
    n.sf_types = index_names(
        names_of(s.subformation_types, [](const SubformationType& t) { return t.name; }), "subformation_types", p);
    if (s.landscapes.empty()) p.add("landscapes", "a scenario needs at least one landscape");
    if (s.regimes.empty()) p.add("regimes", "a scenario needs at least one regime");
    return n;
}

// Glyph -> index for the landscapes ("map") or the regimes ("owners"), where
// `reserved` ('\0' for none) is a glyph with a meaning of its own in the lines.
template <class T>
GlyphIndex index_glyphs(const std::vector<T>& named, std::string_view list, char reserved, Problems& p) {
    GlyphIndex out;
    for (std::size_t i = 0; i < named.size(); ++i) {
        const auto& g = named[i].glyph;
        if (g.size() != 1 || g[0] < '!' || g[0] > '~' || (reserved != '\0' && g[0] == reserved))
            p.add(at(list, i) + ".glyph", reserved == '\0' ? std::string("a glyph is one printable character")
                                                           : "a glyph is one printable character other than '" +
                                                                 std::string(1, reserved) + "'");
        else if (!out.emplace(g[0], static_cast<int>(i)).second) p.add(at(list, i) + ".glyph", "glyph used twice");
    }
    return out;
}

// One movement type's costs per landscape, road type and river type (at-movement-type);
// what it does not list stays kNone, cannot be entered or crossed.
MoveTypeCosts compile_costs(const Scenario& s, std::size_t m, const Indexes& n, Problems& p) {
    const auto& mt = s.movement_types[m];
    MoveTypeCosts c;
    c.modifier = mt.modifier;
    c.landscape.assign(s.landscapes.size(), kNone);
    c.road.assign(s.road_types.size(), kNone);
    c.river.assign(s.river_types.size(), kNone);
    const auto fill = [&](const std::vector<NamedCost>& costs, const NameIndex& names, std::vector<std::int64_t>& out,
                          const char* list, std::string_view what) {
        for (std::size_t i = 0; i < costs.size(); ++i) {
            const std::string field = at("movement_types", m) + "." + list + "[" + std::to_string(i) + "].name";
            const int k = lookup(names, costs[i].name, field, what, p);
            if (k == kNone) continue;
            if (out[static_cast<std::size_t>(k)] != kNone) p.add(field, "this cost is given twice");
            out[static_cast<std::size_t>(k)] = costs[i].cost;
        }
    };
    fill(mt.landscape, n.landscapes, c.landscape, "landscape", "landscape");
    fill(mt.road, n.roads, c.road, "road", "road type");
    fill(mt.river, n.rivers, c.river, "river", "river type");
    return c;
}

// Rule variable 41's movement type, every movement type's costs and each
// subformation type's movement type.
void compile_movement(const Scenario& s, const Indexes& n, World& w, Problems& p) {
    if (!s.variables.rv41.empty()) w.rv41 = lookup(n.move_types, s.variables.rv41, "variables.rv41", "movement type", p);
    for (std::size_t m = 0; m < s.movement_types.size(); ++m) w.move_types.push_back(compile_costs(s, m, n, p));
    for (std::size_t t = 0; t < s.subformation_types.size(); ++t)
        w.sf_move_type.push_back(lookup(n.move_types, s.subformation_types[t].movement_type,
                                        at("subformation_types", t) + ".movement_type", "movement type", p));
}

// Relations: every pair of regimes exactly once.
void compile_relations(const Scenario& s, const Indexes& n, World& w, Problems& p) {
    const std::size_t nr = s.regimes.size();
    w.stance.assign(nr, std::vector<Stance>(nr, Stance::Alliance));
    std::vector<std::vector<bool>> given(nr, std::vector<bool>(nr, false));
    for (std::size_t i = 0; i < s.relations.size(); ++i) {
        const auto& r = s.relations[i];
        const int a = lookup(n.regimes, r.a, at("relations", i) + ".a", "regime", p);
        const int b = lookup(n.regimes, r.b, at("relations", i) + ".b", "regime", p);
        if (a == kNone || b == kNone) continue;
        if (a == b) { p.add(at("relations", i), "a regime has no relation with itself"); continue; }
        const auto ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
        if (given[ua][ub]) p.add(at("relations", i), "this pair of regimes is given twice");
        given[ua][ub] = given[ub][ua] = true;
        w.stance[ua][ub] = w.stance[ub][ua] = r.stance;
    }
    for (std::size_t a = 0; a < nr; ++a)
        for (std::size_t b = a + 1; b < nr; ++b)
            if (!given[a][b])
                p.add("relations", "no relation given between " + quote_input(s.regimes[a].name) + " and " +
                                       quote_input(s.regimes[b].name));
}

// The map's size from its lines, and the per-hex arrays of that size. False when
// the map cannot be laid out, or anything before it was wrong.
bool size_map(const Scenario& s, World& w, Problems& p) {
    if (s.map.empty()) p.add("map", "the map needs at least one line");
    w.height = static_cast<int>(s.map.size());
    w.width = s.map.empty() ? 0 : static_cast<int>(s.map[0].size());
    if (w.width < 1 || w.width > kMaxMapSide || w.height > kMaxMapSide)
        p.add("map", "a map is 1 to " + std::to_string(kMaxMapSide) + " hexes each way");
    if (!p.list.empty()) return false;
    if (!check_lines(s.map, w.width, w.height, "map", p)) return false;
    const auto cells = static_cast<std::size_t>(w.width) * static_cast<std::size_t>(w.height);
    w.landscape.assign(cells, 0);
    w.owner.assign(cells, kNone);
    w.location.assign(cells, kNone);
    w.event.assign(cells, 0);
    w.sides.assign(cells, {});
    w.penalties.assign(cells, {});
    w.units_at.assign(cells, {});
    return true;
}

// Calls f(hex, glyph) for every hex of lines as wide and as many as the map, row by row.
template <class F>
void each_glyph(const std::vector<std::string>& lines, const World& w, F f) {
    for (int r = 0; r < w.height; ++r)
        for (int c = 0; c < w.width; ++c) f(Hex{c, r}, lines[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
}

void lay_landscape(const Scenario& s, const GlyphIndex& glyphs, World& w, Problems& p) {
    each_glyph(s.map, w, [&](Hex h, char g) {
        const auto it = glyphs.find(g);
        if (it == glyphs.end())
            p.add(at("map", static_cast<std::size_t>(h.row)), "column " + std::to_string(h.col) + ": no landscape has the glyph " + quote_input(std::string(1, g)));
        else w.landscape[w.index(h)] = static_cast<std::int8_t>(it->second);
    });
}

void lay_owners(const Scenario& s, const GlyphIndex& glyphs, World& w, Problems& p) {
    if (s.owners.empty() || !check_lines(s.owners, w.width, w.height, "owners", p)) return;
    each_glyph(s.owners, w, [&](Hex h, char g) {
        if (g == '.') return;
        const auto it = glyphs.find(g);
        if (it == glyphs.end())
            p.add(at("owners", static_cast<std::size_t>(h.row)), "column " + std::to_string(h.col) + ": no regime has the glyph " + quote_input(std::string(1, g)));
        else w.owner[w.index(h)] = static_cast<std::int8_t>(it->second);
    });
}

bool on_map(const World& w, Hex h, const std::string& field, Problems& p) {
    if (w.contains(h)) return true;
    p.add(field, "hex " + to_string(h) + " is not on the " + std::to_string(w.width) + "x" + std::to_string(w.height) + " map");
    return false;
}

// Locations and events: at most one of each per hex.
void place_locations_and_events(const Scenario& s, World& w, Problems& p) {
    for (std::size_t i = 0; i < s.locations.size(); ++i) {
        if (!on_map(w, s.locations[i].hex, at("locations", i) + ".hex", p)) continue;
        auto& slot = w.location[w.index(s.locations[i].hex)];
        if (slot != kNone) p.add(at("locations", i) + ".hex", "a hex has at most one location");
        slot = static_cast<std::int32_t>(i);
    }
    for (std::size_t i = 0; i < s.events.size(); ++i) {
        if (!on_map(w, s.events[i].hex, at("events", i) + ".hex", p)) continue;
        auto& slot = w.event[w.index(s.events[i].hex)];
        if (slot != 0) p.add(at("events", i) + ".hex", "a hex has at most one event");
        slot = s.events[i].event;
    }
}

// Roads, rivers and bridges between neighbouring hexes, recorded on both hexes.
void lay_sides(const Scenario& s, const Indexes& n, World& w, Problems& p) {
    for (std::size_t i = 0; i < s.sides.size(); ++i) {
        const auto& side = s.sides[i];
        const std::string f = at("sides", i);
        if (!on_map(w, side.a, f + ".a", p) || !on_map(w, side.b, f + ".b", p)) continue;
        const auto d = direction_between(side.a, side.b);
        if (!d) { p.add(f + ".b", to_string(side.b) + " is not a neighbour of " + to_string(side.a)); continue; }
        SideInfo info;
        if (!side.road.empty()) info.road = static_cast<std::int16_t>(lookup(n.roads, side.road, f + ".road", "road type", p));
        if (!side.river.empty()) info.river = static_cast<std::int16_t>(lookup(n.rivers, side.river, f + ".river", "river type", p));
        info.bridge = side.bridge;
        if (side.bridge && side.river.empty()) p.add(f + ".bridge", "a bridge needs a river on the side");
        auto& here = w.sides[w.index(side.a)][static_cast<std::size_t>(*d)];
        if (here.road != kNone || here.river != kNone || here.bridge) p.add(f, "this hex side is given twice");
        here = info;
        w.sides[w.index(side.b)][static_cast<std::size_t>(opposite(*d))] = info;
    }
}

// AP and ZOC penalties for entering a hex, for one regime or everyone (at-ap-penalty, at-zoc).
void lay_penalties(const Scenario& s, const Indexes& n, World& w, Problems& p) {
    for (std::size_t i = 0; i < s.penalties.size(); ++i) {
        const auto& pen = s.penalties[i];
        if (!on_map(w, pen.hex, at("penalties", i) + ".hex", p)) continue;
        PenaltyEntry e{kNone, pen.ap, pen.zoc};
        if (!pen.regime.empty()) e.regime = lookup(n.regimes, pen.regime, at("penalties", i) + ".regime", "regime", p);
        auto& here = w.penalties[w.index(pen.hex)];
        here.push_back(e);
        // Keeps every step's cost, and a route's sum of them, far inside 64 bits.
        std::int64_t sum = 0;
        for (const auto& q : here) sum += q.ap + q.zoc;
        if (sum > kMaxCost)
            p.add(at("penalties", i), "the penalties of one hex add up to at most " + std::to_string(kMaxCost) + " AP");
    }
}

// One regime's shroud: what it sees now, has seen as sea or land, or never saw
// (at-shroud-sea, at-air-shroud-rv100).
void read_shroud(const Shroud& sh, const std::string& field, std::vector<Sight>& sight, const World& w, Problems& p) {
    sight.assign(w.landscape.size(), Sight::Visible);
    each_glyph(sh.lines, w, [&](Hex h, char g) {
        Sight v = Sight::Visible;
        if (g == 's') v = Sight::SeenSea;
        else if (g == 'l') v = Sight::SeenLand;
        else if (g == '?') v = Sight::NeverSeen;
        else if (g != 'V')
            p.add(at(field, static_cast<std::size_t>(h.row)),
                  "column " + std::to_string(h.col) + ": use V (visible), s (seen sea), l (seen land) or ? (never seen)");
        sight[w.index(h)] = v;
    });
}

void lay_shroud(const Scenario& s, const Indexes& n, World& w, Problems& p) {
    w.sight.assign(s.regimes.size(), {});
    for (std::size_t i = 0; i < s.shroud.size(); ++i) {
        const auto& sh = s.shroud[i];
        const int r = lookup(n.regimes, sh.regime, at("shroud", i) + ".regime", "regime", p);
        if (r == kNone) continue;
        auto& sight = w.sight[static_cast<std::size_t>(r)];
        if (!sight.empty()) { p.add(at("shroud", i) + ".regime", "this regime's shroud is given twice"); continue; }
        if (!check_lines(sh.lines, w.width, w.height, at("shroud", i) + ".lines", p)) continue;
        read_shroud(sh, at("shroud", i) + ".lines", sight, w, p);
    }
}

// A unit's lines, one per subformation type; supply weight only on HQs, moved by
// rule variable 41's movement type (at-supply-rv41).
UnitState compile_unit(const Scenario& s, const Unit& u, const std::string& f, const Indexes& n, Problems& p) {
    UnitState st;
    st.regime = lookup(n.regimes, u.regime, f + ".regime", "regime", p);
    st.hex = u.hex;
    st.supply = u.supply;
    st.fuel = u.fuel;
    st.ap = u.ap;
    st.entrench = u.entrench;
    st.hidden = u.hidden;
    if (u.subformations.empty()) p.add(f + ".subformations", "a unit has at least one subformation");
    bool hq = false;
    std::set<int> seen;
    for (std::size_t k = 0; k < u.subformations.size(); ++k) {
        const auto& l = u.subformations[k];
        const std::string lf = f + ".subformations[" + std::to_string(k) + "].type";
        const int t = lookup(n.sf_types, l.type, lf, "subformation type", p);
        if (t == kNone) continue;
        if (!seen.insert(t).second) p.add(lf, "one line per subformation type");
        hq = hq || s.subformation_types[static_cast<std::size_t>(t)].hq;
        st.lines.push_back({t, l.count, l.readiness});
    }
    if (u.supply > 0 && !hq) p.add(f + ".supply", "only HQ units carry supply weight");
    if (u.supply > 0 && s.variables.rv41.empty())
        p.add(f + ".supply", "supply weight moves by the movement type of rule variable 41: set variables.rv41");
    return st;
}

void place_units(const Scenario& s, const Indexes& n, World& w, Problems& p) {
    std::set<std::string, std::less<>> unit_ids;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const auto& u = s.units[i];
        const std::string f = at("units", i);
        if (u.id.empty() || !unit_ids.insert(u.id).second) p.add(f + ".id", "unit ids are non-empty and unique");
        UnitState st = compile_unit(s, u, f, n, p);
        if (on_map(w, u.hex, f + ".hex", p) && st.regime != kNone) w.units_at[w.index(u.hex)].push_back(static_cast<int>(i));
        w.units.push_back(std::move(st));
    }
}

}  // namespace


int World::unit_index(std::string_view id) const noexcept {
    for (std::size_t i = 0; i < names.units.size(); ++i)
        if (names.units[i].id == id) return static_cast<int>(i);
    return kNone;
}
int World::regime_index(std::string_view n) const noexcept {
    for (std::size_t i = 0; i < names.regimes.size(); ++i)
        if (names.regimes[i].name == n) return static_cast<int>(i);
    return kNone;
}
int World::sf_type_index(std::string_view n) const noexcept {
    for (std::size_t i = 0; i < names.subformation_types.size(); ++i)
        if (names.subformation_types[i].name == n) return static_cast<int>(i);
    return kNone;
}

Expected<World> compile(const Scenario& s) {
    Problems p;
    World w;
    w.names = s;
    const Indexes n = index_all_names(s, p);
    const GlyphIndex landscape_glyph = index_glyphs(s.landscapes, "landscapes", '\0', p);
    const GlyphIndex regime_glyph = index_glyphs(s.regimes, "regimes", '.', p);
    compile_movement(s, n, w, p);
    compile_relations(s, n, w, p);
    if (!size_map(s, w, p)) return Errors{std::move(p.list)};
    lay_landscape(s, landscape_glyph, w, p);
    lay_owners(s, regime_glyph, w, p);
    place_locations_and_events(s, w, p);
    lay_sides(s, n, w, p);
    lay_penalties(s, n, w, p);
    lay_shroud(s, n, w, p);
    place_units(s, n, w, p);
    if (!p.list.empty()) return Errors{std::move(p.list)};
    return w;
}

}  // namespace umpire::at
