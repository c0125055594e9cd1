#!/usr/bin/env bash
# docs/params.md's table equals `umpire params --markdown` (CTest cli:docs-params).
#   docs_params.sh UMPIRE DOC [--update]   --update rewrites the block instead
set -u
UMPIRE=$1 DOC=$2
begin='<!-- umpire params --markdown: begin -->'
end='<!-- umpire params --markdown: end -->'
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$UMPIRE" params --markdown >"$TMP/generated" || { echo "umpire params --markdown failed" >&2; exit 1; }
grep -qxF "$begin" "$DOC" && grep -qxF "$end" "$DOC" || { echo "$DOC lacks the markers $begin / $end" >&2; exit 1; }
awk -v b="$begin" -v e="$end" '$0 == e {inside = 0} inside {print} $0 == b {inside = 1}' "$DOC" >"$TMP/block"
if [ "${3:-}" = "--update" ]; then
  awk -v b="$begin" -v e="$end" -v gen="$TMP/generated" '
    $0 == e {inside = 0}
    !inside {print}
    $0 == b {inside = 1; while ((getline line < gen) > 0) print line}' "$DOC" >"$TMP/doc" && cp "$TMP/doc" "$DOC"
  exit 0
fi
if ! diff -u "$TMP/block" "$TMP/generated" >"$TMP/diff"; then
  echo "$DOC's table differs from \`umpire params --markdown\` (run $0 $UMPIRE $DOC --update):" >&2
  head -n 40 "$TMP/diff" >&2
  exit 1
fi
echo "$DOC's table matches umpire params --markdown"
