// Reading the ends of a line of contact query (see contact_case.hpp).
#include "golden/contact_case.hpp"

#include <vector>

#include "model/text.hpp"

namespace umpire {
namespace {

Expected<gitm::ContactPoint> point(const GameState& state, const std::string& text, const std::string& field) {
    gitm::ContactPoint p;
    if (const auto square = parse_strat_square(text)) {
        if (!state.square(*square))
            return error("the case's state does not describe the square " + to_string(*square), field);
        p.square = *square;
        return p;
    }
    if (const auto id = parse_unit_id(text)) {
        const Unit* u = state.unit(*id);
        if (!u) return error("no unit " + to_string(*id) + " in the case's state", field);
        p.kind = gitm::ContactPointKind::Unit;
        p.name = to_string(*id);
        p.square = u->strategic;
        p.tactical = u->tactical;
        return p;
    }
    for (const StratSquareInfo& q : state.squares)
        if (q.city && *q.city == text) {
            p.kind = gitm::ContactPointKind::City;
            p.name = *q.city;
            p.square = q.square;
            p.tactical = q.city_square;
            p.besieged = q.besieged;
            return p;
        }
    return error("\"" + escape_text(text) + "\" is not a strategic square (like J2-Y4), a unit of the case's state "
                 "or the name of one of its cities",
                 field);
}

}  // namespace

Expected<ResolvedContact> resolve_contact(const GameState& state, const ContactQuery& q, const std::string& from_field,
                                          const std::string& to_field, const std::string& side_field) {
    std::vector<Diagnostic> errors;
    auto from = point(state, q.from, from_field);
    auto to = point(state, q.to, to_field);
    if (!from) errors.push_back(from.errors().front());
    if (!to) errors.push_back(to.errors().front());
    if (!errors.empty()) return Errors{errors};
    ResolvedContact r{q.side, *from, *to};
    // The side whose units the line is for: the unit's at an end, FROM's first.
    for (const gitm::ContactPoint* p : {&r.from, &r.to}) {
        if (p->kind != gitm::ContactPointKind::Unit) continue;
        const std::string& own = state.unit(*parse_unit_id(p->name))->state;
        if (!q.side.empty() && q.side != own)
            return error("the line is for the units of " + own + ", the state of " + p->name + "; leave out the side "
                         "or give " + own,
                         side_field);
        r.side = own;
        break;
    }
    if (r.side.empty())
        return error("neither end is a unit: give the side whose units the line is for (one of the case's states)",
                     side_field);
    if (!state.state(r.side)) return error("no state \"" + escape_text(r.side) + "\" in the case", side_field);
    return r;
}

}  // namespace umpire
