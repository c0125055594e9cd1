#include "rules/gitm/tactical_move.hpp"

#include <algorithm>
#include <cassert>
#include <limits>
#include <optional>

#include "model/stacking.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/gitm/phase_walk.hpp"
#include "rules/gitm/river_crossing.hpp"

namespace umpire::gitm {
namespace {

// The single move has no allowance (8.1 belongs to the phase): its walk may take
// every step of the ordered path.
constexpr int kWholePath = std::numeric_limits<int>::max();

// The units of the mover's strategic square, in unit id order, as a board takes them.
std::vector<std::size_t> square_members(const GameState& state, StratSquare where) {
    std::vector<std::size_t> members;
    for (std::size_t i = 0; i < state.units.size(); ++i)
        if (state.units[i].strategic == where) members.push_back(i);
    std::sort(members.begin(), members.end(),
              [&](std::size_t a, std::size_t b) { return state.units[a].id < state.units[b].id; });
    return members;
}

// The decision read off the phase's board and one walk of the whole ordered path:
// what is checked before the walk (the mover's status, 8.3's full squares, 8.7's
// crossing) and what the walk's end means for a single move (where it ends, the
// combat an encounter begins). Rules 8.3 and 8.5 themselves are judged by walk().
class SingleMove {
public:
    SingleMove(const GameState& state, const TacticalMoveOrder& order, const Rulings& rulings)
        : state_(state), order_(order), rulings_(rulings), mover_(*state.unit(order.unit)),
          square_(*state.square(mover_.strategic)), relations_(state),
          board_(state, square_, square_members(state, mover_.strategic), relations_, rulings) {
        for (int i = 0; i < board_.size(); ++i)
            if (board_.unit(i).id == mover_.id) me_ = i;
        out_.unit = mover_.id;
        out_.from = mover_.tactical;
        out_.end = mover_.tactical;
    }

    MoveOutcome run(Seed seed) {
        if (mover_.status != UnitStatus::Active) {
            emit(EventKind::NotActive, mover_.status == UnitStatus::Inactive ? "11.3" : "12.3", {mover_.tactical});
            return finish(MoveResult::NotMoved);
        }
        if (!order_.waypoint && order_.destination == mover_.tactical) {
            emit(EventKind::StaysInPlace, "8.2", {mover_.tactical});
            return finish(MoveResult::Moved);
        }
        // Rule 8.3: 12 allied units at the waypoint or destination block the move.
        for (const auto q : {order_.waypoint, std::optional<TacSquare>(order_.destination)}) {
            if (q && board_.twelve_allied(me_, *q)) {
                emit(EventKind::BlockedFullSquare, "8.3", {*q});
                return finish(MoveResult::Blocked);
            }
        }
        if (!crossing_allowed()) return finish(MoveResult::Blocked);
        return read(walk(board_, me_, spec(), seed, state_.turn, 0, rulings_));
    }

private:
    // Rule 8.7: the move may not change side of a river or range but by a ford or pass.
    bool crossing_allowed() {
        const RiverCrossing crossing =
            check_river_crossing(square_.map, mover_.tactical, order_.waypoint, order_.destination, rulings_);
        if (!crossing.allowed) {
            emit(EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
        } else if (crossing.changes_side) {
            // Only a crossing waypoint can have joined the two sides.
            emit(EventKind::CrossingAllowed, "8.7", {*order_.waypoint}).ruling = crossing.ruling;
        } else if (!crossing.ruling.empty()) {
            // On a common side, allowed only by the ruling named (e.g. ends-only).
            emit(EventKind::CrossingAllowed, "8.7", {mover_.tactical, order_.destination}).ruling = crossing.ruling;
        }
        return crossing.allowed;
    }

    WalkSpec spec() const {
        WalkSpec s;
        TacSquare from = mover_.tactical;
        if (order_.waypoint) {
            s.legs.push_back({from, *order_.waypoint, 0});
            from = *order_.waypoint;
        }
        s.legs.push_back({from, order_.destination, 0});
        s.budget = kWholePath;
        // Rule 8.3: an evading unit, or one that cannot fight at all (headquarters,
        // rule 9.2), halts one square short and no combat begins.
        s.cannot_fight = order_.offensive == OffensiveMode::Evade || is_headquarters(mover_.id.type);
        s.every_hq_halts = true;    // reading SINGLE-MOVE-HQ-HALTS
        s.judge_empty_legs = true;  // reading SINGLE-MOVE-EMPTY-LEG
        return s;
    }

    MoveOutcome read(WalkResult w) {
        out_.straight_line = w.straight_line;
        for (auto& e : w.events) out_.events.push_back(std::move(e));
        if (!w.path.empty()) out_.end = w.path.back().square;
        switch (w.end) {
            case WalkEnd::Arrived:
                assert(out_.end == order_.destination);
                if (w.straight_line) {
                    emit(EventKind::Moved, "8.5", {order_.destination});
                } else {
                    emit(EventKind::MovedFree, "tm-straight-line", {order_.destination});
                }
                return finish(MoveResult::Moved);
            case WalkEnd::Blocked: return finish(MoveResult::Blocked);
            case WalkEnd::HaltedShort:
                emit(EventKind::HaltedShort, "8.3", {out_.end});
                return finish(MoveResult::HaltedShort);
            case WalkEnd::Encounter: return combat(*w.combat, w.on_path);
            case WalkEnd::OutOfSteps: break;
        }
        assert(false && "a walk over the whole path does not run out of steps");
        return finish(MoveResult::NotMoved);
    }

    // Rule 8.3: the combat the encounter begins at the enemy's square; the mover ends
    // there or beside it as TM-STOP-BESIDE says (the walk's path).
    MoveOutcome combat(TacSquare target, bool on_path) {
        Combat c;
        c.square = target;
        c.initiator = mover_.id;
        c.attackers = board_.ids_at(target, me_, Stance::Allied);
        c.attackers.push_back(mover_.id);
        std::sort(c.attackers.begin(), c.attackers.end());
        c.defenders = board_.ids_at(target, me_, Stance::Enemy);
        auto& begins = emit(EventKind::CombatBegins, "8.3", {target}, c.defenders);
        if (!on_path) begins.ruling = {RulingId::StopBeside};
        emit(EventKind::EnemyHalted, "8.3", {target}, c.defenders);
        out_.combat = std::move(c);
        return finish(MoveResult::Encounter);
    }

    Event& emit(EventKind kind, const char* rule, std::vector<TacSquare> squares, std::vector<UnitId> others = {}) {
        out_.events.push_back(Event{kind, rule, {}, mover_.id, std::move(squares), std::move(others)});
        return out_.events.back();
    }

    MoveOutcome finish(MoveResult r) {
        out_.result = r;
        return std::move(out_);
    }

    const GameState& state_;
    const TacticalMoveOrder& order_;
    const Rulings& rulings_;
    const Unit& mover_;
    const StratSquareInfo& square_;
    const RelationTable relations_;
    const Board board_;
    int me_ = -1;
    MoveOutcome out_;
};

}  // namespace

std::vector<Diagnostic> validate_move(const GameState& state, const TacticalMoveOrder& order) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    const Unit* u = state.unit(order.unit);
    if (u == nullptr) {
        fail("order.unit", "no unit " + to_string(order.unit) + " in the state");
        return out;
    }
    if (state.square(u->strategic) == nullptr)
        fail("order.unit", "the unit's strategic square " + to_string(u->strategic) + " has no tactical map");
    if (!order.destination.valid()) fail("order.destination", "off the tactical map");
    if (order.waypoint && !order.waypoint->valid()) fail("order.waypoint", "off the tactical map");
    return out;
}

MoveOutcome decide_move(const GameState& state, const TacticalMoveOrder& order, Seed seed, const Rulings& rulings) {
    assert(check_invariants(state).empty());
    assert(validate_move(state, order).empty());
    return SingleMove(state, order, rulings).run(seed);
}

}  // namespace umpire::gitm
