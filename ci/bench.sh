#!/usr/bin/env bash
# Builds the release preset and runs the line benchmarks (bench/line_bench.cpp),
# then prints one summary line from the JSON output: the median ns per line of
# umpire's full blocking check, of the libtcod peer walk, and libtcod/umpire.
# Target (the issue): umpire under 50 ns per line and at least as fast as libtcod.
#
# Usage: ci/bench.sh [extra umpire_bench flags, e.g. --benchmark_filter=Umpire]
# UMPIRE_BENCH_REPETITIONS (default 9) and UMPIRE_BENCH_OUT (default
# build/release/bench/line_bench.json) override the run.
set -euo pipefail

cd "$(dirname "$0")/.."

reps="${UMPIRE_BENCH_REPETITIONS:-9}"
out="${UMPIRE_BENCH_OUT:-build/release/bench/line_bench.json}"

bash ci/install-deps.sh
cmake --preset release
cmake --build --preset release --target umpire_bench

# Random interleaving runs the repetitions of all benchmarks in a shuffled order, so
# that a change of machine load during the run falls on umpire and on the peer alike.
build/release/bench/umpire_bench \
  --benchmark_repetitions="$reps" \
  --benchmark_enable_random_interleaving=true \
  --benchmark_report_aggregates_only=true \
  --benchmark_out="$out" \
  --benchmark_out_format=json \
  "$@"

# The JSON reporter writes one "key": value per line; every benchmark object starts
# with "name", then "run_name", "aggregate_name" (aggregates only) and its counters.
awk '
  /"name":/           { agg = "" }
  /"run_name":/       { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/ { agg = $2; gsub(/[",]/, "", agg) }
  /"time_per_line":/  { v = $2; gsub(/,/, "", v); if (agg == "median") ns[run] = v * 1e9 }
  END {
    u = ns["BM_UmpireBlockingAllPairs"]; t = ns["BM_LibtcodLineWalkAllPairs"]
    if (u == "") { print "bench: no median for BM_UmpireBlockingAllPairs in the output" > "/dev/stderr"; exit 1 }
    line = sprintf("bench: median ns/line: umpire %.2f", u)
    if (t != "") line = line sprintf(", libtcod %.2f, ratio libtcod/umpire %.2f", t, t / u)
    else         line = line ", libtcod n/a (peer not built or filtered out)"
    line = line sprintf(" [umpire target < 50 ns: %s", (u < 50 ? "met" : "MISSED"))
    if (t != "") line = line sprintf("; at least as fast as libtcod: %s", (u <= t ? "yes" : "NO"))
    print line "]"
  }
' "$out"
