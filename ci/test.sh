#!/usr/bin/env bash
# README command 2, and what CI runs (.ci/run): every test of the project.
#  1. gcc debug build with AddressSanitizer and UBSan; CTest runs the labels
#     unit, property (fixed seed), golden and fuzz-regression (corpus replay).
#  2. the command line's own checks: coverage and rulings print without error.
#  3. clang-14 libFuzzer build and a short smoke run of every fuzzer.
#  4. the rules signature of that clang -O1 build equals golden/rules-signature.txt,
#     which the gcc debug build checked in step 1: both decide every phase alike.
# Long fuzzing and deep property runs are separate: ci/fuzz-long.sh, ci/deep-properties.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh

start=$(date +%s)
cmake --preset debug >/dev/null
cmake --build --preset debug
ctest --preset debug -j 2 --timeout 600

./build/debug/umpire coverage >/dev/null
./build/debug/umpire rulings >/dev/null

FUZZ_SECONDS="${FUZZ_SECONDS:-20}" bash ci/fuzz-smoke.sh

clang_signature=$(./build/fuzz/fuzz/rules_signature golden/signature)
if [[ "$clang_signature" != "$(cat golden/rules-signature.txt)" ]]; then
  echo "ci/test.sh: the clang build's rules signature is $clang_signature, golden/rules-signature.txt says $(cat golden/rules-signature.txt)" >&2
  exit 1
fi
echo "ci/test.sh: rules signature $clang_signature from gcc debug and clang -O1 alike"
echo "ci/test.sh: all steps passed in $(( $(date +%s) - start )) s"
