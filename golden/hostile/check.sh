#!/usr/bin/env bash
# Issue 18 end to end: hostile files (escape codes, a C1 CSI, bidi overrides in a
# dispute record's title and recorded engine, in AT unit and landscape names, in a
# file name and an argument) go through the umpire binary, and
#  - neither stdout nor stderr holds a raw control byte, DEL, C1 or bidi control,
#    and both are valid UTF-8;
#  - the hostile text is still shown, escaped (\x1b, \u{202e}, \u{9b}; \u001B in JSON);
#  - `umpire replay` ends with its verdict, and every exit code is as documented.
# Usage: check.sh UMPIRE_BINARY HOSTILE_DIR    (CTest: cli:hostile-text)
set -uo pipefail
umpire=$1
dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# Bytes a terminal obeys: C0 but '\n', DEL, C1 (U+0080-U+009F), bidi controls
# (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069).
forbidden='[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xd8\x9c|\xe2\x80[\x8e\x8f\xaa-\xae]|\xe2\x81[\xa6-\xa9]'

# run NAME EXPECTED_EXIT ARGS...: runs umpire, checks both streams and the exit code.
run() {
  local name=$1 expected=$2
  shift 2
  "$umpire" "$@" >"$work/$name.out" 2>"$work/$name.err"
  local code=$?
  [ "$code" -eq "$expected" ] || fail "$name: exit $code, expected $expected"
  for stream in out err; do
    local f="$work/$name.$stream"
    if LC_ALL=C grep -qaP "$forbidden" "$f"; then
      fail "$name: raw control bytes on std$stream:"
      LC_ALL=C grep -naP "$forbidden" "$f" | head -3 | od -c | head -8
    fi
    iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1 || fail "$name: std$stream is not valid UTF-8"
  done
}

# expect NAME STREAM TEXT: the stream holds TEXT (fixed string).
expect() {
  LC_ALL=C grep -qaF -- "$3" "$work/$1.$2" || fail "$1: std$2 lacks: $3"
}

# last_line NAME TEXT: stdout's last line starts with TEXT.
last_line() {
  local last
  last=$(tail -n 1 "$work/$1.out")
  [[ "$last" == "$2"* ]] || fail "$1: last line is not the verdict: $last"
}

identical="$dir/record-identical.case.json"
differs="$dir/record-differs.case.json"
at_case="$dir/at-names.case.json"

run replay-identical 0 replay "$identical"
expect replay-identical out 'note: recorded by umpire 0.1.0\x1b[1A\x1b[2K\x0didentical: all 18 phases give the recorded state hashes and draws'
expect replay-identical out '\x1b]0;pwned\x07\u{9b}8m, replayed by umpire'
expect replay-identical out 'the rules signature was f82593a12ce8dc48\x1b[8m\u{202e} and is now'
last_line replay-identical 'identical: all 19 phases give the recorded state hashes and draws'
[ "$(grep -c '^identical:' "$work/replay-identical.out")" -eq 1 ] || fail "replay-identical: more than one verdict line"

run replay-differs 1 replay "$differs"
last_line replay-differs 'different: the adjudication first differs from the record at phase 5 of the turn'
expect replay-differs out 'first difference at phase 5 of the turn'

run turn 0 gitm turn "$identical"
expect turn out 'Hostile record á Querétaro: \x1b[2J\x1b[H cleared, \u{202e}evil\u{202c} reversed, \u{9b}31m C1 CSI, \x7f DEL, \u{2066}isolate\u{2069}, \\x1b typed literally'
run turn-json 0 gitm turn "$identical" --json
run explain 0 explain "$identical" --unit US2LC
expect explain out 'US2LC begins turn 3'

run record 0 replay "$identical" --record
expect record out '"title": "Hostile record á Querétaro: \u001B[2J\u001B[H cleared, \u202Eevil\u202C reversed, \u009B31m C1 CSI, \u007F DEL, \u2066isolate\u2069, \\x1b typed literally"'
expect record out '"engine": "0.1.0",'  # the record written is this adjudication's

run at-move 1 at move "$at_case" --explain
expect at-move out 'Hostile AT names \x1b[2J\u{202e}\u{9b}'
expect at-move out 'A\x1b[2J\u{202e}\u{9b} (move) from 1-1: stops at'
expect at-move out 'forêt \x1b[31mred\u{9b}0m'
expect at-move out 'sea\u{202e}\u{2066}\x1b]0;x\x07'
run at-move-json 1 at move "$at_case" --json
expect at-move-json out '"unit": "A\u001B[2J\u202E\u009B"'

# A file name and arguments are input too.
evil="$work/evil"$'\x1b[2J\xe2\x80\xae\xc2\x9b\xff'".case.json"
run missing-file 2 gitm turn "$evil"
expect missing-file err 'evil\x1b[2J\u{202e}\u{9b}\xff.case.json: cannot open the file'
cp "$identical" "$evil"
run golden-evil-name 1 golden "$evil"
expect golden-evil-name out 'FAILED  '
run bad-option 2 gitm turn "$identical" $'--evil\x1b[2J\xe2\x80\xae'
run bad-unit 2 explain "$identical" --unit $'US\x1b[2J\xff'

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "hostile text: all checks passed"
