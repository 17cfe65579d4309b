"""The settings file: defaults, bad values, broken files, atomic round trips."""

import os
import tomllib

import pytest

from companion.text import LANGUAGES
from companion.kiosk import pin, settings, tomlfile
from companion.kiosk.settings import Settings


@pytest.fixture
def path(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path / "cfg"))
    return tmp_path / "cfg" / "settings.toml"


def test_absent_file_gives_defaults_silently(path):
    assert settings.settings_path() == path
    assert settings.load() == (Settings(), [])


def test_values_round_trip_and_other_keys_survive(path):
    path.parent.mkdir()
    path.write_text('sound = false\n[houserules.numereum]\nsuite = true\nnames = ["Ana", "Ben \\"B\\""]\n')
    chosen = Settings(kiosk=True, idle_minutes=12, language="de", mode="wall", rotation=270)
    settings.save(chosen)
    assert settings.load() == (chosen, [])
    raw = tomllib.loads(path.read_text())
    assert raw["sound"] is False
    assert raw["houserules"] == {"numereum": {"suite": True, "names": ["Ana", 'Ben "B"']}}
    assert not [name for name in os.listdir(path.parent) if name.endswith(".tmp")]


@pytest.mark.parametrize("line, warning, field, default", [
    ("rotation = 45", "rotation = 45 is not one of 0, 90, 180, 270; using 0", "rotation", 0),
    ('language = "xx"', f'language = "xx" is not one of {", ".join(LANGUAGES)}; using "en"', "language", "en"),
    ('mode = "upside"', 'mode = "upside" is not one of table, wall; using "table"', "mode", "table"),
    ('kiosk = "yes"', 'kiosk = "yes" must be true or false; using false', "kiosk", False),
    ("idle_minutes = -3", "idle_minutes = -3 must be a whole number of minutes", "idle_minutes", 5),
    ("idle_minutes = 2.5", "idle_minutes = 2.5 must be a whole number", "idle_minutes", 5),
    ("idle_minutes = true", "idle_minutes = true must be a whole number", "idle_minutes", 5),
    ("rotation = [90]", "rotation = a list is not one of", "rotation", 0),
    ('pin_hash = "4711"', "pin_hash = (hidden) is not a PIN hash", "pin_hash", ""),
])
def test_a_bad_value_warns_in_one_line_and_takes_its_default(path, line, warning, field, default):
    path.parent.mkdir()
    path.write_text(f'language = "fr"\n{line}\n' if "language" not in line else f"rotation = 90\n{line}\n")
    loaded, warnings = settings.load()
    assert len(warnings) == 1 and "\n" not in warnings[0]
    assert warning in warnings[0] and warnings[0].startswith("settings.toml: ")
    assert getattr(loaded, field) == default
    # the good value beside it is still read
    assert (loaded.language == "fr") if "language" not in line else (loaded.rotation == 90)


def test_a_pin_in_clear_is_never_echoed_in_the_warning(path):
    path.parent.mkdir()
    path.write_text('pin_hash = "4711"\n')
    _, warnings = settings.load()
    assert "4711" not in warnings[0]


@pytest.mark.parametrize("content", [b"kiosk = \n", b"\xff\xfe garbage", b"a = 1\na = 2\n"])
def test_a_damaged_file_fails_closed_and_is_copied_aside_on_save(path, content):
    path.parent.mkdir()
    path.write_bytes(content)
    loaded, warnings = settings.load()
    assert loaded == Settings(kiosk=True)  # cannot tell whether it was a kiosk: stays locked
    assert "using what could be read" in warnings[0] and "staying locked" in warnings[-1]
    settings.save(loaded.with_changes(rotation=180))
    assert (path.parent / "settings.toml.bad").read_bytes() == content
    assert settings.load() == (Settings(kiosk=True, rotation=180), [])


def test_an_unreadable_file_keeps_the_kiosk_locked(path):
    path.mkdir(parents=True)  # a directory where the file should be: reading fails with OSError
    loaded, warnings = settings.load()
    assert loaded == Settings(kiosk=True) and "cannot be read" in warnings[0]


DAMAGED = """kiosk = true
pin_hash = "{pin}"
rotation = 90
language = "fr"
idle_minutes = 7 7
[house_rules.aurum]
zero_gold = true
"""


def test_a_damaged_cafe_file_keeps_every_key_it_can_read(path):
    path.parent.mkdir()
    stored = pin.hash_pin("4821")
    path.write_text(DAMAGED.format(pin=stored))
    loaded, warnings = settings.load()
    assert loaded == Settings(kiosk=True, pin_hash=stored, rotation=90, language="fr")
    assert len(warnings) == 1 and "not valid TOML" in warnings[0]


def test_the_app_saving_its_settings_over_a_damaged_file_drops_nothing(path):
    from companion.app import settings as app_settings
    path.parent.mkdir()
    stored = pin.hash_pin("4821")
    path.write_text(DAMAGED.format(pin=stored))
    mine = app_settings.load(path)
    assert mine.language == "fr" and mine.house_rules == {"aurum": {"zero_gold": True}}
    mine.sound = False
    app_settings.save(mine, path)
    kept = tomllib.loads(path.read_text())
    assert kept["kiosk"] is True and kept["pin_hash"] == stored and kept["rotation"] == 90
    assert kept["house_rules"] == {"aurum": {"zero_gold": True}} and kept["sound"] is False
    assert (path.parent / "settings.toml.bad").read_text() == DAMAGED.format(pin=stored)


def test_salvage_reads_each_line_on_its_own():
    assert tomlfile.salvage('a = 1\nb = = 2\n[x.y]\nc = "d"\n[z\ne = [1,\n') == {"a": 1, "x": {"y": {"c": "d"}}}


def test_platform_folders():
    home = {"HOME": "/home/pi"}
    assert str(settings.config_dir(home, "linux")) == "/home/pi/.config/table-companion"
    assert str(settings.config_dir({**home, "XDG_CONFIG_HOME": "/cfg"}, "linux")) == "/cfg/table-companion"
    assert str(settings.config_dir({**home, "XDG_CONFIG_HOME": "rel"}, "linux")) == "/home/pi/.config/table-companion"
    assert str(settings.config_dir({"HOME": "/Users/a"}, "darwin")) == "/Users/a/Library/Application Support/Table Companion"
    assert settings.config_dir({"HOME": "/h", "APPDATA": "C:/Users/a/AppData/Roaming"}, "win32").name == "Table Companion"
    assert str(settings.config_dir({**home, "COMPANION_CONFIG_DIR": "/x"}, "darwin")) == "/x"
    # one folder for everything when only the data folder is chosen (tests, portable installs)
    assert str(settings.config_dir({**home, "COMPANION_DATA_DIR": "/d"}, "linux")) == "/d"
    assert str(settings.config_dir({**home, "COMPANION_DATA_DIR": "/d", "COMPANION_CONFIG_DIR": "/c"}, "linux")) == "/c"


def test_writer_output_is_read_back_identically_by_tomllib():
    data = {"a": 'quote " back \\ tab \t nl \n bell \x07 é', "b": True, "n": -3, "f": 0.25,
            "list": [1, 2, 3], "key with space": "x", "t": {"inner": {"deep": "y"}, "z": 1}, "empty": {}}
    assert tomllib.loads(tomlfile.dumps(data)) == data


def test_a_stored_pin_hash_loads_back(path):
    stored = pin.hash_pin("4711", method="pbkdf2_sha256")
    settings.save(Settings(pin_hash=stored))
    loaded, warnings = settings.load()
    assert warnings == [] and pin.verify_pin("4711", loaded.pin_hash)
