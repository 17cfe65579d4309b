"""The systemd unit written by scripts/install-kiosk."""

import configparser
import getpass
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from companion.kiosk.unit import KioskService
from support import ROOT

SCRIPT = ROOT / "scripts" / "install-kiosk"


def _exists(name):
    import pwd
    try:
        return pwd.getpwnam(name) is not None
    except KeyError:
        return False


# the kiosk refuses root: an ordinary account of this machine (the tests often run as root)
USER = next((name for name in (os.environ.get("SUDO_USER"), getpass.getuser(), "daemon", "games")
             if name and name != "root" and _exists(name)), "daemon")


def dry_run(*args):
    return subprocess.run([sys.executable, str(SCRIPT), "--dry-run", *args], capture_output=True, text=True, timeout=60)


def parse_unit(text):
    unit = configparser.ConfigParser(strict=False, interpolation=None, delimiters=("=",))
    unit.optionxform = str
    unit.read_string(text)
    return unit


def test_dry_run_prints_a_kmsdrm_notify_service_with_watchdog_and_restart():
    user = USER
    done = dry_run("--user", user, "--rotate", "90")
    assert done.returncode == 0, done.stderr
    unit = parse_unit(done.stdout)
    service = unit["Service"]
    assert service["User"] == user
    assert service["Type"] == "notify" and int(service["WatchdogSec"]) > 0
    assert service["Restart"] == "on-failure"
    assert service["ExecStart"] == f"{ROOT}/.venv/bin/python -m companion --kiosk --rotate 90"
    assert service["WorkingDirectory"] == str(ROOT)
    assert "SDL_VIDEODRIVER=kmsdrm" in done.stdout
    assert unit["Install"]["WantedBy"] == "multi-user.target"


def test_without_rotate_the_settings_file_decides():
    done = dry_run("--user", USER)
    assert "--rotate" not in parse_unit(done.stdout)["Service"]["ExecStart"]


@pytest.mark.parametrize("args, message", [(["--user", "no-such-user-here"], "there is no user 'no-such-user-here'"),
                                           (["--rotate", "45"], "invalid choice: 45")])
def test_bad_arguments_say_so_in_one_line(args, message):
    done = dry_run(*args)
    assert done.returncode != 0 and message in done.stderr and "Traceback" not in done.stderr


def test_install_without_root_refuses_before_touching_anything():
    if os.geteuid() == 0:
        pytest.skip("running as root: the real install would happen")
    done = subprocess.run([sys.executable, str(SCRIPT), "--user", USER], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "needs root" in done.stderr


def test_the_unit_passes_systemd_analyze_verify(tmp_path):
    analyze = shutil.which("systemd-analyze")
    if not analyze:
        pytest.skip("systemd-analyze is not installed here")
    python = tmp_path / "python"  # verify checks the interpreter exists and is executable
    python.write_text("#!/bin/sh\n")
    python.chmod(0o755)
    done = dry_run("--user", USER, "--rotate", "270", "--python", str(python))
    unit = tmp_path / "table-companion.service"
    unit.write_text(done.stdout)
    checked = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True, timeout=60)
    problems = [line for line in checked.stderr.splitlines() if "table-companion" in line]
    assert checked.returncode == 0 and not problems, checked.stderr


@pytest.mark.parametrize("bad", [dict(user="a b"), dict(user=""), dict(rotate=45), dict(checkout=Path('/x/"q"'))])
def test_unusable_values_are_refused_not_written(bad):
    values = dict(user="pi", home=Path("/home/pi"), checkout=Path("/home/pi/tc"), python=Path("/home/pi/tc/.venv/bin/python"))
    values.update(bad)
    with pytest.raises(ValueError):
        KioskService(**values).text()


def test_paths_with_spaces_and_percent_are_quoted_for_systemd():
    service = KioskService(user="pi", home=Path("/home/pi"), checkout=Path("/home/pi/Table 100%"),
                           python=Path("/home/pi/Table 100%/.venv/bin/python"))
    unit = parse_unit(service.text())["Service"]
    assert unit["ExecStart"].startswith('"/home/pi/Table 100%%/.venv/bin/python" -m companion')
    assert unit["WorkingDirectory"] == "/home/pi/Table 100%%"


def test_install_writes_enables_and_starts_the_service(tmp_path):
    """A real install (as root), with systemctl replaced by a recorder and the unit folder in tmp."""
    if os.geteuid() != 0:
        pytest.skip("installing needs root")
    calls = tmp_path / "calls"
    fake = tmp_path / "bin" / "systemctl"
    fake.parent.mkdir()
    fake.write_text(f'#!/bin/sh\necho "$@" >> {calls}\n')
    fake.chmod(0o755)
    python = tmp_path / "python"
    python.write_text("#!/bin/sh\n")
    python.chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, PATH=f"{fake.parent}:{os.environ['PATH']}", COMPANION_UNIT_DIR=str(tmp_path / "units"),
               COMPANION_KIOSK_HOME=str(home))
    done = subprocess.run([sys.executable, str(SCRIPT), "--user", USER, "--rotate", "180", "--python", str(python)],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    unit = (tmp_path / "units" / "table-companion.service").read_text()
    assert parse_unit(unit)["Service"]["ExecStart"] == f"{python} -m companion --kiosk --rotate 180"
    assert calls.read_text().splitlines() == ["daemon-reload", "enable table-companion.service", "restart table-companion.service"]
    for folder in (home / ".local" / "share" / "table-companion", home / ".config" / "table-companion"):
        assert folder.is_dir() and folder.stat().st_mode & 0o777 == 0o700  # the only folders it may write
    removed = subprocess.run([sys.executable, str(SCRIPT), "--remove"], capture_output=True, text=True, env=env, timeout=60)
    assert removed.returncode == 0 and not (tmp_path / "units" / "table-companion.service").exists()
    assert calls.read_text().splitlines()[-2:] == ["disable --now table-companion.service", "daemon-reload"]


def test_root_is_refused_in_one_line():
    done = dry_run("--user", "root")
    assert done.returncode == 1 and done.stdout == "" and "must not run as root" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_failing_install_stops_restarting_after_a_burst():
    unit = parse_unit(dry_run("--user", USER).stdout)["Unit"]
    assert int(unit["StartLimitIntervalSec"]) > 0 and 0 < int(unit["StartLimitBurst"]) <= 10


def test_the_sandbox_leaves_the_screen_touch_and_sound_reachable():
    text = dry_run("--user", USER).stdout
    allowed = [line.split("=", 1)[1] for line in text.splitlines() if line.startswith("DeviceAllow=")]
    assert {"char-drm rw", "char-input r", "char-alsa rw"} <= set(allowed)
    assert "DevicePolicy=closed" in text and "PrivateDevices=" not in text  # PrivateDevices would hide them
    service = parse_unit(text)["Service"]
    home = Path(os.path.expanduser(f"~{USER}"))
    writable = service["ReadWritePaths"].split()
    assert writable == [f"-{home}/.local/share/table-companion", f"-{home}/.config/table-companion"]
    assert service["ProtectSystem"] == "strict" and service["NoNewPrivileges"] == "yes" and service["UMask"] == "0077"


def test_the_unit_rates_ok_or_better_in_systemd_analyze_security(tmp_path):
    analyze = shutil.which("systemd-analyze")
    if not analyze:
        pytest.skip("systemd-analyze is not installed here")
    unit = tmp_path / "table-companion.service"
    unit.write_text(dry_run("--user", USER).stdout)
    checked = subprocess.run([analyze, "security", "--offline=yes", str(unit)], capture_output=True, text=True, timeout=60)
    if "Unknown option" in checked.stderr or "unrecognized option" in checked.stderr:
        pytest.skip("this systemd-analyze cannot rate a unit file offline")
    figure = float(checked.stdout.split("Overall exposure level for table-companion.service:")[1].split()[0])
    assert figure <= 4.4, checked.stdout
