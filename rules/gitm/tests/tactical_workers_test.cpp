// A tactical phase with its strategic squares shared among threads (rules/workers.hpp)
// on the whole-turn benchmark's map: 2,000 units in hundreds of squares, so that the
// threads really do take squares in turns that differ from run to run. Each phase's
// outcome and count of draws must be one thread's. (PhaseProps checks the same on
// small generated phases under every ruling.)
#include <gtest/gtest.h>

#include <cstdint>

#include "bench/turn_world.hpp"
#include "rules/gitm/tactical_phase.hpp"

namespace umpire::gitm {
namespace {

// rules: 8.1 5.2
TEST(TacticalWorkers, EveryPhaseOfTheWholeMapIsTheSameOnOneThreadAndOnThree) {
    const auto& in = bench::turn_world::full_map();
    GameState state = in.state;
    std::size_t events = 0, battles = 0;
    for (int phase = 1; phase <= kTacticalPhases; ++phase) {
        std::uint64_t one_thread = 0, three_threads = 0;
        Seed seed = bench::turn_world::kSeed;
        seed.tally = &one_thread;
        PhaseOutcome alone =
            detail::resolve_tactical_phase(GameState(state), in.orders, phase, seed, Rulings{}, ParamSet{}, 1);
        seed.tally = &three_threads;
        const PhaseOutcome shared =
            detail::resolve_tactical_phase(GameState(state), in.orders, phase, seed, Rulings{}, ParamSet{}, 3);
        EXPECT_TRUE(alone == shared) << "phase " << phase;
        EXPECT_EQ(one_thread, three_threads) << "phase " << phase;
        events += alone.events.size();
        battles += alone.battles.size();
        state = std::move(alone.state);
    }
    EXPECT_GT(events, 1000u) << "the phases did something to compare";
    EXPECT_GT(battles, 10u);
}

}  // namespace
}  // namespace umpire::gitm
