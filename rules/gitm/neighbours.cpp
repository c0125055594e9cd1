#include "rules/gitm/neighbours.hpp"

#include <algorithm>

namespace umpire::gitm {

std::vector<TacSquare> free_neighbours(const Board& board, int mover, TacSquare q) {
    std::vector<TacSquare> free;
    free.reserve(8);
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            if ((dc == 0 && dr == 0) || !TacSquare::in_range(q.col + dc, q.row + dr)) continue;
            const TacSquare n{q.col + dc, q.row + dr};
            if (!passable(board.square().map.at(n)) || !board.room(mover, n)) continue;
            bool hostile_there = false;
            board.each_at(n, [&](int j) { hostile_there = hostile_there || board.stance(mover, j) == Stance::Enemy; });
            if (!hostile_there) free.push_back(n);
        }
    std::sort(free.begin(), free.end());
    return free;
}

}  // namespace umpire::gitm
