// umpire dnd distance FROM TO - feet between two squares with 5-10-5 diagonals
// umpire dnd reach FROM       - every square reachable within a speed, with its cost
// umpire dnd path FROM TO     - the cheapest path around obstacles
#include <algorithm>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <limits>
#include <map>
#include <optional>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/grid.hpp"
#include "model/json/json_io.hpp"
#include "model/text.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"

namespace umpire::cli {
namespace {

constexpr std::int64_t kMaxNumber = std::numeric_limits<std::int64_t>::max();

struct SquareFeetView {
    std::string square;
    std::int64_t feet = 0;
};
struct DistanceView {
    std::string from, to;
    std::int64_t diagonals_before = 0, feet = 0;
};
struct ReachView {
    std::string from;
    std::int64_t speed = 0, diagonals_before = 0;
    std::vector<SquareFeetView> squares;  // reading order
};
struct PathView {
    std::string from, to;
    std::int64_t diagonals_before = 0;
    bool reachable = false;
    std::int64_t feet = 0, diagonals_after = 0;  // written only when reachable
    std::vector<SquareFeetView> steps;           // feet spent so far
};

template <class IO> void describe(IO& io, SquareFeetView& v) {
    io.field("square", v.square);
    io.number("feet", v.feet, 0, kMaxNumber);
}
template <class IO> void describe(IO& io, DistanceView& v) {
    io.field("from", v.from);
    io.field("to", v.to);
    io.number("diagonals_before", v.diagonals_before, 0, kMaxNumber);
    io.number("feet", v.feet, 0, kMaxNumber);
}
template <class IO> void describe(IO& io, ReachView& v) {
    io.field("from", v.from);
    io.number("speed", v.speed, 0, kMaxNumber);
    io.number("diagonals_before", v.diagonals_before, 0, kMaxNumber);
    io.list("squares", v.squares, dnd::kMaxSearchCells);
}
template <class IO> void describe(IO& io, PathView& v) {
    io.field("from", v.from);
    io.field("to", v.to);
    io.number("diagonals_before", v.diagonals_before, 0, kMaxNumber);
    io.field("reachable", v.reachable);
    if (v.reachable) {
        io.number("feet", v.feet, 0, kMaxNumber);
        io.number("diagonals_after", v.diagonals_after, 0, kMaxNumber);
    }
    io.list("steps", v.steps, dnd::kMaxSearchCells);
}

// The rules name their inputs; the user typed them as these arguments.
std::vector<Diagnostic> as_arguments(std::vector<Diagnostic> errors) {
    static const std::map<std::string, std::string> kArgument = {
        {"from", "FROM"}, {"to", "TO"}, {"speed", "--speed"}, {"diagonals", "--diagonals"}};
    for (auto& d : errors)
        if (const auto it = kArgument.find(d.where.field); it != kArgument.end()) d.where.field = it->second;
    return errors;
}

// The common inputs of the three commands, checked together so that one run
// reports every mistake.
struct Inputs {
    GridPoint from, to;
    std::optional<GridMap> map;
    DifficultTerrain rule = DifficultTerrain::DoubledAsTwoDiagonals;
    CornerCutting corners = CornerCutting::Allowed;
    EqualPaths ties = EqualPaths::EvenCountFirst;
};

std::vector<Diagnostic> read_inputs(Inputs& in, const std::string& from, const std::string* to,
                                    std::int64_t diagonals, const std::string& map_file,
                                    const std::vector<std::string>& ruling_options) {
    std::vector<Diagnostic> errors;
    const auto square = [&](const std::string& text, const char* field, GridPoint& out) {
        auto p = parse_grid_point(text);
        if (p) out = *p;
        else errors.push_back(field_error(field, p.errors().front().what));
    };
    square(from, "FROM", in.from);
    if (to) square(*to, "TO", in.to);
    if (diagonals < 0) errors.push_back(field_error("--diagonals", "the count of diagonals already taken cannot be negative"));
    auto rulings = apply_ruling_options({}, ruling_options);
    if (rulings) {
        in.rule = rulings->get<DifficultTerrain>();
        in.corners = rulings->get<CornerCutting>();
        in.ties = rulings->get<EqualPaths>();
    } else {
        errors.push_back(rulings.errors().front());
    }
    if (!map_file.empty()) {
        auto text = read_input_file(map_file);
        if (!text) return errors.push_back(text.errors().front()), errors;
        auto map = GridMap::from_text(*text);
        if (!map) {
            for (auto d : map.errors()) {
                d.where.file = map_file;
                errors.push_back(std::move(d));
            }
        } else {
            in.map = std::move(*map);
        }
    }
    return errors;
}

// A grid of cells, each `label(p)` right-aligned, with column numbers above and
// row numbers beside; wide enough for every label and coordinate.
template <class Label>
void draw(std::ostream& out, GridPoint top_left, int width, int height, Label label) {
    std::size_t cell = 1, row_label = 1;
    for (int c = 0; c < width; ++c) cell = std::max(cell, std::to_string(top_left.col + c).size());
    for (int r = 0; r < height; ++r) {
        row_label = std::max(row_label, std::to_string(top_left.row + r).size());
        for (int c = 0; c < width; ++c) cell = std::max(cell, label(GridPoint{top_left.col + c, top_left.row + r}).size());
    }
    const auto w = static_cast<int>(cell + 1);
    out << std::string(row_label + 1, ' ');
    for (int c = 0; c < width; ++c) out << std::setw(w) << top_left.col + c;
    out << '\n';
    for (int r = 0; r < height; ++r) {
        out << std::setw(static_cast<int>(row_label + 1)) << top_left.row + r;
        for (int c = 0; c < width; ++c) out << std::setw(w) << label(GridPoint{top_left.col + c, top_left.row + r});
        out << '\n';
    }
}

std::string plural(std::int64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

int run_distance(const std::string& from_text, const std::string& to_text, std::int64_t diagonals, bool json) {
    Inputs in;
    if (auto errors = read_inputs(in, from_text, &to_text, diagonals, {}, {}); !errors.empty()) return report(errors);
    const dnd::Feet feet = dnd::distance_feet(in.from, in.to, diagonals);
    if (json) {
        write_json(std::cout, DistanceView{to_string(in.from), to_string(in.to), diagonals, feet});
        return kExitOk;
    }
    std::cout << to_string(in.from) << " to " << to_string(in.to) << ": " << feet << " ft";
    std::cout << " (dnd-closed-form; " << plural(diagonals, "diagonal", "diagonals") << " already taken this turn)\n";
    return kExitOk;
}

int run_reach(const std::string& from_text, std::int64_t speed, const std::string& map_file, std::int64_t diagonals,
              bool json, const std::vector<std::string>& ruling_options) {
    Inputs in;
    if (auto errors = read_inputs(in, from_text, nullptr, diagonals, map_file, ruling_options); !errors.empty())
        return report(errors);
    const GridMap* map = in.map ? &*in.map : nullptr;
    auto reached = dnd::reach(in.from, speed, diagonals, map, in.rule, in.corners);
    if (!reached) return report(as_arguments(reached.errors()));

    ReachView view{to_string(in.from), speed, diagonals, {}};
    for (const auto& r : *reached) view.squares.push_back({to_string(r.square), r.feet});
    if (json) {
        write_json(std::cout, view);
        return kExitOk;
    }
    std::map<GridPoint, dnd::Feet> feet;
    for (const auto& r : *reached) feet[r.square] = r.feet;
    std::cout << "Reach of " << speed << " ft from " << to_string(in.from) << " ("
              << plural(diagonals, "diagonal", "diagonals") << " already taken): " << reached->size()
              << " squares (dnd-movement-circle)\n\n";
    // Without a map the reached squares fill the square of side 2 * speed / 5 + 1.
    const int radius = static_cast<int>(speed / dnd::kSquareFeet);
    const GridPoint top_left = map ? GridPoint{0, 0} : GridPoint{in.from.col - radius, in.from.row - radius};
    const int width = map ? map->width() : 2 * radius + 1, height = map ? map->height() : 2 * radius + 1;
    draw(std::cout, top_left, width, height, [&](GridPoint p) -> std::string {
        if (const auto it = feet.find(p); it != feet.end()) return std::to_string(it->second);
        return map && map->at(p) == GridCell::Blocked ? "#" : ".";
    });
    std::cout << "\n  each square: the feet to reach it; # blocked, . not reachable within " << speed << " ft\n";
    return kExitOk;
}

int run_path(const std::string& from_text, const std::string& to_text, const std::string& map_file,
             std::int64_t diagonals, bool json, const std::vector<std::string>& ruling_options) {
    Inputs in;
    if (auto errors = read_inputs(in, from_text, &to_text, diagonals, map_file, ruling_options); !errors.empty())
        return report(errors);
    const GridMap* map = in.map ? &*in.map : nullptr;
    auto found = dnd::cheapest_path(in.from, in.to, diagonals, map, in.rule, in.corners, in.ties);
    if (!found) return report(as_arguments(found.errors()));

    PathView view{to_string(in.from), to_string(in.to), diagonals, found->has_value(), 0, 0, {}};
    if (*found) {
        const auto& path = **found;
        view.feet = path.feet;
        view.diagonals_after = path.diagonals;
        for (const auto& s : path.steps) view.steps.push_back({to_string(s.square), s.feet});
    }
    if (json) {
        write_json(std::cout, view);
        return view.reachable ? kExitOk : kExitFailed;
    }
    if (!*found) {
        const bool blocked = map && map->at(in.to) == GridCell::Blocked;
        std::cout << "No path from " << to_string(in.from) << " to " << to_string(in.to) << ": "
                  << (blocked ? "the destination is blocked" : "obstacles wall it off") << "\n";
        return kExitFailed;
    }
    const auto& path = **found;
    std::cout << "Cheapest path " << to_string(in.from) << " to " << to_string(in.to) << ": " << path.feet
              << " ft; diagonal count " << diagonals << " before, " << path.diagonals << " after\n  ";
    std::cout << join(path.steps, ", ",
                      [](const auto& s) { return to_string(s.square) + " " + std::to_string(s.feet) + " ft"; })
              << "\n\n";
    std::map<GridPoint, dnd::Feet> on_path;
    for (const auto& s : path.steps) on_path[s.square] = s.feet;
    const GridPoint top_left = map ? GridPoint{0, 0}
                                   : GridPoint{std::min(in.from.col, in.to.col), std::min(in.from.row, in.to.row)};
    const int width = map ? map->width() : std::abs(in.from.col - in.to.col) + 1;
    const int height = map ? map->height() : std::abs(in.from.row - in.to.row) + 1;
    draw(std::cout, top_left, width, height, [&](GridPoint p) -> std::string {
        if (const auto it = on_path.find(p); it != on_path.end()) return std::to_string(it->second);
        return std::string(1, map ? glyph(map->at(p)) : '.');
    });
    std::cout << "\n  path squares: the feet spent on arrival; # blocked, : difficult, . open\n";
    return kExitOk;
}

}  // namespace

void add_dnd_commands(CLI::App& app, int& exit_code) {
    auto* dnd = app.add_subcommand("dnd", "D&D grid movement with 5-10-5 diagonals")->require_subcommand(1);
    const char* diagonals_help = "diagonal steps already taken this turn (only whether it is odd matters)";
    const char* map_help = "obstacle map: lines of . open, # blocked, : difficult, row 0 first";
    const char* ruling_help =
        "choose a ruling alternative, ID=ALTERNATIVE (DND-DIFFICULT-TERRAIN, DND-CORNER-CUTTING, DND-EQUAL-PATHS)";

    auto* distance = dnd->add_subcommand("distance", "Feet from one square to another on open ground");
    auto d_from = std::make_shared<std::string>(), d_to = std::make_shared<std::string>();
    auto d_diagonals = std::make_shared<std::int64_t>(0);
    auto d_json = std::make_shared<bool>(false);
    distance->add_option("FROM", *d_from, "start square, col-row, e.g. 0-0 or -3--5")->required();
    distance->add_option("TO", *d_to, "target square, e.g. 4-4")->required();
    distance->add_option("--diagonals", *d_diagonals, diagonals_help);
    distance->add_flag("--json", *d_json, "print one JSON object");
    distance->callback([=, &exit_code] { exit_code = run_distance(*d_from, *d_to, *d_diagonals, *d_json); });

    auto* reach = dnd->add_subcommand("reach", "The squares reachable within a speed, with their costs");
    auto r_from = std::make_shared<std::string>(), r_map = std::make_shared<std::string>();
    auto r_speed = std::make_shared<std::int64_t>(0), r_diagonals = std::make_shared<std::int64_t>(0);
    auto r_json = std::make_shared<bool>(false);
    auto r_rulings = std::make_shared<std::vector<std::string>>();
    reach->add_option("FROM", *r_from, "start square, col-row")->required();
    reach->add_option("--speed", *r_speed, "speed in feet")->required();
    reach->add_option("--map", *r_map, map_help);
    reach->add_option("--diagonals", *r_diagonals, diagonals_help);
    reach->add_flag("--json", *r_json, "print JSON: {\"squares\": [{\"square\", \"feet\"}]} in reading order");
    reach->add_option("--ruling", *r_rulings, ruling_help);
    reach->callback([=, &exit_code] {
        exit_code = run_reach(*r_from, *r_speed, *r_map, *r_diagonals, *r_json, *r_rulings);
    });

    auto* path = dnd->add_subcommand("path", "The cheapest path between two squares, around obstacles");
    auto p_from = std::make_shared<std::string>(), p_to = std::make_shared<std::string>();
    auto p_map = std::make_shared<std::string>();
    auto p_diagonals = std::make_shared<std::int64_t>(0);
    auto p_json = std::make_shared<bool>(false);
    auto p_rulings = std::make_shared<std::vector<std::string>>();
    path->add_option("FROM", *p_from, "start square, col-row")->required();
    path->add_option("TO", *p_to, "target square, col-row")->required();
    path->add_option("--map", *p_map, map_help);
    path->add_option("--diagonals", *p_diagonals, diagonals_help);
    path->add_flag("--json", *p_json, "print one JSON object");
    path->add_option("--ruling", *p_rulings, ruling_help);
    path->callback([=, &exit_code] {
        exit_code = run_path(*p_from, *p_to, *p_map, *p_diagonals, *p_json, *p_rulings);
    });
}

}  // namespace umpire::cli
