"""A Numereum seat panel is built again only when what it shows changed (issue 16): a tap in
one seat's panel (a reserve card picked, a page turned) builds that panel alone; an action, an
undo, another language or window build both; and what the kept widgets show is what a fresh
drawing shows."""

from __future__ import annotations

import pytest

from companion.app import scene, staging, testing
from companion.app.tables.numereum import NumereumTable

from app_flows import numereum_sample_game


@pytest.fixture
def built(monkeypatch) -> list:
    """The seats whose panels are made from scratch from now on."""
    seats = []
    # (the tests' check of kept builds makes each build a key skips afresh too: counted here, it
    # would hide what the app itself builds)
    monkeypatch.setattr(scene, "CHECK_KEPT_BUILDS", False)
    make = NumereumTable.build_seat
    monkeypatch.setattr(NumereumTable, "build_seat",
                        lambda self, panel, seat, area: (seats.append(seat), make(self, panel, seat, area)))
    return seats


def seat_children(app, seat: int) -> list:
    return list(app.top.panels[seat].children)


screen_bytes = testing.screen_pixels


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_card_picked_in_one_seat_builds_that_seat_alone(mode, built):
    app = staging.staged("numereum-combine", (800, 480), mode)   # Iris picks reserve cards to combine
    before = seat_children(app, 1)
    built.clear()
    testing.tap(app, "reserve:0:2")                               # one of her three cards given back
    app.render()
    assert app.top.selected[0] == [0, 1]
    assert built == [0]
    assert seat_children(app, 1) == before                        # the very widgets of the last build
    shown = screen_bytes(app)
    app.full_redraw()
    app.render()
    assert screen_bytes(app) == shown


def test_an_action_and_its_undo_build_both_seats(built):
    app = staging.staged("numereum-hint", (800, 480), "table")
    built.clear()
    staging.retake_last(app)
    assert sorted(built) == [0, 0, 1, 1]                           # the undo, then the action again


def test_another_language_builds_both_seats(built):
    app = staging.staged("numereum-combine", (800, 480), "table")
    built.clear()
    app.set_language("fr")
    app.render()
    assert sorted(built) == [0, 1]


def reserve_cards(app, seat: int) -> list:
    return [w for w in app.top.panels[seat].children if (w.id or "").startswith(f"reserve:{seat}:")]


def test_a_bid_recorded_keeps_both_reserves_widgets():
    # (table mode: wall mode's narrow panels bid in pages, so the lower bidder's sheet opens)
    app = staging.staged("numereum-bids", (1920, 1080), "table")   # Iris has picked B80
    before = [reserve_cards(app, seat) for seat in (0, 1)]
    assert all(before)
    count = len(app.session.actions)
    testing.tap(app, "bid:1:B30")                                  # Jules's card: the bid is recorded
    app.render()
    assert len(app.session.actions) == count + 1 and app.top.name == "numereum" and app.top.phase == "pending"
    for seat in (0, 1):   # the very widgets: nothing they show changed
        assert reserve_cards(app, seat) == before[seat]
    shown = screen_bytes(app)
    app.full_redraw()
    app.render()
    assert screen_bytes(app) == shown


def test_a_reserve_card_picked_builds_that_reserve_again():
    app = staging.staged("numereum-hint", (800, 480), "table")    # combining: reserve cards can be picked
    seat = next(s for s in (0, 1) if any(w.enabled for w in reserve_cards(app, s)))
    before = reserve_cards(app, seat)
    testing.tap(app, before[0].id)
    app.render()
    after = reserve_cards(app, seat)
    assert after[0] is not before[0] and after[0].selected


def test_the_frame_after_the_pictures_are_dropped_builds_every_seat(built):
    # as a never-seen screen's: nothing of the table's last build is kept past forget_pictures
    app = staging.staged("numereum-combine", (800, 480), "table")
    built.clear()
    app.invalidate()
    app.render()
    assert built == []
    app.full_redraw()
    app.render()
    assert sorted(built) == [0, 1]


@pytest.mark.parametrize("mode, lang", [("table", "en"), ("wall", "fr")])
def test_kept_seats_equal_fresh_ones_over_the_sample_game(mode, lang):
    """After every action of the sample game, each kept seat panel shows and answers what one
    built afresh does (`NumereumTable.seat_key` holds everything a seat is built from)."""
    for app, table, action in numereum_sample_game(mode, lang):
        assert testing.kept_panels_differ(app, table) == [], action
