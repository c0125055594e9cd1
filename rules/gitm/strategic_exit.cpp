#include "rules/gitm/strategic_exit.hpp"

#include <algorithm>
#include <array>

namespace umpire::gitm {

namespace {

TacSet exits_of(Direction dir, bool halves) {
    constexpr int kLast = kTacSize - 1, kMiddle = kTacSize / 2;
    const int dc = dcol(dir), dr = drow(dir);
    const int edge_col = dc > 0 ? kLast : 0, edge_row = dr > 0 ? kLast : 0;
    TacSet out;
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        bool exit = false;
        if (dc == 0) {
            exit = s.row == edge_row;
        } else if (dr == 0) {
            exit = s.col == edge_col;
        } else if (!halves) {
            exit = s.col == edge_col && s.row == edge_row;
        } else {
            // The mirror of rule 7.14's entry areas: the corner's half of each edge.
            const bool col_half = dc > 0 ? s.col > kMiddle : s.col < kMiddle;
            const bool row_half = dr > 0 ? s.row > kMiddle : s.row < kMiddle;
            exit = (s.row == edge_row && col_half) || (s.col == edge_col && row_half);
        }
        if (exit) out.set(static_cast<std::size_t>(i));
    }
    return out;
}

}  // namespace

TacSet exit_squares(Direction dir, const Rulings& rulings) {
    // Each direction's under both readings of STRAT-DIAGONAL-EXIT, worked out once: a
    // strategic phase asks for them at every step it weighs.
    static const auto kExits = [] {
        std::array<std::array<TacSet, kAllDirections.size()>, 2> t{};
        for (const Direction d : kAllDirections)
            for (const bool halves : {false, true}) t[halves][static_cast<std::size_t>(d)] = exits_of(d, halves);
        return t;
    }();
    const bool halves = rulings.get<DiagonalExit>() == DiagonalExit::CornerHalves;
    return kExits[halves][static_cast<std::size_t>(dir)];
}

bool needs_crossing(const MapSides& sides, TacSquare start, Direction dir, const Rulings& rulings) {
    // No exit square on a side the start is on: squares_on()'s test, asked of the exits only.
    const SideSet on = sides_of(sides, start);
    const TacSet exits = exit_squares(dir, rulings);
    for (int i = 0; i < kTacSquares; ++i)
        if (exits.test(static_cast<std::size_t>(i)) && (sides_of(sides, TacSquare::from_index(i)) & on).any()) return false;
    return true;
}

std::vector<UnitId> hostile_or_neutral_at_home(const GameState& state, const Unit& mover, const StratSquareInfo& here,
                                               std::span<const Unit* const> present, const Rulings& rulings,
                                               bool combat_only) {
    const bool active_only = rulings.get<InactivePresence>() == InactivePresence::ActiveOnly;
    std::vector<UnitId> out;
    for (const Unit* u : present) {
        if (u->strategic != mover.strategic || u->id == mover.id) continue;
        if (combat_only && is_headquarters(u->id.type)) continue;
        if (active_only && u->status != UnitStatus::Active) continue;
        const auto rel = state.relation(mover.state, u->state);
        if (rel == Relation::Hostile) {
            out.push_back(u->id);
        } else if (rel == Relation::Neutral) {
            const PolityState* home = state.state(u->state);
            if (home && home->home == here.nation) out.push_back(u->id);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<UnitId> hostile_or_neutral_at_home(const GameState& state, const Unit& mover, const Rulings& rulings,
                                               bool combat_only) {
    const StratSquareInfo* square = state.square(mover.strategic);
    if (!square) return {};
    std::vector<const Unit*> present;
    for (const auto& u : state.units)
        if (u.strategic == mover.strategic) present.push_back(&u);
    return hostile_or_neutral_at_home(state, mover, *square, present, rulings, combat_only);
}

}  // namespace umpire::gitm
