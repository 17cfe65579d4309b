"""Entering the peacocks: the 8th card enters one (the rules fix the count, no Done), the
next peacock follows with its owner asked to look away, and the bets come after the last."""

from __future__ import annotations

import pytest

from companion import record as records
from companion.app import paths, testing
from companion.games.pikoko import deck

from app_flows import pikoko_cell as cell_of


@pytest.fixture
def app():
    app = testing.make_app((800, 480), mode="table", lang="en")
    testing.tap(app, "play:pikoko")
    testing.tap(app, "count:3")
    testing.tap(app, "next")
    testing.tap(app, "next")
    testing.tap(app, "first:0")
    testing.tap(app, "next")
    testing.tap(app, "card:blue:5")             # the trump: the bets grid opens
    assert app.top.name == "pikoko-bets"
    return app


# three peacocks of a 3-player deck (cards 1-7), none of them the trump B5
PEACOCKS = [["W1", "B1", "R2", "Y2", "P2", "W2", "B2", "R3"],
            ["Y3", "P3", "W3", "B3", "R4", "P4", "R5", "Y5"],
            ["M1", "P5", "W5", "R6", "Y6", "P6", "W6", "B6"]]


def enter_cards(app, cards):
    for code in cards:
        testing.tap(app, cell_of({"card": code}))


def test_the_eighth_card_enters_the_peacock_without_a_done(app):
    testing.tap(app, "done")                    # the table enters one peacock by hand
    testing.tap(app, "peacock:1")
    testing.tap(app, "look-away")
    assert app.top.name == "pikoko-hand" and app.find("done") is None
    enter_cards(app, PEACOCKS[1][:6])
    testing.tap(app, "card:white:6")            # a wrong 7th card, taken back
    testing.tap(app, "card:white:6")
    enter_cards(app, PEACOCKS[1][6:7])
    assert app.top.chosen == PEACOCKS[1][:7] and app.session.game.entered == {}   # 7 cards: nothing entered yet
    enter_cards(app, PEACOCKS[1][7:])           # the 8th card: entered
    assert app.session.actions[-1] == {"do": "hand", "player": 1,
                                       "cards": sorted(PEACOCKS[1], key=deck.ALL_CARDS.index)}
    assert records.load(paths.current_game()).actions == app.session.actions
    assert app.top.name == "pikoko-look-away" and app.top.seat == 2   # the next peacock, its owner first


def test_the_peacocks_follow_each_other_then_the_bets_open(app, monkeypatch):
    taps = []
    real = testing.post_tap_at
    monkeypatch.setattr(testing, "post_tap_at", lambda *a, **k: taps.append(1) or real(*a, **k))
    testing.tap(app, "peacocks")                # before any bet: the peacocks, in seat order
    for owner, cards in enumerate(PEACOCKS):
        assert app.top.name == "pikoko-look-away" and app.top.seat == owner
        testing.tap(app, "look-away")
        enter_cards(app, cards)
    assert sorted(app.session.game.entered) == [0, 1, 2]
    assert app.top.name == "pikoko-bets" and app.find("peacocks") is None   # every peacock in: the bets
    assert len(taps) == 1 + len(PEACOCKS) * (1 + 8)   # per peacock: look away, 8 cards (no Done, no panel button)


def test_a_refused_peacock_keeps_its_cards_and_changes_nothing(app):
    testing.tap(app, "peacocks")
    testing.tap(app, "look-away")
    enter_cards(app, PEACOCKS[0])
    testing.tap(app, "cancel")                  # Ben's peacock later
    before = paths.current_game().read_bytes()
    testing.tap(app, "peacock:2")
    testing.tap(app, "look-away")
    grid = app.top
    grid.chosen = PEACOCKS[0][:7]               # seven of Iris's cards: the grid does not offer them,
    grid.toggle("Y3")                           # the rules refuse them when entered
    assert paths.current_game().read_bytes() == before
    assert app.top is grid and len(grid.chosen) == 8
    assert any("peacock" in t.lower() for t in testing.toasts(app))


def test_no_peacocks_button_once_a_bet_is_placed(app):
    assert app.find("peacocks") is not None
    testing.tap(app, "tokens:1")
    assert app.find("peacocks") is None


def test_german_names_the_peacock_by_its_owners_genitive(tmp_path, monkeypatch):
    """"Jules' Pfau", "Anas Pfau" (it said "Juless Pfau", "Iriss Pfau")."""
    from companion.app import staging
    from companion.app.tables import pikoko
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "de")
    staging.stage(app, pikoko._stage(4, 1))
    app.render()
    for owner, genitive in ((1, "Jules' Pfau"), (2, "Anas Pfau")):
        app.top.open_peacock(owner)
        app.render()
        text = " ".join(w.label_text(app) for w in app.leaves())
        assert genitive in text and "Juless" not in text
        testing.tap(app, "cancel")
