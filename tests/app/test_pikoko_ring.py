"""Pikoko's seat panels keep their words and buttons off the gold ring of the seat to act
(`GameScene.seat_area`), every seat (so nothing moves when the turn passes), while their
margin is counted from the panel's edge: the words keep the room they had before the ring
was left out ("Vertrauen" beside "Spielen" on a top seat of five, not "Vertr.")."""

from __future__ import annotations

import pytest

from companion.app import testing
from companion.app.layout import inset
from companion.app.panels import turn_edge
from companion.app.staging import staged
from companion.app.tables import pikoko


def children_on_the_ring(app) -> list:
    """(seat panel, child id, rect) for every child of a seat panel reaching the band its ring
    takes when its seat is to act."""
    found = []
    for panel in app.top.panels:
        inside = inset(panel.local_rect, turn_edge(panel.local_size))
        found += [(panel.id, child.id, tuple(child.rect)) for child in panel.children
                  if not inside.contains(child.rect)]
    return found


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (720, 1280), (1920, 1080)])
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_seat_panel_draws_over_the_ring(size, mode, lang):
    app = staged(pikoko._stage(5, pikoko._mid_trick(5, 6)), size, mode, lang)
    assert children_on_the_ring(app) == []
    for panel in app.top.panels:
        if panel.active:
            assert testing.ring_covered(app, panel) == []


def test_a_top_seat_of_five_reaches_into_its_margin_rather_than_say_vertr():
    """1280×800 in German: the two buttons give up their air round the words and reach into
    the margin (a few px off the ring) rather than shorten "Vertrauen"."""
    app = staged(pikoko._stage(5, pikoko._mid_trick(5, 6)), (1280, 800), "table", "de")
    for seat in (2, 3):
        confidence, play = app.find(f"confidence:{seat}"), app.find(f"play:{seat}")
        assert confidence.label_text(app) == "Vertrauen"
        assert play.label_text(app) == "Spielen"
        assert confidence.rect.right + app.metrics.apart <= play.rect.left
    assert children_on_the_ring(app) == []
    assert testing.layout_problems(app, allow=()) == []
