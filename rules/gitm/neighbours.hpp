#pragma once
// The adjacent squares a unit may be pushed to when it has to leave its square at
// once: rule 9.2's "adjacent passable square not containing a hostile unit" for a
// headquarters stepping aside, which rule 9.9 repeats for a melee's loser falling
// back ("cannot fall back to an impassible square or to one containing enemy
// units"). One search serves both.
#include <vector>

#include "model/square.hpp"
#include "rules/gitm/phase_board.hpp"

namespace umpire::gitm {

// The eight neighbours of `q` on the board's map that are passable (2.2), hold no
// unit that is an enemy of unit `mover` (Board::stance: TM-INACTIVE-PRESENCE decides
// whether inactive and shattered ones count) and have room for it (2.5); in reading
// order. Neutral units bar nothing here: neither rule names them.
[[nodiscard]] std::vector<TacSquare> free_neighbours(const Board& board, int mover, TacSquare q);

}  // namespace umpire::gitm
