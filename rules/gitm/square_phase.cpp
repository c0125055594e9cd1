// The shared machinery of one square's tactical phase (square_moves.hpp): the move
// order (8.6), each unit's turn (8.1, 8.3, 11.3, 12.3), applying a walk (sieges 8.4,
// where a move may stop 2.2 2.5 8.7, fatigue 8.1, forts 8.2, reports 4.4, combat 8.3)
// and the battles that begin (9.1). The moves themselves are in their own files.
#include <algorithm>

#include "rules/gitm/square_moves.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {

SquarePhase::SquarePhase(SquareInput& in, PhaseOutcome& out)
    : in_(in), out_(out), board_(in.state, in.square, in.members, in.relations, in.rulings),
      rulings_(in.rulings), turn_(in.state.turn) {
    turns_.resize(static_cast<std::size_t>(board_.size()));
    for (int i = 0; i < board_.size(); ++i) {
        Turn& t = turn(i);
        const Unit& u = board_.unit(i);
        t.orders = in.orders[static_cast<std::size_t>(i)];
        // The square's orders lie apart in the turn's list (by unit id, across squares):
        // asked for now, they are at hand when the moves read them, not a miss each.
        __builtin_prefetch(&t.orders->tactical);
        __builtin_prefetch(&t.orders->reactions);
        t.key = move_key(u, in.seed, turn_, in.phase, rulings_);
        t.start = u.tactical;
        t.fatigue_before = u.fatigue;
        order_.push_back(i);
    }
    std::sort(order_.begin(), order_.end(), [&](int a, int b) { return turn(a).key < turn(b).key; });
    for (std::size_t k = 0; k < order_.size(); ++k) turn(order_[k]).order = static_cast<int>(k) + 1;
}

void SquarePhase::run(std::vector<UnitPhase>& rows) {
    for (const int i : order_) fort_move(*this, i);  // rule 8.2: fort moves go first
    for (const int i : order_) take_turn(i);
    support_battles_ = battle_squares();  // rule 8.10: support after all other movement
    for (const int i : order_) support_move(*this, i);
    find_battles();
    rows.clear();
    for (int i = 0; i < board_.size(); ++i) {
        const Unit& u = board_.unit(i);
        const Turn& t = turn(i);
        rows.push_back({u.id, in_.square.square, t.start, u.tactical,
                        t.kind == MoveKind::None && t.supported ? MoveKind::Support : t.kind, t.supported,
                        t.fatigue_before, u.fatigue, t.key.number, t.order});
    }
}

DrawStream SquarePhase::draws(Purpose purpose, std::uint32_t key, const UnitId& unit) const {
    return DrawStream(in_.seed, {purpose, static_cast<std::uint32_t>(turn_), key, pack(unit)});
}

Event& SquarePhase::emit(int i, EventKind kind, const char* rule, std::vector<TacSquare> squares,
                         std::vector<UnitId> others, int amount) {
    out_.events.push_back(
        {in_.square.square, Event{kind, rule, {}, board_.unit(i).id, std::move(squares), std::move(others), amount}});
    return out_.events.back().event;
}

bool SquarePhase::in_phase(const std::optional<PhaseRange>& r) const {
    return r && r->first <= phase() && phase() <= r->last;
}
bool SquarePhase::in_phase(const std::optional<ReactionBox>& b) const {
    return b && b->phases.first <= phase() && phase() <= b->phases.last;
}

OffensiveMode SquarePhase::attack_mode(int i) {
    const auto& p = orders(i).postures.attack;
    if (p) return *p;
    return board_.unit(i).id.type == UnitType::Militia ? OffensiveMode::Attack : OffensiveMode::Skirmish;  // 6.9
}

bool SquarePhase::cannot_fight(int i) {
    // Rule 5.2: the final tactical phase has no combat, so every unit there is one
    // that "cannot enter combat for other reasons" (8.3) and halts one square short.
    return attack_mode(i) == OffensiveMode::Evade || is_headquarters(board_.unit(i).id.type) ||
           phase() == kTacticalPhases;
}

// Units that fight in a battle (9.1, 9.2): active, and not headquarters unless in a fort.
bool SquarePhase::combatant(int i) const {
    const Unit& u = board_.unit(i);
    return u.status == UnitStatus::Active && (!is_headquarters(u.id.type) || u.in_fort);
}

bool SquarePhase::in_combat(int i) const {
    bool any = false;
    board_.each_at(board_.unit(i).tactical, [&](int j) { any = any || (j != i && combatant(j) && board_.hostile(i, j)); });
    return any;
}

bool SquarePhase::too_tired(int i) const {
    return board_.unit(i).fatigue > kTiredFatigue && board_.enemy_present(i);
}

// Rule 8.2: an ordered move whose start phase has come and which is not done.
bool SquarePhase::specified_pending(int i) {
    const TacticalOrders& o = orders(i).tactical;
    if (!o.destination || o.start_phase.value_or(1) > phase()) return false;
    const auto& m = board_.unit(i).move;
    return !m || m->done_phase == 0;
}

// Rule 8.2: a move to the square it stands on, not yet begun, is a fort move.
bool SquarePhase::fort_order(int i) {
    const TacticalOrders& o = orders(i).tactical;
    const Unit& u = board_.unit(i);
    return o.destination == DestinationKind::Square && !o.waypoint && o.destination_square == u.tactical &&
           (!u.move || (u.move->steps == 0 && u.move->leg_from == u.tactical));
}

RiverCrossing SquarePhase::river_crossing(TacSquare from, std::optional<TacSquare> via, TacSquare to,
                                          LegRole from_role) {
    return check_river_crossing(sides(), from, via, to, rulings_, from_role);
}

const CrossingMaps& SquarePhase::sides() {
    if (!sides_) sides_.emplace(in_.square.map, rulings_);
    return *sides_;
}

bool SquarePhase::river_refuses(int i, TacSquare to) {
    const RiverCrossing crossing = river_crossing(board_.unit(i).tactical, std::nullopt, to);
    if (crossing.allowed) return false;
    emit(i, EventKind::BlockedRiverCrossing, "8.7", {crossing.from, crossing.to}).ruling = crossing.ruling;
    return true;
}

// A specified move that stands on the waypoint it reached in an earlier phase: its
// crossing is that waypoint (TM-FORD-START).
LegRole SquarePhase::start_role(int i, MoveKind kind) {
    const Unit& u = board_.unit(i);
    const bool on_waypoint = kind == MoveKind::Specified && u.move && u.move->past_waypoint &&
                             u.move->steps == 0 && u.move->leg_from == u.tactical &&
                             orders(i).tactical.waypoint == u.tactical;
    return on_waypoint ? LegRole::Waypoint : LegRole::Standing;
}

// Rule 8.7 for a move cut short: a free move (8.5 not in force) walks its line over
// rivers, and a line to a ford may cross the river away from the ford. Sides change
// only by a ford or pass waypoint, so the unit may stop only on a side its leg
// began on: the phase's start, or the waypoint (a crossing, on every side it touches).
bool SquarePhase::on_leg_side(const std::vector<PathPoint>& path, std::size_t k, TacSquare start, LegRole start_role) {
    TacSquare from = start;
    LegRole role = start_role;
    for (std::size_t j = 0; j < k; ++j)
        if (path[j].leg != path[k].leg) {
            from = path[j].square;
            role = LegRole::Waypoint;
        }
    // A second leg from a waypoint the unit stood on (its first leg empty).
    if (path[k].leg > 0) role = LegRole::Waypoint;
    const MapSides& s = sides().in_force;
    return keeps_side(leg_sides(s, from, role, rulings_), leg_sides(s, path[k].square, LegRole::End, rulings_));
}

// ---- a unit's turn in the move order --------------------------------------------

void SquarePhase::take_turn(int i) {
    Turn& t = turn(i);
    t.had_turn = true;
    const Unit& u = board_.unit(i);
    const bool specified = specified_pending(i);
    const bool engage = !specified && engage_pending(*this, i);
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
        emit(i, EventKind::HeldInCombat, "8.3", {u.tactical}).ruling = {RulingId::InCombat};
        return;
    }
    if (too_tired(i)) {
        cite_presence(i, emit(i, EventKind::TooTired, "8.1", {}, {}, u.fatigue));
        return;
    }
    const MoveRule move = specified ? specified_move : engage_move;
    move(*this, i);
}

// Rule 8.3 for every move kind: specified (8.2), engage (8.8), support (8.10) and
// intercept (8.11) moves alike are blocked by 12 allied units at their waypoint or
// destination; a square that would break rule 2.5's 24 units, or 12 allied to one
// another counted from another ally, blocks them as well (amount: the cap).
bool SquarePhase::ends_full(int i, std::optional<TacSquare> waypoint, TacSquare destination) {
    for (const auto q : {waypoint, std::optional<TacSquare>(destination)}) {
        if (!q) continue;
        if (board_.twelve_allied(i, *q)) {
            emit(i, EventKind::BlockedFullSquare, "8.3", {*q});
            return true;
        }
        const Board::Cap cap = board_.broken_cap(i, *q);
        if (cap != Board::Cap::None) {
            const int amount = cap == Board::Cap::Units24 ? kMaxUnitsPerTacSquare : kMaxAlliedPerTacSquare;
            emit(i, EventKind::BlockedFullSquare, "2.5", {*q}, {}, amount);
            return true;
        }
    }
    return false;
}

// ---- applying a walk: sieges, interception, where it may stop, fatigue, forts,
//      reports, combat and headquarters ------------------------------------------

WalkResult SquarePhase::walk(int i, std::vector<PathLeg> legs, int budget, bool cannot_fight, int absent) const {
    return gitm::walk(board_, i, {std::move(legs), budget, cannot_fight, absent}, in_.seed, turn_, phase(), rulings_);
}

Applied SquarePhase::apply(int i, WalkResult& w, MoveKind kind, bool no_fort) {
    Unit& u = board_.unit(i);
    const TacSquare start = u.tactical;
    const bool paid = board_.enemy_present(i);
    for (auto& e : w.events) out_.events.push_back({in_.square.square, std::move(e)});
    Applied a{start, std::nullopt, false, false, false};
    if (w.end == WalkEnd::Blocked) return a;
    std::vector<PathPoint> path = std::move(w.path);
    if (!siege_allows(i, path, w)) return a;

    bool intercepted = false;
    std::vector<int> interceptors;
    const bool interceptable = kind == MoveKind::Specified || kind == MoveKind::Engage ||
                               (kind == MoveKind::Support &&
                                rulings_.get<SupportIntercepted>() == SupportIntercepted::Interceptable);
    if (interceptable) intercepted = intercept(*this, i, path, w.leg_lengths, interceptors);
    // A flag and a square, not an optional: gcc 12 at -O3 takes an optional's square
    // here for maybe-uninitialized (-Werror would break the release build).
    bool combat = !intercepted && w.end == WalkEnd::Encounter && w.combat.has_value();
    const TacSquare combat_at = w.combat.value_or(TacSquare{});
    if (cut_back_to_stop(i, path, start, start_role(i, kind))) combat = intercepted = false;

    a.final = path.empty() ? start : path.back().square;
    if (!path.empty()) a.last = path.back();
    a.moved = a.final != start;
    a.halted = intercepted || w.end == WalkEnd::Encounter || w.end == WalkEnd::HaltedShort;
    if (w.end == WalkEnd::HaltedShort) emit(i, EventKind::HaltedShort, "8.3", {a.final});
    if (a.moved) arrive(i, path, start, a.final, paid, no_fort);
    if (kind != MoveKind::Support && turn(i).kind == MoveKind::None) turn(i).kind = kind;
    if (intercepted) {
        a.combat = board_.hostile(i, interceptors.front());
        if (a.combat) declared_.push_back({a.final, interceptors.front(), CombatKind::Interception, {}});
        return a;
    }
    if (combat) a.combat = declare_combat(i, combat_at, kind, a.final);
    if (a.moved && !is_headquarters(u.id.type)) headquarters_entered(*this, i, a.final);
    return a;
}

// Where a move may stop (2.2, 2.5, 8.7): the path is cut back to the last square it
// may stand on, or (PHASE-FULL-END no-move) to nothing when it ends in a full square.
// True when the unit no longer stops where the path ended.
bool SquarePhase::cut_back_to_stop(int i, std::vector<PathPoint>& path, TacSquare start, LegRole role) {
    const auto cannot_stop = [&](std::size_t k) {
        return !passable(in_.square.map.at(path[k].square)) || !board_.room(i, path[k].square) ||
               !on_leg_side(path, k, start, role);
    };
    if (path.empty() || !cannot_stop(path.size() - 1)) return false;
    const TacSquare bad = path.back().square;
    // The first square refused for each reason, reported in this order.
    std::optional<TacSquare> impassable, across, full;
    const auto note = [&](std::size_t k) {
        const TacSquare q = path[k].square;
        if (!passable(in_.square.map.at(q))) {
            if (!impassable) impassable = q;
        } else if (!on_leg_side(path, k, start, role)) {
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
    if (full) emit(i, EventKind::SquareFull, "2.5", {*full, stop}).ruling = {RulingId::FullEnd};
    return stop != bad;
}

// The unit lands on `final`: reports (4.4), the fort of a city square (8.2) and, with
// enemies in the square when it set off, a point of fatigue (8.1).
void SquarePhase::arrive(int i, const std::vector<PathPoint>& path, TacSquare start, TacSquare final, bool paid,
                         bool no_fort) {
    Unit& u = board_.unit(i);
    report_path(i, start, path);
    board_.move(i, final);
    u.in_fort = false;
    if (in_.square.fort > 0 && in_.square.city_square == final && !no_fort && may_garrison(i)) {
        u.in_fort = true;
        emit(i, EventKind::FortEntered, "8.2", {final});
    }
    if (paid) {
        u.fatigue = std::min(u.fatigue + 1, kMaxFatigue);
        cite_presence(i, emit(i, EventKind::FatiguePaid, "8.1", {}, {}, u.fatigue));
    }
}

// Rule 8.1's hostile units present, where only TM-INACTIVE-PRESENCE made them so.
void SquarePhase::cite_presence(int i, Event& e) const {
    if (board_.enemy_presence_by_ruling(i)) e.ruling.add(RulingId::InactivePresence);
}

// Rule 8.2: a unit arriving in a fortified city square enters the fort unless told
// not to; an enemy of the city's controller arrives to attack it, not to garrison it.
bool SquarePhase::may_garrison(int i) const {
    const int owner = in_.relations.index(in_.square.owner);
    const int mine = in_.relations.index(board_.unit(i).state);
    return owner >= 0 && mine >= 0 && in_.relations.at(owner, mine) != Relation::Hostile;
}

// Rule 8.4: out of a besieged city only by a one-square attack on a besieger; in
// only for units hostile to the city's controller, until a battle has started there:
// then every unit not neutral to any unit in the city may join it (its last sentence).
bool SquarePhase::siege_allows(int i, const std::vector<PathPoint>& path, const WalkResult& w) {
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
    if (hostile_to_city || may_join_city_battle(i, *city)) return true;
    for (const auto& p : path)
        if (p.square == *city) {
            emit(i, EventKind::BesiegedBarred, "8.4", {*city});
            return false;
        }
    return true;
}

// Rule 8.4's last sentence: a battle is under way in the city square (hostile units
// fight there, or a move declared one against it) and the unit is neutral to none of
// the units in the city.
bool SquarePhase::may_join_city_battle(int i, TacSquare city) const {
    const auto battles = battle_squares();
    if (std::find(battles.begin(), battles.end(), city) == battles.end()) return false;
    bool neutral = false;
    board_.each_at(city, [&](int j) { neutral = neutral || board_.relation(i, j) == Relation::Neutral; });
    return !neutral;
}

// Rule 8.3: the combat a move's encounter begins, and the units it halts.
bool SquarePhase::declare_combat(int i, TacSquare target, MoveKind kind, TacSquare final) {
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
        auto& begins = emit(i, EventKind::CombatBegins, "8.3", {target}, defenders);
        if (final != target) begins.ruling = {RulingId::StopBeside};
        emit(i, EventKind::EnemyHalted, "8.3", {target}, defenders);
        for (const int j : met) halt(j);
    }
    Declared d{target, i, CombatKind::Encounter, {}};
    if (final != target) d.beside.push_back(i);
    declared_.push_back(std::move(d));
    return true;
}

// A unit met by an enemy's move makes no move for the rest of the phase (8.3).
void SquarePhase::halt(int j) {
    Turn& t = turn(j);
    t.held = true;
    Unit& u = board_.unit(j);
    if (u.move && u.move->done_phase == 0 && rulings_.get<HaltedMove>() == HaltedMove::MoveEnds) {
        u.move->done_phase = phase();
        emit(j, EventKind::MoveEnded, "8.2", {u.tactical}).ruling = {RulingId::HaltedMove};
    }
}

// ---- rule 9.1: the battles that begin ---------------------------------------------

// The units fighting at q: combatants standing there, and movers declared beside it.
std::vector<int> SquarePhase::fighters_at(TacSquare q) const {
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

std::vector<TacSquare> SquarePhase::battle_squares() const {
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

void SquarePhase::find_battles() {
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
            const bool moved = turn(j).start != q;
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

void SquarePhase::report_path(int i, TacSquare start, const std::vector<PathPoint>& path) {
    // A waypoint splits the move in two for the reports.
    TacSquare from = start;
    for (std::size_t k = 0; k < path.size(); ++k) {
        const bool leg_ends = k + 1 == path.size() || path[k + 1].leg != path[k].leg;
        if (!leg_ends) continue;
        if (path[k].square != from) report_leg(i, from, path[k].square);
        from = path[k].square;
    }
}

void SquarePhase::report_leg(int i, TacSquare from, TacSquare to) {
    std::vector<Onlooker> onlookers;
    onlookers.reserve(static_cast<std::size_t>(board_.size()));
    for (int j = 0; j < board_.size(); ++j) {
        if (j == i) continue;
        const Unit& v = board_.unit(j);
        onlookers.push_back({v.id, v.tactical, board_.relation(i, j), v.id.type, v.status});
    }
    out_.reports.push_back(report_move(board_.unit(i).id, in_.square.square, from, to, onlookers, rulings_));
}

void resolve_square(SquareInput in, PhaseOutcome& out, std::vector<UnitPhase>& rows) {
    SquarePhase(in, out).run(rows);
}

}  // namespace umpire::gitm
