#pragma once
// The supply case and its report in JSON (kind "supply", golden/supply_case.hpp).
// Included at the end of case_json.hpp, whose describe() calls find these by argument
// lookup.
#include "golden/supply_case.hpp"
#include "rules/gitm/turn.hpp"
#include "model/json/json_io.hpp"

namespace umpire {

inline constexpr int kMaxSiegeMen = 1000000000;  // men around one city: all units at their largest
inline constexpr int kMaxLineLength = 1000;       // a line of contact, in squares

template <class IO>
void describe(IO& io, SupplyCase& c) {
    io.field("state", c.state);
    io.list_defaulted("orders", c.orders, kMaxOrderLines);
}

namespace gitm {
template <class IO>
void describe(IO& io, UnitComms& c) {
    io.field("via", c.via);
    io.optional("through", c.through);
    io.optional("city", c.city);
    io.number_defaulted("length", c.length, 0, kMaxLineLength, 0);
}
// What `umpire gitm supply --json` promises every reader (issue 16): whether the unit
// is in communications, its source as text (a unit id, a city, "requisition") or
// null, and whether it consumed a supply. Derived on writing; ignored on reading.
inline std::optional<std::string> source_text(const UnitSupply& u) {
    if (u.source_unit) return to_string(*u.source_unit);
    if (u.source_city) return u.source_city;
    if (u.consumed == Consumption::Requisition) return std::string("requisition");
    return std::nullopt;
}
template <class IO>
void describe(IO& io, UnitSupply& u) {
    io.field("id", u.unit);
    bool in = u.comms.in();
    io.field("in_communications", in);
    std::optional<std::string> source = source_text(u);
    io.nullable("source", source);
    bool consumed = u.consumed != Consumption::NotRequired && u.consumed != Consumption::Nothing;
    io.field("consumed", consumed);
    io.field("communications", u.comms);
    if constexpr (IO::loading) u.comms.unit = u.unit;  // not written twice: it is the unit's own id
    io.defaulted("choice", u.choice, SourceChoice::None);
    io.defaulted("ordered_invalid", u.ordered_invalid, false);
    io.optional("source_unit", u.source_unit);
    io.optional("source_city", u.source_city);
    io.number_defaulted("source_length", u.source_length, 0, kMaxLineLength, 0);
    io.defaulted("consumption", u.consumed, Consumption::NotRequired);
    io.number("carried_before", u.carried_before, 0, kMaxCarry);
    io.number("carried_after", u.carried_after, 0, kMaxCarry);
    io.number_optional("level", u.level, 0, kMaxCarry);
    io.number_defaulted("drew", u.drew, 0, kMaxCarry, 0);
    io.number_defaulted("unloaded", u.unloaded, 0, kMaxCarry, 0);
    io.defaulted("unload_refused", u.unload_refused, false);
    io.number_defaulted("deserters", u.deserters, 0, kMaxStrength, 0);
    io.number_defaulted("deserter_stragglers", u.deserter_stragglers, 0, kMaxStrength, 0);
    io.number_defaulted("deserter_prisoners", u.deserter_prisoners, 0, kMaxStrength, 0);
    io.defaulted("destroyed", u.destroyed, false);
    io.defaulted("ammunition_replenished", u.ammunition_replenished, false);
}
template <class IO>
void describe(IO& io, CitySupply& c) {
    io.field("square", c.square);
    io.field("city", c.city);
    io.field("owner", c.owner);
    io.defaulted("besieged", c.besieged, false);
    io.number("stores_before", c.stores_before, 0, kMaxStores);
    io.number("stores_after", c.stores_after, 0, kMaxStores);
}
template <class IO>
void describe(IO& io, ShipmentOutcome& s) {
    // A war minister's shipment names his state instead of a headquarters (rule 10.6).
    io.sparse("by", s.by, UnitId{});
    io.sparse("minister", s.minister, std::string{});
    io.number_defaulted("index", s.index, 0, kMaxShipments - 1, 0);
    io.field("from", s.from);
    io.field("to", s.to);
    io.number("ordered", s.ordered, 1, kMaxShipmentAmount);
    io.number("moved", s.moved, 0, kMaxShipmentAmount);
    io.field("route", s.route);
    io.number_optional("line_length", s.line_length, 0, kMaxLineLength);
    io.defaulted("refusal", s.refusal, ShipRefusal::None);
    io.defaulted("sea", s.sea, SeaBar::None);
    io.defaulted("ruling", s.rulings, RulingList{});
}
template <class IO>
void describe(IO& io, SiegeTest& t) {
    io.field("square", t.square);
    io.field("city", t.city);
    io.defaulted("before", t.before, false);
    io.defaulted("after", t.after, false);
    io.defaulted("defenders_present", t.defenders_present, false);
    io.number_defaulted("hostile", t.hostile, 0, kMaxSiegeMen, 0);
    io.number_defaulted("friendly", t.friendly, 0, kMaxSiegeMen, 0);
    io.number_optional("fort_capacity", t.fort_capacity, 1, kMaxFortCapacity);
}
template <class IO>
void describe(IO& io, SiegeChange& c) {
    io.field("after", c.step);
    io.number("number", c.number, 0, kStrategicPhases);
    io.field("test", c.test);
}
template <class IO>
void describe(IO& io, SiegeSurrender& s) {
    io.field("square", s.square);
    io.field("city", s.city);
    io.defaulted("without_supplies", s.without_supplies, false);
    io.defaulted("rolled", s.rolled, false);
    io.defaulted("surrendered", s.surrendered, false);
    io.list("garrison", s.garrison, kMaxUnits);
    io.number_defaulted("men", s.men, 0, kMaxSiegeMen, 0);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, SupplyCaseReport& r) {
    io.list_defaulted("units", r.units, kMaxUnits);
    io.list_defaulted("cities", r.cities, kMaxSquares);
    io.list_defaulted("sieges", r.sieges, kMaxSquares);
    io.list_sparse("shipments", r.shipments, kMaxUnits * kMaxShipments);
}

}  // namespace umpire
