#!/usr/bin/env bash
# How the engine's work grows with the units, counted rather than timed (issue 20):
# runs the growth benchmark (bench/growth_bench.cpp) under valgrind's callgrind, which
# counts the instructions of each stage of each size's timed run (load, turn, write;
# the benchmark's StageCount dumps them), and prints the instructions per 1,000 units
# and the growth exponents between sizes. Time on this 2-core machine moves by 10%
# between runs and grows faster than the work once the state outgrows the caches; the
# count is the same on every run, so it says whether the work itself is linear. It
# also prints the read misses of a modelled cache per unit (not judged), the part of
# time's growth the count leaves out.
#
# Target: the whole (load + turn + write) grows from 2,000 to 10,000 units with an
# exponent of at most 1.05; the script fails when it does not. About a minute and a
# half (65 s under callgrind for the whole series here).
#
# Usage: ci/growth_instructions.sh [--smoke]
#   --smoke  the 250- and 500-unit cases only (about 10 s; ci/test.sh runs it so that the
#            script and the benchmark's counting cannot rot); no target is judged.
# UMPIRE_GROWTH_INSTRUCTIONS_OUT (default build/release/bench/growth_instructions) is
# where callgrind's dumps go.
set -euo pipefail

cd "$(dirname "$0")/.."

smoke=0
case "${1:-}" in
  "") ;;
  --smoke) smoke=1 ;;
  *) echo "usage: ci/growth_instructions.sh [--smoke]" >&2; exit 2 ;;
esac
filter='BM_TurnCase/[0-9]+$'
[[ $smoke == 1 ]] && filter='BM_TurnCase/(250|500)$'
out="${UMPIRE_GROWTH_INSTRUCTIONS_OUT:-build/release/bench/growth_instructions}"

bash ci/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target umpire_growth_bench

rm -rf "$out"
mkdir -p "$out"
# Instrumentation starts off: the benchmark's checks and the cases' generation run
# uncounted (and five times faster); each timed run turns it on for itself. One
# iteration per size: the count does not vary between iterations.
# The cache model's last level is set to one core's second-level cache on the machine
# these figures come from (1 MiB, 16-way; the first level 32 KiB, 8-way), the level a
# 2,000-unit state fits and a 10,000-unit one does not: its read misses per unit show
# where time grows faster than the work. It costs about half again the run's time.
valgrind --tool=callgrind --instr-atstart=no --cache-sim=yes --D1=32768,8,64 --LL=1048576,16,64 \
  --callgrind-out-file="$out/callgrind.out" \
  build/release/bench/umpire_growth_bench --benchmark_filter="$filter" \
  --benchmark_min_time=0.000001 --benchmark_repetitions=1 >"$out/bench.txt" 2>"$out/valgrind.txt" || {
  echo "growth_instructions: the benchmark failed under callgrind:" >&2
  tail -20 "$out/valgrind.txt" "$out/bench.txt" >&2
  exit 1
}
python3 ci/growth_instructions.py "$out" $([[ $smoke == 1 ]] && echo --smoke)
