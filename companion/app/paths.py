"""Where the app keeps its files: one data folder, in the platform's usual place.

`COMPANION_DATA_DIR` overrides it (tests use a temporary folder; a café can point it at
a USB stick).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_FOLDER = "table-companion"


def data_dir() -> Path:
    chosen = os.environ.get("COMPANION_DATA_DIR")
    if chosen:
        folder = Path(chosen)
    elif sys.platform == "win32":
        folder = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "Table Companion"
    elif sys.platform == "darwin":
        folder = Path.home() / "Library" / "Application Support" / "Table Companion"
    else:
        folder = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / APP_FOLDER
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)  # the players' names are nobody else's business
    return folder


def current_game() -> Path:
    """The record of the game on the table, saved after every action."""
    return data_dir() / "current.json"


def settings_file() -> Path:
    """The settings file shared with the café kiosk (`companion.kiosk.settings`):
    `COMPANION_CONFIG_DIR` or the platform's config folder; with only `COMPANION_DATA_DIR`
    set (tests, a portable install) it lives in the data folder."""
    if os.environ.get("COMPANION_DATA_DIR") and not os.environ.get("COMPANION_CONFIG_DIR"):
        return data_dir() / "settings.toml"
    from companion.kiosk.settings import settings_path
    return settings_path()


def history_db() -> Path:
    return data_dir() / "history.sqlite3"


def make_private(path: Path) -> None:
    """Create `path` readable by the app's user only (0600), or tighten it if it exists: SQLite
    creates its files with the process umask (often world-readable) and its journals copy the
    database file's mode."""
    try:
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        if os.stat(path).st_mode & 0o077:
            os.chmod(path, 0o600)
    except OSError:
        pass  # a read-only data folder: the history reports itself unavailable
