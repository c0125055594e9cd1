#include "rules/gitm/phase_walk.hpp"

#include <algorithm>
#include <cassert>

#include "rules/gitm/line.hpp"
#include "rules/gitm/terrain_block.hpp"
#include "rules/gitm/walk_events.hpp"

namespace umpire::gitm {
namespace {

// A point of the remaining path: leg, step within its line, and the count of
// steps from where the unit stands (1 for the first step it takes).
struct At {
    int leg = -1;
    int step = -1;
    int count = 0;
    [[nodiscard]] bool found() const noexcept { return leg >= 0; }
    [[nodiscard]] bool before(const At& o) const noexcept { return !o.found() || count < o.count; }
};

class Walk {
public:
    Walk(const Board& board, int mover, const WalkSpec& spec, Seed seed, int turn, int phase, const Rulings& rulings)
        : board_(board), mover_(mover), spec_(spec), seed_(seed), turn_(turn), phase_(phase), rulings_(rulings),
          map_(board.square().map) {
        for (const auto& leg : spec.legs) {
            lines_.push_back(trace_line(leg.from, leg.to, rulings.get<StepTypo>()));
            remaining_ += std::max(0, lines_.back().count - leg.start);
        }
    }

    WalkResult run() {
        const auto triggers = board_.triggers(mover_);
        const bool terrain_limit = !triggers.empty();
        const bool line_limit = terrain_limit || (rulings_.get<NeutralAbroad>() == NeutralAbroad::StraightLine &&
                                                  board_.any_neutral(mover_));
        out_.straight_line = line_limit;
        occ_ = board_.occupancy(mover_, spec_.absent);
        if (!line_limit) return free_walk();
        if (terrain_limit) {
            emit(EventKind::LimitApplies, "8.5", {}, triggers);
        } else {
            emit(EventKind::LimitApplies, "8.3", {}, {}).ruling = "TM-NEUTRAL-ABROAD";
        }
        return limited_walk(terrain_limit);
    }

private:
    // tm-straight-line: with no enemy or qualifying neutral present the unit goes
    // where it is sent, unless a neutral stands on an end of a leg (8.3).
    WalkResult free_walk() {
        for (std::size_t l = 0; l < spec_.legs.size(); ++l) {
            const TacSquare end = spec_.legs[l].to;
            if (lines_[l].count > spec_.legs[l].start && occ_.neutral(end)) {
                emit(EventKind::BlockedNeutral, "8.3", {end}, board_.ids_at(end, mover_, Stance::Neutral));
                return finish(WalkEnd::Blocked);
            }
        }
        advance(std::min(spec_.budget, remaining_));
        return finish(taken_ == remaining_ ? WalkEnd::Arrived : WalkEnd::OutOfSteps);
    }

    WalkResult limited_walk(bool terrain_limit) {
        At terrain_at, neutral_at, enemy_at;
        int count = 0;
        for (std::size_t l = 0; l < lines_.size(); ++l) {
            const Line& line = lines_[l];
            for (int k = spec_.legs[l].start; k < line.count; ++k) {
                ++count;
                const Step& step = line.steps[static_cast<std::size_t>(k)];
                const At here{static_cast<int>(l), k, count};
                if (terrain_limit && !terrain_at.found() && check_step(map_, line.before(k), step.square, rulings_))
                    terrain_at = here;
                for (int i = 0; i < step.contact_count; ++i) {
                    const TacSquare q = step.contacts[static_cast<std::size_t>(i)];
                    if (!neutral_at.found() && occ_.neutral(q)) neutral_at = here;
                    if (!enemy_at.found() && occ_.enemy(q)) enemy_at = here;
                }
            }
        }
        // Within a step terrain comes first, then neutrals, then enemies (as decide_move).
        At stop = terrain_at;
        bool neutral_first = false;
        if (neutral_at.found() && neutral_at.before(stop)) {
            stop = neutral_at;
            neutral_first = true;
        }
        const bool whole_path = rulings_.get<ObstacleOrder>() == ObstacleOrder::ValidateWholePath;
        const bool blocked = whole_path ? stop.found() : (stop.found() && !enemy_at.before(stop));
        const bool order_decides = stop.found() && enemy_at.found() && enemy_at.before(stop);
        if (blocked) {
            const char* ruling = order_decides ? "TM-OBSTACLE-ORDER" : "";
            const Line& line = lines_[static_cast<std::size_t>(stop.leg)];
            if (neutral_first) {
                const Step& s = line.steps[static_cast<std::size_t>(stop.step)];
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
                const TerrainCheck c = check_step(map_, line.before(stop.step),
                                                  line.steps[static_cast<std::size_t>(stop.step)].square, rulings_);
                assert(c);
                Event e = terrain_event(map_, c);
                e.unit = board_.unit(mover_).id;
                e.ruling = ruling;
                out_.events.push_back(std::move(e));
            }
            return finish(WalkEnd::Blocked);
        }
        if (enemy_at.found() && enemy_at.count <= spec_.budget) return encounter(enemy_at, order_decides);
        advance(std::min(spec_.budget, remaining_));
        return finish(taken_ == remaining_ ? WalkEnd::Arrived : WalkEnd::OutOfSteps);
    }

    // `obstacle_after`: terrain or a neutral lies further on, which only
    // TM-OBSTACLE-ORDER's first-obstacle-decides lets the enemy pre-empt.
    WalkResult encounter(At at, bool obstacle_after) {
        const Line& line = lines_[static_cast<std::size_t>(at.leg)];
        const Step& step = line.steps[static_cast<std::size_t>(at.step)];
        const bool on_path = occ_.enemy(step.square);
        TacSquare target = step.square;
        std::string ruling = obstacle_after ? "TM-OBSTACLE-ORDER" : "";
        if (!on_path) {
            std::vector<TacSquare> beside;
            for (int i = 1; i < step.contact_count; ++i) {
                const TacSquare q = step.contacts[static_cast<std::size_t>(i)];
                if (occ_.enemy(q)) beside.push_back(q);
            }
            std::sort(beside.begin(), beside.end());
            target = pick_beside(beside, seed_, turn_, phase_, board_.unit(mover_).id, rulings_);
            if (beside.size() > 1) ruling = "TM-TWO-BESIDE";
        }
        emit(EventKind::Encounter, contact_rule(line.kind), {target}, board_.ids_at(target, mover_, Stance::Enemy))
            .ruling = ruling;
        advance(at.count - 1);  // up to the square before the contact
        out_.combat = target;
        out_.on_path = on_path;
        if (spec_.cannot_fight) return finish(WalkEnd::HaltedShort);
        if (on_path) {
            advance(1);
        } else if (rulings_.get<StopBeside>() == StopBeside::EnterEnemySquare) {
            out_.path.push_back({target, at.leg, -1});
        }
        return finish(WalkEnd::Encounter);
    }

    // Takes the next n steps of the remaining path.
    void advance(int n) {
        while (n-- > 0) {
            while (leg_ < static_cast<int>(lines_.size()) &&
                   step_in(leg_) >= lines_[static_cast<std::size_t>(leg_)].count) {
                ++leg_;
                offset_ = 0;
            }
            assert(leg_ < static_cast<int>(lines_.size()));
            const int k = step_in(leg_);
            out_.path.push_back({lines_[static_cast<std::size_t>(leg_)].steps[static_cast<std::size_t>(k)].square, leg_, k + 1});
            ++offset_;
            ++taken_;
        }
    }
    [[nodiscard]] int step_in(int leg) const noexcept { return spec_.legs[static_cast<std::size_t>(leg)].start + offset_; }

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
    Occupancy occ_;
    int remaining_ = 0;
    int leg_ = 0, offset_ = 0, taken_ = 0;
    WalkResult out_;
};

}  // namespace

WalkResult walk(const Board& board, int mover, const WalkSpec& spec, Seed seed, int turn, int phase,
                const Rulings& rulings) {
    assert(!spec.legs.empty() && spec.legs.size() <= 2);
    return Walk(board, mover, spec, seed, turn, phase, rulings).run();
}

}  // namespace umpire::gitm
