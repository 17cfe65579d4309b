import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from support import SHARED  # noqa: E402


@pytest.fixture
def shared_dir():
    if not (SHARED / "examples").is_dir():
        pytest.skip("../shared is not beside the checkout")
    return SHARED
