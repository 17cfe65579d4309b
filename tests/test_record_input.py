"""Every command that reads a record from standard input refuses an oversized one at once
(the size cap lives in one place, `companion.record.load_named`)."""

import subprocess
import sys

import pytest

from support import ROOT


@pytest.mark.parametrize("command", [["replay", "-"], ["log", "-"], ["export", "-", "--bgstats"]])
def test_an_endless_stdin_is_refused_in_one_line(command):
    with open("/dev/zero", "rb") as endless:  # read whole before, this grew without bound
        done = subprocess.run([sys.executable, "-m", "companion", *command], stdin=endless, capture_output=True,
                              cwd=ROOT, timeout=30)
    assert done.returncode == 2, done.stderr
    assert done.stderr.decode().count("\n") == 1 and "Traceback" not in done.stderr.decode()
