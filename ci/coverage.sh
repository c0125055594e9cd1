#!/usr/bin/env bash
# Line and branch coverage of rules/ and model/ by the CI test set (issue 20), with gcovr.
#
#   ci/coverage.sh [--min-lines PCT] [--min-branches PCT] [--jobs N] [--out DIR]
#   ci/coverage.sh --sample --min-lines PCT --min-branches PCT [--out DIR]
#
# Full mode (a separate long command, not part of .ci/run: a build of its own and the
# whole test set without sanitizers, some 15-25 minutes on the 2-core machine):
#  1. configures and builds the `coverage` preset in build/coverage (gcc -O0 --coverage,
#     no sanitizers, so that the counts are the code's own; -fprofile-update=atomic, as
#     the tactical phase runs on several threads and racing counters come out
#     negative, which gcovr refuses to read);
#  2. deletes the counts of any earlier run, then runs what ctest runs in CI, less the
#     workflow checks: the labels unit, golden (the golden cases, the rules signature,
#     the disputes), property (at the seed CMake takes from the commit, 200 cases),
#     cli and fuzz-regression (the fuzz corpora and reproducers);
#  3. gcovr reads the counts of rules/ and model/ (tests/ folders left out) into
#     DIR/coverage.json (DIR: build/coverage/report), and writes from it DIR/lines.txt
#     and DIR/branches.txt (per file) and an HTML report, DIR/html/index.html;
#  4. ci/coverage_summary.py prints line and branch coverage of rules/ and model/, the
#     files of rules/ missing the most lines and branches and the functions never
#     called, and fails (exit 3) when rules/ is below --min-lines (default 95) or
#     --min-branches (default 85), issue 20's targets.
# Branches are counted as gcovr counts them with --exclude-throw-branches (the
# exception edges gcc adds to every call that may throw: the rules report errors as
# values, so these are the standard library's) and --exclude-unreachable-branches
# (branches on lines without code, e.g. a closing brace's destructor calls).
#
# --sample: the same steps on a tiny subset, for the CTest smoke test ci:coverage-sample
# (a few seconds, so that the script cannot rot): model/square.cpp, text.cpp and
# expected.cpp compiled with --coverage beside model/tests/square_test.cpp, no CMake;
# the thresholds apply to model/ and must be given. Output in build/coverage-sample
# unless --out says.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

sample=0
min_lines=95
min_branches=85
jobs=2
out=""
given_lines=0
given_branches=0
usage() { sed -n '4,5p' "$0" | sed 's/^# *//' >&2; exit 2; }
while (($# > 0)); do
  case $1 in
    --sample) sample=1 ;;
    --min-lines) min_lines=${2:?}; given_lines=1; shift ;;
    --min-branches) min_branches=${2:?}; given_branches=1; shift ;;
    --jobs) jobs=${2:?}; shift ;;
    --out) out=${2:?}; shift ;;
    -h | --help) usage ;;
    *) echo "coverage: unknown argument $1" >&2; usage ;;
  esac
  shift
done
command -v gcovr >/dev/null || { echo "coverage: gcovr is missing (bash ci/install-deps.sh)" >&2; exit 2; }
export CCACHE_BASEDIR=$ROOT CCACHE_NOHASHDIR=1

# Keeps only rules/ and model/, without their tests; gcovr matches filters against
# absolute paths.
GCOVR_FILTERS=(--filter "$ROOT/rules/" --filter "$ROOT/model/" --exclude "$ROOT/.*/tests/.*"
               --exclude-throw-branches --exclude-unreachable-branches)

if ((sample)); then
  ((given_lines && given_branches)) || { echo "coverage: --sample needs --min-lines and --min-branches" >&2; exit 2; }
  out=${out:-build/coverage-sample}
  rm -rf "$out"
  mkdir -p "$out/obj"
  out=$(cd "$out" && pwd)
  cxx=(g++)
  command -v ccache >/dev/null && cxx=(ccache g++)
  sources=(model/square.cpp model/text.cpp model/expected.cpp model/tests/square_test.cpp)
  pids=()
  for src in "${sources[@]}"; do
    "${cxx[@]}" -std=c++20 -O0 --coverage -I"$ROOT" -c "$ROOT/$src" -o "$out/obj/$(basename "$src" .cpp).o" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  g++ --coverage "$out"/obj/*.o -lgtest -lgtest_main -pthread -o "$out/sample_tests"
  "$out/sample_tests" --gtest_brief=1
  gate=model/
  objects=$out/obj
else
  out=${out:-build/coverage/report}
  cmake --preset coverage >/dev/null
  cmake --build --preset coverage -j "$jobs"
  find build/coverage -name '*.gcda' -delete
  # CI's ctest run (ci/test.sh) less the label ci: the workflow checks and this
  # script's own smoke test, which compile nothing of rules/ or model/.
  ctest --preset coverage -j "$jobs" --timeout 1200 -L '^(unit|golden|property|cli|fuzz-regression)$'
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  gate=rules/
  objects=$ROOT/build/coverage
fi

# The search path is the build folder alone: gcovr would otherwise read every .gcda
# below the root, another build's (the sample's under build/debug) among them. CMake's
# compiler identification, built with the preset's flags, is no source of ours.
gcovr --root "$ROOT" --object-directory "$objects" "${GCOVR_FILTERS[@]}" -j "$jobs" \
  --exclude-directories "$objects/CMakeFiles/[0-9.]+" --json "$out/coverage.json" "$objects"
mkdir -p "$out/html"
gcovr --root "$ROOT" --add-tracefile "$out/coverage.json" --txt "$out/lines.txt" \
  --html-details "$out/html/index.html" --html-title "umpire: coverage of rules/ and model/"
gcovr --root "$ROOT" --add-tracefile "$out/coverage.json" --branches --txt "$out/branches.txt"
echo "coverage: reports in $out (lines.txt, branches.txt, html/index.html)"
python3 ci/coverage_summary.py "$out/coverage.json" --gate "$gate" --min-lines "$min_lines" --min-branches "$min_branches"
