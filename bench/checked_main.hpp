#pragma once
// The main() of a benchmark executable that checks, before anything is timed, that
// umpire and its peer agree (and records what they agreed on as context).
#include <benchmark/benchmark.h>

namespace umpire::bench {

// `check` returns false, having said why on stderr, when the two disagree.
inline int run_checked(int argc, char** argv, bool (*check)()) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    if (!check()) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

}  // namespace umpire::bench
