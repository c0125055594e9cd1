// umpire gitm phase CASE.json - resolve a phase case's tactical phases and show
// each one: its events per strategic square, the battles that begin, and the maps.
#include <algorithm>
#include <array>
#include <iostream>
#include <string_view>

#include "cli/commands.hpp"
#include "cli/drawing.hpp"
#include "cli/io.hpp"
#include "golden/case_json.hpp"
#include "golden/phase_case.hpp"
#include "model/terrain.hpp"
#include "model/text.hpp"
#include "rules/gitm/explain.hpp"

namespace umpire::cli {
namespace {

std::string units_or_none(const std::vector<UnitId>& units) { return units.empty() ? "no unit" : join(units); }

// One letter per state, in sorted id order. Letters that are terrain glyphs, or the
// battle mark, are skipped so a drawn square never reads two ways.
class StateLetters {
public:
    explicit StateLetters(const GameState& s) {
        for (const auto& st : s.states) ids_.push_back(st.id);
        std::sort(ids_.begin(), ids_.end());
        char next = 'A';
        for (std::size_t i = 0; i < ids_.size(); ++i) {
            while (next <= 'Z' && (next == 'X' || terrain_from_glyph(next).has_value())) ++next;
            letters_.push_back(next <= 'Z' ? next++ : '?');
        }
    }
    [[nodiscard]] char of(std::string_view state) const {
        const auto at = std::lower_bound(ids_.begin(), ids_.end(), state);
        return at != ids_.end() && *at == state ? letters_[static_cast<std::size_t>(at - ids_.begin())] : '?';
    }
    // "A MX, B US" for the states with a unit on the drawn maps.
    [[nodiscard]] std::string legend(const std::vector<std::string>& shown) const {
        std::string s;
        for (std::size_t i = 0; i < ids_.size(); ++i)
            if (std::find(shown.begin(), shown.end(), ids_[i]) != shown.end())
                s += (s.empty() ? "" : ", ") + std::string(1, letters_[i]) + " " + ids_[i];
        return s;
    }

private:
    std::vector<std::string> ids_;
    std::vector<char> letters_;
};

void print_events(const gitm::PhaseOutcome& o) {
    std::vector<StratSquare> squares;  // in the order they first appear
    for (const auto& e : o.events)
        if (std::find(squares.begin(), squares.end(), e.strategic) == squares.end()) squares.push_back(e.strategic);
    if (squares.empty()) std::cout << "  nothing moved\n";
    for (const auto& sq : squares) {
        std::cout << "  " << to_string(sq) << ":\n";
        for (const auto& e : o.events)
            if (e.strategic == sq) std::cout << "    - " << gitm::explain(e.event) << "\n";
    }
}

std::string side_text(const gitm::BattleSide& s) {
    std::string t = units_or_none(s.units);
    if (!s.moved.empty()) t += " (moved in: " + units_or_none(s.moved) + ")";
    return t;
}

// Who attacks and who defends, as the battle's stance has it (rules 9.6, 8.11).
void print_battle(const gitm::Battle& b) {
    std::cout << "  " << to_string(b.strategic) << " " << to_string(b.square) << ", begun by " << to_string(b.initiator)
              << ":\n";
    const std::string a = side_text(b.initiators), d = side_text(b.opponents);
    switch (b.stance) {
        case gitm::BattleStance::AttackAndDefend:
            if (b.opponents.defending || !b.initiators.defending)
                std::cout << "    " << a << " attack; " << d << " defend (rule 9.6)\n";
            else
                std::cout << "    " << d << " attack; " << a << " defend (rule 9.6)\n";
            break;
        case gitm::BattleStance::BothAttack:
            std::cout << "    " << a << " and " << d << " all moved in: both sides attack (rule 9.6)\n";
            break;
        case gitm::BattleStance::Interception:
            std::cout << "    " << a << " intercept and attack; " << d
                      << " defend, both sides in their attack mode (rule 8.11)\n";
            break;
        case gitm::BattleStance::BothStood:
            std::cout << "    " << a << " against " << d << ": no unit moved in, the battle was already there\n";
            break;
    }
}

// The map of every strategic square holding units, after the phase: a state's
// letter on squares with only its units, '*' where states share a square, 'X'
// where a battle begins; terrain glyphs elsewhere.
void print_maps(const gitm::PhaseOutcome& o, const StateLetters& letters) {
    const GameState& s = o.state;
    std::vector<StratSquare> squares;
    for (const auto& u : s.units)
        if (std::find(squares.begin(), squares.end(), u.strategic) == squares.end()) squares.push_back(u.strategic);
    std::sort(squares.begin(), squares.end());
    std::vector<std::string> shown;
    for (const auto& sq : squares) {
        const StratSquareInfo* info = s.square(sq);
        if (info == nullptr) continue;  // check_invariants() rules this out; a drawing is no place to assert
        auto rows = info->map.to_lines();
        std::array<std::string, kTacSquares> state_at{};
        std::array<bool, kTacSquares> shared{};
        for (const auto& u : s.units) {
            if (u.strategic != sq) continue;
            const auto i = static_cast<std::size_t>(u.tactical.index());
            if (state_at[i].empty()) state_at[i] = u.state;
            else if (state_at[i] != u.state) shared[i] = true;
            if (std::find(shown.begin(), shown.end(), u.state) == shown.end()) shown.push_back(u.state);
        }
        for (int i = 0; i < kTacSquares; ++i) {
            const auto at = static_cast<std::size_t>(i);
            const TacSquare q = TacSquare::from_index(i);
            const bool battle = std::any_of(o.battles.begin(), o.battles.end(),
                                            [&](const gitm::Battle& b) { return b.strategic == sq && b.square == q; });
            char mark = 0;
            if (battle) mark = 'X';
            else if (shared[at]) mark = '*';
            else if (!state_at[at].empty()) mark = letters.of(state_at[at]);
            if (mark != 0) rows[static_cast<std::size_t>(q.row)][static_cast<std::size_t>(q.col)] = mark;
        }
        std::cout << "\n  " << to_string(sq) << " after phase " << o.phase << ":\n";
        draw_grid(std::cout, rows);
    }
    if (!squares.empty())
        std::cout << "\n  " << letters.legend(shown)
                  << "; * several states, X battle; terrain glyphs as in the README\n";
}

std::string ordinal(int n) {
    const int tens = n % 100, ones = n % 10;
    const char* suffix = tens >= 11 && tens <= 13 ? "th"
                         : ones == 1              ? "st"
                         : ones == 2              ? "nd"
                         : ones == 3              ? "rd"
                                                  : "th";
    return std::to_string(n) + suffix;
}

// --explain: a paragraph per unit, from its UnitPhase row and its own events.
void print_units(const gitm::PhaseOutcome& o) {
    for (const auto& u : o.units) {
        const auto turns = std::count_if(o.units.begin(), o.units.end(), [&](const gitm::UnitPhase& x) {
            return x.strategic == u.strategic && x.order > 0;
        });
        std::cout << "\n  " << to_string(u.unit) << " in " << to_string(u.strategic) << ": initiative " << u.initiative
                  << ", ";
        if (u.order > 0) std::cout << "its turn came " << ordinal(u.order) << " of " << turns << " (rule 8.6)";
        else std::cout << "no turn in the move order";
        std::cout << "; " << (u.kind == gitm::MoveKind::None ? "no move" : std::string(gitm::name(u.kind)) + " move");
        if (u.supported && u.kind != gitm::MoveKind::Support) std::cout << " and a support move";
        if (u.from == u.to) std::cout << ", stays at " << to_string(u.from);
        else std::cout << ", " << to_string(u.from) << " to " << to_string(u.to);
        std::cout << "; fatigue " << u.fatigue_before << " to " << u.fatigue_after << "\n";
        for (const auto& e : o.events)
            if (e.event.unit == u.unit) std::cout << "    - " << gitm::explain(e.event) << "\n";
    }
}

int run_phase(const std::string& path, bool explain, bool json, const std::vector<std::string>& ruling_options) {
    auto c = load_case_for(path, "gitm phase", {CaseKind::Phase});
    if (!c) return report(c.errors());
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return report(rulings.errors());
    // Other rulings may let another submission count: the orders are judged again.
    auto run = run_phase_case(*c, *rulings);
    if (!run) {
        auto errors = run.errors();
        for (auto& d : errors) d.where.file = path;
        return report(errors);
    }
    if (json) {
        write_json(std::cout, report_phase_case(*run));
        return kExitOk;
    }
    const StateLetters letters(std::get<PhaseCase>(c->payload).state);
    std::cout << escape_text(c->title) << "\n";
    for (const auto& o : *run) {
        std::cout << "\nPhase " << o.phase << "\n";
        print_events(o);
        if (!o.battles.empty()) std::cout << "\n  Battles (rule 9.1):\n";
        for (const auto& b : o.battles) print_battle(b);
        print_maps(o, letters);
        if (explain) print_units(o);
    }
    return kExitOk;
}

}  // namespace

void add_gitm_phase_command(CLI::App& gitm, int& exit_code) {
    struct Options {
        std::string file;
        bool explain = false, json = false;
        std::vector<std::string> rulings;
    };
    auto o = std::make_shared<Options>();
    auto* phase = gitm.add_subcommand(
        "phase", "Resolve the tactical phases of a case file and show the events, battles and maps (chapter 8)");
    phase->add_option("CASE", o->file, "case file of kind \"phase\"")->required();
    phase->add_flag("--explain", o->explain, "add a paragraph per unit: initiative, move order, move, fatigue, events");
    phase->add_flag("--json", o->json, "print the snapshot as JSON");
    phase->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    phase->callback([o, &exit_code] { exit_code = run_phase(o->file, o->explain, o->json, o->rulings); });
}

}  // namespace umpire::cli
