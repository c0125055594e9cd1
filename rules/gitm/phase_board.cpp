#include "rules/gitm/phase_board.hpp"

#include <algorithm>
#include <utility>

#include "rules/gitm/stacking.hpp"

namespace umpire::gitm {

Board::Board(const GameState& state, const StratSquareInfo& square, std::vector<std::size_t> members,
             const RelationTable& relations, const Rulings& rulings)
    : state_(state), square_(square), members_(std::move(members)), relations_(relations), rulings_(rulings),
      active_only_(rulings.get<InactivePresence>() == InactivePresence::ActiveOnly), reading_(stack_reading(rulings)) {
    state_of_.reserve(members_.size());
    for (const auto i : members_) state_of_.push_back(relations_.index(state_.units[i].state));
    head_.fill(-1);
    next_.assign(members_.size(), -1);
    for (int i = size() - 1; i >= 0; --i) {  // prepending in descending order leaves each list ascending
        const auto q = static_cast<std::size_t>(std::as_const(*this).unit(i).tactical.index());
        next_[static_cast<std::size_t>(i)] = head_[q];
        head_[q] = static_cast<std::int16_t>(i);
    }
}

void Board::link(int i) {
    std::int16_t* at = &head_[static_cast<std::size_t>(std::as_const(*this).unit(i).tactical.index())];
    while (*at >= 0 && *at < i) at = &next_[static_cast<std::size_t>(*at)];
    next_[static_cast<std::size_t>(i)] = *at;
    *at = static_cast<std::int16_t>(i);
}

void Board::unlink(int i) {
    std::int16_t* at = &head_[static_cast<std::size_t>(std::as_const(*this).unit(i).tactical.index())];
    while (*at != i) at = &next_[static_cast<std::size_t>(*at)];
    *at = next_[static_cast<std::size_t>(i)];
}

void Board::move(int i, TacSquare to) {
    unlink(i);
    unit(i).tactical = to;
    link(i);
}

Stance Board::stance(int mover, int other) const noexcept {
    if (mover == other) return Stance::Ignored;
    if (active_only_ && unit(other).status != UnitStatus::Active) return Stance::Ignored;
    switch (relation(mover, other)) {
        case Relation::Hostile: return Stance::Enemy;
        case Relation::Neutral: return Stance::Neutral;
        default: return Stance::Allied;
    }
}

std::vector<UnitId> Board::triggers(int mover) const {
    std::vector<UnitId> out;
    for (int i = 0; i < size(); ++i) {
        const Stance s = stance(mover, i);
        if (s == Stance::Enemy) out.push_back(unit(i).id);
        if (s != Stance::Neutral) continue;
        // Rule 8.5: a neutral counts only at home or in a nation whose controlling
        // state is actively allied with it (as the foundation slice reads it).
        const Unit& u = unit(i);
        const auto* st = state_.state(u.state);
        const int owner = relations_.index(square_.owner);
        const int its = state_of_[static_cast<std::size_t>(i)];
        const bool qualifies =
            (st && st->home == square_.nation) || (owner >= 0 && friendly(relations_.at(its, owner)));
        if (qualifies) out.push_back(u.id);
    }
    return out;  // members are in id order
}

bool Board::any_neutral(int mover) const noexcept {
    for (int i = 0; i < size(); ++i)
        if (stance(mover, i) == Stance::Neutral) return true;
    return false;
}

bool Board::enemy_present(int mover) const noexcept {
    for (int i = 0; i < size(); ++i)
        if (stance(mover, i) == Stance::Enemy) return true;
    return false;
}

bool Board::enemy_presence_by_ruling(int mover) const noexcept {
    bool other = false;
    for (int i = 0; i < size(); ++i) {
        if (i == mover || !hostile(mover, i)) continue;
        if (unit(i).status == UnitStatus::Active) return false;
        other = true;
    }
    return other;
}

Occupancy Board::occupancy(int mover, int absent, bool skip_hq) const noexcept {
    Occupancy occ;
    for (int i = 0; i < size(); ++i) {
        if (i == absent) continue;
        if (skip_hq && is_headquarters(unit(i).id.type) && !unit(i).in_fort) continue;
        const Stance s = stance(mover, i);
        if (s == Stance::Enemy) occ.add(unit(i).tactical, Occupancy::kEnemy);
        if (s == Stance::Neutral) occ.add(unit(i).tactical, Occupancy::kNeutral);
    }
    return occ;
}

std::vector<UnitId> Board::ids_at(TacSquare q, int mover, Stance wanted) const {
    std::vector<UnitId> out;
    each_at(q, [&](int i) {
        if (stance(mover, i) == wanted) out.push_back(unit(i).id);
    });
    return out;  // ascending indices are ascending ids
}

std::vector<int> Board::at(TacSquare q) const {
    std::vector<int> out;
    each_at(q, [&](int i) { out.push_back(i); });
    return out;
}

bool Board::twelve_allied(int mover, TacSquare q) const noexcept {
    const bool all = rulings_.get<AlliedCount>() == AlliedCount::AllAllied;
    int n = 0;
    each_at(q, [&](int i) {
        if (stance(mover, i) == Stance::Allied && counts_as_allied(relation(mover, i), all)) ++n;
    });
    return n >= kMaxAlliedPerTacSquare;
}

Board::Cap Board::broken_cap(int mover, TacSquare q) const noexcept {
    if (!counts_tactically(unit(mover), reading_)) return Cap::None;
    const bool all = reading_.allied_relation_counts;
    int total = 0, mine = 1;
    bool full = false;
    each_at(q, [&](int i) {
        if (full || i == mover || !counts_tactically(unit(i), reading_)) return;
        ++total;
        if (!counts_as_allied(relation(mover, i), all)) return;
        ++mine;
        // Alliances need not be transitive: the ally's own group grows by the mover too.
        int theirs = 2;  // the ally and the mover
        each_at(q, [&](int j) {
            if (j != i && j != mover && counts_tactically(unit(j), reading_) && counts_as_allied(relation(i, j), all))
                ++theirs;
        });
        full = theirs > kMaxAlliedPerTacSquare;
    });
    if (reading_.mutually_allied) {  // STACK-ALLIED-ONE-ANOTHER: only the sets it joins can grow
        std::vector<int> states;
        each_at(q, [&](int i) {
            if (i != mover && counts_tactically(unit(i), reading_)) states.push_back(state_of_[static_cast<std::size_t>(i)]);
        });
        states.push_back(state_of_[static_cast<std::size_t>(mover)]);
        if (relations_.group_sizes(states, all, true).back() > kMaxAlliedPerTacSquare) return Cap::Allied12;
    } else if (full || mine > kMaxAlliedPerTacSquare) {
        return Cap::Allied12;
    }
    return total + 1 > kMaxUnitsPerTacSquare ? Cap::Units24 : Cap::None;
}

}  // namespace umpire::gitm
