#!/usr/bin/env bash
# The rules signature of a clang-14 -O1 build (the `fuzz` preset's rules_signature, ASan
# and UBSan on) must equal golden/rules-signature.txt, which the gcc debug build checks
# under CTest (`umpire signature --check`): the two compilers decide every phase alike.
# Step 5 of ci/test.sh, and the clang-signature job of .github/workflows/ci.yml.
# Builds only rules_signature and what it links when the preset is not built yet. The
# value goes to stdout, alone; the build and the verdict to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target rules_signature >&2
signature=$(./build/fuzz/fuzz/rules_signature golden/signature)
expected=$(cat golden/rules-signature.txt)
if [[ $signature != "$expected" ]]; then
  echo "ci/clang-signature.sh: the clang build's rules signature is $signature, golden/rules-signature.txt says $expected" >&2
  exit 1
fi
echo "ci/clang-signature.sh: the clang -O1 build's rules signature $signature equals golden/rules-signature.txt" >&2
echo "$signature"
