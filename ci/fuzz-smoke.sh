#!/usr/bin/env bash
# Short fuzzing run for every change: builds the `fuzz` preset (clang++-14,
# libFuzzer, ASan + UBSan) and runs each fuzz target for $FUZZ_SECONDS (default
# 30) seconds on a copy of its seed corpus, so the corpus in git is never touched.
# Fails (non-zero) on any crash, leak, timeout or out-of-memory; the reproducer is
# written to build/fuzz/artifacts/TARGET-crash-<sha1> (add it to
# fuzz/regressions/TARGET/ under a name that says what it found, once fixed).
#
#   ci/fuzz-smoke.sh                       # every target in fuzz/*_fuzzer.cpp
#   FUZZ_SECONDS=300 ci/fuzz-smoke.sh case_loader
#
# Run it from the repository root. ci/fuzz-long.sh is the nightly variant
# (longer, and merges what it found back into the corpus); it sets
#   FUZZ_MERGE=1  merge inputs that reach new coverage into fuzz/corpus/TARGET/.
# Options for libFuzzer come from fuzz/TARGET.options ([libfuzzer] name = value),
# the dictionary from fuzz/TARGET.dict where there is one (a target that decodes
# binary input, like engine, has none); FUZZ_ARGS adds more (e.g. "-jobs=2").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
FUZZ_SECONDS=${FUZZ_SECONDS:-30}
FUZZ_MERGE=${FUZZ_MERGE:-0}
FUZZ_ARGS=${FUZZ_ARGS:-}
BUILD=build/fuzz
ARTIFACTS=$BUILD/artifacts

cmake --preset fuzz
cmake --build --preset fuzz

if (($# > 0)); then
  targets=("$@")
else
  targets=()
  for src in fuzz/*_fuzzer.cpp; do
    name=$(basename "$src" _fuzzer.cpp)
    targets+=("$name")
  done
fi

mkdir -p "$ARTIFACTS"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/umpire-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# [libfuzzer] name = value lines of an .options file as -name=value arguments
# (the dictionary is passed separately, by its path in the source tree).
options_args() {
  local file=$1 section="" line name value
  [[ -f $file ]] || return 0
  while IFS= read -r line || [[ -n $line ]]; do
    line=${line%%#*}
    line=$(echo "$line" | tr -d '[:space:]')
    [[ -z $line ]] && continue
    if [[ $line == \[*\] ]]; then section=$line; continue; fi
    [[ $section == "[libfuzzer]" && $line == *=* ]] || continue
    name=${line%%=*}
    value=${line#*=}
    [[ $name == dict ]] && continue
    echo "-$name=$value"
  done <"$file"
}

failed=0
for target in "${targets[@]}"; do
  fuzzer=$BUILD/fuzz/${target}_fuzzer
  corpus=$scratch/$target
  log=$scratch/$target.log
  [[ -x $fuzzer ]] || { echo "fuzz: no fuzzer $fuzzer" >&2; exit 2; }
  mkdir -p "$corpus"
  cp -R "fuzz/corpus/$target/." "$corpus/"
  mapfile -t opts < <(options_args "fuzz/$target.options")
  read -r -a extra <<<"$FUZZ_ARGS"
  seeds=()
  [[ -d fuzz/regressions/$target ]] && seeds+=("fuzz/regressions/$target")
  dict=()
  [[ -f fuzz/$target.dict ]] && dict+=("-dict=fuzz/$target.dict")

  echo "fuzz: $target for ${FUZZ_SECONDS}s (corpus copy in $corpus)"
  status=0
  "$fuzzer" "${opts[@]}" "${extra[@]}" "${dict[@]}" -max_total_time="$FUZZ_SECONDS" \
    -artifact_prefix="$ARTIFACTS/$target-" -print_final_stats=1 "$corpus" "${seeds[@]}" >"$log" 2>&1 || status=$?

  # libFuzzer's last progress line ("#N DONE cov: .. exec/s: ..") and its totals.
  grep -E '^#[0-9]+' "$log" | tail -n 1 || true
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
  if ((status != 0)); then
    echo "fuzz: $target FAILED (exit $status); the end of its log:" >&2
    tail -n 60 "$log" >&2
    ls -1 "$ARTIFACTS"/"$target"-* 2>/dev/null >&2 || true
    failed=1
    continue
  fi

  if [[ $FUZZ_MERGE == 1 ]]; then
    # Adds to the corpus in git only the inputs that reach coverage it lacks;
    # they are named by their SHA-1. Review them before committing.
    before=$(find "fuzz/corpus/$target" -type f | wc -l)
    "$fuzzer" "${opts[@]}" -merge=1 "fuzz/corpus/$target" "$corpus" >"$scratch/$target.merge.log" 2>&1 || {
      echo "fuzz: merging $target's corpus failed:" >&2
      tail -n 30 "$scratch/$target.merge.log" >&2
      failed=1
      continue
    }
    after=$(find "fuzz/corpus/$target" -type f | wc -l)
    echo "fuzz: merged $((after - before)) new inputs into fuzz/corpus/$target"
  fi
done
exit "$failed"
