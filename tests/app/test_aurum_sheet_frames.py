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


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("stage", [aurum_samples.stage_lead, aurum_samples.stage_trick, aurum_samples.stage_bids])
def test_the_frame_after_a_tap_paints_the_sheet_in_parts_as_a_fresh_drawing_does(mode, stage, monkeypatch):
    """The cards whose look changed are painted into the kept sheet, the frame around them
    (part of the panel's face) never drawn again, the cards blitted already turned, nothing
    turned: the screen is then exactly a fresh drawing of it."""
    import pygame
    from companion.app import panels
    from companion.app.widgets import Box
    app = staging.fresh_app((1920, 1080), mode, "en")
    staging.stage(app, stage)
    app.render()
    staging.retake_last(app, render=False)
    sheet = app.top.sheet
    frames, turned = [], []
    draw, turn = Box.draw, panels.Panel._turn_into
    monkeypatch.setattr(Box, "draw", lambda self, surface, a: frames.append(self) or draw(self, surface, a))
    monkeypatch.setattr(panels.Panel, "_turn_into",
                        lambda self, local, rect, into: turned.append((self, rect)) or turn(self, local, rect, into))
    app.render()
    assert not [box for box in frames if box.parent is sheet]
    # the title may change with a tap (a thin band turned); no part of the card grid is
    cards = [w.rect for w in sheet.children if isinstance(w, MetalCard)]
    assert not [rect for panel, rect in turned if panel is sheet and rect.collidelist(cards) != -1]
    shown = pygame.image.tobytes(app.window, "RGB")
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == shown


def test_the_frame_after_a_tap_veils_nothing_under_the_sheet(monkeypatch):
    """The sheet repaints every pixel it covers: the veil darkens only the table around it
    (darkening the changed cards' part first would be a screen of work for nothing)."""
    from companion.app import scene
    app = staging.fresh_app((1920, 1080), "table", "en")
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    staging.retake_last(app, render=False)
    veiled = []
    veil = scene.veil
    monkeypatch.setattr(scene, "veil", lambda surface: veiled.append(surface.get_clip()) or veil(surface))
    app.render()
    assert veiled  # the table changed around the sheet too: darkened there
    assert not [clip for clip in veiled if clip.colliderect(app.top.sheet.rect)]


def looks(app) -> dict:
    return {w.code: (tuple(w.rect), w.enabled, w.selected) for w in app.top.sheet.children if isinstance(w, MetalCard)}


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_a_gold_taken_moves_no_card_and_repaints_only_the_cards_that_changed(size, monkeypatch):
    """The leader takes gold with the trick's last card (retaken): the gold comes into the
    room kept for it and no base-metal card moves, so only the cards whose look changed (and
    the gold) are painted into the kept sheet."""
    app = staging.fresh_app(size, "table", "en")
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    staging.retake_last(app)  # every look seen once
    with staging.unsaved():
        last = app.session.actions[-1]
        app.session.undo()
    app.invalidate()
    app.render()
    before = looks(app)
    with staging.unsaved():
        assert app.session.submit(last) is None
    app.invalidate()
    app.rebuild_visible()
    after = looks(app)
    assert set(after) - set(before) == {"Au2"}  # the gold taken shows on the leader's sheet
    base = [code for code in before if not code.startswith("Au")]
    assert len(base) > 40 and all(after[code][0] == before[code][0] for code in base)
    changed = {code for code in after if after[code] != before.get(code)}
    painted = []
    turned = MetalCard.turned_picture
    monkeypatch.setattr(MetalCard, "turned_picture",
                        lambda self, angle, a: painted.append(self.code) or turned(self, angle, a))
    app.render()
    assert painted and set(painted) <= changed  # the rest of the sheet is its kept picture


def test_every_sheet_of_a_seat_shows_each_card_in_one_place():
    """The bid, the lead and the swap of one seat: the same grid (room kept for the gold),
    so a sheet opened after another repaints only the cards whose look changed."""
    app = staging.fresh_app((1920, 1080), "table", "en")
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    lead = {code: rect for code, (rect, _, _) in looks(app).items() if not code.startswith("Au")}
    table = app.top.table
    table.open_swap(app.top.seat)
    app.render()
    swap = {code: rect for code, (rect, _, _) in looks(app).items()}
    assert app.top.purpose == "swap" and swap == lead
