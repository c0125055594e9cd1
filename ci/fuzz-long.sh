#!/usr/bin/env bash
# Long fuzzing run (nightly, or before a release): ci/fuzz-smoke.sh with a default
# of 1800 seconds per target, and merging back: when a target finishes without a
# crash, `fuzzer -merge=1 fuzz/corpus/TARGET <run's corpus>` adds to the corpus in
# git exactly those new inputs that reach coverage it does not yet have (named by
# SHA-1; review and commit them). Set FUZZ_MERGE=0 to only fuzz. Crashes fail the
# run and land in build/fuzz/artifacts/, as in the smoke run.
#
#   ci/fuzz-long.sh                     # every target, 30 minutes each
#   FUZZ_SECONDS=7200 FUZZ_ARGS="-jobs=2 -workers=2" ci/fuzz-long.sh case_loader
#
# Run it from the repository root.
set -euo pipefail

export FUZZ_SECONDS=${FUZZ_SECONDS:-1800}
export FUZZ_MERGE=${FUZZ_MERGE:-1}
exec "$(dirname "${BASH_SOURCE[0]}")/fuzz-smoke.sh" "$@"
