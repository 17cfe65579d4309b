"""A café kiosk draws all day (issue 9: 100 000 taps must not make memory grow): everything
the app keeps for speed has a bound, and what a finished screen or game held is let go.
Structural bounds only — entries, bytes, live objects — never RSS or timings."""

from __future__ import annotations

import gc
import os
import sqlite3
from pathlib import Path

import pygame
import pytest

from companion.app import memory, panels, staging, testing, theme
from companion.app.session import Session


@pytest.fixture
def app():
    return testing.make_app((800, 480), resume=False)


def within_bounds() -> list[str]:
    """Every registered cache that holds more entries or bytes than its bound (a single
    entry bigger than the budget is kept: the picture on screen)."""
    over = [f"{name}: {len(cache)} entries, {cache.bytes} bytes" for name, cache in memory.caches().items()
            if len(cache) > cache.limit or (cache.budget is not None and cache.bytes > cache.budget and len(cache) > 1)]
    pictured = sum(picture.bytes() for picture in panels._panels.values())
    if pictured > panels.panels_budget() and len(panels._panels) > 1:
        over.append(f"panel pictures: {len(panels._panels)} entries, {pictured} bytes")
    return over


def test_lru_drops_the_least_recently_used_by_count_and_by_bytes():
    cache = memory.Lru("test: lru", 3, budget=10, weigh=len)
    for key in "abc":
        cache.put(key, "xx")
    cache.get("a")               # used again: now the most recent
    cache.put("d", "xx")
    assert "b" not in cache and all(key in cache for key in "acd")
    cache.put("e", "x" * 8)      # 2 + 2 + 8 bytes > 10: the oldest go until it fits
    assert "e" in cache and cache.bytes <= 10 and len(cache) <= 3
    cache.put("e", "y")          # replacing an entry does not count it twice
    assert cache.bytes == sum(len(v) for v in cache.values())
    cache.put("huge", "z" * 50)  # one entry bigger than the budget is still kept (and alone)
    assert cache.values() == ["z" * 50]
    cache.clear()
    assert cache.bytes == 0 and len(cache) == 0


def test_thousands_of_different_names_and_scores_keep_the_text_cache_in_its_bounds(app):
    for n in range(3000):
        theme.text(f"Player {n} scores {n * 7}", 12 + n % 30, bold=n % 2 == 0)
    cache = theme._texts
    assert len(cache) <= theme.TEXT_CACHE_SIZE
    assert cache.bytes <= theme.TEXT_CACHE_BYTES
    assert cache.bytes == sum(memory.surface_bytes(s) for s in cache.values())  # the accounting is honest
    assert ("Player 2999 scores 20993", 12 + 2999 % 30, theme.INK, False) in cache  # the latest stays


def test_every_font_size_asked_for_leaves_only_a_bounded_set_of_fonts_alive(app):
    """Shrink-to-fit asks for many sizes; each Font holds FreeType memory, so evicted ones
    must really be freed (nobody else keeps them)."""
    for size in range(6, 160):
        theme.font(size)
        theme.text_size("Lou", size, bold=True)
    gc.collect()
    assert len(theme._fonts) <= theme.FONT_CACHE_SIZE
    assert memory.live(pygame.font.Font) <= theme.FONT_CACHE_SIZE
    assert len(open_font_files()) <= theme.FONT_CACHE_SIZE  # each Font keeps its file open


def open_font_files() -> list[str]:
    """The font files this process holds open (Linux; elsewhere: none known)."""
    folder = Path("/proc/self/fd")
    if not folder.is_dir():
        return []
    found = []
    for fd in folder.iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.endswith((theme.FONT_REGULAR.name, theme.FONT_BOLD.name)):
            found.append(target)
    return found


def walk_every_screen(size, mode):
    """A fresh app shows every representative screen of every table, one after another."""
    app = staging.fresh_app(size, mode, "en")
    for _name, stage in staging.states():
        app.go_home()
        app.render()
        staging.stage(app, stage)
        app.render()
    app.go_home()
    app.render()
    return app


def alive_outside_the_caches(kind) -> int:
    """Objects of `kind` still alive once every cache is emptied: what scenes, closures,
    toasts or sessions hold on to."""
    for cache in memory.caches().values():
        cache.clear()
    panels.forget_pictures()
    panels._spares.clear()   # (a pool bounded in bytes: how many surfaces it holds varies)
    gc.collect()
    return memory.live(kind)


def test_showing_every_screen_again_and_again_keeps_no_more_pictures():
    """Rounds of every screen (sizes, modes, rotations of panels): the caches stay in their
    bounds, and nothing else (scenes, closures, toasts) keeps a Surface or a Font of the
    rounds before."""
    rounds = [((800, 480), "table"), ((800, 480), "wall"), ((720, 1280), "table")]
    for size, mode in rounds:
        walk_every_screen(size, mode)
    assert within_bounds() == []
    surfaces, fonts = alive_outside_the_caches(pygame.Surface), alive_outside_the_caches(pygame.font.Font)
    for _ in range(2):
        for size, mode in rounds:
            walk_every_screen(size, mode)
        assert within_bounds() == []
    assert alive_outside_the_caches(pygame.Surface) <= surfaces
    assert alive_outside_the_caches(pygame.font.Font) <= fonts


def test_many_games_started_and_left_keep_nothing_of_the_games_before(app):
    """Opening and closing game after game: the scene stack is back to home, no game
    session, record or history connection of an earlier game stays alive, caches in bounds."""
    for number in range(12):
        app.start_game("numereum", [f"Player {number}", "Lou"], {})
        app.render()
        testing.tap(app, "cancel")  # the first reserve's sheet opens by itself
        testing.tap(app, "home")
        app.render()
        assert len(app.stack) == 1 and app.top.name == "home"
    gc.collect()
    sessions = [obj for obj in gc.get_objects() if isinstance(obj, Session)]
    assert sessions == [app.session] or sessions == []
    assert memory.live(sqlite3.Connection) == 0
    assert within_bounds() == []


def test_the_panel_pictures_of_every_table_stay_in_their_bounds():
    """Kept panel pictures (per seat, colour and angle) and panel faces (per size): every
    table in both modes and two screen sizes never keeps more than the bound."""
    for size, mode in [((800, 480), "table"), ((800, 480), "wall"), ((1280, 800), "table"), ((720, 1280), "table")]:
        walk_every_screen(size, mode)
        assert within_bounds() == []
        assert len(panels._backgrounds) <= panels._backgrounds.limit
    assert panels.panels_budget() == panels.PANEL_SCREENS * 720 * 1280 * 4  # follows the display


def test_asking_the_rules_about_card_after_card_keeps_a_bounded_memo(app):
    """A guest may try combination after combination without playing: the record does not
    change, so the answers of one state are remembered, but never more than the bound."""
    from companion.app import session as session_module
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    for number in range(3 * session_module.ASK_MEMO_SIZE):
        action = {"do": "play", "player": number % 2, "cards": [str(number)]}
        assert repr(session.ask("why_not", action)) == repr(session.game.why_not(action))
        assert len(session._answers[1]) <= session_module.ASK_MEMO_SIZE


def test_the_bounds_hold_every_font_and_line_of_the_busiest_screens(monkeypatch):
    """Bounds too tight would thrash: drawing any screen a second time (720×1280, the
    largest text and panels) opens no font, renders no line and paints no panel afresh."""
    opened = []
    real_font = pygame.font.Font

    class CountedFont(real_font):
        def render(self, *args, **kwargs):
            opened.append(("render", args[0]))
            return super().render(*args, **kwargs)

        def __init__(self, *args, **kwargs):
            opened.append(("font", args[1:]))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", CountedFont)
    real_picture = panels._Picture.__init__

    def counted_picture(self, *args):
        opened.append(("panel picture", args[0]))
        real_picture(self, *args)

    monkeypatch.setattr(panels._Picture, "__init__", counted_picture)
    for cache in memory.caches().values():
        cache.clear()
    app = staging.fresh_app((720, 1280), "table", "en")
    for name, stage in staging.states():
        app.go_home()
        app.render()
        staging.stage(app, stage)
        app.full_redraw()
        app.render()
        opened.clear()
        app.full_redraw()  # drops the panel pictures on purpose, keeps fonts and lines
        app.render()
        drawn = [what for what in opened if what[0] != "panel picture"]
        assert drawn == [], f"{name}: drawn again, {len(drawn)} fonts opened or lines rendered"
        opened.clear()
        app.invalidate()  # rebuilt, nothing changed: every panel picture is still kept
        app.render()
        assert opened == [], f"{name}: rebuilt, {len(opened)} panel pictures painted afresh"


def test_removing_players_while_the_first_player_is_drawn_never_stops_the_kiosk(app):
    """Found by the soak: a draw for the first player, then Back and fewer players before
    the draw ended, picked a seat that no longer existed and took the kiosk down."""
    testing.tap(app, "play:fievre")
    scene = app.top
    most, fewest = max(scene.rules.PLAYERS), min(scene.rules.PLAYERS)
    scene._set_count(most)()
    while scene.draw_result is None or scene.draw_result < fewest:  # a seat that will go
        scene.draw_lots()
    scene._set_count(fewest)()
    scene.tick(scene.drawing_until)
    assert scene.first in range(fewest) and not scene.animating()
    assert len(scene.player_names()) == fewest


@pytest.mark.parametrize("game_id, players", [("aurum", ["Ana", "Ben", "Cleo", "Dev"]), ("pikoko", ["Ana", "Ben", "Cleo"]),
                                              ("fievre", ["Ana", "Ben", "Cleo"]), ("numereum", ["Ana", "Ben"])])
def test_a_table_left_keeps_nothing_of_its_game(app, game_id, players):
    """A table's own stores (card widgets of its sheets, kept seat panels) go with it: none
    holds the game's session once the table is left (Aurum's sheet cards were kept for the
    whole run, each holding its sheet, the app and the game)."""
    for _ in range(2):  # the second game replaces the first: nothing may hold the first
        app.start_game(game_id, players, {})
        for _ in range(3):
            app.render()
        app.go_home()
        app.render()
    gc.collect()
    assert [obj for obj in gc.get_objects() if isinstance(obj, Session)] in ([app.session], [])
