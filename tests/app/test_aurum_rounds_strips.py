"""Aurum's round table between rounds and at the end (issue 13): in table mode each seat reads
its side's result on a strip along its own edge, turned to face it; the grid, the match line,
the ending lines and the buttons stay in the centre; wall mode stays upright and full."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, testing
from companion.app.layout import game_frame
from companion.app.i18n import say
from companion.app.tables import aurum_samples as samples
from companion.app.tables import aurum_words as words
from companion.app.tables.aurum import AurumTable
from companion.games.aurum import deck

SIZES = [(800, 480), (1280, 800), (1920, 1080), (720, 1280)]


def first_round_over(four: bool):
    """The count of actions after which the sample game's first round is over."""
    game = samples.GAME_4 if four else samples.GAME_3
    for count in range(len(samples.actions(game)) + 1):
        if len(samples.session_after(count, four).game.rounds) == 1:
            return count
    raise AssertionError("the sample has no round")


def stage(four: bool, final: bool):
    def put(app):
        session = samples.session_after(None if final else first_round_over(four), four)
        app.session = session
        table = AurumTable(app, session)
        app.push(table)
        table.show_rounds(just_ended=True)
    return put


STATES = {(seats, final): stage(seats == 4, final) for seats in (3, 4) for final in (False, True)}


def open_state(seats, final, *, size=(800, 480), mode="table", lang="en"):
    app = staging.staged(STATES[seats, final], size, mode, lang)
    assert app.top.name == "aurum-rounds"
    return app


def ink_box(app, rect: pygame.Rect) -> pygame.Rect:
    """Where the strip's words are drawn inside `rect` (screen): the pixels unlike its corner."""
    region = app.window.subsurface(rect).copy()
    background = region.get_at((1, 1))
    mask = pygame.mask.from_threshold(region, background, (40, 40, 40, 255))
    mask.invert()
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


@pytest.mark.parametrize("final", [False, True], ids=["rounds", "final"])
@pytest.mark.parametrize("seats", [3, 4])
def test_each_seat_reads_its_sides_round_on_a_strip_facing_it(seats, final):
    app = open_state(seats, final)
    table = app.stack[-2]
    game, summary = table.game, table.game.summary()
    last = summary["rounds"][-1]
    index = len(summary["rounds"]) - 1
    frame = game_frame(app.metrics, seats, "table")
    for seat in range(seats):
        strip = testing.widget(app, f"rounds:seat:{seat}")
        assert strip.angle == frame.seats[seat].angle       # as the seat's own panel at the table
        team = game.members(game.side_of(seat))
        bid = max(deck.value_of(game.round_bids[index][s]) for s in team)
        tricks = sum(last["tricks"][s] for s in team)
        figure = testing.widget(app, f"rounds:figure:{seat}")
        assert figure.parent is strip and figure.label_text(app) == f"{last['scores'][seat]:+d}"
        assert figure.size >= 1.5 * app.metrics.min_text   # a headline figure
        facts = [testing.widget(app, f"rounds:fact:{seat}:{i}").label_text(app) for i in range(3)]
        assert facts[0].endswith(game.name(seat))
        assert facts[1] == say(words.strip_result(bid, tricks), "en")
        took = any(s in last["nugget"] for s in team)
        assert facts[2] == ("✓ " if took else "— ") + f"Nuggets {summary['scores'][seat]}"
        winner = seat in summary["winners"] if final else took
        assert (app.find(f"rounds:crown:{seat}") is not None) == winner
        # what is drawn is turned: the figure's ink runs along the seat's edge
        ink = ink_box(app, strip.to_screen(figure.rect))
        upright = strip.angle in (0, 180)
        assert (ink.width > ink.height) == upright, (seat, strip.angle, ink)
    assert {testing.widget(app, f"rounds:seat:{s}").angle for s in range(seats)} == \
        ({0, 90, 180, 270} if seats == 4 else {0, 90, 270})
    # the centre keeps the grid, the match line and the buttons, upright and touch-sized
    for wid in ("back", "rounds:close"):
        button = testing.widget(app, wid)
        assert button.parent is None and min(button.rect.size) >= app.metrics.target
        assert not any(button.rect.colliderect(testing.widget(app, f"rounds:seat:{s}").rect) for s in range(seats))
    assert testing.layout_problems(app, allow=()) == []


@pytest.mark.parametrize("seats", [3, 4])
def test_wall_mode_stays_upright_and_full(seats):
    app = open_state(seats, False, mode="wall")
    assert app.find("rounds:seat:0") is None
    assert all(getattr(w, "angle", 0) == 0 for w in app.top.widgets)
    assert testing.layout_problems(app, allow=()) == []


def test_the_grid_keeps_the_total_and_leaves_its_parts_out_where_narrow():
    # German at 800×480 between the side strips: "Gebotspkt." and "Goldpkt." would cut every header
    app = open_state(4, True, lang="de")
    shown = {w.label_text(app) for w in app.leaves() if w.parent is None and hasattr(w, "label_text")}
    assert {"Gebot", "Stiche", "Summe", "Nugget"} <= shown and "Goldpkt." not in shown
    wall = open_state(4, True, lang="de", mode="wall")
    assert "Goldpkt." in {w.label_text(wall) for w in wall.leaves() if hasattr(w, "label_text")}
    assert testing.layout_problems(app, allow=()) == [] == testing.layout_problems(wall, allow=())


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_every_state_fits_at_every_size_in_every_language(lang):
    found = []
    for size in SIZES:
        for mode in ("table", "wall"):
            for (seats, final) in STATES:
                app = open_state(seats, final, size=size, mode=mode, lang=lang)
                found += [f"{seats}p {'final' if final else 'rounds'} {size} {mode}: {p}"
                          for p in testing.layout_problems(app, allow=())]
    assert found == []


def test_a_round_ending_by_itself_says_why_in_the_centre_facing_the_strips(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("COMPANION_CONFIG_DIR", raising=False)
    for lang in ("en", "de"):
        app = testing.make_app((800, 480), mode="table", lang=lang, resume=False)
        app.session = samples.session_after(52)
        app.open_session()
        last = samples.actions(samples.GAME_4)[52]   # Dev plays ☀3; Ana then has no card and no gold
        testing.tap(app, f"open:{last['player']}")
        testing.tap(app, f"sheet:card:{last['card']}")
        assert app.top.name == "aurum-rounds"
        strips = [testing.widget(app, f"rounds:seat:{s}").rect for s in range(4)]
        for index in range(2):
            line = testing.widget(app, f"rounds:ending:{index}")
            assert line.parent is None and not any(line.rect.colliderect(rect) for rect in strips)
        assert testing.layout_problems(app, allow=()) == []
