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
START_BURST = 5  # failed starts allowed within START_INTERVAL_SECONDS, then systemd stops trying
START_INTERVAL_SECONDS = 300
MEMORY_MAX = "600M"  # the app needs about 150 MB; a Pi 3 has 1 GB
# the app's folders under $HOME (companion.app.paths, companion.kiosk.settings): the only writable ones
DATA_FOLDER = ".local/share/table-companion"
CONFIG_FOLDER = ".config/table-companion"


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
        if self.user == "root":  # the sandbox below assumes an ordinary account; root would void it
            raise ValueError("the kiosk must not run as root: choose an ordinary account with --user (e.g. pi)")

    def command(self) -> list[str]:
        args = [str(self.python), "-m", "companion", "--kiosk"]
        if self.rotate is not None:
            args += ["--rotate", str(self.rotate)]
        return args

    def text(self) -> str:
        exec_start = " ".join(_quote(arg) for arg in self.command())
        home = _escape(self.home)
        return f"""\
# Table Companion as a café kiosk. Written by scripts/install-kiosk; run it again to change.
# docs/raspberry-pi.md explains every line (and how to check it: systemd-analyze security).
[Unit]
Description=Table Companion (café kiosk)
Documentation=file://{_escape(self.checkout / "docs" / "raspberry-pi.md")}
After=systemd-user-sessions.service systemd-logind.service
# a broken install stops after {START_BURST} failed starts in {START_INTERVAL_SECONDS} s instead of
# restarting forever; a save that crashes the app is handled by the app's own safe mode
StartLimitIntervalSec={START_INTERVAL_SECONDS}
StartLimitBurst={START_BURST}

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
Environment="HOME={home}"
Environment=SDL_VIDEODRIVER=kmsdrm
Environment=SDL_AUDIODRIVER=alsa
Environment=PYGAME_HIDE_SUPPORT_PROMPT=1
Environment=PYTHONUNBUFFERED=1
Environment=PYTHONDONTWRITEBYTECODE=1
ExecStart={exec_start}

# ---- sandbox: the app needs its files, the screen, touch and sound; nothing else
# files: the whole system and home read-only, except the app's own data and settings folders
ProtectSystem=strict
ProtectHome=read-only
ReadWritePaths=-{home}/{DATA_FOLDER} -{home}/{CONFIG_FOLDER}
PrivateTmp=yes
UMask=0077
# devices: only the display/GPU, input and sound (plus /dev/null and friends)
DevicePolicy=closed
DeviceAllow=char-drm rw
DeviceAllow=char-input r
DeviceAllow=char-alsa rw
# no network at all (the app never uses it); local sockets for systemd's watchdog only
PrivateNetwork=yes
IPAddressDeny=any
RestrictAddressFamilies=AF_UNIX
# no privileges to gain or keep
NoNewPrivileges=yes
CapabilityBoundingSet=
AmbientCapabilities=
RestrictSUIDSGID=yes
LockPersonality=yes
RestrictRealtime=yes
RestrictNamespaces=yes
RemoveIPC=yes
KeyringMode=private
# the kernel, its logs, clock, hostname and cgroups stay out of reach
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
ProtectProc=invisible
# system calls: those of an ordinary service, native architecture only
SystemCallFilter=@system-service
SystemCallFilter=~@privileged @resources
SystemCallErrorNumber=EPERM
SystemCallArchitectures=native
# a runaway (a huge record, a leak) is stopped before it starves the Pi
MemoryMax={MEMORY_MAX}
TasksMax=64

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
