#pragma once
// JSON form of the model types: string codecs for the value types and describe()
// for the records (see model/json/json_io.hpp). Field order here is file order.
// Include only from serialization .cpp files.
#include <string>

#include "model/game_state.hpp"
#include "model/json/json_io.hpp"
#include "model/order_form.hpp"
#include "model/orders.hpp"
#include "model/seed.hpp"
#include "model/text.hpp"

namespace umpire {

template <>
struct StringCodec<TacSquare> {
    static std::string write(const TacSquare& s) { return to_string(s); }
    static constexpr std::size_t kPrintedMost = ShortText::kCapacity;
    static char* print(char* at, const TacSquare& s) noexcept { return print_text(at, s); }
    static Expected<TacSquare> read(std::string_view t) { return parse_tac_square(t); }
};
template <>
struct StringCodec<StratSquare> {
    static std::string write(const StratSquare& s) { return to_string(s); }
    static constexpr std::size_t kPrintedMost = ShortText::kCapacity;
    static char* print(char* at, const StratSquare& s) noexcept { return print_text(at, s); }
    static Expected<StratSquare> read(std::string_view t) { return parse_strat_square(t); }
};
template <>
struct StringCodec<UnitId> {
    static std::string write(const UnitId& s) { return to_string(s); }
    static constexpr std::size_t kPrintedMost = ShortText::kCapacity;
    static char* print(char* at, const UnitId& s) noexcept { return print_text(at, s); }
    static Expected<UnitId> read(std::string_view t) { return parse_unit_id(t); }
};

// Enums are written by name; an unknown name is an error that lists the valid ones.
template <class E, int N, auto Name, auto Parse>
struct EnumCodec {
    static std::string write(const E& e) { return std::string(Name(e)); }
    static std::string_view view(const E& e) { return Name(e); }
    static Expected<E> read(std::string_view t) {
        if (auto v = Parse(t)) return *v;
        std::string names;
        for (int i = 0; i < N; ++i) names += (i ? ", " : "") + std::string(Name(static_cast<E>(i)));
        return error("unknown name " + quote_input(t) + "; expected one of: " + names);
    }
};

// Every enum declared with UMPIRE_NAMED_ENUM (model/named_enum.hpp) is written by its name.
template <NamedEnum E>
struct StringCodec<E> : EnumCodec<E, enum_count<E>, enum_name<E>, enum_from_name<E>> {};

inline constexpr std::size_t kMaxSquares = 16000;  // the whole 140x110 map fits
inline constexpr std::size_t kMaxStates = 64;
inline constexpr std::size_t kMaxRelations = kMaxStates * (kMaxStates - 1) / 2;
inline constexpr std::size_t kMaxUnits = 10000;

template <class IO>
void describe(IO& io, PolityState& s) {
    io.field("id", s.id);
    io.optional("home", s.home);
}

template <class IO>
void describe(IO& io, RelationEntry& r) {
    io.field("a", r.a);
    io.field("b", r.b);
    io.field("relation", r.relation);
    // A relation is symmetric, so a file may name the pair in either order; the
    // state keeps it as a < b (GameState::relation, check_invariants).
    if constexpr (IO::loading)
        if (r.b < r.a) std::swap(r.a, r.b);
}

// A map's glyph lines; a bad glyph or line is reported at NAME[row].
inline TacticalMap map_from_field(const std::vector<std::string>& lines, const char* name) {
    auto map = TacticalMap::from_lines(lines);
    if (!map) {
        const auto& d = map.errors().front();
        throw FieldError{d.what, name + d.where.field};
    }
    return *map;
}

template <class IO>
void describe(IO& io, ShipCount& c) {
    io.field("state", c.state);
    io.number("ships", c.ships, 0, kMaxShips);
}

template <class IO>
void describe(IO& io, SeaArea& a) {
    io.field("name", a.name);
    io.list_defaulted("adjacent", a.adjacent, kMaxSeaAreas);
    io.list_sparse("raiding", a.raiding, kMaxStates);
    io.list_sparse("convoying", a.convoying, kMaxStates);
}

template <class IO>
void describe(IO& io, StratSquareInfo& q) {
    io.field("square", q.square);
    io.field("nation", q.nation);
    io.field("owner", q.owner);
    io.defaulted("terrain", q.terrain, StratTerrain::Open);
    io.defaulted("guatemala", q.guatemala, false);
    io.optional("city", q.city);
    io.optional("city_square", q.city_square);
    io.number_defaulted("fort", q.fort, 0, kMaxFort, 0);
    io.number_optional("fort_capacity", q.fort_capacity, 1, kMaxFortCapacity);
    io.defaulted("besieged", q.besieged, false);
    io.number_sparse("stores", q.stores, 0, kMaxStores, 0);
    io.defaulted("north_of_rio_grande", q.north_of_rio_grande, false);
    io.optional("port", q.port);
    io.list_sparse("ships_in_port", q.ships_in_port, kMaxStates);
    std::vector<std::string> lines;
    if constexpr (!IO::loading) lines = q.map.to_lines();
    io.field("map", lines);
    if constexpr (IO::loading) q.map = map_from_field(lines, "map");
}

// An optional map written as a NAME list of glyph lines, absent when there is no
// map; `where` turns the map's own diagnostic into the field below NAME.
template <class IO, class Map, class Where>
void optional_map_lines(IO& io, const char* name, std::optional<Map>& map, std::size_t max_lines, Where where) {
    std::vector<std::string> lines;
    if constexpr (!IO::loading) {
        if (map) lines = map->to_lines();
    }
    io.list_defaulted(name, lines, max_lines);
    if constexpr (IO::loading) {
        map.reset();
        if (!lines.empty()) {
            auto parsed = Map::from_lines(lines);
            if (!parsed) throw FieldError{parsed.errors().front().what, where(parsed.errors().front())};
            map = std::move(parsed).value();
        }
    }
}

// An optional tactical map; a bad glyph or line is reported at NAME[row].
template <class IO>
void optional_map(IO& io, const char* name, std::optional<TacticalMap>& m) {
    optional_map_lines(io, name, m, kTacSize, [name](const Diagnostic& d) { return name + d.where.field; });
}

template <class IO>
void describe(IO& io, MoveProgress& m) {
    io.field("destination", m.destination);
    io.field("leg_from", m.leg_from);
    io.number_defaulted("steps", m.steps, 0, kTacSize - 1, 0);
    io.defaulted("past_waypoint", m.past_waypoint, false);
    io.number_defaulted("done_phase", m.done_phase, 0, kTacticalPhases, 0);
}

template <class IO>
void describe(IO& io, MarchLoad& l) {
    io.defaulted("supplies", l.supplies, false);
    io.defaulted("out_of_communications", l.out_of_communications, false);
}

template <class IO>
void describe(IO& io, MarchProgress& m) {
    io.field("turn_start", m.turn_start);
    io.number_defaulted("moves", m.moves, 0, kStrategicPhases + 1, 0);
    io.number_defaulted("squares", m.squares, 0, kStrategicPhases + 1, 0);
    io.defaulted("forced", m.forced, false);
    io.number_defaulted("delay", m.delay, 0, kStrategicPhases, 0);
    io.defaulted("withdrew", m.withdrew, false);
    io.defaulted("halted", m.halted, false);
    io.optional("resume", m.resume);
    io.optional("pursuing", m.pursuing);
    io.number_optional("start_strength", m.start_strength, 0, kMaxStrength);
    io.optional("start_load", m.start_load);
}

template <class IO>
void describe(IO& io, Reforming& r) {
    io.number("turns", r.turns, 0, kMaxReformTurns);
    io.number_defaulted("failed", r.failed, 0, kReformAttempts - 1, 0);
}

template <class IO>
void describe(IO& io, Unit& u) {
    io.field("id", u.id);
    io.field("state", u.state);
    io.number("strength", u.strength, 0, kMaxStrength);
    io.number_defaulted("batteries", u.batteries, 0, kMaxBatteries, 0);
    io.number_defaulted("fatigue", u.fatigue, 0, kMaxFatigue, 0);
    io.number("initiative", u.initiative, kMinInitiative, kMaxInitiative);
    io.defaulted("status", u.status, UnitStatus::Active);
    io.field("strategic", u.strategic);
    io.field("tactical", u.tactical);
    io.defaulted("in_fort", u.in_fort, false);
    io.optional("home_city", u.home_city);
    io.optional("communications", u.communications);
    io.optional("move", u.move);
    io.defaulted("engage_stopped", u.engage_stopped, false);
    io.number_defaulted("experience", u.experience, 0, kMaxExperience, 0);
    io.number_defaulted("supplies", u.supplies, 0, kMaxCarry, 0);
    io.defaulted("out_of_communications", u.out_of_communications, false);
    io.optional("supply_unit", u.supply_unit);
    io.optional("supply_city", u.supply_city);
    io.number_defaulted("stragglers", u.stragglers, 0, kMaxStrength, 0);
    io.sparse("quality", u.quality, Quality::Average);
    io.number_sparse("morale", u.morale, kMinMorale, kMaxMorale, kStartMorale);
    io.number_sparse("ammunition", u.ammunition, 0, kMaxAmmunition, kMaxAmmunition);
    io.number_sparse("killed", u.killed, 0, kMaxCasualties, 0);
    io.number_sparse("wounded", u.wounded, 0, kMaxCasualties, 0);
    io.number_sparse("prisoners", u.prisoners, 0, kMaxCasualties, 0);
    io.optional("march", u.march);
    io.optional("reforming", u.reforming);
}

template <>
struct StringCodec<Timestamp> {
    static std::string write(const Timestamp& t) { return to_string(t); }
    static Expected<Timestamp> read(std::string_view t) { return parse_timestamp(t); }
};
template <>
struct StringCodec<PasswordHash> {
    static std::string write(const PasswordHash& h) { return to_string(h); }
    static Expected<PasswordHash> read(std::string_view t) { return parse_password_hash(t); }
};

template <class IO>
void describe(IO& io, Player& p) {
    io.field("name", p.name);
    io.field("password", p.password);
}
template <class IO>
void describe(IO& io, Assignment& a) {
    io.field("unit", a.unit);
    io.field("commander", a.commander);
    io.optional("deputy", a.deputy);
}
template <class IO>
void describe(IO& io, Reassignment& r) {
    io.field("at", r.at);
    io.field("assignment", r.assignment);
}
template <class IO>
void describe(IO& io, PasswordChange& c) {
    io.field("at", c.at);
    io.field("player", c.player);
    io.field("password", c.password);
}
template <class IO>
void describe(IO& io, WarMinister& m) {
    io.field("state", m.state);
    io.field("player", m.player);
}
template <class IO>
void describe(IO& io, Credentials& c) {
    io.list_defaulted("players", c.players, kMaxPlayers);
    io.list_defaulted("assignments", c.assignments, kMaxUnits);
    io.list_defaulted("reassignments", c.reassignments, kMaxCredentialChanges);
    io.list_defaulted("password_changes", c.password_changes, kMaxCredentialChanges);
    io.list_sparse("war_ministers", c.war_ministers, kMaxStates);
}

template <class IO>
void describe(IO& io, GameState& s) {
    io.number("turn", s.turn, 1, kMaxTurn);
    io.defaulted("deployment", s.deployment, false);
    io.sparse("turn_kind", s.turn_kind, TurnKind::Campaign);
    io.sparse("logistics", s.logistics, Logistics::Recorded);
    io.list("states", s.states, kMaxStates);
    io.list_defaulted("relations", s.relations, kMaxRelations);
    io.list("squares", s.squares, kMaxSquares);
    io.list_defaulted("units", s.units, kMaxUnits);
    io.list_defaulted("battles_last_turn", s.battles_last_turn, kMaxSquares);
    io.list_sparse("sea_areas", s.sea_areas, kMaxSeaAreas);
    io.optional("credentials", s.credentials);
}

template <class IO>
void describe(IO& io, TacticalMoveOrder& o) {
    io.field("unit", o.unit);
    io.optional("waypoint", o.waypoint);
    io.field("destination", o.destination);
    io.defaulted("offensive", o.offensive, OffensiveMode::Skirmish);
}

}  // namespace umpire
