#include "golden/at_case.hpp"

#include "rules/at/draw.hpp"

namespace umpire::at {

Expected<World> prepare(const AtCase& c, bool route) {
    auto w = compile(c.scenario);
    if (!w) {
        Errors e = std::move(w).take_errors();
        for (auto& d : e.list) d.where.field = "scenario." + d.where.field;
        return e;
    }
    std::vector<Diagnostic> out = validate_order(*w, c.order);
    const auto fail = [&](std::string field, std::string what) { out.push_back(field_error(std::move(field), std::move(what))); };
    if (route) {
        if (!c.order.to) fail("", "a route order needs \"to\"");
        if (!c.order.path.empty()) fail("path", "a route order has \"to\", not a path");
        if (is_air_mission(c.order.mission)) fail("mission", "routes are found for moves and transfers");
    } else {
        if (c.order.path.empty()) fail("", "a move order needs a \"path\" of at least one hex");
        if (c.order.to) fail("to", "a move order has a \"path\", not \"to\"");
    }
    for (auto& d : out) d.where.field = "order" + (d.where.field.empty() ? "" : "." + d.where.field);
    if (!out.empty()) return Errors{std::move(out)};
    return w;
}

RouteReport route_report(const World& world, const Order& o, const Rulings& rulings) {
    const AtRulings r = at_rulings(rulings);
    World w = world;
    detach(w, o);
    const Mover m = mover_for(w, o, r);
    const auto& unit = w.units[static_cast<std::size_t>(m.unit)];
    RouteReport report{o.unit, unit.hex, *o.to, unit.ap, false, 0, {}, {}};
    const auto route = cheapest_route(w, m, *o.to, unit.ap, r);
    std::vector<Hex> hexes;
    if (route) {
        report.reachable = true;
        report.cost = route->cost;
        report.steps = route->steps;
        for (const auto& s : route->steps) hexes.push_back(s.hex);
    } else {
        hexes = {unit.hex, *o.to};
    }
    report.drawing = draw_route(w, hexes);
    return report;
}

}  // namespace umpire::at
