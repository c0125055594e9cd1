#!/usr/bin/env bash
# The GitHub Actions workflows (.github/workflows/) and the ClusterFuzzLite set-up
# (.clusterfuzzlite/) cannot run here; this checks what would break them: yamllint
# --strict with .yamllint, then ci/check_workflows.py (every script and path a step calls
# is in the tree, every CMake preset exists, action inputs, the Dockerfile; its
# docstring lists all). CTest runs it as ci:workflows, and ci:workflows-self-test breaks
# copies of the tree one way at a time to see each caught.
#
#   ci/check-workflows.sh [ROOT]        check ROOT (default: this checkout)
#   ci/check-workflows.sh --self-test   the broken copies
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# Missing tools fail rather than skip, or the check would rot unseen.
command -v yamllint >/dev/null || { echo "check-workflows: yamllint missing: bash ci/install-deps.sh" >&2; exit 1; }
python3 -c 'import yaml' 2>/dev/null || { echo "check-workflows: PyYAML missing: bash ci/install-deps.sh" >&2; exit 1; }

if [[ ${1:-} == --self-test ]]; then
  exec python3 "$here/check_workflows.py" --self-test "$(cd "$here/.." && pwd)"
fi
root=$(cd "${1:-$here/..}" && pwd)
# Both run, so that one pass shows every finding.
status=0
(cd "$root" && yamllint --strict -c .yamllint .yamllint .github/workflows .clusterfuzzlite) || status=1
python3 "$here/check_workflows.py" "$root" || status=1
exit "$status"
