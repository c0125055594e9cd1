// The report files of one player (see report_text.hpp).
#include "app/report_text.hpp"

#include <algorithm>
#include <charconv>
#include <concepts>
#include <string_view>

#include "model/json/json_io.hpp"
#include "model/text.hpp"

namespace umpire {

// Found by argument-dependent lookup, so outside the unnamed namespace.
template <class IO> void describe(IO& io, OwnSubmission& s) {
    io.field("file", s.file);
    io.number("line", s.line, 0, INT32_MAX);
    io.field("unit", s.unit);
    io.field("verdict", s.verdict);
    io.field("rule", s.rule);
    io.field("reason", s.reason);
}

namespace {

// The JSON view: strings and numbers only, every field always present, so a tool
// reading it needs no knowledge of the engine's types.
struct FriendView {
    std::string unit, square;
};
struct StackView {
    std::string square, size, letters;
    int divisions = 0;
};
struct StrategicPart {
    std::vector<std::string> viewers, shown;
    std::vector<FriendView> friends;
    std::vector<StackView> others;
};
struct SightedView {
    std::string unit, state, type, at;  // unit: empty when not identified
};
struct MapView {
    std::string square;
    std::vector<std::string> eyes;
    std::vector<FriendView> friends;
    std::vector<SightedView> sighted;
};
struct MoveView {
    int phase = 1;
    std::string square, unit, state, type, from, to;  // unit: empty when not identified; from/to: empty when unseen
};
struct MarchView {
    int phase = 1;
    std::string square, event, unit, state, type, at;  // event: "departure" or "arrival"; unit: empty when not identified
};
struct MinisterView {
    std::string state;
    int turn = 0;
    std::vector<std::string> headquarters, troops;  // reported squares only
};
struct HappeningView {
    std::string step;
    int number = 0;
    std::string kind, rule, outcome, strategic_from, strategic_to, from, to;
    int strength_before = 0, strength_after = 0;
};
struct UnitView {
    std::string unit;
    bool in_game = true;
    std::string square, tactical, status;
    bool in_fort = false;
    int strength = 0, batteries = 0, fatigue = 0, morale = 0, ammunition = 0, supplies = 0, experience = 0;
    int stragglers = 0, killed = 0, wounded = 0, prisoners = 0;
    bool out_of_communications = false;
    std::string supply_unit, supply_city;
    std::vector<HappeningView> happened;
};
struct ReportView {
    std::vector<OwnSubmission> submissions;
    std::string player;
    int turn = 0;
    std::vector<std::string> command;
    StrategicPart strategic;
    std::vector<MapView> tactical;
    std::vector<MoveView> moves;
    std::vector<MarchView> marches;
    std::vector<UnitView> units;
    std::vector<MinisterView> minister;
    std::vector<std::string> rulings;
};

constexpr std::size_t kMax = 1u << 20;
template <class IO> void describe(IO& io, FriendView& f) {
    io.field("unit", f.unit);
    io.field("square", f.square);
}
template <class IO> void describe(IO& io, StackView& s) {
    io.field("square", s.square);
    io.field("size", s.size);
    io.number("divisions", s.divisions, 0, INT32_MAX);
    io.field("letters", s.letters);
}
template <class IO> void describe(IO& io, StrategicPart& p) {
    io.list("viewers", p.viewers, kMax);
    io.list("shown", p.shown, kMax);
    io.list("friends", p.friends, kMax);
    io.list("others", p.others, kMax);
}
template <class IO> void describe(IO& io, SightedView& s) {
    io.field("unit", s.unit);
    io.field("state", s.state);
    io.field("type", s.type);
    io.field("at", s.at);
}
template <class IO> void describe(IO& io, MapView& m) {
    io.field("square", m.square);
    io.list("eyes", m.eyes, kMax);
    io.list("friends", m.friends, kMax);
    io.list("sighted", m.sighted, kMax);
}
template <class IO> void describe(IO& io, MoveView& m) {
    io.number("phase", m.phase, 1, 5);
    io.field("square", m.square);
    io.field("unit", m.unit);
    io.field("state", m.state);
    io.field("type", m.type);
    io.field("from", m.from);
    io.field("to", m.to);
}
template <class IO> void describe(IO& io, MarchView& m) {
    io.number("phase", m.phase, 0, 6);
    io.field("square", m.square);
    io.field("event", m.event);
    io.field("unit", m.unit);
    io.field("state", m.state);
    io.field("type", m.type);
    io.field("at", m.at);
}
template <class IO> void describe(IO& io, MinisterView& m) {
    io.field("state", m.state);
    io.number("turn", m.turn, INT32_MIN, INT32_MAX);
    io.list("headquarters", m.headquarters, kMax);
    io.list("troops", m.troops, kMax);
}
template <class IO> void describe(IO& io, HappeningView& h) {
    io.field("step", h.step);
    io.number("number", h.number, 0, 6);
    io.field("kind", h.kind);
    io.field("rule", h.rule);
    io.field("outcome", h.outcome);
    io.field("strategic_from", h.strategic_from);
    io.field("strategic_to", h.strategic_to);
    io.field("from", h.from);
    io.field("to", h.to);
    io.number("strength_before", h.strength_before, 0, INT32_MAX);
    io.number("strength_after", h.strength_after, 0, INT32_MAX);
}
template <class IO> void describe(IO& io, UnitView& u) {
    io.field("unit", u.unit);
    io.field("in_game", u.in_game);
    io.field("square", u.square);
    io.field("tactical", u.tactical);
    io.field("status", u.status);
    io.field("in_fort", u.in_fort);
    io.number("strength", u.strength, 0, INT32_MAX);
    io.number("batteries", u.batteries, 0, INT32_MAX);
    io.number("fatigue", u.fatigue, 0, INT32_MAX);
    io.number("morale", u.morale, INT32_MIN, INT32_MAX);
    io.number("ammunition", u.ammunition, 0, INT32_MAX);
    io.number("supplies", u.supplies, 0, INT32_MAX);
    io.number("experience", u.experience, 0, INT32_MAX);
    io.number("stragglers", u.stragglers, 0, INT32_MAX);
    io.number("killed", u.killed, 0, INT32_MAX);
    io.number("wounded", u.wounded, 0, INT32_MAX);
    io.number("prisoners", u.prisoners, 0, INT32_MAX);
    io.field("out_of_communications", u.out_of_communications);
    io.field("supply_unit", u.supply_unit);
    io.field("supply_city", u.supply_city);
    io.list("happened", u.happened, kMax);
}
template <class IO> void describe(IO& io, ReportView& r) {
    io.field("player", r.player);
    io.number("turn", r.turn, 0, INT32_MAX);
    io.list("command", r.command, kMax);
    io.field("strategic", r.strategic);
    io.list("tactical", r.tactical, kMax);
    io.list("moves", r.moves, kMax);
    io.list("marches", r.marches, kMax);
    io.list("units", r.units, kMax);
    io.list("minister", r.minister, kMax);
    io.list("submissions", r.submissions, kMax);
    io.list("rulings", r.rulings, kMax);
}

std::string square_or_empty(TacSquare s, bool shown) { return shown ? to_string(s) : std::string(); }

ReportView view_of(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    ReportView v;
    v.submissions = own;
    v.player = r.player;
    v.turn = turn;
    // Reserved: a report on a busy front lists a thousand friends and squares.
    v.command.reserve(r.command.size());
    v.strategic.viewers.reserve(r.strategic.viewers.size());
    v.strategic.shown.reserve(r.strategic.shown.size());
    v.strategic.friends.reserve(r.friends_at.size());
    v.strategic.others.reserve(r.strategic.stacks.size());
    v.moves.reserve(r.moves.size());
    v.marches.reserve(r.marches.size());
    v.units.reserve(r.units.size());
    for (const UnitId& id : r.command) v.command.push_back(to_string(id));
    for (const UnitId& id : r.strategic.viewers) v.strategic.viewers.push_back(to_string(id));
    for (StratSquare q : r.strategic.shown) v.strategic.shown.push_back(to_string(q));
    for (const auto& [id, square] : r.friends_at) v.strategic.friends.push_back({to_string(id), to_string(square)});
    for (const auto& s : r.strategic.stacks)
        v.strategic.others.push_back({to_string(s.square), std::string(gitm::name(s.size)), s.letters, s.divisions});
    for (const auto& m : r.tactical.maps) {
        MapView mv;
        mv.square = to_string(m.square);
        for (const UnitId& id : m.eyes) mv.eyes.push_back(to_string(id));
        for (const auto& f : m.friends) mv.friends.push_back({to_string(f.unit), to_string(f.at)});
        for (const auto& s : m.sighted)
            mv.sighted.push_back({s.identified ? to_string(s.unit) : std::string(), s.state, std::string(name(s.type)),
                                  to_string(s.at)});
        v.tactical.push_back(std::move(mv));
    }
    for (const auto& m : r.moves)
        v.moves.push_back({m.phase, to_string(m.square), m.identified ? to_string(m.mover) : std::string(), m.state,
                           std::string(name(m.type)), square_or_empty(m.from, m.start_seen),
                           square_or_empty(m.to, m.end_seen)});
    for (const auto& m : r.marches)
        v.marches.push_back({m.phase, to_string(m.square), m.arrival ? "arrival" : "departure",
                             m.identified ? to_string(m.mover) : std::string(), m.state, std::string(name(m.type)),
                             to_string(m.at)});
    for (const auto& u : r.units) {
        UnitView uv;
        uv.unit = to_string(u.unit);
        uv.in_game = u.in_game;
        uv.square = to_string(u.strategic);
        uv.tactical = to_string(u.tactical);
        uv.status = std::string(name(u.status));
        uv.in_fort = u.in_fort;
        uv.strength = u.strength;
        uv.batteries = u.batteries;
        uv.fatigue = u.fatigue;
        uv.morale = u.morale;
        uv.ammunition = u.ammunition;
        uv.supplies = u.supplies;
        uv.experience = u.experience;
        uv.stragglers = u.stragglers;
        uv.killed = u.killed;
        uv.wounded = u.wounded;
        uv.prisoners = u.prisoners;
        uv.out_of_communications = u.out_of_communications;
        if (u.supply_unit) uv.supply_unit = to_string(*u.supply_unit);
        if (u.supply_city) uv.supply_city = *u.supply_city;
        for (const auto& h : u.happened)
            uv.happened.push_back({std::string(gitm::name(h.step)), h.number, std::string(gitm::name(h.kind)), h.rule,
                                   h.outcome, to_string(h.strategic_from), to_string(h.strategic_to),
                                   h.from.valid() ? to_string(h.from) : std::string(),
                                   h.to.valid() ? to_string(h.to) : std::string(), h.strength_before, h.strength_after});
        v.units.push_back(std::move(uv));
    }
    for (const auto& m : r.minister) {
        MinisterView mv{m.state, m.turn, {}, {}};
        // The reported squares only, in their own order: listed in the order of the
        // true ones, a square out of place would give its error away.
        std::vector<StratSquare> hq, troops;
        for (const auto& h : m.headquarters) hq.push_back(h.reported);
        for (const auto& t : m.troops) troops.push_back(t.reported);
        std::sort(hq.begin(), hq.end());
        std::sort(troops.begin(), troops.end());
        for (StratSquare q : hq) mv.headquarters.push_back(to_string(q));
        for (StratSquare q : troops) mv.troops.push_back(to_string(q));
        v.minister.push_back(std::move(mv));
    }
    for (RulingId id : r.rulings) v.rulings.emplace_back(code(id));
    for (RulingId id : r.strategic.rulings) v.rulings.emplace_back(code(id));
    for (RulingId id : r.tactical.rulings) v.rulings.emplace_back(code(id));
    std::sort(v.rulings.begin(), v.rulings.end());
    v.rulings.erase(std::unique(v.rulings.begin(), v.rulings.end()), v.rulings.end());
    return v;
}

// The text appended to one string: an ostringstream paid a stream sentry and a locale
// lookup for every piece, a third of the time of a campaign's 200 reports (issue 17).
class TextOut {
public:
    TextOut() { out_.reserve(1 << 14); }
    TextOut& operator<<(std::string_view s) {
        out_ += s;
        return *this;
    }
    TextOut& operator<<(const char* s) { return *this << std::string_view(s); }
    TextOut& operator<<(char c) {
        out_ += c;
        return *this;
    }
    TextOut& operator<<(std::integral auto v) {
        char buf[24];
        const auto r = std::to_chars(buf, buf + sizeof buf, v);
        out_.append(buf, r.ptr);
        return *this;
    }
    [[nodiscard]] std::string take() && { return std::move(out_); }

private:
    std::string out_;
};

std::string size_words(const StackView& s) {
    return s.size == "divisions" ? std::to_string(s.divisions) + " divisions" : s.size;
}

std::string when(const HappeningView& h) {
    if (h.step == "tactical") return "tactical phase " + std::to_string(h.number);
    if (h.step == "combat") return "combat after tactical phase " + std::to_string(h.number);
    if (h.step == "strategic") return "strategic phase " + std::to_string(h.number);
    return h.step;
}

void write_happening(TextOut& o, const HappeningView& h) {
    o << "      " << when(h) << ": ";
    if (h.kind == "tactical-move" && h.from == h.to)
        o << "stayed at " << h.from << " in " << h.strategic_from << " (its " << h.outcome << " move made no headway)";
    else if (h.kind == "tactical-move")
        o << "moved (" << h.outcome << ") " << h.from << " to " << h.to << " in " << h.strategic_from;
    else if (h.kind == "strategic-move")
        o << "marched (" << h.outcome << ") " << h.strategic_from << " to " << h.strategic_to
          << (h.to.empty() ? "" : ", entering at " + h.to);
    else if (h.kind == "battle" || h.kind == "mass-rout")
        o << (h.kind == "battle" ? "battle at " + h.strategic_from + " " + h.from : "its side broke at " + h.strategic_from)
          << ": " << h.outcome << ", men " << h.strength_before << " to " << h.strength_after
          << (h.strategic_to != h.strategic_from || h.to != h.from ? ", now at " + h.strategic_to + " " + h.to : "");
    else if (h.kind == "orders-phase")
        o << h.outcome;
    else
        o << h.kind << ": " << h.outcome << " at " << h.strategic_from << (h.to.empty() ? "" : " " + h.to);
    o << " (rule " << h.rule << ")\n";
}

std::string text_of(const ReportView& v) {
    TextOut o;
    o << "Report for " << escape_text(v.player) << " after turn " << v.turn << "\n";
    if (!v.submissions.empty()) {
        o << "\nYour submissions (rules 3.4, 6.1, 6.2, 6.10)\n";
        for (const auto& s : v.submissions)
            o << "  " << escape_text(s.file) << ":" << s.line << " " << escape_text(s.unit) << ": " << s.verdict
              << (s.rule.empty() ? "" : " (rule " + s.rule + ")") << (s.reason.empty() ? "" : ": " + escape_text(s.reason))
              << "\n";
    }

    o << "\nYour units (rule 10.11)\n";
    if (v.units.empty()) o << "  none\n";
    for (const auto& u : v.units) {
        o << "  " << u.unit;
        if (!u.in_game) {
            o << ": no longer in the game\n";
        } else {
            o << " at " << u.square << " " << u.tactical << (u.in_fort ? " (in the fort)" : "") << ", " << u.status
              << "\n    men " << u.strength << ", batteries " << u.batteries << ", fatigue " << u.fatigue << ", morale "
              << u.morale << ", ammunition " << u.ammunition << ", supplies " << u.supplies << ", experience "
              << u.experience << "\n    stragglers " << u.stragglers << ", killed " << u.killed << ", wounded "
              << u.wounded << ", prisoners " << u.prisoners << "\n    supply source: "
              << (!u.supply_unit.empty()  ? "headquarters " + u.supply_unit
                  : !u.supply_city.empty() ? "city " + escape_text(u.supply_city)
                                           : std::string("none found"))
              << (u.out_of_communications ? "; out of communications" : "") << "\n";
        }
        for (const auto& h : u.happened) write_happening(o, h);
    }

    o << "\nStrategic report (rules 4.1, 4.6)\n";
    if (v.strategic.viewers.empty()) {
        o << "  no active unit to detect anything (rules 11.3, 12.3)\n";
    } else {
        o << "  seen by:";
        for (const auto& u : v.strategic.viewers) o << " " << u;
        o << "\n  squares shown: " << v.strategic.shown.size() << " (within " << gitm::kPositionReach << " squares)\n";
        for (const auto& f : v.strategic.friends) o << "  friend " << f.unit << " at " << f.square << "\n";
        for (const auto& s : v.strategic.others) o << "  at " << s.square << ": " << size_words(s) << " (" << s.letters << ")\n";
    }

    o << "\nTactical maps (rules 4.2, 4.6)\n";
    if (v.tactical.empty()) o << "  none\n";
    for (const auto& m : v.tactical) {
        o << "  map " << m.square << "\n    friends:";
        for (const auto& f : m.friends) o << " " << f.unit << "@" << f.square;
        o << "\n";
        if (m.eyes.empty()) o << "    nobody there sights (rules 4.2, 11.3, 12.3)\n";
        for (const auto& s : m.sighted)
            o << "    sighted " << (s.unit.empty() ? s.state + " " + s.type : s.unit + " (" + s.state + " " + s.type + ")")
              << " at " << s.at << "\n";
    }

    o << "\nMoves seen (rule 4.4)\n";
    if (v.moves.empty()) o << "  none\n";
    for (const auto& m : v.moves) {
        o << "  tactical phase " << m.phase << ", map " << m.square << ": "
          << (m.unit.empty() ? m.state + " " + m.type : m.unit);
        if (!m.from.empty() && !m.to.empty())
            o << " moved from " << m.from << " to " << m.to << "\n";
        else if (!m.from.empty())
            o << " left " << m.from << ", going out of sight\n";
        else
            o << " came into sight at " << m.to << "\n";
    }
    o << "\nMarches seen (rule 4.5)\n";
    if (v.marches.empty()) o << "  none\n";
    for (const auto& m : v.marches)
        o << "  " << (m.phase == 0 ? std::string("withdrawal phase") : "strategic phase " + std::to_string(m.phase)) << ", "
          << m.square << ": " << (m.unit.empty() ? m.state + " " + m.type : m.unit)
          << (m.event == "arrival" ? " arrived at " : " left from ") << m.at << "\n";
    for (const auto& m : v.minister) {
        o << "\nWar minister's reports for " << m.state << " (rule 4.7): where things stood at the end of turn " << m.turn
          << ", from hearsay and not always right\n";
        if (m.headquarters.empty() && m.troops.empty()) o << "  nothing heard\n";
        for (const auto& h : m.headquarters) o << "  a headquarters at " << h << "\n";
        for (const auto& t : m.troops) o << "  troops at " << t << ", out of sight of our own\n";
    }
    if (!v.rulings.empty()) {
        o << "\nRulings applied:";
        for (const auto& id : v.rulings) o << " " << id;
        o << "\n";
    }
    return std::move(o).take();
}

}  // namespace

std::string report_json(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    return save_json(view_of(r, turn, own));
}

std::string report_text(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    return text_of(view_of(r, turn, own));
}

ReportFiles report_files(const gitm::PlayerReport& r, int turn, const std::vector<OwnSubmission>& own) {
    const ReportView v = view_of(r, turn, own);
    std::string text = text_of(v);
    // The JSON comes to about three and a half times the text: reserved, it is not copied as it grows.
    const std::size_t json_size = text.size() * 4;
    return {std::move(text), save_json(v, JsonFields::All, json_size)};
}

}  // namespace umpire
