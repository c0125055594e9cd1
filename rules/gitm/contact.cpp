#include "rules/gitm/contact.hpp"

#include <bit>
#include <cassert>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include "model/direction.hpp"

namespace umpire::gitm {

bool light_or_medium_cavalry(UnitType t, const Rulings& rulings) noexcept {
    if (t == UnitType::LightCavalry) return true;
    return (t == UnitType::Dragoons || t == UnitType::Lancers) &&
           rulings.get<CavalryClass>() == CavalryClass::AllCavalryFast;
}

namespace {
int slot(StratSquare s) noexcept { return s.row * kStratColumns + s.col; }
}  // namespace

ContactMap::ContactMap(const GameState& state, std::string_view side, const Rulings& rulings) : state_(state) {
    const std::size_t n = state.squares.size();
    slot_.assign(static_cast<std::size_t>(kStratColumns * kStratRows), -1);
    for (std::size_t i = 0; i < n; ++i) slot_[static_cast<std::size_t>(slot(state.squares[i].square))] = static_cast<int>(i);
    enemy_.assign(n, 0);
    friends_.assign(n, 0);
    cavalry_.assign(n, 0);
    const bool any_status = rulings.get<InactivePresence>() == InactivePresence::AnyStatus;
    for (const Unit& u : state.units) {
        if (u.status != UnitStatus::Active && !any_status) continue;
        const int k = index(u.strategic);
        if (k < 0) continue;
        // An unlisted pair cannot pass check_invariants(); read it as hostile, as RelationTable does.
        const Relation r = state.relation(side, u.state).value_or(Relation::Hostile);
        const auto at = static_cast<std::size_t>(k);
        if (r == Relation::Hostile) {
            enemy_[at] = 1;
            if (light_or_medium_cavalry(u.id.type, rulings)) cavalry_[at] = 1;
        } else if (friendly(r) && !is_headquarters(u.id.type)) {
            friends_[at] = 1;
        }
    }
    bar_.assign(n, ContactBar::None);
    for (std::size_t i = 0; i < n; ++i) {
        const StratSquareInfo& q = state.squares[i];
        ContactBar& b = bar_[i];
        if (!passable(q.terrain)) b = ContactBar::Impassable;
        else if (q.guatemala) b = ContactBar::Guatemala;
        else if (enemy_[i]) b = ContactBar::Enemy;
    }
    // The cavalry bar is marked outwards from the few squares holding hostile cavalry
    // rather than by testing the eight neighbours of every square: the map is built
    // for each shattered unit (12.2), and a full map has 15,400 squares.
    for (std::size_t k = 0; k < n; ++k) {
        if (!cavalry_[k] || friends_[k]) continue;
        for (Direction d : kAllDirections) {
            const auto next = neighbour(state.squares[k].square, d);
            const int j = next ? index(*next) : -1;
            if (j < 0) continue;
            const auto at = static_cast<std::size_t>(j);
            if (bar_[at] == ContactBar::None && !friends_[at]) bar_[at] = ContactBar::EnemyCavalry;
        }
    }
}

int ContactMap::index(StratSquare s) const noexcept {
    if (!s.valid()) return -1;
    return slot_[static_cast<std::size_t>(slot(s))];
}

bool ContactMap::enemy_at(StratSquare s) const noexcept {
    const int k = index(s);
    return k >= 0 && enemy_[static_cast<std::size_t>(k)];
}

int ContactMap::step_target(int v, Direction d) const noexcept {
    const auto next = neighbour(state_.squares[static_cast<std::size_t>(v)].square, d);
    return next ? index(*next) : -1;
}

std::uint8_t ContactMap::steps(int v) const noexcept {
    const StratSquare s = state_.squares[static_cast<std::size_t>(v)].square;
    unsigned bits = 0;
    for (const Direction d : kAllDirections) {
        const int k = step_target(v, d);
        if (k < 0 || bar_[static_cast<std::size_t>(k)] != ContactBar::None) continue;
        // Passing diagonally between two squares that both hold hostile units.
        if (is_diagonal(d) && enemy_at(StratSquare{static_cast<std::int16_t>(s.col + dcol(d)), s.row}) &&
            enemy_at(StratSquare{s.col, static_cast<std::int16_t>(s.row + drow(d))}))
            continue;
        bits |= 1u << static_cast<unsigned>(d);
    }
    return static_cast<std::uint8_t>(bits);
}

ContactBar ContactMap::bar(StratSquare s) const {
    const int k = index(s);
    return k < 0 ? ContactBar::NotInState : bar_[static_cast<std::size_t>(k)];
}

std::vector<int> ContactMap::distances(StratSquare from, std::optional<int> max_steps) const {
    return search(from, nullptr, max_steps);
}

namespace {

// The squares a line of contact may step between, as an implicit directed Boost.Graph
// graph (see side_graph.hpp for the pattern): the vertices are the indices into
// GameState::squares, and a square's out-edges are the steps allowed from it, bit d
// of an 8-bit mask for model Direction d, worked out when the search examines the
// square, so building the graph allocates nothing and costs nothing per square.
// Bits are visited in Direction order, clockwise from north: the search meets
// squares in the order the rules' tie-break (12.2's line) depends on.
struct ContactEdge {
    int source = 0;
    int target = 0;
    friend bool operator==(const ContactEdge&, const ContactEdge&) = default;
};

class ContactOutEdgeIterator
    : public boost::iterator_facade<ContactOutEdgeIterator, ContactEdge, boost::forward_traversal_tag, ContactEdge> {
public:
    ContactOutEdgeIterator() = default;
    ContactOutEdgeIterator(const ContactGraph* g, int source, std::uint8_t bits) noexcept
        : graph_(g), source_(source), bits_(bits) {}

private:
    friend class boost::iterator_core_access;
    [[nodiscard]] ContactEdge dereference() const noexcept;
    // Only iterators over one square's edges are compared, as for any range.
    [[nodiscard]] bool equal(const ContactOutEdgeIterator& o) const noexcept { return bits_ == o.bits_; }
    void increment() noexcept { bits_ = static_cast<std::uint8_t>(bits_ & (bits_ - 1)); }

    const ContactGraph* graph_ = nullptr;
    int source_ = 0;
    std::uint8_t bits_ = 0;
};

}  // namespace

class ContactGraph {
public:
    using vertex_descriptor = int;
    using edge_descriptor = ContactEdge;
    using directed_category = boost::directed_tag;
    using edge_parallel_category = boost::disallow_parallel_edge_tag;
    using traversal_category = boost::incidence_graph_tag;
    using out_edge_iterator = ContactOutEdgeIterator;
    using degree_size_type = std::uint32_t;
    [[nodiscard]] static vertex_descriptor null_vertex() noexcept { return -1; }

    // A square `dist` puts at `max_steps` or more has no out-edges: the search stops
    // at the bound.
    ContactGraph(const ContactMap& map, const std::vector<int>& dist, std::optional<int> max_steps) noexcept
        : map_(map), dist_(dist), max_steps_(max_steps) {}

    [[nodiscard]] std::uint8_t mask(int v) const noexcept {
        // The search meets squares in order of distance, so every square within the
        // bound is reached, and from the same square, as by the unbounded search.
        if (max_steps_ && dist_[static_cast<std::size_t>(v)] >= *max_steps_) return 0;
        return map_.steps(v);
    }
    [[nodiscard]] int target(int v, int d) const noexcept { return map_.step_target(v, static_cast<Direction>(d)); }

private:
    const ContactMap& map_;
    const std::vector<int>& dist_;
    std::optional<int> max_steps_;
};

// Boost.Graph's free functions, found by argument-dependent lookup (so beside
// ContactGraph, not in the unnamed namespace; static: nothing outside uses them).
[[maybe_unused]] static std::pair<ContactOutEdgeIterator, ContactOutEdgeIterator> out_edges(int u,
                                                                                            const ContactGraph& g) {
    return {ContactOutEdgeIterator(&g, u, g.mask(u)), ContactOutEdgeIterator(&g, u, 0)};
}
[[maybe_unused]] static std::uint32_t out_degree(int u, const ContactGraph& g) {
    return static_cast<std::uint32_t>(std::popcount(g.mask(u)));
}
[[maybe_unused]] static int source(const ContactEdge& e, const ContactGraph&) noexcept { return e.source; }
[[maybe_unused]] static int target(const ContactEdge& e, const ContactGraph&) noexcept { return e.target; }

namespace {

ContactEdge ContactOutEdgeIterator::dereference() const noexcept {
    return {source_, graph_->target(source_, std::countr_zero(bits_))};
}

// The search's queue: Boost's default (a std::deque) allocates as it grows; this one
// reserves room for every square once.
class SquareQueue {
public:
    explicit SquareQueue(std::size_t n) { items_.reserve(n); }
    void push(int v) { items_.push_back(v); }
    void pop() noexcept { ++head_; }
    [[nodiscard]] int& top() noexcept { return items_[head_]; }
    [[nodiscard]] bool empty() const noexcept { return head_ == items_.size(); }
    [[nodiscard]] std::size_t size() const noexcept { return items_.size() - head_; }

private:
    std::vector<int> items_;
    std::size_t head_ = 0;
};

// Distances, and the square each square was first reached from, as the tree edges come.
class ContactVisitor : public boost::default_bfs_visitor {
public:
    ContactVisitor(std::vector<int>& dist, std::vector<int>* via) noexcept : dist_(dist), via_(via) {}
    void tree_edge(const ContactEdge& e, const ContactGraph&) const {
        dist_[static_cast<std::size_t>(e.target)] = dist_[static_cast<std::size_t>(e.source)] + 1;
        if (via_) (*via_)[static_cast<std::size_t>(e.target)] = e.source;
    }

private:
    std::vector<int>& dist_;
    std::vector<int>* via_;
};

}  // namespace

std::vector<int> ContactMap::search(StratSquare from, std::vector<int>* via, std::optional<int> max_steps) const {
    const int start = index(from);
    assert(start >= 0);
    const std::size_t n = state_.squares.size();
    if (via) via->assign(n, -1);
    std::vector<int> dist(n, -1);
    dist[static_cast<std::size_t>(start)] = 0;
    const ContactGraph graph(*this, dist, max_steps);
    std::vector<boost::default_color_type> colour(n, boost::white_color);
    SquareQueue queue(n);
    boost::breadth_first_visit(graph, start, queue, ContactVisitor(dist, via),
                               boost::make_iterator_property_map(colour.begin(), boost::typed_identity_property_map<int>()));
    return dist;
}

std::optional<int> ContactMap::length(StratSquare from, StratSquare to, std::optional<int> max_steps) const {
    if (from == to) return 0;
    if (index(from) < 0 || index(to) < 0) return std::nullopt;
    const int d = distances(from, max_steps)[static_cast<std::size_t>(index(to))];
    if (d < 0 || (max_steps && d > *max_steps)) return std::nullopt;
    return d;
}

std::optional<std::vector<StratSquare>> ContactMap::line(StratSquare from, StratSquare to,
                                                         std::optional<int> max_steps) const {
    if (from == to) return std::vector<StratSquare>{};
    if (index(from) < 0 || index(to) < 0) return std::nullopt;
    std::vector<int> via;
    const int d = search(from, &via, max_steps)[static_cast<std::size_t>(index(to))];
    if (d < 0 || (max_steps && d > *max_steps)) return std::nullopt;
    std::vector<StratSquare> squares(static_cast<std::size_t>(d));
    for (int k = index(to), n = d; n > 0; k = via[static_cast<std::size_t>(k)])
        squares[static_cast<std::size_t>(--n)] = state_.squares[static_cast<std::size_t>(k)].square;
    return squares;
}

std::optional<int> contact_length(const GameState& state, std::string_view side, StratSquare from, StratSquare to,
                                  const Rulings& rulings, std::optional<int> max_steps) {
    return ContactMap(state, side, rulings).length(from, to, max_steps);
}

}  // namespace umpire::gitm
