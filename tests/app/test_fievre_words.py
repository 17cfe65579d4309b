"""Fièvre words found wrong in play (issue 14): no "Turn 0", an event's name in the table's
language (not "Einsetzen: Dynamite", "Dev: Dynamite"), and a plain "<event>: choose…"."""

from __future__ import annotations

import pytest

from companion.app import testing
from companion.app.session import Session


def table(lang, actions=()):
    from companion.games.fievre.sample import random_record
    app = testing.make_app((800, 480), mode="table", lang=lang, resume=False)
    record = random_record(3, seed=7)
    app.session = Session.scratch("fievre", record["players"], record["options"])
    for action in (record["actions"] if actions is None else actions):
        assert app.session.submit(action) is None
    app.open_session()
    app.render()
    return app, record


def status(app) -> str:
    return testing.widget(app, "status").label_text(app)


def test_no_turn_zero_before_the_first_reveal():
    app, _ = table("en")
    assert "Turn 0" not in status(app) and status(app).startswith("Pile ")


def choosing(lang):
    """The first moment of a sample game where a seat places an event."""
    from companion.games.fievre.sample import random_record
    record = random_record(3, seed=7)
    scratch = Session.scratch("fievre", record["players"], record["options"])
    for index, action in enumerate(record["actions"]):
        if action["do"] == "event":
            app, _ = table(lang, record["actions"][:index])
            return app, action
        assert scratch.submit(action) is None
    pytest.skip("no event in the sample")


@pytest.mark.parametrize("lang, expected", [("en", ": choose…"), ("fr", " : choisir…"), ("de", ": wählen…")])
def test_an_event_to_place_is_named_in_the_table_language(lang, expected):
    from companion.games.fievre import deck
    app, action = choosing(lang)
    name = deck.event(action["event"]).name.get(lang)
    button = testing.widget(app, f"choose:{action['player']}")
    assert button.label_text(app) == name + expected
    testing.tap(app, f"choose:{action['player']}")
    who = app.session.players[action["player"]]
    assert any(w.label_text(app) == f"{who}{':' if lang != 'fr' else ' :'} {name}" for w in app.leaves())


def test_wall_mode_panels_do_not_move_as_the_bid_passes_and_gold_is_one_size(tmp_path, monkeypatch):
    """Wall mode, panels side by side: a bid passing from seat to seat moves nothing in them,
    and every seat's gold is drawn at one size whatever its digits."""
    from companion.games.fievre.sample import random_record
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="wall", lang="en", resume=False)
    record = random_record(3, seed=7)
    app.session = Session.scratch("fievre", record["players"], record["options"])
    assert app.session.submit(record["actions"][0]) is None     # the first reveal: bids come next
    app.open_session()

    def places():
        app.render()
        return {seat: (testing.widget(app, f"mines:{seat}:0:0").rect, testing.widget(app, f"gold:{seat}").rect)
                for seat in range(3)}

    before = places()
    seat = app.session.game.bidder
    testing.tap(app, f"bid:{seat}:+1")
    assert len(app.session.actions) == 2 and app.session.game.bidder != seat
    assert places() == before
    app.session.game.gold[0] = 100                 # one rich seat: its figure is not bigger or smaller
    app.top.forget_seats()                    # (changed behind the record's back: the kept seats do not know)
    app.invalidate()
    app.render()
    sizes = {testing.widget(app, f"gold:{s}").size for s in range(3)}
    assert len(sizes) == 1
