import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from companion.app import scene

# every build a scene's key skips is made afresh too and must show the same (a key missing an
# input fails the test that reaches it, instead of a table showing stale words)
scene.CHECK_KEPT_BUILDS = True


@pytest.fixture(autouse=True)
def _private_data_folders(tmp_path_factory, monkeypatch):
    """No test reads or writes the user's real data or settings: each gets an empty data
    folder, which also holds its settings (a test may set its own folders over this)."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
