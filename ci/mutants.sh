#!/usr/bin/env bash
# Mutation testing of the rules (issue 20): how many wrong rules the fast gate lets through.
#
#   ci/mutants.sh [--seed N] [--count N] [--files GLOB]... [--mutant ID]... [--max-success N]
#                 [--timeout-factor F] [--jobs N] [--out DIR]
#   ci/mutants.sh --list [--seed N] [--count N] [--files GLOB]...
#   ci/mutants.sh --sample
#
# A separate long command, not part of .ci/run: by default 300 mutants of rules/gitm
# (seed 1), each rebuilt in the `mutants` preset (gcc -O1, no sanitizers but libstdc++'s
# bounds checks, so an index one past the end aborts as ASan's debug gate would; ccache)
# in a copy of the tree (build/mutants/tree; the checkout is never touched) and put through
# the fast gate, cheapest first: umpire golden, umpire signature --check, the campaign
# turns and dispute records replayed (the rest of CTest's label golden), the unit tests,
# the properties at the CI seed with 50 cases each. Some 5-13 s per mutant (7.9 s on
# average, 40 minutes for 300) on the shared 2-core machine. It prints a table per file
# (killed, survived, timed-out, stillborn, equivalent), the score and every survivor,
# and writes build/mutants/report.json and report.txt. Target: at least 90% of the
# 300-mutant sample of rules/gitm.
# --files takes rules/**/*.cpp globs and the model/ rule helpers ci/mutants.py lists.
# Equivalent mutants are listed, with the reason, in ci/mutants-equivalent.txt.
#
# --list prints the sample (id, file:line, operator, the mutated line) without running.
# --sample is the self-test CTest's ci:mutants-sample runs in a second or two: sites of
# a fixture, the seeded sample, a mutant applied and reverted on a temporary copy, the
# equivalents list against the tree, and the report on a canned result.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
case ${1:-} in
  --sample) exec python3 ci/mutants.py sample ;;
  --list) shift; exec python3 ci/mutants.py list "$@" ;;
  -h | --help) sed -n '4,6p' "$0" | sed 's/^# *//'; exit 0 ;;
esac
exec python3 ci/mutants.py run "$@"
