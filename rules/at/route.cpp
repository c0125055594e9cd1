#include "rules/at/route.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <limits>
#include <utility>

namespace umpire::at {

// One query's view of a workspace: the entries it stamped and its bucket queue,
// which hands out hexes in the order a binary heap of (cost, hex index) would,
// lowest first, so that ties are broken as route.hpp says: the hexes of the
// current cost sorted by index, merged with those that a step costing nothing
// adds to that cost while it is being taken.
struct RouteSearch {
    static constexpr std::int64_t kUnreached = std::numeric_limits<std::int64_t>::max();
    static constexpr int kBuckets = RouteWorkspace::kBuckets;

    RouteWorkspace& ws;
    std::int64_t level = 0;  // the cost of the hexes being taken: current_ and free_

    RouteSearch(RouteWorkspace& w, std::size_t cells) : ws(w) {
        // A new map, or every stamp used: start the entries afresh.
        if (ws.hexes_.size() != cells || ws.stamp_ == std::numeric_limits<std::uint32_t>::max()) {
            ws.hexes_.assign(cells, {});
            ws.stamp_ = 0;
        }
        ++ws.stamp_;
        // A search that stopped at its target may have left hexes queued.
        for (std::uint64_t left = ws.occupied_; left != 0; left &= left - 1)
            ws.buckets_[static_cast<std::size_t>(std::countr_zero(left))].clear();
        ws.occupied_ = 0;
        ws.far_.clear();
        ws.current_.clear();
        ws.taken_ = 0;
        ws.free_.clear();
    }

    [[nodiscard]] std::int64_t cost(std::uint32_t i) const noexcept {
        const auto& e = ws.hexes_[i];
        return e.stamp == ws.stamp_ ? e.cost : kUnreached;
    }
    [[nodiscard]] std::int32_t previous(std::uint32_t i) const noexcept { return ws.hexes_[i].previous; }

    // Records the hex's cost and queues it; costs never fall below the level.
    void reach(std::uint32_t i, std::int64_t c, std::int32_t from) {
        ws.hexes_[i] = {c, from, ws.stamp_};
        if (c == level) {  // a step that cost nothing
            ws.free_.push_back(i);
            std::push_heap(ws.free_.begin(), ws.free_.end(), std::greater<>());
        } else if (c - level < kBuckets) {
            const auto b = static_cast<std::size_t>(c % kBuckets);
            ws.buckets_[b].push_back(i);
            ws.occupied_ |= std::uint64_t{1} << b;
        } else {
            ws.far_.emplace_back(c, i);
            std::push_heap(ws.far_.begin(), ws.far_.end(), std::greater<>());
        }
    }

    // The next queued hex, lowest (cost, index) first, perhaps one reached more
    // cheaply since it was queued; false when the queue is empty.
    bool pop(std::uint32_t& i) {
        for (;;) {
            const bool sorted_left = ws.taken_ < ws.current_.size();
            if (!ws.free_.empty() && (!sorted_left || ws.free_.front() < ws.current_[ws.taken_])) {
                std::pop_heap(ws.free_.begin(), ws.free_.end(), std::greater<>());
                i = ws.free_.back();
                ws.free_.pop_back();
                return true;
            }
            if (sorted_left) {
                i = ws.current_[ws.taken_++];
                return true;
            }
            if (!next_level()) return false;
        }
    }

private:
    // Moves to the lowest cost queued: its bucket (the buckets hold the costs
    // level + 1 to level + kBuckets - 1, each in bucket cost % kBuckets) and the
    // far heap's hexes of that cost, sorted, become the current hexes.
    bool next_level() {
        std::int64_t next = kUnreached;
        if (ws.occupied_ != 0) {
            const auto after = static_cast<int>((level + 1) % kBuckets);
            next = level + 1 + std::countr_zero(std::rotr(ws.occupied_, after));
        }
        if (!ws.far_.empty()) next = std::min(next, ws.far_.front().first);
        if (next == kUnreached) return false;
        level = next;
        ws.current_.clear();
        ws.taken_ = 0;
        const auto b = static_cast<std::size_t>(level % kBuckets);
        if (ws.occupied_ & (std::uint64_t{1} << b)) {
            std::swap(ws.current_, ws.buckets_[b]);  // the bucket keeps the emptied vector's room
            ws.occupied_ &= ~(std::uint64_t{1} << b);
        }
        while (!ws.far_.empty() && ws.far_.front().first == level) {
            ws.current_.push_back(ws.far_.front().second);
            std::pop_heap(ws.far_.begin(), ws.far_.end(), std::greater<>());
            ws.far_.pop_back();
        }
        std::sort(ws.current_.begin(), ws.current_.end());
        return true;
    }
};

std::optional<Route> cheapest_route(const World& w, const Mover& m, Hex to, std::int64_t ap, const AtRulings& r) {
    RouteWorkspace ws;
    return cheapest_route(w, m, to, ap, r, ws);
}

std::optional<Route> cheapest_route(const World& w, const Mover& m, Hex to, std::int64_t ap, const AtRulings& r,
                                    RouteWorkspace& ws) {
    const Hex start = w.units[static_cast<std::size_t>(m.unit)].hex;
    if (!w.contains(to) || ap < 0) return std::nullopt;
    RouteSearch s(ws, w.landscape.size());
    const auto width = static_cast<std::uint32_t>(w.width);
    const auto target = static_cast<std::uint32_t>(w.index(to));
    s.reach(static_cast<std::uint32_t>(w.index(start)), 0, kNone);
    for (std::uint32_t i = 0; s.pop(i);) {
        const std::int64_t c = s.level;
        if (s.cost(i) != c) continue;  // queued again, more cheaply
        if (i == target) break;
        const Hex here{static_cast<int>(i % width), static_cast<int>(i / width)};
        // The steps below read this hex's sides and each neighbour's occupants and
        // penalties, scattered over arrays larger than the caches: ask for them all
        // at once so that their misses overlap instead of following one another.
        __builtin_prefetch(&w.sides[i]);
        for (int d = 0; d < kDirections; ++d) {
            const Hex next = neighbour(here, d);
            if (!w.contains(next)) continue;
            const auto j = w.index(next);
            __builtin_prefetch(&w.units_at[j]);
            __builtin_prefetch(&w.penalties[j]);
        }
        for (int d = 0; d < kDirections; ++d) {
            const Hex next = neighbour(here, d);
            if (!w.contains(next)) continue;
            const auto j = static_cast<std::uint32_t>(w.index(next));
            // Steps cost at least 0, so a hex already as cheap as this one gains nothing
            // from it: the rules of that step need not be evaluated at all.
            if (s.cost(j) <= c) continue;
            const StepResult step = evaluate_step(w, m, here, d, j == target, r, nullptr);
            if (!step.allowed() || (step.surprise && j != target)) continue;
            const std::int64_t arrive = c + step.cost;
            if (arrive > ap || arrive >= s.cost(j)) continue;  // at-ap-spend, as a move pays it
            s.reach(j, arrive, static_cast<std::int32_t>(i));
        }
    }
    if (s.cost(target) == RouteSearch::kUnreached) return std::nullopt;
    Route route;
    route.cost = s.cost(target);
    for (auto i = static_cast<std::int32_t>(target); i != kNone; i = s.previous(static_cast<std::uint32_t>(i))) {
        const auto u = static_cast<std::uint32_t>(i);
        route.steps.push_back({{static_cast<int>(u % width), static_cast<int>(u / width)}, s.cost(u)});
    }
    std::reverse(route.steps.begin(), route.steps.end());
    return route;
}

}  // namespace umpire::at
