#!/usr/bin/env bash
# README.md's register block equals `umpire rulings --markdown` (CTest cli:readme-rulings).
#   readme_rulings.sh UMPIRE README [--update]   --update rewrites the block instead
set -u
UMPIRE=$1 README=$2
begin='<!-- umpire rulings --markdown: begin -->'
end='<!-- umpire rulings --markdown: end -->'
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$UMPIRE" rulings --markdown >"$TMP/generated" || { echo "umpire rulings --markdown failed" >&2; exit 1; }
grep -qxF "$begin" "$README" && grep -qxF "$end" "$README" || { echo "$README lacks the markers $begin / $end" >&2; exit 1; }
awk -v b="$begin" -v e="$end" '$0 == e {inside = 0} inside {print} $0 == b {inside = 1}' "$README" >"$TMP/block"
if [ "${3:-}" = "--update" ]; then
  awk -v b="$begin" -v e="$end" -v gen="$TMP/generated" '
    $0 == e {inside = 0}
    !inside {print}
    $0 == b {inside = 1; while ((getline line < gen) > 0) print line}' "$README" >"$TMP/readme" && cp "$TMP/readme" "$README"
  exit 0
fi
if ! diff -u "$TMP/block" "$TMP/generated" >"$TMP/diff"; then
  echo "README.md's register block differs from \`umpire rulings --markdown\` (run $0 $UMPIRE $README --update):" >&2
  head -n 40 "$TMP/diff" >&2
  exit 1
fi
echo "README.md's register block matches umpire rulings --markdown"
