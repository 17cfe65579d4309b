"""Numereum's seat panels leave the gold ring of the seat to act whole: the ring is how every
chair sees whose turn it is without relying on colour, and a seat's name, its reserve, its bid
cards or its words drawn over it hid parts of it (the seat's split was laid out over the whole
panel, not inside `GameScene.seat_area`)."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.scenes.game import GameScene

SIZES = [(800, 480), (720, 1280), (480, 800), (1280, 800), (1920, 1080)]
NUMEREUM = [(name, stage) for name, stage in staging.states() if name.startswith("numereum-")]


def active_seats(app) -> list:
    return [panel for scene in app.visible() if isinstance(scene, GameScene) for panel in scene.panels if panel.active]


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_active_seat_leaves_its_ring_whole(size, mode):
    covered, seen = [], 0
    for lang in ("en", "fr", "de", "es"):
        for name, stage in NUMEREUM:
            app = staging.staged(stage, size, mode, lang)
            app.render()
            for panel in active_seats(app):
                seen += 1
                points = testing.ring_covered(app, panel)
                if points:
                    covered.append((lang, name, panel.id, len(points), points[:3]))
    assert seen, "the staged states show seats to act"
    assert covered == []
