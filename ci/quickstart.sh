#!/usr/bin/env bash
# README command 1: install the dependencies, build the release preset, and run the
# main job (two tactical phases of a bundled case file, explained).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target umpire
./build/release/umpire gitm phase golden/cases/gitm/tactical-phase/example-ford-crossing.case.json
