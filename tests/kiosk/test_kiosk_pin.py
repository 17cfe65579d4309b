"""The staff PIN: salted, never in clear, verified; and the set-pin command."""

import subprocess
import sys
import tomllib

import pytest

from companion.kiosk import pin
from support import ROOT


@pytest.mark.parametrize("method", ["scrypt", "pbkdf2_sha256"])
def test_hash_verifies_only_the_right_pin(method):
    stored = pin.hash_pin("4711", method=method)
    assert "4711" not in stored and stored.startswith(method + "$")
    assert pin.verify_pin("4711", stored)
    for wrong in ("4712", "471", "47110", "", "٤٧١١"):
        assert not pin.verify_pin(wrong, stored)


def test_salt_makes_each_hash_different():
    assert pin.hash_pin("4711") != pin.hash_pin("4711")


@pytest.mark.parametrize("bad", ["12", "1234567890123", "12a4", "12 34", "١٢٣٤"])
def test_unacceptable_new_pins_are_refused_with_a_reason(bad):
    with pytest.raises(pin.BadPin, match="PIN must"):
        pin.hash_pin(bad)


@pytest.mark.parametrize("stored", ["", "4711", "scrypt$16384$8$1$abc", "scrypt$1000$8$1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA==",
                                    "scrypt$16384$8$1$!!$??", "pbkdf2_sha256$0$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA==",
                                    "md5$x$y", None, 4711])
def test_a_damaged_hash_never_verifies_and_never_raises(stored):
    assert not pin.verify_pin("4711", stored)
    assert not pin.is_pin_hash(stored)


def _kiosk(tmp_path, *args, stdin=""):
    env = {"COMPANION_CONFIG_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-m", "companion.kiosk", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60)


def test_set_pin_command_stores_only_a_hash_and_keeps_other_settings(tmp_path):
    (tmp_path / "settings.toml").write_text('rotation = 90\nsound = false\n')
    done = _kiosk(tmp_path, "set-pin", "--pin-stdin", stdin="8642\n")
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "settings.toml").read_text()
    assert "8642" not in text
    raw = tomllib.loads(text)
    assert pin.verify_pin("8642", raw["pin_hash"]) and raw["rotation"] == 90 and raw["sound"] is False
    shown = _kiosk(tmp_path, "show")
    assert "pin_hash = set" in shown.stdout and "rotation = 90" in shown.stdout


def test_set_pin_refuses_a_bad_pin_in_one_line_and_changes_nothing(tmp_path):
    done = _kiosk(tmp_path, "set-pin", "--pin-stdin", stdin="12\n")
    assert done.returncode == 1
    assert done.stderr.strip() == "PIN not changed: the PIN must have 4 to 12 digits"
    assert not (tmp_path / "settings.toml").exists()


def test_set_pin_asks_twice_without_echo_and_refuses_a_mismatch(tmp_path):
    transcript = _in_terminal(tmp_path, ["5555", "5556"])
    assert "New staff PIN" in transcript and "Same PIN again" in transcript
    assert "the two entries differ" in transcript and "5555" not in transcript
    assert not (tmp_path / "settings.toml").exists()


def test_set_pin_in_a_terminal_stores_the_pin_typed_twice(tmp_path):
    transcript = _in_terminal(tmp_path, ["2468", "2468"])
    assert "staff PIN set" in transcript and "2468" not in transcript
    assert pin.verify_pin("2468", tomllib.loads((tmp_path / "settings.toml").read_text())["pin_hash"])


def _in_terminal(tmp_path, answers):
    """Run set-pin on a pseudo-terminal (getpass reads /dev/tty) and type the answers."""
    pty = pytest.importorskip("pty")
    import os
    import select
    import time

    env = {"COMPANION_CONFIG_DIR": str(tmp_path), "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    child, fd = pty.fork()
    if child == 0:  # pragma: no cover - the child process
        os.execve(sys.executable, [sys.executable, "-m", "companion.kiosk", "set-pin"], env)
    output, pending, deadline = b"", list(answers), time.monotonic() + 30
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 1024)
            except OSError:  # the child has exited and closed the terminal
                break
            if not chunk:
                break
            output += chunk
        if pending and output.count(b": ") > len(answers) - len(pending):
            os.write(fd, pending.pop(0).encode() + b"\n")
    os.waitpid(child, 0)
    os.close(fd)
    return output.decode("utf-8", "replace")
