"""The app's settings: language, table/wall mode, sound, house rules — one small TOML file.

Everything the app remembers between runs that is not a game lives here, so new settings
are added in this one module: add a field to `Settings` with its default and a check in
`CHECKS`, and `load`/`save` carry it. The file is shared with the café kiosk
(`companion.kiosk.settings`: kiosk, PIN, idle, rotation): saving keeps every key this
module does not know, and a bad value falls back to its default (a hand-edited file never
stops the app).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from pathlib import Path

from companion.app import paths
from companion.kiosk import settings as kiosk_settings

from companion.text import LANGUAGES  # noqa: E402  (what is installed)
MODES = ("table", "wall")


@dataclass
class Settings:
    language: str = "en"
    mode: str = "table"          # table: seat panels face their players; wall: all upright
    sound: bool = True
    screen_diagonal: float = 0.0  # inches, when SDL does not know the panel's DPI (0: unknown)
    # per game id, option name -> value: the table's house rules, preset in "new game"
    house_rules: dict = field(default_factory=dict)

    def house_rule(self, game: str, option: str, default):
        return self.house_rules.get(game, {}).get(option, default)


CHECKS = {
    "language": lambda value: value in LANGUAGES,
    "mode": lambda value: value in MODES,
    "sound": lambda value: isinstance(value, bool),
    "screen_diagonal": lambda value: isinstance(value, (int, float)) and (value == 0 or 3 <= value <= 100),
    "house_rules": lambda value: isinstance(value, dict) and all(isinstance(v, dict) for v in value.values()),
}


def load(path: Path | None = None) -> Settings:
    data, _ = kiosk_settings.read_raw(path or paths.settings_file())
    settings = Settings()
    for spec in fields(Settings):
        if spec.name in data and CHECKS[spec.name](data[spec.name]):
            setattr(settings, spec.name, data[spec.name])
    return settings


def save(settings: Settings, path: Path | None = None) -> None:
    """Write the app's settings; every other key in the file (kiosk, PIN, rotation, a newer
    version's) is kept, even when the file was damaged (see `kiosk.settings.update_file`)."""
    kiosk_settings.update_file(path or paths.settings_file(),
                               {spec.name: getattr(settings, spec.name) for spec in fields(Settings)})
