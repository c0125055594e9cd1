// Rule 8.10's support move, after all other movement: a unit with a support box for
// this phase, not held and not in combat, moves to a battle (as it stood when support
// began) in which a friend fights, within 2 squares (3 for fast units); the box and
// SUPPORT-ODDS choose among several (phase_targets.hpp), SUPPORT-WHOM says who is a
// friend. Headquarters join no battle (9.2); too tired it stays (8.1); a battle square
// holding 12 allied units blocks it (8.3); rivers 8.7.
#include <algorithm>

#include "rules/gitm/intercept.hpp"
#include "rules/gitm/phase_targets.hpp"
#include "rules/gitm/square_moves.hpp"
#include "rules/gitm/unit_class.hpp"

namespace umpire::gitm {
namespace {

constexpr int kSupportReach = 2;  // rule 8.10; 3 for fast units
constexpr int kFastSupportReach = 3;

bool friend_of(const SquarePhase& sq, int a, int b) {
    const Relation r = sq.board().relation(a, b);
    if (sq.rulings().get<SupportWhom>() == SupportWhom::SameSide) return r == Relation::SameSide;
    return friendly(r);
}

// The battles where both a friend of the unit and a unit hostile to it fight, with
// each side's weight (SUPPORT-ODDS: men or units).
std::vector<BattleView> battles_to_support(const SquarePhase& sq, int i) {
    const Board& board = sq.board();
    std::vector<BattleView> views;
    for (const TacSquare q : sq.support_battles()) {
        BattleView v{q, 0, 0};
        bool ours = false, theirs = false;
        for (const int j : sq.fighters_at(q)) {
            const std::int64_t weight = sq.rulings().get<SupportOdds>() == SupportOdds::Strength ? board.unit(j).strength : 1;
            if (j != i && friend_of(sq, i, j)) {
                ours = true;
                v.friendly += weight;
            } else if (board.hostile(i, j)) {
                theirs = true;
                v.hostile += weight;
            }
        }
        if (ours && theirs) views.push_back(v);
    }
    return views;
}

}  // namespace

void support_move(SquarePhase& sq, int i) {
    Unit& u = sq.board().unit(i);
    const auto& box = sq.orders(i).reactions.support;
    if (u.status != UnitStatus::Active || !sq.in_phase(box) || sq.turn(i).held || sq.in_combat(i)) return;
    if (is_headquarters(u.id.type)) return;  // 9.2: headquarters join no battle
    const auto& battles = sq.support_battles();
    if (std::find(battles.begin(), battles.end(), u.tactical) != battles.end()) return;
    const std::vector<BattleView> views = battles_to_support(sq, i);
    const SupportPick choice = support_target(views, u.tactical, *box);
    if (choice.index < 0) return;
    const TacSquare where = views[static_cast<std::size_t>(choice.index)].square;
    const int reach = is_fast(u.id.type, sq.rulings()) ? kFastSupportReach : kSupportReach;
    if (steps_between(u.tactical, where) > reach) return;
    if (sq.too_tired(i)) {
        sq.cite_presence(i, sq.emit(i, EventKind::TooTired, "8.1", {}, {}, u.fatigue));
        return;
    }
    if (sq.ends_full(i, std::nullopt, where)) return;  // 8.3
    if (sq.river_refuses(i, where)) return;
    auto& e = sq.emit(i, EventKind::Supports, "8.10", {where});
    if (choice.by_odds) e.ruling = {RulingId::SupportOdds};
    WalkResult w = sq.walk(i, {{u.tactical, where, 0}}, reach, sq.cannot_fight(i));
    const Applied a = sq.apply(i, w, MoveKind::Support, sq.orders(i).tactical.no_fort);
    sq.turn(i).supported = a.moved;
}

}  // namespace umpire::gitm
