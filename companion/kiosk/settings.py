"""The settings file: `settings.toml` in the platform's config folder.

A café sets a table up once and the file outlives many app versions, so reading is
forgiving: a bad value gives one clear warning line and its default, an unreadable file
gives all defaults; nothing here ever raises at a player. Keys we do not know (the app's
own, or a newer version's) are kept untouched when we write the file back.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from companion.storage import write_atomically
from companion.kiosk import tomlfile

APP_FOLDER = "table-companion"
FILE_NAME = "settings.toml"
from companion.text import LANGUAGES  # noqa: E402  (what is installed)
MODES = ("table", "wall")
ROTATIONS = (0, 90, 180, 270)
MAX_IDLE_MINUTES = 24 * 60


@dataclass(frozen=True)
class Settings:
    kiosk: bool = False
    pin_hash: str = ""  # salted hash from companion.kiosk.pin; "" means no staff PIN set
    idle_minutes: int = 5  # 0 turns the attract screen off
    language: str = "en"
    mode: str = "table"
    rotation: int = 0

    def with_changes(self, **changes: Any) -> "Settings":
        return replace(self, **changes)


def config_dir(environ: dict | None = None, platform: str | None = None) -> Path:
    """Where the settings live: `COMPANION_CONFIG_DIR`; else `COMPANION_DATA_DIR` when only
    that is set (tests, a portable install: everything in one folder, as the app's
    `paths.settings_file` agrees); else the platform's usual config folder."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if env.get("COMPANION_CONFIG_DIR"):
        return Path(env["COMPANION_CONFIG_DIR"])
    if env.get("COMPANION_DATA_DIR"):
        return Path(env["COMPANION_DATA_DIR"])
    home = Path(env.get("HOME") or Path.home())
    if platform == "darwin":
        return home / "Library" / "Application Support" / "Table Companion"
    if platform.startswith("win"):
        base = env.get("APPDATA") or str(home / "AppData" / "Roaming")
        return Path(base) / "Table Companion"
    base = env.get("XDG_CONFIG_HOME")
    # the XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored
    return (Path(base) if base and os.path.isabs(base) else home / ".config") / APP_FOLDER


def settings_path(environ: dict | None = None) -> Path:
    return config_dir(environ) / FILE_NAME


def _check_choice(choices: tuple):
    def check(value):
        if isinstance(value, bool) or value not in choices:
            return None, "is not one of " + ", ".join(map(str, choices))
        return value, None
    return check


def _check_bool(value):
    return (value, None) if isinstance(value, bool) else (None, "must be true or false")


def _check_idle(value):
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_IDLE_MINUTES:
        return None, f"must be a whole number of minutes from 0 (never) to {MAX_IDLE_MINUTES}"
    return value, None


def _check_pin_hash(value):
    from companion.kiosk.pin import is_pin_hash

    if isinstance(value, str) and (value == "" or is_pin_hash(value)):
        return value, None
    return None, "is not a PIN hash (set the PIN with: python -m companion.kiosk set-pin)"


CHECKS = {
    "kiosk": _check_bool,
    "pin_hash": _check_pin_hash,
    "idle_minutes": _check_idle,
    "language": _check_choice(LANGUAGES),
    "mode": _check_choice(MODES),
    "rotation": _check_choice(ROTATIONS),
}


def from_mapping(data: dict, where: str = FILE_NAME) -> tuple[Settings, list[str]]:
    """Settings from parsed TOML; each bad value becomes a warning and its default."""
    defaults = Settings()
    values: dict[str, Any] = {}
    warnings: list[str] = []
    for field in fields(Settings):
        if field.name not in data:
            continue
        raw = data[field.name]
        value, problem = CHECKS[field.name](raw)
        if problem:
            shown = "(hidden)" if field.name == "pin_hash" else _short(raw)
            default = getattr(defaults, field.name)
            fallback = "no staff PIN" if field.name == "pin_hash" else _short(default)
            warnings.append(f"{where}: {field.name} = {shown} {problem}; using {fallback}")
        else:
            values[field.name] = value
    return Settings(**values), warnings


def _short(value: Any) -> str:
    if isinstance(value, str):
        text = tomlfile._string(value)
    elif isinstance(value, (bool, int, float)):
        text = tomlfile._value(value)
    else:
        text = f"a {_toml_kind(value)}"
    return text if len(text) <= 40 else text[:37] + "…"


def _toml_kind(value: Any) -> str:
    return {dict: "table", list: "list"}.get(type(value), type(value).__name__)


def read_raw(path: Path) -> tuple[dict, list[str]]:
    """The file's TOML as a dict; an absent file is empty. A damaged one gives what can be
    salvaged from it, line by line, and a warning."""
    data, warnings, _ = read_file(path)
    return data, warnings


def read_file(path: Path) -> tuple[dict, list[str], bool]:
    """(data, warnings, damaged): `damaged` when the file is there but could not be read whole."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        return {}, [], False
    except OSError as error:
        return {}, [f"{path}: cannot be read ({error.strerror or error.__class__.__name__})"], True
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("utf-8", "replace")
        problem = "not UTF-8 text"
    else:
        import tomllib  # here, not at start: a first start has no settings file to read
        try:
            return tomllib.loads(text), [], False
        except tomllib.TOMLDecodeError as error:
            problem = f"not valid TOML ({error})"
    return tomlfile.salvage(text), [f"{path}: {problem}; using what could be read"], True


def update_file(path: Path, values: dict) -> None:
    """Write `values` into the settings file, keeping every other key in it. A damaged file
    is first copied to `settings.toml.bad` (for a human to look at); the keys that could be
    salvaged from it are kept too."""
    raw, _, damaged = read_file(path)
    if damaged:
        try:
            shutil.copyfile(path, path.with_name(path.name + ".bad"))
        except OSError:
            pass  # unreadable: nothing to copy, and the write below says if the folder is stuck
    raw.update(values)
    write_atomically(path, tomlfile.dumps(raw))


def load(path: str | os.PathLike | None = None) -> tuple[Settings, list[str]]:
    """The settings and the warnings to show (one line each); never raises for a bad file."""
    target = Path(path) if path is not None else settings_path()
    raw, warnings, damaged = read_file(target)
    settings, problems = from_mapping(raw, target.name)
    if damaged and "kiosk" not in raw:
        # fail closed: a café's file that a failing card or a bad edit damaged must not
        # unlock the table for guests; staff fix the file (its copy is settings.toml.bad)
        settings = settings.with_changes(kiosk=True)
        problems.append(f"{target.name}: cannot tell whether kiosk mode is on; staying locked")
    return settings, warnings + problems


def save(settings: Settings, path: str | os.PathLike | None = None) -> Path:
    """Write the settings, keeping any other keys already in the file."""
    target = Path(path) if path is not None else settings_path()
    update_file(target, {field.name: getattr(settings, field.name) for field in fields(Settings)})
    return target
