// The report files of one player (see report_text.hpp).
#include "app/report_text.hpp"

#include <algorithm>
#include <charconv>
#include <concepts>
#include <string_view>

#include "model/json/json_writer.hpp"
#include "model/short_text.hpp"
#include "model/text.hpp"
#include "model/text_buffer.hpp"

namespace umpire {
namespace {

using gitm::Happening;
using gitm::HappeningKind;
using gitm::PlayerReport;

// The rulings behind what the reader saw, by code, each once.
std::vector<std::string_view> ruling_codes(const PlayerReport& r) {
    std::vector<std::string_view> out;
    for (const RulingList* list : {&r.rulings, &r.strategic.rulings, &r.tactical.rulings})
        for (RulingId id : *list) out.push_back(code(id));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// A war minister's reported squares in their own order: listed in the order of the
// true ones, a square out of place would give its error away.
std::vector<StratSquare> reported_squares(const std::vector<gitm::MinisterSighting>& sightings) {
    std::vector<StratSquare> out;
    out.reserve(sightings.size());
    for (const auto& s : sightings) out.push_back(s.reported);
    std::sort(out.begin(), out.end());
    return out;
}

// A tactical square as a happening prints it: empty where there is none.
ShortText square_or_empty(TacSquare s) { return s.valid() ? short_text(s) : ShortText{}; }
// Whether two such squares print the same.
bool same_text(TacSquare a, TacSquare b) { return a.valid() ? b.valid() && a == b : !b.valid(); }
// What has a text of its own printed straight into a writer's buffer: squares and
// unit ids (model/square.hpp, model/unit.hpp), a million of them in a campaign's
// reports (issue 17).
template <class T>
concept Printable = requires(char* p, const T& v) {
    { print_text(p, v) } -> std::same_as<char*>;
};

// The JSON file: the layout JsonOut gives a described value, written field by field
// from the report itself rather than from a copy of it in strings (issue 17: a
// campaign's 200 reports name a million squares and units). Every field is always
// present, a string, number or flag, so a tool reading it needs no knowledge of
// the engine's types.
class ReportJson {
public:
    explicit ReportJson(std::size_t capacity) : w_(capacity) {}

    void text(std::string_view name, std::string_view v) {
        w_.name(name);
        w_.string(v);
    }
    // A square or a unit id; an empty string where it is not `shown` (a unit the
    // reader may not name, a square he did not see, a square that is none).
    template <Printable T>
    void text(std::string_view name, const T& v, bool shown = true) {
        w_.name(name);
        if (shown)
            w_.printed(ShortText::kCapacity, [&v](char* p) { return print_text(p, v); });
        else
            w_.string({});
    }
    void number(std::string_view name, std::int64_t v) {
        w_.name(name);
        w_.int64(v);
    }
    void flag(std::string_view name, bool v) {
        w_.name(name);
        w_.boolean(v);
    }
    // A member that is an object, its fields written by `fields`.
    template <class Fields>
    void object(std::string_view name, Fields fields) {
        w_.name(name);
        w_.begin_object();
        fields();
        w_.end();
    }
    // A list of objects, each one's fields written by `fields`.
    template <class Range, class Fields>
    void objects(std::string_view name, const Range& items, Fields fields) {
        w_.name(name);
        w_.begin_array();
        for (const auto& item : items) {
            w_.begin_object();
            fields(item);
            w_.end();
        }
        w_.end();
    }
    // A list of strings: squares, unit ids or codes.
    template <class Range>
    void texts(std::string_view name, const Range& items) {
        w_.name(name);
        w_.begin_array();
        for (const auto& item : items) {
            if constexpr (std::convertible_to<decltype(item), std::string_view>)
                w_.string(item);
            else
                w_.printed(ShortText::kCapacity, [&item](char* p) { return print_text(p, item); });
        }
        w_.end();
    }
    [[nodiscard]] std::string finish() && { return std::move(w_).finish("\n"); }

private:
    JsonWriter w_;
};

void write_happening(ReportJson& j, const Happening& h) {
    j.text("step", gitm::name(h.step));
    j.number("number", h.number);
    j.text("kind", gitm::name(h.kind));
    j.text("rule", h.rule);
    j.text("outcome", h.outcome);
    j.text("strategic_from", h.strategic_from);
    j.text("strategic_to", h.strategic_to);
    j.text("from", h.from, h.from.valid());
    j.text("to", h.to, h.to.valid());
    j.number("strength_before", h.strength_before);
    j.number("strength_after", h.strength_after);
}

void write_unit(ReportJson& j, const gitm::UnitStatusReport& u) {
    j.text("unit", u.unit);
    j.flag("in_game", u.in_game);
    j.text("square", u.strategic);
    j.text("tactical", u.tactical);
    j.text("status", name(u.status));
    j.flag("in_fort", u.in_fort);
    j.number("strength", u.strength);
    j.number("batteries", u.batteries);
    j.number("fatigue", u.fatigue);
    j.number("morale", u.morale);
    j.number("ammunition", u.ammunition);
    j.number("supplies", u.supplies);
    j.number("experience", u.experience);
    j.number("stragglers", u.stragglers);
    j.number("killed", u.killed);
    j.number("wounded", u.wounded);
    j.number("prisoners", u.prisoners);
    j.flag("out_of_communications", u.out_of_communications);
    j.text("supply_unit", u.supply_unit.value_or(UnitId{}), u.supply_unit.has_value());
    j.text("supply_city", u.supply_city ? std::string_view(*u.supply_city) : std::string_view());
    j.objects("happened", u.happened, [&](const Happening& h) { write_happening(j, h); });
}

std::string json_of(const PlayerReport& r, int turn, const std::vector<OwnSubmission>& own, std::size_t capacity) {
    ReportJson j(capacity);
    j.text("player", r.player);
    j.number("turn", turn);
    j.texts("command", r.command);
    j.object("strategic", [&] {
        j.texts("viewers", r.strategic.viewers);
        j.texts("shown", r.strategic.shown);
        j.objects("friends", r.friends_at, [&](const auto& f) {
            j.text("unit", f.first);
            j.text("square", f.second);
        });
        j.objects("others", r.strategic.stacks, [&](const gitm::StackSighting& s) {
            j.text("square", s.square);
            j.text("size", gitm::name(s.size));
            j.number("divisions", s.divisions);
            j.text("letters", s.letters);
        });
    });
    j.objects("tactical", r.tactical.maps, [&](const gitm::TacticalMapView& m) {
        j.text("square", m.square);
        j.texts("eyes", m.eyes);
        j.objects("friends", m.friends, [&](const gitm::FriendOnMap& f) {
            j.text("unit", f.unit);
            j.text("square", f.at);
        });
        j.objects("sighted", m.sighted, [&](const gitm::TacticalSighting& s) {
            j.text("unit", s.unit, s.identified);
            j.text("state", s.state);
            j.text("type", name(s.type));
            j.text("at", s.at);
        });
    });
    j.objects("moves", r.moves, [&](const gitm::SeenMove& m) {
        j.number("phase", m.phase);
        j.text("square", m.square);
        j.text("unit", m.mover, m.identified);
        j.text("state", m.state);
        j.text("type", name(m.type));
        j.text("from", m.from, m.start_seen);
        j.text("to", m.to, m.end_seen);
    });
    j.objects("marches", r.marches, [&](const gitm::SeenMarch& m) {
        j.number("phase", m.phase);
        j.text("square", m.square);
        j.text("event", m.arrival ? "arrival" : "departure");
        j.text("unit", m.mover, m.identified);
        j.text("state", m.state);
        j.text("type", name(m.type));
        j.text("at", m.at);
    });
    j.objects("units", r.units, [&](const gitm::UnitStatusReport& u) { write_unit(j, u); });
    j.objects("minister", r.minister, [&](const gitm::MinisterReport& m) {
        j.text("state", m.state);
        j.number("turn", m.turn);
        j.texts("headquarters", reported_squares(m.headquarters));
        j.texts("troops", reported_squares(m.troops));
    });
    j.objects("submissions", own, [&](const OwnSubmission& s) {
        j.text("file", s.file);
        j.number("line", s.line);
        j.text("unit", s.unit);
        j.text("verdict", s.verdict);
        j.text("rule", s.rule);
        j.text("reason", s.reason);
    });
    j.texts("rulings", ruling_codes(r));
    return std::move(j).finish();
}

// The text appended through a cursor (TextBuffer): an ostringstream paid a stream
// sentry and a locale lookup for every piece, a third of the time of a campaign's
// 200 reports (issue 17), and std::string::append a check and a terminator.
class TextOut {
public:
    TextOut& operator<<(std::string_view s) {
        out_.append(s);
        return *this;
    }
    TextOut& operator<<(const char* s) { return *this << std::string_view(s); }
    TextOut& operator<<(const ShortText& s) { return *this << s.view(); }
    TextOut& operator<<(char c) {
        out_.append(c);
        return *this;
    }
    TextOut& operator<<(std::integral auto v) {
        out_.print(24, [v](char* p) { return std::to_chars(p, p + 24, v).ptr; });
        return *this;
    }
    template <Printable T>
    TextOut& operator<<(const T& v) {
        out_.print(ShortText::kCapacity, [&v](char* p) { return print_text(p, v); });
        return *this;
    }
    [[nodiscard]] std::string take() && { return std::move(out_).take(); }

private:
    TextBuffer out_{1 << 16};
};

std::string size_words(const gitm::StackSighting& s) {
    return s.size == gitm::StackSize::Divisions ? std::to_string(s.divisions) + " divisions" : std::string(gitm::name(s.size));
}

std::string when(const Happening& h) {
    switch (h.step) {
        case gitm::TurnStep::Tactical: return "tactical phase " + std::to_string(h.number);
        case gitm::TurnStep::Combat: return "combat after tactical phase " + std::to_string(h.number);
        case gitm::TurnStep::Strategic: return "strategic phase " + std::to_string(h.number);
        default: return std::string(gitm::name(h.step));
    }
}

// A unit the reader may not name as "STATE TYPE", else by its id (and with
// `described`, its state and type beside it).
void write_unit_words(TextOut& o, bool identified, const UnitId& id, const std::string& state, UnitType type,
                      bool described) {
    if (!identified) {
        o << state << " " << name(type);
        return;
    }
    o << id;
    if (described) o << " (" << state << " " << name(type) << ")";
}

void write_happening(TextOut& o, const Happening& h) {
    const ShortText sf = short_text(h.strategic_from), st = short_text(h.strategic_to);
    const ShortText from = square_or_empty(h.from), to = square_or_empty(h.to);
    o << "      " << when(h) << ": ";
    switch (h.kind) {
        case HappeningKind::TacticalMove:
            if (same_text(h.from, h.to))
                o << "stayed at " << from << " in " << sf << " (its " << h.outcome << " move made no headway)";
            else
                o << "moved (" << h.outcome << ") " << from << " to " << to << " in " << sf;
            break;
        case HappeningKind::StrategicMove:
            o << "marched (" << h.outcome << ") " << sf << " to " << st;
            if (h.to.valid()) o << ", entering at " << to;
            break;
        case HappeningKind::Battle:
        case HappeningKind::MassRout:
            if (h.kind == HappeningKind::Battle)
                o << "battle at " << sf << " " << from;
            else
                o << "its side broke at " << sf;
            o << ": " << h.outcome << ", men " << h.strength_before << " to " << h.strength_after;
            if (h.strategic_to != h.strategic_from || !same_text(h.to, h.from)) o << ", now at " << st << " " << to;
            break;
        case HappeningKind::OrdersPhase: o << h.outcome; break;
        default:
            o << gitm::name(h.kind) << ": " << h.outcome << " at " << sf;
            if (h.to.valid()) o << " " << to;
    }
    o << " (rule " << h.rule << ")\n";
}

void write_unit(TextOut& o, const gitm::UnitStatusReport& u) {
    o << "  " << u.unit;
    if (!u.in_game) {
        o << ": no longer in the game\n";
    } else {
        o << " at " << u.strategic << " " << u.tactical << (u.in_fort ? " (in the fort)" : "")
          << ", " << name(u.status) << "\n    men " << u.strength << ", batteries " << u.batteries << ", fatigue "
          << u.fatigue << ", morale " << u.morale << ", ammunition " << u.ammunition << ", supplies " << u.supplies
          << ", experience " << u.experience << "\n    stragglers " << u.stragglers << ", killed " << u.killed
          << ", wounded " << u.wounded << ", prisoners " << u.prisoners << "\n    supply source: ";
        if (u.supply_unit)
            o << "headquarters " << *u.supply_unit;
        else if (u.supply_city && !u.supply_city->empty())
            o << "city " << escape_text(*u.supply_city);
        else
            o << "none found";
        o << (u.out_of_communications ? "; out of communications" : "") << "\n";
    }
    for (const auto& h : u.happened) write_happening(o, h);
}

std::string text_of(const PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    TextOut o;
    o << "Report for " << escape_text(r.player) << " after turn " << turn << "\n";
    if (!own.empty()) {
        o << "\nYour submissions (rules 3.4, 6.1, 6.2, 6.10)\n";
        for (const auto& s : own) {
            o << "  " << escape_text(s.file) << ":" << s.line << " " << escape_text(s.unit) << ": " << s.verdict;
            if (!s.rule.empty()) o << " (rule " << s.rule << ")";
            if (!s.reason.empty()) o << ": " << escape_text(s.reason);
            o << "\n";
        }
    }

    o << "\nYour units (rule 10.11)\n";
    if (r.units.empty()) o << "  none\n";
    for (const auto& u : r.units) write_unit(o, u);

    o << "\nStrategic report (rules 4.1, 4.6)\n";
    if (r.strategic.viewers.empty()) {
        o << "  no active unit to detect anything (rules 11.3, 12.3)\n";
    } else {
        o << "  seen by:";
        for (const auto& id : r.strategic.viewers) o << " " << id;
        o << "\n  squares shown: " << r.strategic.shown.size() << " (within " << gitm::kPositionReach << " squares)\n";
        for (const auto& [id, square] : r.friends_at) o << "  friend " << id << " at " << square << "\n";
        for (const auto& s : r.strategic.stacks)
            o << "  at " << s.square << ": " << size_words(s) << " (" << s.letters << ")\n";
    }

    o << "\nTactical maps (rules 4.2, 4.6)\n";
    if (r.tactical.maps.empty()) o << "  none\n";
    for (const auto& m : r.tactical.maps) {
        o << "  map " << m.square << "\n    friends:";
        for (const auto& f : m.friends) o << " " << f.unit << "@" << f.at;
        o << "\n";
        if (m.eyes.empty()) o << "    nobody there sights (rules 4.2, 11.3, 12.3)\n";
        for (const auto& s : m.sighted) {
            o << "    sighted ";
            write_unit_words(o, s.identified, s.unit, s.state, s.type, true);
            o << " at " << s.at << "\n";
        }
    }

    o << "\nMoves seen (rule 4.4)\n";
    if (r.moves.empty()) o << "  none\n";
    for (const auto& m : r.moves) {
        o << "  tactical phase " << m.phase << ", map " << m.square << ": ";
        write_unit_words(o, m.identified, m.mover, m.state, m.type, false);
        if (m.start_seen && m.end_seen)
            o << " moved from " << m.from << " to " << m.to << "\n";
        else if (m.start_seen)
            o << " left " << m.from << ", going out of sight\n";
        else
            o << " came into sight at " << m.to << "\n";
    }
    o << "\nMarches seen (rule 4.5)\n";
    if (r.marches.empty()) o << "  none\n";
    for (const auto& m : r.marches) {
        o << "  ";
        if (m.phase == 0)
            o << "withdrawal phase";
        else
            o << "strategic phase " << m.phase;
        o << ", " << m.square << ": ";
        write_unit_words(o, m.identified, m.mover, m.state, m.type, false);
        o << (m.arrival ? " arrived at " : " left from ") << m.at << "\n";
    }
    for (const auto& m : r.minister) {
        o << "\nWar minister's reports for " << m.state << " (rule 4.7): where things stood at the end of turn " << m.turn
          << ", from hearsay and not always right\n";
        if (m.headquarters.empty() && m.troops.empty()) o << "  nothing heard\n";
        for (const StratSquare q : reported_squares(m.headquarters)) o << "  a headquarters at " << q << "\n";
        for (const StratSquare q : reported_squares(m.troops)) o << "  troops at " << q << ", out of sight of our own\n";
    }
    if (const auto codes = ruling_codes(r); !codes.empty()) {
        o << "\nRulings applied:";
        for (const std::string_view c : codes) o << " " << c;
        o << "\n";
    }
    return std::move(o).take();
}

}  // namespace

std::string report_json(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    return json_of(r, turn, own, 4096);
}

std::string report_text(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    return text_of(r, turn, own);
}

ReportFiles report_files(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    std::string text = text_of(r, turn, own);
    // The JSON comes to about three and a half times the text: reserved, it is not copied as it grows.
    const std::size_t json_size = text.size() * 4;
    return {std::move(text), json_of(r, turn, own, json_size)};
}

}  // namespace umpire
