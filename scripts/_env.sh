# Sourced by scripts/run, scripts/test and scripts/bench: make .venv and install the project into
# it, once, whenever pyproject.toml changed since the last install. Needs only Python 3.11+.
# One install serves every script (the app and its test tools together, one marker), so running
# the app after the tests, or the reverse, never reinstalls anything.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
python=${PYTHON:-python3}
stamp=".venv/.installed-$(cksum < pyproject.toml | cut -d' ' -f1)"
if [[ ! -f $stamp ]]; then
  if [[ ! -x .venv/bin/python ]]; then
    "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
      || { echo "Table Companion needs Python 3.11 or newer ($python is $("$python" --version 2>&1))" >&2; exit 1; }
    echo "First start: installing Table Companion and its test tools into .venv (about a minute, once) …" >&2
    "$python" -m venv .venv
  else
    echo "pyproject.toml changed: updating .venv …" >&2
  fi
  # Quiet but honest: no progress bars, version nags or root warnings; errors still print.
  PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore PIP_NO_WARN_SCRIPT_LOCATION=1 \
    .venv/bin/python -m pip install -qq --progress-bar off -e ".[test]" >&2 \
    || { echo "Installing into .venv failed (see above); fix it and run the command again." >&2; exit 1; }
  rm -f .venv/.installed-*
  touch "$stamp"
  echo "Installed." >&2
fi
