// umpire gitm entry --moving DIR --request C-R [--enemy C-R,...] [--map FILE] ...
// Where a unit entering a tactical map is placed (rule 7.14), with every square
// tried and why it was refused.
#include <charconv>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/drawing.hpp"
#include "cli/io.hpp"
#include "golden/case_json.hpp"
#include "golden/entry_report.hpp"
#include "model/map_text.hpp"
#include "model/seed_commit.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

struct EntryOptions {
    std::string moving, request, current, map, start_map, start, unit;
    std::vector<std::string> enemies, allied, rulings;
    std::string seed = "0";
    int turn = 1, phase = 0;
    bool json = false;
};

// Collects every problem with the options before giving up, as the loaders do.
class Reader {
public:
    std::vector<Diagnostic> errors;

    std::optional<TacSquare> square(const std::string& text, const char* option) {
        if (text.empty()) return std::nullopt;
        auto s = parse_tac_square(text);
        if (s) return *s;
        fail(s.errors().front().what, option);
        return std::nullopt;
    }
    std::optional<TacticalMap> map(const std::string& path, const char* option) {
        if (path.empty()) return std::nullopt;
        auto text = read_input_file(path, 1u << 16);
        if (!text) {
            for (auto d : text.errors()) errors.push_back(std::move(d));
            return std::nullopt;
        }
        auto m = parse_map_text(*text, input_name(path));
        if (m) return *m;
        for (auto d : m.errors()) {
            d.where.field = option;
            errors.push_back(std::move(d));
        }
        return std::nullopt;
    }
    void fail(std::string what, const char* option) { errors.push_back(field_error(option, std::move(what))); }
};

Expected<EntryQuery> query_from(const EntryOptions& o, Seed& seed) {
    Reader r;
    EntryQuery q;
    if (auto d = direction_from_code(o.moving)) q.moving = *d;
    else r.fail("a direction is one of N NE E SE S SW W NW", "--moving");
    q.request = r.square(o.request, "--request");
    q.current = r.square(o.current, "--current");
    if (o.request.empty() && o.current.empty()) r.fail("give the entry square, or the unit's current square", "--request");
    for (const auto& e : o.enemies)
        if (auto s = r.square(e, "--enemy")) q.enemies.push_back(*s);
    for (const auto& a : o.allied) {
        const auto eq = a.find('=');
        int n = 0;
        const char* end = a.data() + a.size();
        const bool whole = eq != std::string::npos && std::from_chars(a.data() + eq + 1, end, n).ptr == end;
        if (!whole || n < 1 || n > 24) {
            r.fail("write SQUARE=COUNT with a count from 1 to 24, e.g. 6-3=12; got " + quote_input(a), "--allied");
            continue;
        }
        if (auto s = r.square(a.substr(0, eq), "--allied")) q.allied.push_back({*s, n});
    }
    q.map = r.map(o.map, "--map");
    q.start_map = r.map(o.start_map, "--start-map");
    q.start = r.square(o.start, "--start");
    if (q.start_map.has_value() != q.start.has_value() && r.errors.empty())
        r.fail("--start-map and --start go together", "--start");
    if (!o.unit.empty()) {
        auto id = parse_unit_id(o.unit);
        if (id) q.unit = *id;
        else r.fail(id.errors().front().what, "--unit");
    }
    if (auto s = parse_seed_number(o.seed)) seed = *s;
    else r.fail(s.errors().front().what, "--seed");
    q.turn = o.turn;
    q.phase = o.phase;
    if (!r.errors.empty()) return Errors{std::move(r.errors)};
    return q;
}

int run_entry_command(const EntryOptions& o) {
    Seed seed;
    auto q = query_from(o, seed);
    if (!q) return report(q.errors());
    auto rulings = apply_ruling_options({}, o.rulings);
    if (!rulings) return report(rulings.errors());
    const EntryReport rep = run_entry(*q, seed, *rulings);
    if (o.json) {
        write_json(std::cout, rep);
        return kExitOk;
    }
    const TacSquare asked = q->request ? *q->request : *q->current;
    std::cout << "Moving " << code(q->moving) << ", entry square " << to_string(asked) << ": enters at "
              << to_string(rep.square) << (rep.fallback ? " (drawn at random: no combat there)" : "") << "\n";
    for (const auto& t : rep.trace) {
        std::cout << "  " << gitm::name(t.step) << ' ' << to_string(t.square) << ": " << gitm::name(t.verdict);
        if (t.verdict == gitm::EntryVerdict::EnemyBehind) std::cout << " (enemy at " << to_string(t.cause) << ")";
        if (t.step == gitm::EntryStep::Band && t.cause != t.square) std::cout << " (nearest to " << to_string(t.cause) << ")";
        std::cout << "  [" << t.rule << "]\n";
    }
    std::cout << '\n';
    draw_grid(std::cout, rep.drawing);
    std::cout << "\n  @ entry square, r requested, E enemy, x tried and refused, : open band square;\n"
                 "  other glyphs are terrain (README)\n";
    return kExitOk;
}

}  // namespace

void add_gitm_entry_command(CLI::App& gitm, int& exit_code) {
    auto o = std::make_shared<EntryOptions>();
    auto* cmd = gitm.add_subcommand("entry", "Place a unit entering a tactical map after a strategic move (rule 7.14)");
    cmd->add_option("--moving", o->moving, "direction of the move: N NE E SE S SW W NW")->required();
    cmd->add_option("--request", o->request, "the ordered entry square, col-row");
    cmd->add_option("--current", o->current, "the unit's current square, used when no entry square is ordered");
    cmd->add_option("--enemy", o->enemies, "squares holding enemy units")->delimiter(',');
    cmd->add_option("--allied", o->allied, "allied units per square, SQUARE=COUNT (ruling ENTRY-AVAILABLE)")->delimiter(',');
    cmd->add_option("--map", o->map, "the map entered: 15 lines of terrain glyphs");
    cmd->add_option("--start-map", o->start_map, "the map left, when the unit must keep to its side of a river");
    cmd->add_option("--start", o->start, "the unit's square on the map left");
    cmd->add_option("--seed", o->seed, "seed of the random fallback square: decimal, 0xHEX, or 16 hex digits as in a case file");
    cmd->add_option("--unit", o->unit, "the unit, e.g. US1IN: keys the random draw");
    cmd->add_option("--turn", o->turn, "turn of the random draw")->check(CLI::Range(1, kMaxTurn));
    cmd->add_option("--phase", o->phase, "phase of the random draw")->check(CLI::Range(0, 100));
    cmd->add_option("--ruling", o->rulings, "choose a ruling alternative, ID=ALTERNATIVE");
    cmd->add_flag("--json", o->json, "print one JSON object: square, fallback, side_adjusted, trace, drawing");
    cmd->callback([o, &exit_code] { exit_code = run_entry_command(*o); });
}

}  // namespace umpire::cli
