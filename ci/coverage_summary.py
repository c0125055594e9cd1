#!/usr/bin/env python3
"""Reads gcovr's JSON (the --json tracefile ci/coverage.sh writes) and prints line and
branch coverage per top-level folder, the gate folder's figures, and where the gate
folder is least covered: files by lines and by branches missed, and functions never
called. Exits 0 when the gate folder meets both thresholds, 3 when it is below either
(so a test can tell "below the threshold" from a broken run), 2 on bad input.

  ci/coverage_summary.py build/coverage/report/coverage.json --gate rules/ \\
      --min-lines 95 --min-branches 85 [--top 10]
"""
import argparse
import json
import sys
from collections import defaultdict

BELOW = 3


def pct(covered, total):
    return 100.0 * covered / total if total else 100.0


def file_figures(f):
    lines = [ln for ln in f.get("lines", []) if not ln.get("gcovr/noncode", False) and not ln.get("gcovr/excluded", False)]
    line_total = len(lines)
    line_covered = sum(1 for ln in lines if ln.get("count", 0) > 0)
    branch_total = 0
    branch_covered = 0
    for ln in lines:
        for br in ln.get("branches", []):
            branch_total += 1
            branch_covered += 1 if br.get("count", 0) > 0 else 0
    return line_covered, line_total, branch_covered, branch_total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("tracefile")
    ap.add_argument("--gate", default="rules/", help="the folder the thresholds apply to")
    ap.add_argument("--min-lines", type=float, default=95.0)
    ap.add_argument("--min-branches", type=float, default=85.0)
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args()
    for name in ("min_lines", "min_branches"):
        v = getattr(args, name)
        if not 0 <= v <= 100:
            print(f"coverage: --{name.replace('_', '-')} must be 0 to 100, not {v}", file=sys.stderr)
            return 2
    try:
        with open(args.tracefile, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as e:
        print(f"coverage: cannot read {args.tracefile}: {e}", file=sys.stderr)
        return 2

    folders = defaultdict(lambda: [0, 0, 0, 0])
    gate_files = []
    for f in data.get("files", []):
        name = f["file"]
        figs = file_figures(f)
        top = name.split("/", 1)[0] + "/"
        for k in range(4):
            folders[top][k] += figs[k]
        if name.startswith(args.gate):
            uncalled = [fn["name"] for fn in f.get("functions", []) if fn.get("execution_count", 0) == 0]
            gate_files.append((name, figs, uncalled))

    if not gate_files:
        print(f"coverage: no file of {args.gate} was measured", file=sys.stderr)
        return 2

    print("coverage: folder      lines                     branches")
    for top in sorted(folders):
        lc, lt, bc, bt = folders[top]
        print(f"coverage: {top:<10} {pct(lc, lt):6.2f}% ({lc}/{lt})   {pct(bc, bt):6.2f}% ({bc}/{bt})")

    def most_missed(index):
        return sorted(gate_files, key=lambda g: (g[1][index + 1] - g[1][index]), reverse=True)[: args.top]

    print(f"coverage: files of {args.gate} missing the most lines")
    for name, (lc, lt, _, _), _ in most_missed(0):
        if lt > lc:
            print(f"coverage:   {lt - lc:5d} lines missed  {pct(lc, lt):6.2f}%  {name}")
    print(f"coverage: files of {args.gate} missing the most branches")
    for name, (_, _, bc, bt), _ in most_missed(2):
        if bt > bc:
            print(f"coverage:   {bt - bc:5d} branches missed  {pct(bc, bt):6.2f}%  {name}")
    uncalled = sorted(((name, fns) for name, _, fns in gate_files if fns), key=lambda x: len(x[1]), reverse=True)
    if uncalled:
        print(f"coverage: functions of {args.gate} never called, by file")
        for name, fns in uncalled[: args.top]:
            short = [fn.replace("(anonymous namespace)", "{anon}").split("(")[0] for fn in fns[:4]]
            shown = ", ".join(short) + (", ..." if len(fns) > 4 else "")
            print(f"coverage:   {len(fns):3d}  {name}: {shown}")

    lc, lt, bc, bt = (sum(g[1][k] for g in gate_files) for k in range(4))
    lines, branches = pct(lc, lt), pct(bc, bt)
    print(f"coverage: {args.gate} lines {lines:.2f}% (at least {args.min_lines:g}), "
          f"branches {branches:.2f}% (at least {args.min_branches:g})")
    if lines < args.min_lines or branches < args.min_branches:
        print(f"coverage: {args.gate} is below the threshold", file=sys.stderr)
        return BELOW
    return 0


if __name__ == "__main__":
    sys.exit(main())
