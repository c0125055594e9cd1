// Rule 8.11's interception, a reaction to another unit's move: units waiting with an
// intercept box for this phase (and, by 8.12, not having made a move of their own)
// move to meet a hostile mover (or a neutral one in their home) whose path enters the
// box, in the move order; later interceptors join the first where it met the mover.
// The mover stops there. Headquarters (9.2) and evading units make no interceptions,
// nor does anyone in the final phase (5.2) but as INTERCEPT-FINAL-PHASE allows; the
// interceptor's own move is checked against a full interception point (8.3) and
// rivers (8.7).
#include <algorithm>

#include "rules/gitm/intercept.hpp"
#include "rules/gitm/square_moves.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {
namespace {

bool final_phase(const SquarePhase& sq) { return sq.phase() == kTacticalPhases; }
// The events of an interception the final phase allows only by INTERCEPT-FINAL-PHASE.
RulingList final_ruling(const SquarePhase& sq) {
    return final_phase(sq) ? RulingList{RulingId::FinalIntercept} : RulingList{};
}

bool may_intercept(SquarePhase& sq, int j, int mover) {
    const Board& board = sq.board();
    const Turn& t = sq.turn(j);
    const Unit& u = board.unit(j);
    if (j == mover || u.status != UnitStatus::Active || t.kind != MoveKind::None || t.held) return false;
    if (is_headquarters(u.id.type)) return false;  // 9.2: an interception is a combat, and HQs do not fight
    if (t.had_turn && !t.idle) return false;  // 8.12: it made (or tried) its own move
    if (!sq.in_phase(sq.orders(j).reactions.intercept) || sq.attack_mode(j) == OffensiveMode::Evade) return false;
    const Relation r = board.relation(j, mover);
    const bool neutral_at_home = r == Relation::Neutral && sq.square().owner == u.state;
    if (r != Relation::Hostile && !neutral_at_home) return false;
    // The final phase has no combat (5.2): INTERCEPT-FINAL-PHASE says whether a
    // neutral, whose interception is none (8.11), may still be intercepted.
    if (final_phase(sq) && (r == Relation::Hostile || sq.rulings().get<FinalIntercept>() == FinalIntercept::None))
        return false;
    if (sq.rulings().get<InCombat>() == InCombat::Stays && sq.in_combat(j)) return false;
    return !sq.too_tired(j);
}

// The interceptor's own move to the point: true when it stands there.
bool intercept_move(SquarePhase& sq, int j, int mover, TacSquare target) {
    Unit& v = sq.board().unit(j);
    const int allowance = tactical_allowance(v.id.type, sq.rulings());
    const UnitId mover_id = sq.board().unit(mover).id;
    const bool in_reach = steps_between(v.tactical, target) <= allowance;
    if (!in_reach) {
        sq.emit(j, EventKind::InterceptFallsShort, "8.11", {target}, {mover_id}).ruling = final_ruling(sq);
    } else {
        sq.emit(j, EventKind::Intercepts, "8.11", {target}, {mover_id}).ruling = final_ruling(sq);
    }
    if (sq.ends_full(j, std::nullopt, target) || sq.river_refuses(j, target)) {
        sq.turn(j).kind = MoveKind::Intercept;
        return false;
    }
    WalkResult w = sq.walk(j, {{v.tactical, target, 0}}, allowance, false, mover);
    const Applied a = sq.apply(j, w, MoveKind::Intercept, false);
    sq.turn(j).kind = MoveKind::Intercept;
    return in_reach && a.final == target && !a.combat;
}

}  // namespace

bool intercept(SquarePhase& sq, int i, std::vector<PathPoint>& path, const std::vector<int>& leg_lengths,
               std::vector<int>& interceptors) {
    if (path.empty()) return false;
    std::vector<int> candidates;
    for (const int j : sq.move_order())
        if (may_intercept(sq, j, i)) candidates.push_back(j);
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
            if (sq.turn(j).kind != MoveKind::None) continue;
            const ReactionBox& box = *sq.orders(j).reactions.intercept;
            const Unit& v = sq.board().unit(j);
            int idx = intercept_index(squares, leg_lengths[static_cast<std::size_t>(leg)], v.tactical, box);
            if (idx < 0) continue;
            // Later interceptors meet the mover where the first did (8.11).
            if (point >= 0) {
                if (!reaches_in_time(v.tactical, squares[static_cast<std::size_t>(point)], point)) continue;
                idx = point;
            }
            const TacSquare target = squares[static_cast<std::size_t>(idx)];
            if (intercept_move(sq, j, i, target) && point < 0) point = idx;
            if (point >= 0 && sq.board().unit(j).tactical == target) interceptors.push_back(j);
        }
        if (point >= 0) {
            path.resize(first + static_cast<std::size_t>(point) + 1);
            std::vector<UnitId> ids;
            for (const int j : interceptors) ids.push_back(sq.board().unit(j).id);
            std::sort(ids.begin(), ids.end());
            sq.emit(i, EventKind::Intercepted, "8.11", {path.back().square}, ids).ruling = final_ruling(sq);
            return true;
        }
    }
    return false;
}

}  // namespace umpire::gitm
