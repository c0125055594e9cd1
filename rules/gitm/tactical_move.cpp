#include "rules/gitm/tactical_move.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

#include "model/stacking.hpp"
#include "rules/gitm/blocking.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/river_crossing.hpp"
#include "rules/gitm/terrain_block.hpp"
#include "rules/gitm/walk_events.hpp"

namespace umpire::gitm {
namespace {

// How another unit in the mover's strategic square stands towards the mover.
enum class Stance : std::uint8_t { Ignored, Allied, Neutral, Enemy };

struct Occupant {
    const Unit* unit;
    Stance stance;
    Relation relation;
};

// Everyone in the strategic square, by tactical square, seen from the mover.
class Presence {
public:
    Presence(const GameState& state, const Unit& mover, const StratSquareInfo& square, const Rulings& rulings) {
        const bool active_only = rulings.get<InactivePresence>() == InactivePresence::ActiveOnly;
        for (const auto& u : state.units) {
            if (u.strategic != mover.strategic || u.id == mover.id) continue;
            if (active_only && u.status != UnitStatus::Active) continue;
            const auto rel = state.relation(mover.state, u.state);
            assert(rel && "check_invariants() guarantees every pair is related");
            const Stance stance = *rel == Relation::Hostile   ? Stance::Enemy
                                  : *rel == Relation::Neutral ? Stance::Neutral
                                                              : Stance::Allied;
            at_[static_cast<std::size_t>(u.tactical.index())].push_back({&u, stance, *rel});
            if (stance == Stance::Enemy) occupancy_.add(u.tactical, Occupancy::kEnemy);
            if (stance == Stance::Neutral) occupancy_.add(u.tactical, Occupancy::kNeutral);
            if (stance == Stance::Enemy) {
                triggers_.push_back(u.id);
            } else if (stance == Stance::Neutral) {
                any_neutral_ = true;
                if (neutral_qualifies(state, u, square)) triggers_.push_back(u.id);
            }
        }
        std::sort(triggers_.begin(), triggers_.end());
    }

    // Rule 8.5: a neutral counts only in its home nation or in a nation whose
    // controlling state is actively allied with it.
    static bool neutral_qualifies(const GameState& state, const Unit& u, const StratSquareInfo& square) {
        const auto* st = state.state(u.state);
        if (st && st->home == square.nation) return true;
        const auto rel = state.relation(u.state, square.owner);
        return rel == Relation::SameSide || rel == Relation::ActivelyAllied;
    }

    [[nodiscard]] const std::vector<Occupant>& at(TacSquare s) const { return at_[static_cast<std::size_t>(s.index())]; }
    [[nodiscard]] bool has(TacSquare s, Stance stance) const {
        for (const auto& o : at(s))
            if (o.stance == stance) return true;
        return false;
    }
    [[nodiscard]] std::vector<UnitId> ids(TacSquare s, Stance stance) const {
        std::vector<UnitId> out;
        for (const auto& o : at(s))
            if (o.stance == stance) out.push_back(o.unit->id);
        std::sort(out.begin(), out.end());
        return out;
    }
    // Units enemy to the mover or qualifying neutrals: they switch on rule 8.5.
    [[nodiscard]] const std::vector<UnitId>& triggers() const noexcept { return triggers_; }
    [[nodiscard]] bool any_neutral() const noexcept { return any_neutral_; }
    [[nodiscard]] const Occupancy& occupancy() const noexcept { return occupancy_; }

private:
    Occupancy occupancy_;
    std::array<std::vector<Occupant>, kTacSquares> at_{};
    std::vector<UnitId> triggers_;
    bool any_neutral_ = false;
};

// One straight segment of the ordered path; its Line is traced only when an
// event needs the detail (which squares, which contact).
struct Leg {
    TacSquare from, to;
    StepTypo reading;
    mutable std::optional<Line> traced;
    const Line& line() const {
        if (!traced) traced = trace_line(from, to, reading);
        return *traced;
    }
};

// A point of the walk: leg and step within it, ordered along the path.
struct At {
    int leg = -1;
    int step = -1;
    [[nodiscard]] bool found() const noexcept { return leg >= 0; }
    // A point that was never found is before nothing: without this, a path with
    // terrain and no enemy at all counted as "enemy first" under first-obstacle-decides.
    [[nodiscard]] bool before(const At& o) const noexcept {
        return found() && (!o.found() || leg < o.leg || (leg == o.leg && step < o.step));
    }
};

class Decision {
public:
    Decision(const GameState& state, const TacticalMoveOrder& order, Seed seed, const Rulings& rulings)
        : state_(state), order_(order), seed_(seed), rulings_(rulings),
          mover_(*state.unit(order.unit)), square_(*state.square(mover_.strategic)),
          presence_(state, mover_, square_, rulings) {
        out_.unit = mover_.id;
        out_.from = mover_.tactical;
        out_.end = mover_.tactical;
    }

    MoveOutcome run() {
        if (mover_.status != UnitStatus::Active) {
            emit(EventKind::NotActive, mover_.status == UnitStatus::Inactive ? "11.3" : "12.3", {mover_.tactical});
            return finish(MoveResult::NotMoved);
        }
        if (!order_.waypoint && order_.destination == mover_.tactical) {
            emit(EventKind::StaysInPlace, "8.2", {mover_.tactical});
            return finish(MoveResult::Moved);
        }
        if (const auto full = full_square()) {
            emit(EventKind::BlockedFullSquare, "8.3", {*full});
            return finish(MoveResult::Blocked);
        }
        const RiverCrossing crossing =
            check_river_crossing(square_.map, mover_.tactical, order_.waypoint, order_.destination, rulings_);
        if (!crossing.allowed) {
            emit(EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
            return finish(MoveResult::Blocked);
        }
        if (crossing.changes_side) {
            // Only a crossing waypoint can have joined the two sides.
            emit(EventKind::CrossingAllowed, "8.7", {*order_.waypoint}).ruling = crossing.ruling;
        } else if (!crossing.ruling.empty()) {
            // On a common side, allowed only by the ruling named (e.g. ends-only).
            emit(EventKind::CrossingAllowed, "8.7", {mover_.tactical, order_.destination}).ruling = crossing.ruling;
        }
        const bool terrain_limit = !presence_.triggers().empty();
        const bool line_limit =
            terrain_limit || (presence_.any_neutral() &&
                              rulings_.get<NeutralAbroad>() == NeutralAbroad::StraightLine);
        out_.straight_line = line_limit;
        if (!line_limit) return free_move();
        if (terrain_limit) {
            emit(EventKind::LimitApplies, "8.5", {}, presence_.triggers());
        } else {
            auto& e = emit(EventKind::LimitApplies, "8.3", {}, {});
            e.ruling = "TM-NEUTRAL-ABROAD";
        }
        return walk(terrain_limit);
    }

private:
    // Rule 8.3: 12 allied units at the waypoint or destination block the move.
    std::optional<TacSquare> full_square() const {
        const bool all = rulings_.get<AlliedCount>() == AlliedCount::AllAllied;
        const auto full = [&](TacSquare s) {
            int n = 0;
            for (const auto& o : presence_.at(s))
                if (o.stance == Stance::Allied && counts_as_allied(o.relation, all)) ++n;
            return n >= kMaxAlliedPerTacSquare;
        };
        if (order_.waypoint && full(*order_.waypoint)) return order_.waypoint;
        if (full(order_.destination)) return order_.destination;
        return std::nullopt;
    }

    // tm-straight-line: among allies (and, by TM-NEUTRAL-ABROAD, neutrals abroad)
    // the unit goes where it is sent, unless that is a neutral's square (8.3).
    MoveOutcome free_move() {
        for (const auto s : ends()) {
            if (presence_.has(s, Stance::Neutral)) {
                // Either reading of TM-NEUTRAL-ABROAD stops this move, so it is not cited.
                emit(EventKind::BlockedNeutral, "8.3", {s}, presence_.ids(s, Stance::Neutral));
                return finish(MoveResult::Blocked);
            }
        }
        out_.end = order_.destination;
        emit(EventKind::MovedFree, "tm-straight-line", {order_.destination});
        return finish(MoveResult::Moved);
    }

    std::vector<TacSquare> ends() const {
        std::vector<TacSquare> v;
        if (order_.waypoint) v.push_back(*order_.waypoint);
        v.push_back(order_.destination);
        return v;
    }

    MoveOutcome walk(bool terrain_limit) {
        const StepTypo reading = rulings_.get<StepTypo>();
        std::vector<Leg> legs;
        TacSquare from = mover_.tactical;
        for (const auto to : ends()) {
            legs.push_back({from, to, reading, std::nullopt});
            from = to;
        }
        std::optional<StepBlocks> blocks;
        if (terrain_limit && reading == StepTypo::LongerAxis) blocks.emplace(square_.map, rulings_);

        // The first point of each kind of obstacle along the whole path.
        At terrain_at, neutral_at, enemy_at;
        for (int l = 0; l < static_cast<int>(legs.size()); ++l) {
            const Leg& leg = legs[static_cast<std::size_t>(l)];
            const LineCheck c =
                reading == StepTypo::LongerAxis
                    ? check_line(blocks ? &*blocks : nullptr, presence_.occupancy(), leg.from, leg.to)
                    : check_line_reference(square_.map, presence_.occupancy(), leg.line(), rulings_, terrain_limit);
            if (c.terrain_step >= 0 && !terrain_at.found()) terrain_at = {l, c.terrain_step};
            if (c.neutral_step >= 0 && !neutral_at.found()) neutral_at = {l, c.neutral_step};
            if (c.enemy_step >= 0 && !enemy_at.found()) enemy_at = {l, c.enemy_step};
        }
        TerrainCheck terrain;
        if (terrain_at.found()) {
            const Line& line = legs[static_cast<std::size_t>(terrain_at.leg)].line();
            terrain = check_step(square_.map, line.before(terrain_at.step),
                                 line.steps[static_cast<std::size_t>(terrain_at.step)].square, rulings_);
            assert(terrain && "the walk and the traced line agree");
        }

        // Within one step terrain comes first (the square cannot be entered at all),
        // then neutrals (a move that would meet one is not made), then enemies.
        At stop = terrain_at;
        bool neutral_first = false;
        if (neutral_at.found() && neutral_at.before(stop)) {
            stop = neutral_at;
            neutral_first = true;
        }
        const bool whole_path = rulings_.get<ObstacleOrder>() == ObstacleOrder::ValidateWholePath;
        const bool blocked = whole_path ? stop.found() : (stop.found() && !enemy_at.before(stop));
        // TM-OBSTACLE-ORDER decides only when an enemy comes strictly before the
        // first terrain or neutral obstacle; otherwise both readings agree.
        const bool order_decides = stop.found() && enemy_at.found() && enemy_at.before(stop);
        if (blocked) {
            const char* ruling = order_decides ? "TM-OBSTACLE-ORDER" : "";
            if (neutral_first) {
                const Step& s = step_at(legs, neutral_at);
                std::vector<TacSquare> where;
                std::vector<UnitId> who;
                for (int i = 0; i < s.contact_count; ++i) {
                    const TacSquare q = s.contacts[static_cast<std::size_t>(i)];
                    if (!presence_.has(q, Stance::Neutral)) continue;
                    where.push_back(q);
                    for (const auto& id : presence_.ids(q, Stance::Neutral)) who.push_back(id);
                }
                emit(EventKind::BlockedNeutral, contact_rule(legs, neutral_at), where, who).ruling = ruling;
            } else {
                emit_terrain(terrain).ruling = ruling;
            }
            return finish(MoveResult::Blocked);
        }
        if (enemy_at.found()) return encounter(legs, enemy_at, order_decides);
        out_.end = order_.destination;
        emit(EventKind::Moved, "8.5", {order_.destination});
        return finish(MoveResult::Moved);
    }

    static const Step& step_at(const std::vector<Leg>& legs, At at) {
        return legs[static_cast<std::size_t>(at.leg)].line().steps[static_cast<std::size_t>(at.step)];
    }

    static const char* contact_rule(const std::vector<Leg>& legs, At at) {
        return gitm::contact_rule(legs[static_cast<std::size_t>(at.leg)].line().kind);
    }

    Event& emit_terrain(const TerrainCheck& c) {
        Event e = terrain_event(square_.map, c);
        e.unit = mover_.id;
        out_.events.push_back(std::move(e));
        return out_.events.back();
    }

    // `obstacle_after`: terrain or a neutral lies further on, which only
    // TM-OBSTACLE-ORDER's first-obstacle-decides lets the enemy pre-empt.
    MoveOutcome encounter(const std::vector<Leg>& legs, At at, bool obstacle_after) {
        const Line& line = legs[static_cast<std::size_t>(at.leg)].line();
        const Step& step = step_at(legs, at);
        const MetSquare met = met_square(step, presence_.occupancy(), seed_, state_.turn, 0, mover_.id, rulings_);
        const bool on_path = met.on_path;
        const TacSquare target = met.square;
        std::string ruling = met.several ? "TM-TWO-BESIDE" : obstacle_after ? "TM-OBSTACLE-ORDER" : "";
        const auto enemies = presence_.ids(target, Stance::Enemy);
        emit(EventKind::Encounter, contact_rule(legs, at), {target}, enemies).ruling = ruling;
        const TacSquare short_of = line.before(at.step);

        // Rule 8.3: an evading unit, or one that cannot fight at all (headquarters,
        // rule 9.2), halts one square short and no combat begins.
        if (order_.offensive == OffensiveMode::Evade || is_headquarters(mover_.id.type)) {
            out_.end = short_of;
            emit(EventKind::HaltedShort, "8.3", {short_of});
            return finish(MoveResult::HaltedShort);
        }
        // TM-STOP-BESIDE decides where the mover ends only when it gives combat.
        const bool enter = on_path || rulings_.get<StopBeside>() == StopBeside::EnterEnemySquare;
        out_.end = enter ? target : short_of;

        Combat combat;
        combat.square = target;
        combat.initiator = mover_.id;
        combat.attackers.push_back(mover_.id);
        for (const auto& o : presence_.at(target)) {
            if (o.stance == Stance::Allied) combat.attackers.push_back(o.unit->id);
            if (o.stance == Stance::Enemy) combat.defenders.push_back(o.unit->id);
        }
        std::sort(combat.attackers.begin(), combat.attackers.end());
        std::sort(combat.defenders.begin(), combat.defenders.end());
        emit(EventKind::CombatBegins, "8.3", {target}, combat.defenders).ruling = on_path ? "" : "TM-STOP-BESIDE";
        emit(EventKind::EnemyHalted, "8.3", {target}, combat.defenders);
        out_.combat = std::move(combat);
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
    Seed seed_;
    const Rulings& rulings_;
    const Unit& mover_;
    const StratSquareInfo& square_;
    Presence presence_;
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
    return Decision(state, order, seed, rulings).run();
}

}  // namespace umpire::gitm
