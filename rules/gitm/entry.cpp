#include "rules/gitm/entry.hpp"

#include <cassert>
#include <cstdlib>
#include <optional>

namespace umpire::gitm {
namespace {

constexpr std::array<std::string_view, 4> kRowRules{"es-row-0", "es-row-1", "es-row-2", "es-row-3"};

// For each line square to a frame's edge, the depth of the enemy nearest the edge:
// from the edge line itself, and from line 1 (the procedure's searches in row 1
// do not look at row 0). kTacSize when there is none.
struct EnemyLines {
    std::array<std::int8_t, kTacSize> from_edge{}, from_line_1{};

    EnemyLines(const Frame& f, std::span<const TacSquare> enemies) noexcept {
        from_edge.fill(kTacSize);
        from_line_1.fill(kTacSize);
        for (TacSquare e : enemies) {
            const auto a = static_cast<std::size_t>(f.along(e));
            const auto d = static_cast<std::int8_t>(f.depth(e));
            if (d < from_edge[a]) from_edge[a] = d;
            if (d >= 1 && d < from_line_1[a]) from_line_1[a] = d;
        }
    }
};

class Procedure {
public:
    Procedure(const EntryInput& in, Seed seed, const Rulings& rulings, EntryResult& out) noexcept
        : in_(in), seed_(seed), rulings_(rulings), out_(out), band_(entry_band(in.moving, rulings)),
          measure_(rulings.get<EntryDistance>()) {}

    void run() noexcept {
        const Placement p = place_in_band(band_, in_.request, measure_);
        record(EntryStep::Band, p.square, EntryVerdict::Placed, in_.request, "7.14");
        out_.square = p.square;
        adjust_for_enemies(p.segment);
        if (in_.proper_side != nullptr) keep_to_side();
    }

private:
    void record(EntryStep step, TacSquare s, EntryVerdict v, TacSquare cause, std::string_view rule) noexcept {
        assert(out_.try_count < kMaxEntryTries);
        out_.tries[static_cast<std::size_t>(out_.try_count++)] = {step, s, v, cause, rule};
    }

    EntryVerdict check(const Segment& g, const EnemyLines& lines, int a, int d, bool skip_edge_line,
                       TacSquare& cause) const noexcept {
        const TacSquare s = g.frame.square(a, d);
        cause = s;
        const int first = (skip_edge_line ? lines.from_line_1 : lines.from_edge)[static_cast<std::size_t>(a)];
        if (first == d) return EntryVerdict::EnemyOn;
        if (first < d) {
            cause = g.frame.square(a, first);
            return EntryVerdict::EnemyBehind;
        }
        if (other_ != nullptr) {  // ENTRY-DIAGONAL-BEHIND=both-edges
            const Frame& o = other_->frame;
            const int ao = o.along(s), dd = o.depth(s);
            const int f = other_lines_->from_edge[static_cast<std::size_t>(ao)];
            if (f < dd) {
                cause = o.square(ao, f);
                return EntryVerdict::EnemyBehind;
            }
        }
        const auto available = rulings_.get<EntryAvailable>();
        if (available != EntryAvailable::EnemiesOnly && in_.map != nullptr && !passable(in_.map->at(s)))
            return EntryVerdict::Impassable;
        if (available == EntryAvailable::PassableBelowTwelve && !in_.allied.empty() &&
            in_.allied[static_cast<std::size_t>(s.index())] >= 12)
            return EntryVerdict::Full;
        return EntryVerdict::Legal;
    }

    // Records the try; true when the square is taken.
    bool attempt(EntryStep step, const Segment& g, const EnemyLines& lines, int a, int d, bool skip_edge_line,
                 std::string_view rule) noexcept {
        TacSquare cause;
        const EntryVerdict v = check(g, lines, a, d, skip_edge_line, cause);
        const TacSquare s = g.frame.square(a, d);
        record(step, s, v, cause, rule);
        if (v != EntryVerdict::Legal) return false;
        out_.square = s;
        return true;
    }

    void adjust_for_enemies(int segment) noexcept {
        const Segment& g = band_.segments[static_cast<std::size_t>(segment)];
        const EnemyLines lines(g.frame, in_.enemies);
        // es-behind: on a diagonal entry, optionally the other edge of the corner too.
        std::optional<EnemyLines> other_lines;
        if (band_.count == 2 && rulings_.get<DiagonalBehind>() == DiagonalBehind::BothEdges) {
            other_ = &band_.segments[static_cast<std::size_t>(1 - segment)];
            other_lines.emplace(other_->frame, in_.enemies);
            other_lines_ = &*other_lines;
        }
        const int a = g.frame.along(out_.square), d = g.frame.depth(out_.square);
        if (attempt(EntryStep::Request, g, lines, a, d, false, "es-illegal")) return;

        // The row-by-row procedure (es-row-0..3, es-closer): squares of the same line
        // nearer the edge, then a search of one line. Row-1 squares skip enemies in row 0 when
        // the request was deeper than row 1.
        struct Closer { int depth; bool skip_edge_line; };
        std::array<Closer, 3> closer{};
        int n = 0, search_depth = 0;
        bool search_skips = false;
        const bool all_closer = rulings_.get<Row2Closer>() == Row2Closer::OneThenTwoCloser;
        switch (d) {
            case 0: break;
            case 1: closer[n++] = {0, false}; break;
            case 2:
                closer[n++] = {1, true};
                if (all_closer) closer[n++] = {0, false};
                search_depth = all_closer ? 0 : 1;
                search_skips = !all_closer;
                break;
            default:
                closer[n++] = {2, false};
                closer[n++] = {1, true};
                search_depth = 1;
                search_skips = true;
                break;
        }
        const std::string_view rule = kRowRules[static_cast<std::size_t>(d)];
        for (int i = 0; i < n; ++i) {
            const Closer& c = closer[static_cast<std::size_t>(i)];
            if (attempt(EntryStep::Closer, g, lines, a, c.depth, c.skip_edge_line, rule)) return;
        }
        if (search(g, lines, a, search_depth, search_skips, rule)) return;
        fall_back(g, search_depth);
    }

    // Squares against the map's side edges are never searched (es-row-0).
    static bool side_edge_square(int along) noexcept { return along == 0 || along == kTacSize - 1; }

    bool search(const Segment& g, const EnemyLines& lines, int a, int depth, bool skip_edge_line,
                std::string_view rule) noexcept {
        const auto consider = [&](int x) {
            return x != a && g.contains_along(x) && !side_edge_square(x) &&
                   attempt(EntryStep::Search, g, lines, x, depth, skip_edge_line, rule);
        };
        if (rulings_.get<SearchOrder>() == SearchOrder::Scan) {
            for (int x = g.lo; x <= g.hi; ++x)
                if (consider(x)) return true;
            return false;
        }
        for (int k = 1; k < kTacSize; ++k)
            if (consider(a - k) || consider(a + k)) return true;
        return false;
    }

    void fall_back(const Segment& g, int depth) noexcept {
        const bool whole = rulings_.get<FallbackSquares>() == FallbackSquares::WholeRow;
        std::array<std::int8_t, kTacSize> candidates{};
        int n = 0;
        for (int x = g.lo; x <= g.hi; ++x)
            if (whole || !side_edge_square(x)) candidates[static_cast<std::size_t>(n++)] = static_cast<std::int8_t>(x);
        assert(n > 0);
        DrawKey key = in_.draw;
        key.purpose = Purpose::EntryFallback;
        DrawStream draws(seed_, key);
        const int pick = candidates[static_cast<std::size_t>(draws.below(static_cast<std::uint64_t>(n)))];
        const TacSquare s = g.frame.square(pick, depth);
        record(EntryStep::Fallback, s, EntryVerdict::Drawn, s, "es-random-fallback");
        out_.square = s;
        out_.fallback = true;
    }

    // Rule 7.14's last step, after the enemies and without looking at them
    // (es-side-after-enemies): the nearest square of the proper side.
    void keep_to_side() noexcept {
        TacSet allowed = *in_.proper_side;
        if (rulings_.get<SideCrossing>() == SideCrossing::IncludeCrossings && in_.side_crossings != nullptr)
            allowed |= *in_.side_crossings;
        const TacSquare from = out_.square;
        constexpr std::string_view rule = "es-side-after-enemies";
        if (allowed.test(static_cast<std::size_t>(from.index()))) {
            record(EntryStep::Side, from, EntryVerdict::OnSide, from, rule);
            return;
        }
        // Squares are visited in frame order, so ties resolve the same way for every
        // direction turned or mirrored.
        const auto measure = measure_ == EntryDistance::Chebyshev ? EntryDistance::Chebyshev : EntryDistance::Manhattan;
        bool found = false;
        TacSquare best;
        int best_distance = 0;
        const auto consider = [&](TacSquare s) {
            if (!allowed.test(static_cast<std::size_t>(s.index()))) return;
            const int dist = square_distance(from, s, measure);
            if (!found || dist < best_distance) {
                found = true;
                best = s;
                best_distance = dist;
            }
        };
        for (int i = 0; i < band_.count; ++i) {
            const Segment& g = band_.segments[static_cast<std::size_t>(i)];
            for (int d = 0; d < band_.depth; ++d)
                for (int x = g.lo; x <= g.hi; ++x) consider(g.frame.square(x, d));
        }
        if (!found && rulings_.get<SideNone>() == SideNone::NearestAnyDepth) {
            const Frame& f = band_.segments[0].frame;
            for (int d = 0; d < kTacSize; ++d)
                for (int x = 0; x < kTacSize; ++x) consider(f.square(x, d));
        }
        if (!found) {
            record(EntryStep::Side, from, EntryVerdict::NoSideSquare, from, rule);
            return;
        }
        record(EntryStep::Side, best, EntryVerdict::Moved, from, rule);
        out_.square = best;
        out_.side_adjusted = true;
    }

    const EntryInput& in_;
    Seed seed_;
    const Rulings& rulings_;
    EntryResult& out_;
    Band band_;
    EntryDistance measure_;
    const Segment* other_ = nullptr;
    const EnemyLines* other_lines_ = nullptr;
};

}  // namespace

EntryResult place_entry(const EntryInput& in, Seed seed, const Rulings& rulings) noexcept {
    assert(in.request.valid());
    assert(in.allied.empty() || in.allied.size() == kTacSquares);
    EntryResult out;
    Procedure(in, seed, rulings, out).run();
    return out;
}

}  // namespace umpire::gitm
