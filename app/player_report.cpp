#include "app/player_report.hpp"

#include <sstream>

#include "model/credentials.hpp"
#include "model/json/json_io.hpp"
#include "model/text.hpp"

namespace umpire::app {

// --json and the campaign's reports: every field always present.
template <class IO> void describe(IO& io, FriendSeen& f) {
    io.field("unit", f.unit);
    io.field("square", f.square);
}
template <class IO> void describe(IO& io, StackSeen& s) {
    io.field("square", s.square);
    io.field("size", s.size);
    io.number("divisions", s.divisions, 0, INT32_MAX);
    io.field("letters", s.letters);
}
template <class IO> void describe(IO& io, StrategicReport& v) {
    io.field("reader", v.reader);
    io.list("viewers", v.viewers, 1u << 20);
    io.list("shown", v.shown, 1u << 20);
    io.list("friends", v.friends, 1u << 20);
    io.list("others", v.others, 1u << 20);
}
template <class IO> void describe(IO& io, OwnSubmission& s) {
    io.field("file", s.file);
    io.number("line", s.line, 0, INT32_MAX);
    io.field("unit", s.unit);
    io.field("verdict", s.verdict);
    io.field("rule", s.rule);
    io.field("reason", s.reason);
}
template <class IO> void describe(IO& io, PlayerReport& r) {
    io.field("player", r.player);
    io.number("turn", r.turn, 0, INT32_MAX);
    io.field("strategic", r.strategic);
    io.list("submissions", r.submissions, 1u << 20);
}

namespace {

std::string size_words(const StackSeen& s) {
    return s.size == "divisions" ? std::to_string(s.divisions) + " divisions" : s.size;
}

}  // namespace

StrategicReport strategic_report(const GameState& state, const gitm::StrategicView& v, const std::string& reader) {
    StrategicReport out;
    out.reader = reader;
    for (const UnitId& id : v.viewers) out.viewers.push_back(to_string(id));
    for (StratSquare q : v.shown) out.shown.push_back(to_string(q));
    for (const auto& d : v.detections)
        if (d.exact) out.friends.push_back({to_string(d.unit), to_string(state.unit(d.unit)->strategic)});
    for (const auto& s : v.stacks)
        out.others.push_back({to_string(s.square), std::string(gitm::name(s.size)), s.letters, s.divisions});
    return out;
}

std::string strategic_report_json(const StrategicReport& r) { return save_json(r); }

std::string strategic_report_text(const StrategicReport& r) {
    std::ostringstream out;
    out << "strategic report (rules 4.1, 4.6)" << (r.reader.empty() ? "" : " for " + escape_text(r.reader)) << "\n";
    if (r.viewers.empty()) {
        out << "  no active unit to detect anything (rules 11.3, 12.3)\n";
        return out.str();
    }
    out << "  seen by:";
    for (const auto& u : r.viewers) out << " " << u;
    out << "\n  squares shown: " << r.shown.size() << " (within " << gitm::kPositionReach << " squares)\n";
    for (const auto& f : r.friends) out << "  friend " << f.unit << " at " << f.square << "\n";
    for (const auto& s : r.others) out << "  at " << s.square << ": " << size_words(s) << " (" << s.letters << ")\n";
    return out.str();
}

PlayerReport player_report(const GameState& state, const std::string& player, Seed seed, const Rulings& rulings,
                           const ParamSet& params, std::vector<OwnSubmission> submissions) {
    PlayerReport r;
    r.player = player;
    r.turn = state.turn;
    std::vector<UnitId> viewers;
    if (state.credentials) viewers = commanded_units(*state.credentials, player);
    r.strategic = strategic_report(state, gitm::view_strategic(state, viewers, seed, rulings, params), player);
    r.submissions = std::move(submissions);
    return r;
}

std::string player_report_text(const PlayerReport& r) {
    std::ostringstream out;
    out << "report for " << escape_text(r.player) << " at the start of turn " << r.turn << "\n\n";
    out << strategic_report_text(r.strategic) << "\n";
    out << "your submissions (rules 3.4, 6.1, 6.2, 6.10)\n";
    if (r.submissions.empty()) out << "  none received this turn\n";
    for (const auto& s : r.submissions)
        out << "  " << escape_text(s.file) << ":" << s.line << " " << escape_text(s.unit) << ": " << s.verdict
            << (s.rule.empty() ? "" : " (rule " + s.rule + ")") << (s.reason.empty() ? "" : ": " + escape_text(s.reason))
            << "\n";
    return out.str();
}

std::string player_report_json(const PlayerReport& r) { return save_json(r); }

}  // namespace umpire::app
