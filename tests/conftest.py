import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _private_data_folders(tmp_path_factory, monkeypatch):
    """No test reads or writes the user's real data or settings: each gets an empty data
    folder, which also holds its settings (a test may set its own folders over this)."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
