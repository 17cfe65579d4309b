"""An Aurum seat's panel is built again only when something it shows or answers changed
(`AurumTable.seat_key`, kept by the shared `GameScene.fill_seat`): over whole games, in both
modes, a kept panel equals one built afresh (the shared strip, the swap's refusals, the end
included), and a tap that changes nothing a panel shows builds it no more."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.tables import aurum_samples as samples
from companion.app.tables.aurum import AurumTable


def table_at_start(four: bool, mode: str, lang: str, size=(800, 480)):
    app = staging.fresh_app(size, mode, lang)
    session = samples.session_after(0, four)
    app.session = session
    table = AurumTable(app, session)
    app.push(table)
    app.render()
    return app, table


@pytest.mark.parametrize("four, mode, lang, size", [(True, "table", "en", (800, 480)), (True, "wall", "de", (800, 480)),
                                                    (False, "table", "fr", (1920, 1080)),
                                                    (False, "wall", "es", (720, 1280))])
def test_kept_panels_equal_fresh_ones_over_a_whole_game(four, mode, lang, size):
    app, table = table_at_start(four, mode, lang, size)
    for action in samples.actions(samples.GAME_4 if four else samples.GAME_3):
        assert app.session.submit(action) is None, action
        assert testing.kept_panels_differ(app, table) == [], action


def test_a_wall_tap_builds_only_the_seats_it_changed(monkeypatch):
    """A bid in wall mode: the bidder's panel (its bid, no longer due) and, with teams, its
    partner's (the team bid); the other seats' panels are put back as they were."""
    app, table = table_at_start(True, "wall", "en")
    actions = samples.actions(samples.GAME_4)
    first_bid = next(i for i, a in enumerate(actions) if a["do"] == "bid")
    for action in actions[:first_bid]:
        assert app.session.submit(action) is None
    app.invalidate()
    app.render()
    built = []
    real = AurumTable.build_seat
    monkeypatch.setattr(AurumTable, "build_seat",
                        lambda self, panel, seat, area: built.append(seat) or real(self, panel, seat, area))
    bid = actions[first_bid]
    assert app.session.submit(bid) is None
    app.invalidate()
    app.render()
    assert bid["player"] in built and len(built) < table.game.n, built


def test_a_changed_refusal_changes_the_key(monkeypatch):
    """The swap's refusal is part of the key: a seat whose swap became allowed or refused
    shows it (the button's state, its reason on a tap)."""
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, samples.stage_between)
    app.render()
    table = next(scene for scene in app.stack if isinstance(scene, AurumTable))
    before = table.seat_key(0, table.panels[0])
    monkeypatch.setattr(app.session, "ask", lambda question, *args: "no" if question == "swap_refusal" else None)
    assert table.seat_key(0, table.panels[0]) != before
