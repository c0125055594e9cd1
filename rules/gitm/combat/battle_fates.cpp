// What a battle does to the units that break or lose (rules 9.2, 9.5, 9.8, 9.9, 9.11,
// 12.1, 12.2): morale checks and their failures, retreats, routs, falls back,
// surrenders and shattering, applied to the state as the movement functions of this
// folder (retreat.hpp, rout.hpp, fall_back.hpp, shatter.hpp) decide them.
#include <algorithm>
#include <cassert>
#include <optional>
#include <utility>

#include "rules/gitm/combat/battle_run.hpp"
#include "rules/gitm/combat/fall_back.hpp"
#include "rules/gitm/combat/retreat.hpp"
#include "rules/gitm/combat/rout.hpp"
#include "rules/gitm/combat/shatter.hpp"
#include "rules/gitm/entry_state.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/gitm/units/reform.hpp"
#include "rules/gitm/units/unit_end.hpp"

namespace umpire::gitm::detail {
namespace {

int board_index(const std::vector<std::size_t>& members, std::size_t unit) {
    auto it = std::find(members.begin(), members.end(), unit);
    assert(it != members.end());
    return static_cast<int>(it - members.begin());
}

// Rules 9.8, 9.9: a retreat's, rout's or fall back's fatigue, kept within the model's
// bound as every other fatigue the turn adds (a unit already near it would otherwise
// leave a state the loader refuses; found by fuzz/engine_fuzzer.cpp).
int tired(int fatigue, int added) { return std::min(fatigue + added, kMaxFatigue); }

// 9.8: a rout ends every tactical move order; the move is over in this phase.
void end_moves(Unit& u, int phase) {
    if (u.move && u.move->done_phase == 0) u.move->done_phase = phase;
}

}  // namespace

// 12.1, 12.2: the losses of shattering (half stragglers, half prisoners), then the move
// to reform along the line of contact, or destruction when there is none: the men
// left are taken prisoner (cut off with no line of retreat).
CombatFate shatter_unit(CombatPhase& c, Unit& u, FateRecord r) {
    const ShatterLosses sl = shatter_losses(u, c.seed, c.draw());
    u.strength = sl.strength_after;
    u.stragglers += sl.stragglers;
    u.prisoners += sl.prisoners;
    r.losses.stragglers += sl.stragglers;
    r.losses.prisoners += sl.prisoners;
    u.status = UnitStatus::Shattered;
    u.in_fort = false;
    u.engage_stopped = true;
    end_moves(u, c.phase);
    if (u.id.type == UnitType::CorpsHQ) u.supplies = 0;  // 9.2: its carried supplies are destroyed
    const ShatterMove m = shatter_move(c.state, u, c.seed, c.draw(), c.rulings, Purpose::ShatterDistance, c.cities());
    for (RulingId id : m.cite.rulings) r.rulings.add(id);
    if (m.result == ShatterMoveResult::Moved) {
        const StratSquare from = u.strategic;
        arrive_after_shatter_move(c.state, u, m, c.seed, kRoutEntryPhaseBase + static_cast<std::uint32_t>(c.phase),
                                  c.rulings);
        c.moved(static_cast<std::size_t>(&u - c.state.units.data()), from);
        if (u.strength > 0) begin_reforming(u, c.seed, c.state.turn);  // 12.3
        return CombatFate::Shattered;
    }
    r.losses.prisoners += take_all_prisoner(u);
    return CombatFate::Destroyed;
}

// 9.9, 9.2: every man of a unit in a fort on the losing side is taken prisoner.
CombatFate surrender_unit(Unit& u, FateRecord r) {
    r.losses.prisoners += take_all_prisoner(u);
    return CombatFate::Surrendered;
}

// 9.8: a failed check: a unit in a fort holds; otherwise a narrow failure retreats
// and a bad one (the draw at least morale-rout-margin past the chance) routs. 12.1: a
// check taken exhausted shatters.
CombatFate break_unit(CombatPhase& c, std::size_t i, const MoraleCheck& check, FateRecord r, bool surrender_when_blocked) {
    Unit& u = c.state.units[i];
    u.engage_stopped = true;  // 8.8: an engage order ends with a failed check
    if (check.result == MoraleResult::Exhausted) return shatter_unit(c, u, r);
    if (u.in_fort) return CombatFate::Held;
    const auto blocked = [&] { return surrender_when_blocked ? surrender_unit(u, r) : shatter_unit(c, u, r); };
    const bool routs = check.draw >= check.chance + c.params.get<Param::MoraleRoutMargin>();
    if (!routs) {
        const std::span<const std::size_t> here = c.members(u.strategic);
        const std::vector<std::size_t> members(here.begin(), here.end());
        const StratSquareInfo& square = *c.state.square(u.strategic);
        const Board board(std::as_const(c.state), square, members, c.relations, c.rulings);
        const Retreat rt = retreat(board, c.sides(square), board_index(members, i), c.seed, c.draw(), c.rulings);
        for (RulingId id : rt.cite.rulings) r.rulings.add(id);
        if (rt.result != RetreatResult::Retreated) return blocked();
        u.tactical = rt.path.back();
        u.fatigue = tired(u.fatigue, rt.fatigue);
        return CombatFate::Retreated;
    }
    const Rout rt = rout(c.state, u, c.seed, c.draw(), c.rulings, [&](StratSquare q) { return c.members(q); });
    for (RulingId id : rt.cite.rulings) r.rulings.add(id);
    if (rt.result != RoutResult::Routed) return blocked();
    const StratSquare from = u.strategic;
    u.strategic = *rt.to;
    c.moved(i, from);
    u.tactical = rt.entry->square;
    u.fatigue = tired(u.fatigue, rt.fatigue);
    end_moves(u, c.phase);
    return CombatFate::Routed;
}


void BattleRun::morale_checks(CombatSegment seg, const std::vector<int>& men_before, const std::vector<int>& lost) {
    for (std::size_t k = 0; k < fighters_.size(); ++k) {
        const std::size_t pi = report_of_[k];
        if (!in_battle(pi) || !must_check_morale(men_before[k], lost[k])) continue;
        const Unit& u = unit_of(pi);
        const CombatSide& cs = rep_.sides[static_cast<std::size_t>(fighters_[k].side)];
        DrawStream stream(c_.seed, DrawKey{Purpose::MoraleCheck, static_cast<std::uint32_t>(c_.state.turn),
                                           static_cast<std::uint32_t>(2 * c_.phase + static_cast<int>(seg)),
                                           pack(u.id)});
        CombatCheck cc{seg, men_before[k], lost[k], cs.exposed_flanks,
                       check_morale(u, men_before[k], lost[k], cs.exposed_flanks, c_.params, stream)};
        rep_.units[pi].checks.push_back(cc);
        if (cc.check.result != MoraleResult::Passed) fail(k, cc.check);
    }
}

void BattleRun::fail(std::size_t k, const MoraleCheck& check) {
    const std::size_t pi = report_of_[k];
    rep_.units[pi].fate = break_unit(c_, part_[pi], check, record(pi), false);
}

void BattleRun::shatter(std::size_t pi) { rep_.units[pi].fate = shatter_unit(c_, unit_of(pi), record(pi)); }

void BattleRun::surrender(std::size_t pi) { rep_.units[pi].fate = surrender_unit(unit_of(pi), record(pi)); }

// 9.9: the loser's units still in the battle fall back one at a time in unit id order
// (room is read as each one moves); in a fort they surrender; in square (9.5) each is
// first drawn against square-shatter-chance. Its headquarters in the fort surrender (9.2).
// One board serves the falls back, each moved on it; it is built again after a unit
// shatters, which may take the unit out of the square.
void BattleRun::fall_back_losers() {
    std::vector<std::size_t> members;
    std::optional<Board> board;
    for (std::size_t pi = 0; pi < rep_.units.size(); ++pi) {
        CombatUnit& cu = rep_.units[pi];
        if (cu.side != loser_ || !in_battle(pi)) continue;
        Unit& u = unit_of(pi);
        if (u.in_fort) {
            surrender(pi);
            continue;
        }
        if (cu.formed_square) {
            DrawStream d(c_.seed, DrawKey{Purpose::SquareTrapped, static_cast<std::uint32_t>(c_.state.turn),
                                          static_cast<std::uint32_t>(c_.phase), pack(u.id)});
            if (static_cast<ParamValue>(d.below(1000)) < c_.params.get<Param::SquareShatterChance>()) {
                shatter(pi);
                board.reset();
                continue;
            }
        }
        if (!board) {
            const std::span<const std::size_t> here = c_.members(b_.strategic);
            members.assign(here.begin(), here.end());
            board.emplace(c_.state, *square_, members, c_.relations, c_.rulings);
        }
        const int at = board_index(members, part_[pi]);
        const FallBack fb = fall_back(*board, at, c_.seed, c_.draw(), c_.rulings);
        for (RulingId id : fb.cite.rulings) cu.rulings.add(id);
        if (fb.result == FallBackResult::FellBack) {
            board->move(at, *fb.to);
            u.fatigue = tired(u.fatigue, fb.fatigue);
            cu.fate = CombatFate::FellBack;
        } else if (fb.result == FallBackResult::Surrenders) {
            surrender(pi);
        } else {
            shatter(pi);
            board.reset();
        }
    }
}

}  // namespace umpire::gitm::detail
