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
    folder.mkdir(parents=True, exist_ok=True)
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
