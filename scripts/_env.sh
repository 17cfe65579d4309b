# Sourced by scripts/run, scripts/test and scripts/bench: make .venv and install the project
# into it when pyproject.toml changed since the last install. Needs only Python 3.11+.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
extras=${COMPANION_EXTRAS:-}
python=${PYTHON:-python3}
if [[ ! -x .venv/bin/python ]]; then
  "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || { echo "Table Companion needs Python 3.11 or newer ($python is $("$python" --version 2>&1))" >&2; exit 1; }
  echo "Creating .venv …" >&2
  "$python" -m venv .venv
fi
stamp=".venv/.installed-$(cksum < pyproject.toml | cut -d' ' -f1)${extras:+-$extras}"
if [[ ! -f $stamp ]]; then
  echo "Installing Table Companion${extras:+ with [$extras]} into .venv …" >&2
  .venv/bin/python -m pip install -q --upgrade pip >&2
  .venv/bin/python -m pip install -q -e ".${extras:+[$extras]}" >&2
  rm -f .venv/.installed-*
  touch "$stamp"
fi
