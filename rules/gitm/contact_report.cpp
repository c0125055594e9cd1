// What `umpire gitm contact` shows of rule 10.2 (see contact_report.hpp).
#include "rules/gitm/contact_report.hpp"

#include <algorithm>
#include <cstdlib>
#include <tuple>

#include "model/text.hpp"

namespace umpire::gitm {
namespace {

std::vector<Direction> directions_of(DirectionMask m) {
    std::vector<Direction> out;
    for (const Direction d : kAllDirections)
        if (m & bit(d)) out.push_back(d);
    return out;
}

ContactEnd end_of(const ContactPoint& p) { return {p.square, p.tactical}; }

// The square nearest `goal` (then first in reading order) that the search from `from`
// (the squares alone) could not enter from a square it reached, and why.
void nearest_bar(const GameState& state, const ContactMap& m, StratSquare from, StratSquare goal, ContactReport& r) {
    if (m.bar(goal) != ContactBar::None) {
        r.stopped = ContactStop::Bar;
        r.bar = m.bar(goal);
        r.at = goal;
        return;
    }
    const std::vector<int> dist = m.distances(from);
    std::vector<int> slot(static_cast<std::size_t>(kStratColumns * kStratRows), -1);
    for (std::size_t i = 0; i < state.squares.size(); ++i) {
        const StratSquare q = state.squares[i].square;
        slot[static_cast<std::size_t>(q.index())] = static_cast<int>(i);
    }
    std::optional<std::tuple<bool, int, StratSquare>> best;  // (not in the state, distance, square)
    ContactStop stop = ContactStop::Bar;
    for (std::size_t i = 0; i < state.squares.size(); ++i) {
        if (dist[i] < 0) continue;
        for (const Direction d : kAllDirections) {
            const auto next = neighbour(state.squares[i].square, d);
            if (!next) continue;
            const int k = slot[static_cast<std::size_t>(next->index())];
            // Reached squares stop nothing; a square not reached but open was refused
            // only by the diagonal rule.
            if (k >= 0 && dist[static_cast<std::size_t>(k)] >= 0) continue;
            const ContactStop why = m.bar(*next) == ContactBar::None ? ContactStop::Diagonal : ContactStop::Bar;
            // Squares the state describes first: beyond them nothing is known, and the
            // edge of what a case lists is seldom what stopped the line.
            const auto key = std::tuple{k < 0, king_distance(*next, goal), *next};
            if (!best || key < *best) {
                best = key;
                stop = why;
            }
        }
    }
    r.stopped = stop;
    if (!best) return;
    r.at = std::get<2>(*best);
    if (stop == ContactStop::Bar) r.bar = m.bar(*r.at);
}

std::string directions_text(const std::vector<Direction>& ds) {
    std::string s;
    for (const Direction d : ds) s += (s.empty() ? "" : " ") + std::string(code(d));
    return s.empty() ? "none" : s;
}

std::string point_text(const ContactPoint& p) {
    std::string s = to_string(p.square);
    switch (p.kind) {
        case ContactPointKind::Square: break;
        case ContactPointKind::Unit: s += " (" + escape_text(p.name) + " at " + to_string(*p.tactical) + ")"; break;
        case ContactPointKind::City:
            s += " (" + escape_text(p.name) + (p.tactical ? ", its tactical square " + to_string(*p.tactical) : "") + ")";
            break;
    }
    return s;
}

std::string bar_text(ContactBar b) {
    switch (b) {
        case ContactBar::None: return "open";
        case ContactBar::NotInState: return "not described by the state";
        case ContactBar::Impassable: return "impassable terrain (rule 1.2)";
        case ContactBar::Guatemala: return "in Guatemala (rule 7.16)";
        case ContactBar::Enemy: return "it holds a hostile unit";
        case ContactBar::EnemyCavalry:
            return "beside hostile light or medium cavalry, with no friendly combat unit in either square";
    }
    return "";
}

}  // namespace

ContactReport report_contact(const GameState& state, std::string_view side, const ContactPoint& from,
                             const ContactPoint& to, const Rulings& rulings) {
    ContactReport r;
    r.side = std::string(side);
    r.from = from;
    r.to = to;
    const ContactMap m(state, side, rulings);
    if (from.tactical) r.from_exits = directions_of(m.clear_exits(from.square, *from.tactical));
    if (to.tactical) r.to_exits = directions_of(m.clear_exits(to.square, *to.tactical));
    for (const ContactPoint* p : {&from, &to}) {
        if (!state.square(p->square)) {
            r.stopped = ContactStop::NotInState;
            r.bar = ContactBar::NotInState;
            r.at = p->square;
            return r;
        }
        if (p->besieged) {
            r.stopped = ContactStop::BesiegedCity;
            r.at = p->square;
            return r;
        }
    }
    if (const auto line = m.line(end_of(from), end_of(to))) {
        r.found = true;
        r.line = *line;
        r.length = static_cast<int>(line->size());
        return r;
    }
    if (m.length(from.square, to.square)) {
        // The squares are joined: an end's tactical square refused every line.
        r.ruling = {RulingId::ContactTacticalPath};
        r.stopped = m.length(end_of(from), ContactEnd{to.square, {}}) ? ContactStop::ToEnd : ContactStop::FromEnd;
        return r;
    }
    nearest_bar(state, m, from.square, to.square, r);
    return r;
}

std::string describe_contact(const ContactReport& r) {
    std::string s = (r.found ? "Line of contact for " : "No line of contact for ") + r.side + " from " +
                     point_text(r.from) + " to " + point_text(r.to);
    if (r.found) {
        s += ": " + std::to_string(r.length) + (r.length == 1 ? " step" : " steps") + " (rule 10.2)";
        if (!r.line.empty()) {
            s += "\n ";
            for (const StratSquare q : r.line) s += " " + to_string(q);
        }
        return s;
    }
    const std::string at = r.at ? to_string(*r.at) : std::string("?");
    switch (r.stopped) {
        case ContactStop::None: break;
        case ContactStop::NotInState: s += ": the state does not describe " + at; break;
        case ContactStop::BesiegedCity: s += ": the city in " + at + " is besieged (rules 10.2, 10.3)"; break;
        case ContactStop::Bar:
            s += ": the nearest square to the goal that no line can enter is " + at + ": " + bar_text(r.bar) +
                 " (rule 10.2)";
            break;
        case ContactStop::Diagonal:
            s += ": the nearest square to the goal that no line can enter is " + at +
                 ", reached only diagonally between two squares holding hostile units (rule 10.2)";
            break;
        case ContactStop::FromEnd:
            s += ": the squares are joined, but no line leaves in a direction the start has a clear path to its "
                 "map's edge in (clear: " + directions_text(r.from_exits) + "; rule 10.2, ruling CONTACT-TACTICAL-PATH)";
            break;
        case ContactStop::ToEnd:
            s += ": the squares are joined, but no line arrives from a direction the end has a clear path to its "
                 "map's edge in (clear: " + directions_text(r.to_exits) + "; rule 10.2, ruling CONTACT-TACTICAL-PATH)";
            break;
    }
    return s;
}

}  // namespace umpire::gitm
