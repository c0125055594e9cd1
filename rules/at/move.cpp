#include "rules/at/move.hpp"

#include <algorithm>
#include <cassert>

#include "model/text.hpp"

namespace umpire::at {
namespace {

std::string n(std::int64_t v) { return std::to_string(v); }

// num / den written out in decimals; den is a product of 2s and 5s (percentages and
// halves), so the digits end.
std::string decimal(std::int64_t num, std::int64_t den) {
    std::string out = n(num / den) + ".";
    for (std::int64_t rest = num % den; rest != 0; rest %= den) {
        rest *= 10;
        out += static_cast<char>('0' + rest / den);
    }
    return out;
}

// A per-line term names its line; kNone is the HQ's surplus supply when it moves.
std::string line_name(const World& w, const Mover& m, int line) {
    if (line == kNone)
        return m.supply_move_type == kNone ? "the group"
                                           : "surplus supply (" + w.names.movement_types[static_cast<std::size_t>(m.supply_move_type)].name + ")";
    return w.sf_type(m.lines[static_cast<std::size_t>(line)].type).name;
}

CostTerm describe_term(const World& w, const Mover& m, Hex from, int dir, const Term& t) {
    const SideInfo& side = w.sides[w.index(from)][static_cast<std::size_t>(dir)];
    const Hex to = neighbour(from, dir);
    const bool per_line = t.kind <= TermKind::AirHalf && t.line != kGroupTerm;
    const std::string who = per_line ? line_name(w, m, t.line) + ": " : std::string();
    std::string what;
    switch (t.kind) {
        case TermKind::Landscape:
            what = who + w.landscape_at(to).name + (t.amount == kNone ? " cannot be entered" : " costs " + n(t.amount));
            break;
        case TermKind::Road:
            what = who + "road (" + w.names.road_types[static_cast<std::size_t>(side.road)] + ") across the side costs " +
                   n(t.amount) + " instead";
            break;
        case TermKind::River:
            what = who + "river (" + w.names.river_types[static_cast<std::size_t>(side.river)] + ") without a bridge adds " + n(t.amount);
            break;
        case TermKind::ApPenalty: what = who + "AP penalty adds " + n(t.amount); break;
        case TermKind::Zoc: what = who + "ZOC penalty adds " + n(t.amount); break;
        case TermKind::MoveTypeModifier: what = who + "movement type modifier " + n(t.amount) + "%"; break;
        case TermKind::MoveRedux: what = who + "MoveRedux makes it " + n(t.amount) + "%"; break;
        case TermKind::AirHalf: what = who + "air moves pay half"; break;
        case TermKind::DearestLine:
            what = "the group pays its dearest uncarried line, " + line_name(w, m, t.line);
            break;
        case TermKind::FuelShort: what = "not enough fuel: times " + n(t.amount); break;
        case TermKind::Rv814: what = "rule variable 814: moves cost nothing"; break;
        case TermKind::ConquestFree: what = "conquered by the unit in combat: free entry"; break;
    }
    if (t.exact_den != 1) what += " (exactly " + decimal(t.exact_num, t.exact_den) + ")";
    std::optional<std::int64_t> cost;
    if (t.cost_after != kNone) cost = t.cost_after;
    return {std::string(rule_of(t.kind)), std::move(what), cost};
}

void move_unit(World& w, int unit, Hex to) {
    auto& u = w.units[static_cast<std::size_t>(unit)];
    auto& here = w.units_at[w.index(u.hex)];
    here.erase(std::remove(here.begin(), here.end(), unit), here.end());
    w.units_at[w.index(to)].push_back(unit);
    u.hex = to;
}

// at-conquest-clear (ruling AT-CONQUEST-BY): an empty land hex of a regime at war
// changes hands, and a location there loses its HQ and production.
void conquer(World& w, const Mover& m, Hex to, const AtRulings& r, std::vector<Consequence>& out) {
    const auto i = w.index(to);
    const int owner = w.owner[i];
    if (owner == kNone || owner == m.regime || w.sea(to) || is_air_mission(m.mission)) return;
    if (w.stance[static_cast<std::size_t>(m.regime)][static_cast<std::size_t>(owner)] != Stance::War) return;
    if (r.conquest == AtConquestBy::LandSubformations && !m.land) return;
    for (const int u : w.units_at[i])
        if (w.units[static_cast<std::size_t>(u)].regime == owner) return;
    w.owner[i] = static_cast<std::int8_t>(m.regime);
    out.push_back({"at-conquest-clear", "the hex is conquered from " + w.names.regimes[static_cast<std::size_t>(owner)].name});
    if (w.location[i] == kNone) return;
    auto& loc = w.names.locations[static_cast<std::size_t>(w.location[i])];
    if (!loc.hq.empty()) out.push_back({"at-conquest-clear", "the location's HQ " + quote_input(loc.hq) + " is removed"});
    if (!loc.production.empty())
        out.push_back({"at-conquest-clear", "the location's production " + quote_input(loc.production) + " is removed"});
    loc.hq.clear();
    loc.production.clear();
}

void lose_readiness(World& w, const Mover& m, const MoverLine& l, std::int64_t loss, const char* rule, const std::string& why,
                    std::vector<Consequence>& out) {
    auto& line = w.units[static_cast<std::size_t>(m.unit)].lines[static_cast<std::size_t>(l.line)];
    const auto before = line.readiness;
    line.readiness = std::max<std::int64_t>(0, before - loss);
    out.push_back({rule, w.sf_type(l.type).name + " readiness " + n(before) + " -> " + n(line.readiness) + " (" + why + ")"});
}

// The implications of entering the hex, in the order the text gives them.
std::vector<Consequence> implications(World& w, const Mover& m, Hex to, const StepResult& s, const AtRulings& r) {
    std::vector<Consequence> out;
    const auto& v = w.names.variables;
    if (!s.surprise) conquer(w, m, to, r, out);
    if (const auto e = w.event[w.index(to)]; e != 0) out.push_back({"at-event", "the hex's event " + n(e) + " runs"});
    if (s.battle) out.push_back({"at-battle-rv326", "unseen enemies: a surprise battle starts here and the move ends"});
    else if (s.surprise)
        out.push_back({"at-battle-rv326", "unseen enemies at sea: no battle without rule variable 326; the hex is shared"});
    for (const auto& l : m.lines)
        if (const auto loss = w.sf_type(l.type).readiness_loss; loss > 0)
            lose_readiness(w, m, l, loss, "at-readiness", "its type loses " + n(loss) + " a move", out);
    auto& unit = w.units[static_cast<std::size_t>(m.unit)];
    const auto entrench = w.landscape_at(to).entrench;
    out.push_back({"at-entrench", "entrenchment " + n(unit.entrench) + " -> " + n(entrench)});
    unit.entrench = entrench;
    if (v.rv843 != 0) out.push_back({"at-rv843", "event " + n(v.rv843) + " of rule variable 843 runs"});
    const Location* loc = w.location_at(to);
    if (loc && loc->damage > 0)
        for (const auto& l : m.lines)
            if (w.sf_type(l.type).theatre != Theatre::Land)
                lose_readiness(w, m, l, loc->damage, "at-damaged", "the location is " + n(loc->damage) + "% damaged", out);
    return out;
}

// Adds the ruling of E to `out` when one of its other alternatives, with everything
// else as it is, gives the step another result.
template <class E>
void if_it_decides(E AtRulings::*field, const World& w, const Order& o, const AtRulings& r, Hex from, int dir, bool last,
                   const StepResult& s, RulingList& out) {
    const auto alternatives = static_cast<int>(info(RulingOf<E>::id).alternatives.size());
    for (int a = 0; a < alternatives; ++a) {
        if (static_cast<E>(a) == r.*field) continue;
        AtRulings other = r;
        other.*field = static_cast<E>(a);
        const StepResult t = evaluate_step(w, mover_for(w, o, other), from, dir, last, other, nullptr);
        if (t.refused != s.refused || (s.allowed() && t.cost != s.cost)) {
            out.add(RulingOf<E>::id);
            return;
        }
    }
}

RulingList deciding_rulings(const World& w, const Order& o, const AtRulings& r, Hex from, int dir, bool last,
                            const StepResult& s) {
    RulingList out;
    if_it_decides(&AtRulings::carried_aircraft, w, o, r, from, dir, last, s, out);
    if_it_decides(&AtRulings::foreign, w, o, r, from, dir, last, s, out);
    if_it_decides(&AtRulings::mission_shroud, w, o, r, from, dir, last, s, out);
    if_it_decides(&AtRulings::cost_order, w, o, r, from, dir, last, s, out);
    return out;
}

}  // namespace

void detach(World& w, const Order& o) {
    if (o.moving.empty()) return;
    const int i = w.unit_index(o.unit);
    assert(i != kNone);
    auto& group = w.units[static_cast<std::size_t>(i)];
    UnitState rest = group;
    const auto moves = [&](const Line& l) {
        return std::find(o.moving.begin(), o.moving.end(), w.sf_type(l.type).name) != o.moving.end();
    };
    std::erase_if(group.lines, [&](const Line& l) { return !moves(l); });
    std::erase_if(rest.lines, moves);
    if (rest.lines.empty()) return;
    // HQ supply travels with the HQ (at-supply-rv41).
    const bool hq_moves = std::any_of(group.lines.begin(), group.lines.end(), [&](const Line& l) { return w.sf_type(l.type).hq; });
    (hq_moves ? rest : group).supply = 0;
    Unit staying = w.names.units[static_cast<std::size_t>(i)];
    std::erase_if(staying.subformations, [&](const SubformationLine& l) {
        return std::find(o.moving.begin(), o.moving.end(), l.type) != o.moving.end();
    });
    w.units_at[w.index(rest.hex)].push_back(static_cast<int>(w.units.size()));
    w.units.push_back(std::move(rest));
    w.names.units.push_back(std::move(staying));
}

std::vector<Diagnostic> validate_order(const World& w, const Order& o) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) { out.push_back(field_error(std::move(field), std::move(what))); };
    const int unit = w.unit_index(o.unit);
    if (unit == kNone) {
        fail("unit", "no unit " + quote_input(o.unit) + " in the scenario");
        return out;
    }
    const auto& u = w.units[static_cast<std::size_t>(unit)];
    const auto in_unit = [&](const std::string& type) {
        const int t = w.sf_type_index(type);
        return std::any_of(u.lines.begin(), u.lines.end(), [&](const Line& l) { return l.type == t; });
    };
    const auto named = [](const std::vector<std::string>& list, const std::string& s) {
        return std::find(list.begin(), list.end(), s) != list.end();
    };
    // A partial move: the named subformation types move as a group, the rest stay.
    for (std::size_t i = 0; i < o.moving.size(); ++i) {
        const std::string f = "moving[" + n(static_cast<std::int64_t>(i)) + "]";
        if (!in_unit(o.moving[i])) fail(f, "the unit has no subformation of type " + quote_input(o.moving[i]));
        else if (std::find(o.moving.begin(), o.moving.begin() + static_cast<std::ptrdiff_t>(i), o.moving[i]) !=
                 o.moving.begin() + static_cast<std::ptrdiff_t>(i))
            fail(f, "subformation type " + quote_input(o.moving[i]) + " is named twice");
    }
    for (std::size_t i = 0; i < o.carried.size(); ++i) {
        const std::string f = "carried[" + n(static_cast<std::int64_t>(i)) + "]";
        if (!in_unit(o.carried[i])) fail(f, "the unit has no subformation of type " + quote_input(o.carried[i]));
        else if (!o.moving.empty() && !named(o.moving, o.carried[i]))
            fail(f, "subformation type " + quote_input(o.carried[i]) + " is carried but not among those moving");
    }
    if (is_air_mission(o.mission))
        for (const auto& l : u.lines) {
            if (!o.moving.empty() && !named(o.moving, w.sf_type(l.type).name)) continue;
            const bool cargo = named(o.carried, w.sf_type(l.type).name);
            if (!cargo && w.sf_type(l.type).theatre != Theatre::Air)
                fail("mission", "an air mission is flown by air subformations; " + w.sf_type(l.type).name + " is not one");
        }
    Hex at = u.hex;
    for (std::size_t i = 0; i < o.path.size(); ++i) {
        const std::string f = "path[" + n(static_cast<std::int64_t>(i)) + "]";
        if (!w.contains(o.path[i])) fail(f, "hex " + to_string(o.path[i]) + " is not on the map");
        else if (!direction_between(at, o.path[i])) fail(f, "hex " + to_string(o.path[i]) + " is not a neighbour of " + to_string(at));
        at = o.path[i];
    }
    if (o.to && !w.contains(*o.to)) fail("to", "hex " + to_string(*o.to) + " is not on the map");
    for (std::size_t i = 0; i < o.conquered.size(); ++i)
        if (!w.contains(o.conquered[i])) fail("conquered[" + n(static_cast<std::int64_t>(i)) + "]", "not on the map");
    return out;
}

Mover mover_for(const World& w, const Order& o, const AtRulings& r) {
    return make_mover(w, w.unit_index(o.unit), o.mission, o.carried, o.conquered, r);
}

MoveReport adjudicate_move(const World& world, const Order& o, const Rulings& rulings) {
    assert(validate_order(world, o).empty());
    const AtRulings r = at_rulings(rulings);
    World w = world;
    detach(w, o);
    const Mover m = mover_for(w, o, r);
    MoveReport report;
    report.unit = o.unit;
    report.start = report.end = w.units[static_cast<std::size_t>(m.unit)].hex;
    report.ap = w.units[static_cast<std::size_t>(m.unit)].ap;
    report.completed = true;
    for (std::size_t i = 0; i < o.path.size(); ++i) {
        const Hex from = report.end;
        const int dir = *direction_between(from, o.path[i]);
        Trace trace;
        const StepResult s = evaluate_step(w, m, from, dir, i + 1 == o.path.size(), r, &trace);
        StepReport step;
        step.from = from;
        step.to = o.path[i];
        for (const auto refusal : refusals_in(s.refused))
            step.refused.push_back({std::string(rule_of(refusal)), std::string(explain(refusal))});
        for (const auto& t : trace.terms) step.terms.push_back(describe_term(w, m, from, dir, t));
        if (s.allowed()) step.cost = s.cost;
        step.ruling = deciding_rulings(w, o, r, from, dir, i + 1 == o.path.size(), s);
        // at-ap-spend: a step is paid from the AP left; one the unit cannot pay is refused,
        // as the route search (route.cpp) never takes it.
        if (s.allowed() && report.total + s.cost > report.ap)
            step.refused.push_back({"at-ap-spend", "the step costs " + n(s.cost) + " AP and the unit has " +
                                                       n(report.ap - report.total) + " of its " + n(report.ap) + " left"});
        step.allowed = step.refused.empty();
        if (!step.allowed) {
            step.total = report.total;
            report.steps.push_back(std::move(step));
            report.completed = false;
            break;
        }
        report.total += s.cost;
        step.total = report.total;
        move_unit(w, m.unit, o.path[i]);
        report.end = o.path[i];
        // An air mission flies to its target and back: the implications are those of a move.
        if (!is_air_mission(m.mission)) step.consequences = implications(w, m, o.path[i], s, r);
        report.steps.push_back(std::move(step));
        if (s.battle) {
            report.completed = i + 1 == o.path.size();
            break;
        }
    }
    return report;
}

}  // namespace umpire::at
