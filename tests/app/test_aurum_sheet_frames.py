"""The Aurum card sheet between taps: its grid is worked out once per shape and kept (a
rebuild lays out nothing and every card keeps its place), and a card repaints only when its
look changes (a card shows no words: a change of language repaints none)."""

from __future__ import annotations

import pytest

from companion.app import staging
from companion.app.tables import aurum_samples, aurum_sheet
from companion.app.tables.aurum_cards import MetalCard


@pytest.fixture
def app():
    app = staging.fresh_app((1920, 1080), "table", "en")
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    assert app.top.name == "aurum-sheet"
    return app


def cards(app) -> dict:
    return {w.code: tuple(w.rect) for w in app.leaves() if isinstance(w, MetalCard)}


def test_a_rebuilt_sheet_lays_out_nothing_and_keeps_every_card_in_place(app, monkeypatch):
    before = cards(app)
    assert len(before) > 40
    laid = []
    grid = aurum_sheet.grid_cells
    monkeypatch.setattr(aurum_sheet, "grid_cells", lambda *a: laid.append(1) or grid(*a))
    app.invalidate()
    app.render()
    assert laid == [] and cards(app) == before
    aurum_sheet._grids.clear()  # worked out afresh: the same places
    app.invalidate()
    app.render()
    assert laid and cards(app) == before


def test_a_change_of_language_repaints_no_card(app, monkeypatch):
    before = cards(app)
    drawn = []
    draw = MetalCard.draw
    monkeypatch.setattr(MetalCard, "draw", lambda self, surface, a: drawn.append(self.code) or draw(self, surface, a))
    app.settings.language = "fr"
    app.invalidate()
    app.render()
    assert cards(app) == before  # the words changed, not the grid
    assert drawn == []
