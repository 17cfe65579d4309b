"""Paths and small helpers shared by tests (importable because pytest puts tests/ on the path)."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# beside the checkout only in CI and at the CEO's desk: tests that use it add its cases when it is there and
# skip them when it is absent (a user's clone has none)
SHARED = Path(os.environ.get("COMPANION_SHARED", ROOT.parent / "shared"))
EXAMPLES = ROOT / "examples"  # the project's own records (tests/make_examples.py writes them)


def run_app_until_ready_then_signal(script: str, sig, ready: str = "READY") -> int:
    """Run `script` (Python source; argv[1] is tests/app, for its flows) headless in a child
    process, wait for the line starting with `ready`, send `sig`; the child's return code."""
    import subprocess
    import sys

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", script, str(ROOT / "tests" / "app")], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline()
        assert line.startswith(ready), line + child.stderr.read()
        child.send_signal(sig)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
    return child.returncode
