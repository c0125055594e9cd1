// The fast line walk (check_line) against the reference check over a traced Line
// (check_line_reference), for every ordered pair of squares on maps dense with
// every kind of terrain and units, under each terrain ruling.
#include <gtest/gtest.h>

#include "model/seed.hpp"
#include "rules/gitm/blocking.hpp"

namespace umpire::gitm {
namespace {

// A map and occupancy drawn from a seed: about a third of the squares blocked
// one way or another, so that every branch of the walk is taken.
struct Board {
    TacticalMap map;
    Occupancy occ;
};

Board board(std::uint64_t seed) {
    Board b;
    DrawStream draws(Seed{seed}, DrawKey{Purpose::EncounterTieBreak, 0, 0, 0});
    for (int i = 0; i < kTacSquares; ++i) {
        const auto t = draws.below(16);
        b.map.set(TacSquare::from_index(i), t < enum_count<Terrain> ? static_cast<Terrain>(t) : Terrain::Open);
        const auto u = draws.below(12);
        if (u == 0) b.occ.add(TacSquare::from_index(i), Occupancy::kEnemy);
        if (u == 1) b.occ.add(TacSquare::from_index(i), Occupancy::kNeutral);
    }
    return b;
}

// rules: 8.5 tm-case-1 tm-case-2 tm-case-3 tm-example-1 tm-example-2 tm-example-3
TEST(LineWalk, MatchesTheReferenceOnEveryLine) {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const Board b = board(seed);
        for (int join = 0; join < 2; ++join)
            for (int cliff = 0; cliff < 2; ++cliff) {
                Rulings rulings;
                rulings.set(RulingId::RiverMountainJoin, join);
                rulings.set(RulingId::CliffDiagonal, cliff);
                const StepBlocks blocks(b.map, rulings);
                int blocked_by_terrain = 0;
                for (int i = 0; i < kTacSquares; ++i)
                    for (int j = 0; j < kTacSquares; ++j) {
                        const TacSquare from = TacSquare::from_index(i), to = TacSquare::from_index(j);
                        const Line line = trace_line(from, to);
                        const LineCheck fast = check_line(&blocks, b.occ, from, to);
                        ASSERT_EQ(fast, check_line_reference(b.map, b.occ, line, rulings, true))
                            << to_string(from) << " to " << to_string(to) << " seed " << seed;
                        ASSERT_EQ(check_line(nullptr, b.occ, from, to),
                                  check_line_reference(b.map, b.occ, line, rulings, false));
                        blocked_by_terrain += fast.terrain_step >= 0;
                    }
                EXPECT_GT(blocked_by_terrain, 1000);  // the maps do exercise the terrain checks
            }
    }
}

// A walk that resumes its line in the middle (rule 8.2) judges only the steps still
// ahead: what lies behind the first step checked is not reported.
// rules: 8.2 8.5
TEST(LineWalk, TheReferenceFromAStepSkipsTheStepsBehind) {
    TacticalMap map;
    map.set({3, 0}, Terrain::Water);
    Occupancy occ;
    occ.add({2, 0}, Occupancy::kEnemy);
    occ.add({4, 0}, Occupancy::kNeutral);
    occ.add({6, 0}, Occupancy::kEnemy);
    const Line line = trace_line({0, 0}, {8, 0});  // steps 0..7: 1-0 .. 8-0
    const Rulings rulings;
    EXPECT_EQ(check_line_reference(map, occ, line, rulings, true), (LineCheck{2, 3, 1}));
    EXPECT_EQ(check_line_reference(map, occ, line, rulings, true, 2), (LineCheck{2, 3, 5}));
    EXPECT_EQ(check_line_reference(map, occ, line, rulings, true, 3), (LineCheck{-1, 3, 5}));
    EXPECT_EQ(check_line_reference(map, occ, line, rulings, true, 8), LineCheck{});
}

}  // namespace
}  // namespace umpire::gitm
