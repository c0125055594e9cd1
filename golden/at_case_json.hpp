#pragma once
// JSON form of Advanced Tactics scenarios, orders and reports (rules/at), for case
// files and the `umpire at` commands. Included at the end of golden/case_json.hpp,
// whose GridPoint codec it uses; include that instead.
#include "golden/at_case.hpp"
#include "model/json/model_json.hpp"

namespace umpire {

namespace at {

inline constexpr std::int64_t kMaxStat = 1000000000;
inline const std::string kNoName;

template <class IO> void describe(IO& io, RuleVariables& v) {
    io.defaulted("rv41", v.rv41, kNoName);
    io.defaulted("rv100", v.rv100, false);
    io.number_defaulted("rv307", v.rv307, 0, kMaxStat, std::int64_t{0});
    io.defaulted("rv326", v.rv326, false);
    io.defaulted("rv526", v.rv526, false);
    io.defaulted("rv814", v.rv814, false);
    io.number_defaulted("rv843", v.rv843, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("no_fuel_multiplier", v.no_fuel_multiplier, 1, 1000, std::int64_t{1});
}
template <class IO> void describe(IO& io, NamedCost& c) {
    io.field("name", c.name);
    io.number("cost", c.cost, 0, kMaxCost);
}
template <class IO> void describe(IO& io, Landscape& l) {
    io.field("name", l.name);
    io.field("glyph", l.glyph);
    io.defaulted("sea", l.sea, false);
    io.defaulted("paradrop", l.paradrop, false);
    io.number_defaulted("entrench", l.entrench, 0, kMaxStat, std::int64_t{0});
}
template <class IO> void describe(IO& io, MovementType& m) {
    io.field("name", m.name);
    io.number_defaulted("modifier", m.modifier, 0, kMaxPercent, std::int64_t{100});
    io.list_defaulted("landscape", m.landscape, kMaxNames);
    io.list_defaulted("road", m.road, kMaxNames);
    io.list_defaulted("river", m.river, kMaxNames);
}
template <class IO> void describe(IO& io, Regime& r) {
    io.field("name", r.name);
    io.field("glyph", r.glyph);
}
template <class IO> void describe(IO& io, RegimeRelation& r) {
    io.field("a", r.a);
    io.field("b", r.b);
    io.field("relation", r.stance);
}
template <class IO> void describe(IO& io, SubformationType& t) {
    io.field("name", t.name);
    io.field("theatre", t.theatre);
    io.field("movement_type", t.movement_type);
    io.defaulted("hq", t.hq, false);
    io.number_defaulted("weight", t.weight, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("carry", t.carry, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("carrier", t.carrier, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("move_redux", t.move_redux, 0, 100, std::int64_t{0});
    io.number_defaulted("power", t.power, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("fuel", t.fuel, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("readiness_loss", t.readiness_loss, 0, 100, std::int64_t{0});
}
template <class IO> void describe(IO& io, Location& l) {
    io.field("hex", l.hex);
    io.defaulted("harbour", l.harbour, false);
    io.defaulted("airfield", l.airfield, false);
    io.defaulted("hq", l.hq, kNoName);
    io.defaulted("production", l.production, kNoName);
    io.number_defaulted("damage", l.damage, 0, 100, std::int64_t{0});
}
template <class IO> void describe(IO& io, HexEvent& e) {
    io.field("hex", e.hex);
    io.number("event", e.event, 1, kMaxStat);
}
template <class IO> void describe(IO& io, HexSide& s) {
    io.field("a", s.a);
    io.field("b", s.b);
    io.defaulted("road", s.road, kNoName);
    io.defaulted("river", s.river, kNoName);
    io.defaulted("bridge", s.bridge, false);
}
template <class IO> void describe(IO& io, HexPenalty& p) {
    io.field("hex", p.hex);
    io.defaulted("regime", p.regime, kNoName);
    io.number_defaulted("ap", p.ap, 0, kMaxCost, std::int64_t{0});
    io.number_defaulted("zoc", p.zoc, 0, kMaxCost, std::int64_t{0});
}
template <class IO> void describe(IO& io, Shroud& s) {
    io.field("regime", s.regime);
    io.list("lines", s.lines, kMaxMapSide);
}
template <class IO> void describe(IO& io, SubformationLine& l) {
    io.field("type", l.type);
    io.number_defaulted("count", l.count, 1, kMaxCount, std::int64_t{1});
    io.number_defaulted("readiness", l.readiness, 0, 100, std::int64_t{100});
}
template <class IO> void describe(IO& io, Unit& u) {
    io.field("id", u.id);
    io.field("regime", u.regime);
    io.field("hex", u.hex);
    io.list("subformations", u.subformations, kMaxLines);
    io.number_defaulted("supply", u.supply, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("fuel", u.fuel, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("ap", u.ap, 0, kMaxStat, std::int64_t{0});
    io.number_defaulted("entrench", u.entrench, 0, kMaxStat, std::int64_t{0});
    io.defaulted("hidden", u.hidden, false);
}
template <class IO> void describe(IO& io, Scenario& s) {
    io.defaulted("variables", s.variables, RuleVariables{});
    io.list("landscapes", s.landscapes, kMaxNames);
    io.list_defaulted("road_types", s.road_types, kMaxNames);
    io.list_defaulted("river_types", s.river_types, kMaxNames);
    io.list("movement_types", s.movement_types, kMaxNames);
    io.list("regimes", s.regimes, kMaxNames);
    io.list_defaulted("relations", s.relations, kMaxNames * kMaxNames);
    io.list("subformation_types", s.subformation_types, kMaxNames);
    io.list("map", s.map, kMaxMapSide);
    io.list_defaulted("owners", s.owners, kMaxMapSide);
    io.list_defaulted("locations", s.locations, kMaxHexEntries);
    io.list_defaulted("events", s.events, kMaxHexEntries);
    io.list_defaulted("sides", s.sides, kMaxHexEntries);
    io.list_defaulted("penalties", s.penalties, kMaxHexEntries);
    io.list_defaulted("shroud", s.shroud, kMaxNames);
    io.list_defaulted("units", s.units, kMaxUnits);
}
template <class IO> void describe(IO& io, Order& o) {
    io.field("unit", o.unit);
    io.defaulted("mission", o.mission, Mission::Move);
    io.list_defaulted("moving", o.moving, kMaxLines);
    io.list_defaulted("carried", o.carried, kMaxLines);
    io.list_defaulted("path", o.path, kMaxHexEntries);
    io.optional("to", o.to);
    io.list_defaulted("conquered", o.conquered, kMaxHexEntries);
}

template <class IO> void describe(IO& io, Consequence& c) {
    io.field("rule", c.rule);
    io.field("what", c.what);
}
template <class IO> void describe(IO& io, CostTerm& t) {
    io.field("rule", t.rule);
    io.field("what", t.what);
    io.number_optional("cost", t.cost, 0, INT64_MAX);
}
template <class IO> void describe(IO& io, Refused& r) {
    io.field("rule", r.rule);
    io.field("why", r.why);
}
template <class IO> void describe(IO& io, StepReport& s) {
    io.field("from", s.from);
    io.field("to", s.to);
    io.field("allowed", s.allowed);
    io.list_defaulted("refused", s.refused, enum_count<Refusal> + 1);  // and at-ap-spend
    io.list_defaulted("terms", s.terms, 10000);
    io.number_optional("cost", s.cost, 0, INT64_MAX);
    io.number("total", s.total, 0, INT64_MAX);
    io.list_defaulted("consequences", s.consequences, 10000);
    // Named only on a step a ruling decided, like "cost" only on a priced one: the
    // snapshots of steps no ruling decides read as before the field existed.
    std::optional<RulingList> ruling;
    if (!s.ruling.empty()) ruling = s.ruling;
    io.optional("ruling", ruling);
    if (ruling) s.ruling = *ruling;
}
template <class IO> void describe(IO& io, MoveReport& m) {
    io.field("unit", m.unit);
    io.field("from", m.start);  // a move's start is "from" in every output (gitm move, phase, turn, dnd)
    io.field("end", m.end);
    io.field("completed", m.completed);
    io.number("total", m.total, 0, INT64_MAX);
    io.number("ap", m.ap, 0, INT64_MAX);
    io.list("steps", m.steps, kMaxHexEntries);
}
template <class IO> void describe(IO& io, RouteStep& s) {
    io.field("hex", s.hex);
    io.number("cost", s.cost, 0, INT64_MAX);
}
template <class IO> void describe(IO& io, RouteReport& r) {
    io.field("unit", r.unit);
    io.field("from", r.from);
    io.field("to", r.to);
    io.number("ap", r.ap, 0, INT64_MAX);
    io.field("reachable", r.reachable);
    io.number_defaulted("cost", r.cost, 0, INT64_MAX, std::int64_t{0});
    io.list_defaulted("steps", r.steps, kMaxHexEntries);
    io.list("drawing", r.drawing, 2 * kMaxMapSide + 1);
}
template <class IO> void describe(IO& io, AtCase& c) {
    io.field("scenario", c.scenario);
    io.field("order", c.order);
}

}  // namespace at
}  // namespace umpire
