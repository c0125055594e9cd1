#!/usr/bin/env bash
# Deep property run: many more cases than CI, and a fresh seed each time.
# Usage: ci/deep-properties.sh [CASES]   (default 20000 per property)
# DEEP_SEED=N takes that seed instead of a fresh one: a run repeats, and the deep-properties
# workflow gives each of its shards its own.
# A failure prints RapidCheck's RC_PARAMS="reproduce=..." string; rerun with
#   RC_PARAMS="reproduce=..." ./build/debug/umpire_property_tests --gtest_filter=Suite.Name
# to replay exactly the minimal failing case.
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-20000}"
seed="${DEEP_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"
bash ci/install-deps.sh
cmake --preset debug >/dev/null
cmake --build --preset debug --target umpire_property_tests
echo "deep properties: seed=$seed max_success=$cases (rerun with DEEP_SEED=$seed to repeat this run)"
if ! RC_PARAMS="seed=$seed max_success=$cases" ./build/debug/umpire_property_tests; then
  echo "deep properties FAILED: copy the RC_PARAMS=\"reproduce=...\" line above to replay the minimal case" >&2
  exit 1
fi
