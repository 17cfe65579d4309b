import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "app"))  # the shared UI flows (app_flows.py)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Each test its own data folder (history, saves, settings)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
    return folder
