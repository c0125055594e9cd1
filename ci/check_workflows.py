#!/usr/bin/env python3
"""Checks the GitHub Actions workflows and the ClusterFuzzLite set-up without GitHub.

They cannot run here, so what can rot is checked instead (ci/check-workflows.sh runs
yamllint first, then this):
  - every workflow has a name, triggers and jobs; every job a runner, steps and a
    timeout within the 90 minutes CI has;
  - every script a `run:` step calls (`bash ci/x.sh`, `./.ci/run`) is in the tree
    (tracked by git, when the tree is a checkout), and executable when it is run as a
    command; every other path of the tree named in a step exists; a path under build/
    names a CMake configure preset as its folder;
  - the same for the scripts those call, in turn, and every `--preset` named anywhere
    on that way exists in CMakePresets.json (configure, build or test, as used);
  - actions are pinned to a version; ClusterFuzzLite's take only the inputs their
    action.yml declares, with a known mode and sanitizers, in .clusterfuzzlite's
    language; the cache and artifact actions get what they require;
  - .clusterfuzzlite/ has project.yaml, a Dockerfile from OSS-Fuzz's base-builder whose
    COPY sources exist and which puts build.sh in $SRC, and a build.sh that calls
    fuzz/build.sh;
  - README names every workflow file.

Usage: check_workflows.py ROOT
       check_workflows.py --self-test ROOT   break a copy of ROOT one way at a time;
                                             each must fail, the copy as it is must pass
"""

import json
import os
import re
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile

import yaml

CI_MINUTES = 90

# The inputs of google/clusterfuzzlite's actions at v1 (actions/build_fuzzers/action.yml
# and actions/run_fuzzers/action.yml in that repository).
CFLITE_INPUTS = {
    "google/clusterfuzzlite/actions/build_fuzzers": {
        "language", "dry-run", "allowed-broken-targets-percentage", "sanitizer", "project-src-path",
        "bad-build-check", "storage-repo", "storage-repo-branch", "storage-repo-branch-coverage",
        "upload-build", "github-token"},
    "google/clusterfuzzlite/actions/run_fuzzers": {
        "language", "fuzz-seconds", "dry-run", "sanitizer", "mode", "github-token", "storage-repo",
        "storage-repo-branch", "storage-repo-branch-coverage", "report-unreproducible-crashes"},
}
CFLITE_MODES = {"code-change", "batch", "coverage", "prune"}
CFLITE_SANITIZERS = {"address", "undefined", "memory", "coverage"}
# Inputs without which an action fails at once (their action.yml says required: true).
REQUIRED_INPUTS = {
    "google/clusterfuzzlite/actions/run_fuzzers": {"github-token"},
    "actions/cache": {"path", "key"},
    "actions/cache/restore": {"path", "key"},
    "actions/upload-artifact": {"path"},
}
# Words after which the next word is the command itself.
PREFIXES = {"exec", "time", "nice", "env", "sudo", "then", "else", "do", "if", "elif", "while", "until", "!", "{"}
SEPARATORS = {";", "&&", "||", "|", "&", "(", ")", "\n", ";;", "|&"}


class Checker:
    def __init__(self, root):
        self.root = os.path.abspath(root)
        self.errors = []
        self.tracked = self._git_index()
        self.top = {e for e in os.listdir(self.root) if e not in (".git", "build")}
        with open(os.path.join(self.root, "CMakePresets.json")) as f:
            presets = json.load(f)
        self.presets = {kind: {p["name"] for p in presets.get(kind + "Presets", []) if not p.get("hidden")}
                        for kind in ("configure", "build", "test")}
        self.scripts_seen = set()

    def _git_index(self):
        """path -> mode of every file in git's index, or None outside a checkout."""
        try:
            top = subprocess.run(["git", "-C", self.root, "rev-parse", "--show-toplevel"], capture_output=True,
                                 text=True, check=True).stdout.strip()
            # A copy of the tree inside some other checkout is not that checkout.
            if os.path.realpath(top) != os.path.realpath(self.root):
                return None
            out = subprocess.run(["git", "-C", self.root, "ls-files", "-s", "-z"], capture_output=True, check=True)
        except (OSError, subprocess.CalledProcessError):
            return None
        index = {}
        for entry in out.stdout.decode().split("\0"):
            if entry:
                meta, path = entry.split("\t", 1)
                index[path] = meta.split()[0]
        return index

    def error(self, where, what):
        self.errors.append(f"{where}: {what}")

    # --- paths of the tree -------------------------------------------------------------

    def is_tree_path(self, word):
        if not word or word[0] in "-$/~" or "$" in word or "*" in word or "://" in word:
            return False
        parts = os.path.normpath(word).split(os.sep)
        return len(parts) > 1 and (parts[0] in self.top or parts[0] == "build")

    def check_path(self, where, word, run=False, script=False):
        """A path of the tree named by a command: exists (tracked), executable if run."""
        rel = os.path.normpath(word)
        if rel.split(os.sep)[0] == "build":
            parts = rel.split(os.sep)
            if len(parts) < 2 or parts[1] not in self.presets["configure"]:
                self.error(where, f"{word}: build/{parts[1] if len(parts) > 1 else ''} is no configure preset's "
                                  f"folder (CMakePresets.json has {sorted(self.presets['configure'])})")
            return
        full = os.path.join(self.root, rel)
        if os.path.isdir(full) and not run and not script:
            return
        if not os.path.isfile(full):
            self.error(where, f"{word}: no such file in the tree")
            return
        if self.tracked is not None and rel not in self.tracked:
            self.error(where, f"{word}: not tracked by git, so a CI checkout lacks it")
            return
        if run:
            executable = (self.tracked[rel] == "100755") if self.tracked is not None \
                else bool(os.stat(full).st_mode & stat.S_IXUSR)
            if not executable:
                self.error(where, f"{word}: run as a command but not executable (run it with bash, or chmod +x)")
        if script and rel not in self.scripts_seen:
            self.scripts_seen.add(rel)
            with open(full) as f:
                self.check_shell(rel, f.read(), in_script=True)

    # --- shell commands ----------------------------------------------------------------

    @staticmethod
    def strip_comments(text):
        """The text without its shell comments: a # at the start of a word, outside quotes."""
        out, quote, i = [], None, 0
        while i < len(text):
            c = text[i]
            if quote:
                if c == "\\" and quote == '"':
                    out.append(text[i:i + 2])
                    i += 2
                    continue
                if c == quote:
                    quote = None
            elif c in "'\"":
                quote = c
            elif c == "\\":
                out.append(text[i:i + 2])
                i += 2
                continue
            elif c == "#" and (i == 0 or text[i - 1] in " \t\n;"):
                while i < len(text) and text[i] != "\n":
                    i += 1
                continue
            out.append(c)
            i += 1
        return "".join(out)

    def commands(self, text):
        """The simple commands of a shell text, each a list of words (a rough reading that
        is enough for the scripts and steps of this tree)."""
        text = re.sub(r"\$\{\{.*?\}\}", "EXPR", text)
        text = self.strip_comments(text.replace("\\\n", " "))
        lexer = shlex.shlex(text, posix=True, punctuation_chars=";&|()<>")
        lexer.whitespace = " \t\r"
        lexer.commenters = ""
        lexer.wordchars += "$=:/.,-+@%{}[]*?~^!"
        current = []
        try:
            for token in lexer:
                if token in SEPARATORS:
                    if current:
                        yield current
                    current = []
                else:
                    current.append(token)
        except ValueError as e:
            raise ValueError(f"cannot read as shell: {e}")
        if current:
            yield current

    def check_shell(self, where, text, in_script=False):
        try:
            commands = list(self.commands(text))
        except ValueError as e:
            self.error(where, str(e))
            return
        for words in commands:
            i = 0
            while i < len(words) and (words[i] in PREFIXES or re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[i])
                                      or (i > 0 and words[i - 1] == "nice" and words[i] == "-n")
                                      or (i > 1 and words[i - 2] == "nice" and words[i - 1] == "-n")):
                i += 1
            if i >= len(words):
                continue
            cmd, args = words[i], words[i + 1:]
            if cmd in ("bash", "sh", "python3"):
                target = next((a for a in args if not a.startswith("-")), None)
                if target and self.is_tree_path(target):
                    self.check_path(where, target, script=cmd != "python3")
                    args = [a for a in args if a is not target]
            elif self.is_tree_path(cmd):
                self.check_path(where, cmd, run=True, script=True)
            elif cmd in ("cmake", "ctest"):
                self.check_presets(where, cmd, args)
            if not in_script:
                for a in args:
                    if self.is_tree_path(a):
                        self.check_path(where, a)

    def check_presets(self, where, cmd, args):
        kind = "test" if cmd == "ctest" else ("build" if "--build" in args else "configure")
        for j, a in enumerate(args):
            name = None
            if a == "--preset" and j + 1 < len(args):
                name = args[j + 1]
            elif a.startswith("--preset="):
                name = a.split("=", 1)[1]
            if name is not None and "$" not in name and name not in self.presets[kind]:
                self.error(where, f"{cmd} --preset {name}: no {kind} preset of that name in CMakePresets.json")

    # --- workflows ---------------------------------------------------------------------

    def check_workflow(self, rel):
        with open(os.path.join(self.root, rel)) as f:
            try:
                doc = yaml.safe_load(f)
            except yaml.YAMLError as e:
                self.error(rel, f"not YAML: {e}")
                return
        if not isinstance(doc, dict):
            self.error(rel, "not a mapping")
            return
        # YAML 1.1 reads the key `on` as true.
        if "name" not in doc:
            self.error(rel, "no name")
        if "on" not in doc and True not in doc:
            self.error(rel, "no triggers (on:)")
        jobs = doc.get("jobs")
        if not isinstance(jobs, dict) or not jobs:
            self.error(rel, "no jobs")
            return
        for job_id, job in jobs.items():
            where = f"{rel}: job {job_id}"
            if not isinstance(job, dict):
                self.error(where, "not a mapping")
                continue
            if "runs-on" not in job:
                self.error(where, "no runs-on")
            minutes = job.get("timeout-minutes")
            if not isinstance(minutes, int) or not 0 < minutes <= CI_MINUTES:
                self.error(where, f"timeout-minutes must be a number of minutes up to {CI_MINUTES}, not {minutes!r}")
            steps = job.get("steps")
            if not isinstance(steps, list) or not steps:
                self.error(where, "no steps")
                continue
            matrix = (job.get("strategy") or {}).get("matrix") or {}
            for n, step in enumerate(steps, 1):
                self.check_step(f"{where}, step {n} ({step.get('name') or step.get('uses') or 'run'})", step, matrix)

    def check_step(self, where, step, matrix):
        if ("uses" in step) == ("run" in step):
            self.error(where, "needs exactly one of uses: and run:")
            return
        if "run" in step:
            self.check_shell(where, str(step["run"]))
            return
        uses = str(step["uses"])
        if uses.startswith("./"):
            if not os.path.exists(os.path.join(self.root, uses)):
                self.error(where, f"{uses}: no such local action")
            return
        action, _, ref = uses.partition("@")
        if not ref:
            self.error(where, f"{uses}: not pinned to a version (@v1, @v4, a commit)")
        inputs = step.get("with") or {}
        missing = REQUIRED_INPUTS.get(action, set()) - set(inputs)
        if missing:
            self.error(where, f"{action} needs {', '.join(sorted(missing))}")
        if action in CFLITE_INPUTS:
            self.check_cflite(where, action, inputs, matrix)

    def check_cflite(self, where, action, inputs, matrix):
        unknown = set(inputs) - CFLITE_INPUTS[action]
        if unknown:
            self.error(where, f"{action} has no input {', '.join(sorted(unknown))}")
        if "mode" in inputs and inputs["mode"] not in CFLITE_MODES:
            self.error(where, f"mode {inputs['mode']!r} is none of {sorted(CFLITE_MODES)}")
        sanitizer = str(inputs.get("sanitizer", "address"))
        sanitizers = matrix.get("sanitizer", []) if sanitizer == "${{ matrix.sanitizer }}" else [sanitizer]
        for s in sanitizers:
            if s not in CFLITE_SANITIZERS:
                self.error(where, f"sanitizer {s!r} is none of {sorted(CFLITE_SANITIZERS)}")
        language = inputs.get("language", "c++")
        if language != self.cflite_language:
            self.error(where, f"language {language!r}, but .clusterfuzzlite/project.yaml says {self.cflite_language!r}")

    # --- ClusterFuzzLite's build --------------------------------------------------------

    def check_clusterfuzzlite(self):
        base = ".clusterfuzzlite"
        self.cflite_language = None
        try:
            with open(os.path.join(self.root, base, "project.yaml")) as f:
                self.cflite_language = (yaml.safe_load(f) or {}).get("language")
        except (OSError, yaml.YAMLError) as e:
            self.error(f"{base}/project.yaml", str(e))
        if self.cflite_language not in ("c", "c++"):
            self.error(f"{base}/project.yaml", f"language is {self.cflite_language!r}, not c++")
        self.check_path(f"{base}/build.sh", f"{base}/build.sh", run=True, script=True)
        build_sh = os.path.join(self.root, base, "build.sh")
        if os.path.isfile(build_sh) and not re.search(r"^\s*(exec\s+)?(bash\s+)?fuzz/build\.sh\b",
                                                      open(build_sh).read(), re.M):
            self.error(f"{base}/build.sh", "does not call fuzz/build.sh")
        dockerfile = os.path.join(base, "Dockerfile")
        try:
            text = open(os.path.join(self.root, dockerfile)).read().replace("\\\n", " ")
        except OSError as e:
            self.error(dockerfile, str(e))
            return
        lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
        if not lines or not re.match(r"FROM\s+gcr\.io/oss-fuzz-base/base-builder(:\S+)?$", lines[0]):
            self.error(dockerfile, "does not start FROM gcr.io/oss-fuzz-base/base-builder")
        build_copied = False
        for ln in lines:
            word, _, rest = ln.partition(" ")
            if word == "COPY":
                *sources, dest = rest.split()
                for s in sources:
                    if s != "." and not os.path.exists(os.path.join(self.root, s)):
                        self.error(dockerfile, f"COPY {s}: no such path in the tree (the build context)")
                if ".clusterfuzzlite/build.sh" in sources and dest.rstrip("/") == "$SRC":
                    build_copied = True
        if not build_copied:
            self.error(dockerfile, "does not COPY .clusterfuzzlite/build.sh to $SRC/, where ClusterFuzzLite runs it")

    def check(self):
        self.check_clusterfuzzlite()
        folder = os.path.join(self.root, ".github", "workflows")
        workflows = sorted(f for f in os.listdir(folder) if f.endswith((".yml", ".yaml"))) \
            if os.path.isdir(folder) else []
        if not workflows:
            self.error(".github/workflows", "no workflows")
        readme = open(os.path.join(self.root, "README.md")).read()
        for name in workflows:
            rel = f".github/workflows/{name}"
            self.check_workflow(rel)
            if name not in readme:
                self.error(rel, "README.md does not name it (section Continuous integration)")
        return list(dict.fromkeys(self.errors))


def self_test(root):
    """Each mutant breaks the tree one way; the checker must fail on each, saying why,
    and pass on the tree as it is. All run on one copy, each mutant undone before the
    next; the copy's files are hard links where the file system allows (a broken file is
    always a new one, never written through a link). yamllint is run on the one mutant
    that only it catches."""
    def link_or_copy(src, dst):
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    def replace(path, data, mode):
        os.remove(path)
        with open(path, "wb") as f:
            f.write(data)
        os.chmod(path, mode)

    def edit(old, new):
        def apply(path):
            text = open(path).read()
            assert old in text, f"self-test: {old!r} is not in {path} any more; update the mutant"
            replace(path, text.replace(old, new, 1).encode(), os.stat(path).st_mode)
        return apply

    def chmod_minus_x(path):
        replace(path, open(path, "rb").read(), 0o644)

    ci, pr, deep = ".github/workflows/ci.yml", ".github/workflows/cflite_pr.yml", ".github/workflows/deep-properties.yml"
    mutants = [
        ("a misspelt script", ci, edit("bash ci/install-deps.sh", "bash ci/install-dep.sh"), "ci/install-dep.sh: no such"),
        ("the entry point not executable", ".ci/run", chmod_minus_x, ".ci/run: run as a command but not executable"),
        ("a misspelt entry point", ci, edit("./.ci/run", "./.ci/runn"), ".ci/runn: no such file"),
        ("a called script's preset gone", "CMakePresets.json", edit('"name": "fuzz"', '"name": "fuzzer"'),
         "cmake --preset fuzz: no configure preset"),
        ("a build folder of no preset", ci, edit("./build/debug/umpire", "./build/dbg/umpire"), "build/dbg is no"),
        ("a script a script calls gone", "ci/quickstart.sh", os.remove, "ci/quickstart.sh: no such file"),
        ("a misspelt ClusterFuzzLite input", pr, edit("fuzz-seconds:", "fuzz_seconds:"), "has no input fuzz_seconds"),
        ("an unknown ClusterFuzzLite mode", pr, edit("'code-change'", "'codechange'"), "mode 'codechange'"),
        ("an unknown sanitizer", pr, edit("- undefined", "- ubsan"), "sanitizer 'ubsan'"),
        ("a job without a timeout", deep, edit("timeout-minutes: 90", "continue-on-error: false"), "timeout-minutes"),
        ("an action without a version", ci, edit("actions/checkout@v4", "actions/checkout"), "not pinned"),
        ("fuzz/build.sh gone", "fuzz/build.sh", os.remove, "fuzz/build.sh: no such file"),
        ("a Dockerfile COPY of nothing", ".clusterfuzzlite/Dockerfile", edit("COPY ci/install-deps.sh", "COPY ci/deps.sh"),
         "COPY ci/deps.sh: no such path"),
        ("a workflow README does not name", "README.md", edit("deep-properties.yml", "deep-properties"),
         "README.md does not name it"),
    ]
    failures = 0
    with tempfile.TemporaryDirectory(prefix="umpire-workflows-") as tmp:
        copy = os.path.join(tmp, "tree")
        shutil.copytree(root, copy, symlinks=True, ignore=shutil.ignore_patterns(".git", "build"),
                        copy_function=link_or_copy)
        errors = Checker(copy).check()
        if errors:
            print("self-test: the unbroken copy fails:\n  " + "\n  ".join(errors))
            return 1
        for what, rel, mutate, expected in mutants:
            path = os.path.join(copy, rel)
            data, mode = open(path, "rb").read(), os.stat(path).st_mode
            mutate(path)
            errors = Checker(copy).check()
            if not any(expected in e for e in errors):
                failures += 1
                print(f"self-test: {what}: no error containing {expected!r}; errors: {errors}")
            if os.path.exists(path):
                os.remove(path)
            with open(path, "wb") as f:
                f.write(data)
            os.chmod(path, mode)
        # Only yamllint sees this one: PyYAML reads trailing spaces happily.
        path = os.path.join(copy, ci)
        edit("name: CI\n", "name: CI   \n")(path)
        lint = subprocess.run(["yamllint", "--strict", "-c", os.path.join(copy, ".yamllint"), path],
                              capture_output=True, text=True)
        if lint.returncode == 0 or "trailing-spaces" not in lint.stdout:
            failures += 1
            print(f"self-test: trailing spaces: yamllint passed them ({lint.stdout.strip()})")
    print(f"self-test: {len(mutants) + 1 - failures} of {len(mutants) + 1} broken copies caught")
    return 1 if failures else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) != 2:
        print(__doc__[__doc__.index("Usage:"):].rstrip(), file=sys.stderr)
        return 2
    errors = Checker(argv[1]).check()
    for e in errors:
        print(f"check-workflows: {e}", file=sys.stderr)
    if errors:
        return 1
    print("check-workflows: workflows, their commands and .clusterfuzzlite/ check out")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
