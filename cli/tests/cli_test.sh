#!/usr/bin/env bash
# CLI tests through the built binary (CTest label `cli`, cmake/Tests.cmake):
#   cli_test.sh UMPIRE SOURCE_DIR SECTION     SECTION: files, seeds, json, frontage, contact, order-files,
#                                              next-turn, reports
# Each check runs one command and looks at its exit code, stdout and stderr; JSON
# outputs are parsed back with python3. Quick: no check adjudicates more than one turn.
set -u
UMPIRE=$1 SRC=$2 SECTION=$3
. "$(dirname "$0")/lib.sh"

ORDERS=$SRC/docs/example.orders
DESK=$SRC/golden/cases/gitm/orders/example-orders-file.case.json
TURN=$SRC/golden/cases/gitm/turn/example-turn.case.json

files() {
  # A directory given as a file is an error that says so (it used to exit 0 silently).
  mkdir "$TMP/dir"
  run 2 orders check "$TMP/dir"; err_has "$TMP/dir: is a directory"
  run 2 orders fmt "$TMP/dir"; err_has "is a directory"
  run 2 gitm turn "$TMP/dir"; err_has "is a directory"
  run 2 orders check "$ORDERS" --state "$TMP/dir"; err_has "is a directory"
  # A case of another kind is refused at its "kind", naming the command and the kinds it takes.
  MOVE=$SRC/golden/cases/gitm/tactical-movement/r8-2-own-square.case.json
  run 2 gitm turn "$MOVE"; err_has "r8-2-own-square.case.json:3:3: kind: \`umpire gitm turn\` needs a case of kind \"turn\""
  run 2 replay "$MOVE"; err_has "\`umpire replay\` needs a case of kind \"turn\""
  run 2 gitm phase "$MOVE"; err_has "\`umpire gitm phase\` needs a case of kind \"phase\""
  run 2 gitm move "$TURN"; err_has "example-turn.case.json:3:3: kind: \`umpire gitm move\` needs a case of kind \"move\""
  run 2 at move "$MOVE"; err_has "\`umpire at\` needs a case of kind \"at-move\" or \"at-route\""
  # Why a file cannot be opened: missing, a symlink loop; permission when not root.
  run 2 orders check "$TMP/missing.orders"; err_has "$TMP/missing.orders: cannot open the file: No such file or directory"
  run 2 gitm turn "$TMP/missing.case.json"; err_has "No such file or directory"
  ln -s "$TMP/loop" "$TMP/loop"
  run 2 orders check "$TMP/loop"; err_has "cannot open the file: Too many levels of symbolic links"
  if [ "$(id -u)" -eq 0 ]; then
    echo "skipped: the unreadable-file check (root reads a chmod 000 file; the symlink loop covers the message path)"
  else
    cp "$ORDERS" "$TMP/locked.orders" && chmod 000 "$TMP/locked.orders"
    run 2 orders check "$TMP/locked.orders"; err_has "Permission denied"
  fi
  # A failed write is a failure, not a success.
  if [ -w /dev/full ]; then
    "$UMPIRE" rulings >/dev/full 2>"$TMP/err"; code=$?
    [ "$code" -eq 2 ] || fail "umpire rulings >/dev/full exited $code, not 2"
    err_has "umpire: cannot write the output"
    # Output short enough to fail only at the final flush (nothing written to stderr
    # before, which would flush stdout first): the reason is known.
    "$UMPIRE" dnd distance 0-0 3-4 >/dev/full 2>"$TMP/err"; code=$?
    [ "$code" -eq 2 ] || fail "umpire dnd distance >/dev/full exited $code, not 2"
    err_has "cannot write the output: No space left on device"
    "$UMPIRE" orders check "$ORDERS" --state "$DESK" >/dev/full 2>"$TMP/err"; code=$?
    [ "$code" -ne 0 ] || fail "umpire orders check >/dev/full exited 0"
  else
    echo "skipped: /dev/full is not writable here"
  fi
  # "-" reads standard input, for order files and case files alike.
  "$UMPIRE" orders check "$ORDERS" --state "$DESK" >"$TMP/from-file" 2>&1
  run 0 orders check - --state "$DESK" <"$ORDERS"
  cmp -s "$TMP/out" "$TMP/from-file" || fail "orders check - differs from orders check FILE"
  run 0 orders check "$ORDERS" --state - <"$DESK"
  cmp -s "$TMP/out" "$TMP/from-file" || fail "orders check --state - differs from --state FILE"
  "$UMPIRE" gitm turn "$TURN" --json >"$TMP/turn-file"
  run 0 gitm turn - --json <"$TURN"
  cmp -s "$TMP/out" "$TMP/turn-file" || fail "gitm turn - differs from gitm turn FILE"
  printf 'unit US1IN from gm at 2026-11-23T00:00:00Z\n  bogus\nend\n' >"$TMP/bad.orders"
  run 2 orders check - <"$TMP/bad.orders"; err_has "<stdin>:2:3"
  run 2 gitm turn - </dev/null; err_has "<stdin>"
  # Issue 21: without a state the output says the desk's checks were not made; with
  # one, a refused value is on stderr, has its own verdict line and exits 1.
  run 0 orders check "$ORDERS"; out_has "# checked without a state (--state)"
  printf 'unit MX3LI from alice at 2026-11-23T10:00:00Z password "musket-1"\n  move 3-3\n  intercept 5-5 radius 3\n  attack evade\nend\n' \
    >"$TMP/evade.orders"
  run 1 orders check "$TMP/evade.orders" --state "$SRC/golden/cases/gitm/orders/r6-9-default-orders.case.json"
  err_has "evade.orders:3:3: a unit in evade mode may not intercept (rule 8.11)"
  out_has "# line 3: MX3LI from alice at 2026-11-23T10:00:00Z: value-ignored, rule 8.11"
  out_has "  attack evade"
  # A case with a bad order of its own still lends its state to orders check.
  sed 's/"  move 6-7"/"  bogus"/' "$SRC/golden/cases/gitm/tactical-phase/p2-intercept-box-edge.case.json" >"$TMP/bad-phase.case.json"
  run 1 golden "$TMP/bad-phase.case.json"
  printf 'unit MX1IN from gm at 2026-11-23T00:00:00Z\n  move 5-5\nend\n' >"$TMP/mx.orders"
  run 0 orders check "$TMP/mx.orders" --state "$TMP/bad-phase.case.json"; out_has "  move 5-5"
  # golden --print adjudicates a case of any kind and writes nothing.
  stacking=$(ls "$SRC"/golden/cases/gitm/stacking/*.case.json | head -1)
  run 0 golden --print "$stacking"
  cmp -s "$TMP/out" "${stacking%.case.json}.expected.json" || fail "golden --print differs from the snapshot of $stacking"
  run 2 golden --print "$stacking" "$DESK"
  # fmt of standard input prints the canonical form; --check says whether it is.
  run 0 orders fmt - <"$ORDERS"
  cp "$TMP/out" "$TMP/canonical.orders"
  run 0 orders fmt --check - <"$TMP/canonical.orders"
  # fmt keeps the player's comments (it used to drop them).
  printf '# my orders\nunit US1IN from alice at 2026-11-23T09:00:00Z\n  defend skirmish # careful\n    move 5-2\nend\n' \
    >"$TMP/commented.orders"
  run 0 orders fmt "$TMP/commented.orders"
  [ "$(cat "$TMP/commented.orders")" = "$(printf '# my orders\nunit US1IN from alice at 2026-11-23T09:00:00Z\n  move 5-2\n  defend skirmish # careful\nend')" ] \
    || fail "orders fmt did not keep the comments: $(cat "$TMP/commented.orders")"
  run 0 orders fmt --check "$TMP/commented.orders"
  # The golden folder is the checkout's around the current directory, not the build's.
  mkdir -p "$TMP/checkout/golden/cases/gitm" "$TMP/checkout/deep/er"
  cp "$SRC"/golden/cases/gitm/orders/example-orders-file.{case,expected}.json "$TMP/checkout/golden/cases/gitm/"
  (cd "$TMP/checkout/deep/er" && "$UMPIRE" golden >"$TMP/out" 2>"$TMP/err"); code=$?
  [ "$code" -eq 0 ] || fail "umpire golden in a checkout's subfolder exited $code"
  out_has "golden: 1 passed, 0 failed"
  err_has "$TMP/checkout/golden/cases"
  (cd "$TMP/dir" && "$UMPIRE" golden >"$TMP/out" 2>"$TMP/err"); code=$?
  [ "$code" -eq 2 ] || fail "umpire golden outside a checkout exited $code, not 2"
  err_has "no golden/cases folder in"
  (cd "$TMP/dir" && "$UMPIRE" signature >"$TMP/out" 2>"$TMP/err"); code=$?
  [ "$code" -eq 2 ] || fail "umpire signature outside a checkout exited $code, not 2"
  (cd "$SRC/golden/signature" && "$UMPIRE" signature --check >"$TMP/out" 2>"$TMP/err"); code=$?
  [ "$code" -eq 0 ] || fail "umpire signature --check inside the checkout exited $code: $(cat "$TMP/err")"
  [ "$(cat "$TMP/out")" = "$(cat "$SRC/golden/rules-signature.txt")" ] || fail "signature differs from rules-signature.txt"
}

seeds() {
  local entry=(gitm entry --moving S --request 7-0 --enemy 6-0,7-0,8-0,6-1,7-1,8-1 --json)
  # Every form of bad seed is in model/tests/seed_commit_test.cpp; here, that each
  # option goes through that one parser.
  for bad in -1 18446744073709551616 1000000000000000; do
    run 2 "${entry[@]}" --seed "$bad"; err_has "--seed"
  done
  run 2 seed commit --seed -1; err_has "--seed"
  run 2 seed verify --commitment "sha256:$(printf '0%.0s' {1..64})" --seed -1 --nonce "$(printf 'ab%.0s' {1..16})"
  err_has "--seed"
  run 0 "${entry[@]}" --seed 42; cp "$TMP/out" "$TMP/entry42"
  for same in 0x2a 000000000000002a; do
    run 0 "${entry[@]}" --seed "$same"
    cmp -s "$TMP/out" "$TMP/entry42" || fail "gitm entry --seed $same differs from --seed 42"
  done
  # seed commit prints the seed as a case file writes it, and verify takes it back.
  local nonce
  nonce=$(printf '0123456789abcdef%.0s' 1 2)
  run 0 seed commit --seed 42 --nonce "$nonce"
  out_has "seed: 000000000000002a"
  local commitment
  commitment=$(sed -n 's/^commitment: //p' "$TMP/out")
  run 0 seed verify --commitment "$commitment" --seed 000000000000002a --nonce "$nonce"
  run 0 seed verify --commitment "$commitment" --seed 42 --nonce "$nonce"
  run 1 seed verify --commitment "$commitment" --seed 43 --nonce "$nonce"
  out_has "seed 000000000000002b"
  run 0 seed commit
  grep -qE '^seed: [0-9a-f]{16}$' "$TMP/out" || fail "seed commit's fresh seed is not 16 hex digits: $(cat "$TMP/out")"
}

json_outputs() {
  # umpire coverage: a status per entry decided from the code, tests listed apart, counts per status.
  run 0 coverage --json --dir "$SRC/golden/cases"
  json 'sum(c["entries"] for c in j["statuses"]) == len(j["rules"]) and [c["status"] for c in j["statuses"]] == ["implemented", "partly implemented", "not implemented", "not decidable"]'
  json '{r["id"]: r["status"] for r in j["rules"]}["9.1"] == "implemented" and {r["id"]: r["status"] for r in j["rules"]}["12.2"] == "partly implemented" and {r["id"]: r["status"] for r in j["rules"]}["4.3"] == "not implemented" and {r["id"]: r["status"] for r in j["rules"]}["4.1"] == "implemented"'
  json 'all((r["files"] != []) == (r["status"] in ("implemented", "partly implemented")) for r in j["rules"])'
  json 'any(r["tests"] and r["status"] == "partly implemented" for r in j["rules"])'
  run 0 coverage --dir "$SRC/golden/cases"; out_has " partly implemented, "
  # umpire at move: a step the unit's AP cannot pay stops the move (exit 1), and says why.
  run 1 at move "$SRC/golden/cases/at/at-ap-spend-short.case.json"
  out_has ": stops at 1-3, 20 AP of 20"; out_has "refused: the step costs 10 AP and the unit has 0 of its 20 left (at-ap-spend)"
  run 0 at move "$SRC/golden/cases/at/at-ap-spend-exact.case.json" --json
  json 'j["completed"] and j["total"] == 30 and j["ap"] == 30'
  # umpire rulings: the register, then the readings of the texts' slips.
  run 0 rulings --json
  json 'len(j["rulings"]) == 117 and any(r["id"] == "SUPPORT-MISSING-WORD" and r["rulings"] == ["SUPPORT-WHOM"] for r in j["readings"])'
  run 0 rulings; out_has "Readings: where the texts slip"
  # Each cap of a full square says its own reason (2.5's 24 units, 8.3's 12 allied).
  run 0 gitm phase "$SRC/golden/cases/gitm/tactical-phase/p1-twenty-four-units-destination-blocks.case.json"
  out_has "US1IN does not move: 5-8 already holds 24 units (rule 2.5)"
  run 0 gitm phase "$SRC/golden/cases/gitm/tactical-phase/p1-twelve-allied-support-blocks.case.json"
  out_has "US1IN does not move: 5-8 already holds 12 allied units (rule 8.3)"
  run 0 orders check "$ORDERS" --state "$DESK" --json
  json 'j["judged"] and j["errors"] == [] and len(j["submissions"]) > 0 and len(j["orders"]) > 0'
  json 'all(set(s) == {"line","unit","minister","sender","at","verdict","role","rule","reason","superseded_by"} for s in j["submissions"])'
  json 'all(o["line"] > 0 and o["rule"] == "6.1" for o in j["orders"])'
  local secret
  for secret in $(sed -n 's/.*password "\{0,1\}\([^" ]*\).*/\1/p' "$ORDERS"); do
    grep -qF -- "$secret" "$TMP/out" && fail "orders check --json shows the password $secret"
  done
  # The strategic position report (rules 4.1, 4.6): friends by id, others only as words; never an enemy's id.
  run 0 gitm report "$SRC/golden/cases/gitm/report/r4-6-player-sees-his-command.case.json" --player alice
  out_has "  seen by: US1IN US2IN"
  out_has "  friend US3IN at C3-R0"
  out_has "  at C7-R0: regiments (I)"
  grep -q "MX[0-9]" "$TMP/out" && fail "gitm report shows an enemy's id"
  run 0 gitm report "$SRC/golden/cases/gitm/report/r4-1-stack-approximate.case.json" --unit US1IN --json
  json 'set(j) == {"player", "turn", "command", "strategic", "tactical", "moves", "marches", "units", "minister", "submissions", "rulings"} and j["strategic"]["others"][0]["square"] == "C1-R0" and "MX" not in json.dumps(j)'
  run 2 gitm report "$SRC/golden/cases/gitm/report/r4-6-player-sees-his-command.case.json" --player mallory
  err_has "no player \"mallory\""
  # A war minister's form (rules 3.4, 10.6): judged as his, printed without its password.
  printf 'minister MX from alice at 2026-11-23T09:20:00Z password "musket-1"\n  ship 30 from "Puebla" to "Orizaba"\nend\n' \
    > "$TMP/minister.orders"
  run 0 orders check "$TMP/minister.orders" --state "$SRC/golden/cases/gitm/orders/r10-6-war-minister-form.case.json"
  out_has "# line 1: minister MX from alice at 2026-11-23T09:20:00Z: accepted (war-minister), rule 6.1"
  out_has "minister MX from alice at 2026-11-23T09:20:00Z password withheld"
  grep -qF musket-1 "$TMP/out" && fail "orders check shows the war minister's password"
  run 0 orders check "$TMP/minister.orders" --state "$SRC/golden/cases/gitm/orders/r10-6-war-minister-form.case.json" --json
  json 'j["orders"][0]["minister"] == "MX" and j["orders"][0]["unit"] == "" and j["submissions"][0]["role"] == "war-minister"'
  run 0 orders check "$ORDERS" --state "$DESK" --json --defaults
  json 'any(o["line"] == 0 and o["rule"] == "6.9" for o in j["orders"])'
  run 2 orders check - --json <"$TMP/bad.orders" 2>/dev/null || true
  json '(not j["judged"]) and len(j["errors"]) == 1 and j["errors"][0].startswith("<stdin>:2:3") and j["submissions"] == []'
  local dispute
  dispute=$(ls "$SRC"/golden/disputes/*.case.json | head -1)
  run 0 replay "$dispute" --json
  json 'j["result"] == "identical" and j["recorded"] and j["first_difference"] == 0 and all(p["same"] for p in j["phases"])'
  run 0 replay "$TURN" --json
  json 'j["result"] == "not-recorded" and j["seed_commitment"] == "" and len(j["phases"]) > 0 and j["phases"][0]["recorded_state_hash"] == ""'
  run 0 explain "$TURN" --unit US2LC --json
  json 'j["unit"] == "US2LC" and j["to"]["strategic"] == "J1-Y5" and j["from"]["strategic"] == "J2-Y4" and j["fatigue_after"] == 3 and j["phases"][0]["phase"] == "strategic withdrawal"'
  run 0 golden "$DESK" --json
  json 'j["passed"] == 1 and j["failed"] == 0 and j["cases"][0]["status"] == "ok" and j["dir"] == ""'
  (cd "$SRC" && "$UMPIRE" signature --json >"$TMP/out" 2>"$TMP/err") || fail "signature --json failed"
  json 'j["matches"] and j["value"] == j["expected"] and len(j["cases"]) > 0'
}

frontage() {
  # Rule 9.4's three examples, under both readings of a chain of directions.
  for chain in pairs-once neighbours-in-set; do
    run 0 gitm frontage N,E --json --ruling COMBAT-FRONT-CHAIN=$chain
    json 'j["front_spaces"] == 6000 and j["second_spaces"] == 6000 and j["rear_spaces"] == 24000'
    run 0 gitm frontage N,NE --json --ruling COMBAT-FRONT-CHAIN=$chain
    json 'j["front_spaces"] == 4500 and j["rear_spaces"] == 18000'
    run 0 gitm frontage NE,E,N --json --ruling COMBAT-FRONT-CHAIN=$chain
    json 'j["front_spaces"] == 6000 and j["directions"] == "N,NE,E" and j["ruling"] == ""'
  done
  run 0 gitm frontage N,NE,E,SE --json
  json 'j["front_spaces"] == 7500 and j["ruling"] == "COMBAT-FRONT-CHAIN"'
  run 0 gitm frontage N,NE,E,SE --json --ruling COMBAT-FRONT-CHAIN=neighbours-in-set
  json 'j["front_spaces"] == 6000'
  run 0 gitm frontage none --json
  json 'j["front_spaces"] == 3000 and j["directions"] == "" and j["ruling"] == "COMBAT-FRONT-NO-ENTRY"'
  run 0 gitm frontage N
  out_has "front line   3000 spaces"; out_has "rear line    12000 spaces"
  # A bad direction is bad input that names the token.
  run 2 gitm frontage N,NNE; err_has "DIRS: not a direction: \"NNE\""
  run 2 gitm frontage N,N; err_has "direction N is given twice"
  run 2 gitm frontage N --ruling COMBAT-FRONT-CHAIN=longest; err_has "COMBAT-FRONT-CHAIN"
}

contact() {
  # Rule 10.2's line of contact over a case's state (golden/cases/gitm/contact).
  local C=$SRC/golden/cases/gitm/contact OPEN=$SRC/golden/cases/gitm/contact/contact-open-ground-king-distance.case.json
  run 0 gitm contact "$OPEN" US1IN G4-V0 --json
  json 'j["found"] and j["length"] == 4 and j["line"] == ["G1-V0", "G2-V0", "G3-V0", "G4-V0"] and j["side"] == "US" and j["from"]["kind"] == "unit"'
  run 0 gitm contact "$OPEN" US1IN G4-V0
  out_has "Line of contact for US from G0-V0 (US1IN at 7-7) to G4-V0: 4 steps (rule 10.2)"
  out_has "G1-V0 G2-V0 G3-V0 G4-V0"
  # Why there is none (exit 1): the bar nearest the goal, or the end with no clear path.
  run 1 gitm contact "$C/contact-no-entry-enemy-square.case.json" US1IN G4-V0 --json
  json 'not j["found"] and j["stopped"] == "bar" and j["bar"] == "enemy" and j["at"] == "G2-V0"'
  run 1 gitm contact "$C/contact-start-across-the-river.case.json" US1IN G4-V0
  out_has "no line leaves in a direction the start has a clear path to its map's edge in (clear: N S SW W NW"
  run 0 gitm contact "$C/contact-start-across-the-river.case.json" US1IN G4-V0 --ruling CONTACT-TACTICAL-PATH=not-checked
  run 1 gitm contact "$C/contact-city-besieged.case.json" US1IN Puebla; out_has "is besieged (rules 10.2, 10.3)"
  # Ends that are not units need the side; a unit's end sets it.
  run 2 gitm contact "$C/contact-between-allied-cities.case.json" Austin Puebla; err_has "--side: neither end is a unit"
  run 0 gitm contact "$C/contact-between-allied-cities.case.json" Austin Puebla --side US --json
  json 'j["found"] and j["length"] == 4 and j["from"]["kind"] == "city" and j["to"]["tactical"] == "3-7"'
  run 2 gitm contact "$OPEN" US1IN G4-V0 --side MX; err_has "--side: the line is for the units of US, the state of US1IN"
  run 2 gitm contact "$OPEN" G0-V0 G4-V0 --side GB; err_has "--side: no state \"GB\" in the case"
  # Bad input is exit 2 with a message naming the argument, never a crash.
  run 2 gitm contact "$OPEN" US1IN Atlantis; err_has "TO: \"Atlantis\" is not a strategic square (like J2-Y4)"
  run 2 gitm contact "$OPEN" US9IN G4-V0; err_has "FROM: no unit US9IN in the case's state"
  run 2 gitm contact "$OPEN" US1IN A0-P0; err_has "TO: the case's state does not describe the square A0-P0"
  run 2 gitm contact "$OPEN" US1IN G4-V0 --ruling CONTACT-TACTICAL-PATH=maybe; err_has "CONTACT-TACTICAL-PATH"
  run 2 gitm contact "$SRC/golden/cases/gitm/sides/sides-crossing-corner-is-gap.case.json" G0-V0 G1-V0 --side US
  err_has "kind: a sides case has no state"
  run 2 gitm contact "$TMP/missing.case.json" US1IN G4-V0; err_has "No such file or directory"
}

# `umpire gitm turn --orders` (issue 17, docs/orders.md "Several order files"): the
# players' order files instead of the case's lines.
order_files() {
  python3 - "$TURN" "$SRC/golden/cases/gitm/orders/r6-1-last-commander-order-counts.case.json" "$TMP" <<'PY'
import json, sys
turn, desk, tmp = sys.argv[1:]
c = json.load(open(turn))
lines = c['orders']
cut = [i for i, l in enumerate(lines) if l.startswith('unit ')][3]  # the US submissions, then Mexico's
open(tmp + '/us.orders', 'w').write('\n'.join(lines[:cut]) + '\n')
open(tmp + '/mx.orders', 'w').write('# Mexico\n' + '\n'.join(lines[cut:]) + '\n')
c['orders'] = []
json.dump(c, open(tmp + '/bare.case.json', 'w'))
d = json.load(open(desk))  # a state with credentials, as a turn without orders
d['kind'] = 'turn'
d['orders'] = []
json.dump(d, open(tmp + '/desk.case.json', 'w'))
PY
  # The case's lines split into two files give the same turn, to the byte.
  run 0 gitm turn "$TURN" --json; cp "$TMP/out" "$TMP/lines.json"
  run 0 gitm turn "$TMP/bare.case.json" --orders "$TMP/us.orders" "$TMP/mx.orders" --json
  cmp -s "$TMP/out" "$TMP/lines.json" || fail "two order files do not give the turn of the case's lines"
  # Errors name the order file, line and column; each file ends its own submissions.
  printf '# Mexico\nunit MX1IN from gm at 2026-11-23T00:00:00Z\n  pursu\nend\n' >"$TMP/typo.orders"
  run 2 gitm turn "$TMP/bare.case.json" --orders "$TMP/us.orders" "$TMP/typo.orders"
  err_has "$TMP/typo.orders:3:3: unknown field \"pursu\""
  head -n 2 "$TMP/us.orders" >"$TMP/cut.orders"
  run 2 gitm turn "$TMP/bare.case.json" --orders "$TMP/cut.orders" "$TMP/mx.orders"
  err_has "$TMP/cut.orders:1:1: the submission for US1IN has no \`end\`"
  # Without credentials a unit has one submission, in whichever file.
  head -n 4 "$TMP/us.orders" >"$TMP/again.orders"
  run 2 gitm turn "$TMP/bare.case.json" --orders "$TMP/us.orders" "$TMP/mx.orders" "$TMP/again.orders"
  err_has "$TMP/again.orders:1: a second submission for US1IN (the first is at line 1 of $TMP/us.orders)"
  # A file that cannot be read; the case's own lines and files at once.
  run 2 gitm turn "$TMP/bare.case.json" --orders "$TMP/us.orders" "$TMP/missing.orders"
  err_has "$TMP/missing.orders: cannot open the file: No such file or directory"
  run 2 gitm turn "$TURN" --orders "$TMP/us.orders"
  err_has "example-turn.case.json:228:3: orders: the case has its own \"orders\" and --orders gives order files"
  # A turn played from order files is replayed and explained from the same files.
  run 0 replay "$TMP/bare.case.json" --orders "$TMP/us.orders" "$TMP/mx.orders" --record
  cp "$TMP/out" "$TMP/recorded.case.json"
  run 0 replay "$TMP/recorded.case.json" --orders "$TMP/us.orders" "$TMP/mx.orders"
  out_has "identical: all 19 phases give the recorded state hashes and draws"
  run 1 replay "$TMP/recorded.case.json"; out_has "different: the adjudication first differs from the record at phase 3"
  run 0 explain "$TMP/recorded.case.json" --orders "$TMP/us.orders" "$TMP/mx.orders" --unit US2LC
  out_has "ends the turn in J1-Y5 2-3, strength 400"
  # Rule 6.1 at equal times: the later in the stream (files in the order given) counts.
  for f in 5 6; do
    printf 'unit MX3LI from alice at 2026-11-23T10:00:00Z password "musket-1"\n  move %s-%s\nend\n' $f $f >"$TMP/to$f.orders"
  done
  run 0 gitm turn "$TMP/desk.case.json" --orders "$TMP/to5.orders" "$TMP/to6.orders" --json
  json '[u["tactical"] for u in j["units"] if u["id"] == "MX3LI"] == ["6-6"]'
  run 0 gitm turn "$TMP/desk.case.json" --orders "$TMP/to6.orders" "$TMP/to5.orders" --json
  json '[u["tactical"] for u in j["units"] if u["id"] == "MX3LI"] == ["5-5"]'
}

# `umpire gitm turn --out` (issue 17, docs/campaign.md): the next turn as a case a
# later turn reads, round trip through the command line.
next_turn() {
  local DISPUTE=$SRC/golden/disputes/example-turn.case.json
  # Turn 3 of the dispute record, written as turn 4: its orders, seed commitment and
  # recorded adjudication were turn 3's and are gone; rulings and seed are kept.
  run 0 gitm turn "$DISPUTE" --out "$TMP/turn4.case.json"; out_has "turn 4 written to $TMP/turn4.case.json"
  python3 - "$DISPUTE" "$TMP/turn4.case.json" <<'PY' || fail "the written turn 4 is not the next turn of the dispute"
import json, sys
was, now = (json.load(open(f)) for f in sys.argv[1:])
assert now['kind'] == 'turn' and now['state']['turn'] == was['state']['turn'] + 1 == 4
for gone in ('orders', 'seed_commitment', 'seed_nonce', 'recorded'):
    assert not now.get(gone), gone
assert now['seed'] == was['seed'] and now.get('rulings') == was.get('rulings')
assert all('move' not in u and 'march' not in u for u in now['state']['units'])
PY
  # Turn 4 loads, validates and adjudicates, from order files, and writes turn 5.
  printf 'unit US3IN from gm at 2026-11-30T00:00:00Z\n  march battle\nend\n' >"$TMP/turn4.orders"
  run 0 gitm turn "$TMP/turn4.case.json" --orders "$TMP/turn4.orders" --out "$TMP/turn5.case.json" --next-seed 0x2a
  out_has "end of turn (rule 3.2)"
  run 0 gitm turn "$TMP/turn5.case.json" --json
  json 'j["phases"][-1]["step"] == "end-of-turn"'
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); sys.exit(0 if c["seed"] == "000000000000002a" and c["state"]["turn"] == 5 else 1)' \
    "$TMP/turn5.case.json" || fail "--next-seed is not turn 5's seed"
  # An existing file is kept unless --force; nothing is adjudicated when it is refused.
  run 2 gitm turn "$DISPUTE" --out "$TMP/turn4.case.json"; err_has "$TMP/turn4.case.json: --out: exists already"
  [ -s "$TMP/out" ] && fail "a refused --out still printed the turn"
  run 0 gitm turn "$DISPUTE" --out "$TMP/turn4.case.json" --force
  run 2 gitm turn "$DISPUTE" --force; err_has "--force: goes with --out or --reports"
  run 2 gitm turn "$DISPUTE" --out "$TMP/no/such/dir/next.json"; err_has "--out: could not be written"
  # No password in clear: the players' own, from their order files, never reach it.
  python3 - "$SRC/golden/cases/gitm/orders/r6-1-last-commander-order-counts.case.json" "$TMP/desk.case.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d['kind'] = 'turn'
d['orders'] = []
json.dump(d, open(sys.argv[2], 'w'))
PY
  printf 'unit MX3LI from alice at 2026-11-23T10:00:00Z password "musket-1"\n  move 6-6\nend\n' >"$TMP/alice.orders"
  run 0 gitm turn "$TMP/desk.case.json" --orders "$TMP/alice.orders" --out "$TMP/desk-next.case.json"
  grep -q 'musket-1' "$TMP/desk-next.case.json" && fail "a clear password was written to the next turn"
  grep -q '"pbkdf2-sha256\$1000\$' "$TMP/desk-next.case.json" || fail "the players' password hashes were not kept"
}

# `umpire gitm turn --reports DIR` (issue 17; rules 4.2, 4.4, 4.6, 10.11): each player's
# report files, holding what he may know and nothing more.
reports() {
  python3 - "$SRC/golden/cases/gitm/turn/basic-sequence-no-combat-in-phase-5.case.json" \
    "$SRC/golden/cases/gitm/report/r4-6-player-sees-his-command.case.json" "$TMP/duel.case.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
cred = json.load(open(sys.argv[2]))['state']['credentials']
cred['assignments'] = [{'unit': 'US1IN', 'commander': 'alice'}, {'unit': 'MX1IN', 'commander': 'bob'}]
d['state']['credentials'] = cred
d['orders'] = []
json.dump(d, open(sys.argv[3], 'w'))
PY
  printf 'unit US1IN from alice at 2026-11-23T10:00:00Z password "musket-1"\n  move 7-7 phase 5\nend\n' >"$TMP/alice.orders"
  run 0 gitm turn "$TMP/duel.case.json" --orders "$TMP/alice.orders" --reports "$TMP/reports"
  for f in alice.txt alice.json bob.txt bob.json carol.txt carol.json; do
    [ -s "$TMP/reports/$f" ] || fail "--reports wrote no $f"
  done
  grep -rq 'musket-1' "$TMP/reports" && fail "a report holds a clear password"
  # bob's MX1IN (7-7) saw US1IN come from 3-7 and halt at 6-7 (8.3: no combat in phase 5).
  grep -qF "tactical phase 5, map G4-V6: US1IN moved from 3-7 to 6-7" "$TMP/reports/bob.txt" \
    || fail "bob's report lacks US1IN's move: $(cat "$TMP/reports/bob.txt")"
  grep -qF "sighted US1IN (US infantry) at 6-7" "$TMP/reports/bob.txt" || fail "bob's map lacks US1IN"
  # alice's own unit: its move in its status report, MX1IN sighted; carol has no unit: nothing.
  grep -qF "tactical phase 5: moved" "$TMP/reports/alice.txt" || fail "alice's status report lacks her move"
  grep -qF "sighted MX1IN (MX infantry) at 7-7" "$TMP/reports/alice.txt" || fail "alice's map lacks MX1IN"
  grep -q "[UM][SX]1IN" "$TMP/reports/carol.txt" && fail "carol, commanding nothing, learnt of a unit"
  python3 - "$TMP/reports/bob.json" <<'PY' || fail "bob.json is not his report"
import json, sys
j = json.load(open(sys.argv[1]))
assert j['player'] == 'bob' and j['command'] == ['MX1IN']
assert j['moves'] == [{'phase': 5, 'square': 'G4-V6', 'unit': 'US1IN', 'state': 'US', 'type': 'infantry', 'from': '3-7', 'to': '6-7'}], j['moves']
assert [u['unit'] for u in j['units']] == ['MX1IN'] and j['units'][0]['happened'] == []
PY
  # REPORT-SIGHTED-IDENTITY type-only: bob learns a US infantry unit moved, not which.
  run 0 gitm turn "$TMP/duel.case.json" --orders "$TMP/alice.orders" --reports "$TMP/typed" --ruling REPORT-SIGHTED-IDENTITY=type-only
  grep -q "US1IN" "$TMP/typed/bob.txt" && fail "type-only still names US1IN to bob"
  grep -qF "US infantry moved from 3-7 to 6-7" "$TMP/typed/bob.txt" || fail "type-only lost the move"
  # A folder with reports in it is not written over; nothing is adjudicated then.
  run 2 gitm turn "$TMP/duel.case.json" --orders "$TMP/alice.orders" --reports "$TMP/reports"
  err_has "--reports: must be a new or empty folder"
  [ -s "$TMP/out" ] && fail "a refused --reports still printed the turn"
  run 0 gitm turn "$TMP/duel.case.json" --orders "$TMP/alice.orders" --reports "$TMP/reports" --force
}

case $SECTION in
  files) printf 'unit US1IN from gm at 2026-11-23T00:00:00Z\n  bogus\nend\n' >"$TMP/bad.orders"; files ;;
  seeds) seeds ;;
  frontage) frontage ;;
  contact) contact ;;
  order-files) order_files ;;
  next-turn) next_turn ;;
  reports) reports ;;
  json) printf 'unit US1IN from gm at 2026-11-23T00:00:00Z\n  bogus\nend\n' >"$TMP/bad.orders"; json_outputs ;;
  *) echo "unknown section $SECTION" >&2; exit 2 ;;
esac
finish "cli $SECTION"
