#include "rules/gitm/phase_targets.hpp"

#include <algorithm>
#include <cstdlib>
#include <tuple>

#include "rules/gitm/intercept.hpp"

namespace umpire::gitm {
namespace {

int diagonal_moves(TacSquare a, TacSquare b) noexcept {
    const int dc = std::abs(a.col - b.col), dr = std::abs(a.row - b.row);
    return dc < dr ? dc : dr;
}

int squared_distance(TacSquare a, TacSquare b) noexcept {
    const int dc = a.col - b.col, dr = a.row - b.row;
    return dc * dc + dr * dr;
}

}  // namespace

std::optional<TacSquare> nearest_crossing(const TacticalMap& map, TacSquare from, Terrain kind,
                                          NearestCrossing rule) noexcept {
    std::optional<TacSquare> best;
    std::tuple<int, int> best_key{};
    // Squares are visited in reading order, so a strict improvement keeps the first of equals.
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare q = TacSquare::from_index(i);
        if (map.at(q) != kind) continue;
        const auto key = rule == NearestCrossing::Steps
                             ? std::tuple<int, int>{steps_between(from, q), diagonal_moves(from, q)}
                             : std::tuple<int, int>{squared_distance(from, q), 0};
        if (!best || key < best_key) {
            best = q;
            best_key = key;
        }
    }
    return best;
}

int engage_target(const Board& board, int unit, Seed seed, int turn, int phase, const Rulings& rulings) {
    const TacSquare from = board.unit(unit).tactical;
    struct Candidate {
        bool hq;
        int steps, diagonals;
        TacSquare square;
        UnitId id;
        int index;
    };
    std::vector<Candidate> all;
    for (int i = 0; i < board.size(); ++i) {
        const Unit& u = board.unit(i);
        if (i == unit || u.status != UnitStatus::Active || !board.hostile(unit, i)) continue;
        all.push_back({is_headquarters(u.id.type), steps_between(from, u.tactical), diagonal_moves(from, u.tactical),
                       u.tactical, u.id, i});
    }
    if (all.empty()) return -1;
    const auto key = [](const Candidate& c) { return std::tuple(c.hq, c.steps, c.diagonals); };
    std::vector<const Candidate*> best;
    for (const auto& c : all) {
        if (best.empty() || key(c) < key(*best.front())) best.assign({&c});
        else if (key(c) == key(*best.front())) best.push_back(&c);
    }
    const auto reading = [](const Candidate* a, const Candidate* b) {
        return std::tie(a->square, a->id) < std::tie(b->square, b->id);
    };
    std::sort(best.begin(), best.end(), reading);
    if (best.size() > 1 && rulings.get<EngageTie>() == EngageTie::SeededRandom) {
        DrawStream draws(seed, {Purpose::EngageTieBreak, static_cast<std::uint32_t>(turn),
                                static_cast<std::uint32_t>(phase), pack(board.unit(unit).id)});
        return best[static_cast<std::size_t>(draws.below(best.size()))]->index;
    }
    return best.front()->index;
}

SupportPick support_target(std::span<const BattleView> battles, TacSquare at, const ReactionBox& box) {
    // Odds compare by cross-multiplying: hostile/friendly larger is worse for the
    // supporter's side (a side with no strength yet counts as infinitely bad).
    const auto worse = [](const BattleView& b, const BattleView& c) {
        return b.hostile * c.friendly > c.hostile * b.friendly;
    };
    SupportPick pick;
    int nearest = 0;
    for (int i = 0; i < static_cast<int>(battles.size()); ++i) {
        const BattleView& b = battles[static_cast<std::size_t>(i)];
        if (!in_box(box, b.square)) continue;
        const int d = steps_between(at, b.square);
        if (pick.index < 0 || d < nearest) {
            pick = {i, false};
            nearest = d;
            continue;
        }
        if (d > nearest) continue;
        const BattleView& c = battles[static_cast<std::size_t>(pick.index)];
        if (worse(b, c) || worse(c, b)) pick.by_odds = true;
        if (worse(b, c) || (!worse(c, b) && b.square < c.square)) pick.index = i;
    }
    return pick;
}

}  // namespace umpire::gitm
