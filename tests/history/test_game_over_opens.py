"""The game-over opens by itself when the last action of a game is entered on its table (after
the frame that shows that action, and after the table's own last dialog), for every game;
↶ Undo on it goes back to the table with that action undone, and the game can end again."""

import pytest

from companion.app import history, testing
from companion.app.session import Session
import app_flows
from companion.games.pikoko import deck as pikoko_deck
from finished_games import finished_records

RECORDS = finished_records()


def _last_move_aurum(app, action):
    seat = action["player"]
    app_flows.aurum_sheet(app, seat, "play")  # the card sheet of the seat due to act
    if action["do"] == "stop" and action.get("hand"):
        testing.tap(app, f"reveal:{seat}")
        for card in action["hand"]:
            testing.tap(app, f"sheet:card:{card}")
    elif action["do"] == "stop":
        testing.tap(app, f"stop:{seat}")
    else:
        testing.tap(app, f"sheet:card:{action['card']}")
    if app.top.name == "aurum-rounds":  # the table's own last dialog comes first
        testing.tap(app, "rounds:close")


def _last_move_numereum(app, action):
    testing.tap(app, "close")


def _last_move_pikoko(app, action):
    if app.top.name != "pikoko-play":
        testing.tap(app, "play")
    code = action["card"]
    testing.tap(app, f"card:{pikoko_deck.colours_of(code)[0]}:{pikoko_deck.number_of(code)}")
    assert app.top.name == "pikoko-scores"  # the last round's scores first, then the game-over
    testing.tap(app, "done")


def _last_move_fievre(app, action):
    testing.tap(app, "physical")  # dice rolled at the table: one pair of faces
    testing.tap(app, f"pair:{action['dice'][0]}:{action['dice'][1]}")


LAST_MOVE = {"aurum": _last_move_aurum, "numereum": _last_move_numereum, "pikoko": _last_move_pikoko,
             "fievre": _last_move_fievre}


def _one_move_from_the_end(game_id, mode="table"):
    """The game saved (current.json) one action before its end, open on its table."""
    record = RECORDS[game_id]
    app = testing.make_app((800, 480), mode=mode, lang="en", resume=False)
    session = Session.start(game_id, record["players"], record["options"])
    for action in record["actions"][:-1]:
        assert session.submit(action) is None
    app.session = session
    app.open_session()
    app.render()
    assert app.top.name == game_id and not session.finished
    return app, record["actions"][-1]


def _frames_drawn(app) -> list:
    """(game finished?, top scene) of every frame drawn from now on."""
    drawn, draw = [], app.draw_frame

    def recording():
        surface = draw()
        drawn.append((app.session.finished, app.top.name))
        return surface
    app.draw_frame = recording
    return drawn


@pytest.mark.parametrize("game_id", sorted(RECORDS))
def test_the_last_move_opens_the_game_over_and_undo_goes_back_to_the_table(game_id):
    assert set(LAST_MOVE) == set(RECORDS)  # a new game gets its own last move here
    app, last = _one_move_from_the_end(game_id)
    table = app.top
    count = len(app.session.actions)
    drawn = _frames_drawn(app)
    LAST_MOVE[game_id](app, last)
    assert app.session.finished and app.session.actions[-1]["do"] == last["do"]
    assert app.top.name == "game-over" and app.stack[-2] is table
    app.step()  # the loop's next turn draws it
    ended = [top for finished, top in drawn if finished]
    assert ended[0] != "game-over" and "game-over" in ended  # the move itself is drawn, then the results
    assert [g["id"] for g in history.finished_games()] == [app.session.id]  # filed once
    testing.tap(app, "game-over:undo")
    assert app.top is table and len(app.session.actions) == count and not app.session.finished
    assert any(text.startswith("Undone") for text in testing.toasts(app))
    app.toasts.clear()
    LAST_MOVE[game_id](app, last)  # the same ending again: the results open again
    assert app.top.name == "game-over" and app.session.finished


def test_a_table_finished_earlier_does_not_open_its_results_again():
    """Resumed or reopened, a finished table shows its "Results" button; nothing pops up."""
    app, last = _one_move_from_the_end("numereum")
    LAST_MOVE["numereum"](app, last)
    app.top.back()
    assert app.top.name == "numereum"
    app.render()
    app.pump()
    assert app.top.name == "numereum" and app.results_due is None
    testing.tap(app, "game-over")
    assert app.top.name == "game-over"


def test_a_game_finished_outside_a_table_opens_nothing():
    """A session finished with no table on screen (a test, a replay) pushes no game-over."""
    record = RECORDS["numereum"]
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    app.session = Session.scratch("numereum", record["players"], record["options"])
    for action in record["actions"]:
        assert app.submit(action)
    app.render()
    assert app.top.name == "home" and app.results_due is None


def test_no_undo_on_a_game_over_that_is_not_the_game_on_the_table():
    from companion.app.scenes.game_over import GameOver
    record = RECORDS["pikoko"]
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    session = Session.scratch("pikoko", record["players"], record["options"])
    for action in record["actions"]:
        assert session.submit(action) is None
    app.push(GameOver(app, session))
    app.render()
    assert app.find("game-over:undo") is None and app.find("game-over:again") is not None
