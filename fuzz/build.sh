#!/bin/bash -eu
# Builds umpire's fuzz targets the OSS-Fuzz / ClusterFuzzLite way: no CMake, the
# compiler and flags come from the environment, everything lands in $OUT.
#
#   $CXX                 compiler (default clang++)
#   $CXXFLAGS            sanitizer and coverage flags for ALL code; OSS-Fuzz sets e.g.
#                        -fsanitize=address,fuzzer-no-link. Add
#                        -fsanitize-ignorelist=fuzz/ubsan-ignorelist.txt with UBSan
#                        (rapidjson's pointer-offset report, shared/notes/toolchain.md).
#   $LIB_FUZZING_ENGINE  link flags of the fuzzing engine (default -fsanitize=fuzzer)
#   $LDFLAGS             extra link flags, e.g. -L for a libcrypto of OpenSSL 3 outside
#                        the system's paths (.clusterfuzzlite/build.sh)
#   $OUT                 output directory (default ./build/oss-fuzz-out)
#   $WORK                scratch directory for objects (default $OUT/obj)
#
# libcrypto (OpenSSL 3) and libsodium are linked statically: ClusterFuzzLite runs the
# fuzzers in another image than the one that built them, without those libraries.
#
# For each target NAME (every fuzz/NAME_fuzzer.cpp) it writes $OUT/NAME_fuzzer,
# $OUT/NAME_fuzzer.dict (where fuzz/NAME.dict exists), $OUT/NAME_fuzzer.options and
# $OUT/NAME_fuzzer_seed_corpus.zip (the names ClusterFuzz looks for).
#
# Local check, from the repository root:
#   CXX=clang++-14 \
#   CXXFLAGS="-fsanitize=fuzzer-no-link,address,undefined -fsanitize-ignorelist=fuzz/ubsan-ignorelist.txt" \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer fuzz/build.sh
#   build/oss-fuzz-out/case_loader_fuzzer -max_total_time=10 \
#     -dict=build/oss-fuzz-out/case_loader_fuzzer.dict /tmp/corpus-copy
#
# NDEBUG is not defined, so the rules' assert()s are checked while fuzzing.
# The shebang's -eu is lost when the script is run as `bash fuzz/build.sh`: set here too,
# or a failed compile among the background jobs would go unnoticed.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CXX=${CXX:-clang++}
CXXFLAGS=${CXXFLAGS:-}
LIB_FUZZING_ENGINE=${LIB_FUZZING_ENGINE:--fsanitize=fuzzer}
OUT=${OUT:-$PWD/build/oss-fuzz-out}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=${WORK:-$OUT/obj}
mkdir -p "$WORK"

# Every target, as ci/fuzz-smoke.sh runs them: a new fuzz/NAME_fuzzer.cpp needs no edit here.
TARGETS=()
for src in "$ROOT"/fuzz/*_fuzzer.cpp; do
  TARGETS+=("$(basename "$src" _fuzzer.cpp)")
done

# The library sources: every .cpp below model/, rules/ and golden/ outside tests/
# directories (the files of the umpire_model, umpire_rules and umpire_golden targets).
mapfile -t SOURCES < <(cd "$ROOT" && find model rules golden -name '*.cpp' -not -path '*/tests/*' | LC_ALL=C sort)

# Relative paths in CXXFLAGS (the ignore list) are meant from the repository root.
cd "$ROOT"

# cereal, rapidjson and the Boost headers come from the system (ci/install-deps.sh).
STD_FLAGS=(-std=c++20 -I"$ROOT")
read -r -a EXTRA <<<"$CXXFLAGS"
read -r -a LINK <<<"${LDFLAGS:-}"
LINK+=(-Wl,-Bstatic -lsodium -lcrypto -Wl,-Bdynamic -ldl -pthread)

echo "build.sh: compiling ${#SOURCES[@]} sources with $CXX $CXXFLAGS"
pids=()
jobs_max=$(nproc 2>/dev/null || echo 2)
objects=()
for src in "${SOURCES[@]}"; do
  obj="$WORK/${src//\//_}.o"
  objects+=("$obj")
  "$CXX" "${STD_FLAGS[@]}" "${EXTRA[@]}" -c "$src" -o "$obj" &
  pids+=($!)
  if (( ${#pids[@]} >= jobs_max )); then
    wait "${pids[0]}"
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid"; done

for target in "${TARGETS[@]}"; do
  fuzzer="${target}_fuzzer"
  echo "build.sh: linking $OUT/$fuzzer"
  # $LIB_FUZZING_ENGINE may hold several words (e.g. a path to libFuzzingEngine.a plus flags).
  read -r -a ENGINE <<<"$LIB_FUZZING_ENGINE"
  "$CXX" "${STD_FLAGS[@]}" "${EXTRA[@]}" "fuzz/$fuzzer.cpp" "${objects[@]}" "${ENGINE[@]}" "${LINK[@]}" -o "$OUT/$fuzzer"
  # A target that decodes binary input (engine) has no dictionary.
  if [[ -f fuzz/$target.dict ]]; then cp "fuzz/$target.dict" "$OUT/$fuzzer.dict"; fi
  cp "fuzz/$target.options" "$OUT/$fuzzer.options"
  rm -f "$OUT/${fuzzer}_seed_corpus.zip"
  (cd "fuzz/corpus/$target" && zip -q -r "$OUT/${fuzzer}_seed_corpus.zip" .)
done
echo "build.sh: done; fuzzers in $OUT"
