#!/usr/bin/env bash
# Builds the release preset and runs the line benchmarks (bench/line_bench.cpp),
# then prints one summary line from the JSON output: the median ns per line of
# umpire's full blocking check, of the libtcod peer walk, and libtcod/umpire.
# Target (the issue): umpire under 50 ns per line and at least as fast as libtcod.
#
# It also runs entry placement (bench/entry_bench.cpp; target under 1 us median), the
# sides of rivers and ranges (bench/sides_bench.cpp; target under 10 us median) and
# the D&D reach benchmarks (bench/dnd_bench.cpp) and prints a second
# summary line: the median microseconds per query of umpire::dnd::reach and of the
# Boost.Graph adjacency_list peer, for 60 ft and 120 ft, and peer/umpire; both
# summary lines come after both runs.
# Target (the issue): umpire at least 5x faster than the peer.
#
# Last, the Advanced Tactics route benchmarks (bench/at_bench.cpp) and their
# summary line: umpire's cheapest route on a 200x200 hex map and Boost.Graph's
# dijkstra_shortest_paths on the same graph, with boost/umpire.
#
# And the order files (bench/order_bench.cpp): parse-and-validate throughput of a
# generated file of 10,000 orders in MB/s (target at least 20), parsing alone, and
# the order desk's judgement; then the desk against real-cost password hashes.
#
# And one tactical phase (bench/phase_bench.cpp): the median ms of resolve_tactical_phase
# with 200 units in one strategic square (target under 1 ms), with 5,000 units over
# 500 squares (target under 20 ms), and the latter in phase 3 with moves under way.
#
# And a whole turn (bench/turn_bench.cpp): the median ms of resolve_turn on the full
# 140x110 map with 2,000 units (target under 100 ms), the median ms per turn of each
# phase kind (set-up, withdrawal, tactical, combat records, strategic, end of turn),
# and what the turn did (strategic moves, events, battles).
#
# Smoke mode (UMPIRE_BENCH_SMOKE=1, what CI runs): every executable once, two repetitions of
# a minimal time each, so that a benchmark that crashes, fails its own check or reports an
# error breaks CI; the figures it prints then mean nothing, and no target is judged. The
# script also fails when an executable in build/release/bench was not run by it.
#
# Usage: ci/bench.sh [extra flags for both executables, e.g. --benchmark_filter=Umpire]
# UMPIRE_BENCH_REPETITIONS (default 9), UMPIRE_BENCH_OUT (default
# build/release/bench/line_bench.json) and UMPIRE_BENCH_DND_OUT (default
# build/release/bench/dnd_bench.json) and UMPIRE_BENCH_AT_OUT (default
# build/release/bench/at_bench.json), UMPIRE_BENCH_ENTRY_OUT, UMPIRE_BENCH_SIDES_OUT,
# UMPIRE_BENCH_ORDERS_OUT, UMPIRE_BENCH_PHASE_OUT and UMPIRE_BENCH_TURN_OUT override the run.
set -euo pipefail

cd "$(dirname "$0")/.."

smoke="${UMPIRE_BENCH_SMOKE:-0}"
reps="${UMPIRE_BENCH_REPETITIONS:-9}"
timing=(--benchmark_enable_random_interleaving=true)
if [[ $smoke == 1 ]]; then
  reps=2  # the fewest that still gives the median the summaries read
  timing=(--benchmark_min_time=0.001)
fi
out="${UMPIRE_BENCH_OUT:-build/release/bench/line_bench.json}"
dnd_out="${UMPIRE_BENCH_DND_OUT:-build/release/bench/dnd_bench.json}"
at_out="${UMPIRE_BENCH_AT_OUT:-build/release/bench/at_bench.json}"
entry_out="${UMPIRE_BENCH_ENTRY_OUT:-build/release/bench/entry_bench.json}"
sides_out="${UMPIRE_BENCH_SIDES_OUT:-build/release/bench/sides_bench.json}"
orders_out="${UMPIRE_BENCH_ORDERS_OUT:-build/release/bench/order_bench.json}"
phase_out="${UMPIRE_BENCH_PHASE_OUT:-build/release/bench/phase_bench.json}"
turn_out="${UMPIRE_BENCH_TURN_OUT:-build/release/bench/turn_bench.json}"

bash ci/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target umpire_benchmarks

# Random interleaving runs the repetitions of all benchmarks in a shuffled order, so
# that a change of machine load during the run falls on umpire and on the peer alike.
# run_bench EXECUTABLE OUT [flags]: one executable's repetitions, aggregates to OUT as JSON.
# A smoke run's figures come from a minimal time: its summaries say so instead of
# judging a target.
judged() {
  if [[ $smoke == 1 ]]; then sed -E 's/ \[[^]]*\]$/ [smoke run: no target judged]/'; else cat; fi
}

ran=()
run_bench() {
  local exe="$1" json="$2"
  shift 2
  ran+=("$exe")
  "build/release/bench/$exe" \
    --benchmark_repetitions="$reps" \
    "${timing[@]}" \
    --benchmark_report_aggregates_only=true \
    --benchmark_out="$json" \
    --benchmark_out_format=json \
    "$@"
  # SkipWithError (a fixture that went wrong) still exits 0: the JSON says so.
  if grep -q '"error_occurred": true' "$json"; then
    echo "bench: $exe reported an error:" >&2
    grep -A1 '"error_occurred": true' "$json" >&2
    exit 1
  fi
}

run_bench umpire_bench "$out" "$@"

# The D&D reach benchmarks, run the same way; the check that umpire and the peer
# give the same squares at the same feet runs first and fails the script if not.
run_bench umpire_dnd_bench "$dnd_out" "$@"

# Entry placement (bench/entry_bench.cpp), run the same way.
run_bench umpire_entry_bench "$entry_out" "$@"

# The sides of rivers and ranges (bench/sides_bench.cpp), run the same way.
run_bench umpire_sides_bench "$sides_out" "$@"

# The JSON reporter writes one "key": value per line; every benchmark object starts
# with "name", then "run_name", "aggregate_name" (aggregates only) and its counters.
awk '
  /"name":/           { agg = "" }
  /"run_name":/       { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/ { agg = $2; gsub(/[",]/, "", agg) }
  /"time_per_line":/  { v = $2; gsub(/,/, "", v); if (agg == "median") ns[run] = v * 1e9 }
  END {
    u = ns["BM_UmpireBlockingAllPairs"]; t = ns["BM_LibtcodLineWalkAllPairs"]
    if (u == "") { print "bench: no median for BM_UmpireBlockingAllPairs in the output" > "/dev/stderr"; exit 1 }
    line = sprintf("bench: median ns/line: umpire %.2f", u)
    if (t != "") line = line sprintf(", libtcod %.2f, ratio libtcod/umpire %.2f", t, t / u)
    else         line = line ", libtcod n/a (peer not built or filtered out)"
    line = line sprintf(" [umpire target < 50 ns: %s", (u < 50 ? "met" : "MISSED"))
    if (t != "") line = line sprintf("; at least as fast as libtcod: %s", (u <= t ? "yes" : "NO"))
    print line "]"
  }
' "$out" | judged

# The same JSON layout; time_per_query is in seconds.
awk '
  /"name":/            { agg = "" }
  /"run_name":/        { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/  { agg = $2; gsub(/[",]/, "", agg) }
  /"time_per_query":/  { v = $2; gsub(/,/, "", v); if (agg == "median") us[run] = v * 1e6 }
  END {
    line = "bench: dnd reach"; met = 1; any = 0
    n = split("60 120", speeds, " ")
    for (i = 1; i <= n; ++i) {
      s = speeds[i]; u = us["BM_UmpireReach/" s]; b = us["BM_BoostAdjacencyListReach/" s]
      line = line (i > 1 ? "; " : " ") s " ft" (i == 1 ? " median us" : "") ":"
      if (u == "") { line = line " umpire n/a"; met = 0 } else { line = line sprintf(" umpire %.1f", u); any = 1 }
      if (b == "") { line = line ", boost adjacency_list n/a"; met = 0 }
      else         line = line sprintf(", boost adjacency_list %.1f", b)
      if (u != "" && b != "") { line = line sprintf(", ratio %.1f", b / u); if (b / u < 5) met = 0 }
      else                    line = line ", ratio n/a"
    }
    if (!any) { print "bench: no median for BM_UmpireReach in the output" > "/dev/stderr"; exit 1 }
    print line sprintf(" [target ratio >= 5 at both speeds: %s]", (met ? "met" : "MISSED or not measured"))
  }
' "$dnd_out" | judged

# Entry placement; time_per_placement is in seconds.
awk '
  /"name":/                { agg = "" }
  /"run_name":/            { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/      { agg = $2; gsub(/[",]/, "", agg) }
  /"time_per_placement":/  { v = $2; gsub(/,/, "", v); if (agg == "median") ns[run] = v * 1e9 }
  END {
    m = ns["BM_EntryPlacement"]; f = ns["BM_EntryPlacementFullRow"]
    if (m == "") { print "bench: no median for BM_EntryPlacement in the output" > "/dev/stderr"; exit 1 }
    line = sprintf("bench: entry placement with 20 enemies, median ns: mixed %.0f", m)
    if (f != "") line = line sprintf(", full row (fallback) %.0f", f)
    print line sprintf(" [target < 1000 ns: %s]", (m < 1000 && (f == "" || f < 1000) ? "met" : "MISSED"))
  }
' "$entry_out" | judged

# Sides: the median CPU time of each benchmark, in the unit it reports.
awk '
  /"name":/            { agg = "" }
  /"run_name":/        { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/  { agg = $2; gsub(/[",]/, "", agg) }
  /"cpu_time":/        { v = $2; gsub(/,/, "", v) }
  /"time_unit":/       { u = $2; gsub(/[",]/, "", u); if (agg == "median") { t[run] = v; unit[run] = u } }
  END {
    c = t["BM_ComputeSides"]
    if (c == "") { print "bench: no median for BM_ComputeSides in the output" > "/dev/stderr"; exit 1 }
    us = c / (unit["BM_ComputeSides"] == "us" ? 1 : 1000)
    line = sprintf("bench: sides median us: compute_sides %.1f", us)
    n = split("BM_SameSideAfterMove BM_CheckRiverCrossing", rest, " ")
    for (i = 1; i <= n; ++i)
      if (t[rest[i]] != "") line = line sprintf(", %s %.1f", rest[i], t[rest[i]] / (unit[rest[i]] == "us" ? 1 : 1000))
    print line sprintf(" [compute_sides target < 10 us: %s]", (us < 10 ? "met" : "MISSED"))
  }
' "$sides_out" | judged

# The Advanced Tactics route (bench/at_bench.cpp): umpire's cheapest route against
# Boost.Graph's dijkstra_shortest_paths on the same graph, run the same way; the
# check that both find the same cost runs first.
run_bench umpire_at_bench "$at_out" "$@"

awk '
  /"name":/            { agg = "" }
  /"run_name":/        { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/  { agg = $2; gsub(/[",]/, "", agg) }
  /"time_per_query":/  { v = $2; gsub(/,/, "", v); if (agg == "median") ms[run] = v * 1e3 }
  END {
    u = ms["BM_UmpireRoute"]; b = ms["BM_BoostDijkstraPrebuiltGraph"]; g = ms["BM_BoostBuildAndDijkstra"]
    if (u == "") { print "bench: no median for BM_UmpireRoute in the output" > "/dev/stderr"; exit 1 }
    line = sprintf("bench: at route 200x200 median ms: umpire %.2f", u)
    if (b != "") line = line sprintf(", boost dijkstra on a prebuilt graph %.2f (boost/umpire %.2f)", b, b / u)
    if (g != "") line = line sprintf(", boost building the graph per query %.2f (boost/umpire %.2f)", g, g / u)
    print line
  }
' "$at_out" | judged

# Order files (bench/order_bench.cpp), run the same way; bytes_per_second is per
# benchmark, so MB/s is over the generated file's bytes.
run_bench umpire_order_bench "$orders_out" "$@"

awk '
  /"name":/              { agg = "" }
  /"run_name":/          { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/    { agg = $2; gsub(/[",]/, "", agg) }
  /"bytes_per_second":/  { v = $2; gsub(/,/, "", v); if (agg == "median") mbs[run] = v / 1e6 }
  END {
    pv = mbs["BM_ParseAndValidate"]
    if (pv == "") { print "bench: no median for BM_ParseAndValidate in the output" > "/dev/stderr"; exit 1 }
    line = sprintf("bench: order file of 10000 orders, median MB/s: parse+validate %.1f", pv)
    if (mbs["BM_Parse"] != "") line = line sprintf(", parse %.1f", mbs["BM_Parse"])
    if (mbs["BM_Judge"] != "") line = line sprintf(", order desk judgement %.1f", mbs["BM_Judge"])
    print line sprintf(" [parse+validate target >= 20 MB/s: %s]", (pv >= 20 ? "met" : "MISSED"))
  }
' "$orders_out" | judged

# The order desk against real-cost hashes (BM_JudgeRealHashes): the median ms of a
# 20,000-submission judgement, how many verifications it needed (one per distinct
# player, hash and password) and the median ms per verification.
awk '
  /"name":/                 { agg = "" }
  /"run_name":/             { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/       { agg = $2; gsub(/[",]/, "", agg) }
  /"cpu_time":/             { v = $2; gsub(/,/, "", v) }
  /"time_unit":/            { u = $2; gsub(/[",]/, "", u); if (agg == "median" && run == "BM_JudgeRealHashes") ms = v * (u == "ns" ? 1e-6 : u == "us" ? 1e-3 : u == "s" ? 1e3 : 1) }
  /"verifications":/        { c = $2; gsub(/,/, "", c); if (agg == "median" && run == "BM_JudgeRealHashes") n = c }
  /"seconds_per_verify":/   { c = $2; gsub(/,/, "", c); if (agg == "median" && run == "BM_JudgeRealHashes") per = c * 1e3 }
  END {
    if (ms == "") { print "bench: no median for BM_JudgeRealHashes in the output" > "/dev/stderr"; exit 1 }
    printf "bench: order desk, 20000 submissions against real-cost hashes, median ms: %.0f with %d verifications (%.1f ms each)\n", ms, n, per
  }
' "$orders_out"

# One tactical phase (bench/phase_bench.cpp), run the same way; its main() checks the
# generated states and orders first. The median CPU time of each benchmark, in ms.
run_bench umpire_phase_bench "$phase_out" "$@"

awk '
  /"name":/            { agg = "" }
  /"run_name":/        { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/  { agg = $2; gsub(/[",]/, "", agg) }
  /"cpu_time":/        { v = $2; gsub(/,/, "", v) }
  /"time_unit":/       {
    u = $2; gsub(/[",]/, "", u)
    if (agg == "median") ms[run] = v * (u == "ns" ? 1e-6 : u == "us" ? 1e-3 : u == "s" ? 1e3 : 1)
  }
  END {
    one = ms["BM_Phase200OneSquare"]; map = ms["BM_Phase5000Map"]; later = ms["BM_Phase5000MapLater"]
    if (one == "" && map == "") { print "bench: no median for BM_Phase200OneSquare or BM_Phase5000Map in the output" > "/dev/stderr"; exit 1 }
    line = "bench: phase median ms:"; met = 1
    if (one != "") { line = line sprintf(" 200 units %.2f (target < 1)", one); if (one >= 1) met = 0 } else { line = line " 200 units n/a"; met = 0 }
    if (map != "") { line = line sprintf(", 5000 units %.1f (target < 20)", map); if (map >= 20) met = 0 } else { line = line ", 5000 units n/a"; met = 0 }
    if (later != "") line = line sprintf(", 5000 units in phase 3 %.1f", later)
    print line sprintf(" [targets: %s]", (met ? "met" : "MISSED or not measured"))
  }
' "$phase_out" | judged

# A whole turn (bench/turn_bench.cpp), run the same way; its main() checks the
# generated state and orders first. The median CPU time of the turn in ms, then the
# medians of its counters: ms per turn of each phase kind and what the turn did.
run_bench umpire_turn_bench "$turn_out" "$@"

awk '
  /"name":/            { agg = "" }
  /"run_name":/        { run = $2; gsub(/[",]/, "", run) }
  /"aggregate_name":/  { agg = $2; gsub(/[",]/, "", agg) }
  /"cpu_time":/        { v = $2; gsub(/,/, "", v) }
  /"time_unit":/       {
    u = $2; gsub(/[",]/, "", u)
    if (agg == "median" && run == "BM_FullTurn") turn = v * (u == "ns" ? 1e-6 : u == "us" ? 1e-3 : u == "s" ? 1e3 : 1)
  }
  /^ *"[a-z_]+": [-+0-9.e]+,?$/ {
    if (agg == "median" && run == "BM_FullTurn") { k = $1; gsub(/[":]/, "", k); c = $2; gsub(/,/, "", c); m[k] = c }
  }
  END {
    if (turn == "") { print "bench: no median for BM_FullTurn in the output" > "/dev/stderr"; exit 1 }
    line = sprintf("bench: turn median ms: %.1f with %d units on %d squares (target < 100)", turn, m["units"], m["squares"])
    line = line sprintf("; per phase kind: set-up %.1f, withdrawal %.1f, tactical %.1f, combat records %.1f, strategic %.1f, end of turn %.1f",
                        m["setup_ms"], m["withdrawal_ms"], m["tactical_ms"], m["combat_ms"], m["strategic_ms"], m["end_of_turn_ms"])
    line = line sprintf("; %d strategic moves, %d strategic events, %d tactical events, %d battles",
                        m["strat_moves"], m["strat_events"], m["tac_events"], m["battles"])
    print line sprintf(" [target: %s]", (turn < 100 ? "met" : "MISSED"))
  }
' "$turn_out" | judged

# Every benchmark executable the build made must have run above.
for exe in build/release/bench/umpire_*bench; do
  name=$(basename "$exe")
  [[ " ${ran[*]} " == *" $name "* ]] || { echo "bench: $name was built but ci/bench.sh does not run it" >&2; exit 1; }
done
[[ $smoke == 1 ]] && echo "bench: smoke run of ${#ran[@]} benchmark executables passed (figures from a minimal time, not measurements)"
exit 0
