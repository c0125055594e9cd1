#!/usr/bin/env python3
"""Mutation testing of the rules (issue 20): how many wrong rules would the fast gate let through?

No mutation tool for C++ is packaged in Debian 12, so this is a small one. It makes one
source change at a time (a mutant) in the rules, rebuilds, and runs the fast gate; a
mutant the gate fails is killed, one it passes survived: a wrong rule nobody would notice.

Operators (each on one line of code; comments, string and character literals, asserts,
preprocessor lines and lines marked `// mutants: skip(reason)` are never touched):
  cmp      flips a comparison: < to <=, <= to <, > to >=, >= to >, == to !=, != to ==
           (only with a space either side, which tells it from a template's brackets)
  int+1    an integer constant plus one
  int-1    an integer constant minus one (not below zero)
  negate   if (x) / while (x) to if (!(x)) / while (!(x)), the condition on one line
  drop     an expression statement (a call, an assignment, ++/--) replaced by {}, when
           it starts a line or follows a one-line if (...) / else; never a declaration
           or a return
  minmax   std::min to std::max and back (also std::ranges::min/max)

Files: rules/**/*.cpp and the model/ files that hold rule arithmetic (MODEL_RULE_HELPERS),
never tests. The default sample is 300 mutants of rules/gitm, seed 1.

Every candidate site of the chosen files is listed and ranked by a hash of the seed and
the site's id; the sample is the `count` lowest: the same seed and files give the same
mutants on any machine, and an edit elsewhere (a site added or gone) leaves the rest of
the sample as it was, so a triaged sample stays triaged. A mutant's key is its file,
operator, the text of its line (stripped) and its occurrence among the sites of that
file with the same operator and line text: line numbers may change, the key does not.
Its id is the first 10 hex digits of the key's SHA-1 (`--mutant ID` re-runs one).

Run (`run`, what ci/mutants.sh calls): the tree (git's tracked and untracked, not
ignored, files) is copied to build/mutants/tree (only changed files are rewritten, so
the build stays incremental) and built there in the `mutants` preset (gcc -O1, no
sanitizers but _GLIBCXX_ASSERTIONS' bounds checks, ccache); the working tree itself is never touched. The unmutated tree must
pass the gate first. Then per mutant: its file is rewritten, and restored in a finally
block (also on Ctrl-C or a timeout; a marker file restores it after a hard kill), and
the gate runs cheapest first, stopping at the first failure:
  build umpire (a compile error: stillborn, not in the score), umpire golden,
  umpire signature --check, the rest of CTest's label golden (every finished turn
  of golden/campaign/ verified from its folder, reports included, and the dispute
  records of golden/disputes/ replayed), build and run umpire_unit_tests, build and run
  umpire_property_tests at the CI seed (the commit's first 8 hex digits) with
  --max-success cases.
Between two mutants the run waits while build/mutants/pause exists (on a shared
machine, for another build to run alone). Each step has a timeout (--timeout-factor times the unmutated run, at least 10 s); a
mutant that exceeds it is timed-out (counted as found: it hangs the gate).

Report: a table per file (killed, survived, timed-out, stillborn, equivalent) and the
score, (killed + timed-out) / (killed + survived + timed-out), equivalents left out;
every survivor with file:line, operator, its id and the line before and after. JSON in
build/mutants/report.json, rewritten after every mutant, so a stopped run keeps what it
measured.

Equivalents: ci/mutants-equivalent.txt lists mutants that cannot change any outcome,
each with its key and the reason; they are reported apart and left out of the score.

Usage:
  mutants.py run [--seed N] [--count N] [--files GLOB]... [--mutant ID]... [--max-success N]
                 [--timeout-factor F] [--jobs N] [--out DIR]
  mutants.py list [--seed N] [--count N] [--files GLOB]...    the sample, one per line
  mutants.py sample                                           the self-test (CTest ci:mutants-sample)
"""

import argparse
import contextlib
import fnmatch
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EQUIVALENTS = os.path.join("ci", "mutants-equivalent.txt")
FIXTURE = os.path.join("ci", "tests", "mutants_fixture.cpp.txt")
DEFAULT_FILES = ["rules/gitm/**/*.cpp"]
# model/ files whose code decides rules (stacking caps, squares and distances, fort
# capacities, directions on the grid); the rest of model/ loads and prints values.
MODEL_RULE_HELPERS = ["model/stacking.cpp", "model/square.cpp", "model/direction.cpp", "model/grid.cpp",
                      "model/fort.cpp", "model/terrain.cpp", "model/unit.cpp"]
OPERATORS = ["cmp", "int+1", "int-1", "negate", "drop", "minmax"]
STATUSES = ["killed", "survived", "timed-out", "stillborn", "equivalent"]


# --- reading the code ---------------------------------------------------------------

def code_lines(text):
    """The lines of a C++ source with comments and string/char literals blanked out
    (same length, so columns match the original)."""
    out = []
    closing = None  # what ends the block comment or raw string literal open at the line's end
    for line in text.split("\n"):
        chars = list(line)
        i = 0
        n = len(line)
        while i < n:
            if closing is not None:
                j = line.find(closing, i)
                stop = n if j < 0 else j + len(closing)
                for k in range(i, stop):
                    chars[k] = " "
                i = stop
                if j >= 0:
                    closing = None
                continue
            c = line[i]
            if line.startswith("//", i):
                for k in range(i, n):
                    chars[k] = " "
                break
            if line.startswith("/*", i):
                chars[i] = chars[i + 1] = " "
                i += 2
                closing = "*/"
                continue
            m = re.match(r'(?:u8|u|U|L)?R"([^()\\ ]{0,16})\(', line[i:])
            if m and (i == 0 or not (line[i - 1].isalnum() or line[i - 1] == "_")):
                closing = ")" + m.group(1) + '"'
                for k in range(i, i + m.end()):
                    chars[k] = " "
                i += m.end()
                continue
            if c == "'" and i > 0 and line[i - 1].isdigit():
                i += 1  # a digit separator (1'000), not a character literal
                continue
            if c in "\"'":
                j = i + 1
                while j < n and line[j] != c:
                    j += 2 if line[j] == "\\" else 1
                stop = min(j + 1, n)
                for k in range(i, stop):
                    chars[k] = " "
                i = stop
                continue
            i += 1
        out.append("".join(chars))
    return out


def matching_paren(code, open_at):
    depth = 0
    for j in range(open_at, len(code)):
        if code[j] == "(":
            depth += 1
        elif code[j] == ")":
            depth -= 1
            if depth == 0:
                return j
    return -1


SKIP_MARK = re.compile(r"//\s*mutants:\s*skip\(")
CMP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
CMP_RE = re.compile(r"(?<= )(<=|>=|==|!=|<|>)(?= )")
INT_RE = re.compile(r"(?<![\w.'])(\d+)([uUlL]*)(?![\w.'])")
COND_RE = re.compile(r"\b(if|while)\s*\(")
MINMAX_RE = re.compile(r"\bstd::(ranges::)?(min|max)\b(?=\s*[(<])")
# An expression statement: a name (with members, scopes and subscripts) followed by a
# call, a member, an assignment or ++/--; or ++/-- of a name. A declaration has a type
# and then a name, which this never matches.
EXPR_STMT_RE = re.compile(
    r"(?:(?:\+\+|--)[A-Za-z_]|[A-Za-z_][\w:]*(?:\[[^\]]*\])?\s*(?:\(|\.|->|\+\+|--|[-+*/%|&^]?=(?!=)|<<=|>>=))")
NOT_STATEMENTS = ("return", "co_return", "break", "continue", "case", "default", "using", "typedef",
                  "namespace", "goto", "throw", "static_assert", "delete", "new", "template", "else",
                  "if", "for", "while", "switch", "do", "const", "constexpr", "auto", "static")


class Site:
    """One candidate mutant: a line of a file, an operator, the line before and after."""

    def __init__(self, path, line, col, op, original, mutated):
        self.path, self.line, self.col, self.op = path, line, col, op
        self.original, self.mutated = original, mutated
        self.occurrence = 0  # set by find_sites once the file's sites are known

    def key(self):
        return (self.path, self.op, self.original.strip(), self.occurrence)

    def ident(self):
        return hashlib.sha1("\x1f".join(map(str, self.key())).encode()).hexdigest()[:10]

    def sort_key(self):
        return (self.path, self.line, self.col, self.op, self.mutated)

    def as_json(self):
        return {"id": self.ident(), "file": self.path, "line": self.line, "operator": self.op,
                "occurrence": self.occurrence, "original": self.original, "mutated": self.mutated}


def statement_start_ok(code, idx):
    """A statement may begin on line idx: the previous code line ends one."""
    for k in range(idx - 1, -1, -1):
        prev = code[k].strip()
        if prev:
            return prev.endswith((";", "{", "}")) or prev.endswith(":") and not prev.endswith("::")
    return True


def drop_site(code_line, start):
    """The end (exclusive) of an expression statement that starts at `start` and ends on
    this line with its `;`, or -1."""
    rest = code_line[start:]
    word = re.match(r"[A-Za-z_]\w*", rest)
    if word and word.group(0) in NOT_STATEMENTS:
        return -1
    if not EXPR_STMT_RE.match(rest):
        return -1
    depth = 0
    for j in range(start, len(code_line)):
        c = code_line[j]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                return -1
        elif c == ";" and depth == 0:
            return j + 1 if not code_line[j + 1:].strip() else -1
    return -1


def find_sites(path, text):
    lines = text.split("\n")
    code = code_lines(text)
    sites = []
    for idx, (orig, c) in enumerate(zip(lines, code)):
        stripped = c.strip()
        if not stripped or stripped.startswith("#") or SKIP_MARK.search(orig):
            continue
        if re.search(r"\b(static_)?assert\s*\(", c):
            continue
        lineno = idx + 1

        def add(col, op, mutated):
            sites.append(Site(path, lineno, col, op, orig, mutated))

        for m in CMP_RE.finditer(c):
            add(m.start(), "cmp", orig[:m.start()] + CMP[m.group(1)] + orig[m.end():])
        for m in INT_RE.finditer(c):
            value = int(m.group(1))
            if m.group(1).startswith("0") and len(m.group(1)) > 1:
                continue  # an octal literal
            add(m.start(), "int+1", orig[:m.start()] + str(value + 1) + orig[m.start(2):])
            if value > 0:
                add(m.start(), "int-1", orig[:m.start()] + str(value - 1) + orig[m.start(2):])
        for m in COND_RE.finditer(c):
            if re.match(r"\s*constexpr\b", c[m.end() - 1 + 1:]) or c[m.end():].lstrip().startswith("constexpr"):
                continue
            open_at = m.end() - 1
            close = matching_paren(c, open_at)
            if close < 0 or c[open_at + 1:close].strip() == "":
                continue
            inner = orig[open_at + 1:close]
            if ";" in c[open_at + 1:close]:
                continue  # an if with an initialiser
            add(m.start(), "negate", orig[:open_at + 1] + "!(" + inner + ")" + orig[close:])
        for m in MINMAX_RE.finditer(c):
            other = "max" if m.group(2) == "min" else "min"
            add(m.start(2), "minmax", orig[:m.start(2)] + other + orig[m.end(2):])
        # drop: a statement alone on its line, or the body of a one-line if (...) / else
        starts = []
        lead = len(c) - len(c.lstrip())
        if statement_start_ok(code, idx):
            starts.append(lead)
        m = re.match(r"\s*(?:\}\s*)?(?:else\s+)?if\s*\(", c)
        if m:
            close = matching_paren(c, m.end() - 1)
            if close > 0 and c[close + 1:].strip():
                starts.append(close + 1 + len(c[close + 1:]) - len(c[close + 1:].lstrip()))
        else:
            m = re.match(r"\s*(?:\}\s*)?else\s+(?!if\b)", c)
            if m:
                starts.append(m.end())
        for start in starts:
            end = drop_site(c, start)
            if end > 0:
                add(start, "drop", orig[:start] + "{}" + orig[end:])
    sites.sort(key=Site.sort_key)
    seen = {}
    for s in sites:
        k = (s.op, s.original.strip())
        seen[k] = seen.get(k, 0) + 1
        s.occurrence = seen[k]
    return sites


def source_files(root, globs):
    """The .cpp files under root matching any glob (`**` spans folders), tests left out, sorted."""
    tracked = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "*.cpp"], cwd=root,
                             capture_output=True, text=True)
    if tracked.returncode == 0:
        names = tracked.stdout.split()
    else:
        names = []
        for d, _, fs in os.walk(root):
            names += [os.path.relpath(os.path.join(d, f), root) for f in fs if f.endswith(".cpp")]
    out = []
    for name in names:
        name = name.replace(os.sep, "/")
        if "/tests/" in name or name.startswith("build/"):
            continue
        if any(glob_match(name, g) for g in globs):
            out.append(name)
    return sorted(set(out))


def glob_match(name, glob):
    rx = ""
    i = 0
    while i < len(glob):
        if glob.startswith("**/", i):
            rx += "(?:.*/)?"
            i += 3
        elif glob[i] == "*":
            rx += "[^/]*"
            i += 1
        else:
            rx += re.escape(glob[i])
            i += 1
    return re.fullmatch(rx, name) is not None


def all_sites(root, globs):
    sites = []
    for name in source_files(root, globs):
        with open(os.path.join(root, name), encoding="utf-8") as f:
            sites += find_sites(name, f.read())
    sites.sort(key=Site.sort_key)
    return sites


def choose(sites, seed, count):
    """A reproducible sample, stable under edits: the sites whose (seed, id) hashes lowest."""
    def rank(s):
        return hashlib.sha1(f"{seed}\x1f{s.ident()}".encode()).hexdigest()
    picked = sorted(sites, key=rank)[:count]
    return sorted(picked, key=Site.sort_key)


# --- the equivalents list -----------------------------------------------------------

def parse_equivalents(text, where=EQUIVALENTS):
    """Entries of `key: value` lines separated by blank lines; # starts a comment line.
    Keys: file, operator, occurrence, line, mutated, reason (all required)."""
    entries, errors = [], []
    block, block_line = {}, 0

    def close():
        if not block:
            return
        missing = [k for k in ("file", "operator", "occurrence", "line", "mutated", "reason") if not block.get(k)]
        if missing:
            errors.append(f"{where}:{block_line}: entry lacks {', '.join(missing)}")
        elif block["operator"] not in OPERATORS:
            errors.append(f"{where}:{block_line}: unknown operator {block['operator']}")
        elif not block["occurrence"].isdigit():
            errors.append(f"{where}:{block_line}: occurrence must be a number")
        else:
            entries.append(dict(block, occurrence=int(block["occurrence"]), at=block_line))

    for number, raw in enumerate(text.split("\n"), 1):
        if raw.startswith("#"):
            continue
        if not raw.strip():
            close()
            block = {}
            continue
        m = re.match(r"(\w+):(?: (.*))?$", raw)
        if not m:
            errors.append(f"{where}:{number}: expected `key: value`")
            continue
        if not block:
            block_line = number
        if m.group(1) in block:
            errors.append(f"{where}:{number}: {m.group(1)} given twice")
        block[m.group(1)] = (m.group(2) or "").strip()
    close()
    return entries, errors


def equivalent_key(entry):
    return (entry["file"], entry["operator"], entry["line"], entry["occurrence"])


def check_equivalents(entries, sites):
    """Errors for entries that name no candidate of the tree (the list must not rot)."""
    by_key = {s.key(): s for s in sites}
    errors = []
    seen = set()
    for e in entries:
        k = equivalent_key(e)
        if k in seen:
            errors.append(f"{EQUIVALENTS}:{e['at']}: listed twice")
        seen.add(k)
        s = by_key.get(k)
        if s is None:
            errors.append(f"{EQUIVALENTS}:{e['at']}: no {e['operator']} site in {e['file']} on a line "
                          f"`{e['line']}` (occurrence {e['occurrence']}): edit or remove the entry")
        elif s.mutated.strip() != e["mutated"]:
            errors.append(f"{EQUIVALENTS}:{e['at']}: the mutant of {e['file']}:{s.line} reads "
                          f"`{s.mutated.strip()}`, not `{e['mutated']}`")
    return errors


def load_equivalents(root):
    path = os.path.join(root, EQUIVALENTS)
    if not os.path.exists(path):
        return [], []
    with open(path, encoding="utf-8") as f:
        return parse_equivalents(f.read())


# --- applying a mutant --------------------------------------------------------------

@contextlib.contextmanager
def applied(tree, site):
    """The file of `site` in `tree` with the mutant written in, restored on the way out
    whatever happens (an exception, Ctrl-C); a marker beside the tree names the file
    until it is restored, for a run killed outright."""
    path = os.path.join(tree, site.path)
    with open(path, encoding="utf-8", newline="") as f:
        original = f.read()
    lines = original.split("\n")
    if lines[site.line - 1] != site.original:
        raise RuntimeError(f"{site.path}:{site.line} is not the line the mutant was made from")
    lines[site.line - 1] = site.mutated
    marker = tree.rstrip("/") + ".restore.json"
    with open(marker, "w", encoding="utf-8") as f:
        json.dump({"file": path, "text": original}, f)
    try:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write("\n".join(lines))
        yield path
    finally:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(original)
        os.remove(marker)


def restore_after_kill(tree):
    marker = tree.rstrip("/") + ".restore.json"
    if os.path.exists(marker):
        with open(marker, encoding="utf-8") as f:
            saved = json.load(f)
        with open(saved["file"], "w", encoding="utf-8", newline="") as f:
            f.write(saved["text"])
        os.remove(marker)
        print(f"mutants: restored {saved['file']} left mutated by a killed run")


# --- the report ---------------------------------------------------------------------

def score(counts):
    found = counts["killed"] + counts["timed-out"]
    total = found + counts["survived"]
    return (100.0 * found / total) if total else None


def summarise(results):
    """Counts per file and in all, from a list of {file, status, ...}."""
    per_file = {}
    for r in results:
        per_file.setdefault(r["file"], {s: 0 for s in STATUSES})[r["status"]] += 1
    total = {s: sum(c[s] for c in per_file.values()) for s in STATUSES}
    return per_file, total


def report_text(results, planned=None):
    per_file, total = summarise(results)
    width = max([len(f) for f in per_file] + [5])
    head = f"{'file':<{width}}  killed  survived  timed-out  stillborn  equivalent  score"
    out = [head, "-" * len(head)]

    def row(name, c):
        s = score(c)
        pct = f"{s:5.1f}%" if s is not None else "    -"
        return (f"{name:<{width}}  {c['killed']:>6}  {c['survived']:>8}  {c['timed-out']:>9}  "
                f"{c['stillborn']:>9}  {c['equivalent']:>10}  {pct}")

    for name in sorted(per_file):
        out.append(row(name, per_file[name]))
    out.append("-" * len(head))
    out.append(row("all", total))
    s = score(total)
    done = len(results)
    of = f" of {planned} planned" if planned is not None and planned != done else ""
    out.append(f"score: {'-' if s is None else f'{s:.1f}%'} = (killed + timed-out) / (killed + survived + timed-out), "
               f"{done} mutants run{of}, equivalents left out")
    survivors = [r for r in results if r["status"] == "survived"]
    if survivors:
        out.append("")
        out.append("survivors:")
        for r in survivors:
            out.append(f"  {r['file']}:{r['line']}  {r['operator']}  id {r['id']}")
            out.append(f"    - {r['original'].strip()}")
            out.append(f"    + {r['mutated'].strip()}")
    return "\n".join(out) + "\n"


def write_report(path, results, meta, planned):
    per_file, total = summarise(results)
    doc = dict(meta)
    doc.update({"planned": planned, "run": len(results), "totals": total, "score": score(total),
                "files": {f: dict(c, score=score(c)) for f, c in sorted(per_file.items())},
                "mutants": results})
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)


# --- running the gate ---------------------------------------------------------------

def run_timed(cmd, cwd, timeout, env=None, log=None):
    """(status, seconds): status 'ok', 'failed' or 'timeout'; the whole process group is
    killed on a timeout."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        status = "ok" if proc.returncode == 0 else "failed"
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        status = "timeout"
    except BaseException:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise
    if log is not None:
        log.write(f"$ {' '.join(cmd)}  -> {status}\n")
        log.write(out.decode("utf-8", "replace")[-4000:])
        log.write("\n")
    return status, time.monotonic() - start


def sync_tree(root, tree):
    """Copies the checkout's files to tree, rewriting only those that changed."""
    names = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=root, check=True,
                           capture_output=True).stdout.decode().split("\0")
    copied = 0
    for name in filter(None, names):
        src = os.path.join(root, name)
        dst = os.path.join(tree, name)
        if not os.path.isfile(src):
            continue
        with open(src, "rb") as f:
            data = f.read()
        if os.path.exists(dst):
            with open(dst, "rb") as f:
                if f.read() == data:
                    continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "wb") as f:
            f.write(data)
        shutil.copymode(src, dst)
        copied += 1
    return copied


def ci_seed(root):
    head = subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=root, capture_output=True, text=True)
    text = head.stdout.strip()
    return int(text, 16) if head.returncode == 0 and re.fullmatch(r"[0-9a-f]{8}", text) else 20261122


def replay_command(tree, umpire):
    """The rest of CTest's label golden, as one shell loop: every finished turn of the
    bundled campaigns replayed from its folder (reports included), and every dispute
    record replayed to the hashes it recorded."""
    checks = []
    campaigns = os.path.join(tree, "golden", "campaign")
    for name in sorted(os.listdir(campaigns)) if os.path.isdir(campaigns) else []:
        turns = os.path.join(campaigns, name, "turns")
        for turn in sorted(os.listdir(turns)) if os.path.isdir(turns) else []:
            if os.path.exists(os.path.join(turns, turn, "seed.txt")):
                checks.append(f'"$0" campaign verify golden/campaign/{name} --turn {int(turn)}')
    disputes = os.path.join(tree, "golden", "disputes")
    for name in sorted(os.listdir(disputes)) if os.path.isdir(disputes) else []:
        if name.endswith(".case.json"):
            checks.append(f'"$0" replay golden/disputes/{name}')
    return ["bash", "-c", " && ".join(checks or ["true"]), umpire]


class Gate:
    def __init__(self, tree, jobs, max_success, seed, log):
        self.tree, self.jobs, self.log = tree, jobs, log
        self.build_dir = os.path.join(tree, "build", "mutants")
        self.env = dict(os.environ, CCACHE_BASEDIR=tree, CCACHE_NOHASHDIR="1",
                        RC_PARAMS=f"seed={seed} max_success={max_success}")
        self.limits = {}
        b = self.build_dir
        umpire = os.path.join(b, "umpire")
        self.steps = [
            ("build", ["cmake", "--build", b, "-j", str(jobs), "--target", "umpire"]),
            ("golden", [umpire, "golden"]),
            ("signature", [umpire, "signature", "--check"]),
            ("replay", replay_command(tree, umpire)),
            ("build", ["cmake", "--build", b, "-j", str(jobs), "--target", "umpire_unit_tests"]),
            ("unit", [os.path.join(b, "umpire_unit_tests"), "--gtest_brief=1"]),
            ("build", ["cmake", "--build", b, "-j", str(jobs), "--target", "umpire_property_tests"]),
            ("property", [os.path.join(b, "umpire_property_tests"), "--gtest_brief=1"]),
        ]

    def configure(self):
        if not os.path.exists(os.path.join(self.build_dir, "build.ninja")):
            status, _ = run_timed(["cmake", "--preset", "mutants"], self.tree, 600, self.env, self.log)
            if status != "ok":
                sys.exit("mutants: cmake --preset mutants failed (build/mutants/gate.log)")

    def baseline(self, factor):
        """Runs the gate on the unmutated tree; sets each test step's time limit."""
        for name, cmd in self.steps:
            status, secs = run_timed(cmd, self.tree, 7200 if name == "build" else 600, self.env, self.log)
            if status != "ok":
                sys.exit(f"mutants: the unmutated tree fails the gate at {name} ({' '.join(cmd)}): "
                         "fix that first (build/mutants/gate.log)")
            if name != "build":
                self.limits[name] = max(10.0, factor * secs)
            print(f"mutants: unmutated {name}: {secs:.1f} s", flush=True)

    def run(self, build_limit):
        """(status, stage): killed/survived/timed-out/stillborn and the step that decided."""
        first_build = True
        for name, cmd in self.steps:
            limit = build_limit if name == "build" else self.limits[name]
            status, _ = run_timed(cmd, self.tree, limit, self.env, self.log)
            if name == "build":
                if status != "ok":
                    # Only the mutated file changed: a failed first build is the mutant's own
                    # compile error; a later one (a test executable) the same.
                    return ("stillborn" if first_build or status == "failed" else "timed-out"), "build"
                first_build = False
                continue
            if status == "failed":
                return "killed", name
            if status == "timeout":
                return "timed-out", name
        return "survived", None


def cmd_run(args):
    root = ROOT
    out = os.path.join(root, args.out)
    tree = os.path.join(out, "tree")
    os.makedirs(tree, exist_ok=True)
    restore_after_kill(tree)
    entries, errors = load_equivalents(root)
    sites = all_sites(root, args.files)
    errors += check_equivalents(entries, all_sites(root, ["rules/**/*.cpp"] + MODEL_RULE_HELPERS))
    if errors:
        sys.exit("\n".join(errors))
    equivalent = {equivalent_key(e): e["reason"] for e in entries}
    if args.mutant:
        wanted = set(args.mutant)
        sample = [s for s in sites if s.ident() in wanted]
        missing = wanted - {s.ident() for s in sample}
        if missing:
            sys.exit(f"mutants: no mutant {', '.join(sorted(missing))} among the sites of {' '.join(args.files)}")
    else:
        sample = choose(sites, args.seed, args.count)
    print(f"mutants: {len(sites)} candidate sites in {len(set(s.path for s in sites))} files, "
          f"{len(sample)} chosen (seed {args.seed})", flush=True)
    copied = sync_tree(root, tree)
    # The unit tests read the rulebooks from ../shared beside the checkout: the copy gets
    # a link to the same folder.
    shared = os.path.join(os.path.dirname(root), "shared")
    beside = os.path.join(os.path.dirname(tree), "shared")
    if os.path.isdir(shared) and not os.path.lexists(beside):
        os.symlink(shared, beside)
    print(f"mutants: {copied} files copied to {os.path.relpath(tree, root)}", flush=True)
    seed = ci_seed(root)
    log = open(os.path.join(out, "gate.log"), "w", encoding="utf-8")
    gate = Gate(tree, args.jobs, args.max_success, seed, log)
    gate.configure()
    gate.baseline(args.timeout_factor)
    meta = {"seed": args.seed, "files": args.files, "property_seed": seed, "max_success": args.max_success,
            "limits_s": {k: round(v, 1) for k, v in gate.limits.items()}}
    results = []
    report_json = os.path.join(out, "report.json")
    started = time.monotonic()
    pause = os.path.join(out, "pause")
    for number, site in enumerate(sample, 1):
        if os.path.exists(pause):
            print(f"mutants: paused while {os.path.relpath(pause, root)} exists", flush=True)
            while os.path.exists(pause):
                time.sleep(2)
        t0 = time.monotonic()
        entry = site.as_json()
        if site.key() in equivalent:
            entry.update(status="equivalent", stage=None, seconds=0.0, reason=equivalent[site.key()])
        else:
            log.write(f"\n=== mutant {site.ident()} {site.path}:{site.line} {site.op}\n")
            with applied(tree, site):
                status, stage = gate.run(args.build_timeout)
            entry.update(status=status, stage=stage, seconds=round(time.monotonic() - t0, 1))
        results.append(entry)
        log.flush()
        write_report(report_json, results, meta, len(sample))
        print(f"[{number}/{len(sample)}] {entry['status']:<10} {entry['stage'] or '':<9} {entry['seconds']:6.1f} s  "
              f"{site.path}:{site.line} {site.op} {site.ident()}", flush=True)
    elapsed = time.monotonic() - started
    text = report_text(results, len(sample))
    with open(os.path.join(out, "report.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    print()
    print(text, end="")
    ran = [r for r in results if r["status"] != "equivalent"]
    if ran:
        print(f"time: {elapsed:.0f} s, {elapsed / len(ran):.1f} s per mutant")
    print(f"mutants: report in {os.path.relpath(report_json, root)} and report.txt")


def cmd_list(args):
    sites = all_sites(ROOT, args.files)
    for s in choose(sites, args.seed, args.count):
        print(f"{s.ident()}  {s.path}:{s.line}  {s.op}  {s.mutated.strip()}")


# --- the self-test (CTest ci:mutants-sample) ------------------------------------------

# What find_sites must make of ci/tests/mutants_fixture.cpp.txt: (line, operator,
# mutated line stripped), in order.
FIXTURE_EXPECTED = [
    (5, "cmp", "still a comment: total = 2; */ int step(int a, int b) { return a <= b ? 1 : 3; }"),
    (5, "int+1", "still a comment: total = 2; */ int step(int a, int b) { return a < b ? 2 : 3; }"),
    (5, "int-1", "still a comment: total = 2; */ int step(int a, int b) { return a < b ? 0 : 3; }"),
    (5, "int+1", "still a comment: total = 2; */ int step(int a, int b) { return a < b ? 1 : 4; }"),
    (5, "int-1", "still a comment: total = 2; */ int step(int a, int b) { return a < b ? 1 : 2; }"),
    (8, "int+1", "std::vector<int> v{1};"),
    (10, "negate", "if (!(total >= limit && !v.empty())) {"),
    (10, "cmp", "if (total > limit && !v.empty()) {"),
    (11, "drop", "{}"),
    (13, "drop", "{}"),
    (13, "minmax", "total = std::min(total, v.front());"),
    (14, "negate", "if (!(total != 0)) --total;"),
    (14, "cmp", "if (total == 0) --total;"),
    (14, "int+1", "if (total != 1) --total;"),
    (14, "drop", "if (total != 0) {}"),
    (15, "drop", "else {}"),
    (16, "minmax", "return std::ranges::max(v) + std::max(total, 1'000);"),
    (16, "minmax", "return std::ranges::min(v) + std::min(total, 1'000);"),
    # an if constexpr is never negated (its condition is a constant), but its parts are
    (19, "cmp", "if constexpr (sizeof(int) != 4) {}"),
    (19, "int+1", "if constexpr (sizeof(int) == 5) {}"),
    (19, "int-1", "if constexpr (sizeof(int) == 3) {}"),
]


def self_test():
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    # 1. enumeration of the fixture, operator by operator
    with open(os.path.join(ROOT, FIXTURE), encoding="utf-8") as f:
        fixture = f.read()
    sites = find_sites("fixture.cpp", fixture)
    got = [(s.line, s.op, s.mutated.strip()) for s in sites]
    check(sorted(got) == sorted(FIXTURE_EXPECTED),
          "fixture sites differ:\n  got      " + "\n           ".join(map(str, got)) +
          "\n  expected " + "\n           ".join(map(str, FIXTURE_EXPECTED)))
    skipped = [s for s in sites if s.line not in {t[0] for t in FIXTURE_EXPECTED}]
    check(not skipped, f"sites on lines that must be skipped: {[(s.line, s.op) for s in skipped]}")
    occurrences = {}
    for s in sites:
        occurrences.setdefault((s.op, s.original.strip()), []).append(s.occurrence)
    check(all(v == list(range(1, len(v) + 1)) for v in occurrences.values()), "occurrences are not 1..n")
    check(len({s.ident() for s in sites}) == len(sites), "two sites share an id")

    # 2. the sample is reproducible, independent of the order sites were found in
    tree_sites = all_sites(ROOT, DEFAULT_FILES)
    check(len(tree_sites) > 1000, f"only {len(tree_sites)} candidate sites in rules/gitm")
    a = [s.ident() for s in choose(tree_sites, 7, 20)]
    shuffled = list(tree_sites)
    random.Random(3).shuffle(shuffled)
    b = [s.ident() for s in choose(shuffled, 7, 20)]
    c = [s.ident() for s in choose(tree_sites, 8, 20)]
    check(a == b, "the same seed chose different mutants")
    check(a != c, "seeds 7 and 8 chose the same mutants")
    check(len(set(a)) == 20, "the sample repeats a mutant")
    chosen = set(a)
    fewer = [s for s in tree_sites if s.ident() not in chosen][1:]  # a site outside the sample gone
    more = tree_sites + sites  # and sites added
    check(set(s.ident() for s in choose(fewer + [s for s in tree_sites if s.ident() in chosen], 7, 20)) == chosen,
          "a site gone outside the sample changed the sample")
    check(len(chosen & {s.ident() for s in choose(more, 7, 20)}) >= 20 - len(sites),
          "sites added changed more of the sample than they could enter")
    check(set(OPERATORS) == {s.op for s in tree_sites}, "an operator has no site in rules/gitm")

    # 3. apply and revert on a temporary copy, also when the run is interrupted
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, "tree")
        os.makedirs(tree)
        shutil.copy(os.path.join(ROOT, FIXTURE), os.path.join(tree, "fixture.cpp"))
        for s in sites:
            with applied(tree, s) as path:
                with open(path, encoding="utf-8") as f:
                    now = f.read().split("\n")
                before = fixture.split("\n")
                changed = [i + 1 for i in range(len(before)) if before[i] != now[i]]
                check(changed == [s.line] and now[s.line - 1] == s.mutated,
                      f"{s.op} at line {s.line} changed lines {changed}")
            with open(os.path.join(tree, "fixture.cpp"), encoding="utf-8") as f:
                check(f.read() == fixture, f"{s.op} at line {s.line} was not reverted")
        try:
            with applied(tree, sites[0]):
                raise KeyboardInterrupt
        except KeyboardInterrupt:
            pass
        with open(os.path.join(tree, "fixture.cpp"), encoding="utf-8") as f:
            check(f.read() == fixture, "a Ctrl-C left the mutant in place")
        check(not os.path.exists(tree + ".restore.json"), "the restore marker outlived the mutant")

    # 4. the equivalents list parses and every entry names a site of the tree
    entries, errors = load_equivalents(ROOT)
    errors += check_equivalents(entries, all_sites(ROOT, ["rules/**/*.cpp"] + MODEL_RULE_HELPERS))
    check(not errors, "ci/mutants-equivalent.txt:\n  " + "\n  ".join(errors))
    bad, bad_errors = parse_equivalents("file: x.cpp\noperator: cmp\n\nfile: y.cpp\noperator: swap\n"
                                        "occurrence: 1\nline: a\nmutated: b\nreason: c\n", "t")
    check(not bad and len(bad_errors) == 2, f"broken entries were accepted: {bad_errors}")
    rot = check_equivalents([{"file": "fixture.cpp", "operator": "cmp", "line": "if (a < b) {",
                              "occurrence": 1, "mutated": "if (a <= b) {", "at": 1}], sites)
    check(len(rot) == 1, "an entry naming no site was accepted")
    s = sites[2]
    good = check_equivalents([{"file": s.path, "operator": s.op, "line": s.original.strip(),
                               "occurrence": s.occurrence, "mutated": s.mutated.strip(), "at": 1}], sites)
    check(not good, f"an entry naming a site was refused: {good}")

    # 5. the replays of the gate: each finished turn (a seed.txt) and each dispute record
    with tempfile.TemporaryDirectory() as tmp:
        for d in ("golden/campaign/war/turns/0001", "golden/campaign/war/turns/0012", "golden/campaign/war/turns/0013",
                  "golden/disputes"):
            os.makedirs(os.path.join(tmp, d))
        for f in ("golden/campaign/war/turns/0001/seed.txt", "golden/campaign/war/turns/0012/seed.txt",
                  "golden/disputes/a.case.json", "golden/disputes/notes.txt"):
            open(os.path.join(tmp, f), "w").close()
        cmd = replay_command(tmp, "/b/umpire")
        check(cmd == ["bash", "-c", '"$0" campaign verify golden/campaign/war --turn 1 && '
                      '"$0" campaign verify golden/campaign/war --turn 12 && "$0" replay golden/disputes/a.case.json',
                      "/b/umpire"], f"replay command: {cmd}")
        check(replay_command(os.path.join(tmp, "golden", "none"), "u")[2] == "true", "replays of an empty tree")

    # 6. the report writer on a canned result
    fields = ("id", "file", "line", "operator", "original", "mutated", "status")
    canned = [dict(zip(fields, row)) for row in [
        ("a", "rules/x.cpp", 3, "cmp", "a < b", "a <= b", "killed"),
        ("b", "rules/x.cpp", 4, "drop", "f();", "{}", "survived"),
        ("c", "rules/y.cpp", 5, "int+1", "n = 1;", "n = 2;", "timed-out"),
        ("d", "rules/y.cpp", 6, "negate", "if (p)", "if (!(p))", "stillborn"),
        ("e", "rules/y.cpp", 7, "cmp", "a == b", "a != b", "equivalent"),
        ("f", "rules/y.cpp", 8, "cmp", "a > b", "a >= b", "killed"),
    ]]
    text = report_text(canned, 7)
    lines = text.split("\n")
    check(any(re.fullmatch(r"rules/x\.cpp\s+1\s+1\s+0\s+0\s+0\s+50\.0%", l) for l in lines), "x.cpp row:\n" + text)
    check(any(re.fullmatch(r"rules/y\.cpp\s+1\s+0\s+1\s+1\s+1\s+100\.0%", l) for l in lines), "y.cpp row:\n" + text)
    check(any(re.fullmatch(r"all\s+2\s+1\s+1\s+1\s+1\s+75\.0%", l) for l in lines), "total row:\n" + text)
    check("score: 75.0%" in text and "6 mutants run of 7 planned" in text, "score line:\n" + text)
    check("  rules/x.cpp:4  drop  id b\n    - f();\n    + {}\n" in text, "survivor block:\n" + text)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "report.json")
        write_report(path, canned, {"seed": 1}, 7)
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        check(doc["score"] == 75.0 and doc["run"] == 6 and doc["planned"] == 7, f"report.json head: {doc}")
        check(doc["totals"] == {"killed": 2, "survived": 1, "timed-out": 1, "stillborn": 1, "equivalent": 1},
              f"report.json totals: {doc['totals']}")
        check(doc["files"]["rules/x.cpp"]["survived"] == 1 and doc["files"]["rules/y.cpp"]["score"] == 100.0,
              f"report.json files: {doc['files']}")

    if failures:
        print("mutants self-test FAILED:\n" + "\n".join(failures))
        return 1
    print(f"mutants self-test: {len(sites)} fixture sites, {len(tree_sites)} sites in rules/gitm, "
          f"{len(entries)} equivalents, all checks passed")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("run", "list"):
        p = sub.add_parser(name)
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--count", type=int, default=300)
        p.add_argument("--files", action="append", help="glob of sources (repeatable), default rules/gitm/**/*.cpp")
        if name == "run":
            p.add_argument("--mutant", action="append", help="run only the mutant with this id (repeatable)")
            p.add_argument("--max-success", type=int, default=50, help="cases per property (default 50)")
            p.add_argument("--timeout-factor", type=float, default=5.0)
            p.add_argument("--build-timeout", type=float, default=900.0)
            p.add_argument("--jobs", type=int, default=1)
            p.add_argument("--out", default="build/mutants")
    sub.add_parser("sample")
    args = parser.parse_args()
    if args.command == "sample":
        return self_test()
    if not args.files:
        args.files = DEFAULT_FILES
    (cmd_run if args.command == "run" else cmd_list)(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
