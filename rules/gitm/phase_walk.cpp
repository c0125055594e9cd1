#include "rules/gitm/phase_walk.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "rules/gitm/blocking.hpp"
#include "rules/gitm/intercept.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/terrain_block.hpp"
#include "rules/gitm/walk_events.hpp"

namespace umpire::gitm {
namespace {

// One step of the remaining path, with the squares it covers: 1 on the default
// reading of TM-STEP-TYPO; a shorter-axis step may cover several, and the allowance
// of rule 8.1 counts squares, not steps.
struct FlatStep {
    int leg = 0;
    int k = 0;     // step index in the leg's line
    int cost = 1;  // king moves from the square before it
};

// A point of the remaining path: its index in the flat list (-1: none found).
struct At {
    int index = -1;
    [[nodiscard]] bool found() const noexcept { return index >= 0; }
    // Both must be found: a point that was never found is before nothing.
    [[nodiscard]] bool before(const At& o) const noexcept { return found() && (!o.found() || index < o.index); }
};

class Walk {
public:
    Walk(const Board& board, int mover, const WalkSpec& spec, Seed seed, int turn, int phase, const Rulings& rulings)
        : board_(board), mover_(mover), spec_(spec), seed_(seed), turn_(turn), phase_(phase), rulings_(rulings),
          map_(board.square().map) {
        for (std::size_t l = 0; l < spec.legs.size(); ++l) {
            lines_.push_back(trace_line(spec.legs[l].from, spec.legs[l].to, rulings.get<StepTypo>()));
            const Line& line = lines_.back();
            out_.leg_lengths.push_back(line.count);
            for (int k = spec.legs[l].start; k < line.count; ++k)
                flat_.push_back({static_cast<int>(l), k, steps_between(line.before(k), step(l, k).square)});
        }
    }

    WalkResult run() {
        const auto triggers = board_.triggers(mover_);
        const bool terrain_limit = !triggers.empty();
        const bool line_limit = terrain_limit || (rulings_.get<NeutralAbroad>() == NeutralAbroad::StraightLine &&
                                                  board_.any_neutral(mover_));
        out_.straight_line = line_limit;
        occ_ = board_.occupancy(mover_, spec_.absent, !spec_.every_hq_halts && rulings_.get<LoneHq>() == LoneHq::Passes);
        if (!line_limit) return free_walk();
        if (terrain_limit) {
            emit(EventKind::LimitApplies, "8.5", {}, triggers);
        } else {
            emit(EventKind::LimitApplies, "8.3", {}, {}).ruling = {RulingId::NeutralAbroad};
        }
        return limited_walk(terrain_limit);
    }

private:
    const Step& step(std::size_t leg, int k) const { return lines_[leg].steps[static_cast<std::size_t>(k)]; }
    const Step& step(const FlatStep& f) const { return step(static_cast<std::size_t>(f.leg), f.k); }
    TacSquare before(const FlatStep& f) const { return lines_[static_cast<std::size_t>(f.leg)].before(f.k); }

    // How many of the remaining steps the allowance covers.
    [[nodiscard]] int within_budget() const noexcept {
        int n = 0, used = 0;
        while (n < static_cast<int>(flat_.size()) && used + flat_[static_cast<std::size_t>(n)].cost <= spec_.budget)
            used += flat_[static_cast<std::size_t>(n++)].cost;
        return n;
    }

    // The squares the steps before flat step i cost.
    [[nodiscard]] int used_before(int i) const noexcept {
        int used = 0;
        for (int n = 0; n < i; ++n) used += flat_[static_cast<std::size_t>(n)].cost;
        return used;
    }

    // Whether the mover can stand on q, a square flat step i touches, within its
    // allowance (8.1), counting along the line's longer axis as its steps do. A
    // longer-axis step's contacts are all level with its own square; under TM-STEP-TYPO
    // shorter-axis the other rounding of a fractional column can lie a column further
    // on, past the last square the allowance reaches.
    [[nodiscard]] bool within_reach(int i, TacSquare q) const noexcept {
        const FlatStep& f = flat_[static_cast<std::size_t>(i)];
        const Line& line = lines_[static_cast<std::size_t>(f.leg)];
        const TacSquare from = before(f);
        const bool by_column = std::abs(line.to.col - line.from.col) >= std::abs(line.to.row - line.from.row);
        const int along = by_column ? std::abs(q.col - from.col) : std::abs(q.row - from.row);
        return used_before(i) + std::max(f.cost, along) <= spec_.budget;
    }

    // tm-straight-line: with no enemy or qualifying neutral present the unit goes
    // where it is sent, unless a neutral stands on an end of a leg (8.3).
    WalkResult free_walk() {
        for (std::size_t l = 0; l < spec_.legs.size(); ++l) {
            const TacSquare end = spec_.legs[l].to;
            if ((lines_[l].count > spec_.legs[l].start || spec_.judge_empty_legs) && occ_.neutral(end)) {
                emit(EventKind::BlockedNeutral, "8.3", {end}, board_.ids_at(end, mover_, Stance::Neutral));
                return finish(WalkEnd::Blocked);
            }
        }
        return walk_budget();
    }

    WalkResult limited_walk(bool terrain_limit) {
        // The first obstacle of each kind along the remaining path, leg by leg.
        At terrain_at, neutral_at, enemy_at;
        int offset = 0;  // the flat index of the leg's first remaining step
        for (std::size_t l = 0; l < lines_.size(); ++l) {
            const int start = spec_.legs[l].start;
            const LineCheck c = check_line_reference(map_, occ_, lines_[l], rulings_, terrain_limit, start);
            const auto first = [&](At& at, int k) {
                if (!at.found() && k >= 0) at = {offset + k - start};
            };
            first(terrain_at, c.terrain_step);
            first(neutral_at, c.neutral_step);
            first(enemy_at, c.enemy_step);
            offset += std::max(0, lines_[l].count - start);
        }
        // Within a step terrain comes first (the square cannot be entered at all), then
        // neutrals (a move that would meet one is not made), then enemies.
        At stop = terrain_at;
        bool neutral_first = false;
        if (neutral_at.before(stop)) {
            stop = neutral_at;
            neutral_first = true;
        }
        const bool whole_path = rulings_.get<ObstacleOrder>() == ObstacleOrder::ValidateWholePath;
        const bool order_decides = stop.found() && enemy_at.before(stop);
        const bool blocked = stop.found() && (whole_path || !order_decides);
        if (blocked) {
            const RulingList ruling = order_decides ? RulingList{RulingId::ObstacleOrder} : RulingList{};
            const FlatStep& f = flat_[static_cast<std::size_t>(stop.index)];
            const Line& line = lines_[static_cast<std::size_t>(f.leg)];
            if (neutral_first) {
                const Step& s = step(f);
                std::vector<TacSquare> where;
                std::vector<UnitId> who;
                for (int i = 0; i < s.contact_count; ++i) {
                    const TacSquare q = s.contacts[static_cast<std::size_t>(i)];
                    if (!occ_.neutral(q)) continue;
                    where.push_back(q);
                    for (const auto& id : board_.ids_at(q, mover_, Stance::Neutral)) who.push_back(id);
                }
                emit(EventKind::BlockedNeutral, contact_rule(line.kind), where, who).ruling = ruling;
            } else {
                const TerrainCheck c = check_step(map_, before(f), step(f).square, rulings_);
                assert(c);
                Event e = terrain_event(map_, c);
                e.unit = board_.unit(mover_).id;
                for (const RulingId r : ruling) e.ruling.add(r);  // and the terrain's own (tm-example-2, -3)
                out_.events.push_back(std::move(e));
            }
            return finish(WalkEnd::Blocked);
        }
        if (enemy_at.found() && enemy_at.index < within_budget()) return encounter(enemy_at, order_decides);
        return walk_budget();
    }

    WalkResult walk_budget() {
        advance(within_budget());
        return finish(taken_ == static_cast<int>(flat_.size()) ? WalkEnd::Arrived : WalkEnd::OutOfSteps);
    }

    // `obstacle_after`: terrain or a neutral lies further on, which only
    // TM-OBSTACLE-ORDER's first-obstacle-decides lets the enemy pre-empt.
    WalkResult encounter(At at, bool obstacle_after) {
        const FlatStep& f = flat_[static_cast<std::size_t>(at.index)];
        const Line& line = lines_[static_cast<std::size_t>(f.leg)];
        const Step& s = step(f);
        const MetSquare met = met_square(s, occ_, seed_, turn_, phase_, board_.unit(mover_).id, rulings_);
        const bool on_path = met.on_path;
        const TacSquare target = met.square;
        if (!on_path && !within_reach(at.index, target)) {
            emit(EventKind::EnemyOutOfReach, "8.1", {target}, board_.ids_at(target, mover_, Stance::Enemy)).ruling = {
                RulingId::StepTypo};
            return walk_budget();
        }
        const RulingList ruling = met.several      ? RulingList{RulingId::TwoBeside}
                                  : obstacle_after ? RulingList{RulingId::ObstacleOrder}
                                                   : RulingList{};
        emit(EventKind::Encounter, contact_rule(line.kind), {target}, board_.ids_at(target, mover_, Stance::Enemy))
            .ruling = ruling;
        advance(at.index);  // up to the square before the contact
        out_.combat = target;
        out_.on_path = on_path;
        if (spec_.cannot_fight) return finish(WalkEnd::HaltedShort);
        if (on_path) {
            advance(1);
        } else if (rulings_.get<StopBeside>() == StopBeside::EnterEnemySquare) {
            out_.path.push_back({target, f.leg, -1});
        }
        return finish(WalkEnd::Encounter);
    }

    // Takes the next n steps of the remaining path.
    void advance(int n) {
        for (; n > 0; --n, ++taken_) {
            const FlatStep& f = flat_[static_cast<std::size_t>(taken_)];
            out_.path.push_back({step(f).square, f.leg, f.k + 1});
        }
    }

    Event& emit(EventKind kind, const char* rule, std::vector<TacSquare> squares, std::vector<UnitId> others) {
        out_.events.push_back(Event{kind, rule, {}, board_.unit(mover_).id, std::move(squares), std::move(others), 0});
        return out_.events.back();
    }

    WalkResult finish(WalkEnd end) {
        out_.end = end;
        return std::move(out_);
    }

    const Board& board_;
    int mover_;
    const WalkSpec& spec_;
    Seed seed_;
    int turn_, phase_;
    const Rulings& rulings_;
    const TacticalMap& map_;
    std::vector<Line> lines_;
    std::vector<FlatStep> flat_;
    Occupancy occ_;
    int taken_ = 0;
    WalkResult out_;
};

}  // namespace

WalkResult walk(const Board& board, int mover, const WalkSpec& spec, Seed seed, int turn, int phase,
                const Rulings& rulings) {
    assert(!spec.legs.empty() && spec.legs.size() <= 2);
    return Walk(board, mover, spec, seed, turn, phase, rulings).run();
}

}  // namespace umpire::gitm
