"""Aurum on upright screens once the seat panels lay out inside the ring of the seat to act
(`GameScene.seat_area`): between tricks every seat has its "Swap bid" (and the seat due its
"Cards") under its facts, and on a narrow top or bottom panel those facts ran over the
button (480×800 in every language, 720×1280 in German and Spanish; 768×1024 in every
language, where narrow top and bottom panels had a button a row). The panels are now as deep
as their narrowest arrangement asks, measured in the table's language, and hold still from
tap to tap; on a 4:3 tablet the top and bottom panels take the whole width. A 768×1024
tablet's side seat got a card sheet with no card on it at all."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.panels import Panel
from companion.app.tables.aurum import AurumTable
from companion.app.widgets import Button, Label

STATES = dict(staging.states())
LANGS = ("en", "fr", "de", "es")


def table_of(app) -> AurumTable:
    return next(scene for scene in app.stack if isinstance(scene, AurumTable))


def overlaps(table) -> list[str]:
    """Each seat's words that lie over its own button, in the panel's own coordinates."""
    found = []
    for panel in (w for w in table.widgets if isinstance(w, Panel) and (w.id or "").startswith("seat:")):
        buttons = [c for c in panel.children if isinstance(c, Button)]
        for label in (c for c in panel.children if isinstance(c, Label)):
            found += [f"{panel.id}: {label.text!r} over {b.id}" for b in buttons if label.rect.colliderect(b.rect)]
    return found


@pytest.mark.parametrize("size", [(480, 800), (720, 1280), (768, 1024)])
@pytest.mark.parametrize("lang", LANGS)
def test_between_tricks_no_seat_writes_over_its_button(size, lang):
    app = staging.staged(STATES["aurum-between"], size, "table", lang)
    app.render()
    assert overlaps(table_of(app)) == []
    assert testing.layout_problems(app) == []


@pytest.mark.parametrize("size", [(480, 800), (768, 1024)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_portrait_table_panels_hold_still_from_tap_to_tap(size, lang):
    """The panels' depth follows the game's shape and the language, not the facts shown."""
    frames = [table_of(staging.staged(STATES[name], size, "table", lang)).frame
              for name in ("aurum-bids", "aurum-trick-table", "aurum-between", "aurum-lead")]
    assert all([s.rect for s in f.seats] == [s.rect for s in frames[0].seats] for f in frames)


def test_deeper_panels_leave_the_centre_its_two_rows_of_buttons():
    """At the game's end the action area holds four buttons: on one row at 480 px wide they
    would be under 9 mm, so the panels never take the room of its second row."""
    app = staging.staged(STATES["aurum-over"], (480, 800), "table", "de")
    assert testing.layout_problems(app) == []
    rows = {w.rect.top for w in table_of(app).widgets if w.id in ("undo", "log", "home", "game-over")}
    assert len(rows) == 2


def test_a_side_seats_sheet_on_an_upright_tablet_shows_every_card():
    """768×1024, table mode, the bid sheet facing a side seat: a row short for its 50 cards
    with its title on a row of its own, it showed none; its title now goes beside its
    buttons and every card is there to tap, whole and on screen."""
    app = staging.staged(STATES["aurum-bids"], (768, 1024), "table", "en")
    app.render()
    sheet = app.top
    assert sheet.name == "aurum-sheet" and sheet.sheet.angle in (90, 270)
    cards = [w for w in app.leaves() if (w.id or "").startswith("sheet:card:")]
    assert len(cards) == len(sheet.choices().cards) == 50
    assert all(app.metrics.screen.contains(card.screen_rect()) for card in cards)
    assert testing.layout_problems(app) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_4_3_tablets_top_and_bottom_seats_take_the_whole_width(lang):
    """768×1024, table mode: the end seats span the screen, the side seats the height
    between them, and no panel crosses another or the centre."""
    table = table_of(staging.staged(STATES["aurum-bids"], (768, 1024), "table", lang))
    ends = [s.rect for s in table.frame.seats if s.angle in (0, 180)]
    sides = [s.rect for s in table.frame.seats if s.angle in (90, 270)]
    assert ends and sides and all(r.width == 768 for r in ends)
    rects = [s.rect for s in table.frame.seats] + [table.frame.center]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
