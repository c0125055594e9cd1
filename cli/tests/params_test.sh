#!/usr/bin/env bash
# `umpire params` through the binary (CTest cli:params-*, cmake/ParamsTests.cmake):
#   params_test.sh UMPIRE SOURCE_DIR CHECK     CHECK: json, case-refused
set -u
UMPIRE=$1 SRC=$2 CHECK=$3
. "$(dirname "$0")/lib.sh"
err_is() { [ "$(cat "$TMP/err")" = "$1" ] || fail "stderr is not '$1' but: $(head -c 400 "$TMP/err")"; }
CASE=$SRC/golden/cases/gitm/tactical-movement/r8-2-own-square.case.json
# The case with "params" PARAMS inserted as its second line's neighbour (line 3).
with_params() { sed "2a\\  \"params\": $1," "$CASE" >"$TMP/$2.case.json"; }

json_check() {
  run 0 params --json
  local fields='{"name","value","default","min","max","unit","rules","meaning","source"}'
  json 'set(j) == {"version", "digest", "params"} and j["version"] == "gitm-params-6" and len(j["params"]) == 86'
  json "all(set(p) == $fields for p in j[\"params\"])"
  json 'all(p["min"] <= p["value"] == p["default"] <= p["max"] and p["rules"] and p["unit"] for p in j["params"])'
  json 'len({p["name"] for p in j["params"]}) == len(j["params"]) and j["digest"].startswith("sha256:")'
  json 'all(p["source"].startswith(("Own choice: ", "Historical: ")) for p in j["params"])'
  # A case's overrides show in the values and change the digest.
  run 0 params --json
  local defaults_digest
  defaults_digest=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["digest"])' "$TMP/out")
  with_params '{"fire-casualty-rate": 45}' good
  run 0 params --json --case "$TMP/good.case.json"
  json "[p['value'] for p in j['params'] if p['name'] == 'fire-casualty-rate'] == [45] and j['digest'] != '$defaults_digest'"
  run 0 params --case "$TMP/good.case.json"
  grep -qE '^fire-casualty-rate +45\* ' "$TMP/out" || fail "the overridden value is not marked: $(head -c 400 "$TMP/out")"
}

case_refused() {
  # An unknown name and a value out of range: refused with exit 2, at the key's line and column.
  with_params '{"fire-casulty-rate": 45}' unknown
  run 2 gitm move "$TMP/unknown.case.json"
  err_is "$TMP/unknown.case.json:3:14: params.fire-casulty-rate: unknown field"
  with_params '{"melee-casualty-rate": 5000}' high
  run 2 gitm move "$TMP/high.case.json"
  err_is "$TMP/high.case.json:3:14: params.melee-casualty-rate: must be from 0 to 1000, found 5000"
  run 2 params --case "$TMP/high.case.json"
  err_is "$TMP/high.case.json:3:14: params.melee-casualty-rate: must be from 0 to 1000, found 5000"
  # `umpire golden` counts such a case as failed (exit 1) and names the same place.
  run 1 golden "$TMP/unknown.case.json"
  grep -qF "$TMP/unknown.case.json:3:14: params.fire-casulty-rate: unknown field" "$TMP/out" \
    || fail "umpire golden does not locate the unknown parameter: $(head -c 400 "$TMP/out")"
}

case $CHECK in
  json) json_check ;;
  case-refused) case_refused ;;
  *) echo "unknown check $CHECK" >&2; exit 2 ;;
esac
finish "params $CHECK"
