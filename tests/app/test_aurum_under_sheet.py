"""Under Aurum's card sheet (opaque, all the screen but a margin) the seats keep only the
widgets that show beside it: a card chosen on the sheet paints none of the facts it changed
behind it, the screen is the same pixel for pixel, and once the sheet is put away each seat
shows all it has again."""

from __future__ import annotations

import pytest

from companion.app import panels, staging, testing
from companion.app.tables import aurum_samples
from companion.app.tables.aurum import AurumTable

SHEET_STATES = ("aurum-lead", "aurum-trick", "aurum-bids", "aurum-swap", "aurum-reveal", "aurum-leftovers")


screen_bytes, drawn_fresh = testing.screen_pixels, testing.drawn_afresh


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080), (720, 1280)])
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("state", SHEET_STATES)
def test_the_screen_under_a_sheet_is_the_same_without_the_hidden_widgets(state, size, mode, monkeypatch):
    pruned = staging.staged(state, size, mode)
    shown = drawn_fresh(pruned)
    monkeypatch.setattr(AurumTable, "under_sheet", lambda self, cover: None)
    whole = staging.staged(state, size, mode)
    assert drawn_fresh(whole) == shown
    # and in table mode a seat along the long sides hides all it has under the sheet
    if mode == "table" and size == (1920, 1080):
        table = pruned.game_scene()
        assert any(not panel.children for panel in table.panels)
        assert all(panel.children for panel in whole.game_scene().panels)


def panels_painted(monkeypatch) -> list:
    """The ids of the panels painted from now on (a part, or whole), in order."""
    painted = []
    paint, whole = panels.Panel._paint, panels.Panel._paint_whole
    monkeypatch.setattr(panels.Panel, "_paint", lambda self, kept, dirty, a, fresh=False:
                        painted.append(self.id) or paint(self, kept, dirty, a, fresh))
    monkeypatch.setattr(panels.Panel, "_paint_whole", lambda self, kept, a: painted.append(self.id) or whole(self, kept, a))
    return painted


def test_a_card_chosen_on_the_sheet_paints_nothing_behind_it(monkeypatch):
    """Retaking the trick's last card under Cleo's lead sheet (1920×1080, table mode) repaints
    nothing of the top and bottom seats, wholly under the sheet: before, the bottom seat
    repainted two thirds of itself."""
    app = staging.staged("aurum-lead", (1920, 1080), "table")
    staging.retake_last(app)   # each look seen once
    painted = panels_painted(monkeypatch)
    staging.retake_last(app)
    assert "seat:0" not in painted and "seat:2" not in painted
    assert "sheet:aurum-sheet" in painted   # (what the card changed on the sheet is painted)
    assert screen_bytes(app) == drawn_fresh(app)


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_sheet_put_away_shows_every_seat_whole(mode):
    app = staging.fresh_app((1920, 1080), mode, "en")
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    staging.retake_last(app)        # a tap under the sheet
    testing.tap(app, "sheet:hide")  # the table itself
    app.render()
    assert app.top.name == "aurum"
    table = app.top
    assert all(panel.look is None for panel in table.panels)
    assert any(w.id == "swap:1" for w in table.panels[1].leaves())
    assert app.find("open:2") is not None   # the sheet opens again from its seat (the wall: the actions)
    shown = screen_bytes(app)
    assert drawn_fresh(app) == shown



def test_what_a_play_changed_under_the_sheet_is_painted_when_the_sheet_goes(monkeypatch):
    """Retaking a card under the lead sheet (1920×1080, table mode) changes the right seat's
    panel under the sheet, which leaves it a 4 px strip: none of it is painted then (before,
    180 000 px at each play); once the sheet is put away the seat shows what the plays
    changed, as a fresh drawing does (compared only at the end: a fresh drawing forgets the
    pictures whose unpainted parts are under test)."""
    app = staging.staged("aurum-lead", (1920, 1080), "table")
    staging.retake_last(app)   # each look seen once
    painted = panels_painted(monkeypatch)
    staging.retake_last(app)
    assert set(painted) == {"sheet:aurum-sheet"}, painted
    staging.retake_last(app)
    testing.tap(app, "sheet:hide")
    app.render()
    assert "seat:3" in painted   # (its changes, painted now that they show)
    assert screen_bytes(app) == drawn_fresh(app)
