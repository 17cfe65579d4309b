"""Who starts? Each player puts a finger on the screen; one is picked and matched to the
nearest seat; New game then has its first player."""

import pytest

from companion.app import staging, testing
from companion.app.scenes.new_game import NewGame
from companion.text import LANGUAGES


def _chooser(size=(800, 480), lang="en"):
    app = staging.fresh_app(size, "table", lang)
    scene = NewGame(app, "pikoko")
    scene.count, scene.names = 4, ["Ana", "Ben", "Cleo", "Dev"] + scene.names[4:]
    scene.page = "first"
    app.push(scene)
    testing.tap(app, "first:fingers")
    app.pump()
    assert app.top.name == "first-finger"
    return app, scene


def test_three_fingers_held_pick_one_seat_for_new_game():
    app, new_game = _chooser()
    chooser = app.top
    chooser.rng.seed(3)
    # Ana at the bottom edge, Ben on the left edge, Cleo at the top (table mode, 4 seats)
    touches = {1: (400, 460), 2: (15, 240), 3: (400, 20)}
    for finger, pos in touches.items():
        app.press(pos, ("finger", finger))
    assert len(chooser.fingers()) == 3 and chooser.animating()
    app.step()
    chooser.since -= 2000  # held still long enough
    app.step()
    spot, seat = chooser.picked
    assert seat == {1: 0, 2: 1, 3: 2}[[f for f, p in touches.items() if p == spot.pos][0]]
    chooser.until = 0
    app.step()
    assert app.top is new_game and new_game.first == seat


def test_one_finger_alone_picks_nobody_and_nothing_animates():
    app, _ = _chooser()
    app.press((400, 300), ("finger", 1))
    assert not app.top.animating() and app.next_wakeup() is None
    app.release((400, 300), ("finger", 1))
    assert app.top.fingers() == []


def test_cancel_goes_back_without_choosing():
    app, new_game = _chooser()
    testing.tap(app, "finger:cancel")
    app.pump()
    assert app.top is new_game and new_game.first is None


@pytest.mark.parametrize("lang", LANGUAGES)  # every installed language, a new one included
@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_no_layout_problem(lang, size):
    app, _ = _chooser(size, lang)
    assert testing.layout_problems(app, allow=()) == []
    app.pop()
    app.render()
    assert testing.layout_problems(app, allow=()) == []  # New game's first-player page with the new button
