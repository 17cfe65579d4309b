"""Numereum's seat panels keep a picture per look (`NumereumTable.seat_look`, `Panel.look`):
a seat going back to what it showed (its bids, its concede-or-raise, its combinations)
repaints only the children that changed since, not those the look in between showed there;
and whatever the looks kept, every frame shows what drawing the screen afresh shows."""

from __future__ import annotations

import pytest

from companion.app import panels, staging, testing
from companion.app.tables.numereum import SAMPLE, NumereumTable, sample_session


def painted_children(monkeypatch) -> list:
    """(panel id, how many children) each seat panel's picture repaints from now on."""
    calls = []
    paint, whole = panels.Panel._paint, panels.Panel._paint_whole

    def _paint(self, kept, dirty, app, fresh=False):
        calls.append((self.id, len(dirty)))
        return paint(self, kept, dirty, app, fresh)

    def _paint_whole(self, kept, app):
        calls.append((self.id, len(self.children)))
        return whole(self, kept, app)
    monkeypatch.setattr(panels.Panel, "_paint", _paint)
    monkeypatch.setattr(panels.Panel, "_paint_whole", _paint_whole)
    return calls


# the concede that opens the combinations; the reveal that opens the bids; the first card of
# a raise (its panel says the raise); the raise that opens the combinations
@pytest.mark.parametrize("state", ["numereum-hint", "numereum-bids", "numereum-combine", "numereum-busy"])
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_seat_back_to_a_look_it_showed_repaints_none_of_its_children(state, mode, monkeypatch):
    app = staging.staged(state, (800, 480), mode)
    for _ in range(2):  # each seat shown in the look before and the look after (a picture
        staging.retake_last(app)  # first painted only where it showed is completed the next time)
    calls = painted_children(monkeypatch)
    staging.retake_last(app)            # back to the look before, and on to the look after
    assert [call for call in calls if call[0].startswith("seat:")] == []


screen_bytes = testing.screen_pixels


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_every_frame_of_the_sample_game_shows_what_a_fresh_drawing_shows(mode):
    app = staging.fresh_app((800, 480), mode, "en")
    app.session = sample_session(1)
    table = NumereumTable(app, app.session)
    app.push(table)
    app.render()
    shown = []
    for count, action in enumerate(SAMPLE[1:], start=2):
        assert app.session.submit(action) is None
        app.invalidate()
        app.render()
        shown.append((count, screen_bytes(app)))
        if count in (5, 11):   # an undo and the action again: the looks in between come back
            app.session.undo()
            app.invalidate()
            app.render()
            assert app.session.submit(action) is None
            app.invalidate()
            app.render()
            shown.append((count, screen_bytes(app)))
    for count, pixels in shown:
        app.session = sample_session(count)
        table = NumereumTable(app, app.session)
        app.replace(table)
        app.full_redraw()
        app.render()
        assert screen_bytes(app) == pixels, count
