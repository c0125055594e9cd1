#include "rules/dnd/search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <limits>
#include <string>

#include <boost/concept/assert.hpp>
#include <boost/graph/graph_concepts.hpp>

#include "rules/dnd/state_graph.hpp"

namespace umpire::dnd {

BOOST_CONCEPT_ASSERT((boost::IncidenceGraphConcept<StateGraph>));
BOOST_CONCEPT_ASSERT((boost::VertexListGraphConcept<StateGraph>));

namespace {

// Far above any real cost (at most 20 ft for each of 2 * kMaxSearchCells states)
// and far below INT32_MAX, so that "budget + 1 + one step" cannot overflow.
constexpr Feet kUnbounded = 1'000'000'000;

// Every step costs 5 to 20 ft (step_price), so the states waiting to be taken fit
// a ring of buckets by feet: the ring spans more feet than the dearest step, so
// the bucket f % kRing holds only states queued at f ft.
constexpr int kMaxStepFeet = 4 * kSquareFeet;
constexpr int kRing = 32;
static_assert(kRing > kMaxStepFeet && kRing == 8 * sizeof(std::uint32_t));

struct Searched {
    // Per state, feet from the start; states dearer than the budget keep budget + 1
    // and are never queued, which is what bounds the search.
    std::vector<std::int32_t> feet;
    std::vector<std::uint32_t> settled;  // the states whose feet are final, cheapest first
};

// Dijkstra's from `start`, taking states by feet from the ring. With a target
// square it stops once that square's cheapest state is settled and every state as
// cheap as it too: the tie between its two parities and the predecessors path
// reconstruction looks at are then final.
Searched search(const StateGraph& g, std::uint32_t start, Feet budget,
                std::optional<std::size_t> target = std::nullopt) {
    assert(budget >= 0 && budget <= kUnbounded);
    Searched out{std::vector<std::int32_t>(g.state_count(), static_cast<std::int32_t>(budget + 1)), {}};
    auto& feet = out.feet;
    std::array<std::vector<std::uint32_t>, kRing> ring;
    std::uint32_t occupied = 0;  // bit b: ring[b] holds states
    const auto queue = [&](std::uint32_t v, std::int32_t f) {
        feet[v] = f;
        ring[static_cast<std::size_t>(f % kRing)].push_back(v);
        occupied |= std::uint32_t{1} << (f % kRing);
    };
    queue(start, 0);
    std::int32_t target_feet = -1;
    for (std::int32_t level = 0; occupied != 0;) {
        level += std::countr_zero(std::rotr(occupied, level % kRing));
        if (target_feet >= 0 && level > target_feet) break;
        // No step is free, so taking this bucket queues nothing into it.
        auto& bucket = ring[static_cast<std::size_t>(level % kRing)];
        for (const std::uint32_t u : bucket) {
            if (feet[u] != level) continue;  // queued again, more cheaply
            out.settled.push_back(u);
            if (target && target_feet < 0 && u / 2 == *target) target_feet = level;
            g.each_step(u, [&](const StateEdge& e) {
                if (level + e.feet < feet[e.target]) queue(e.target, level + e.feet);
            });
        }
        bucket.clear();
        occupied &= ~(std::uint32_t{1} << (level % kRing));
    }
    return out;
}

std::string map_extent(const GridMap& map) {
    return "the map's squares run from 0-0 to " + to_string(GridPoint{map.width() - 1, map.height() - 1});
}

// A square the mover stands on or goes to must exist; one it starts on must be enterable.
std::optional<Diagnostic> check_square(const GridMap* map, GridPoint p, const char* field, bool start) {
    if (!map) return std::nullopt;
    if (!map->contains(p))
        return field_error(field, "square " + to_string(p) + " is outside the map; " + map_extent(*map));
    if (start && map->at(p) == GridCell::Blocked)
        return field_error(field, "square " + to_string(p) + " is blocked: no one can stand there");
    return std::nullopt;
}

Errors errors_of(std::optional<Diagnostic> d) { return Errors{{std::move(*d)}}; }

std::optional<Diagnostic> check_count(std::int64_t diagonals_before) {
    if (diagonals_before >= 0) return std::nullopt;
    return field_error("diagonals", "the count of diagonals already taken cannot be negative");
}

// Calls f(u, diagonal) for each state u one step before state `v` on a cheapest
// path to it, in the tie-break order: by the step's direction in kDirections, then
// u's parity, even first; stops when f returns true. Only states cheaper than `v`
// are looked at, and those are final (see StopAtTarget).
template <class F>
void cheapest_predecessors(const StateGraph& g, const std::vector<std::int32_t>& feet, std::uint32_t v, F f) {
    const GridPoint here = g.square(v);
    for (const Direction d : kDirections) {
        const GridPoint before{here.col - d.dcol, here.row - d.drow};
        if (!g.area().contains(before) || g.area().at(before) == GridCell::Blocked) continue;
        for (int parity = 0; parity < 2; ++parity) {
            const std::uint32_t u = g.state(before, parity);
            if (feet[u] >= feet[v]) continue;
            const auto e = g.step(u, before, d);
            if (e && e->target == v && feet[u] + e->feet == feet[v] && f(u, d.dcol != 0 && d.drow != 0)) return;
        }
    }
}

constexpr std::int32_t kNoCount = std::numeric_limits<std::int32_t>::max();

// For ruling DND-EQUAL-PATHS=fewest-diagonals: the fewest diagonal steps of any
// cheapest path to each state no dearer than `limit` (all of them final), in order
// of their feet, so that every predecessor comes first (no step is free).
std::vector<std::int32_t> fewest_diagonals(const StateGraph& g, const std::vector<std::int32_t>& feet,
                                           std::int32_t limit) {
    std::vector<std::uint32_t> order;
    for (std::uint32_t v = 0; v < feet.size(); ++v)
        if (feet[v] <= limit) order.push_back(v);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return feet[a] < feet[b]; });
    std::vector<std::int32_t> count(feet.size(), kNoCount);
    for (const std::uint32_t v : order) {
        if (feet[v] == 0) {
            count[v] = 0;  // the start
            continue;
        }
        cheapest_predecessors(g, feet, v, [&](std::uint32_t u, bool diagonal) {
            if (count[u] != kNoCount) count[v] = std::min(count[v], count[u] + (diagonal ? 1 : 0));
            return false;
        });
    }
    return count;
}

// Walks back from `to_state` to the start (feet 0), choosing at each square the
// first step of cheapest_predecessors() and, when `diagonals` is given (the counts
// of fewest_diagonals()), only among steps that keep that count fewest.
std::vector<std::uint32_t> walk_back(const StateGraph& g, const std::vector<std::int32_t>& feet,
                                     std::uint32_t to_state, const std::vector<std::int32_t>* diagonals) {
    std::vector<std::uint32_t> states{to_state};
    std::uint32_t v = to_state;
    while (feet[v] > 0) {
        std::optional<std::uint32_t> previous;
        cheapest_predecessors(g, feet, v, [&](std::uint32_t u, bool diagonal) {
            if (diagonals && ((*diagonals)[u] == kNoCount || (*diagonals)[u] + (diagonal ? 1 : 0) != (*diagonals)[v]))
                return false;
            previous = u;
            return true;
        });
        assert(previous);
        v = *previous;
        states.push_back(v);
    }
    std::reverse(states.begin(), states.end());
    return states;
}

}  // namespace

SearchArea SearchArea::open(GridPoint top_left, int width, int height) noexcept {
    assert(width >= 1 && height >= 1 && std::int64_t{width} * height <= kMaxSearchCells);
    SearchArea a;
    a.top_left_ = top_left;
    a.width_ = width;
    a.height_ = height;
    return a;
}

SearchArea SearchArea::around(const GridMap& map, GridPoint centre, std::int64_t radius) noexcept {
    assert(map.contains(centre) && radius >= 0);
    const auto clamp = [](std::int64_t v, int last) { return static_cast<int>(std::clamp<std::int64_t>(v, 0, last)); };
    SearchArea a;
    a.top_left_ = {clamp(centre.col - radius, map.width() - 1), clamp(centre.row - radius, map.height() - 1)};
    a.width_ = clamp(centre.col + radius, map.width() - 1) - a.top_left_.col + 1;
    a.height_ = clamp(centre.row + radius, map.height() - 1) - a.top_left_.row + 1;
    a.map_ = &map;
    return a;
}

SearchArea SearchArea::of(const GridMap& map) noexcept {
    SearchArea a;
    a.width_ = map.width();
    a.height_ = map.height();
    a.map_ = &map;
    return a;
}

GridCell SearchArea::at(GridPoint p) const noexcept {
    assert(contains(p));
    return map_ ? map_->at(p) : GridCell::Open;
}

std::size_t SearchArea::index(GridPoint p) const noexcept {
    assert(contains(p));
    return static_cast<std::size_t>(p.row - top_left_.row) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(p.col - top_left_.col);
}

GridPoint SearchArea::point(std::size_t index) const noexcept {
    assert(index < cells());
    const auto w = static_cast<std::size_t>(width_);
    return {top_left_.col + static_cast<int>(index % w), top_left_.row + static_cast<int>(index / w)};
}

DistanceField::DistanceField(const SearchArea& area, Feet budget, std::vector<std::int32_t> feet) noexcept
    : area_(area), budget_(budget), feet_(std::move(feet)) {
    assert(feet_.size() == 2 * area_.cells());
}

std::optional<Feet> DistanceField::feet(GridPoint p, int parity) const noexcept {
    assert(parity == 0 || parity == 1);
    if (!area_.contains(p)) return std::nullopt;
    const Feet f = feet_[2 * area_.index(p) + static_cast<std::size_t>(parity)];
    if (f > budget_) return std::nullopt;
    return f;
}

std::optional<Feet> DistanceField::feet(GridPoint p) const noexcept {
    const auto even = feet(p, 0), odd = feet(p, 1);
    if (even && odd) return std::min(*even, *odd);
    return even ? even : odd;
}

Expected<DistanceField> distance_field(const SearchArea& area, GridPoint start, std::int64_t diagonals_before,
                                       Feet budget, DifficultTerrain rule, CornerCutting corners) {
    if (auto d = check_count(diagonals_before)) return errors_of(d);
    if (budget < 0) return error("speed cannot be negative", "speed");
    if (!area.contains(start)) return error("square " + to_string(start) + " is outside the search area", "from");
    if (area.at(start) == GridCell::Blocked)
        return error("square " + to_string(start) + " is blocked: no one can stand there", "from");
    const Feet limit = std::min(budget, kUnbounded);
    const StateGraph g(area, rule, corners);
    return DistanceField(area, limit, search(g, g.state(start, diagonals_before), limit).feet);
}

Expected<std::vector<Reached>> reach(GridPoint start, Feet speed, std::int64_t diagonals_before, const GridMap* map,
                                     DifficultTerrain rule, CornerCutting corners) {
    if (auto d = check_count(diagonals_before)) return errors_of(d);
    if (auto d = check_square(map, start, "from", true)) return errors_of(d);
    if (speed < 0) return error("speed cannot be negative", "speed");
    if (!map && speed > kMaxOpenSpeed)
        return error("without a map the speed is at most " + std::to_string(kMaxOpenSpeed) +
                         " ft (a search covers at most 1001 x 1001 squares)",
                     "speed");
    // No step costs under 5 ft, so nothing within `speed` lies farther than
    // speed / 5 squares along either axis: only that square around the start, cut
    // to the map, is searched.
    const std::int64_t radius = speed / kSquareFeet;
    const SearchArea area = map ? SearchArea::around(*map, start, radius)
                                : SearchArea::open({start.col - static_cast<int>(radius), start.row - static_cast<int>(radius)},
                                                   2 * static_cast<int>(radius) + 1, 2 * static_cast<int>(radius) + 1);
    const StateGraph g(area, rule, corners);
    const Searched s = search(g, g.state(start, diagonals_before), std::min(speed, kUnbounded));
    // Each square once, by its cheaper state (the even one on a tie); state order
    // is the area's reading order.
    std::vector<std::uint32_t> cheaper;
    for (const std::uint32_t v : s.settled) {
        const std::int32_t other = s.feet[v ^ 1u];
        if (other > s.feet[v] || (other == s.feet[v] && v % 2 == 0)) cheaper.push_back(v);
    }
    std::sort(cheaper.begin(), cheaper.end());
    std::vector<Reached> out;
    out.reserve(cheaper.size());
    for (const std::uint32_t v : cheaper) out.push_back({g.square(v), s.feet[v]});
    return out;
}

Expected<std::optional<CheapestPath>> cheapest_path(GridPoint from, GridPoint to, std::int64_t diagonals_before,
                                                    const GridMap* map, DifficultTerrain rule,
                                                    CornerCutting corners, EqualPaths ties) {
    if (auto d = check_count(diagonals_before)) return errors_of(d);
    if (auto d = check_square(map, from, "from", true)) return errors_of(d);
    if (auto d = check_square(map, to, "to", false)) return errors_of(d);
    SearchArea area;
    Feet budget = kUnbounded;
    if (map) {
        area = SearchArea::of(*map);
    } else {
        const std::int64_t width = std::abs(std::int64_t{from.col} - to.col) + 1;
        const std::int64_t height = std::abs(std::int64_t{from.row} - to.row) + 1;
        if (width * height > kMaxSearchCells)
            return error("the rectangle between " + to_string(from) + " and " + to_string(to) + " holds " +
                             std::to_string(width * height) + " squares; a path search covers at most " +
                             std::to_string(kMaxSearchCells) + " (the distance alone needs no search)",
                         "to");
        area = SearchArea::open({std::min(from.col, to.col), std::min(from.row, to.row)}, static_cast<int>(width),
                                static_cast<int>(height));
        budget = distance_feet(from, to, diagonals_before);
    }
    if (area.at(to) == GridCell::Blocked) return std::optional<CheapestPath>{};

    const StateGraph g(area, rule, corners);
    const std::uint32_t start = g.state(from, diagonals_before);
    const auto feet = search(g, start, budget, area.index(to)).feet;
    // Equal feet: end on an even count, so that the next diagonal is the cheap one
    // (under fewest-diagonals only when the counts of diagonal steps tie too).
    std::uint32_t end = g.state(to, 0);
    const std::uint32_t odd = g.state(to, 1);
    if (feet[odd] < feet[end]) end = odd;
    if (feet[end] > budget) return std::optional<CheapestPath>{};
    std::vector<std::int32_t> diagonal_steps;
    if (ties == EqualPaths::FewestDiagonals) {
        diagonal_steps = fewest_diagonals(g, feet, feet[end]);
        if (feet[odd] == feet[end] && diagonal_steps[odd] < diagonal_steps[end]) end = odd;
    }

    CheapestPath path;
    std::vector<GridPoint> squares;
    for (const std::uint32_t v :
         walk_back(g, feet, end, ties == EqualPaths::FewestDiagonals ? &diagonal_steps : nullptr)) {
        path.steps.push_back({g.square(v), feet[v]});
        squares.push_back(g.square(v));
    }
    // Priced again step by step: the count after the path, and a check that the
    // search and the pricing of paths never disagree.
    const auto priced = path_cost(squares, diagonals_before, map, rule, corners);
    assert(priced.ok() && priced->feet == feet[end]);
    path.feet = feet[end];
    path.diagonals = priced.ok() ? priced->diagonals : diagonals_before;
    return std::optional<CheapestPath>(std::move(path));
}

}  // namespace umpire::dnd
