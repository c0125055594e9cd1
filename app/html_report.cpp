// The HTML page of a turn (see html_report.hpp).
#include "app/html_report.hpp"

#include <algorithm>
#include <map>
#include <sstream>
#include <tuple>

namespace umpire {
namespace {

constexpr int kTacCell = 24;
constexpr int kCounter = 18;

// The United States blue, Mexico green, any other state a fixed colour by its place
// in the game's list: a state keeps its colour on every page of the campaign.
std::string state_colour(const GameState& s, std::string_view state) {
    if (state == "US") return "#2f6db5";
    if (state == "MX") return "#3d8b37";
    static constexpr const char* kPalette[] = {"#b5562f", "#8a3db5", "#b5a02f", "#2fa5b5", "#b52f6d", "#5f5f5f"};
    for (std::size_t i = 0; i < s.states.size(); ++i)
        if (s.states[i].id == state) return kPalette[i % std::size(kPalette)];
    return "#000000";
}

const char* terrain_colour(Terrain t) {
    switch (t) {
        case Terrain::Open: return "#eef2d8";
        case Terrain::Hills: return "#d8c9a0";
        case Terrain::HighHills: return "#bfa672";
        case Terrain::River: return "#7fb2e5";
        case Terrain::Ford: return "#b8d5f0";
        case Terrain::Mountain: return "#8c7b6b";
        case Terrain::Pass: return "#b3a393";
        case Terrain::Water: return "#4f87c7";
        case Terrain::Forest: return "#7da66a";
        case Terrain::Town: return "#c9a5a5";
    }
    return "#ffffff";
}

int centre(int i, int cell) { return i * cell + cell / 2; }

struct Box {
    int col0 = 0, row0 = 0, col1 = -1, row1 = -1;
    void add(StratSquare q) {
        if (col1 < col0) {
            col0 = col1 = q.col;
            row0 = row1 = q.row;
            return;
        }
        col0 = std::min<int>(col0, q.col);
        col1 = std::max<int>(col1, q.col);
        row0 = std::min<int>(row0, q.row);
        row1 = std::max<int>(row1, q.row);
    }
    [[nodiscard]] bool empty() const { return col1 < col0; }
    void grow() {
        col0 = std::max(0, col0 - 1);
        row0 = std::max(0, row0 - 1);
        col1 = std::min(kStratColumns - 1, col1 + 1);
        row1 = std::min(kStratRows - 1, row1 + 1);
    }
};

// Writes the page's SVG pieces; `frame` -1 means shown in every frame.
class Writer {
public:
    explicit Writer(const GameState& s) : s_(s) {}
    std::ostringstream o;

    void frame_attr(int frame) {
        if (frame >= 0) o << " data-frame=\"" << frame << "\"";
    }
    void counter(int x, int y, const std::string& state, const std::string& label, const std::string& title, int frame,
                 const std::string& unit) {
        o << "<g class=\"counter\"";
        frame_attr(frame);
        if (!unit.empty()) o << " data-unit=\"" << html_escape(unit) << "\"";
        o << "><title>" << html_escape(title) << "</title><rect x=\"" << x - kCounter / 2 << "\" y=\"" << y - kCounter / 2
          << "\" width=\"" << kCounter << "\" height=\"" << kCounter << "\" rx=\"2\" fill=\"" << state_colour(s_, state)
          << "\" stroke=\"#000\"/><text x=\"" << x << "\" y=\"" << y + 4
          << "\" text-anchor=\"middle\" font-size=\"8\" fill=\"#fff\">" << html_escape(label) << "</text></g>";
    }
    void arrow(int x0, int y0, int x1, int y1, const std::string& cls, const std::string& title, int frame) {
        o << "<line class=\"arrow " << cls << "\"";
        frame_attr(frame);
        o << " x1=\"" << x0 << "\" y1=\"" << y0 << "\" x2=\"" << x1 << "\" y2=\"" << y1
          << "\" stroke=\"#c00\" stroke-width=\"2\" marker-end=\"url(#head)\"><title>" << html_escape(title)
          << "</title></line>";
    }
    void mark(int x, int y, const std::string& cls, const std::string& title, int frame) {
        o << "<g class=\"" << cls << "\"";
        frame_attr(frame);
        o << "><title>" << html_escape(title) << "</title>";
        if (cls == "blocked")
            o << "<path d=\"M" << x - 7 << ' ' << y - 7 << "L" << x + 7 << ' ' << y + 7 << "M" << x + 7 << ' ' << y - 7
              << "L" << x - 7 << ' ' << y + 7 << "\" stroke=\"#900\" stroke-width=\"3\"/>";
        else
            o << "<circle cx=\"" << x << "\" cy=\"" << y << "\" r=\"11\" fill=\"none\" stroke=\"#f80\" stroke-width=\"3\"/>";
        o << "</g>";
    }
    void tactical_grid(const StratSquareInfo* q) {
        for (int r = 0; r < kTacSize; ++r)
            for (int c = 0; c < kTacSize; ++c) {
                const Terrain t = q ? q->map.at(TacSquare{c, r}) : Terrain::Open;
                o << "<rect x=\"" << c * kTacCell << "\" y=\"" << r * kTacCell << "\" width=\"" << kTacCell
                  << "\" height=\"" << kTacCell << "\" fill=\"" << terrain_colour(t) << "\" stroke=\"#ccc\"><title>"
                  << to_string(TacSquare{c, r}) << ' ' << enum_name(t) << "</title></rect>";
            }
    }
    void svg_open(const std::string& cls, int w, int h) {
        o << "<svg class=\"" << cls << "\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h
          << "\" viewBox=\"0 0 " << w << ' ' << h << "\">"
          << "<defs><marker id=\"head\" markerWidth=\"6\" markerHeight=\"6\" refX=\"5\" refY=\"3\" orient=\"auto\">"
             "<path d=\"M0,0 L6,3 L0,6 z\" fill=\"#c00\"/></marker></defs>";
    }

private:
    const GameState& s_;
};

std::string state_of(const GameState& s, const UnitId& id) {
    const Unit* u = s.unit(id);
    return u ? u->state : std::string(code(id.nation));
}

// ---- the game master's page -----------------------------------------------------------

int frame_of(const std::vector<PhaseFrame>& frames, gitm::TurnStep step, int number) {
    for (std::size_t i = 0; i < frames.size(); ++i)
        if (frames[i].step == step && frames[i].number == number) return static_cast<int>(i);
    return -1;
}

void strategic_map(Writer& w, const HtmlPage& p, const std::vector<PhaseFrame>& frames) {
    const GameState& s = *p.start;
    Box box;
    for (const auto& f : frames)
        for (const Unit& u : f.units) box.add(u.strategic);
    if (box.empty()) return;
    box.grow();
    const int cols = box.col1 - box.col0 + 1, rows = box.row1 - box.row0 + 1;
    const int cell = std::clamp(720 / std::max(cols, rows), 12, 48);
    w.o << "<h2>Strategic map</h2>";
    w.svg_open("strategic", cols * cell, rows * cell);
    for (const StratSquareInfo& q : s.squares) {
        if (q.square.col < box.col0 || q.square.col > box.col1 || q.square.row < box.row0 || q.square.row > box.row1) continue;
        const int x = (q.square.col - box.col0) * cell, y = (q.square.row - box.row0) * cell;
        w.o << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << cell << "\" height=\"" << cell << "\" fill=\""
            << (q.nation == Nation::US ? "#e3ecf7" : "#eef5e3") << "\" stroke=\"#bbb\"><title>" << to_string(q.square);
        if (q.city) w.o << ' ' << html_escape(*q.city);
        w.o << "</title></rect>";
        if (q.city) w.o << "<circle cx=\"" << x + cell / 2 << "\" cy=\"" << y + cell / 2 << "\" r=\"" << cell / 5 << "\" fill=\"#777\"/>";
    }
    auto cx = [&](StratSquare q) { return centre(q.col - box.col0, cell); };
    auto cy = [&](StratSquare q) { return centre(q.row - box.row0, cell); };
    // One counter per state and square in each frame, with how many units it has.
    for (std::size_t k = 0; k < frames.size(); ++k) {
        std::map<std::pair<StratSquare, std::string>, std::vector<const Unit*>> stacks;
        for (const Unit& u : frames[k].units) stacks[{u.strategic, u.state}].push_back(&u);
        std::map<StratSquare, int> nth;
        for (const auto& [key, units] : stacks) {
            std::string title = to_string(key.first) + ":";
            for (const Unit* u : units) title += " " + to_string(u->id);
            const int shift = 4 * nth[key.first]++;
            w.counter(cx(key.first) + shift, cy(key.first) + shift, key.second, key.second + " " + std::to_string(units.size()),
                      title, static_cast<int>(k), "");
        }
    }
    if (p.turn)
        for (const auto& ph : p.turn->strategic) {
            const int f = frame_of(frames, ph.phase == gitm::kWithdrawalPhase ? gitm::TurnStep::Withdrawal : gitm::TurnStep::Strategic,
                                   ph.phase);
            for (const auto& step : ph.units)
                if (step.moved)
                    w.arrow(cx(step.from), cy(step.from), cx(step.to), cy(step.to), "strategic",
                            to_string(step.unit) + " " + to_string(step.from) + " to " + to_string(step.to), f);
        }
    w.o << "</svg>";
}

// The squares whose tactical maps show the most: moves and battles first.
std::vector<StratSquare> busiest(const HtmlPage& p, const std::vector<PhaseFrame>& frames) {
    std::map<StratSquare, int> score;
    for (const auto& f : frames)
        for (const Unit& u : f.units) score.try_emplace(u.strategic, 0);  // every occupied square is a candidate
    if (p.turn) {
        for (const auto& ph : p.turn->tactical) {
            for (const auto& u : ph.units)
                if (u.kind != gitm::MoveKind::None) score[u.strategic] += 2;
            for (const auto& b : ph.battles) score[b.strategic] += 10;
        }
    }
    std::vector<std::pair<int, StratSquare>> ranked;
    for (const auto& [q, n] : score) ranked.emplace_back(-n, q);
    std::sort(ranked.begin(), ranked.end());
    if (static_cast<int>(ranked.size()) > p.max_tactical_maps) ranked.resize(static_cast<std::size_t>(p.max_tactical_maps));
    std::vector<StratSquare> out;
    for (const auto& r : ranked) out.push_back(r.second);
    std::sort(out.begin(), out.end());
    return out;
}

std::string fates_of(const GameState& s, const gitm::TurnOutcome& t, int phase, StratSquare q, TacSquare at) {
    std::string out;
    for (const auto& c : t.combat)
        if (c.phase == phase)
            for (const auto& b : c.battles)
                if (b.strategic == q && b.square == at)
                    for (const auto& u : b.units)
                        out += "\n" + to_string(u.unit) + " (" + state_of(s, u.unit) + "): " + std::string(gitm::name(u.fate)) +
                               ", men " + std::to_string(u.strength_before) + " to " + std::to_string(u.strength_after);
    return out;
}

void tactical_maps(Writer& w, const HtmlPage& p, const std::vector<PhaseFrame>& frames) {
    const GameState& s = *p.start;
    const auto squares = busiest(p, frames);
    std::size_t all = 0;
    {
        std::vector<StratSquare> any;
        for (const auto& f : frames)
            for (const Unit& u : f.units) any.push_back(u.strategic);
        std::sort(any.begin(), any.end());
        all = static_cast<std::size_t>(std::unique(any.begin(), any.end()) - any.begin());
    }
    w.o << "<h2>Tactical maps</h2>";
    if (squares.size() < all)
        w.o << "<p>" << squares.size() << " of the " << all << " tactical maps with units, those with the most action.</p>";
    for (StratSquare q : squares) {
        w.o << "<section class=\"tactical-map\" data-square=\"" << to_string(q) << "\"><h3>" << to_string(q) << "</h3>";
        w.svg_open("tactical", kTacSize * kTacCell, kTacSize * kTacCell);
        w.tactical_grid(s.square(q));
        for (std::size_t k = 0; k < frames.size(); ++k) {
            std::map<TacSquare, int> nth;
            for (const Unit& u : frames[k].units)
                if (u.strategic == q) {
                    const int shift = 3 * nth[u.tactical]++;
                    w.counter(centre(u.tactical.col, kTacCell) + shift, centre(u.tactical.row, kTacCell) + shift, u.state,
                              std::string(code(u.id.type)),
                              to_string(u.id) + " (" + u.state + ", " + std::string(name(u.id.type)) + ", " +
                                  std::string(name(u.status)) + ", " + std::to_string(u.strength) + " men)",
                              static_cast<int>(k), to_string(u.id));
                }
        }
        if (p.turn)
            for (const auto& ph : p.turn->tactical) {
                const int f = frame_of(frames, gitm::TurnStep::Tactical, ph.phase);
                for (const auto& u : ph.units)
                    if (u.strategic == q && u.kind != gitm::MoveKind::None && u.from != u.to)
                        w.arrow(centre(u.from.col, kTacCell), centre(u.from.row, kTacCell), centre(u.to.col, kTacCell),
                                centre(u.to.row, kTacCell), "tactical",
                                to_string(u.unit) + " " + std::string(gitm::name(u.kind)) + " " + to_string(u.from) + " to " +
                                    to_string(u.to),
                                f);
                for (const auto& e : ph.events)
                    if (e.strategic == q && name(e.event.kind).starts_with("blocked"))
                        for (TacSquare b : e.event.squares)
                            w.mark(centre(b.col, kTacCell), centre(b.row, kTacCell), "blocked",
                                   to_string(e.event.unit) + ": " + std::string(name(e.event.kind)) + " (rule " + e.event.rule + ")", f);
                const int combat = frame_of(frames, gitm::TurnStep::Combat, ph.phase);
                for (const auto& b : ph.battles)
                    if (b.strategic == q)
                        w.mark(centre(b.square.col, kTacCell), centre(b.square.row, kTacCell), "battle",
                               "battle at " + to_string(b.square) + " (rule 9.1)" + fates_of(s, *p.turn, ph.phase, q, b.square),
                               combat >= 0 ? combat : f);
            }
        w.o << "</svg></section>";
    }
}

// ---- a player's page ----------------------------------------------------------------

void player_maps(Writer& w, const HtmlPage& p) {
    const GameState& s = *p.start;
    const GameState& end = p.turn ? p.turn->state : s;
    const gitm::PlayerReport& r = *p.player;
    Box box;
    for (StratSquare q : r.strategic.shown) box.add(q);
    for (const auto& u : r.units) box.add(u.strategic);
    if (!box.empty()) {
        const int cols = box.col1 - box.col0 + 1, rows = box.row1 - box.row0 + 1;
        const int cell = std::clamp(720 / std::max(cols, rows), 24, 48);
        w.o << "<h2>Strategic map (rules 4.1, 4.6)</h2>";
        w.svg_open("strategic", cols * cell, rows * cell);
        auto cx = [&](StratSquare q) { return centre(q.col - box.col0, cell); };
        auto cy = [&](StratSquare q) { return centre(q.row - box.row0, cell); };
        for (StratSquare q : r.strategic.shown)
            w.o << "<rect x=\"" << (q.col - box.col0) * cell << "\" y=\"" << (q.row - box.row0) * cell << "\" width=\""
                << cell << "\" height=\"" << cell << "\" fill=\"#f4f4ee\" stroke=\"#bbb\"><title>" << to_string(q)
                << "</title></rect>";
        for (const auto& u : r.units)
            if (u.in_game)
                w.counter(cx(u.strategic), cy(u.strategic), state_of(end, u.unit), std::string(code(u.unit.type)),
                          to_string(u.unit) + " (yours)", -1, to_string(u.unit));
        for (const auto& [id, q] : r.friends_at)
            w.counter(cx(q) + 4, cy(q) + 4, state_of(end, id), std::string(code(id.type)), to_string(id) + " (friend)", -1,
                      to_string(id));
        for (const auto& st : r.strategic.stacks) {
            const std::string words = st.size == gitm::StackSize::Divisions ? std::to_string(st.divisions) + " divisions"
                                                                             : std::string(gitm::name(st.size));
            w.o << "<g class=\"sighting\"><title>" << to_string(st.square) << ": " << words << " (" << st.letters
                << ")</title><text x=\"" << cx(st.square) << "\" y=\"" << cy(st.square) + 4
                << "\" text-anchor=\"middle\" font-size=\"10\">" << st.letters << "</text></g>";
        }
        for (const auto& u : r.units)
            for (const auto& h : u.happened)
                if (h.kind == gitm::HappeningKind::StrategicMove)
                    w.arrow(cx(h.strategic_from), cy(h.strategic_from), cx(h.strategic_to), cy(h.strategic_to), "strategic",
                            to_string(u.unit) + " " + to_string(h.strategic_from) + " to " + to_string(h.strategic_to), -1);
        w.o << "</svg>";
    }
    w.o << "<h2>Tactical maps (rules 4.2, 4.4, 4.6)</h2>";
    for (const auto& m : r.tactical.maps) {
        w.o << "<section class=\"tactical-map\" data-square=\"" << to_string(m.square) << "\"><h3>" << to_string(m.square)
            << "</h3>";
        w.svg_open("tactical", kTacSize * kTacCell, kTacSize * kTacCell);
        w.tactical_grid(s.square(m.square));
        std::map<TacSquare, int> nth;
        for (const auto& f : m.friends) {
            const int shift = 3 * nth[f.at]++;
            w.counter(centre(f.at.col, kTacCell) + shift, centre(f.at.row, kTacCell) + shift, state_of(end, f.unit),
                      std::string(code(f.unit.type)), to_string(f.unit), -1, to_string(f.unit));
        }
        for (const auto& sg : m.sighted) {
            const int shift = 3 * nth[sg.at]++;
            const std::string id = sg.identified ? to_string(sg.unit) : std::string();
            w.counter(centre(sg.at.col, kTacCell) + shift, centre(sg.at.row, kTacCell) + shift, sg.state,
                      std::string(code(sg.type)), (id.empty() ? sg.state + " " + std::string(name(sg.type)) : id) + " (sighted)",
                      -1, id);
        }
        for (const auto& mv : r.moves) {
            if (mv.square != m.square) continue;
            const std::string who = mv.identified ? to_string(mv.mover) : mv.state + " " + std::string(name(mv.type));
            const std::string title = "tactical phase " + std::to_string(mv.phase) + ": " + who;
            if (mv.start_seen && mv.end_seen)
                w.arrow(centre(mv.from.col, kTacCell), centre(mv.from.row, kTacCell), centre(mv.to.col, kTacCell),
                        centre(mv.to.row, kTacCell), "tactical seen", title, -1);
        }
        for (const auto& u : r.units)
            for (const auto& h : u.happened) {
                if (h.strategic_from != m.square) continue;
                const std::string title = to_string(u.unit) + ", " + std::string(gitm::name(h.step)) + " " + std::to_string(h.number);
                if (h.kind == gitm::HappeningKind::TacticalMove && h.from != h.to)
                    w.arrow(centre(h.from.col, kTacCell), centre(h.from.row, kTacCell), centre(h.to.col, kTacCell),
                            centre(h.to.row, kTacCell), "tactical own", title, -1);
                if (h.kind == gitm::HappeningKind::Battle)
                    w.mark(centre(h.from.col, kTacCell), centre(h.from.row, kTacCell), "battle",
                           title + ": " + h.outcome + ", men " + std::to_string(h.strength_before) + " to " +
                               std::to_string(h.strength_after),
                           -1);
            }
        w.o << "</svg></section>";
    }
}

const char* kStyle =
    "body{font-family:sans-serif;margin:1em}svg{border:1px solid #999;margin:4px}"
    ".tactical-map{display:inline-block;vertical-align:top;margin:0 1em 1em 0}#errors{color:#b00}";

// Shows the counters and arrows of one frame; errors land in #errors for a test to read.
const char* kScript =
    "window.addEventListener('error',function(e){document.getElementById('errors').textContent+=e.message+'\\n';});"
    "function show(k){document.querySelectorAll('[data-frame]').forEach(function(e){"
    "e.style.display=(+e.getAttribute('data-frame')===k)?'':'none';});"
    "var items=document.querySelectorAll('#phases li');items.forEach(function(li,i){li.className=(i===k)?'now':'';});"
    "var s=document.getElementById('phase');if(s)s.value=k;}"
    "document.addEventListener('DOMContentLoaded',function(){var s=document.getElementById('phase');"
    "if(s){s.addEventListener('input',function(){show(+s.value);});show(+s.value);}"
    "document.querySelectorAll('#phases li').forEach(function(li,i){li.addEventListener('click',function(){show(i);});});});";

}  // namespace

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

FrameRecorder::FrameRecorder(const GameState& start) {
    frames_.push_back({"start of turn " + std::to_string(start.turn), gitm::TurnStep::Orders, -1, start.units});
}

gitm::PhaseObserver FrameRecorder::observer() {
    return [this](const gitm::TurnPhase& p, const GameState& s) {
        std::string label(gitm::name(p.step));
        if (p.step == gitm::TurnStep::Tactical || p.step == gitm::TurnStep::Strategic) label += " phase " + std::to_string(p.number);
        if (p.step == gitm::TurnStep::Combat) label += " after tactical phase " + std::to_string(p.number);
        frames_.push_back({std::move(label), p.step, p.number, s.units});
    };
}

std::string html_report(const HtmlPage& p) {
    Writer w(*p.start);
    std::vector<PhaseFrame> frames = p.frames;
    if (frames.empty()) frames.push_back({"the position", gitm::TurnStep::Orders, -1, p.start->units});
    w.o << "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << html_escape(p.title)
        << "</title><style>" << kStyle << "</style><script>" << kScript << "</script></head><body><h1>"
        << html_escape(p.title) << "</h1><div id=\"errors\"></div>";
    if (p.player) {
        w.o << "<p>The report of <b>" << html_escape(p.player->player) << "</b> after turn " << p.start->turn
            << ": what his units and his side could see.</p>";
        player_maps(w, p);
    } else {
        w.o << "<p>Turn " << p.start->turn << ", as the game master sees it. Phase: <input type=\"range\" id=\"phase\" min=\"0\" max=\""
            << frames.size() - 1 << "\" value=\"" << frames.size() - 1 << "\"></p><ol id=\"phases\" start=\"0\">";
        for (const auto& f : frames) w.o << "<li>" << html_escape(f.label) << "</li>";
        w.o << "</ol>";
        strategic_map(w, p, frames);
        tactical_maps(w, p, frames);
    }
    w.o << "</body></html>\n";
    return w.o.str();
}

}  // namespace umpire
