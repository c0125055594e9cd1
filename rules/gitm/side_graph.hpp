#pragma once
// The squares of a board (one tactical map, or two adjacent maps side by side) as an
// implicit undirected Boost.Graph graph for connected_components: the vertices are
// a list of member squares (row-major indices), and each square's out-edges are the
// set bits of its 8-bit mask of joined neighbours, bit d for model Direction d.
// Nothing is allocated per query: masks, members and the colour and component
// arrays live in the caller's fixed-size arrays.
//
// Include only where sides are computed (sides.cpp, tests, benchmarks): it pulls in Boost.
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/iterator_facade.hpp>

#include "model/direction.hpp"

namespace umpire::gitm {

struct BoardEdge {
    std::uint16_t source = 0;
    std::uint16_t target = 0;
    friend bool operator==(const BoardEdge&, const BoardEdge&) = default;
};

class BoardGraph;

class BoardOutEdgeIterator
    : public boost::iterator_facade<BoardOutEdgeIterator, BoardEdge, boost::forward_traversal_tag, BoardEdge> {
public:
    BoardOutEdgeIterator() = default;
    BoardOutEdgeIterator(const BoardGraph* g, std::uint16_t source, std::uint8_t bits) noexcept
        : graph_(g), source_(source), bits_(bits) {}

private:
    friend class boost::iterator_core_access;
    [[nodiscard]] BoardEdge dereference() const noexcept;
    // Only iterators over one vertex's edges are compared, as for any range.
    [[nodiscard]] bool equal(const BoardOutEdgeIterator& o) const noexcept { return bits_ == o.bits_; }
    void increment() noexcept { bits_ = static_cast<std::uint8_t>(bits_ & (bits_ - 1)); }

    const BoardGraph* graph_ = nullptr;
    std::uint16_t source_ = 0;
    std::uint8_t bits_ = 0;
};

class BoardGraph {
public:
    using vertex_descriptor = std::uint16_t;
    using edge_descriptor = BoardEdge;
    using directed_category = boost::undirected_tag;
    using edge_parallel_category = boost::disallow_parallel_edge_tag;
    struct traversal_category : boost::incidence_graph_tag, boost::vertex_list_graph_tag {};
    using out_edge_iterator = BoardOutEdgeIterator;
    using vertex_iterator = const std::uint16_t*;
    using degree_size_type = std::uint32_t;
    using vertices_size_type = std::uint32_t;
    using edges_size_type = std::uint32_t;
    [[nodiscard]] static vertex_descriptor null_vertex() noexcept { return 0xffff; }

    // `masks[v]` must be symmetric (bit d of v set iff bit opposite(d) of v's
    // neighbour is) and only name members.
    BoardGraph(const std::uint8_t* masks, int width, const std::uint16_t* members, int member_count) noexcept
        : masks_(masks), members_(members), member_count_(member_count) {
        for (const Direction d : kAllDirections)
            offsets_[static_cast<std::size_t>(d)] = static_cast<std::int16_t>(dcol(d) + drow(d) * width);
    }

    [[nodiscard]] std::uint8_t mask(vertex_descriptor v) const noexcept { return masks_[v]; }
    [[nodiscard]] vertex_descriptor neighbour(vertex_descriptor v, int d) const noexcept {
        return static_cast<vertex_descriptor>(v + offsets_[static_cast<std::size_t>(d)]);
    }
    [[nodiscard]] const std::uint16_t* members() const noexcept { return members_; }
    [[nodiscard]] int member_count() const noexcept { return member_count_; }

private:
    const std::uint8_t* masks_;
    const std::uint16_t* members_;
    int member_count_;
    std::array<std::int16_t, enum_count<Direction>> offsets_{};
};

inline BoardEdge BoardOutEdgeIterator::dereference() const noexcept {
    return {source_, graph_->neighbour(source_, std::countr_zero(bits_))};
}

// Boost.Graph's free functions, found by argument-dependent lookup.
[[nodiscard]] inline std::pair<BoardOutEdgeIterator, BoardOutEdgeIterator> out_edges(std::uint16_t u,
                                                                                   const BoardGraph& g) noexcept {
    return {BoardOutEdgeIterator(&g, u, g.mask(u)), BoardOutEdgeIterator(&g, u, 0)};
}
[[nodiscard]] inline std::uint32_t out_degree(std::uint16_t u, const BoardGraph& g) noexcept {
    return static_cast<std::uint32_t>(std::popcount(g.mask(u)));
}
[[nodiscard]] inline std::uint16_t source(const BoardEdge& e, const BoardGraph&) noexcept { return e.source; }
[[nodiscard]] inline std::uint16_t target(const BoardEdge& e, const BoardGraph&) noexcept { return e.target; }
[[nodiscard]] inline std::pair<const std::uint16_t*, const std::uint16_t*> vertices(const BoardGraph& g) noexcept {
    return {g.members(), g.members() + g.member_count()};
}
[[nodiscard]] inline std::uint32_t num_vertices(const BoardGraph& g) noexcept {
    return static_cast<std::uint32_t>(g.member_count());
}

}  // namespace umpire::gitm
