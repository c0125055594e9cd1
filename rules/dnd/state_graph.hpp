#pragma once
// The movement states of a search area as an implicit Boost.Graph graph, modelling
// IncidenceGraph and VertexListGraph: vertex 2 * i + p is square i of the area
// (row-major) entered with diagonal-count parity p, and the out-edges of a vertex
// are computed on the fly from the area and step_price(). Nothing is built per
// query, so a search costs only the states it visits; an adjacency_list would
// first have to materialise every state and edge of the area. The search itself
// (search.cpp) walks the same steps through each_step().
//
// Include only where a search runs (search.cpp, tests, benchmarks): it pulls in Boost.
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"

namespace umpire::dnd {

struct Direction {
    int dcol = 0, drow = 0;
};
// Straight steps first: the order is the tie-break of path reconstruction (search.hpp).
inline constexpr std::array<Direction, 8> kDirections{
    {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}};

struct StateEdge {
    std::uint32_t source = 0;
    std::uint32_t target = 0;
    std::int32_t feet = 0;
    friend bool operator==(const StateEdge&, const StateEdge&) = default;
};

class StateGraph;

class StateOutEdgeIterator
    : public boost::iterator_facade<StateOutEdgeIterator, StateEdge, boost::forward_traversal_tag, const StateEdge&> {
public:
    StateOutEdgeIterator() = default;
    // Positioned on the first step at or after kDirections[direction] that exists.
    StateOutEdgeIterator(const StateGraph* graph, std::uint32_t from, int direction) noexcept;

private:
    friend class boost::iterator_core_access;
    [[nodiscard]] const StateEdge& dereference() const noexcept { return edge_; }
    // Only iterators over one vertex's edges are compared (as for any range), and
    // the direction alone tells them apart; comparing the source too made the hot
    // loop stall on a partial store-to-load forward.
    [[nodiscard]] bool equal(const StateOutEdgeIterator& o) const noexcept { return direction_ == o.direction_; }
    void increment() noexcept {
        ++direction_;
        settle();
    }
    void settle() noexcept;

    const StateGraph* graph_ = nullptr;
    int col_ = 0, row_ = 0;  // of the source square, within the area
    int direction_ = static_cast<int>(kDirections.size());
    StateEdge edge_;
};

class StateGraph {
public:
    using vertex_descriptor = std::uint32_t;
    using edge_descriptor = StateEdge;
    using directed_category = boost::directed_tag;
    using edge_parallel_category = boost::disallow_parallel_edge_tag;
    struct traversal_category : boost::incidence_graph_tag, boost::vertex_list_graph_tag {};
    using out_edge_iterator = StateOutEdgeIterator;
    using vertex_iterator = boost::counting_iterator<std::uint32_t>;
    using degree_size_type = std::uint32_t;
    using vertices_size_type = std::uint32_t;
    using edges_size_type = std::uint32_t;
    [[nodiscard]] static vertex_descriptor null_vertex() noexcept { return std::numeric_limits<std::uint32_t>::max(); }

    StateGraph() = default;
    StateGraph(const SearchArea& area, DifficultTerrain rule, CornerCutting corners = CornerCutting::Allowed) noexcept
        : area_(area),
          rule_(rule),
          corners_(corners),
          cells_(area.map() ? area.map()->cells().data() + area.map_offset() : nullptr),
          stride_(area.map() ? area.map()->width() : area.width()),
          width_(area.width()),
          height_(area.height()) {}

    [[nodiscard]] const SearchArea& area() const noexcept { return area_; }
    [[nodiscard]] std::uint32_t state_count() const noexcept { return static_cast<std::uint32_t>(2 * area_.cells()); }
    [[nodiscard]] vertex_descriptor state(GridPoint p, std::int64_t parity) const noexcept {
        return static_cast<vertex_descriptor>(2 * area_.index(p) + static_cast<std::size_t>(parity % 2));
    }
    [[nodiscard]] GridPoint square(vertex_descriptor v) const noexcept { return area_.point(v / 2); }
    [[nodiscard]] static int parity(vertex_descriptor v) noexcept { return static_cast<int>(v % 2); }

    // Calls f(edge) for each step out of state `from`, in the order of kDirections.
    template <class F>
    void each_step(vertex_descriptor from, F f) const {
        const auto square = static_cast<int>(from / 2);
        const int col = square % width_, row = square / width_;
        StateEdge e;
        for (const Direction d : kDirections)
            if (step_within(from, col, row, d, e)) f(e);
    }

    // The step from state `from` (standing on `square`) in direction d; nullopt
    // when it would leave the area, enter a blocked square or, under
    // CornerCutting::NoCornerCutting, pass a blocked square diagonally.
    [[nodiscard]] std::optional<StateEdge> step(vertex_descriptor from, GridPoint square, Direction d) const noexcept {
        StateEdge e;
        if (!area_.contains(square) ||
            !step_within(from, square.col - area_.top_left().col, square.row - area_.top_left().row, d, e))
            return std::nullopt;
        return e;
    }

private:
    friend class StateOutEdgeIterator;

    // Squares of the area (row-major) and, when it is a map's, the map's cells from
    // the area's top left, rows stride_ apart.
    [[nodiscard]] std::size_t index_within(int col, int row) const noexcept {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(col);
    }
    [[nodiscard]] GridCell cell_within(int col, int row) const noexcept {
        return cells_[static_cast<std::size_t>(row) * static_cast<std::size_t>(stride_) + static_cast<std::size_t>(col)];
    }

    // The same in the area's own coordinates (0-0 at its top left), writing the
    // edge to `out`: what the search runs on, kept to a bounds check and a lookup.
    [[nodiscard]] bool step_within(vertex_descriptor from, int col, int row, Direction d, StateEdge& out) const noexcept {
        const int c = col + d.dcol, r = row + d.drow;
        if (c < 0 || c >= width_ || r < 0 || r >= height_) return false;
        const std::size_t cell = index_within(c, r);
        const GridCell kind = cells_ ? cell_within(c, r) : GridCell::Open;
        if (kind == GridCell::Blocked) return false;
        // Both squares passed lie in the area, since the start and the end do.
        if (corners_ == CornerCutting::NoCornerCutting && cells_ && d.dcol != 0 && d.drow != 0 &&
            corner_blocked(corners_, cell_within(c, row), cell_within(col, r)))
            return false;
        const StepPrice price = step_price(d.dcol != 0 && d.drow != 0, kind == GridCell::Difficult, parity(from), rule_);
        out.source = from;
        out.target = static_cast<vertex_descriptor>(2 * cell + static_cast<std::size_t>((parity(from) + price.diagonals) % 2));
        out.feet = price.feet;
        return true;
    }

    SearchArea area_;
    DifficultTerrain rule_ = DifficultTerrain::DoubledAsTwoDiagonals;
    CornerCutting corners_ = CornerCutting::Allowed;
    const GridCell* cells_ = nullptr;  // the map's, from the area's top left; nullptr on open ground
    int stride_ = 0;                   // the map's width: from one row of cells_ to the next
    int width_ = 0, height_ = 0;
};

inline StateOutEdgeIterator::StateOutEdgeIterator(const StateGraph* graph, std::uint32_t from, int direction) noexcept
    : graph_(graph), direction_(direction) {
    edge_.source = from;
    if (direction_ >= static_cast<int>(kDirections.size())) return;  // the end: no square needed
    const auto cell = static_cast<int>(from / 2);
    col_ = cell % graph->width_;
    row_ = cell / graph->width_;
    settle();
}

inline void StateOutEdgeIterator::settle() noexcept {
    for (; direction_ < static_cast<int>(kDirections.size()); ++direction_) {
        if (graph_->step_within(edge_.source, col_, row_, kDirections[static_cast<std::size_t>(direction_)], edge_))
            return;
    }
}

// Boost.Graph's free functions, found by argument-dependent lookup.
[[nodiscard]] inline std::pair<StateOutEdgeIterator, StateOutEdgeIterator> out_edges(std::uint32_t u,
                                                                                   const StateGraph& g) noexcept {
    return {StateOutEdgeIterator(&g, u, 0), StateOutEdgeIterator(&g, u, static_cast<int>(kDirections.size()))};
}
[[nodiscard]] inline std::uint32_t out_degree(std::uint32_t u, const StateGraph& g) noexcept {
    std::uint32_t n = 0;
    for (auto [it, end] = out_edges(u, g); it != end; ++it) ++n;
    return n;
}
[[nodiscard]] inline std::uint32_t source(const StateEdge& e, const StateGraph&) noexcept { return e.source; }
[[nodiscard]] inline std::uint32_t target(const StateEdge& e, const StateGraph&) noexcept { return e.target; }
[[nodiscard]] inline std::pair<StateGraph::vertex_iterator, StateGraph::vertex_iterator> vertices(
    const StateGraph& g) noexcept {
    return {StateGraph::vertex_iterator(0), StateGraph::vertex_iterator(g.state_count())};
}
[[nodiscard]] inline std::uint32_t num_vertices(const StateGraph& g) noexcept { return g.state_count(); }

// The weight map: an edge carries its own price.
struct StateEdgeFeet {
    using key_type = StateEdge;
    using value_type = std::int32_t;
    using reference = std::int32_t;
    using category = boost::readable_property_map_tag;
};
[[nodiscard]] inline std::int32_t get(StateEdgeFeet, const StateEdge& e) noexcept { return e.feet; }

}  // namespace umpire::dnd
