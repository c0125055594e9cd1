#!/usr/bin/env bash
# README command 1: install the dependencies, build the release preset, and run the
# main job on a bundled example: a whole turn adjudicated (rule 5.2), then one unit's
# turn explained step by step with its rules. Set-up and build progress go to stderr,
# the job's own output to stdout (ci/test.sh compares it with README's copy).
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
bash ci/install-deps.sh >&2
cmake --preset release >/dev/null
cmake --build --preset release --target umpire >&2
./build/release/umpire gitm turn golden/cases/gitm/turn/example-turn.case.json
echo
./build/release/umpire explain golden/cases/gitm/turn/example-turn.case.json --unit US2LC
