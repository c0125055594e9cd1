# Shared by the command-line tests (cli_test.sh, params_test.sh, campaign_test.sh,
# html_browser.sh): a scratch folder removed on exit, failures counted, and the checks
# on one command's exit code, stdout and stderr. Source it after setting UMPIRE:
#   . "$(dirname "$0")/lib.sh"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# run CODE ARGS...: runs umpire with ARGS (stdin passes through), wants exit CODE;
# its stdout and stderr are left in $TMP/out and $TMP/err.
run() {
  local want=$1; shift
  "$UMPIRE" "$@" >"$TMP/out" 2>"$TMP/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "umpire $* exited $got, not $want; stdout: $(head -c 600 "$TMP/out"); stderr: $(head -c 400 "$TMP/err")"
}
err_has() { grep -qF -- "$1" "$TMP/err" || fail "stderr lacks '$1': $(head -c 400 "$TMP/err")"; }
out_has() { grep -qF -- "$1" "$TMP/out" || fail "stdout lacks '$1': $(head -c 600 "$TMP/out")"; }
# json EXPR: python3 evaluates EXPR with `j` the parsed stdout; it must be true.
json() {
  python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); sys.exit(0 if eval(sys.argv[2]) else 1)' "$TMP/out" "$1" \
    || fail "JSON check '$1' failed on: $(head -c 400 "$TMP/out")"
}
# finish NAME: exit 1 when any check failed, else print "NAME: ok".
finish() {
  [ "$failures" -eq 0 ] || { echo "$failures check(s) failed" >&2; exit 1; }
  echo "$1: ok"
}
