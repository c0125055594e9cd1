#!/usr/bin/env bash
# `umpire campaign` through the built binary (CTest cli:campaign; docs/campaign.md):
#   campaign_test.sh UMPIRE SOURCE_DIR
# A turn of a campaign folder from init to verify: the window refuses a late file,
# arrival (not the player's stamp) decides which order counts (rule 6.1), a finished
# turn is never run again, tampering is found, and no clear password is ever kept.
set -u
UMPIRE=$1 SRC=$2
. "$(dirname "$0")/lib.sh"
tactical_of() {  # tactical_of CASE UNIT
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1])); print([u["tactical"] for u in c["state"]["units"] if u["id"]==sys.argv[2]][0])' "$1" "$2"
}

# The order desk's bundled case for rule 6.1 (players alice, bob, carol; MX3LI
# commanded by alice, bob its deputy) as a turn without orders.
python3 - "$SRC/golden/cases/gitm/orders/r6-1-last-commander-order-counts.case.json" "$TMP/start.case.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
c['kind'] = 'turn'
c['orders'] = []
json.dump(c, open(sys.argv[2], 'w'))
PY
D=$TMP/camp
# Outside the checkout, so that no command works out the rules signature (a second each).
cd "$TMP" || exit 2
run 0 campaign init "$D" --from "$TMP/start.case.json"; out_has "turn 0001 starts from"
run 2 campaign init "$D" --from "$TMP/start.case.json"; err_has "exists already: this folder holds a campaign"
run 0 campaign status "$D" --at 2026-11-23T09:00:00Z
out_has "commitment: none yet"; out_has "next step: publish the turn's commitment"
run 2 campaign run "$D" --at 2026-11-23T09:00:00Z; err_has "missing: a turn is run only with a published commitment"

# alice writes twice: the later file (stamped earlier, backdated) arrives later and counts.
NONCE=00112233445566778899aabbccddeeff
printf 'nonce %s\nunit MX3LI from alice at 2026-11-23T23:00:00Z password "musket-1"\n  move 5-5\nend\n' $NONCE >"$TMP/alice-1.orders"
printf 'unit MX3LI from alice at 2026-11-23T10:30:00Z password "musket-1"\n  move 6-6\nend\n' >"$TMP/alice-2.orders"
printf 'unit MX3LI from bob at 2026-11-23T12:00:00Z password "not-sabre"\n  move 9-9\nend\n' >"$TMP/bob.orders"
printf 'unit MX4IN from carol at 2026-11-23T12:00:00Z password "lance-1"\n  move 8-8\nend\n' >"$TMP/carol.orders"
run 1 campaign receive "$D" "$TMP/alice-1.orders" --at 2026-11-23T09:30:00Z
out_has "refused: no submission window is open"
run 0 campaign commit "$D" --at 2026-11-23T10:00:00Z --deadline 2026-11-24T00:00:00Z; out_has "commitment: sha256:"
run 2 campaign commit "$D" --at 2026-11-23T10:00:00Z --deadline 2026-11-25T00:00:00Z; err_has "a turn has one commitment"
run 0 campaign receive "$D" "$TMP/alice-1.orders" --at 2026-11-23T12:00:00Z
out_has "0002-alice-1.orders: arrived 2026-11-23T12:00:00Z, accepted"
out_has "stamped 2026-11-23T23:00:00Z (judged at arrival), password matched"
run 0 campaign receive "$D" "$TMP/alice-2.orders" --at 2026-11-23T13:00:00Z
run 0 campaign receive "$D" "$TMP/bob.orders" --at 2026-11-23T14:00:00Z; out_has "password wrong"
run 1 campaign receive "$D" "$TMP/carol.orders" --at 2026-11-24T00:00:01Z
out_has "refused: arrived after the deadline 2026-11-24T00:00:00Z"
run 0 campaign status "$D" --at 2026-11-23T20:00:00Z
out_has "received: 5 files (3 accepted, 2 refused)"; out_has "next step: receive order files until 2026-11-24T00:00:00Z"
run 2 campaign run "$D" --at 2026-11-23T20:00:00Z; err_has "the submission window is open until 2026-11-24T00:00:00Z"
run 0 campaign status "$D" --at 2026-11-24T01:00:00Z; out_has "next step: ready to run"

run 0 campaign run "$D" --at 2026-11-24T02:00:00Z
out_has "adjudicated with seed"; out_has "stamped 2026-11-23T10:30:00Z"; out_has "refused: arrived after the deadline"
# Dice nobody can choose: the turn's seed from the committed one and alice's nonce,
# checked by umpire seed verify and by the documented sha256sum recipe.
seed_of() { sed -n "s/^$1: //p" "$D/turns/0001/seed.txt"; }
[ "$(seed_of 'player nonce')" = "$NONCE" ] || fail "seed.txt does not list the player's nonce"
run 0 seed verify --commitment "$(seed_of commitment)" --seed "$(seed_of seed)" --nonce "$(seed_of nonce)" --derive --player-nonce $NONCE
out_has "turn seed: $(seed_of 'turn seed')"
recipe=$(printf 'umpire turn seed v1\nseed=%s\nnonce=%s\n' "$(seed_of seed)" $NONCE | sha256sum | cut -c1-16)
[ "$recipe" = "$(seed_of 'turn seed')" ] || fail "the sha256sum recipe gives $recipe, not the turn seed"
run 2 seed verify --commitment "$(seed_of commitment)" --seed "$(seed_of seed)" --nonce "$(seed_of nonce)" --player-nonce $NONCE
err_has "--player-nonce: goes with --derive"
# Rule 6.1 by arrival: alice's second file counts although its stamp is the earlier.
[ "$(tactical_of "$D/turns/0002/start.case.json" MX3LI)" = "6-6" ] || fail "the later arrival did not count for MX3LI"
# Each player's report: his units' detection report (4.1) and the verdicts on his own files.
grep -qF "friend MX4IN at J2-Y4" "$D/turns/0001/reports/alice.txt" || fail "alice's report lacks her friends (4.1)"
grep -qF "0003-alice-2.orders:1 MX3LI: accepted (rule 6.1)" "$D/turns/0001/reports/alice.txt" || fail "alice's report lacks her verdict"
grep -qF "0004-bob.orders:1 MX3LI: wrong-password" "$D/turns/0001/reports/bob.txt" || fail "bob's report lacks his verdict"
grep -qF "0005-carol.orders:1 MX4IN: refused" "$D/turns/0001/reports/carol.txt" || fail "carol's report lacks her late file"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(0 if r["player"]=="alice" and r["strategic"]["friends"] else 1)' \
  "$D/turns/0001/reports/alice.json" || fail "alice's JSON report"
run 0 campaign status "$D" --at 2026-11-24T03:00:00Z; out_has "current turn: 0002"; out_has "last results: 2026-11-24T02:00:00Z"
run 0 campaign verify "$D"; out_has "matches the commitment"; out_has "ok: turn 0001 replays from the folder as recorded"
run 0 campaign verify "$D" --turn 1
run 2 campaign verify "$D" --turn 2; err_has "turn 0002 is not finished"
# The next window opens only after the results.
run 2 campaign commit "$D" --at 2026-11-24T01:00:00Z --deadline 2026-11-25T00:00:00Z; err_has "before the last turn's results"

# No clear password anywhere in the folder: the received files hold them masked.
grep -rqF -e musket-1 -e not-sabre -e lance-1 "$D" && fail "a clear password is kept in the campaign folder"
grep -qF 'password "***"' "$D/turns/0001/received/0002-alice-1.orders" || fail "alice's checked password is not masked as ***"
grep -qF 'password withheld' "$D/turns/0001/received/0004-bob.orders" || fail "bob's wrong password is not withheld"

# A finished turn is never run again, even with campaign.json pointing back at it.
cp "$D/campaign.json" "$TMP/campaign.json"
sed -i 's/"turn": 2/"turn": 1/' "$D/campaign.json"
run 2 campaign run "$D" --at 2026-11-24T05:00:00Z; err_has "turn 0001 is finished and is never run again"
cp "$TMP/campaign.json" "$D/campaign.json"

# Tampering: a received file changed is found; changed with its recorded digest too,
# the adjudication differs from the record.
cp "$D/turns/0001/received/0003-alice-2.orders" "$TMP/saved.orders"
cp "$D/turns/0001/received.json" "$TMP/received.json"
sed -i 's/move 6-6/move 7-7/' "$D/turns/0001/received/0003-alice-2.orders"
run 1 campaign verify "$D"; out_has "different: "; out_has "0003-alice-2.orders: its bytes are not those received.json records"
python3 - "$D/turns/0001/received.json" "$D/turns/0001/received/0003-alice-2.orders" <<'PY'
import hashlib, json, sys
r = json.load(open(sys.argv[1]))
for f in r['files']:
    if f['stored'] == '0003-alice-2.orders':
        f['stored_sha256'] = hashlib.sha256(open(sys.argv[2], 'rb').read()).hexdigest()
json.dump(r, open(sys.argv[1], 'w'))
PY
run 1 campaign verify "$D"; out_has "different: phase"
cp "$TMP/saved.orders" "$D/turns/0001/received/0003-alice-2.orders"
cp "$TMP/received.json" "$D/turns/0001/received.json"
# A file refused against the folder's own evidence (here alice's second, recorded refused) is found.
python3 - "$D/turns/0001/received.json" <<'PY'
import hashlib, json, sys
r = json.load(open(sys.argv[1]))
for f in r['files']:
    if f['stored'] == '0003-alice-2.orders':
        f['verdict'], f['reason'] = 'refused', 'the file has errors'
json.dump(r, open(sys.argv[1], 'w'))
PY
run 1 campaign verify "$D"; out_has "0003-alice-2.orders: recorded refused, but it arrived at 2026-11-23T13:00:00Z, inside the window, and has no errors"
cp "$TMP/received.json" "$D/turns/0001/received.json"
run 0 campaign verify "$D"

# Reassignments and password changes from the players (rules 3.4, 6.2, 6.10): carol is
# Mexico's war minister, bob commands Mexico's army headquarters MX1AQ, dave the United
# States' US1AQ; alice commands MX3LI and nothing else.
python3 - "$TMP/start.case.json" "$TMP/senders.case.json" <<'PY'
import hashlib, json, sys
c = json.load(open(sys.argv[1]))
s = c['state']
s['states'].append({'id': 'US', 'home': 'US'})
s['relations'] = [{'a': 'MX', 'b': 'US', 'relation': 'hostile'}]
s['units'] += [{'id': 'MX1AQ', 'state': 'MX', 'strength': 100, 'initiative': 3, 'strategic': 'J2-Y4', 'tactical': '1-1'},
               {'id': 'US1AQ', 'state': 'US', 'strength': 100, 'initiative': 3, 'strategic': 'J3-Y4', 'tactical': '1-1'}]
cr = s['credentials']
cr['players'].append({'name': 'dave', 'password': 'pbkdf2-sha256$1000$%s$%s' % (
    b'dave--01'.hex(), hashlib.pbkdf2_hmac('sha256', b'rifle-1', b'dave--01', 1000).hex())})
cr['assignments'] += [{'unit': 'MX1AQ', 'commander': 'bob'}, {'unit': 'US1AQ', 'commander': 'dave'}]
cr['war_ministers'] = [{'state': 'MX', 'player': 'carol'}]
json.dump(c, open(sys.argv[2], 'w'))
PY
S=$TMP/senders
run 0 campaign init "$S" --from "$TMP/senders.case.json"
run 0 campaign commit "$S" --at 2026-11-23T10:00:00Z --deadline 2026-11-24T00:00:00Z
printf 'reassign MX4IN from carol at 2026-11-23T10:00:00Z password "lance-1"\n  commander alice\nend\n' >"$TMP/carol-r.orders"
printf 'reassign MX5MI from bob at 2026-11-23T10:00:00Z password "sabre-1"\n  deputy bob\nend\n' >"$TMP/bob-r.orders"
printf 'reassign MX3LI from dave at 2026-11-23T10:00:00Z password "rifle-1"\n  commander dave\nend\n' >"$TMP/dave-r.orders"
printf 'reassign MX3LI from alice at 2026-11-23T10:00:00Z password "musket-1"\n  deputy carol\nend\n' >"$TMP/alice-r.orders"
printf 'unit MX3LI from alice at 2026-11-23T10:00:00Z password "musket-1"\n  move 5-5\nend\n' >"$TMP/alice-early.orders"
printf 'change-password from alice at 2026-11-23T10:00:00Z password "musket-1"\n  new-password "musket-2"\nend\n' >"$TMP/alice-pw.orders"
printf 'unit MX3LI from alice at 2026-11-23T10:00:00Z password "musket-1"\n  move 7-7\nend\n' >"$TMP/alice-old.orders"
printf 'unit MX4IN from alice at 2026-11-23T10:00:00Z password "musket-2"\n  move 8-8\nend\n' >"$TMP/alice-new.orders"
run 0 campaign receive "$S" "$TMP/carol-r.orders" --at 2026-11-23T10:30:00Z
out_has "reassign MX4IN from carol, stamped 2026-11-23T10:00:00Z: accepted (rule 3.4): from then on alice commands MX4IN"
run 0 campaign receive "$S" "$TMP/bob-r.orders" --at 2026-11-23T10:40:00Z
out_has "reassign MX5MI from bob, stamped 2026-11-23T10:00:00Z: accepted (rule 3.4): from then on carol commands MX5MI, bob its deputy"
run 0 campaign receive "$S" "$TMP/dave-r.orders" --at 2026-11-23T10:50:00Z
out_has "reassign MX3LI from dave, stamped 2026-11-23T10:00:00Z: refused (rule 3.4): the sender commands the army headquarters US1AQ of US, which cannot assign the commanders of MX's units"
run 0 campaign receive "$S" "$TMP/alice-r.orders" --at 2026-11-23T10:55:00Z
out_has "refused (rule 3.4): the sender is neither MX's war minister nor the commander of an army headquarters of MX"
run 0 campaign receive "$S" "$TMP/alice-early.orders" --at 2026-11-23T11:00:00Z; out_has "password matched"
run 0 campaign receive "$S" "$TMP/alice-pw.orders" --at 2026-11-23T12:00:00Z
out_has "change-password from alice, stamped 2026-11-23T10:00:00Z: accepted (rule 6.10)"
run 0 campaign receive "$S" "$TMP/alice-old.orders" --at 2026-11-23T13:00:00Z; out_has "password wrong"
run 0 campaign receive "$S" "$TMP/alice-new.orders" --at 2026-11-23T14:00:00Z; out_has "password matched"
grep -rqF -e musket-2 -e rifle-1 "$S" && fail "a clear password (old or new) is kept in the campaign folder"
grep -qF 'new-password "***"' "$S/turns/0001/received/0006-alice-pw.orders" || fail "the new password is not stored masked"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); h=[c["password_hash"] for f in r["files"] for c in f.get("changes",[]) if c["form"]=="change-password"]; sys.exit(0 if len(h)==1 and h[0].startswith("$argon2id$") else 1)' \
  "$S/turns/0001/received.json" || fail "received.json lacks the new password's hash"
run 0 campaign run "$S" --at 2026-11-24T01:00:00Z
# The order sent with the old password before the change counts (6.10), the one after it does not.
[ "$(tactical_of "$S/turns/0002/start.case.json" MX3LI)" = "5-5" ] || fail "MX3LI did not obey the order sent before the password change"
[ "$(tactical_of "$S/turns/0002/start.case.json" MX4IN)" = "8-8" ] || fail "MX4IN did not obey its new commander's order under the new password"
grep -qF "0007-alice-old.orders:1 MX3LI: wrong-password (rule 6.10)" "$S/turns/0001/reports/alice.txt" || fail "alice's report lacks the 6.10 refusal"
grep -qF "0006-alice-pw.orders:1 change-password: accepted (rule 6.10)" "$S/turns/0001/reports/alice.txt" || fail "alice's report lacks her password change"
grep -qF "0001-carol-r.orders:1 reassign MX4IN: accepted (rule 3.4)" "$S/turns/0001/reports/carol.txt" || fail "carol's report lacks her reassignment"
grep -qF "0003-dave-r.orders:1 reassign MX3LI: refused (rule 3.4)" "$S/turns/0001/reports/dave.txt" || fail "dave's report lacks his refusal"
python3 - "$S/turns/0002/start.case.json" <<'PY' || fail "the next turn's credentials lack the changes"
import json, sys
cr = json.load(open(sys.argv[1]))['state']['credentials']
a = {x['unit']: x for x in cr['assignments']}
alice = [p['password'] for p in cr['players'] if p['name'] == 'alice'][0]
ok = a['MX4IN']['commander'] == 'alice' and a['MX5MI'].get('deputy') == 'bob' and a['MX3LI']['commander'] == 'alice'
sys.exit(0 if ok and alice.startswith('$argon2id$') and not cr.get('reassignments') else 1)
PY
run 0 campaign verify "$S"; out_has "ok: turn 0001 replays from the folder as recorded"
# A refusal recorded as accepted is found.
cp "$S/turns/0001/received.json" "$TMP/received.json"
python3 - "$S/turns/0001/received.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for f in r['files']:
    for c in f.get('changes', []):
        if c['sender'] == 'dave': c['verdict'], c['commander'] = 'accepted', 'dave'
json.dump(r, open(sys.argv[1], 'w'))
PY
run 1 campaign verify "$S"; out_has "0003-dave-r.orders:1: reassign MX3LI recorded accepted, but judged again at its arrival it is refused"
cp "$TMP/received.json" "$S/turns/0001/received.json"

# Several files at once, in the order given: progress on stderr only on a terminal.
P=$TMP/many
run 0 campaign init "$P" --from "$TMP/start.case.json"
run 0 campaign commit "$P" --at 2026-11-23T10:00:00Z --deadline 2026-11-24T00:00:00Z
run 0 campaign receive "$P" "$TMP/alice-2.orders" "$TMP/bob.orders" "$TMP/carol.orders" --at 2026-11-23T11:00:00Z
out_has "0001-alice-2.orders: arrived 2026-11-23T11:00:00Z, accepted"; out_has "0003-carol.orders: arrived"
[ -s "$TMP/err" ] && fail "campaign receive wrote progress to a stderr that is no terminal: $(head -c 300 "$TMP/err")"
script -qec "$UMPIRE campaign receive $P $TMP/alice-1.orders $TMP/carol.orders --at 2026-11-23T12:00:00Z" /dev/null >"$TMP/tty" 2>&1
grep -qF "umpire campaign receive: file 2 of 2: $TMP/carol.orders" "$TMP/tty" || fail "no progress on a terminal: $(head -c 400 "$TMP/tty")"
grep -qF "0005-carol.orders: arrived 2026-11-23T12:00:00Z, accepted" "$TMP/tty" || fail "the second file was not received"

# umpire report DIR --html: a finished turn drawn again from what the folder records,
# the page `umpire report CASE --html` draws for the case the run judged (its record,
# with the orders as accepted: each file's stamps replaced by its arrival time).
run 2 report "$P" --html "$TMP/p.html"; err_has "$P/campaign.json: no turn of this campaign is finished yet"
run 2 report "$D" --html "$TMP/d.html" --turn 2
err_has "$D/turns/0002/seed.txt: missing: turn 0002 is not finished (the campaign's current turn is 0002)"
run 2 report "$D" --html "$TMP/d.html" --turn 7; err_has "missing: turn 0007 is not finished"
run 2 report "$D" --html "$TMP/d.html" --orders "$TMP/alice-1.orders"; err_has "--orders: goes with a turn case"
run 2 report "$D/turns/0001/record.case.json" --html "$TMP/d.html" --turn 1; err_has "--turn: goes with a campaign folder"
run 0 report "$D" --html "$TMP/d.html"
run 0 report "$D" --html "$TMP/d1.html" --turn 1
cmp -s "$TMP/d.html" "$TMP/d1.html" || fail "the latest finished turn is not turn 1"
mkdir -p "$TMP/arrived"
for f in 0002-alice-1.orders:2026-11-23T12:00:00Z 0003-alice-2.orders:2026-11-23T13:00:00Z 0004-bob.orders:2026-11-23T14:00:00Z; do
  sed -E "s/ at [0-9T:-]+Z/ at ${f#*:}/" "$D/turns/0001/received/${f%%:*}" >"$TMP/arrived/${f%%:*}"
done
run 0 report "$D/turns/0001/record.case.json" --html "$TMP/case.html" --orders "$TMP"/arrived/*.orders
cmp -s "$TMP/d.html" "$TMP/case.html" || fail "report DIR does not draw the page report CASE draws for the turn as judged"
run 0 report "$D/turns/0001/record.case.json" --html "$TMP/stamps.html" --orders "$D"/turns/0001/received/000[234]-*
cmp -s "$TMP/d.html" "$TMP/stamps.html" && fail "report DIR judged the players' stamps, not the arrival times"
run 0 report "$D" --html "$TMP/alice.html" --player alice
grep -qF 'data-unit="MX3LI"' "$TMP/alice.html" || fail "alice's page lacks her unit"
cmp -s "$TMP/d.html" "$TMP/alice.html" && fail "alice's page is the game master's"

# umpire replay --record never prints a password in clear: the case's order lines are
# masked (*** where it matched, withheld where not) and the masked case replays as recorded.
python3 - "$SRC/golden/cases/gitm/orders/r6-1-last-commander-order-counts.case.json" "$TMP/lines.case.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
c['kind'] = 'turn'
c['orders'] = [l.replace('"sabre-1"', '"not-sabre"') for l in c['orders']]
json.dump(c, open(sys.argv[2], 'w'))
PY
run 0 replay "$TMP/lines.case.json" --record; cp "$TMP/out" "$TMP/recorded.case.json"
grep -qF -e musket-1 -e not-sabre "$TMP/recorded.case.json" && fail "replay --record printed a clear password"
grep -qF 'password \"***\"' "$TMP/recorded.case.json" || fail "replay --record did not mask alice's password as ***"
grep -qF 'password withheld' "$TMP/recorded.case.json" || fail "replay --record did not withhold bob's wrong password"
run 0 replay "$TMP/recorded.case.json"; out_has "identical: all 19 phases"
run 0 gitm turn "$TMP/lines.case.json" --json; cp "$TMP/out" "$TMP/clear.json"
run 0 gitm turn "$TMP/recorded.case.json" --json
python3 -c 'import json,sys; a,b=(json.load(open(f)) for f in sys.argv[1:]); sys.exit(0 if a["units"]==b["units"] else 1)' \
  "$TMP/clear.json" "$TMP/out" || fail "the masked record does not play the turn the clear case plays"

finish "cli campaign"
