"""The systemd service that runs the table app as a kiosk on a Raspberry Pi without a desktop.

Pure text generation (no systemd calls) so that `scripts/install-kiosk --dry-run` and the
tests can show exactly what would be installed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from companion.kiosk.rotation import ROTATIONS

SERVICE_NAME = "table-companion.service"
WATCHDOG_SECONDS = 30  # the app pings every 15 s; a loop stuck for 30 s is killed and restarted


@dataclass(frozen=True)
class KioskService:
    user: str
    home: Path
    checkout: Path  # the repository folder (WorkingDirectory)
    python: Path  # the venv's interpreter
    rotate: int | None = None

    def __post_init__(self):
        if self.rotate is not None and self.rotate not in ROTATIONS:
            raise ValueError(f"--rotate must be one of {', '.join(map(str, ROTATIONS))}")
        for name in ("user",):
            value = getattr(self, name)
            if not value or any(c.isspace() or c in "\"'\\%$" for c in value):
                raise ValueError(f"unusable {name} name {value!r}")

    def command(self) -> list[str]:
        args = [str(self.python), "-m", "companion", "--kiosk"]
        if self.rotate is not None:
            args += ["--rotate", str(self.rotate)]
        return args

    def text(self) -> str:
        exec_start = " ".join(_quote(arg) for arg in self.command())
        return f"""\
# Table Companion as a café kiosk. Written by scripts/install-kiosk; run it again to change.
[Unit]
Description=Table Companion (café kiosk)
Documentation=file://{_escape(self.checkout / "docs" / "raspberry-pi.md")}
After=systemd-user-sessions.service systemd-logind.service
# never give up restarting: a table must come back without staff
StartLimitIntervalSec=0

[Service]
# READY=1 after the first frame, then WATCHDOG=1 from the main loop (companion.kiosk.watchdog)
Type=notify
NotifyAccess=main
WatchdogSec={WATCHDOG_SECONDS}
TimeoutStartSec=120
TimeoutStopSec=10
# a crash, a hang (watchdog) or a kill restarts; staff leaving with the PIN (exit 0) does not
Restart=on-failure
RestartSec=2
User={self.user}
# the screen (kmsdrm), the GPU, the touch panel and the sound card, without a desktop session
SupplementaryGroups=video render input audio
WorkingDirectory={_escape(self.checkout)}
Environment="HOME={_escape(self.home)}"
Environment=SDL_VIDEODRIVER=kmsdrm
Environment=SDL_AUDIODRIVER=alsa
Environment=PYGAME_HIDE_SUPPORT_PROMPT=1
Environment=PYTHONUNBUFFERED=1
ExecStart={exec_start}

[Install]
WantedBy=multi-user.target
"""


def _escape(path: Path | str) -> str:
    """A path for a unit file: '%' is a specifier there, so it is doubled."""
    text = str(path)
    if any(c in text for c in "\"\n\\"):
        raise ValueError(f"unusable path for a systemd unit: {text!r}")
    return text.replace("%", "%%")


def _quote(arg: str) -> str:
    text = _escape(arg).replace("$", "$$")
    return f'"{text}"' if any(c.isspace() or c in "'" for c in text) else text
