"""A seat's panel is built again only when something it shows or answers changed
(`PikokoTable.seat_key`, kept by the shared `GameScene.fill_seat`): over whole games, a kept panel equals a freshly built one,
refusals included, and a card played within a trick rebuilds none (whose turn it is moves
on the kept play buttons)."""

from __future__ import annotations

import pytest

from companion.app.testing import kept_panels_differ
from companion.app.tables import pikoko
from companion.games.pikoko.sample import random_game

from app_flows import pikoko_table_at_start


@pytest.mark.parametrize("players, mode, lang, seed", [(3, "table", "en", 4), (4, "wall", "de", 7),
                                                       (5, "table", "fr", 21)])
def test_kept_panels_equal_fresh_ones_over_a_whole_game(players, mode, lang, seed):
    actions, _ = random_game(players, seed, enter_hands=True, first=0)
    app, table = pikoko_table_at_start(players, mode, lang)
    for action in actions:
        assert app.session.submit(action) is None, action
        assert kept_panels_differ(app, table) == [], action


def test_a_card_played_in_a_trick_rebuilds_no_seat(monkeypatch):
    actions, _ = random_game(5, 21, first=0)
    app, table = pikoko_table_at_start(5, "table", "en")
    composed = []
    real = pikoko.PikokoTable.build_seat
    monkeypatch.setattr(pikoko.PikokoTable, "build_seat",
                        lambda self, panel, seat, area: composed.append(seat) or real(self, panel, seat, area))
    first_play = next(i for i, a in enumerate(actions) if a["do"] == "play")
    for action in actions[:first_play + 2]:
        assert app.session.submit(action) is None
    app.invalidate()
    app.render()
    composed.clear()
    app.session.submit(actions[first_play + 2])    # the third card of trick 1: the turn moves on
    app.invalidate()
    app.render()
    assert composed == []                           # the turn moved on the kept play buttons
    assert [app.find(f"play:{seat}").enabled for seat in range(5)] == [seat == 3 for seat in range(5)]
