// umpire gitm turn CASE.json - adjudicate a whole turn (rule 5.2) and show it.
// umpire replay CASE.json     - adjudicate again and compare with what was recorded.
// umpire explain CASE.json --unit ID - one unit's turn, step by step, with its rules.
// umpire signature            - the rules signature of the bundled turns.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <utility>

#include "app/masking.hpp"
#include "app/report_text.hpp"
#include "app/turn_orders.hpp"
#include "app/turn_record.hpp"
#include "cli/combat_text.hpp"
#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/supply_text.hpp"
#include "golden/case_json.hpp"
#include "golden/signature.hpp"
#include "golden/turn_case.hpp"
#include "model/json/json_index.hpp"
#include "model/order_text.hpp"
#include "model/seed_commit.hpp"
#include "model/text.hpp"
#include "model/json/json_io.hpp"
#include "rules/gitm/explain.hpp"
#include "rules/gitm/reports/turn_report.hpp"
#include "rules/gitm/strategic_explain.hpp"

namespace umpire::cli {
namespace {

// The expected signature sits beside the folder of turns: golden/rules-signature.txt
// for golden/signature.
std::string signature_file(const std::string& dir) {
    return (std::filesystem::path(dir).parent_path() / "rules-signature.txt").string();
}

// --json views: one object per command, every field always present.
struct PhaseView {
    std::string phase, step;  // "tactical phase 2", "tactical"
    int number = 0;
    std::string state_hash;
    std::uint64_t draws = 0;
    std::string recorded_state_hash;  // empty when the record has no such phase
    std::uint64_t recorded_draws = 0;
    bool same = false;
};
struct ReplayView {
    std::string file, seed_commitment;  // empty when the case has none (a case with one that fails is refused)
    bool recorded = false;              // whether the case holds a recorded adjudication
    std::string engine, recorded_engine, rules_signature, recorded_rules_signature;
    std::string result;                 // identical, different, not-recorded
    std::size_t first_difference = 0;   // 1-based phase of the turn; 0 when none
    std::vector<std::string> events;    // what this adjudication did in that phase
    std::vector<PhaseView> phases;
};
template <class IO> void describe(IO& io, PhaseView& p) {
    io.field("phase", p.phase);
    io.field("step", p.step);
    io.number("number", p.number, 0, INT64_MAX);
    io.field("state_hash", p.state_hash);
    io.field("draws", p.draws);
    io.field("recorded_state_hash", p.recorded_state_hash);
    io.field("recorded_draws", p.recorded_draws);
    io.field("same", p.same);
}
template <class IO> void describe(IO& io, ReplayView& v) {
    io.field("file", v.file);
    io.field("seed_commitment", v.seed_commitment);
    io.field("recorded", v.recorded);
    io.field("engine", v.engine);
    io.field("recorded_engine", v.recorded_engine);
    io.field("rules_signature", v.rules_signature);
    io.field("recorded_rules_signature", v.recorded_rules_signature);
    io.field("result", v.result);
    io.number("first_difference", v.first_difference, 0, INT64_MAX);
    io.list("events", v.events, 1u << 20);
    io.list("phases", v.phases, 1000);
}

struct ExplainPhaseView {
    std::string phase, step;
    int number = 0;
    std::vector<std::string> lines;
};
struct UnitPlace {
    std::string strategic, tactical;  // empty when the unit is gone
    int fatigue = 0, strength = 0;
};
// "from" and "to", as a move's start and end are called in every output.
struct ExplainView {
    std::string unit;
    int turn = 0;
    UnitPlace from;  // at the start of the turn
    std::vector<ExplainPhaseView> phases;
    int fatigue_before = 0, fatigue_after = 0, experience_before = 0, experience_after = 0, squares_marched = 0;
    int stragglers_before = 0, stragglers_after = 0, morale_before = 0, morale_after = 0;
    UnitPlace to;  // at the end of the turn
};
template <class IO> void describe(IO& io, UnitPlace& p) {
    io.field("strategic", p.strategic);
    io.field("tactical", p.tactical);
    io.number("fatigue", p.fatigue, 0, INT64_MAX);
    io.number("strength", p.strength, 0, INT64_MAX);
}
template <class IO> void describe(IO& io, ExplainPhaseView& p) {
    io.field("phase", p.phase);
    io.field("step", p.step);
    io.number("number", p.number, 0, INT64_MAX);
    io.list("lines", p.lines, 1u << 20);
}
template <class IO> void describe(IO& io, ExplainView& v) {
    io.field("unit", v.unit);
    io.number("turn", v.turn, 0, INT64_MAX);
    io.field("from", v.from);
    io.list("phases", v.phases, 1000);
    io.number("fatigue_before", v.fatigue_before, 0, INT64_MAX);
    io.number("fatigue_after", v.fatigue_after, 0, INT64_MAX);
    io.number("experience_before", v.experience_before, 0, INT64_MAX);
    io.number("experience_after", v.experience_after, 0, INT64_MAX);
    io.number("squares_marched", v.squares_marched, 0, INT64_MAX);
    io.number("stragglers_before", v.stragglers_before, 0, INT64_MAX);
    io.number("stragglers_after", v.stragglers_after, 0, INT64_MAX);
    io.number("morale_before", v.morale_before, 0, INT64_MAX);
    io.number("morale_after", v.morale_after, 0, INT64_MAX);
    io.field("to", v.to);
}

struct SignatureCaseView {
    std::string name, last_hash;
};
struct SignatureView {
    std::string dir, value, expected_file, expected;  // expected: empty when the file is missing
    bool matches = false;
    std::vector<SignatureCaseView> cases;
};
template <class IO> void describe(IO& io, SignatureCaseView& c) {
    io.field("name", c.name);
    io.field("last_hash", c.last_hash);
}
template <class IO> void describe(IO& io, SignatureView& v) {
    io.field("dir", v.dir);
    io.field("value", v.value);
    io.field("expected_file", v.expected_file);
    io.field("expected", v.expected);
    io.field("matches", v.matches);
    io.list("cases", v.cases, 100000);
}

std::string phase_name(const gitm::TurnPhase& p) {
    switch (p.step) {
        case gitm::TurnStep::Tactical: return "tactical phase " + std::to_string(p.number);
        case gitm::TurnStep::Strategic: return "strategic phase " + std::to_string(p.number);
        case gitm::TurnStep::Combat: return "combat after tactical phase " + std::to_string(p.number);
        case gitm::TurnStep::Withdrawal: return "strategic withdrawal";
        case gitm::TurnStep::Supply: return "supply phase";
        case gitm::TurnStep::EndOfTurn: return "end of turn";
        case gitm::TurnStep::Deployment: return "deployment moves";
        case gitm::TurnStep::Restack: return "restack at the end of the deployment turn";
        case gitm::TurnStep::SiegeSurrender: return "siege surrender phase";
        case gitm::TurnStep::Orders: return "orders phase";
    }
    return "?";
}

std::string phase_name(const RecordedPhase& p) {
    if (const auto step = enum_from_name<gitm::TurnStep>(p.step)) {
        gitm::TurnPhase t;
        t.step = *step;
        t.number = p.number;
        return phase_name(t);
    }
    return p.step;
}

struct LoadedTurn {
    CaseFile file;
    Rulings rulings;
    gitm::TurnOutcome outcome;
    [[nodiscard]] const TurnCase& turn() const { return std::get<TurnCase>(file.payload); }
};


// Loads and adjudicates; the seed commitment, when present, is checked by the loader.
// With `order_files`, the turn's orders are read from them, and the case may hold none
// of its own: orders from two places would leave it unclear which submissions the
// players sent for this turn.
Expected<LoadedTurn> load_turn(const std::string& path, const std::vector<std::string>& ruling_options,
                               const char* command, const std::vector<std::string>& order_files = {}) {
    std::string text;
    std::optional<ReadTurnOrders> read;  // the case's orders, read once (issue 20)
    auto c = load_case_for(path, command, {CaseKind::Turn}, &text, &read);
    if (!c) return std::move(c).take_errors();
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return std::move(rulings).take_errors();
    const TurnCase& turn = std::get<TurnCase>(c->payload);
    if (!order_files.empty() && !turn.orders.empty()) {
        const auto index = JsonIndex::build(text, input_name(path));
        return Errors{{Diagnostic{index ? index->locate("orders") : Location{input_name(path), 0, 0, "orders"},
                                  "the case has its own \"orders\" and --orders gives order files: take the turn's "
                                  "orders from one place, the order files with a case whose \"orders\" is empty or "
                                  "absent, or the case's lines without --orders"}}};
    }
    auto run = [&]() -> Expected<gitm::TurnOutcome> {
        if (order_files.empty()) return run_turn_case(*c, *rulings, std::move(read));
        auto files = read_order_files(order_files);
        if (!files) return std::move(files).take_errors();
        return app::run_turn(turn.state, *files, c->seed, *rulings, c->resolved_params());
    }();
    if (!run) {
        // The case's own diagnostics name its fields; an order file's carry its name.
        auto errors = std::move(run).take_errors();
        for (auto& d : errors.list)
            if (d.where.file.empty()) d.where.file = input_name(path);
        return errors;
    }
    return LoadedTurn{std::move(*c), *rulings, std::move(*run)};
}

// `--out`: the next turn as a case file. Refused when the file exists, unless `force`.
struct NextTurnOut {
    std::string path;
    bool force = false;
    std::optional<Seed> seed;  // --next-seed
    std::string reports;       // --reports: a folder for each player's report files
};

// Checked before adjudicating, so that a refusal costs no turn's work.
std::optional<Diagnostic> refuse_out(const NextTurnOut& out) {
    if (out.path.empty() || out.force) return std::nullopt;
    std::error_code ec;
    if (!std::filesystem::exists(out.path, ec) && !ec) return std::nullopt;
    Diagnostic d = field_error("--out", "exists already; the next turn is not written over a file (give --force to "
                                        "replace it)");
    d.where.file = out.path;
    return d;
}


int write_next_turn(const NextTurnOut& out, const LoadedTurn& t) {
    CaseFile next = next_turn_case(t.file, t.outcome);
    if (out.seed) next.seed = *out.seed;
    if (!write_whole_file(out.path, save_case(next))) {
        Diagnostic d = field_error("--out", "could not be written");
        d.where.file = out.path;
        return report({d});
    }
    return kExitOk;
}

// `--reports DIR`: refused when DIR holds anything already (unless --force), before
// adjudicating: a player's report is never written over.
std::optional<Diagnostic> refuse_reports(const NextTurnOut& out) {
    if (out.reports.empty() || out.force) return std::nullopt;
    std::error_code ec;
    if (!std::filesystem::exists(out.reports, ec) && !ec) return std::nullopt;
    if (std::filesystem::is_directory(out.reports, ec) && std::filesystem::is_empty(out.reports, ec) && !ec)
        return std::nullopt;
    Diagnostic d = field_error("--reports", "must be a new or empty folder; reports are not written over (give "
                                            "--force to replace them)");
    d.where.file = out.reports;
    return d;
}

// Each player of the credentials gets PLAYER.txt and PLAYER.json (a player name is
// 1-32 of A-Z a-z 0-9 _ . -, so it is a safe file name with the extension added).
int write_reports(const NextTurnOut& out, const LoadedTurn& t) {
    std::error_code ec;
    std::filesystem::create_directories(out.reports, ec);
    const GameState& start = t.turn().state;
    auto fail = [&](const std::string& path) {
        Diagnostic d = field_error("--reports", "could not be written");
        d.where.file = path;
        return report({d});
    };
    if (ec) return fail(out.reports);
    if (!start.credentials) return kExitOk;
    const ParamSet params = t.file.resolved_params();
    const gitm::TurnReports reports(start, &t.outcome, t.file.seed, t.rulings, params);  // one reading for every player
    for (const Player& p : start.credentials->players) {
        const auto r = reports.report(p.name);
        const std::string base = (std::filesystem::path(out.reports) / p.name).string();
        const ReportFiles files = report_files(r, start.turn);
        if (!write_whole_file(base + ".txt", files.text)) return fail(base + ".txt");
        if (!write_whole_file(base + ".json", files.json)) return fail(base + ".json");
    }
    return kExitOk;
}

int fail_with(std::vector<Diagnostic> list, const std::string& path) {
    for (auto& d : list)
        if (d.where.file.empty()) d.where.file = input_name(path);
    return report(list);
}

// ACTIVE-AGAIN-OVER-CAP: why a unit becoming active again could not stay where it stood.
std::string no_room_text(StackLimit l) {
    return ", its square having no room for it active (" + std::string(name(l)) + " cap, rule " +
           std::string(rule_of(l)) + ")";
}

// One reforming unit's change (12.3-12.5).
std::string reform_line(const gitm::ReformEvent& e) {
    std::string line = to_string(e.unit) + " at " + to_string(e.square) + ", reforming (" +
                       std::string(gitm::rule_of(e.kind)) + "): ";
    const auto turns = [](int n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); };
    const std::string had = std::string(e.supply ? "with supply" : "without supply") +
                            (e.communications ? ", with communications" : ", without communications");
    switch (e.kind) {
        case gitm::ReformKind::Counted:
            line += turns(e.turns_before) + " to go, " + std::to_string(e.turns_after) + " now";
            break;
        case gitm::ReformKind::Reappeared:
            line += "ready, " + had + ": reappears active";
            if (e.stepped_to) line += " in " + to_string(*e.stepped_to) + no_room_text(e.no_room);
            break;
        case gitm::ReformKind::Failed:
            line += "ready, " + had + (e.no_room != StackLimit::None ? no_room_text(e.no_room) : std::string()) +
                    ": tries again next turn (" + std::to_string(e.failed) + " of " +
                    std::to_string(kReformAttempts) + " failed)";
            break;
        case gitm::ReformKind::Destroyed:
            line += "ready, " + had + ": destroyed after " + turns(kReformAttempts) + " unable to reform, " +
                    std::to_string(e.prisoners) + " men taken prisoner";
            break;
        case gitm::ReformKind::DrivenOff:
        case gitm::ReformKind::DrivenOffDestroyed:
            line += "entered by " + (e.enemy ? to_string(*e.enemy) : std::string("an enemy"));
            if (e.kind == gitm::ReformKind::DrivenOff)
                line += ", moves " + std::to_string(e.drawn) + " squares along its line of contact toward " +
                        to_string(*e.city) + " to " + to_string(*e.to) + ", " + turns(e.turns_after) + " to go";
            else
                line += ", no line of contact to a friendly city (" + std::string(gitm::name(e.destroyed)) +
                        "): destroyed, " + std::to_string(e.prisoners) + " men taken prisoner";
            break;
    }
    if (!e.rulings.empty()) line += " [" + e.rulings.joined() + "]";
    return line;
}

// Events of one unit (or of all when `unit` is null) in one phase's outcome.
void print_phase_events(const LoadedTurn& t, std::size_t index, const UnitId* unit, const std::string& indent) {
    const gitm::TurnPhase& p = t.outcome.phases[index];
    if (p.step == gitm::TurnStep::Tactical) {
        for (const auto& o : t.outcome.tactical)
            if (o.phase == p.number)
                for (const auto& e : o.events)
                    if (!unit || e.event.unit == *unit)
                        std::cout << indent << to_string(e.strategic) << ": " << gitm::explain(e.event) << "\n";
    } else if (p.step == gitm::TurnStep::Strategic || p.step == gitm::TurnStep::Withdrawal) {
        const int number = p.step == gitm::TurnStep::Withdrawal ? gitm::kWithdrawalPhase : p.number;
        for (const auto& o : t.outcome.strategic)
            if (o.phase == number)
                for (const auto& e : o.events)
                    if (!unit || e.unit == *unit) std::cout << indent << gitm::explain(e) << "\n";
    } else if (p.step == gitm::TurnStep::Deployment || p.step == gitm::TurnStep::Restack) {
        const auto restack = [](gitm::StratEventKind k) {
            return k == gitm::StratEventKind::Restacked || k == gitm::StratEventKind::RestackLeftover;
        };
        for (const auto& o : t.outcome.strategic)
            for (const auto& e : o.events)
                if ((!unit || e.unit == *unit) && restack(e.kind) == (p.step == gitm::TurnStep::Restack))
                    std::cout << indent << gitm::explain(e) << "\n";
    } else if (p.step == gitm::TurnStep::Combat) {
        for (const auto& c : t.outcome.combat)
            if (c.phase == p.number)
                for (const auto& line : combat_sentences(c, unit)) std::cout << indent << line << "\n";
    } else if (p.step == gitm::TurnStep::Orders) {
        for (const auto& e : t.outcome.status)
            if (!unit || e.unit == *unit || e.other == *unit) std::cout << indent << gitm::explain(e) << "\n";
    } else if (p.step == gitm::TurnStep::Supply && t.outcome.supply) {
        for (const auto& u : t.outcome.supply->units)
            if (!unit || u.unit == *unit) std::cout << indent << supply_line(u) << "\n";
        for (const auto& s : t.outcome.supply->shipments)
            if (!unit || s.by == *unit) std::cout << indent << shipment_line(s) << "\n";
    } else if (p.step == gitm::TurnStep::SiegeSurrender) {
        for (const auto& s : t.outcome.surrenders)
            if (!unit || std::find(s.garrison.begin(), s.garrison.end(), *unit) != s.garrison.end())
                std::cout << indent << surrender_line(s) << "\n";
    }
    // 11.3, 11.5: inactive units woken as the phase closed.
    for (const auto& c : t.outcome.wakes)
        if (c.step == p.step && c.number == p.number && (!unit || c.event.unit == *unit)) {
            const gitm::WakeEvent& e = c.event;
            const std::string rulings = e.rulings.empty() ? std::string() : " [" + e.rulings.joined() + "]";
            std::cout << indent << to_string(e.unit) << " at " << to_string(e.square) << ", inactive, ";
            if (e.no_room != StackLimit::None && !e.stepped_to) {
                std::cout << "stays inactive as " << to_string(e.by) << " enters its square (11.3)"
                          << no_room_text(e.no_room) << rulings << "\n";
                continue;
            }
            std::cout << "activates as " << to_string(e.by) << " enters its square (11.3)";
            if (e.stepped_to) std::cout << " and steps aside to " << to_string(*e.stepped_to) << no_room_text(e.no_room);
            std::cout << ": it carries out its orders from "
                      << (e.late ? "here on, this phase's box in the next phase and its path a phase late"
                                 : "the next phase on (11.5)")
                      << rulings << "\n";
        }
    // 12.3-12.5: reforming units, at the end of a movement phase or of the turn.
    for (const auto& c : t.outcome.reforming)
        if (c.step == p.step && c.number == p.number && (!unit || c.event.unit == *unit))
            std::cout << indent << reform_line(c.event) << "\n";
    // 10.3: the sieges that began or ended as the phase closed.
    if (!unit)
        for (const auto& c : t.outcome.sieges)
            if (c.step == p.step && c.number == p.number) std::cout << indent << siege_change_line(c) << "\n";
}

// Rule 9.13's part of a unit's end of turn, empty when no straggler rejoined.
std::string stragglers_text(const gitm::TurnEnd& e) {
    if (e.stragglers_before == e.stragglers_after) return {};
    return ", " + std::to_string(e.stragglers_before - e.stragglers_after) + " stragglers rejoin, " +
           std::to_string(e.stragglers_after) + " still out (rule 9.13)";
}

// Rule 3.7's drift, empty when morale stayed.
std::string morale_text(const gitm::TurnEnd& e) {
    if (e.morale_before == e.morale_after) return {};
    return ", morale " + std::to_string(e.morale_before) + " to " + std::to_string(e.morale_after) +
           " (rule 3.7)";
}

int run_turn(const std::string& path, bool json, const std::vector<std::string>& ruling_options,
             const std::vector<std::string>& order_files, const NextTurnOut& out) {
    if (auto refused = refuse_out(out)) return report({*refused});
    if (auto refused = refuse_reports(out)) return report({*refused});
    auto t = load_turn(path, ruling_options, "gitm turn", order_files);
    if (!t) return fail_with(t.errors(), path);
    const int written = out.path.empty() ? kExitOk : write_next_turn(out, *t);
    if (written != kExitOk) return written;
    const int reported = out.reports.empty() ? kExitOk : write_reports(out, *t);
    if (reported != kExitOk) return reported;
    if (json) {
        write_json(std::cout, report_turn_case(std::move(t->outcome)));
        return kExitOk;
    }
    std::cout << escape_text(t->file.title) << "\n";
    for (std::size_t i = 0; i < t->outcome.phases.size(); ++i) {
        const auto& p = t->outcome.phases[i];
        std::cout << "\n" << phase_name(p) << " (rule " << p.rule << ")"
                  << (p.adjudicated ? "" : ": logistics recorded by the case, the state passes through") << "  [state "
                  << p.state_hash.substr(0, 16) << ", " << p.draws << " draws]\n";
        print_phase_events(*t, i, nullptr, "  - ");
    }
    std::cout << "\nend of turn (rules 3.2, 3.6, 3.7, 9.13):\n";
    for (const auto& e : t->outcome.end)
        if (e.fatigue_before != e.fatigue_after || e.experience_before != e.experience_after ||
            e.stragglers_before != e.stragglers_after || e.morale_before != e.morale_after)
            std::cout << "  - " << to_string(e.unit) << ": fatigue " << e.fatigue_before << " to " << e.fatigue_after
                      << ", experience " << e.experience_before << " to " << e.experience_after << " ("
                      << e.squares_marched << " squares marched)" << stragglers_text(e) << morale_text(e) << "\n";
    if (!out.path.empty())
        std::cout << "\nturn " << t->outcome.state.turn << " written to " << escape_text(out.path)
                  << ": give it the next turn's seed and commitment before running it (docs/campaign.md)\n";
    return kExitOk;
}

}  // namespace

std::string current_signature() {
    auto dir = find_golden_dir("signature");
    if (!dir) return {};
    auto s = rules_signature(*dir);
    return s ? s->value : std::string();
}

namespace {

// What this adjudication did in phase `index`, one line per event.
std::vector<std::string> phase_events(const LoadedTurn& t, std::size_t index) {
    std::ostringstream lines;
    auto* old = std::cout.rdbuf(lines.rdbuf());
    print_phase_events(t, index, nullptr, "");
    std::cout.rdbuf(old);
    return lines_of(lines.str());
}

int print_replay_json(const std::string& path, const LoadedTurn& t, const TurnRecord& now) {
    ReplayView v;
    v.file = input_name(path);
    v.seed_commitment = t.turn().seed_commitment.value_or("");
    v.recorded = t.turn().recorded.has_value();
    v.engine = now.engine;
    v.rules_signature = now.rules_signature;
    const TurnRecord was = t.turn().recorded.value_or(TurnRecord{});
    v.recorded_engine = was.engine;
    v.recorded_rules_signature = was.rules_signature;
    const auto diff = v.recorded ? app::first_difference(was, now) : std::nullopt;
    v.result = !v.recorded ? "not-recorded" : diff ? "different" : "identical";
    if (diff) {
        v.first_difference = diff->index + 1;
        if (diff->index < t.outcome.phases.size()) v.events = phase_events(t, diff->index);
    }
    for (std::size_t i = 0; i < std::max(now.phases.size(), was.phases.size()); ++i) {
        PhaseView p;
        const RecordedPhase* n = i < now.phases.size() ? &now.phases[i] : nullptr;
        const RecordedPhase* r = i < was.phases.size() ? &was.phases[i] : nullptr;
        const RecordedPhase& named = n ? *n : *r;
        p.phase = phase_name(named);
        p.step = named.step;
        p.number = named.number;
        if (n) p.state_hash = n->state_hash, p.draws = n->draws;
        if (r) p.recorded_state_hash = r->state_hash, p.recorded_draws = r->draws;
        p.same = n && r && *n == *r;
        v.phases.push_back(std::move(p));
    }
    write_json(std::cout, v);
    return v.result == "different" ? kExitFailed : kExitOk;
}

// The case with `now` recorded in it. A record never holds a password in clear
// (issue 17): the case's order lines are masked (app/masking.hpp) and then, as the
// masked case is another file, it is adjudicated again for its own record.
Expected<CaseFile> recorded_case(const LoadedTurn& t, const TurnRecord& now) {
    CaseFile out = t.file;
    TurnCase& tc = std::get<TurnCase>(out.payload);
    tc.recorded = now;
    std::string text;
    for (const auto& l : tc.orders) text += l + "\n";
    const std::string masked = app::masked_order_text(tc.state, text, std::nullopt, t.rulings);
    if (masked == text) return out;
    tc.orders.clear();
    for (std::size_t at = 0; at < masked.size();) {
        const std::size_t end = masked.find('\n', at);
        tc.orders.push_back(masked.substr(at, end - at));
        at = end + 1;
    }
    tc.state = app::masked_state(tc.state);
    tc.recorded.reset();
    auto again = run_turn_case(out, t.rulings);
    if (!again) return std::move(again).take_errors();
    tc.recorded = app::record_turn(*again, now.engine, now.rules_signature);
    return out;
}

// Everything taken from the file comes first; the verdict is the last line, on its
// own, after a flush, so no text of a tampered record can stand after it or pass
// for it (issue 18). The record's own strings are escaped (model/text.hpp).
int run_replay(const std::string& path, bool record, bool json, const std::vector<std::string>& ruling_options,
               const std::vector<std::string>& order_files) {
    auto t = load_turn(path, ruling_options, "replay", order_files);
    if (!t) return fail_with(t.errors(), path);
    const TurnRecord now = app::record_turn(t->outcome, UMPIRE_VERSION, current_signature());
    if (record) {
        auto out = recorded_case(*t, now);
        if (!out) return fail_with(out.errors(), path);
        std::cout << save_case(*out);
        return kExitOk;
    }
    if (json) return print_replay_json(path, *t, now);
    const auto verdict = [](const std::string& line) { std::cout << std::flush << line << "\n" << std::flush; };
    if (t->turn().seed_commitment)
        std::cout << "seed: matches the commitment " << escape_text(*t->turn().seed_commitment) << "\n";
    if (!t->turn().recorded) {
        std::cout << "this adjudication (use --record to write it into the case):\n";
        for (const auto& p : now.phases)
            std::cout << "  " << phase_name(p) << ": " << p.state_hash << " (" << p.draws << " draws)\n";
        verdict("not compared: the case holds no recorded adjudication");
        return kExitOk;
    }
    const TurnRecord& was = *t->turn().recorded;
    if (was.engine != now.engine)
        std::cout << "note: recorded by umpire " << escape_text(was.engine) << ", replayed by umpire " << now.engine
                  << "\n";
    if (was.rules_signature != now.rules_signature)
        std::cout << "note: the rules signature was " << escape_text(was.rules_signature) << " and is now "
                  << now.rules_signature << ": the rules changed since, so a difference may be intended\n";
    const auto diff = app::first_difference(was, now);
    if (!diff) {
        verdict("identical: all " + std::to_string(now.phases.size()) +
                " phases give the recorded state hashes and draws");
        return kExitOk;
    }
    std::string where = "phase " + std::to_string(diff->index + 1) + " of the turn";
    if (diff->recorded) where += ", " + phase_name(*diff->recorded);
    std::cout << "first difference at " << where << ":\n";
    const auto show = [](const char* who, const std::optional<RecordedPhase>& p) {
        std::cout << "  " << who << ": ";
        if (p) std::cout << p->state_hash << " (" << p->draws << " draws)\n";
        else std::cout << "(no such phase)\n";
    };
    show("recorded", diff->recorded);
    show("now     ", diff->now);
    if (diff->index < t->outcome.phases.size()) {
        std::cout << "what this adjudication did in that phase:\n";
        print_phase_events(*t, diff->index, nullptr, "  - ");
    }
    verdict("different: the adjudication first differs from the record at " + where);
    return kExitFailed;
}

bool withdrew(const gitm::TurnOutcome& o, const UnitId& id) {
    for (const auto& phase : o.strategic)
        if (phase.phase == gitm::kWithdrawalPhase)
            for (const auto& u : phase.units)
                if (u.unit == id && u.moved) return true;
    return false;
}

int run_explain(const std::string& path, const std::string& unit_text, bool json,
                const std::vector<std::string>& ruling_options, const std::vector<std::string>& order_files) {
    auto id = parse_unit_id(unit_text);
    if (!id) return report({{{"", 0, 0, "--unit"}, id.errors().front().what}});
    auto t = load_turn(path, ruling_options, "explain", order_files);
    if (!t) return fail_with(t.errors(), path);
    const Unit* before = t->turn().state.unit(*id);
    if (!before) return report({{{input_name(path), 0, 0, "--unit"}, "no unit " + unit_text + " in the case's state"}});
    ExplainView v;
    v.unit = to_string(*id);
    v.turn = t->turn().state.turn;
    v.from = {to_string(before->strategic), to_string(before->tactical), before->fatigue, before->strength};
    if (!json)
        std::cout << v.unit << " begins turn " << v.turn << " in " << v.from.strategic << " " << v.from.tactical
                  << ", fatigue " << v.from.fatigue << "\n";
    for (std::size_t i = 0; i < t->outcome.phases.size(); ++i) {
        const auto& p = t->outcome.phases[i];
        std::ostringstream lines;
        auto* old = std::cout.rdbuf(lines.rdbuf());
        print_phase_events(*t, i, &*id, "  - ");
        if (p.step == gitm::TurnStep::Strategic || p.step == gitm::TurnStep::Withdrawal) {
            const int number = p.step == gitm::TurnStep::Withdrawal ? gitm::kWithdrawalPhase : p.number;
            for (const auto& o : t->outcome.strategic)
                if (o.phase == number)
                    for (const auto& s : o.units)
                        if (s.unit == *id && s.order > 0 && s.kind != gitm::StepKind::None)
                            lines << "  (its turn came " << s.order << " in the phase's random move order, rule 7.7)\n";
        }
        if (p.step == gitm::TurnStep::Strategic && p.number == 1 && withdrew(t->outcome, *id))
            lines << "  - no step: its first one was the withdrawal (rule 7.5)\n";
        std::cout.rdbuf(old);
        if (lines.str().empty()) continue;
        if (!json) {
            std::cout << phase_name(p) << ":\n" << lines.str();
            continue;
        }
        ExplainPhaseView pv{phase_name(p), std::string(gitm::name(p.step)), p.number, {}};
        for (auto l : lines_of(lines.str())) {
            const auto text = l.find_first_not_of(" -");
            pv.lines.push_back(text == std::string::npos ? std::string() : l.substr(text));
        }
        v.phases.push_back(std::move(pv));
    }
    for (const auto& e : t->outcome.end)
        if (e.unit == *id) {
            v.fatigue_before = e.fatigue_before;
            v.fatigue_after = e.fatigue_after;
            v.experience_before = e.experience_before;
            v.experience_after = e.experience_after;
            v.squares_marched = e.squares_marched;
            v.stragglers_before = e.stragglers_before;
            v.stragglers_after = e.stragglers_after;
            v.morale_before = e.morale_before;
            v.morale_after = e.morale_after;
            if (!json)
                std::cout << "end of turn: fatigue " << e.fatigue_before << " to " << e.fatigue_after << " (rule 3.2), "
                          << "experience " << e.experience_before << " to " << e.experience_after << " (rule 3.6, "
                          << e.squares_marched << " squares marched)" << stragglers_text(e) << morale_text(e) << "\n";
        }
    const Unit* after = t->outcome.state.unit(*id);
    if (after) {
        v.to = {to_string(after->strategic), to_string(after->tactical), after->fatigue, after->strength};
        if (!json)
            std::cout << "ends the turn in " << v.to.strategic << " " << v.to.tactical << ", strength " << v.to.strength
                      << "\n";
    }
    if (json) write_json(std::cout, v);
    return kExitOk;
}

int run_signature(std::string dir, bool check, bool verbose, bool json) {
    if (dir.empty()) {
        auto found = find_golden_dir("signature");
        if (!found) return report(found.errors());
        dir = *found;
    }
    auto s = rules_signature(dir);
    if (!s) return report(s.errors());
    SignatureView v;
    v.dir = dir;
    v.value = s->value;
    v.expected_file = signature_file(dir);
    {
        std::ifstream in(v.expected_file);
        in >> v.expected;
    }
    v.matches = v.expected == v.value;
    for (const auto& c : s->cases) v.cases.push_back({c.name, c.last_hash});
    if (json) {
        write_json(std::cout, v);
    } else {
        if (verbose) {
            std::cout << "turns under " << dir << "\n";
            for (const auto& c : s->cases) std::cout << c.name << " " << c.last_hash << "\n";
        }
        std::cout << s->value << "\n";
    }
    if (!check || v.matches) return kExitOk;
    std::cerr << "umpire signature: the rules signature of " << dir << " is " << s->value << " but " << v.expected_file
              << " says " << (v.expected.empty() ? "nothing" : v.expected)
              << ". If the change in adjudication is intended, update that file in the same commit, with the "
                 "goldens it changes.\n";
    return kExitFailed;
}

}  // namespace

namespace {
struct TurnOptions {
    std::string file, unit, dir, out, next_seed, reports;
    bool json = false, record = false, check = false, verbose = false, force = false;
    std::vector<std::string> rulings, orders;
};

// The turn's orders from the players' files: a turn played so is replayed and
// explained from the same files.
void add_orders_option(CLI::App& command, std::vector<std::string>& files) {
    command
        .add_option("--orders", files,
                    "the players' order files (docs/orders.md), read as one stream in the order given; the case "
                    "must then have no \"orders\" of its own")
        ->expected(1, -1);
}
}  // namespace

void add_gitm_turn_command(CLI::App& gitm, int& exit_code) {
    auto o = std::make_shared<TurnOptions>();
    auto* turn = gitm.add_subcommand("turn", "Adjudicate a whole turn (rule 5.2) and show every phase's events");
    turn->add_option("CASE", o->file, "case file of kind \"turn\"")->required();
    turn->add_flag("--json", o->json, "print the snapshot as JSON");
    turn->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    add_orders_option(*turn, o->orders);
    turn->add_option("--out", o->out, "write the next turn's state as a turn case to this file (docs/campaign.md)");
    turn->add_flag("--force", o->force, "with --out or --reports: replace what is there");
    turn->add_option("--reports", o->reports,
                     "write each player's report on the turn to this new folder: PLAYER.txt and PLAYER.json "
                     "(rules 4.1-4.6, 10.11)");
    turn->add_option("--next-seed", o->next_seed,
                     "with --out: the next turn's seed (decimal, 0xHEX or 16 hex digits; default: this turn's)");
    turn->callback([o, &exit_code] {
        NextTurnOut out{o->out, o->force, std::nullopt, o->reports};
        if (!o->next_seed.empty()) {
            auto seed = parse_seed_number(o->next_seed);
            if (!seed || o->out.empty()) {
                Diagnostic d = field_error("--next-seed", seed ? "goes with --out" : seed.errors().front().what);
                exit_code = report({d});
                return;
            }
            out.seed = *seed;
        }
        if (o->force && o->out.empty() && o->reports.empty()) {
            exit_code = report({field_error("--force", "goes with --out or --reports")});
            return;
        }
        exit_code = run_turn(o->file, o->json, o->rulings, o->orders, out);
    });
}

void add_dispute_commands(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<TurnOptions>();

    auto* replay = app.add_subcommand(
        "replay", "Adjudicate a turn case again and compare each phase with the recorded adjudication");
    replay->add_option("CASE", o->file, "case file of kind \"turn\"")->required();
    replay->add_flag("--record", o->record, "print the case with this adjudication recorded in it");
    replay->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    replay->add_flag("--json", o->json,
                     "print one JSON object: result, first_difference, events, phases [{phase, state_hash, draws, "
                     "recorded_state_hash, recorded_draws, same}], engines and rules signatures");
    add_orders_option(*replay, o->orders);
    replay->callback([o, &exit_code] { exit_code = run_replay(o->file, o->record, o->json, o->rulings, o->orders); });

    auto* explain = app.add_subcommand("explain", "Tell one unit's turn, phase by phase, with the rule behind each step");
    explain->add_option("CASE", o->file, "case file of kind \"turn\"")->required();
    explain->add_option("--unit", o->unit, "the unit, e.g. US3IN")->required();
    explain->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    explain->add_flag("--json", o->json, "print one JSON object: unit, turn, from, phases [{phase, step, number, lines}], the end of turn, to");
    add_orders_option(*explain, o->orders);
    explain->callback([o, &exit_code] { exit_code = run_explain(o->file, o->unit, o->json, o->rulings, o->orders); });

    auto* signature = app.add_subcommand("signature", "Adjudicate the bundled turns and print the rules signature");
    signature->add_option("--dir", o->dir,
                          "the directory of turn cases (default: golden/signature of the checkout around the current "
                          "directory); the expected value is rules-signature.txt beside it");
    signature->add_flag("--check", o->check, "fail unless it equals the rules-signature.txt beside the directory");
    signature->add_flag("--verbose", o->verbose, "print the directory and each case's final state hash too");
    signature->add_flag("--json", o->json, "print one JSON object: dir, value, expected_file, expected, matches, cases");
    signature->callback([o, &exit_code] { exit_code = run_signature(o->dir, o->check, o->verbose, o->json); });
}

}  // namespace umpire::cli
