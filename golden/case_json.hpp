#pragma once
// JSON form of case files and their outcomes (see model/json/json_io.hpp).
// Include only from serialization .cpp files.
#include "golden/case_outcome.hpp"
#include "model/json/model_json.hpp"
#include "rules/gitm/line.hpp"

namespace umpire {

inline std::string_view case_kind_name(CaseKind k) { return name(k); }
template <> struct StringCodec<CaseKind> : EnumCodec<CaseKind, kCaseKindCount, case_kind_name, case_kind_from_name> {};
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
    std::vector<std::string> lines;
    if constexpr (!IO::loading) {
        if (q.map) lines = q.map->to_lines();
    }
    io.list_defaulted("map", lines, kGridMapMaxSide);
    if constexpr (IO::loading) {
        q.map.reset();
        if (!lines.empty()) {
            auto map = GridMap::from_lines(lines);
            if (!map) {
                const auto& d = map.errors().front();
                throw FieldError{d.what, "map[" + std::to_string(d.where.line > 0 ? d.where.line - 1 : 0) + "]"};
            }
            q.map = std::move(map).value();
        }
    }
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
void describe(IO& io, RulingChoice& r) {
    io.field("id", r.id);
    io.field("choice", r.choice);
}

template <class IO>
void describe(IO& io, CaseFile& c) {
    io.number("schema_version", c.schema_version, kCaseSchemaVersion, kCaseSchemaVersion);
    io.field("kind", c.kind);
    io.field("title", c.title);
    io.list("rules", c.rules, 64);
    io.list_defaulted("rulings", c.rulings, kRulingCount);
    io.defaulted("seed", c.seed, Seed{});
    io.optional("from", c.from);
    io.optional("to", c.to);
    io.optional("state", c.state);
    io.optional("order", c.order);
    io.optional("dnd", c.dnd);
    io.optional("at", c.at);
}

inline std::string_view event_kind_name(gitm::EventKind k) { return gitm::name(k); }
inline std::optional<gitm::EventKind> event_kind_from_name(std::string_view s) {
    for (int i = 0; i < gitm::kEventKindCount; ++i)
        if (gitm::name(static_cast<gitm::EventKind>(i)) == s) return static_cast<gitm::EventKind>(i);
    return std::nullopt;
}
inline std::string_view result_name(gitm::MoveResult r) { return gitm::name(r); }
inline std::optional<gitm::MoveResult> result_from_name(std::string_view s) {
    for (int i = 0; i < 5; ++i)
        if (gitm::name(static_cast<gitm::MoveResult>(i)) == s) return static_cast<gitm::MoveResult>(i);
    return std::nullopt;
}

template <> struct StringCodec<gitm::EventKind>
    : EnumCodec<gitm::EventKind, gitm::kEventKindCount, event_kind_name, event_kind_from_name> {};
template <> struct StringCodec<gitm::MoveResult> : EnumCodec<gitm::MoveResult, 5, result_name, result_from_name> {};

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
    io.defaulted("ruling", e.ruling, std::string());
    io.field("unit", e.unit);
    io.list_defaulted("squares", e.squares, kTacSquares);
    io.list_defaulted("others", e.others, kMaxUnits);
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
void describe(IO& io, CaseOutcome& o) {
    io.number("schema_version", o.schema_version, kCaseSchemaVersion, kCaseSchemaVersion);
    io.field("kind", o.kind);
    io.optional("path", o.path);
    io.optional("move", o.move);
    io.optional("sweep", o.sweep);
    io.optional("dnd", o.dnd);
    io.optional("at_move", o.at_move);
    io.optional("at_route", o.at_route);
}

}  // namespace umpire

#include "golden/at_case_json.hpp"  // Advanced Tactics (kinds at-move, at-route)
