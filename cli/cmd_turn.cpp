// umpire gitm turn CASE.json - adjudicate a whole turn (rule 5.2) and show it.
// umpire replay CASE.json     - adjudicate again and compare with what was recorded.
// umpire explain CASE.json --unit ID - one unit's turn, step by step, with its rules.
// umpire signature            - the rules signature of the bundled turns.
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_json.hpp"
#include "golden/signature.hpp"
#include "golden/turn_case.hpp"
#include "model/text.hpp"
#include "rules/gitm/explain.hpp"
#include "rules/gitm/strategic_explain.hpp"

namespace umpire::cli {
namespace {

std::string signature_dir() { return std::string(UMPIRE_SOURCE_DIR) + "/golden/signature"; }
std::string signature_file() { return std::string(UMPIRE_SOURCE_DIR) + "/golden/rules-signature.txt"; }

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
    }
    return "?";
}

std::string phase_name(const RecordedPhase& p) {
    for (int k = 0; k < gitm::kTurnStepCount; ++k)
        if (gitm::name(static_cast<gitm::TurnStep>(k)) == p.step) {
            gitm::TurnPhase t;
            t.step = static_cast<gitm::TurnStep>(k);
            t.number = p.number;
            return phase_name(t);
        }
    return p.step;
}

struct LoadedTurn {
    CaseFile file;
    Rulings rulings;
    gitm::TurnOutcome outcome;
};

// Loads and adjudicates; the seed commitment, when present, is checked by the loader.
Expected<LoadedTurn> load_turn(const std::string& path, const std::vector<std::string>& ruling_options,
                               const char* command) {
    auto text = read_input_file(path);
    if (!text) return std::move(text).take_errors();
    auto c = load_case(*text, path);
    if (!c) return std::move(c).take_errors();
    if (c->kind != CaseKind::Turn)
        return error(std::string("`umpire ") + command + "` needs a case of kind \"turn\"", "kind");
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return std::move(rulings).take_errors();
    auto run = run_turn_case(*c, *rulings);
    if (!run) {
        auto errors = std::move(run).take_errors();
        for (auto& d : errors.list) d.where.file = path;
        return errors;
    }
    return LoadedTurn{std::move(*c), *rulings, std::move(*run)};
}

int fail_with(std::vector<Diagnostic> list, const std::string& path) {
    for (auto& d : list)
        if (d.where.file.empty()) d.where.file = path;
    return report(list);
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
        for (const auto& o : t.outcome.tactical)
            if (o.phase == p.number)
                for (const auto& b : o.battles) {
                    const auto in = [&](const gitm::BattleSide& s) {
                        return unit && std::find(s.units.begin(), s.units.end(), *unit) != s.units.end();
                    };
                    if (!unit || in(b.initiators) || in(b.opponents))
                        std::cout << indent << "battle at " << to_string(b.strategic) << " " << to_string(b.square)
                                  << " begun by " << to_string(b.initiator)
                                  << ": left standing, combat is not adjudicated yet (rule 9.1)\n";
                }
    }
}

int run_turn(const std::string& path, bool json, const std::vector<std::string>& ruling_options) {
    auto t = load_turn(path, ruling_options, "gitm turn");
    if (!t) return fail_with(t.errors(), path);
    if (json) {
        std::cout << save_json(report_turn_case(t->outcome));
        return kExitOk;
    }
    std::cout << escape_text(t->file.title) << "\n";
    for (std::size_t i = 0; i < t->outcome.phases.size(); ++i) {
        const auto& p = t->outcome.phases[i];
        std::cout << "\n" << phase_name(p) << " (rule " << p.rule << ")"
                  << (p.adjudicated ? "" : ": not adjudicated yet, the state passes through") << "  [state "
                  << p.state_hash.substr(0, 16) << ", " << p.draws << " draws]\n";
        print_phase_events(*t, i, nullptr, "  - ");
    }
    std::cout << "\nend of turn (rules 3.2, 3.6):\n";
    for (const auto& e : t->outcome.end)
        if (e.fatigue_before != e.fatigue_after || e.experience_before != e.experience_after)
            std::cout << "  - " << to_string(e.unit) << ": fatigue " << e.fatigue_before << " to " << e.fatigue_after
                      << ", experience " << e.experience_before << " to " << e.experience_after << " ("
                      << e.squares_marched << " squares marched)\n";
    return kExitOk;
}

std::string current_signature() {
    auto s = rules_signature(signature_dir());
    return s ? s->value : std::string();
}

// Everything taken from the file comes first; the verdict is the last line, on its
// own, after a flush, so no text of a tampered record can stand after it or pass
// for it (issue 18). The record's own strings are escaped (model/text.hpp).
int run_replay(const std::string& path, bool record, const std::vector<std::string>& ruling_options) {
    auto t = load_turn(path, ruling_options, "replay");
    if (!t) return fail_with(t.errors(), path);
    const TurnRecord now = record_turn(t->outcome, UMPIRE_VERSION, current_signature());
    if (record) {
        CaseFile out = t->file;
        out.recorded = now;
        std::cout << save_case(out);
        return kExitOk;
    }
    const auto verdict = [](const std::string& line) { std::cout << std::flush << line << "\n" << std::flush; };
    if (t->file.seed_commitment)
        std::cout << "seed: matches the commitment " << escape_text(*t->file.seed_commitment) << "\n";
    if (!t->file.recorded) {
        std::cout << "this adjudication (use --record to write it into the case):\n";
        for (const auto& p : now.phases)
            std::cout << "  " << phase_name(p) << ": " << p.state_hash << " (" << p.draws << " draws)\n";
        verdict("not compared: the case holds no recorded adjudication");
        return kExitOk;
    }
    const TurnRecord& was = *t->file.recorded;
    if (was.engine != now.engine)
        std::cout << "note: recorded by umpire " << escape_text(was.engine) << ", replayed by umpire " << now.engine
                  << "\n";
    if (was.rules_signature != now.rules_signature)
        std::cout << "note: the rules signature was " << escape_text(was.rules_signature) << " and is now "
                  << now.rules_signature << ": the rules changed since, so a difference may be intended\n";
    const auto diff = first_difference(was, now);
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

int run_explain(const std::string& path, const std::string& unit_text, const std::vector<std::string>& ruling_options) {
    auto id = parse_unit_id(unit_text);
    if (!id) return report({{{"", 0, 0, "--unit"}, id.errors().front().what}});
    auto t = load_turn(path, ruling_options, "explain");
    if (!t) return fail_with(t.errors(), path);
    const Unit* before = t->file.state->unit(*id);
    if (!before) return report({{{path, 0, 0, "--unit"}, "no unit " + unit_text + " in the case's state"}});
    std::cout << to_string(*id) << " begins turn " << t->file.state->turn << " in " << to_string(before->strategic)
              << " " << to_string(before->tactical) << ", fatigue " << before->fatigue << "\n";
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
        if (!lines.str().empty()) std::cout << phase_name(p) << ":\n" << lines.str();
    }
    for (const auto& e : t->outcome.end)
        if (e.unit == *id)
            std::cout << "end of turn: fatigue " << e.fatigue_before << " to " << e.fatigue_after << " (rule 3.2), "
                      << "experience " << e.experience_before << " to " << e.experience_after << " (rule 3.6, "
                      << e.squares_marched << " squares marched)\n";
    const Unit* after = t->outcome.state.unit(*id);
    if (after)
        std::cout << "ends the turn in " << to_string(after->strategic) << " " << to_string(after->tactical)
                  << ", strength " << after->strength << "\n";
    return kExitOk;
}

int run_signature(const std::string& dir, bool check, bool verbose) {
    auto s = rules_signature(dir);
    if (!s) return report(s.errors());
    if (verbose)
        for (const auto& c : s->cases) std::cout << c.name << " " << c.last_hash << "\n";
    std::cout << s->value << "\n";
    if (!check) return kExitOk;
    std::ifstream in(signature_file());
    std::string expected;
    in >> expected;
    if (expected == s->value) return kExitOk;
    std::cerr << "umpire signature: the rules signature is " << s->value << " but " << signature_file() << " says "
              << (expected.empty() ? "nothing" : expected)
              << ". If the change in adjudication is intended, update that file in the same commit, with the "
                 "goldens it changes.\n";
    return kExitFailed;
}

}  // namespace

namespace {
struct TurnOptions {
    std::string file, unit, dir = signature_dir();
    bool json = false, record = false, check = false, verbose = false;
    std::vector<std::string> rulings;
};
}  // namespace

void add_gitm_turn_command(CLI::App& gitm, int& exit_code) {
    auto o = std::make_shared<TurnOptions>();
    auto* turn = gitm.add_subcommand("turn", "Adjudicate a whole turn (rule 5.2) and show every phase's events");
    turn->add_option("CASE", o->file, "case file of kind \"turn\"")->required();
    turn->add_flag("--json", o->json, "print the snapshot as JSON");
    turn->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    turn->callback([o, &exit_code] { exit_code = run_turn(o->file, o->json, o->rulings); });
}

void add_dispute_commands(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<TurnOptions>();

    auto* replay = app.add_subcommand(
        "replay", "Adjudicate a turn case again and compare each phase with the recorded adjudication");
    replay->add_option("CASE", o->file, "case file of kind \"turn\"")->required();
    replay->add_flag("--record", o->record, "print the case with this adjudication recorded in it");
    replay->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    replay->callback([o, &exit_code] { exit_code = run_replay(o->file, o->record, o->rulings); });

    auto* explain = app.add_subcommand("explain", "Tell one unit's turn, phase by phase, with the rule behind each step");
    explain->add_option("CASE", o->file, "case file of kind \"turn\"")->required();
    explain->add_option("--unit", o->unit, "the unit, e.g. US3IN")->required();
    explain->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    explain->callback([o, &exit_code] { exit_code = run_explain(o->file, o->unit, o->rulings); });

    auto* signature = app.add_subcommand("signature", "Adjudicate the bundled turns and print the rules signature");
    signature->add_option("--dir", o->dir, "the directory of turn cases (default: the bundled set)");
    signature->add_flag("--check", o->check, "fail unless it equals golden/rules-signature.txt");
    signature->add_flag("--verbose", o->verbose, "print each case's final state hash too");
    signature->callback([o, &exit_code] { exit_code = run_signature(o->dir, o->check, o->verbose); });
}

}  // namespace umpire::cli
