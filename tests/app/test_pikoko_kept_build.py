"""Pikoko's table and sheets keep what they built while nothing their build reads changed
(`PikokoTable.table_state`, the sheets' `sheet_state`): a dialog closing over them, or the
screen drawn whole again, builds nothing. Over whole games a kept build draws what a fresh
one draws (and the tests' check, `scene.CHECK_KEPT_BUILDS`, compares their widgets at every
build a key skips); every staged Pikoko screen keeps its widgets; and each of a sheet's own
choices builds it again when it changes."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.tables import pikoko
from companion.app.tables.pikoko_entry import BetsGrid, CardGrid, ConfidenceCard, Overlay, RoundScores
from companion.games.pikoko.game import BETS, CONFIDENCE, PLAY, TRUMP
from companion.games.pikoko.sample import random_game

from app_flows import pikoko_action as enact, pikoko_table_at_start


def rebuilt(app) -> None:
    app.invalidate()
    app.render()


def phase_sheet(app, table):
    """The sheet a table opens in the game's phase (None: none to open)."""
    game = table.game
    phase = game.phase()
    if phase == TRUMP:
        return CardGrid(app, table, "trump")
    if phase == BETS:
        return BetsGrid(app, table)
    if phase == PLAY and game.to_act() is not None:
        return CardGrid(app, table, "play")
    if phase == CONFIDENCE and game.missing_confidence():
        return ConfidenceCard(app, table, game.missing_confidence()[0])
    return RoundScores(app, table) if game.results else None


@pytest.mark.parametrize("players, size, mode, lang, seed, every", [
    (3, (800, 480), "table", "en", 4, 1),       # every action
    (5, (800, 480), "wall", "de", 21, 3),
    (4, (1920, 1080), "table", "fr", 7, 9),     # a big screen: its sheets are painted from pictures
])
def test_kept_builds_draw_what_fresh_ones_draw_over_a_whole_game(players, size, mode, lang, seed, every):
    actions, _ = random_game(players, seed, enter_hands=True, first=0)
    app, table = pikoko_table_at_start(players, mode, lang, size)
    for index, action in enumerate(actions):
        assert app.session.submit(action) is None, action
        rebuilt(app)                          # built for the action; then kept (and checked), then afresh
        assert testing.kept_builds_differ(app) == [], action
        if index % every:
            continue
        sheet = phase_sheet(app, table)       # and with the phase's sheet open over the table
        if sheet is not None:
            app.push(sheet)
            app.render()
            assert testing.kept_builds_differ(app) == [], (action, sheet.name)
            widgets = table.widgets
            app.pop(sheet)
            app.render()
            assert table.widgets is widgets, action   # nothing changed under the sheet: kept


@pytest.mark.parametrize("players, mode, lang, seed", [(3, "table", "en", 5), (4, "wall", "de", 8)])
def test_kept_builds_draw_what_fresh_ones_draw_through_a_game_played_by_taps(players, mode, lang, seed):
    """Each action tapped on the sheets the table opens by itself (the trump, the bets, the
    peacocks, the plays, the confidence cards, the scores), the screen checked after each."""
    actions, _ = random_game(players, seed, first=0)
    app = staging.fresh_app((800, 480), mode, lang)
    with staging.unsaved():
        app.session = pikoko.sample_session(players, stop_after=0)
        app.push(pikoko.PikokoTable(app, app.session))
        app.render()
        for index, action in enumerate(actions):
            enact(app, action)
            assert len(app.session.actions) == index + 1, (index, action, testing.toasts(app))
            app.render()                      # built for the tap; then kept (and checked), then afresh
            assert testing.kept_builds_differ(app) == [], (action, app.top.name)


# -- every staged Pikoko screen keeps its build ---------------------------------------------------------------


def pikoko_states():
    return [(name, stage) for name, stage in staging.states() if name.startswith("pikoko")]


@pytest.mark.parametrize("size, mode, lang", [((800, 480), "table", "en"), ((1920, 1080), "wall", "de")])
def test_every_staged_pikoko_screen_keeps_its_widgets(tmp_path, monkeypatch, size, mode, lang):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    seen = set()
    for name, stage in pikoko_states():
        app = staging.fresh_app(size, mode, lang)
        staging.stage(app, stage)
        app.render()
        before = {scene: scene.widgets for scene in app.visible()}
        rebuilt(app)
        for scene, widgets in before.items():
            assert scene.build_key() is not None, (name, scene.name)
            assert scene.widgets is widgets, (name, scene.name)       # kept, not built again
            seen.add(type(scene).__name__)
    assert {"PikokoTable", "CardGrid", "BetsGrid", "ConfidenceCard", "RoundScores"} <= seen


def test_a_dialog_closing_over_the_table_builds_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("pikoko-look-away")
    table = app.stack[-2]
    widgets = table.widgets
    testing.tap(app, "cancel")
    app.render()
    assert app.top is table and table.widgets is widgets


# -- each input of a key builds again -----------------------------------------------------------------------
def staged(name, tmp_path, monkeypatch, mode="table"):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    return staging.staged(name, mode=mode)


def test_an_action_or_an_undo_builds_the_table_again(tmp_path, monkeypatch):
    app = staged("pikoko-play", tmp_path, monkeypatch)
    table = app.top
    player = table.game.to_act()
    widgets = table.widgets
    last = testing.take_back_last_action(app)      # (draws the table after the undo)
    assert table.widgets is not widgets and table.game.to_act() != player
    widgets = table.widgets
    with staging.unsaved():
        assert app.session.submit(last) is None
    rebuilt(app)
    assert table.widgets is not widgets and app.find(f"play:{player}").enabled


def test_forgotten_seats_build_the_table_again(tmp_path, monkeypatch):
    app = staged("pikoko-play", tmp_path, monkeypatch)
    table = app.top
    widgets = table.widgets
    table.forget_seats()
    rebuilt(app)
    assert table.widgets is not widgets


def test_the_window_s_mode_builds_the_table_and_its_sheet_again(tmp_path, monkeypatch):
    app = staged("pikoko-play-grid", tmp_path, monkeypatch)
    sheet = app.top
    widgets = sheet.widgets
    assert sheet.widgets[0].angle != 0          # facing the player who plays
    app.settings.mode = "wall"
    rebuilt(app)
    assert sheet.widgets is not widgets and sheet.widgets[0].angle == 0
    app.pop(sheet)
    app.render()
    assert app.find("trick-seat:0") is None     # the trick upright on a wall, not facing its seats


def test_a_card_chosen_for_a_peacock_builds_its_grid_again(tmp_path, monkeypatch):
    app = staged("pikoko-peacock", tmp_path, monkeypatch)
    grid = app.top
    assert grid.mode == "hand" and not app.find("card:red:6").selected
    widgets = grid.widgets
    grid.chosen.append("R6")                       # changed in place: the key holds a copy
    rebuilt(app)
    assert grid.widgets is not widgets and app.find("card:red:6").selected


def test_the_cell_chosen_builds_the_bets_grid_again(tmp_path, monkeypatch):
    app = staged("pikoko-bets", tmp_path, monkeypatch)
    grid = app.top
    by, on = grid.cell
    other = (by, (on + 1) % grid.game.n)
    widgets = grid.widgets
    testing.tap(app, f"bet:{other[0]}:{other[1]}")
    app.render()
    assert grid.cell == other and grid.widgets is not widgets
    assert app.find(f"bet:{other[0]}:{other[1]}").selected and not app.find(f"bet:{by}:{on}").selected
    widgets = grid.widgets
    grid.cell = None                                # no cell: the keys wait for one, the sheet faces the table
    rebuilt(app)
    assert grid.widgets is not widgets and not app.find("tokens:1").enabled and grid.widgets[0].angle == 0


def test_the_round_shown_and_the_details_build_the_scores_again(tmp_path, monkeypatch):
    app = staged("pikoko-end", tmp_path, monkeypatch)
    app.top.open_scores()
    app.render()
    scores = app.top
    last = scores.index
    assert last > 0 and app.find("details") is not None and app.find("round:1") is None   # table mode: the strips
    widgets = scores.widgets
    testing.tap(app, "details")                                       # the whole table, upright
    app.render()
    assert scores.detailed and scores.widgets is not widgets and app.find("details") is None
    assert app.find(f"round:{last + 1}").style == "normal" and app.find("round:1").style == "quiet"
    widgets = scores.widgets
    testing.tap(app, "round:1")                                       # the first round's
    app.render()
    assert scores.index == 0 and scores.widgets is not widgets
    assert app.find("round:1").style == "normal" and app.find(f"round:{last + 1}").style == "quiet"


def test_whose_confidence_card_builds_it_again(tmp_path, monkeypatch):
    app = staged("pikoko-confidence", tmp_path, monkeypatch)
    card = app.top
    widgets = card.widgets
    shown = testing.panel_view(app, widgets[0])
    card.seat = (card.seat + 1) % card.game.n
    rebuilt(app)
    assert card.widgets is not widgets and testing.panel_view(app, card.widgets[0]) != shown


def test_every_pikoko_sheet_says_what_it_reads():
    """A sheet added later must say what its build reads (or choose None on purpose, here)."""
    sheets = {BetsGrid, CardGrid, ConfidenceCard, RoundScores}
    assert set(Overlay.__subclasses__()) == sheets
    assert all(cls.sheet_state is not Overlay.sheet_state for cls in sheets)
