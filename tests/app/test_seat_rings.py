"""The gold ring of the seat to act is what tells every chair whose turn it is, without relying
on colour: no name, fact, card or button of any table may be drawn over it. Every staged game
state, on the Pi's 7" panel, the upright Touch Display 2 and a 1080p screen, table and wall."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.scenes.game import GameScene

GAME_STATES = [name for name, _ in staging.states() if name.split("-")[0] in ("aurum", "numereum", "pikoko", "fievre")]


@pytest.mark.parametrize("size", [(800, 480), (720, 1280), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("state", GAME_STATES)
def test_nothing_is_drawn_over_the_ring_of_the_seat_to_act(tmp_path, monkeypatch, state, mode, size):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged(state, size, mode, "en")
    covered = {panel.id: testing.ring_covered(app, panel)[:3]
               for scene in app.visible() if isinstance(scene, GameScene)
               for panel in scene.panels if panel.active}
    assert {seat: points for seat, points in covered.items() if points} == {}
