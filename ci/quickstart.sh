#!/usr/bin/env bash
# README command 1: install the dependencies, build the release preset, and run the
# main job on a bundled example: a whole turn adjudicated (rule 5.2), then one unit's
# turn explained step by step with its rules.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target umpire
./build/release/umpire gitm turn golden/cases/gitm/turn/example-turn.case.json
echo
./build/release/umpire explain golden/cases/gitm/turn/example-turn.case.json --unit US2LC
