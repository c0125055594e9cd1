#!/usr/bin/env bash
# Installs exactly the Debian 12 packages umpire's build, tests, fuzzing and
# benchmarks need. Idempotent: packages already present are left alone, and the
# package lists are refreshed only when something is missing.
#   ci/install-deps.sh                   everything
#   ci/install-deps.sh --only fuzz-libs  what the ClusterFuzzLite image needs of it
set -euo pipefail

# What fuzz/build.sh compiles against besides the compiler and OpenSSL: all that the
# ClusterFuzzLite image installs (.clusterfuzzlite/Dockerfile runs `--only fuzz-libs`; its
# Ubuntu 20.04 has no OpenSSL 3, which the image builds itself).
fuzz_libs=(
  libcereal-dev rapidjson-dev               # JSON archives (cereal uses the system rapidjson)
  libboost-graph-dev                        # graph searches
  libsodium-dev                             # Argon2id (libsodium)
  zip                                       # fuzz/build.sh zips each seed corpus
)

packages=(
  g++ cmake ninja-build ccache pkg-config   # toolchain (gcc 12, CMake 3.25)
  clang-14 libclang-rt-14-dev               # libFuzzer and sanitizer runtimes for the fuzz preset
  "${fuzz_libs[@]}"
  libcli11-dev                              # the command line
  libssl-dev                                # SHA-256/HMAC/PBKDF2 (OpenSSL 3)
  libgtest-dev libgmock-dev librapidcheck-dev  # unit tests and properties
  libbenchmark-dev libtcod-dev              # benchmarks and their peer (libtcod's line walk)
  python3                                   # the CLI tests parse --json outputs back (cli/tests)
  yamllint python3-yaml                     # ci/check-workflows.sh: lints and reads the CI workflows
  chromium                                  # the HTML report loaded in a real browser (cli/tests/html_browser.sh)
  gcovr                                     # ci/coverage.sh: line and branch coverage of rules/ and model/
  valgrind                                  # ci/growth_instructions.sh: callgrind counts the growth series' instructions
)

case "${1:-}" in
  "") ;;
  --only)
    [[ ${2:-} == fuzz-libs ]] || { echo "install-deps: --only takes fuzz-libs" >&2; exit 2; }
    packages=("${fuzz_libs[@]}") ;;
  *) echo "usage: ci/install-deps.sh [--only fuzz-libs]" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
