#!/usr/bin/env bash
# README command 2, and what CI runs (.ci/run): every test of the project, and every
# build a user runs, each step timed.
#  1. gcc debug build with AddressSanitizer and UBSan, warnings as errors; CTest runs the
#     labels unit, property (a seed taken from the commit), golden (one process per folder of cases),
#     fuzz-regression (corpus replay) and cli.
#  2. the command line's own checks: coverage and rulings print without error (the
#     coverage counts per status are logged).
#  3. the release preset as users build it, but with warnings as errors (gcc -O3 warns
#     where -O0 is silent); README's first command (ci/quickstart.sh) on it, its output
#     compared with the one README shows; every benchmark once, briefly (ci/bench.sh
#     smoke mode), so a benchmark that crashes or fails its own check breaks CI; the
#     growth series' smallest cases counted under callgrind (ci/growth_instructions.sh
#     --smoke), so that the count of the work's growth cannot rot either.
#  4. clang-14 libFuzzer build and a short smoke run of every fuzzer.
#  5. the rules signature of that clang -O1 build equals golden/rules-signature.txt,
#     which the gcc debug build checked in step 1: both decide every phase alike
#     (ci/clang-signature.sh, which the clang job on GitHub Actions runs alone).
# Long fuzzing and deep property runs are separate: ci/fuzz-long.sh, ci/deep-properties.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys on paths relative to the checkout, so a clone elsewhere reuses the cache.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1

start=$(date +%s)
step_start=$start
timings=()
step_done() {  # step_done NAME: records how long the step since the last one took
  local now
  now=$(date +%s)
  timings+=("$(printf '%5d s  %s' $((now - step_start)) "$1")")
  echo "ci/test.sh: $1 done in $((now - step_start)) s"
  step_start=$now
}

bash ci/install-deps.sh
step_done "install-deps"

cmake --preset debug >/dev/null
cmake --build --preset debug
step_done "debug build (gcc, ASan+UBSan, -Werror)"

ctest --preset debug -j 2 --timeout 600
step_done "ctest (debug)"

# The counts per status (implemented, partly, not implemented, not decidable) go to the log.
./build/debug/umpire coverage >build/debug/coverage.txt
tail -n 2 build/debug/coverage.txt
./build/debug/umpire rulings >/dev/null
step_done "coverage and rulings"

cmake --preset release -DUMPIRE_WERROR=ON >/dev/null
cmake --build --preset release --target umpire umpire_benchmarks
step_done "release build (gcc -O3, -Werror)"

# README's first command, exactly as a new user runs it; its standard output must be
# the block README shows after the <!-- quickstart-output --> mark.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/umpire-ci.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
bash ci/quickstart.sh >"$scratch/quickstart.out"
awk '/<!-- quickstart-output -->/ { mark = 1; next }
     mark && /^```/ { if (inside) exit; inside = 1; next }
     inside { print }' README.md >"$scratch/readme.out"
if ! diff -u "$scratch/readme.out" "$scratch/quickstart.out"; then
  echo "ci/test.sh: README's first command prints something else than README shows (diff above: - README, + today)" >&2
  exit 1
fi
step_done "README's first command (ci/quickstart.sh), output as README shows"

UMPIRE_BENCH_SMOKE=1 bash ci/bench.sh
step_done "every benchmark once (ci/bench.sh smoke)"

bash ci/growth_instructions.sh --smoke
step_done "the growth series' instructions counted under callgrind (ci/growth_instructions.sh smoke)"

FUZZ_SECONDS="${FUZZ_SECONDS:-20}" bash ci/fuzz-smoke.sh
step_done "fuzz build (clang-14) and smoke run"

clang_signature=$(bash ci/clang-signature.sh)
echo "ci/test.sh: rules signature $clang_signature from gcc debug and clang -O1 alike"
step_done "rules signature (clang -O1)"

echo "ci/test.sh: time per step"
printf '  %s\n' "${timings[@]}"
echo "ci/test.sh: all steps passed in $(( $(date +%s) - start )) s"
