#!/usr/bin/env bash
# README command 1: install the dependencies, build the release preset, and run the
# main job (adjudicate a bundled case file and explain it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target umpire
./build/release/umpire gitm move golden/cases/gitm/tactical-movement/tm-case-2-enemy-between.case.json
