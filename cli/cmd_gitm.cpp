// umpire gitm path FROM TO   - the straight line of rule 8.5 and what blocks it
// umpire gitm move CASE.json - adjudicate the case's move and explain it
// umpire gitm sides --map FILE - the sides of rivers and ranges (rules 8.7, 7.9)
#include <iostream>

#include "cli/commands.hpp"
#include "cli/drawing.hpp"
#include "cli/io.hpp"
#include "golden/case_file.hpp"
#include "golden/case_json.hpp"
#include "model/map_text.hpp"
#include "model/text.hpp"
#include "rules/gitm/explain.hpp"
#include "rules/gitm/path_report.hpp"
#include "rules/gitm/sides_report.hpp"
#include "rules/gitm/tactical_move.hpp"

namespace umpire::cli {
namespace {

int run_path(const std::string& from_text, const std::string& to_text, bool json,
             const std::vector<std::string>& ruling_options) {
    auto from = parse_tac_square(from_text);
    auto to = parse_tac_square(to_text);
    std::vector<Diagnostic> errors;
    if (!from) { auto d = from.errors().front(); d.where.field = "FROM"; errors.push_back(d); }
    if (!to) { auto d = to.errors().front(); d.where.field = "TO"; errors.push_back(d); }
    auto rulings = apply_ruling_options({}, ruling_options);
    if (!rulings) errors.push_back(rulings.errors().front());
    if (!errors.empty()) return report(errors);

    const auto r = gitm::report_path(*from, *to, rulings->get<StepTypo>());
    if (json) {
        write_json(std::cout, r);
        return kExitOk;
    }
    std::cout << "Path " << to_string(r.from) << " to " << to_string(r.to) << " (" << r.kind << ", "
              << r.terrain_squares.size() << " steps; rule 8.5)\n";
    std::cout << "  points:          " << join(r.points);
    std::cout << "\n  terrain squares: " << join(r.terrain_squares) << "\n";
    std::cout << "  unit squares:    " << join(r.unit_squares) << "\n\n";
    draw_grid(std::cout, r.drawing);
    std::cout << "\n  S start; B blocked by a unit or by impassable terrain there (the text's T/U);\n"
                 "  U blocked by a unit there, not by terrain\n";
    return kExitOk;
}

// The case's tactical map with the units on it: @ the mover's start, * where it
// ends (X when a combat is fought there), E enemy, N neutral, A allied or same
// side (seen from the mover).
std::vector<std::string> situation(const MoveCase& c, const gitm::MoveOutcome& o) {
    const GameState& s = c.state;
    const Unit& mover = *s.unit(o.unit);
    auto rows = s.square(mover.strategic)->map.to_lines();
    const auto put = [&](TacSquare q, char ch) { rows[static_cast<std::size_t>(q.row)][static_cast<std::size_t>(q.col)] = ch; };
    for (const auto& u : s.units) {
        if (u.strategic != mover.strategic || u.id == mover.id) continue;
        const auto rel = s.relation(mover.state, u.state);
        put(u.tactical, rel == Relation::Hostile ? 'E' : rel == Relation::Neutral ? 'N' : 'A');
    }
    put(o.from, '@');
    if (o.end != o.from) put(o.end, o.combat && o.combat->square == o.end ? 'X' : '*');
    return rows;
}

int run_move(const std::string& path, bool json, const std::vector<std::string>& ruling_options) {
    auto c = load_case_for(path, "gitm move", {CaseKind::Move});
    if (!c) return report(c.errors());
    const MoveCase& move = std::get<MoveCase>(c->payload);
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return report(rulings.errors());
    const auto o = gitm::decide_move(move.state, move.order, c->seed, *rulings);
    if (json) {
        write_json(std::cout, o);
        return kExitOk;
    }
    std::cout << escape_text(c->title) << "\n\n";
    std::cout << to_string(o.unit) << " from " << to_string(o.from) << " to " << to_string(move.order.destination);
    if (move.order.waypoint) std::cout << " via " << to_string(*move.order.waypoint);
    std::cout << ": " << gitm::name(o.result) << ", ends at " << to_string(o.end) << "\n";
    for (const auto& e : o.events) std::cout << "  - " << gitm::explain(e) << "\n";
    std::cout << '\n';
    draw_grid(std::cout, situation(move, o));
    std::cout << "\n  @ start, * end, X end in combat, E enemy, N neutral, A allied; terrain glyphs as in the README\n";
    return kExitOk;
}

std::string words(const std::vector<std::string>& codes) {
    std::string s;
    for (std::size_t i = 0; i < codes.size(); ++i) s += (i ? " " : "") + codes[i];
    return s.empty() ? "none" : s;
}

int run_sides(const std::string& path, bool json, const std::vector<std::string>& ruling_options) {
    auto rulings = apply_ruling_options({}, ruling_options);
    if (!rulings) return report(rulings.errors());
    auto text = read_input_file(path, 1u << 20);
    if (!text) return report(text.errors());
    auto map = parse_map_text(*text, input_name(path));
    if (!map) return report(map.errors());
    const auto r = gitm::report_sides(*map, *rulings);
    if (json) {
        write_json(std::cout, r);
        return kExitOk;
    }
    std::cout << "Sides of rivers and mountain ranges in " << escape_text(path) << " (rules 8.7, 7.9)\n\n";
    draw_grid(std::cout, r.drawing);
    std::cout << "\n  each side a letter; fords (=), passes (P) and impassable squares keep their glyphs\n\n";
    for (const auto& side : r.sides)
        std::cout << "  side " << side.side << " (" << side.squares << " squares): leaves without a crossing "
                  << words(side.free) << "; must cross first to leave " << words(side.crossing) << "\n";
    if (r.sides.empty()) std::cout << "  no side: the map has no passable square outside fords and passes\n";
    for (const auto& c : r.crossings) {
        std::vector<std::string> letters;
        for (char l : c.sides) letters.emplace_back(1, l);
        std::cout << "  " << to_string(c.square) << " (" << traits(map->at(c.square)).name << ") joins sides "
                  << words(letters) << "\n";
    }
    std::cout << (rulings->get<DiagonalExit>() == DiagonalExit::CornerSquare
                      ? "\n  a diagonal move leaves by the corner square (ruling SIDES-DIAGONAL-EXIT)\n"
                      : "\n  a diagonal move leaves by the corner's half of either edge (ruling SIDES-DIAGONAL-EXIT)\n");
    return kExitOk;
}

}  // namespace

void add_gitm_commands(CLI::App& app, int& exit_code) {
    auto* gitm = app.add_subcommand("gitm", "GITM land rules")->require_subcommand(1);

    auto* path = gitm->add_subcommand("path", "Show the straight line between two tactical squares (rule 8.5)");
    auto from = std::make_shared<std::string>(), to = std::make_shared<std::string>();
    auto path_json = std::make_shared<bool>(false);
    auto path_rulings = std::make_shared<std::vector<std::string>>();
    path->add_option("FROM", *from, "start square, col-row, e.g. 3-1")->required();
    path->add_option("TO", *to, "destination square, e.g. 7-3")->required();
    path->add_flag("--json", *path_json, "print one JSON object");
    path->add_option("--ruling", *path_rulings, "choose a ruling alternative, ID=ALTERNATIVE");
    path->callback([=, &exit_code] { exit_code = run_path(*from, *to, *path_json, *path_rulings); });

    auto* move = gitm->add_subcommand("move", "Adjudicate the tactical move of a case file and explain it");
    auto file = std::make_shared<std::string>();
    auto move_json = std::make_shared<bool>(false);
    auto move_rulings = std::make_shared<std::vector<std::string>>();
    move->add_option("CASE", *file, "case file of kind \"move\"")->required();
    move->add_flag("--json", *move_json, "print the outcome as JSON");
    move->add_option("--ruling", *move_rulings, "override a ruling alternative, ID=ALTERNATIVE");
    move->callback([=, &exit_code] { exit_code = run_move(*file, *move_json, *move_rulings); });

    auto* sides = gitm->add_subcommand(
        "sides", "Draw the sides of the rivers and ranges of a map and where each side can leave it (rules 8.7, 7.9)");
    auto map_file = std::make_shared<std::string>();
    auto sides_json = std::make_shared<bool>(false);
    auto sides_rulings = std::make_shared<std::vector<std::string>>();
    sides->add_option("--map", *map_file, "tactical map: 15 lines of 15 terrain glyphs, '#' lines are comments")
        ->required();
    sides->add_flag("--json", *sides_json, "print the report as JSON");
    sides->add_option("--ruling", *sides_rulings, "choose a ruling alternative, ID=ALTERNATIVE");
    sides->callback([=, &exit_code] { exit_code = run_sides(*map_file, *sides_json, *sides_rulings); });

    add_gitm_entry_command(*gitm, exit_code);
    add_gitm_phase_command(*gitm, exit_code);
    add_gitm_turn_command(*gitm, exit_code);
    add_gitm_frontage_command(*gitm, exit_code);
    add_gitm_combat_command(*gitm, exit_code);
    add_gitm_supply_command(*gitm, exit_code);
    add_gitm_contact_command(*gitm, exit_code);
    add_gitm_report_command(*gitm, exit_code);
}

}  // namespace umpire::cli
