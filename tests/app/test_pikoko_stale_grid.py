"""A trump grid left open while the game goes on under it (actions entered another way: a
record's replay, a soak's direct entries) never breaks when the round starts or the game
ends: it says there is no trump to turn up now, and Back closes it (no internal error)."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.i18n import say
from companion.app.tables import pikoko_words as words
from companion.app.tables.pikoko_entry import CardGrid
from companion.games.pikoko.sample import default_options, random_game


@pytest.mark.parametrize("mode", ["wall", "table"])
def test_a_trump_grid_left_open_to_the_end_of_the_game_says_there_is_no_trump_now(mode):
    players = 3
    actions, _ = random_game(players, 1003, first=0)

    def stage(app):
        app.start_game("pikoko", [f"P{i}" for i in range(players)], default_options(players, 0))
    app = staging.staged(stage, (800, 480), mode, "en")
    table = app.game_scene()
    app.push(CardGrid(app, table, "trump"))
    grid = app.top
    for action in actions:
        assert app.session.submit(action) is None
        app.invalidate()
        app.render()
    assert app.session.game.finished
    assert grid in app.stack                                   # not closed as broken
    assert not [toast for toast in app.toasts if toast.error]  # no internal error said
    assert app.top is grid                                     # (the game's end waits under it)
    assert any(w.label_text(app) == say(words.no_trump_now(), "en") for w in grid.leaves())
    testing.tap(app, "cancel")
    assert grid not in app.stack
