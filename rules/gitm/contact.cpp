#include "rules/gitm/contact.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <unordered_map>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include "model/direction.hpp"
#include "rules/gitm/strategic_exit.hpp"

namespace umpire::gitm {

bool light_or_medium_cavalry(UnitType t, const Rulings& rulings) noexcept {
    if (t == UnitType::LightCavalry) return true;
    return (t == UnitType::Dragoons || t == UnitType::Lancers) &&
           rulings.get<CavalryClass>() == CavalryClass::AllCavalryFast;
}

namespace {
int slot(StratSquare s) noexcept { return s.index(); }

// FNV-1a over a map's terrain, to find maps already worked out: a generated world
// repeats a few patterns over thousands of squares, and a campaign's squares share
// none of the work otherwise.
std::uint64_t terrain_hash(const TacticalMap& map) noexcept {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < kTacSquares; ++i) {
        h ^= static_cast<std::uint64_t>(map.at(TacSquare::from_index(i)));
        h *= 0x100000001b3ull;
    }
    return h;
}
}  // namespace

// One map's exits without the units on it: bit d of each square's entry when the
// square's side (every side its group touches, for a crossing) reaches an exit square
// of edge d, which is what needs_crossing() asks one direction at a time.
struct MapExitTables {
    using Table = std::array<DirectionMask, kTacSquares>;
    std::vector<int> at;        // per square index: into tables, -1 until asked
    std::vector<Table> tables;  // one per distinct map
    std::vector<int> source;    // per table: the square index whose map it was worked out from
    // Looked up only, never iterated: no order reaches the output.
    std::unordered_map<std::uint64_t, std::vector<int>> by_hash;  // terrain_hash(): tables
};

// What the line of contact reads of each square before any unit, laid out compactly:
// a search reads a square's place for every step, and the squares themselves are far
// apart in memory (each holds its tactical map).
struct SquareLayout {
    std::vector<int> slot;          // kStratColumns * kStratRows: index into squares, -1
    std::vector<StratSquare> place;  // per square
    std::vector<ContactBar> terrain;  // per square: Impassable, Guatemala or None
};

namespace {
std::shared_ptr<const SquareLayout> lay_out(const GameState& state) {
    auto out = std::make_shared<SquareLayout>();
    const std::size_t n = state.squares.size();
    out->slot.assign(static_cast<std::size_t>(kStratColumns * kStratRows), -1);
    out->place.reserve(n);
    out->terrain.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const StratSquareInfo& q = state.squares[i];
        out->slot[static_cast<std::size_t>(slot(q.square))] = static_cast<int>(i);
        out->place.push_back(q.square);
        out->terrain.push_back(!passable(q.terrain) ? ContactBar::Impassable
                               : q.guatemala        ? ContactBar::Guatemala
                                                    : ContactBar::None);
    }
    return out;
}

MapExitTables::Table work_out_exits(const TacticalMap& map, const std::array<TacSet, kAllDirections.size()>& edge,
                                    const Rulings& rulings) {
    const MapSides sides = compute_sides(map, rulings);
    // The edges each side reaches, then each square's as the union over its sides.
    std::vector<DirectionMask> side_edges(static_cast<std::size_t>(sides.count), 0);
    for (const Direction d : kAllDirections)
        for (int i = 0; i < kTacSquares; ++i) {
            if (!edge[static_cast<std::size_t>(d)].test(static_cast<std::size_t>(i))) continue;
            const SideSet on = sides_of(sides, TacSquare::from_index(i));
            for (int k = 0; k < sides.count; ++k)
                if (on.test(static_cast<std::size_t>(k))) side_edges[static_cast<std::size_t>(k)] |= bit(d);
        }
    MapExitTables::Table out{};
    for (int i = 0; i < kTacSquares; ++i) {
        const SideSet on = sides_of(sides, TacSquare::from_index(i));
        for (int k = 0; k < sides.count; ++k)
            if (on.test(static_cast<std::size_t>(k)))
                out[static_cast<std::size_t>(i)] |= side_edges[static_cast<std::size_t>(k)];
    }
    return out;
}
}  // namespace

ContactMap::ContactMap(const GameState& state, std::string_view side, const Rulings& rulings, const ContactMap* other)
    : state_(state), rulings_(rulings),
      layout_(other ? other->layout_ : lay_out(state)),
      slot_(layout_->slot.data()), place_(layout_->place.data()),
      exit_tables_(other ? other->exit_tables_ : std::make_shared<MapExitTables>()) {
    assert(!other || (&other->state_ == &state && other->rulings_ == rulings));
    for (const Direction d : kAllDirections) edge_[static_cast<std::size_t>(d)] = exit_squares(d, rulings);
    const std::size_t n = state.squares.size();
    if (!other) exit_tables_->at.assign(n, -1);
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
            hostile_at_.push_back({k, u.tactical});
            if (light_or_medium_cavalry(u.id.type, rulings)) cavalry_[at] = 1;
        } else if (friendly(r) && !is_headquarters(u.id.type)) {
            friends_[at] = 1;
        }
    }
    // By square, for clear_exits() to look up the few in one square (order within a
    // square does not matter: it only asks whether one stands in a line).
    std::sort(hostile_at_.begin(), hostile_at_.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    steps_.assign(n, kStepsUnknown);
    bar_ = layout_->terrain;
    for (const auto& [k, t] : hostile_at_)
        if (bar_[static_cast<std::size_t>(k)] == ContactBar::None) bar_[static_cast<std::size_t>(k)] = ContactBar::Enemy;
    // The cavalry bar is marked outwards from the few squares holding hostile cavalry
    // rather than by testing the eight neighbours of every square: the map is built
    // for each shattered unit (12.2), and a full map has 15,400 squares.
    for (std::size_t k = 0; k < n; ++k) {
        if (!cavalry_[k] || friends_[k]) continue;
        for (Direction d : kAllDirections) {
            const auto next = neighbour(place_[k], d);
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
    // Column and row arithmetic rather than model's neighbour(): the search asks this
    // twice per step, over thousands of squares.
    const StratSquare s = place_[v];
    const int c = s.col + dcol(d), r = s.row + drow(d);
    if (c < 0 || c >= kStratColumns || r < 0 || r >= kStratRows) return -1;
    return slot_[static_cast<std::size_t>(r * kStratColumns + c)];
}

DirectionMask ContactMap::steps(int v) const noexcept {
    std::uint16_t& known = steps_[static_cast<std::size_t>(v)];
    if (known == kStepsUnknown) known = work_out_steps(v);
    return static_cast<DirectionMask>(known);
}

DirectionMask ContactMap::work_out_steps(int v) const noexcept {
    const StratSquare s = place_[v];
    unsigned bits = 0;
    for (const Direction d : kAllDirections) {
        const int k = step_target(v, d);
        if (k < 0 || bar_[static_cast<std::size_t>(k)] != ContactBar::None) continue;
        // Passing diagonally between two squares that both hold hostile units.
        if (is_diagonal(d) && enemy_at(StratSquare{static_cast<std::int16_t>(s.col + dcol(d)), s.row}) &&
            enemy_at(StratSquare{s.col, static_cast<std::int16_t>(s.row + drow(d))}))
            continue;
        bits |= bit(d);
    }
    return static_cast<DirectionMask>(bits);
}

ContactBar ContactMap::bar(StratSquare s) const {
    const int k = index(s);
    return k < 0 ? ContactBar::NotInState : bar_[static_cast<std::size_t>(k)];
}

DirectionMask ContactMap::clear_exits(StratSquare square, TacSquare tactical) const {
    const int k = index(square);
    if (k < 0) return 0;
    const auto choice = rulings_.get<ContactTacticalPath>();
    if (choice == ContactTacticalPath::NotChecked) return kAllDirectionsMask;
    const DirectionMask reach = exit_table(k)[static_cast<std::size_t>(tactical.index())];
    if (choice != ContactTacticalPath::SideAndNoEnemyBetween) return reach;
    // 7.14's "between": a hostile unit on the same column (north, south) or row (east,
    // west) as the unit, nearer that edge.
    bool held[4] = {false, false, false, false};  // N, E, S, W
    for (auto h = std::lower_bound(hostile_at_.begin(), hostile_at_.end(), k,
                                   [](const auto& e, int wanted) { return e.first < wanted; });
         h != hostile_at_.end() && h->first == k; ++h) {
        const TacSquare t = h->second;
        if (t.col == tactical.col && t.row < tactical.row) held[0] = true;
        if (t.row == tactical.row && t.col > tactical.col) held[1] = true;
        if (t.col == tactical.col && t.row > tactical.row) held[2] = true;
        if (t.row == tactical.row && t.col < tactical.col) held[3] = true;
    }
    const auto line_held = [&](Direction d) {
        const int dc = dcol(d), dr = drow(d);
        const bool vertical = dr != 0 && held[dr < 0 ? 0 : 2];
        const bool horizontal = dc != 0 && held[dc > 0 ? 1 : 3];
        // A diagonal leaves by either edge of its corner: held only when both lines are.
        if (dc != 0 && dr != 0) return vertical && horizontal;
        return vertical || horizontal;
    };
    DirectionMask mask = 0;
    for (const Direction d : kAllDirections)
        if ((reach & bit(d)) && !line_held(d)) mask |= bit(d);
    return mask;
}

const std::array<DirectionMask, kTacSquares>& ContactMap::exit_table(int k) const {
    MapExitTables& t = *exit_tables_;
    int& at = t.at[static_cast<std::size_t>(k)];
    if (at >= 0) return t.tables[static_cast<std::size_t>(at)];
    const TacticalMap& map = state_.squares[static_cast<std::size_t>(k)].map;
    std::vector<int>& same = t.by_hash[terrain_hash(map)];
    for (const int j : same)
        if (state_.squares[static_cast<std::size_t>(t.source[static_cast<std::size_t>(j)])].map == map) {
            at = j;
            return t.tables[static_cast<std::size_t>(j)];
        }
    at = static_cast<int>(t.tables.size());
    t.tables.push_back(work_out_exits(map, edge_, rulings_));
    t.source.push_back(k);
    same.push_back(at);
    return t.tables.back();
}

DirectionMask ContactMap::start_exits(const ContactEnd& from) const {
    return from.tactical ? clear_exits(from.square, *from.tactical) : kAllDirectionsMask;
}

std::vector<int> ContactMap::distances(const ContactEnd& from, std::optional<int> max_steps) const {
    return search(from, false, max_steps).dist;
}

namespace {

// The squares a line of contact may step between, as an implicit directed Boost.Graph
// graph: the vertices are the indices into
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
    // `start` may only step in the directions of `start_exits` (rule 10.2's tactical
    // half at the line's first end).
    ContactGraph(const ContactMap& map, const std::vector<int>& dist, std::optional<int> max_steps, int start,
                 DirectionMask start_exits) noexcept
        : map_(map), dist_(dist), max_steps_(max_steps), start_(start), start_exits_(start_exits) {}

    [[nodiscard]] DirectionMask mask(int v) const noexcept {
        // The search meets squares in order of distance, so every square within the
        // bound is reached, and from the same square, as by the unbounded search.
        if (max_steps_ && dist_[static_cast<std::size_t>(v)] >= *max_steps_) return 0;
        const DirectionMask m = map_.steps(v);
        return v == start_ ? static_cast<DirectionMask>(m & start_exits_) : m;
    }
    [[nodiscard]] int target(int v, int d) const noexcept { return map_.step_target(v, static_cast<Direction>(d)); }

private:
    const ContactMap& map_;
    const std::vector<int>& dist_;
    std::optional<int> max_steps_;
    int start_;
    DirectionMask start_exits_;
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

// The search's queue over a vector the caller keeps: Boost's default (a std::deque)
// allocates as it grows. search() gives it a vector reserved for every square once;
// lengths() the map's own, kept between calls.
class SquareQueue {
public:
    explicit SquareQueue(std::vector<int>& items) : items_(items) { items_.clear(); }
    void push(int v) { items_.push_back(v); }
    void pop() noexcept { ++head_; }
    [[nodiscard]] int& top() noexcept { return items_[head_]; }
    [[nodiscard]] bool empty() const noexcept { return head_ == items_.size(); }
    [[nodiscard]] std::size_t size() const noexcept { return items_.size() - head_; }

private:
    std::vector<int>& items_;
    std::size_t head_ = 0;
};

// Distances as the tree edges come, and when tracing, the square each square was
// first reached from and the order squares were reached in.
class ContactVisitor : public boost::default_bfs_visitor {
public:
    ContactVisitor(std::vector<int>& dist, std::vector<int>* via, std::vector<int>* order) noexcept
        : dist_(dist), via_(via), order_(order) {}
    void tree_edge(const ContactEdge& e, const ContactGraph&) const {
        dist_[static_cast<std::size_t>(e.target)] = dist_[static_cast<std::size_t>(e.source)] + 1;
        if (via_) (*via_)[static_cast<std::size_t>(e.target)] = e.source;
    }
    void discover_vertex(int v, const ContactGraph&) {
        if (order_) (*order_)[static_cast<std::size_t>(v)] = reached_++;
    }

private:
    std::vector<int>& dist_;
    std::vector<int>* via_;
    std::vector<int>* order_;
    int reached_ = 0;
};

}  // namespace

ContactMap::Search ContactMap::search(const ContactEnd& from, bool trace, std::optional<int> max_steps) const {
    const int start = index(from.square);
    assert(start >= 0);
    const std::size_t n = state_.squares.size();
    Search out;
    out.dist.assign(n, -1);
    if (trace) {
        out.via.assign(n, -1);
        out.order.assign(n, -1);
    }
    out.dist[static_cast<std::size_t>(start)] = 0;
    const ContactGraph graph(*this, out.dist, max_steps, start, start_exits(from));
    std::vector<boost::default_color_type> colour(n, boost::white_color);
    std::vector<int> queued;
    queued.reserve(n);
    SquareQueue queue(queued);
    boost::breadth_first_visit(graph, start, queue,
                               ContactVisitor(out.dist, trace ? &out.via : nullptr, trace ? &out.order : nullptr),
                               boost::make_iterator_property_map(colour.begin(), boost::typed_identity_property_map<int>()));
    return out;
}

std::vector<std::optional<int>> ContactMap::lengths(const ContactEnd& from, const std::vector<ContactEnd>& to,
                                                    int max_steps) const {
    std::vector<std::optional<int>> out(to.size());
    const int start = index(from.square);
    assert(start >= 0);
    bool search = false;
    for (std::size_t k = 0; k < to.size(); ++k) {
        if (to[k].square == from.square) out[k] = 0;  // as length(): one square
        else search = search || index(to[k].square) >= 0;
    }
    if (!search) return out;
    const std::size_t n = state_.squares.size();
    if (scratch_dist_.size() != n) {
        scratch_dist_.assign(n, -1);
        scratch_colour_.assign(n, boost::white_color);
    }
    scratch_dist_[static_cast<std::size_t>(start)] = 0;
    const ContactGraph graph(*this, scratch_dist_, max_steps, start, start_exits(from));
    SquareQueue queue(scratch_queue_);
    boost::breadth_first_visit(
        graph, start, queue, ContactVisitor(scratch_dist_, nullptr, nullptr),
        boost::make_iterator_property_map(scratch_colour_.begin(), boost::typed_identity_property_map<int>()));
    for (std::size_t k = 0; k < to.size(); ++k)
        if (!out[k] && index(to[k].square) >= 0)
            if (const auto last = last_step(from, scratch_dist_, nullptr, to[k], max_steps)) out[k] = last->second;
    // Every square the search reached went through the queue: put them back as found.
    for (const int v : scratch_queue_) {
        scratch_dist_[static_cast<std::size_t>(v)] = -1;
        scratch_colour_[static_cast<std::size_t>(v)] = boost::white_color;
    }
    return out;
}

std::optional<std::pair<int, int>> ContactMap::last_step(const ContactEnd& from, const std::vector<int>& dist,
                                                         const std::vector<int>* order, const ContactEnd& to,
                                                         std::optional<int> max_steps) const {
    const int start = index(from.square), goal = index(to.square);
    if (goal < 0) return std::nullopt;
    // The end's exits are looked up only once a line comes next to it: working out a
    // map's sides is the dearest part of a query (12.2 asks about every friendly city).
    std::optional<DirectionMask> arrive;
    std::optional<DirectionMask> leave;
    std::optional<std::pair<int, int>> best;  // (square, length)
    for (const Direction d : kAllDirections) {  // d: the last step's direction
        const int k = step_target(goal, opposite(d));
        if (k < 0) continue;
        const int dk = dist[static_cast<std::size_t>(k)];
        if (dk < 0 || (max_steps && dk + 1 > *max_steps)) continue;
        if (!(steps(k) & bit(d))) continue;
        if (k == start) {
            if (!leave) leave = start_exits(from);
            if (!(*leave & bit(d))) continue;
        }
        if (!arrive) arrive = to.tactical ? clear_exits(to.square, *to.tactical) : kAllDirectionsMask;
        if (!(*arrive & bit(opposite(d)))) continue;
        // The shortest; among those, the square the search reached first (without a
        // trace, any: only the length is asked for).
        const auto rank = [&](int v) { return order ? (*order)[static_cast<std::size_t>(v)] : 0; };
        if (!best || dk + 1 < best->second || (dk + 1 == best->second && rank(k) < rank(best->first)))
            best = std::pair{k, dk + 1};
    }
    return best;
}

std::optional<int> ContactMap::arrival(const ContactEnd& from, const std::vector<int>& dist, const ContactEnd& to,
                                       std::optional<int> max_steps) const {
    if (from.square == to.square) return 0;
    const auto last = last_step(from, dist, nullptr, to, max_steps);
    if (!last) return std::nullopt;
    return last->second;
}

std::optional<int> ContactMap::length(const ContactEnd& from, const ContactEnd& to, std::optional<int> max_steps) const {
    if (from.square == to.square) return index(from.square) < 0 ? std::nullopt : std::optional<int>(0);
    if (index(from.square) < 0 || index(to.square) < 0) return std::nullopt;
    const Search s = search(from, false, max_steps);
    const auto last = last_step(from, s.dist, nullptr, to, max_steps);
    if (!last) return std::nullopt;
    return last->second;
}

std::optional<std::vector<StratSquare>> ContactMap::line(const ContactEnd& from, const ContactEnd& to,
                                                         std::optional<int> max_steps) const {
    if (from.square == to.square) {
        if (index(from.square) < 0) return std::nullopt;
        return std::vector<StratSquare>{};
    }
    if (index(from.square) < 0 || index(to.square) < 0) return std::nullopt;
    const Search s = search(from, true, max_steps);
    const auto last = last_step(from, s.dist, &s.order, to, max_steps);
    if (!last) return std::nullopt;
    std::vector<StratSquare> squares(static_cast<std::size_t>(last->second));
    squares.back() = to.square;
    for (int k = last->first, n = last->second - 1; n > 0; k = s.via[static_cast<std::size_t>(k)])
        squares[static_cast<std::size_t>(--n)] = state_.squares[static_cast<std::size_t>(k)].square;
    return squares;
}

std::optional<ContactEnd> ContactMap::city_end(StratSquare city) const {
    const int k = index(city);
    if (k < 0) return std::nullopt;
    const StratSquareInfo& q = state_.squares[static_cast<std::size_t>(k)];
    if (!q.city || q.besieged) return std::nullopt;
    return ContactEnd{city, q.city_square};
}

std::optional<int> ContactMap::city_length(const ContactEnd& unit, StratSquare city,
                                           std::optional<int> max_steps) const {
    const auto end = city_end(city);
    if (!end) return std::nullopt;
    return length(unit, *end, max_steps);
}

std::optional<int> contact_length(const GameState& state, std::string_view side, StratSquare from, StratSquare to,
                                  const Rulings& rulings, std::optional<int> max_steps) {
    return ContactMap(state, side, rulings).length(from, to, max_steps);
}

std::optional<int> city_line_length(const GameState& state, const Unit& unit, StratSquare city,
                                    const Rulings& rulings, std::optional<int> max_steps) {
    return ContactMap(state, unit.state, rulings).city_length(ContactEnd{unit.strategic, unit.tactical}, city, max_steps);
}

std::optional<int> cities_line_length(const GameState& state, StratSquare a, StratSquare b, const Rulings& rulings,
                                      std::optional<int> max_steps) {
    const StratSquareInfo* qa = state.square(a);
    const StratSquareInfo* qb = state.square(b);
    if (!qa || !qb || !qa->city || !qb->city) return std::nullopt;
    const auto r = state.relation(qa->owner, qb->owner);
    if (!r || !friendly(*r)) return std::nullopt;
    return ContactMap(state, qa->owner, rulings)
        .length(ContactEnd{a, qa->city_square}, ContactEnd{b, qb->city_square}, max_steps);
}

}  // namespace umpire::gitm
