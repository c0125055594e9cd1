#include "rules/gitm/square_phase.hpp"

#include <algorithm>
#include <cassert>
#include <map>
#include <optional>
#include <tuple>

#include "rules/gitm/initiative.hpp"
#include "rules/gitm/intercept.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/phase_targets.hpp"
#include "rules/gitm/phase_walk.hpp"
#include "rules/gitm/river_crossing.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {
namespace {

constexpr int kTiredFatigue = 8;  // rule 8.1: above this, no move with enemies present
constexpr int kSupportReach = 2;  // rule 8.10; 3 for fast units
constexpr int kFastSupportReach = 3;

// What one unit has done so far in this phase.
struct Turn {
    const UnitOrders* orders = nullptr;
    MoveKey key;
    TacSquare start;
    int fatigue_before = 0;
    MoveKind kind = MoveKind::None;
    bool supported = false;
    bool had_turn = false;  // its own turn in the move order has come
    bool idle = false;      // ...and it had no move to make: it may still intercept (8.12)
    bool held = false;      // met by an enemy's move: halted for the rest of the phase (8.3)
    int order = 0;
};

// How a move ended once everything that can stop it has been applied.
struct Applied {
    TacSquare final;
    std::optional<PathPoint> last;  // the last path point the unit stands on (none: it did not move)
    bool moved = false;
    bool halted = false;            // stopped by an enemy: encounter, halt short, interception
    bool combat = false;            // a combat was declared by this move
};

enum class CombatKind : std::uint8_t { Encounter, Interception };

// A combat a move declared this phase: where, by whom; and a mover that stays
// beside the square (TM-STOP-BESIDE halt-adjacent) still fights in it.
struct Declared {
    TacSquare square;
    int initiator;
    CombatKind kind;
    std::vector<int> beside;
};

class SquarePhase {
public:
    SquarePhase(SquareInput& in, PhaseOutcome& out)
        : in_(in), out_(out), board_(in.state, in.square, in.members, in.relations, in.rulings),
          rulings_(in.rulings), turn_(in.state.turn) {
        turns_.resize(static_cast<std::size_t>(board_.size()));
        for (int i = 0; i < board_.size(); ++i) {
            Turn& t = at(i);
            const Unit& u = board_.unit(i);
            t.orders = in.orders[static_cast<std::size_t>(i)];
            t.key = move_key(u, in.seed, turn_, in.phase, rulings_);
            t.start = u.tactical;
            t.fatigue_before = u.fatigue;
            order_.push_back(i);
        }
        std::sort(order_.begin(), order_.end(), [&](int a, int b) { return at(a).key < at(b).key; });
        for (std::size_t k = 0; k < order_.size(); ++k) at(order_[k]).order = static_cast<int>(k) + 1;
    }

    void run(std::vector<UnitPhase>& rows) {
        for (const int i : order_) fort_move(i);  // rule 8.2: fort moves go first
        for (const int i : order_) take_turn(i);
        support_phase();
        find_battles();
        rows.clear();
        for (int i = 0; i < board_.size(); ++i) {
            const Unit& u = board_.unit(i);
            const Turn& t = at(i);
            rows.push_back({u.id, in_.square.square, t.start, u.tactical,
                            t.kind == MoveKind::None && t.supported ? MoveKind::Support : t.kind, t.supported,
                            t.fatigue_before, u.fatigue, t.key.number, t.order});
        }
    }

private:
    Turn& at(int i) { return turns_[static_cast<std::size_t>(i)]; }
    const UnitOrders& orders(int i) { return *at(i).orders; }
    int phase() const { return in_.phase; }

    Event& emit(int i, EventKind kind, const char* rule, std::vector<TacSquare> squares = {},
                std::vector<UnitId> others = {}, int amount = 0) {
        out_.events.push_back(
            {in_.square.square, Event{kind, rule, {}, board_.unit(i).id, std::move(squares), std::move(others), amount}});
        return out_.events.back().event;
    }
    void emit_all(std::vector<Event>& events) {
        for (auto& e : events) out_.events.push_back({in_.square.square, std::move(e)});
    }

    bool in_phase(const std::optional<PhaseRange>& r) const { return r && r->first <= phase() && phase() <= r->last; }
    bool in_phase(const std::optional<ReactionBox>& b) const {
        return b && b->phases.first <= phase() && phase() <= b->phases.last;
    }
    OffensiveMode attack_mode(int i) {
        const auto& p = orders(i).postures.attack;
        if (p) return *p;
        return board_.unit(i).id.type == UnitType::Militia ? OffensiveMode::Attack : OffensiveMode::Skirmish;  // 6.9
    }
    bool cannot_fight(int i) {
        // Rule 5.2: the final tactical phase has no combat, so every unit there is one
        // that "cannot enter combat for other reasons" (8.3) and halts one square short.
        return attack_mode(i) == OffensiveMode::Evade || is_headquarters(board_.unit(i).id.type) ||
               phase() == kTacticalPhases;
    }
    // Units that fight in a battle (9.1, 9.2): active, and not headquarters unless in a fort.
    bool combatant(int i) const {
        const Unit& u = board_.unit(i);
        return u.status == UnitStatus::Active && (!is_headquarters(u.id.type) || u.in_fort);
    }
    bool in_combat(int i) const {
        bool any = false;
        board_.each_at(board_.unit(i).tactical, [&](int j) { any = any || (j != i && combatant(j) && board_.hostile(i, j)); });
        return any;
    }
    // Rule 8.7 against the map's sides, labelled once per phase however many move.
    RiverCrossing river_crossing(TacSquare from, std::optional<TacSquare> via, TacSquare to) {
        if (!sides_) sides_.emplace(in_.square.map, rulings_);
        return check_river_crossing(*sides_, from, via, to, rulings_);
    }
    // Rule 8.7 for a move cut short: a free move (8.5 not in force) walks its line over
    // rivers, and a line to a ford may cross the river away from the ford. Sides change
    // only by a ford or pass waypoint, so the unit may stop only on a side its leg
    // began on: the phase's start, or the waypoint (a crossing, on every side it touches).
    bool on_leg_side(const std::vector<PathPoint>& path, std::size_t k, TacSquare start) {
        TacSquare from = start;
        for (std::size_t j = 0; j < k; ++j)
            if (path[j].leg != path[k].leg) from = path[j].square;
        if (!sides_) sides_.emplace(in_.square.map, rulings_);
        return (sides_of(sides_->in_force, from) & sides_of(sides_->in_force, path[k].square)).any();
    }
    bool too_tired(int i) const { return board_.unit(i).fatigue > kTiredFatigue && board_.enemy_present(i); }

    // ---- rule 8.2: the specified move ------------------------------------------

    bool specified_pending(int i) {
        const TacticalOrders& o = orders(i).tactical;
        if (!o.destination || o.start_phase.value_or(1) > phase()) return false;
        const auto& m = board_.unit(i).move;
        return !m || m->done_phase == 0;
    }
    bool fort_order(int i) {
        const TacticalOrders& o = orders(i).tactical;
        const Unit& u = board_.unit(i);
        return o.destination == DestinationKind::Square && !o.waypoint && o.destination_square == u.tactical &&
               (!u.move || (u.move->steps == 0 && u.move->leg_from == u.tactical));
    }

    void fort_move(int i) {
        Unit& u = board_.unit(i);
        if (u.status != UnitStatus::Active || !specified_pending(i) || !fort_order(i)) return;
        const bool fort_here = in_.square.fort > 0 && in_.square.city_square == u.tactical;
        const bool stay_out = orders(i).tactical.no_fort;
        const bool toggles = fort_here && stay_out == u.in_fort;
        const bool a_move = toggles && rulings_.get<FortMove>() == FortMove::AMove;
        if (a_move && too_tired(i)) {
            emit(i, EventKind::TooTired, "8.1", {}, {}, u.fatigue).ruling = "PHASE-FORT-MOVE";
            return;  // the order stands: it may try again in a later phase
        }
        if (fort_here && stay_out && u.in_fort) {
            u.in_fort = false;
            emit(i, EventKind::FortLeft, "8.2", {u.tactical});
        } else if (fort_here && !stay_out && !u.in_fort) {
            u.in_fort = true;
            emit(i, EventKind::FortEntered, "8.2", {u.tactical});
        } else {
            emit(i, EventKind::StaysInPlace, "8.2", {u.tactical});
        }
        if (a_move && board_.enemy_present(i)) {
            u.fatigue = std::min(u.fatigue + 1, kMaxFatigue);
            emit(i, EventKind::FatiguePaid, "8.1", {}, {}, u.fatigue).ruling = "PHASE-FORT-MOVE";
        }
        u.move = MoveProgress{u.tactical, u.tactical, 0, true, phase()};
        at(i).kind = MoveKind::Fort;
    }

    void take_turn(int i) {
        Turn& t = at(i);
        t.had_turn = true;
        const Unit& u = board_.unit(i);
        const bool specified = specified_pending(i);
        const bool engage = !specified && engage_pending(i);
        if (t.kind != MoveKind::None) return;  // it intercepted, or moved in or out of a fort
        if (!specified && !engage) {
            t.idle = true;
            return;
        }
        if (u.status != UnitStatus::Active) {
            emit(i, EventKind::NotActive, u.status == UnitStatus::Inactive ? "11.3" : "12.3", {u.tactical});
            return;
        }
        if (specified && fort_order(i)) return;  // the fort moves at the start dealt with it (8.2)
        if (t.held) return;  // its EnemyHalted event was written when it was met
        if (rulings_.get<InCombat>() == InCombat::Stays && !is_headquarters(u.id.type) && in_combat(i)) {
            emit(i, EventKind::HeldInCombat, "8.3", {u.tactical}).ruling = "PHASE-IN-COMBAT";
            return;
        }
        if (too_tired(i)) {
            emit(i, EventKind::TooTired, "8.1", {}, {}, u.fatigue);
            return;
        }
        if (specified) {
            specified_move(i);
        } else {
            engage_move(i);
        }
    }

    void specified_move(int i) {
        Unit& u = board_.unit(i);
        const TacticalOrders& o = orders(i).tactical;
        if (!u.move) {
            TacSquare dest = o.destination_square;
            if (o.destination != DestinationKind::Square) {
                const Terrain kind = o.destination == DestinationKind::NearestFord ? Terrain::Ford : Terrain::Pass;
                const auto found = nearest_crossing(in_.square.map, u.tactical, kind, rulings_.get<NearestCrossing>());
                if (!found) {
                    emit(i, EventKind::NoCrossingSquare, "8.2", {u.tactical});
                    u.move = MoveProgress{u.tactical, u.tactical, 0, true, phase()};
                    at(i).kind = MoveKind::Specified;
                    return;
                }
                dest = *found;
            }
            u.move = MoveProgress{dest, u.tactical, 0, !o.waypoint.has_value(), 0};
        }
        at(i).kind = MoveKind::Specified;
        MoveProgress& m = *u.move;
        std::vector<PathLeg> legs;
        if (!m.past_waypoint) {
            legs.push_back({m.leg_from, *o.waypoint, m.steps});
            legs.push_back({*o.waypoint, m.destination, 0});
        } else {
            legs.push_back({m.leg_from, m.destination, m.steps});
        }
        const Line first = trace_line(legs[0].from, legs[0].to, rulings_.get<StepTypo>());
        // A unit moved off its line (a headquarters stepping aside, 9.2) cannot go on along it.
        if (first.before(legs[0].start) != u.tactical) {
            m.done_phase = phase();
            emit(i, EventKind::MoveEnded, "8.2", {u.tactical});
            return;
        }
        const std::optional<TacSquare> waypoint = m.past_waypoint ? std::nullopt : o.waypoint;
        // Rule 8.3: a full waypoint or destination blocks the move; 2.5's 24 does too.
        for (const auto q : {waypoint, std::optional<TacSquare>(m.destination)}) {
            if (!q) continue;
            if (board_.twelve_allied(i, *q)) {
                emit(i, EventKind::BlockedFullSquare, "8.3", {*q});
                return;
            }
            if (!board_.room(i, *q)) {
                emit(i, EventKind::BlockedFullSquare, "2.5", {*q});
                return;
            }
        }
        // Rule 8.7, judged from where the unit stands now.
        const RiverCrossing crossing = river_crossing(u.tactical, waypoint, m.destination);
        if (!crossing.allowed) {
            emit(i, EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
            return;
        }
        if (crossing.changes_side) {
            emit(i, EventKind::CrossingAllowed, "8.7", {*waypoint}).ruling = crossing.ruling;
        } else if (!crossing.ruling.empty()) {
            emit(i, EventKind::CrossingAllowed, "8.7", {u.tactical, m.destination}).ruling = crossing.ruling;
        }
        WalkResult w = walk(board_, i, {legs, tactical_allowance(u.id.type, rulings_), cannot_fight(i), -1}, in_.seed,
                            turn_, phase(), rulings_);
        const Applied a = apply(i, w, MoveKind::Specified, orders(i).tactical.no_fort);
        if (w.end == WalkEnd::Blocked) return;

        // Where the move stands now, for the phases after this one.
        const bool two_legs = legs.size() == 2;
        if (a.last && a.last->steps >= 0) {
            const bool at_waypoint = a.last->leg == 0 && a.last->steps == first.count;
            if (two_legs && (a.last->leg == 1 || at_waypoint)) {
                if (!m.past_waypoint) emit(i, EventKind::ReachedWaypoint, "8.2", {*o.waypoint});
                m.past_waypoint = true;
                m.leg_from = *o.waypoint;
                m.steps = at_waypoint ? 0 : a.last->steps;
            } else {
                m.steps = a.last->steps;
            }
        }
        const bool on_line = !a.last || a.last->steps >= 0;
        if (a.final == m.destination && on_line) {
            m.done_phase = phase();
            if (!a.halted) emit(i, EventKind::Moved, "8.2", {m.destination});
        } else if (a.halted) {
            if (rulings_.get<HaltedMove>() == HaltedMove::MoveEnds || !on_line) {
                m.done_phase = phase();
                emit(i, EventKind::MoveEnded, "8.2", {a.final}).ruling = "PHASE-HALTED-MOVE";
            }
        } else if (a.moved) {
            emit(i, EventKind::MovedPartly, "8.2", {a.final, m.destination});
        }
    }

    // ---- rule 8.8: engage -------------------------------------------------------

    bool engage_pending(int i) {
        const Unit& u = board_.unit(i);
        if (!in_phase(orders(i).tactical.engage) || u.engage_stopped) return false;
        // With a specified move too, engaging begins the phase after it reached its destination.
        if (!orders(i).tactical.destination) return true;
        return u.move && u.move->done_phase != 0 && u.move->done_phase < phase();
    }

    void engage_move(int i) {
        Unit& u = board_.unit(i);
        at(i).kind = MoveKind::Engage;
        const int target = engage_target(board_, i, in_.seed, turn_, phase(), rulings_);
        if (target < 0) {
            emit(i, EventKind::NoEngageTarget, "8.8");
            return;
        }
        const TacSquare where = board_.unit(target).tactical;
        auto& e = emit(i, EventKind::EngageTarget, "8.8", {where}, {board_.unit(target).id});
        if (rulings_.get<EngageTie>() == EngageTie::SeededRandom) e.ruling = "ENGAGE-TIE";
        if (where == u.tactical) return;  // already in its square: the battle is there
        const RiverCrossing crossing = river_crossing(u.tactical, std::nullopt, where);
        if (!crossing.allowed) {
            emit(i, EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
            return;
        }
        WalkResult w = walk(board_, i, {{{u.tactical, where, 0}}, tactical_allowance(u.id.type, rulings_),
                                        cannot_fight(i), -1},
                            in_.seed, turn_, phase(), rulings_);
        const Applied a = apply(i, w, MoveKind::Engage, false);
        if (a.moved && !a.halted && w.end == WalkEnd::OutOfSteps)
            emit(i, EventKind::MovedPartly, "8.8", {a.final, where});
    }

    // ---- applying a walk: sieges, interception, where it may stop, fatigue, forts,
    //      reports, combat and headquarters ------------------------------------------

    Applied apply(int i, WalkResult& w, MoveKind kind, bool no_fort) {
        Unit& u = board_.unit(i);
        const TacSquare start = u.tactical;
        const bool paid = board_.enemy_present(i);
        emit_all(w.events);
        Applied a{start, std::nullopt, false, false, false};
        if (w.end == WalkEnd::Blocked) return a;
        std::vector<PathPoint> path = std::move(w.path);
        if (!siege_allows(i, path, w)) return a;

        bool intercepted = false;
        std::vector<int> interceptors;
        const bool interceptable = kind == MoveKind::Specified || kind == MoveKind::Engage ||
                                   (kind == MoveKind::Support &&
                                    rulings_.get<SupportIntercepted>() == SupportIntercepted::Interceptable);
        if (interceptable) intercepted = intercept(i, path, w.leg_lengths, interceptors);
        // A flag and a square, not an optional: gcc 12 at -O3 takes an optional's square
        // here for maybe-uninitialized (-Werror would break the release build).
        bool combat = !intercepted && w.end == WalkEnd::Encounter && w.combat.has_value();
        const TacSquare combat_at = w.combat.value_or(TacSquare{});

        // Where it may stop (2.2, 2.5, 8.7); PHASE-FULL-END says how far back.
        const auto cannot_stop = [&](std::size_t k) {
            return !passable(in_.square.map.at(path[k].square)) || !board_.room(i, path[k].square) ||
                   !on_leg_side(path, k, start);
        };
        if (!path.empty() && cannot_stop(path.size() - 1)) {
            const TacSquare bad = path.back().square;
            // The first square refused for each reason, reported in this order.
            std::optional<TacSquare> impassable, across, full;
            const auto note = [&](std::size_t k) {
                const TacSquare q = path[k].square;
                if (!passable(in_.square.map.at(q))) {
                    if (!impassable) impassable = q;
                } else if (!on_leg_side(path, k, start)) {
                    if (!across) across = q;
                } else if (!full) {
                    full = q;
                }
            };
            note(path.size() - 1);
            if (rulings_.get<FullEnd>() == FullEnd::NoMove && full) {
                path.clear();
            } else {
                while (!path.empty() && cannot_stop(path.size() - 1)) {
                    note(path.size() - 1);
                    path.pop_back();
                }
            }
            const TacSquare stop = path.empty() ? start : path.back().square;
            if (impassable) emit(i, EventKind::ImpassableEnd, "2.2", {*impassable, stop});
            if (across) emit(i, EventKind::CrossingEnd, "8.7", {*across, stop});
            if (full) emit(i, EventKind::SquareFull, "2.5", {*full, stop}).ruling = "PHASE-FULL-END";
            if (stop != bad) combat = false;
            if (intercepted && stop != bad) intercepted = false;
        }
        a.final = path.empty() ? start : path.back().square;
        if (!path.empty()) a.last = path.back();
        a.moved = a.final != start;
        a.halted = intercepted || w.end == WalkEnd::Encounter || w.end == WalkEnd::HaltedShort;
        if (w.end == WalkEnd::HaltedShort) emit(i, EventKind::HaltedShort, "8.3", {a.final});

        if (a.moved) {
            report_path(i, start, path);
            board_.move(i, a.final);
            u.in_fort = false;
            if (in_.square.fort > 0 && in_.square.city_square == a.final && !no_fort && may_garrison(i)) {
                u.in_fort = true;
                emit(i, EventKind::FortEntered, "8.2", {a.final});
            }
            if (paid) {
                u.fatigue = std::min(u.fatigue + 1, kMaxFatigue);
                emit(i, EventKind::FatiguePaid, "8.1", {}, {}, u.fatigue);
            }
        }
        if (kind != MoveKind::Support && at(i).kind == MoveKind::None) at(i).kind = kind;
        if (intercepted) {
            a.combat = board_.hostile(i, interceptors.front());
            if (a.combat) declared_.push_back({a.final, interceptors.front(), CombatKind::Interception, {}});
            return a;
        }
        if (combat) a.combat = declare_combat(i, combat_at, kind, a.final);
        if (a.moved && !is_headquarters(u.id.type)) headquarters_entered(i, a.final);
        return a;
    }

    // Rule 8.2: a unit arriving in a fortified city square enters the fort unless told
    // not to; an enemy of the city's controller arrives to attack it, not to garrison it.
    bool may_garrison(int i) const {
        const int owner = in_.relations.index(in_.square.owner);
        const int mine = in_.relations.index(board_.unit(i).state);
        return owner >= 0 && mine >= 0 && in_.relations.at(owner, mine) != Relation::Hostile;
    }

    // Rule 8.4: out of a besieged city only by a one-square attack on a besieger; in
    // only for units hostile to the city's controller.
    bool siege_allows(int i, const std::vector<PathPoint>& path, const WalkResult& w) {
        const auto& city = in_.square.city_square;
        if (!in_.square.besieged || !city || path.empty()) return true;
        const Unit& u = board_.unit(i);
        if (u.tactical == *city) {
            const bool attack = path.size() == 1 && w.end == WalkEnd::Encounter && w.combat == path.front().square;
            if (path.back().square != *city && !attack) {
                emit(i, EventKind::BesiegedHeld, "8.4", {*city});
                return false;
            }
            return true;
        }
        const int owner = in_.relations.index(in_.square.owner);
        const int mine = in_.relations.index(u.state);
        const bool hostile_to_city = owner >= 0 && mine >= 0 && in_.relations.at(owner, mine) == Relation::Hostile;
        if (hostile_to_city) return true;
        for (const auto& p : path)
            if (p.square == *city) {
                emit(i, EventKind::BesiegedBarred, "8.4", {*city});
                return false;
            }
        return true;
    }

    // Rule 8.3: the combat a move's encounter begins, and the units it halts.
    bool declare_combat(int i, TacSquare target, MoveKind kind, TacSquare final) {
        std::vector<UnitId> defenders;
        std::vector<int> met;
        board_.each_at(target, [&](int j) {
            if (board_.stance(i, j) == Stance::Enemy) {
                met.push_back(j);
                if (combatant(j)) defenders.push_back(board_.unit(j).id);
            }
        });
        if (defenders.empty()) return false;  // only headquarters there: 9.2 deals with them
        // A supporter joins a battle already declared; it begins none.
        if (kind != MoveKind::Support) {
            emit(i, EventKind::CombatBegins, "8.3", {target}, defenders).ruling =
                final == target ? "" : "TM-STOP-BESIDE";
            emit(i, EventKind::EnemyHalted, "8.3", {target}, defenders);
            for (const int j : met) halt(j);
        }
        Declared d{target, i, CombatKind::Encounter, {}};
        if (final != target) d.beside.push_back(i);
        declared_.push_back(std::move(d));
        return true;
    }

    // A unit met by an enemy's move makes no move for the rest of the phase (8.3).
    void halt(int j) {
        Turn& t = at(j);
        t.held = true;
        Unit& u = board_.unit(j);
        if (u.move && u.move->done_phase == 0 && rulings_.get<HaltedMove>() == HaltedMove::MoveEnds) {
            u.move->done_phase = phase();
            emit(j, EventKind::MoveEnded, "8.2", {u.tactical}).ruling = "PHASE-HALTED-MOVE";
        }
    }

    // ---- rule 8.11: interception ---------------------------------------------------

    bool may_intercept(int j, int mover) {
        const Turn& t = at(j);
        const Unit& u = board_.unit(j);
        if (j == mover || u.status != UnitStatus::Active || t.kind != MoveKind::None || t.held) return false;
        if (is_headquarters(u.id.type)) return false;  // 9.2: an interception is a combat, and HQs do not fight
        if (t.had_turn && !t.idle) return false;  // 8.12: it made (or tried) its own move
        // An interception is a move into combat (8.11), which the final phase has none of (5.2).
        if (!in_phase(orders(j).reactions.intercept) || attack_mode(j) == OffensiveMode::Evade ||
            phase() == kTacticalPhases)
            return false;
        const Relation r = board_.relation(j, mover);
        const bool neutral_at_home = r == Relation::Neutral && in_.square.owner == u.state;
        if (r != Relation::Hostile && !neutral_at_home) return false;
        if (rulings_.get<InCombat>() == InCombat::Stays && in_combat(j)) return false;
        return !too_tired(j);
    }

    // Truncates the mover's path at the interception point; true when intercepted.
    bool intercept(int i, std::vector<PathPoint>& path, const std::vector<int>& leg_lengths,
                   std::vector<int>& interceptors) {
        if (path.empty()) return false;
        std::vector<int> candidates;
        for (const int j : order_)
            if (may_intercept(j, i)) candidates.push_back(j);
        if (candidates.empty()) return false;
        const int legs = path.back().leg + 1;
        for (int leg = 0; leg < legs; ++leg) {
            std::vector<TacSquare> squares;
            std::size_t first = path.size();
            for (std::size_t k = 0; k < path.size(); ++k)
                if (path[k].leg == leg) {
                    if (first == path.size()) first = k;
                    squares.push_back(path[k].square);
                }
            int point = -1;
            for (const int j : candidates) {
                if (at(j).kind != MoveKind::None) continue;
                const ReactionBox& box = *orders(j).reactions.intercept;
                const Unit& v = board_.unit(j);
                int idx = intercept_index(squares, leg_lengths[static_cast<std::size_t>(leg)], v.tactical, box);
                if (idx < 0) continue;
                // Later interceptors meet the mover where the first did (8.11).
                if (point >= 0) {
                    if (!reaches_in_time(v.tactical, squares[static_cast<std::size_t>(point)], point)) continue;
                    idx = point;
                }
                const TacSquare target = squares[static_cast<std::size_t>(idx)];
                if (intercept_move(j, i, target) && point < 0) point = idx;
                if (point >= 0 && board_.unit(j).tactical == target) interceptors.push_back(j);
            }
            if (point >= 0) {
                path.resize(first + static_cast<std::size_t>(point) + 1);
                std::vector<UnitId> ids;
                for (const int j : interceptors) ids.push_back(board_.unit(j).id);
                std::sort(ids.begin(), ids.end());
                emit(i, EventKind::Intercepted, "8.11", {path.back().square}, ids);
                return true;
            }
        }
        return false;
    }

    // The interceptor's own move to the point: true when it stands there.
    bool intercept_move(int j, int mover, TacSquare target) {
        Unit& v = board_.unit(j);
        const int allowance = tactical_allowance(v.id.type, rulings_);
        const UnitId mover_id = board_.unit(mover).id;
        const bool in_reach = steps_between(v.tactical, target) <= allowance;
        if (!in_reach) {
            emit(j, EventKind::InterceptFallsShort, "8.11", {target}, {mover_id});
        } else {
            emit(j, EventKind::Intercepts, "8.11", {target}, {mover_id});
        }
        const RiverCrossing crossing = river_crossing(v.tactical, std::nullopt, target);
        if (!crossing.allowed) {
            emit(j, EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
            at(j).kind = MoveKind::Intercept;
            return false;
        }
        WalkResult w = walk(board_, j, {{{v.tactical, target, 0}}, allowance, false, mover}, in_.seed, turn_, phase(),
                            rulings_);
        const Applied a = apply(j, w, MoveKind::Intercept, false);
        at(j).kind = MoveKind::Intercept;
        return in_reach && a.final == target && !a.combat;
    }

    // ---- rule 9.2: headquarters entered by an enemy -----------------------------------

    void headquarters_entered(int mover, TacSquare q) {
        for (const int h : board_.at(q)) {  // a copy: those stepping aside leave q's list
            Unit& hq = board_.unit(h);
            if ( !is_headquarters(hq.id.type) || hq.in_fort || hq.status != UnitStatus::Active ||
                !board_.hostile(h, mover))
                continue;
            const int entry = ++hq_entries_[hq.id];
            const std::uint32_t key = static_cast<std::uint32_t>(phase() * 256 + entry);
            const int odds = rulings_.get<HqShatterChance>() == HqShatterChance::OneInTwenty ? 20
                             : rulings_.get<HqShatterChance>() == HqShatterChance::OneInTen  ? 10
                                                                                             : 0;
            if (odds > 0) {
                DrawStream draws(in_.seed, {Purpose::HqShatter, static_cast<std::uint32_t>(turn_), key, pack(hq.id)});
                if (draws.below(static_cast<std::uint64_t>(odds)) == 0) {
                    shatter(h, 0);
                    continue;
                }
            }
            std::vector<TacSquare> free;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    if ((dc == 0 && dr == 0) || !TacSquare::in_range(q.col + dc, q.row + dr)) continue;
                    const TacSquare n{q.col + dc, q.row + dr};
                    if (!passable(in_.square.map.at(n)) || !board_.room(h, n)) continue;
                    bool hostile_there = false;
                    board_.each_at(n, [&](int j) { hostile_there = hostile_there || board_.stance(h, j) == Stance::Enemy; });
                    if (!hostile_there) free.push_back(n);
                }
            if (free.empty()) {
                shatter(h, 1);
                continue;
            }
            std::sort(free.begin(), free.end());
            TacSquare to = free.front();
            if (free.size() > 1 && rulings_.get<HqStepAside>() == HqStepAside::SeededRandom) {
                DrawStream draws(in_.seed, {Purpose::HqStepAside, static_cast<std::uint32_t>(turn_), key, pack(hq.id)});
                to = free[static_cast<std::size_t>(draws.below(free.size()))];
            }
            emit(h, EventKind::HqStepsAside, "9.2", {q, to}).ruling =
                rulings_.get<HqStepAside>() == HqStepAside::SeededRandom && free.size() > 1 ? "HQ-STEP-ASIDE" : "";
            report_leg(h, q, to);
            board_.move(h, to);
            if (hq.move && hq.move->done_phase == 0) {
                hq.move->done_phase = phase();
                emit(h, EventKind::MoveEnded, "8.2", {to});
            }
        }
    }

    void shatter(int h, int for_want_of_room) {
        Unit& hq = board_.unit(h);
        hq.status = UnitStatus::Shattered;
        auto& e = emit(h, EventKind::HqShatters, "9.2", {hq.tactical}, {}, for_want_of_room);
        if (!for_want_of_room) e.ruling = "HQ-SHATTER-CHANCE";
        if (hq.move && hq.move->done_phase == 0) hq.move->done_phase = phase();
    }

    // ---- rule 8.10: support, after all other movement ----------------------------------

    bool friend_of(int a, int b) const {
        const Relation r = board_.relation(a, b);
        if (rulings_.get<SupportWhom>() == SupportWhom::SameSide) return r == Relation::SameSide;
        return r == Relation::SameSide || r == Relation::ActivelyAllied;
    }

    void support_phase() {
        const auto battles = battle_squares();
        for (const int i : order_) {
            Unit& u = board_.unit(i);
            const auto& box = orders(i).reactions.support;
            if (u.status != UnitStatus::Active || !in_phase(box) || at(i).held || in_combat(i)) continue;
            if (is_headquarters(u.id.type)) continue;  // 9.2: headquarters join no battle
            if (std::find(battles.begin(), battles.end(), u.tactical) != battles.end()) continue;
            std::vector<BattleView> views;
            for (const TacSquare q : battles) {
                BattleView v{q, 0, 0};
                bool ours = false, theirs = false;
                for (const int j : fighters_at(q)) {
                    const std::int64_t weight =
                        rulings_.get<SupportOdds>() == SupportOdds::Strength ? board_.unit(j).strength : 1;
                    if (j != i && friend_of(i, j)) {
                        ours = true;
                        v.friendly += weight;
                    } else if (board_.hostile(i, j)) {
                        theirs = true;
                        v.hostile += weight;
                    }
                }
                if (ours && theirs) views.push_back(v);
            }
            const SupportPick choice = support_target(views, u.tactical, *box);
            const int pick = choice.index;
            if (pick < 0) continue;
            const TacSquare where = views[static_cast<std::size_t>(pick)].square;
            const int reach = is_fast(u.id.type, rulings_) ? kFastSupportReach : kSupportReach;
            if (steps_between(u.tactical, where) > reach) continue;
            if (too_tired(i)) {
                emit(i, EventKind::TooTired, "8.1", {}, {}, u.fatigue);
                continue;
            }
            const RiverCrossing crossing = river_crossing(u.tactical, std::nullopt, where);
            if (!crossing.allowed) {
                emit(i, EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
                continue;
            }
            auto& e = emit(i, EventKind::Supports, "8.10", {where});
            if (choice.by_odds) e.ruling = "SUPPORT-ODDS";
            WalkResult w = walk(board_, i, {{{u.tactical, where, 0}}, reach, cannot_fight(i), -1}, in_.seed, turn_,
                                phase(), rulings_);
            const Applied a = apply(i, w, MoveKind::Support, orders(i).tactical.no_fort);
            at(i).supported = a.moved;
        }
    }

    // ---- rule 9.1: the battles that begin ---------------------------------------------

    // The units fighting at q: combatants standing there, and movers declared beside it.
    std::vector<int> fighters_at(TacSquare q) const {
        std::vector<int> out;
        board_.each_at(q, [&](int j) {
            if (combatant(j)) out.push_back(j);
        });
        for (const auto& d : declared_)
            if (d.square == q)
                for (const int j : d.beside)
                    if (combatant(j) && std::find(out.begin(), out.end(), j) == out.end()) out.push_back(j);
        return out;
    }

    std::vector<TacSquare> battle_squares() const {
        std::vector<TacSquare> squares;
        for (int j = 0; j < board_.size(); ++j) squares.push_back(board_.unit(j).tactical);
        for (const auto& d : declared_) squares.push_back(d.square);
        std::sort(squares.begin(), squares.end());
        squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
        std::vector<TacSquare> out;
        for (const TacSquare q : squares) {
            const auto f = fighters_at(q);
            bool battle = false;
            for (std::size_t a = 0; a < f.size() && !battle; ++a)
                for (std::size_t b = a + 1; b < f.size() && !battle; ++b) battle = board_.hostile(f[a], f[b]);
            if (battle) out.push_back(q);
        }
        return out;
    }

    void find_battles() {
        for (const TacSquare q : battle_squares()) {
            const auto fighters = fighters_at(q);
            const auto is_fighter = [&](int j) { return std::find(fighters.begin(), fighters.end(), j) != fighters.end(); };
            int initiator = -1;
            CombatKind kind = CombatKind::Encounter;
            for (const auto& d : declared_)
                if (d.square == q && is_fighter(d.initiator)) {
                    initiator = d.initiator;
                    kind = d.kind;
                    break;
                }
            bool stood = initiator < 0;
            if (stood) {
                // No move began it: the lowest id that has an enemy here.
                for (const int a : fighters)
                    for (const int b : fighters)
                        if (board_.hostile(a, b) && (initiator < 0 || board_.unit(a).id < board_.unit(initiator).id))
                            initiator = a;
            }
            Battle battle;
            battle.strategic = in_.square.square;
            battle.square = q;
            battle.initiator = board_.unit(initiator).id;
            for (const int j : fighters) {
                const Relation r = board_.relation(initiator, j);
                if (r == Relation::Neutral) continue;
                BattleSide& side = r == Relation::Hostile ? battle.opponents : battle.initiators;
                side.units.push_back(board_.unit(j).id);
                const bool moved = at(j).start != q;
                if (moved) side.moved.push_back(board_.unit(j).id);
                else side.defending = true;
            }
            for (BattleSide* s : {&battle.initiators, &battle.opponents}) {
                std::sort(s->units.begin(), s->units.end());
                std::sort(s->moved.begin(), s->moved.end());
            }
            if (kind == CombatKind::Interception && !stood) {
                battle.stance = BattleStance::Interception;
            } else if (!battle.initiators.defending && !battle.opponents.defending) {
                battle.stance = BattleStance::BothAttack;
            } else if (battle.initiators.defending != battle.opponents.defending) {
                battle.stance = BattleStance::AttackAndDefend;
            } else {
                battle.stance = BattleStance::BothStood;
            }
            out_.battles.push_back(std::move(battle));
        }
    }

    // ---- rule 4.4: movement reports ---------------------------------------------------

    void report_path(int i, TacSquare start, const std::vector<PathPoint>& path) {
        // A waypoint splits the move in two for the reports.
        TacSquare from = start;
        for (std::size_t k = 0; k < path.size(); ++k) {
            const bool leg_ends = k + 1 == path.size() || path[k + 1].leg != path[k].leg;
            if (!leg_ends) continue;
            if (path[k].square != from) report_leg(i, from, path[k].square);
            from = path[k].square;
        }
    }

    void report_leg(int i, TacSquare from, TacSquare to) {
        std::vector<Onlooker> onlookers;
        onlookers.reserve(static_cast<std::size_t>(board_.size()));
        for (int j = 0; j < board_.size(); ++j) {
            if (j == i) continue;
            const Unit& v = board_.unit(j);
            onlookers.push_back({v.id, v.tactical, board_.relation(i, j), v.id.type, v.status});
        }
        out_.reports.push_back(report_move(board_.unit(i).id, in_.square.square, from, to, onlookers, rulings_));
    }

    SquareInput& in_;
    PhaseOutcome& out_;
    Board board_;
    const Rulings& rulings_;
    int turn_;
    std::vector<Turn> turns_;
    std::vector<int> order_;
    std::vector<Declared> declared_;
    std::map<UnitId, int> hq_entries_;
    std::optional<CrossingMaps> sides_;
};

}  // namespace

void resolve_square(SquareInput in, PhaseOutcome& out, std::vector<UnitPhase>& rows) {
    SquarePhase(in, out).run(rows);
}

}  // namespace umpire::gitm
