"""The on-screen keyboard keeps a picture of its keys for each case: the first letter typed
(the capitals go) and ⇧ show kept keys instead of drawing fifty keys again."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.widgets import Button


@pytest.fixture
def keys_drawn(monkeypatch):
    drawn = []
    real = Button.draw

    def draw(self, surface, app):
        if (self.id or "").startswith("kbd:"):
            drawn.append(self.id)
        return real(self, surface, app)
    monkeypatch.setattr(Button, "draw", draw)
    return drawn


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_case_of_the_letters_shown_again_draws_no_key(keys_drawn, mode):
    app = staging.staged("keyboard", (800, 480), mode)
    app.top.text, app.top.shift = "", True
    app.invalidate()
    app.render()
    testing.tap(app, "kbd:A")           # the capitals go: every letter drawn in small letters once
    app.render()
    assert app.find("field").text.startswith("A") and app.find("kbd:b") is not None
    testing.tap(app, "kbd:shift")       # back to the capitals, as first shown
    app.render()
    keys_drawn.clear()
    testing.tap(app, "kbd:shift")       # small letters again: shown from the kept picture
    app.render()
    testing.tap(app, "kbd:shift")
    app.render()
    assert set(keys_drawn) <= {"kbd:shift"}  # only the key pressed, if anything
    assert app.find("kbd:A") is not None and app.find("kbd:a") is None
