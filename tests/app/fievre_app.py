"""What the Fièvre app tests share: an app (800×480, table mode, English) whose new games get a
known dice seed (R-5), and a new game opened the way a table does it, through New game."""

from __future__ import annotations

import pytest

from companion import dice
from companion.app import testing

from app_flows import set_deck_size

SEED = 424242   # every new game's dice seed


@pytest.fixture
def app(monkeypatch):
    """A test module takes it with `from fievre_app import app` (its data folder: tests/conftest.py)."""
    monkeypatch.setattr(dice, "new_seed", lambda: SEED)
    yield testing.make_app((800, 480), mode="table", lang="en")


def new_game(app, deck_size: int | None = None) -> None:
    """Home → New game (default names, as many players as it offers) → the deck (a short one
    when `deck_size` is given) → the first seat starts."""
    testing.tap(app, "play:fievre")
    assert app.top.name == "new-game"
    testing.tap(app, "next")
    set_deck_size(app, deck_size)
    testing.tap_all(app, "next", "first:0", "next")
    assert app.top.name == "fievre", app.top.name
