#pragma once
// JSON form of case files and their outcomes (see model/json/json_io.hpp).
// Include only from serialization .cpp files.
#include <algorithm>
#include <array>
#include <type_traits>
#include <variant>

#include "golden/case_outcome.hpp"
#include "golden/turn_case.hpp"
#include "model/direction.hpp"
#include "model/json/model_json.hpp"
#include "model/order_text.hpp"
#include "model/text.hpp"
#include "rules/gitm/line.hpp"
#include "rules/rulings_json.hpp"

namespace umpire {

template <>
struct StringCodec<GridPoint> {
    static std::string write(const GridPoint& p) { return to_string(p); }
    static Expected<GridPoint> read(std::string_view t) { return parse_grid_point(t); }
};

template <class IO>
void describe(IO& io, DndQuery& q) {
    io.optional("from", q.from);
    io.optional("to", q.to);
    io.number_defaulted("diagonals", q.diagonals, 0, 1000000, std::int64_t{0});
    io.number_optional("speed", q.speed, 0, 100000);
    io.list_defaulted("path", q.path, 100000);
    optional_map_lines(io, "map", q.map, kGridMapMaxSide, [](const Diagnostic& d) {
        return "map[" + std::to_string(d.where.line > 0 ? d.where.line - 1 : 0) + "]";
    });
}
template <>
struct StringCodec<Seed> {
    // Seeds are 64-bit: written as 16 hex digits because JSON numbers above 2^53
    // do not survive every reader a game master might use.
    static std::string write(const Seed& s) {
        static constexpr char kHex[] = "0123456789abcdef";
        std::string out(16, '0');
        for (int i = 15; i >= 0; --i) out[static_cast<std::size_t>(15 - i)] = kHex[(s.value >> (4 * i)) & 0xf];
        return out;
    }
    static Expected<Seed> read(std::string_view t) {
        if (t.empty() || t.size() > 16) return error("a seed is 1 to 16 hex digits, e.g. \"00000000000000ff\"");
        std::uint64_t v = 0;
        for (char c : t) {
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (d < 0) return error("a seed is written in lower-case hex digits 0-9 a-f");
            v = (v << 4) | static_cast<std::uint64_t>(d);
        }
        return Seed{v};
    }
};


template <class IO>
void describe(IO& io, AlliedUnits& a) {
    io.field("square", a.square);
    io.number("count", a.count, 1, 24);  // rule 2.5: no square holds more
}

template <class IO>
void describe(IO& io, EntryQuery& q) {
    io.field("moving", q.moving);
    io.optional("request", q.request);
    io.optional("current", q.current);
    io.list_defaulted("enemies", q.enemies, kTacSquares);
    io.list_defaulted("allied", q.allied, kTacSquares);
    optional_map(io, "map", q.map);
    optional_map(io, "start_map", q.start_map);
    io.optional("start", q.start);
    io.optional("unit", q.unit);
    io.number_defaulted("turn", q.turn, 1, kMaxTurn, 1);
    io.number_defaulted("phase", q.phase, 0, 100, 0);
}

namespace gitm {
template <class IO>
void describe(IO& io, StrategicEntry& e) {
    io.field("unit", e.unit);
    io.field("to", e.to);
    io.optional("request", e.request);
    io.number_defaulted("phase", e.phase, 0, 100, 0);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, RulingChoice& r) {
    io.field("id", r.id);
    io.field("choice", r.choice);
}

// "params": {"fire-casualty-rate": 30}: each parameter of the register read when present,
// within its range; a name not in the register is an unknown field, located at its key.
template <class IO>
void describe(IO& io, ParamOverrides& o) {
    for (const auto& p : params_register())
        io.number_optional(p.name.data(), o.values[static_cast<std::size_t>(p.id)], p.min, p.max);
}

template <class IO>
void describe(IO& io, PlacementQuery& q) {
    io.field("unit", q.unit);
    io.field("strategic", q.strategic);
    io.field("tactical", q.tactical);
    io.optional("status", q.status);
    io.optional("in_fort", q.in_fort);
}

template <class IO>
void describe(IO& io, RecordedPhase& p) {
    io.field("step", p.step);
    io.number_defaulted("number", p.number, 0, kStrategicPhases, 0);
    io.field("state_hash", p.state_hash);
    io.number_defaulted("draws", p.draws, 0, INT64_MAX, std::uint64_t{0});
}
template <class IO>
void describe(IO& io, TurnRecord& r) {
    io.field("engine", r.engine);
    io.field("rules_signature", r.rules_signature);
    io.list("phases", r.phases, 64);
}

// Each kind's fields, in the order a case file is written.
template <class IO>
void describe(IO& io, PathCase& c) {
    io.field("from", c.from);
    io.field("to", c.to);
}
template <class IO>
void describe(IO& io, MoveCase& c) {
    io.field("state", c.state);
    io.field("order", c.order);
}
template <class IO>
void describe(IO& io, DndCase& c) {
    io.field("dnd", c.dnd);
}
template <class IO>
void describe(IO& io, EntryCase& c) {
    io.field("entry", c.entry);
}
template <class IO>
void describe(IO& io, StrategicEntryCase& c) {
    io.field("state", c.state);
    io.field("strategic_entry", c.strategic_entry);
}
template <class IO>
void describe(IO& io, SidesCase& c) {
    std::optional<TacticalMap> map;
    if constexpr (!IO::loading) map = c.map;
    optional_map(io, "map", map);
    // "map": [] reads as no map.
    if constexpr (IO::loading) {
        if (!map) throw FieldError{"a sides case needs a \"map\"", "kind"};
        c.map = std::move(*map);
    }
}
template <class IO>
void describe(IO& io, ContactQuery& q) {
    io.field("from", q.from);
    io.field("to", q.to);
    io.defaulted("side", q.side, std::string());
}
template <class IO>
void describe(IO& io, ReportCase& c) {
    io.field("state", c.state);
    io.list_defaulted("viewers", c.viewers, kMaxUnits);
    io.defaulted("player", c.player, std::string());
}
template <class IO>
void describe(IO& io, ContactCase& c) {
    io.field("state", c.state);
    io.field("contact", c.contact);
}
template <class IO>
void describe(IO& io, gitm::ContactPoint& p) {
    io.field("kind", p.kind);
    io.defaulted("name", p.name, std::string());
    io.field("square", p.square);
    io.optional("tactical", p.tactical);
    io.defaulted("besieged", p.besieged, false);
}
namespace gitm {
template <class IO>
void describe(IO& io, Detection& d) {
    io.field("unit", d.unit);
    io.field("by", d.by);
    io.number("distance", d.distance, 0, kStratColumns);
    io.field("exact", d.exact);
}
template <class IO>
void describe(IO& io, StackSighting& s) {
    io.field("square", s.square);
    io.number("units", s.units, 1, kMaxUnits);
    io.number("reported", s.reported, 1, 2 * kMaxUnits);
    io.field("size", s.size);
    io.number_defaulted("divisions", s.divisions, 0, kMaxUnits, 0);
    io.field("letters", s.letters);
}
template <class IO>
void describe(IO& io, StrategicView& v) {
    io.list("viewers", v.viewers, kMaxUnits);
    io.list("detections", v.detections, kMaxUnits);
    io.list("stacks", v.stacks, kMaxUnits);
    io.list("shown", v.shown, kMaxSquares);
    io.defaulted("ruling", v.rulings, RulingList{});
}
template <class IO>
void describe(IO& io, FriendOnMap& f) {
    io.field("unit", f.unit);
    io.field("at", f.at);
}
template <class IO>
void describe(IO& io, TacticalSighting& s) {
    io.field("unit", s.unit);
    io.field("state", s.state);
    io.field("at", s.at);
    io.field("identified", s.identified);
}
template <class IO>
void describe(IO& io, TacticalMapView& m) {
    io.field("square", m.square);
    io.list("eyes", m.eyes, kMaxUnits);
    io.list("friends", m.friends, kMaxUnits);
    io.list("sighted", m.sighted, kMaxUnits);
}
template <class IO>
void describe(IO& io, MinisterSighting& s) {
    io.field("reported", s.reported);
    io.field("truth", s.truth);
    io.number("error", s.error, 0, kStratColumns);
    io.field("unit", s.unit);
}
template <class IO>
void describe(IO& io, MinisterReport& r) {
    io.field("state", r.state);
    io.number("turn", r.turn, INT32_MIN, INT32_MAX);
    io.list("headquarters", r.headquarters, kMaxUnits);
    io.list("troops", r.troops, kMaxUnits);
}
template <class IO>
void describe(IO& io, TacticalView& v) {
    io.list("maps", v.maps, kMaxSquares);
    io.defaulted("ruling", v.rulings, RulingList{});
}
}  // namespace gitm
template <class IO>
void describe(IO& io, gitm::ContactReport& r) {
    io.field("side", r.side);
    io.field("from", r.from);
    io.field("to", r.to);
    io.field("found", r.found);
    io.number("length", r.length, 0, kStratColumns * kStratRows);
    io.list_defaulted("line", r.line, static_cast<std::size_t>(kStratColumns * kStratRows));
    io.defaulted("stopped", r.stopped, gitm::ContactStop::None);
    io.defaulted("bar", r.bar, gitm::ContactBar::None);
    io.optional("at", r.at);
    io.list_defaulted("from_exits", r.from_exits, enum_count<Direction>);
    io.list_defaulted("to_exits", r.to_exits, enum_count<Direction>);
    io.field("ruling", r.ruling);
}
template <class IO>
void describe(IO& io, StackingCase& c) {
    io.field("state", c.state);
    io.field("placement", c.placement);
}
template <class IO>
void describe(IO& io, RestackCase& c) {
    io.field("state", c.state);
}
template <class IO>
void describe(IO& io, AtKindCase& c) {
    io.field("at", c.at);
}
template <class IO>
void describe(IO& io, OrdersCase& c) {
    io.field("state", c.state);
    io.list_defaulted("orders", c.orders, kMaxOrderLines);
}
template <class IO>
void describe(IO& io, PhaseCase& c) {
    io.field("state", c.state);
    io.number("phase", c.phase, 1, kTacticalPhases);
    io.number_optional("through", c.through, 1, kTacticalPhases);
    io.list_defaulted("orders", c.orders, kMaxOrderLines);
}
// Defined in golden/combat_json.hpp (included at the end): declared here, before the
// case file's and the outcome's describe(), which clang instantiates on the spot.
template <class IO>
void describe(IO& io, CombatCase& c);
template <class IO>
void describe(IO& io, CombatCaseReport& r);
template <class IO>
void describe(IO& io, CombatRecord& r);
// Likewise golden/supply_json.hpp.
template <class IO>
void describe(IO& io, SupplyCase& c);
template <class IO>
void describe(IO& io, SupplyCaseReport& r);
namespace gitm {
template <class IO>
void describe(IO& io, UnitSupply& u);
template <class IO>
void describe(IO& io, CitySupply& c);
template <class IO>
void describe(IO& io, SiegeChange& c);
template <class IO>
void describe(IO& io, SiegeSurrender& s);
}  // namespace gitm

template <class IO>
void describe(IO& io, TurnCase& c) {
    io.field("state", c.state);
    io.list_defaulted("orders", c.orders, kMaxOrderLines);
    io.optional("seed_commitment", c.seed_commitment);
    io.optional("seed_nonce", c.seed_nonce);
    io.optional("recorded", c.recorded);
}

namespace gitm {
template <class IO>
void describe(IO& io, LineUnit& u) {
    io.field("id", u.id);
    io.number("men", u.men, 0, kMaxStrength);
    io.number_defaulted("batteries", u.batteries, 0, kMaxBatteries, 0);
    io.optional("line", u.wanted);
}
template <class IO>
void describe(IO& io, LineKey& k) {
    io.number_defaulted("turn", k.turn, 1, kMaxTurn, 1);
    io.number_defaulted("phase", k.phase, 1, kTacticalPhases, 1);
    io.defaulted("strategic", k.strategic, StratSquare{});
    io.defaulted("square", k.square, TacSquare{});
    io.number_defaulted("side", k.side, 0, 1, 0);
}
template <class IO>
void describe(IO& io, UnitLoss& l) {
    io.field("unit", l.unit);
    io.number("men", l.men, 0, kMaxStrength);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, CombatLinesCase& c) {
    io.list_defaulted("directions", c.directions, enum_count<Direction>);
    io.list("units", c.units, kMaxUnits);
    io.defaulted("battle", c.battle, gitm::LineKey{});
    io.list_defaulted("losses", c.losses, kMaxUnits);
}

// The top-level names a describe() visits, gathered without reading or writing, and
// which of them must be present.
struct CaseFieldNames {
    static constexpr bool loading = false;
    std::vector<std::string_view> names;
    std::vector<std::string_view> required;
    template <class T>
    void field(const char* n, T&) { need(n); }
    template <class T>
    void optional(const char* n, T&) { names.emplace_back(n); }
    template <class T>
    void defaulted(const char* n, T&, const T&) { names.emplace_back(n); }
    template <class T>
    void number(const char* n, T&, std::int64_t, std::int64_t) { need(n); }
    template <class T>
    void number_defaulted(const char* n, T&, std::int64_t, std::int64_t, T) { names.emplace_back(n); }
    template <class T>
    void number_optional(const char* n, T&, std::int64_t, std::int64_t) { names.emplace_back(n); }
    template <class T>
    void list(const char* n, T&, std::size_t) { need(n); }
    template <class T>
    void list_defaulted(const char* n, T&, std::size_t) { names.emplace_back(n); }

private:
    void need(const char* n) {
        names.emplace_back(n);
        required.emplace_back(n);
    }
};

// The fields of a case of kind `k`, besides those every case has (gathered once).
inline const CaseFieldNames& case_fields_of(CaseKind k) {
    static const auto table = [] {
        std::array<CaseFieldNames, enum_count<CaseKind>> t;
        for (const CaseKind each : enum_values<CaseKind>()) {
            auto payload = payload_of_kind(each);
            std::visit([&](auto& p) { describe(t[static_cast<std::size_t>(each)], p); }, payload);
        }
        return t;
    }();
    return table[static_cast<std::size_t>(k)];
}
inline const std::vector<std::string_view>& case_fields(CaseKind k) { return case_fields_of(k).names; }

// "a phase case needs "state" and "phase"", for the required fields missing.
template <class IO>
void require_case_fields(IO& io, CaseKind kind) {
    std::vector<std::string> missing;
    for (const auto field : case_fields_of(kind).required) {
        const std::string f(field);
        if (!io.present(f.c_str())) missing.push_back("\"" + f + "\"");
    }
    if (missing.empty()) return;
    std::string what = a_case_of(kind) + " needs " + join(missing, ", ", " and ");
    if (kind == CaseKind::Phase && !io.present("phase")) what += "; \"phase\" is the first tactical phase to resolve (1-5)";
    throw FieldError{std::move(what), "kind"};
}

// The error for a field that only other kinds of case have: it names the field, the
// kind given and the kinds that have the field. Empty when no kind has it (then it is
// an unknown field) or `kind` has it.
inline std::string field_of_other_kinds(std::string_view field, CaseKind kind) {
    std::vector<CaseKind> owners;
    for (const CaseKind k : enum_values<CaseKind>()) {
        const auto& fields = case_fields(k);
        if (std::find(fields.begin(), fields.end(), field) != fields.end()) owners.push_back(k);
    }
    if (owners.empty() || std::find(owners.begin(), owners.end(), kind) != owners.end()) return {};
    const std::string who = owners.size() == 1
                                ? a_case_of(owners.front()) + " has it"
                                : join(owners, ", ", " and ", [](CaseKind k) { return name(k); }) + " cases have it";
    std::string what = a_case_of(kind) + " has no top-level \"" + std::string(field) + "\": only " + who;
    const auto& own = case_fields(kind);
    if (field == "order" && std::find(own.begin(), own.end(), "orders") != own.end())
        what += "; this kind has \"orders\", the order file's lines";
    return what;
}

// A case is read as its kind's payload: the fields every case has, then the kind's own.
// A field of another kind is refused before the payload is read, at that field.
template <class IO>
void describe(IO& io, CaseFile& c) {
    io.number("schema_version", c.schema_version, kCaseSchemaVersion, kCaseSchemaVersion);
    CaseKind kind = c.kind();
    io.field("kind", kind);
    io.field("title", c.title);
    io.list("rules", c.rules, 64);
    io.list_defaulted("rulings", c.rulings, kRulingCount);
    io.defaulted("params", c.params, ParamOverrides{});
    io.defaulted("seed", c.seed, Seed{});
    if constexpr (IO::loading) {
        for (const CaseKind k : enum_values<CaseKind>())
            for (const auto field : case_fields(k)) {
                const std::string f(field);
                if (!io.present(f.c_str())) continue;
                if (auto what = field_of_other_kinds(field, kind); !what.empty()) throw FieldError{std::move(what), f};
            }
        require_case_fields(io, kind);
        c.payload = payload_of_kind(kind);
    }
    std::visit([&](auto& p) { describe(io, p); }, c.payload);
}

namespace gitm {

template <class IO>
void describe(IO& io, PathReport& r) {
    io.field("from", r.from);
    io.field("to", r.to);
    io.field("kind", r.kind);
    io.list("points", r.points, kMaxSteps);
    io.list("terrain_squares", r.terrain_squares, kMaxSteps);
    io.list("unit_squares", r.unit_squares, kTacSquares);
    io.list("drawing", r.drawing, kTacSize);
}

template <class IO>
void describe(IO& io, Event& e) {
    io.field("kind", e.kind);
    io.field("rule", e.rule);
    io.defaulted("ruling", e.ruling, RulingList{});
    io.field("unit", e.unit);
    io.list_defaulted("squares", e.squares, kTacSquares);
    io.list_defaulted("others", e.others, kMaxUnits);
    io.number_defaulted("amount", e.amount, 0, kMaxFatigue + 100, 0);
}

template <class IO>
void describe(IO& io, Combat& c) {
    io.field("square", c.square);
    io.field("initiator", c.initiator);
    io.list("attackers", c.attackers, kMaxUnits);
    io.list("defenders", c.defenders, kMaxUnits);
}

template <class IO>
void describe(IO& io, MoveOutcome& m) {
    io.field("unit", m.unit);
    io.field("result", m.result);
    io.field("from", m.from);
    io.field("end", m.end);
    io.field("straight_line", m.straight_line);
    io.optional("combat", m.combat);
    io.list("events", m.events, 256);
}

}  // namespace gitm

template <class IO>
void describe(IO& io, SweepReport& s) {
    io.list("drawing", s.drawing, kTacSize);
    io.list("unit_blocks", s.unit_blocks, kTacSquares);
    io.list("terrain_blocks", s.terrain_blocks, kTacSquares);
}

template <class IO>
void describe(IO& io, DndSquareFeet& s) {
    io.field("square", s.square);
    io.number("feet", s.feet, 0, INT64_MAX);
}

template <class IO>
void describe(IO& io, DndReport& r) {
    io.defaulted("reachable", r.reachable, true);
    io.number("feet", r.feet, 0, INT64_MAX);
    io.number("diagonals", r.diagonals, 0, INT64_MAX);
    io.list_defaulted("squares", r.squares, 1000000);
}

template <class IO>
void describe(IO& io, EntryTraceLine& t) {
    io.field("step", t.step);
    io.field("square", t.square);
    io.field("verdict", t.verdict);
    io.field("cause", t.cause);
    io.field("rule", t.rule);
}

template <class IO>
void describe(IO& io, EntryReport& r) {
    io.field("square", r.square);
    io.defaulted("fallback", r.fallback, false);
    io.defaulted("side_adjusted", r.side_adjusted, false);
    io.list("trace", r.trace, gitm::kMaxEntryTries);
    io.list("drawing", r.drawing, kTacSize);
    io.list_defaulted("side_rule", r.side_rule, kMaxUnits);
}

namespace gitm {
template <class IO>
void describe(IO& io, SideExits& e) {
    io.field("side", e.side);
    io.number("squares", e.squares, 0, kTacSquares);
    io.list("free", e.free, enum_count<Direction>);
    io.list("crossing", e.crossing, enum_count<Direction>);
}
template <class IO>
void describe(IO& io, CrossingSides& c) {
    io.field("square", c.square);
    io.field("sides", c.sides);
}
template <class IO>
void describe(IO& io, SidesReport& r) {
    io.list("drawing", r.drawing, kTacSize);
    io.list("sides", r.sides, kTacSquares);
    io.list_defaulted("crossings", r.crossings, kTacSquares);
}
}  // namespace gitm


namespace gitm {

template <class IO>
void describe(IO& io, StackCounts& n) {
    io.number("tactical_units", n.tactical_units, 0, kMaxUnits);
    io.number("tactical_allied", n.tactical_allied, 0, kMaxUnits);
    io.number("strategic_active", n.strategic_active, 0, kMaxUnits);
    io.number("strategic_inactive", n.strategic_inactive, 0, kMaxUnits);
    io.number("inactive_cap", n.inactive_cap, kMaxInactive, kMaxInactiveWithCity);
}

template <class IO>
void describe(IO& io, RestackMove& m) {
    io.field("unit", m.unit);
    io.field("strategic", m.strategic);
    io.field("from", m.from);
    io.field("to", m.to);
    io.defaulted("left_fort", m.left_fort, false);
}

template <class IO>
void describe(IO& io, RestackLeftover& l) {
    io.field("strategic", l.strategic);
    io.field("tactical", l.tactical);
    io.field("limit", l.limit);
}

}  // namespace gitm

template <class IO>
void describe(IO& io, StackingReport& r) {
    io.field("allowed", r.allowed);
    io.defaulted("rule", r.rule, std::string());
    io.defaulted("limit", r.limit, StackLimit::None);
    io.list_defaulted("waived", r.waived, enum_count<StackLimit>);
    io.field("counts", r.counts);
}

template <class IO>
void describe(IO& io, RestackReport& r) {
    io.list("moves", r.moves, kMaxUnits);
    io.list_defaulted("leftovers", r.leftovers, kMaxSquares * kTacSquares);
}

namespace gitm {
template <class IO>
void describe(IO& io, DeskSubmission& s) {
    io.number("line", s.line, 1, INT32_MAX);
    // A war minister's form names his state instead of a unit (rule 10.6).
    io.sparse("unit", s.unit, UnitId{});
    io.sparse("minister", s.minister, std::string{});
    io.field("sender", s.sender);
    io.field("at", s.at);
    io.field("verdict", s.verdict);
    io.defaulted("role", s.role, Role::None);
    io.field("rule", s.rule);
    io.field("reason", s.reason);
    io.number_defaulted("superseded_by", s.superseded_by, 0, INT32_MAX, 0);
}
template <class IO>
void describe(IO& io, DeskOrders& o) {
    io.sparse("unit", o.unit, UnitId{});
    io.sparse("minister", o.minister, std::string{});
    io.number_defaulted("line", o.line, 0, INT32_MAX, 0);
    io.field("rule", o.rule);
    io.list("orders", o.orders, 64);
}
template <class IO>
void describe(IO& io, OrderDeskReport& r) {
    io.list_defaulted("errors", r.errors, kMaxOrderErrors + 1);
    io.list_defaulted("submissions", r.submissions, kMaxSubmissions);
    io.list("orders", r.orders, kMaxUnits);
}
}  // namespace gitm

// Bounds of a phase snapshot: generous, as only a reader of a hand-edited
// snapshot meets them; the resolver stays far inside.
inline constexpr std::size_t kMaxPhaseEvents = kMaxUnits * 64;
inline constexpr std::int64_t kMaxInitiativeNumber = 1000;

namespace gitm {
// An event with its strategic square first and the Event's own fields after it.
template <class IO>
void describe(IO& io, PhaseEvent& e) {
    io.field("strategic", e.strategic);
    describe(io, e.event);
}
template <class IO>
void describe(IO& io, BattleSide& s) {
    io.list("units", s.units, kMaxUnits);
    io.list_defaulted("moved", s.moved, kMaxUnits);
    io.defaulted("defending", s.defending, false);
}
template <class IO>
void describe(IO& io, Battle& b) {
    io.field("strategic", b.strategic);
    io.field("square", b.square);
    io.field("initiator", b.initiator);
    io.field("initiators", b.initiators);
    io.field("opponents", b.opponents);
    io.field("stance", b.stance);
}
template <class IO>
void describe(IO& io, MoveReport& r) {
    io.field("mover", r.mover);
    io.field("strategic", r.strategic);
    io.field("from", r.from);
    io.field("to", r.to);
    io.list_defaulted("whole", r.whole, kMaxUnits);
    io.list_defaulted("start_only", r.start_only, kMaxUnits);
    io.list_defaulted("end_only", r.end_only, kMaxUnits);
}
template <class IO>
void describe(IO& io, PresenceReport& r) {
    io.field("mover", r.mover);
    io.field("strategic", r.strategic);
    io.field("at", r.at);
    io.field("arrival", r.arrival);
    io.list_defaulted("told_friends", r.told_friends, kMaxUnits);
    io.list_defaulted("told_others", r.told_others, kMaxUnits);
}
template <class IO>
void describe(IO& io, UnitPhase& u) {
    io.field("unit", u.unit);
    io.field("strategic", u.strategic);
    io.field("from", u.from);
    io.field("to", u.to);
    io.defaulted("kind", u.kind, MoveKind::None);
    io.defaulted("supported", u.supported, false);
    io.number_defaulted("fatigue_before", u.fatigue_before, 0, kMaxFatigue, 0);
    io.number_defaulted("fatigue_after", u.fatigue_after, 0, kMaxFatigue, 0);
    io.number_defaulted("initiative", u.initiative, 0, kMaxInitiativeNumber, 0);
    io.number_defaulted("order", u.order, 0, kMaxUnits, 0);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, PhaseRecord& p) {
    io.number("phase", p.phase, 1, kTacticalPhases);
    io.list_defaulted("events", p.events, kMaxPhaseEvents);
    io.list_defaulted("battles", p.battles, kMaxUnits);
    io.list_defaulted("reports", p.reports, kMaxPhaseEvents);
    io.list_defaulted("units", p.units, kMaxUnits);
}
template <class IO>
void describe(IO& io, PhaseCaseReport& r) {
    io.list("phases", r.phases, kTacticalPhases);
    io.list_defaulted("units", r.units, kMaxUnits);
}


namespace gitm {
template <class IO>
void describe(IO& io, StratEvent& e) {
    io.field("kind", e.kind);
    io.field("rule", e.rule);
    io.defaulted("ruling", e.ruling, RulingList{});
    io.field("unit", e.unit);
    io.list_defaulted("squares", e.squares, 8);
    io.list_defaulted("tactical", e.tactical, kTacSquares);
    io.list_defaulted("others", e.others, kMaxUnits);
    io.number_defaulted("amount", e.amount, 0, kMaxStrength, 0);
    io.number_optional("fatigue", e.fatigue, 0, kMaxFatigue);
}
template <class IO>
void describe(IO& io, UnitStep& u) {
    io.field("unit", u.unit);
    io.number_defaulted("order", u.order, 0, kMaxUnits, 0);
    io.defaulted("kind", u.kind, StepKind::None);
    io.defaulted("moved", u.moved, false);
    io.field("from", u.from);
    io.field("to", u.to);
    io.field("entry", u.entry);
    io.number_defaulted("fatigue_before", u.fatigue_before, 0, kMaxFatigue, 0);
    io.number_defaulted("fatigue_after", u.fatigue_after, 0, kMaxFatigue, 0);
}
template <class IO>
void describe(IO& io, TurnPhase& p) {
    io.field("step", p.step);
    io.number_defaulted("number", p.number, 0, kStrategicPhases, 0);
    io.defaulted("adjudicated", p.adjudicated, true);
    io.field("rule", p.rule);
    io.field("state_hash", p.state_hash);
    io.number_defaulted("draws", p.draws, 0, INT64_MAX, std::uint64_t{0});
}
template <class IO>
void describe(IO& io, StatusEvent& e) {
    io.field("unit", e.unit);
    io.field("action", e.action);
    io.field("result", e.result);
    io.field("rule", e.rule);
    io.optional("other", e.other);
    io.number_defaulted("strength_after", e.strength_after, 0, kMaxStrength, 0);
    io.number_defaulted("batteries_after", e.batteries_after, 0, kMaxBatteries, 0);
    io.number_defaulted("excess_men", e.excess_men, 0, kMaxStrength, 0);
    io.number_defaulted("excess_batteries", e.excess_batteries, 0, kMaxBatteries, 0);
    io.number_defaulted("lost_abroad", e.lost_abroad, 0, kMaxStrength, 0);
}
template <class IO>
void describe(IO& io, TurnEnd& e) {
    io.field("unit", e.unit);
    io.number_defaulted("fatigue_before", e.fatigue_before, 0, kMaxFatigue, 0);
    io.number_defaulted("fatigue_after", e.fatigue_after, 0, kMaxFatigue, 0);
    io.number_defaulted("experience_before", e.experience_before, 0, kMaxExperience, 0);
    io.number_defaulted("experience_after", e.experience_after, 0, kMaxExperience, 0);
    io.number_defaulted("squares_marched", e.squares_marched, 0, kStrategicPhases + 1, 0);
    io.number_sparse("stragglers_before", e.stragglers_before, 0, kMaxStrength, 0);
    io.number_sparse("stragglers_after", e.stragglers_after, 0, kMaxStrength, 0);
    io.number_sparse("morale_before", e.morale_before, kMinMorale, kMaxMorale, kStartMorale);
    io.number_sparse("morale_after", e.morale_after, kMinMorale, kMaxMorale, kStartMorale);
}
template <class IO>
void describe(IO& io, ReformEvent& e) {
    io.field("unit", e.unit);
    io.field("kind", e.kind);
    io.field("square", e.square);
    io.number("turns_before", e.turns_before, 0, kMaxReformTurns);
    io.number("turns_after", e.turns_after, 0, kMaxReformTurns);
    io.number_defaulted("failed", e.failed, 0, kReformAttempts, 0);
    io.defaulted("supply", e.supply, false);
    io.defaulted("communications", e.communications, false);
    io.defaulted("no_room", e.no_room, StackLimit::None);
    io.optional("stepped_to", e.stepped_to);
    io.optional("enemy", e.enemy);
    io.optional("city", e.city);
    io.optional("to", e.to);
    io.number_defaulted("drawn", e.drawn, 0, kShatterMoveMax, 0);
    io.defaulted("destroyed", e.destroyed, ShatterDestroyed::None);
    io.number_defaulted("prisoners", e.prisoners, 0, kMaxStrength, 0);
    io.defaulted("ruling", e.rulings, RulingList{});
}
template <class IO>
void describe(IO& io, WakeEvent& e) {
    io.field("unit", e.unit);
    io.field("square", e.square);
    io.field("by", e.by);
    io.defaulted("late", e.late, false);
    io.defaulted("no_room", e.no_room, StackLimit::None);
    io.optional("stepped_to", e.stepped_to);
    io.defaulted("ruling", e.rulings, RulingList{});
}
template <class IO>
void describe(IO& io, WakeChange& c) {
    io.field("after", c.step);
    io.number_defaulted("number", c.number, 0, kStrategicPhases, 0);
    io.field("event", c.event);
}
template <class IO>
void describe(IO& io, ReformChange& c) {
    io.field("after", c.step);
    io.number_defaulted("number", c.number, 0, kStrategicPhases, 0);
    io.field("event", c.event);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, StrategicRecord& r) {
    io.number("phase", r.phase, 0, kStrategicPhases);
    io.list_defaulted("events", r.events, kMaxPhaseEvents);
    io.list_defaulted("units", r.units, kMaxUnits);
    io.list_sparse("reports", r.reports, 2 * kMaxUnits * kMaxUnits);
}
template <class IO>
void describe(IO& io, TurnCaseReport& r) {
    io.list("phases", r.phases, 64);
    io.list_sparse("orders", r.orders, 3 * kMaxUnits);
    io.list("tactical", r.tactical, kTacticalPhases);
    io.list("strategic", r.strategic, kStrategicPhases + 1);
    io.list_defaulted("combat", r.combat, kTacticalPhases);
    io.list_defaulted("end", r.end, kMaxUnits);
    io.list_defaulted("units", r.units, kMaxUnits);
    io.list_defaulted("battles", r.battles, kMaxSquares);
    io.list_sparse("supply", r.supply, kMaxUnits);
    io.list_sparse("cities", r.cities, kMaxSquares);
    io.list_sparse("shipments", r.shipments, kMaxUnits * kMaxShipments);
    io.list_sparse("sieges", r.sieges, kMaxSquares);
    io.list_sparse("surrenders", r.surrenders, kMaxSquares);
    io.list_sparse("reforming", r.reforming, kMaxUnits * 8);
    io.list_sparse("wakes", r.wakes, kMaxUnits);
}

namespace gitm {
template <class IO>
void describe(IO& io, LinePart& p) {
    io.number("men", p.men, 0, kMaxStrength);
    io.number("artillerists", p.artillerists, 0, kMaxStrength);
    io.number("spaces", p.spaces, 0, std::int64_t{kMaxStrength} * kArtillerySpaces * kMaxUnits);
}
template <class IO>
void describe(IO& io, UnitLines& u) {
    io.field("unit", u.unit);
    io.field("wanted", u.wanted);
    io.field("line", u.line);
    io.defaulted("front", u.front, LinePart{});
    io.defaulted("second", u.second, LinePart{});
    io.defaulted("rear", u.rear, LinePart{});
    io.defaulted("uncounted", u.uncounted, LinePart{});
}
template <class IO>
void describe(IO& io, LineDraw& d) {
    io.field("line", d.line);
    io.field("unit", d.unit);
    io.number("pool", d.pool, 1, kMaxUnits);
}
// The capacities are the report's own fields: not repeated here.
template <class IO>
void describe(IO& io, SideLines& s) {
    io.list("units", s.units, kMaxUnits);
    io.list_defaulted("draws", s.draws, 2);
    io.field("front", s.front);
    io.field("second", s.second);
    io.field("rear", s.rear);
    io.field("uncounted", s.uncounted);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, CombatLinesReport& r) {
    io.field("directions", r.directions);
    io.number("front_spaces", r.front_spaces, 0, INT32_MAX);
    io.number("second_spaces", r.second_spaces, 0, INT32_MAX);
    io.number("rear_spaces", r.rear_spaces, 0, INT32_MAX);
    io.defaulted("ruling", r.ruling, RulingList{});
    io.field("lines", r.lines);
    io.optional("refilled", r.refilled);
    // The lines' capacities are written once, as the report's own fields: reading
    // gives them back to the lines (JsonOut only reads, so it leaves them alone).
    if constexpr (std::is_same_v<IO, JsonIn>) {
        const gitm::Frontage capacity{r.front_spaces, r.second_spaces, r.rear_spaces};
        r.lines.capacity = capacity;
        if (r.refilled) r.refilled->capacity = capacity;
    }
}

template <class IO>
void describe(IO& io, CaseOutcome& o) {
    io.number("schema_version", o.schema_version, kCaseSchemaVersion, kCaseSchemaVersion);
    io.field("kind", o.kind);
    io.optional("path", o.path);
    io.optional("move", o.move);
    io.optional("sweep", o.sweep);
    io.optional("dnd", o.dnd);
    io.optional("entry", o.entry);

    io.optional("sides", o.sides);
    io.optional("stacking", o.stacking);
    io.optional("restack", o.restack);
    io.optional("at_move", o.at_move);
    io.optional("at_route", o.at_route);
    io.optional("order_desk", o.order_desk);
    io.optional("phase_run", o.phase_run);
    io.optional("turn_run", o.turn_run);
    io.optional("combat_lines", o.combat_lines);
    io.optional("combat", o.combat);
    io.optional("supply", o.supply);
    io.optional("contact", o.contact);
    io.optional("report", o.report);
    io.optional("tactical", o.tactical);
    io.list_sparse("minister", o.minister, 1024);
}

}  // namespace umpire

#include "golden/at_case_json.hpp"  // Advanced Tactics (kinds at-move, at-route)
#include "golden/combat_json.hpp"   // combat (chapter 9)
#include "golden/supply_json.hpp"   // supply (chapter 10)
