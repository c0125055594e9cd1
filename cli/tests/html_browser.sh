#!/usr/bin/env bash
# The HTML report in a real browser (issue 17): headless Chromium loads the page
# `umpire report --html` writes for a turn with moves, blocked squares and a battle,
# and the DOM it renders is checked: a counter per unit on each tactical map in the
# last phase, an arrow per tactical move, the battle marked, no script error. A
# player's page holds no unit he could not know. The bundled campaign's latest turn,
# drawn from its folder, loads and renders its counters without a script error.
# Screenshots of each are kept in ARTIFACTS (CTest: the build folder's html-report/)
# for a person to look at.
#   html_browser.sh UMPIRE SOURCE_DIR ARTIFACTS
# Exits 77 (CTest: skipped) when no chromium is installed (ci/install-deps.sh installs it).
set -u
UMPIRE=$1 SRC=$2 OUT=$3
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then
  echo "html_browser: no chromium; ci/install-deps.sh installs it" >&2
  exit 77
fi
mkdir -p "$OUT"
. "$(dirname "$0")/lib.sh"

# A turn with everything to draw: the first turn of the rules signature's set (40
# units; moves, blocked squares, two battles, strategic marches).
CASE=$SRC/golden/signature/turn-1.case.json
"$UMPIRE" report "$CASE" --html "$TMP/turn.html" || fail "umpire report --html failed"
"$UMPIRE" gitm turn "$CASE" --json >"$TMP/turn.json" || fail "umpire gitm turn --json failed"

# The DOM after the page's script ran, and a screenshot. Root needs --no-sandbox;
# the profile folder keeps Chromium from touching the user's.
browse() {
  "$BROWSER" --headless=new --no-sandbox --disable-gpu --user-data-dir="$TMP/profile" \
    --enable-logging=stderr --v=0 "$@" 2>>"$TMP/console.log"
}
browse --dump-dom "file://$TMP/turn.html" >"$TMP/turn.dom" || fail "chromium could not load the page"
browse --window-size=1400,2400 --screenshot="$OUT/turn.png" "file://$TMP/turn.html" >/dev/null || fail "no screenshot"
[ -s "$OUT/turn.png" ] || fail "the screenshot is empty"

python3 - "$TMP/turn.dom" "$TMP/turn.json" <<'PY' || fail "the rendered page is not the turn"
import html.parser, json, sys
class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.counters, self.arrows, self.battles, self.errors, self.frames, self.maps = [], [], [], [], '', 0, []
        self.in_errors = False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get('class', '')
        hidden = 'display: none' in a.get('style', '')
        if tag == 'g' and cls == 'counter': self.counters.append((a.get('data-frame'), a.get('data-unit'), hidden))
        if tag == 'line' and cls.startswith('arrow'): self.arrows.append((cls, a.get('data-frame'), hidden))
        if tag == 'g' and cls == 'battle': self.battles.append(hidden)
        if tag == 'div' and a.get('id') == 'errors': self.in_errors = True
        if tag == 'li': self.frames += 1
        if tag == 'section' and cls == 'tactical-map': self.maps.append(a.get('data-square'))
    def handle_endtag(self, tag):
        if tag == 'div': self.in_errors = False
    def handle_data(self, data):
        if self.in_errors: self.errors += data
p = Page(); p.feed(open(sys.argv[1]).read())
turn = json.load(open(sys.argv[2]))
assert p.errors.strip() == '', 'script errors: ' + p.errors
last = str(p.frames - 1)
shown = [c for c in p.counters if not c[2]]
assert shown and all(c[0] == last for c in shown), 'the slider does not show the last phase alone'
maps = set(p.maps)
assert maps, 'no tactical map drawn'
units = {u['id'] for u in turn['units'] if u['strategic'] in maps}
assert {c[1] for c in shown if c[1]} == units, (sorted({c[1] for c in shown}), sorted(units))
moves = sum(1 for ph in turn['tactical'] for u in ph.get('units', [])
            if u.get('kind', 'none') != 'none' and u['from'] != u['to'] and u['strategic'] in maps)
tactical = [a for a in p.arrows if 'tactical' in a[0]]
assert len(tactical) == moves and moves > 0, (len(tactical), moves)
strategic = sum(1 for ph in turn['strategic'] for u in ph.get('units', []) if u.get('moved'))
assert len([a for a in p.arrows if 'strategic' in a[0]]) == strategic, strategic
battles = sum(1 for ph in turn['tactical'] for b in ph.get('battles', []) if b['strategic'] in maps)
assert len(p.battles) == battles and battles > 0, (len(p.battles), battles)
print('html_browser: %d counters shown, %d tactical arrows, %d battles, %d phases' % (len(shown), len(tactical), battles, p.frames))
PY
grep -E "Uncaught|CONSOLE.*[Ee]rror" "$TMP/console.log" && fail "the browser logged script errors"

# The bundled campaign's latest turn drawn from its folder (umpire report DIR --html),
# 128 units: it loads, its script runs without error, and its counters render.
"$UMPIRE" report "$SRC/golden/campaign/border-war" --html "$TMP/campaign.html" || fail "umpire report DIR --html failed"
: >"$TMP/console.log"
browse --dump-dom "file://$TMP/campaign.html" >"$TMP/campaign.dom" || fail "chromium could not load the campaign's page"
browse --window-size=1400,2400 --screenshot="$OUT/campaign.png" "file://$TMP/campaign.html" >/dev/null || fail "no campaign screenshot"
grep -q 'class="counter"' "$TMP/campaign.dom" || fail "the campaign's page shows no counter"
grep -E "Uncaught|CONSOLE.*[Ee]rror" "$TMP/console.log" && fail "the browser logged script errors on the campaign's page"

# A player's page: only what his report holds. carol commands nothing there, so her
# page has no counter at all; the game master's title is still escaped.
python3 - "$SRC/golden/cases/gitm/turn/basic-sequence-no-combat-in-phase-5.case.json" \
  "$SRC/golden/cases/gitm/report/r4-6-player-sees-his-command.case.json" "$TMP/duel.case.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d['title'] = '<script>alert(1)</script> & a duel'
d['state']['credentials'] = json.load(open(sys.argv[2]))['state']['credentials']
d['state']['credentials']['assignments'] = [{'unit': 'US1IN', 'commander': 'alice'}, {'unit': 'MX1IN', 'commander': 'bob'}]
json.dump(d, open(sys.argv[3], 'w'))
PY
for who in bob carol; do
  "$UMPIRE" report "$TMP/duel.case.json" --player "$who" --html "$TMP/$who.html" || fail "--player $who failed"
  browse --dump-dom "file://$TMP/$who.html" >"$TMP/$who.dom" || fail "chromium could not load $who's page"
done
browse --window-size=1000,1400 --screenshot="$OUT/player.png" "file://$TMP/bob.html" >/dev/null || fail "no player screenshot"
grep -q '<script>alert' "$TMP/bob.html" && fail "the title was not escaped"
grep -q 'data-unit="MX1IN"' "$TMP/bob.dom" || fail "bob's page lacks his own MX1IN"
grep -q 'data-unit="US1IN"' "$TMP/bob.dom" || fail "bob's page lacks US1IN, sighted on his map"
grep -q 'class="counter"' "$TMP/carol.dom" && fail "carol, commanding nothing, sees a counter"
[ "$failures" -eq 0 ] || { echo "html_browser: $failures failure(s)" >&2; exit 1; }
echo "html_browser: ok; screenshots in $OUT"
