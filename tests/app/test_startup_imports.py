"""Start-up loads only what the first frame shows (issue 16 goal 4: start to first frame
≤ 4× `python -c pass`): the home screen names every game and its player counts without
loading four rules engines, and a resumed game loads its own engine only."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Starts the app as the command line does and prints the modules loaded at the first frame.
FIRST_FRAME = """
import json, os, sys
from companion.app import startup
def on_screen(counter):
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)
startup.StartCounter.started = on_screen
from companion.cli import main
main(["--size", "800x480"])
"""

ENGINES = {f"companion.games.{game}.game" for game in ("aurum", "numereum", "pikoko", "fievre")}
NOT_AT_START = {"companion.app.scenes.new_game", "companion.app.scenes.rules_screen", "socket",
                "companion.games.fievre.deck", "companion.games.aurum.about",
                "tomllib"}  # read only with a settings file: a first start has none


def modules_at_first_frame(data: Path) -> set[str]:
    env = dict(os.environ, COMPANION_DATA_DIR=str(data), PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("COMPANION_CONFIG_DIR", None)
    env.pop("NOTIFY_SOCKET", None)
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_home_first_frame_loads_no_rules_engine(tmp_path):
    loaded = modules_at_first_frame(tmp_path)
    assert "companion.app.scenes.home" in loaded  # the frame was home's
    assert not loaded & ENGINES
    assert not loaded & NOT_AT_START


def test_resumed_game_loads_its_engine_only(tmp_path):
    record = {"format": 1, "game": "pikoko", "players": ["Ana", "Ben", "Cleo"], "options": {},
              "actions": [{"do": "trump", "card": "R3"}]}
    (tmp_path / "current.json").write_text(json.dumps(record), encoding="utf-8")
    loaded = modules_at_first_frame(tmp_path)
    assert loaded & ENGINES == {"companion.games.pikoko.game"}


def test_engine_names_still_reach_through_the_package():
    from companion.games import aurum, fievre, numereum, pikoko
    assert pikoko.Pikoko.__name__ == "Pikoko" and aurum.Aurum.__name__ == "Aurum"
    assert fievre.Fievre.__name__ == "Fievre" and numereum.Hand.__name__ == "Hand"
    try:
        pikoko.NoSuchThing
    except AttributeError as missing:
        assert "NoSuchThing" in str(missing)
    else:
        raise AssertionError("an unknown name must stay an AttributeError")
