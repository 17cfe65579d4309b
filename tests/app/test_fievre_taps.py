"""One tap per thing at the Fièvre table: what the rules leave no choice about needs no tap."""

from __future__ import annotations

import pytest

from companion import dice
from companion.app import testing
from companion.games.fievre import deck

from app_flows import fievre_reveal as tap_reveal


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    monkeypatch.setattr(dice, "new_seed", lambda: 424242)
    yield testing.make_app((800, 480), mode="table", lang="en")


def test_the_last_card_goes_to_the_last_seat_by_itself_and_undo_does_not_repeat_it(app):
    testing.tap(app, "play:fievre")
    testing.tap_all(app, "next", "next", "first:0", "next")
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R3", "Y5", "G4")])
    testing.tap_all(app, "pass:0", "pass:1", "pass:2", "offer:0", "offer:1")
    table = app.top
    assert table.forced == {"do": "take", "player": 2, "card": 2}
    assert len(app.session.actions) == 6                      # not yet: everyone sees whose card it is
    assert app.next_wakeup() is not None                        # the app wakes up for it
    table.forced_at = 0                                         # the pause passes
    app.step()
    assert app.session.actions[-1] == {"do": "take", "player": 2, "card": 2}
    testing.tap(app, "undo")                                    # taken back: it waits for a tap now
    assert app.session.actions[-1]["card"] == 1 and table.forced is None
    app.step()
    assert len(app.session.actions) == 6
    testing.tap(app, "offer:2")
    assert app.session.actions[-1] == {"do": "take", "player": 2, "card": 2}


def test_an_entry_during_the_pause_cancels_the_forced_take(app):
    testing.tap(app, "play:fievre")
    testing.tap_all(app, "next", "next", "first:0", "next")
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in ("R3", "Y5", "G4")])
    testing.tap_all(app, "pass:0", "pass:1", "pass:2", "offer:0", "offer:1")
    table = app.top
    testing.tap(app, "undo")                                    # changed minds during the pause
    table.forced_at = 0
    app.step()
    assert app.session.actions[-1] == {"do": "take", "player": 0, "card": 0}
