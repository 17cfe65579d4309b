"""Numereum's centre is built again only when what it shows changed (issue 16): a tap that
changes no record (a bid card picked, a reserve card tapped) builds the seat it was made in,
not the centre too; an action, a raise begun, another language build it; and the kept centre
shows and answers what one built afresh does, over a whole game."""

from __future__ import annotations

import pytest

from companion.app import scene, staging, testing
from companion.app.tables import numereum
from companion.app.tables.numereum import NumereumTable

from app_flows import numereum_sample_game


@pytest.fixture
def built(monkeypatch) -> list:
    """How many times the centre is made from scratch from now on."""
    made = []
    # (the tests' check of kept builds makes each build a key skips afresh too: counted here, it
    # would hide what the app itself builds)
    monkeypatch.setattr(scene, "CHECK_KEPT_BUILDS", False)
    make = NumereumTable.make_center
    monkeypatch.setattr(NumereumTable, "make_center", lambda self, centre: (made.append(1), make(self, centre)))
    return made


@pytest.mark.parametrize("size", [(1920, 1080), (800, 480)])
def test_a_bid_card_picked_keeps_the_centre(size, built):
    # (table mode: a narrow wall panel bids in pages, so the other seat's sheet opens)
    app = staging.staged("numereum-bids", size, "table")
    before = list(app.top.centre.children)
    built.clear()
    testing.tap(app, "bid:0:B20")                       # Iris picks a card: no action yet
    app.render()
    assert app.top.pick[0] == "B20"
    assert built == []
    assert app.top.centre.children == before            # the very widgets of the last build
    shown = testing.screen_pixels(app)
    app.full_redraw()
    app.render()
    assert testing.screen_pixels(app) == shown


def test_a_reserve_card_tapped_keeps_the_centre(built):
    app = staging.staged("numereum-combine", (800, 480), "table")
    built.clear()
    testing.tap(app, "reserve:0:2")
    app.render()
    assert built == []


def test_an_action_its_undo_and_a_raise_build_the_centre(built):
    app = staging.staged("numereum-hint", (800, 480), "table")
    built.clear()
    staging.retake_last(app)
    assert len(built) == 2                              # the undo, then the action again
    app = staging.staged("numereum-raise", (1920, 1080), "table")
    lower = app.session.summary()["to_act"]
    built.clear()
    card = next(w for w in app.top.panels[lower].children
                if isinstance(w, numereum.NumberCard) and w.enabled and (w.id or "").startswith(f"bid:{lower}:"))
    testing.tap(app, card.id)                           # a raise begins: the centre says nothing of it
    app.render()
    assert app.top.raising and built == [1]


def test_another_language_builds_the_centre(built):
    app = staging.staged("numereum-combine", (800, 480), "table")
    built.clear()
    app.set_language("de")
    app.render()
    assert built == [1]


@pytest.mark.parametrize("mode, lang", [("table", "en"), ("wall", "de")])
def test_the_kept_centre_equals_a_fresh_one_over_the_sample_game(mode, lang):
    for app, table, action in numereum_sample_game(mode, lang):
        app.invalidate()
        app.render()
        kept = testing.panel_view(app, table.centre)
        table.forget_seats()                            # (every kept part: the centre too)
        app.invalidate()
        app.render()
        assert testing.panel_view(app, table.centre) == kept, action
