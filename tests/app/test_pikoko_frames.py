"""Pikoko's frames repaint what changed, and no more (issue 16): a card joining the trick
over the play grid repaints that card and the cells it changed, not all 55; the feather
faces of a grid dimmed and lit again are painted once; loading the table plays no sample
game (its screenshot states find their place in the sample when staged)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.app import staging, widgets
from companion.app.tables import pikoko, pikoko_look

ROOT = Path(__file__).resolve().parents[2]


def retake_counting(app, drawn: list) -> None:
    """The staged game's last card taken back, then played again with `drawn` counting only
    what that frame draws."""
    with staging.unsaved():
        app.session.undo()
    app.invalidate()
    app.render()
    drawn.clear()
    with staging.unsaved():
        assert app.session.submit(pikoko._sample_actions(5)[len(app.session.actions)]) is None
    app.invalidate()
    app.render()


def test_a_card_joining_the_trick_repaints_few_cells_of_the_play_grid(monkeypatch):
    app = staging.staged("pikoko-play-grid", (800, 480), "wall")
    assert app.top.name == "pikoko-play"
    drawn = []
    real = pikoko_look.FeatherButton.draw
    monkeypatch.setattr(pikoko_look.FeatherButton, "draw",
                        lambda self, surface, app: drawn.append(self.id) or real(self, surface, app))
    retake_counting(app, drawn)
    # the card played and its neighbours in one repainted part; the trick's new card (added
    # before the cells) once shifted every cell's place among the sheet's children: all 55
    assert 0 < len(drawn) <= 11, drawn


def test_feather_faces_of_a_grid_dimmed_and_lit_again_are_painted_once(monkeypatch):
    # at 1920×1080 one grid's faces take ≈ 3.7 MB: a budget under two grids (lit and dimmed)
    # painted all 55 again at every change
    app = staging.staged("pikoko-next-trump", (1920, 1080), "wall")
    staging.retake_last(app)          # every face at this size, lit and dimmed, seen once
    painted = []
    real = pikoko_look._paint_feather
    monkeypatch.setattr(pikoko_look, "_paint_feather", lambda *args: painted.append(args[2]) or real(*args))
    staging.retake_last(app)
    assert painted == []


LOAD = """
from companion.games.pikoko import sample
played = []
real = sample.random_game
sample.random_game = lambda *args, **kw: played.append(args) or real(*args, **kw)
from companion.app.tables import pikoko
assert played == [], played
pikoko._mid_trick(5, 7)()          # a state staged: the sample is played then
assert len(played) == 1, played
"""


def test_loading_the_table_plays_no_sample_game():
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", LOAD], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_states_stop_where_the_sample_says():
    actions = pikoko._sample_actions(5)
    second = pikoko._second_round(5)()
    assert actions[second]["do"] == "trump" and actions[second - 1]["do"] != "trump"
    at = pikoko._mid_trick(5, 7)()
    assert sum(1 for action in actions[:at] if action["do"] == "play") == 7 and actions[at]["do"] == "play"


@pytest.mark.parametrize("mode, size", [("table", (1920, 1080)), ("wall", (800, 480))])
def test_a_card_joining_the_trick_leaves_undo_log_and_home_alone(monkeypatch, mode, size):
    """The trick's widgets come after the others: a card more in it shifts no other
    widget's place in the frame's comparison (Undo, Log, Home were repainted at every card)."""
    app = staging.staged("pikoko-play", size, mode)   # sizes where no changed panel lies over them
    drawn = []
    real = widgets.Button.draw
    monkeypatch.setattr(widgets.Button, "draw", lambda self, surface, app: drawn.append(self.id) or real(self, surface, app))
    retake_counting(app, drawn)
    assert "play" in drawn                       # the next step names the next player
    assert not {"undo", "log", "home"} & set(drawn), drawn


def test_the_centre_keeps_its_split_as_the_turn_moves_on():
    """Table mode: the trick and the round's status keep their places from turn to turn (the
    split once followed the width of "from <next player>'s peacock", so every card played
    moved, and repainted, the status, the trump and the cards already in the trick)."""
    from companion.app.session import Session
    app = staging.fresh_app((1920, 1080), "table", "en")
    session = Session.scratch("pikoko", pikoko.SAMPLE_PLAYERS[:3], {"first": 0})
    for action in pikoko.REVOKE_SAMPLE[:-1]:
        assert session.submit(action) is None, action
    app.session = session
    table = pikoko.PikokoTable(app, session)
    app.push(table)
    app.render()

    def places():
        return {(type(w).__name__, w.id, str(getattr(w, "text", ""))): tuple(w.rect) for w in table.widgets
                if w.id is None or w.id.startswith(("trick-seat:", "trump-card"))}
    before = places()
    assert session.submit(pikoko.REVOKE_SAMPLE[-1]) is None
    app.invalidate()
    app.render()
    after = places()
    assert {key: place for key, place in after.items() if key in before} == before


def test_a_card_played_words_the_centres_lines_once(monkeypatch):
    """Table mode, in play: the centre's split needs the widest "from <player>'s peacock",
    and its status the round and trick three times; each build once worded them all again
    (a sixth of the table's rebuild, every card). Now: the status once a build, the widest
    line once per language and size (the next step's own line is worded each build)."""
    app = staging.staged("pikoko-play", (1920, 1080), "table")
    from companion.app.tables import pikoko_words
    worded = []
    for name in ("from_peacock", "ROUND", "TRICK"):
        real = getattr(pikoko_words, name)
        monkeypatch.setattr(pikoko_words, name,
                            lambda *args, _real=real, _name=name, **kw: worded.append(_name) or _real(*args, **kw))
    staging.retake_last(app)
    builds = 2   # the card taken back, then played again
    assert worded.count("ROUND") <= builds and worded.count("TRICK") <= builds, worded   # (none: same round and trick)
    assert worded.count("from_peacock") == builds, worded   # the next step's button, each build
