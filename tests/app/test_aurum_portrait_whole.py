"""Aurum's screens read whole on the kiosk's upright 720×1280 display and on a 480×800
portrait phone-sized screen, in table and wall mode, in every language: no name, number or
fact cut to "…" (design: "Text that does not fit wraps or is abbreviated, never shrunk below
the scale"; a cut on the kiosk's own screen is a bug), and no layout problem."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.layout import game_frame
from companion.app.panels import Panel
from companion.app.tables.aurum import AurumTable
from companion.app.widgets import Label

STATES = [(name, state) for name, state in staging.states() if name.startswith("aurum")]
LANGS = ("en", "fr", "de", "es")


@pytest.mark.parametrize("size", [(720, 1280), (480, 800)])
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_aurum_screen_shows_its_words_whole(size, mode, lang):
    found = []
    for name, state in STATES:
        app = staging.staged(state, size, mode, lang)
        cut = [p for p in testing.scale_problems(app) if "abbreviated" in p]
        found += [f"{name}: {p}" for p in cut + testing.layout_problems(app)]
    assert found == []


def table_of(app) -> AurumTable:
    return next(scene for scene in app.stack if isinstance(scene, AurumTable))


@pytest.mark.parametrize("size", [(720, 1280), (480, 800)])
def test_portrait_wall_panels_take_their_height_from_the_centre_only(size):
    app = staging.staged(dict(STATES)["aurum-between"], size, "wall", "de")
    table = table_of(app)
    shared = game_frame(table.metrics, len(table.players), "wall")
    frame = table.frame
    assert frame.actions == shared.actions
    assert frame.center.bottom == shared.center.bottom and frame.center.height < shared.center.height
    # the trick keeps its card row and two lines of words
    m = table.metrics
    assert frame.center.height >= m.px(64) + 2 * m.px(28)
    for mine, theirs in zip(frame.seats, shared.seats):
        assert (mine.rect.left, mine.rect.width) == (theirs.rect.left, theirs.rect.width)
        assert mine.rect.height > theirs.rect.height
        assert mine.rect.bottom < frame.center.top
        assert not any(mine.rect.colliderect(other.rect) for other in frame.seats if other is not mine)


def test_portrait_wall_panels_hold_still_from_tap_to_tap():
    """The panels' height follows the game's shape, not its facts: a tap moves none."""
    frames = [table_of(staging.staged(dict(STATES)[name], (720, 1280), "wall", "en")).frame
              for name in ("aurum-bids", "aurum-trick", "aurum-between", "aurum-lead")]
    assert all([s.rect for s in f.seats] == [s.rect for s in frames[0].seats] for f in frames)


@pytest.mark.parametrize("size,mode", [((800, 480), "wall"), ((1920, 1080), "wall"), ((1280, 800), "wall"),
                                       ((720, 1280), "table")])
def test_landscape_and_table_frames_stay_the_shared_ones(size, mode):
    table = table_of(staging.staged(dict(STATES)["aurum-between"], size, mode, "en"))
    shared = game_frame(table.metrics, len(table.players), mode, table.depth())
    assert [s.rect for s in table.frame.seats] == [s.rect for s in shared.seats]
    assert table.frame.center == shared.center


@pytest.mark.parametrize("lang", LANGS)
def test_shallow_wall_panels_set_their_facts_in_measured_columns(lang):
    """A 768×1024 tablet upright: between tricks (each panel has its swap button) the panels
    cannot grow enough for one fact a line, so the facts go side by side, each column as wide
    as its words ask: none cut."""
    for name in ("aurum-trick-table", "aurum-between", "aurum-over"):
        app = staging.staged(dict(STATES)[name], (768, 1024), "wall", lang)
        table = table_of(app)
        panels = [w for w in table.widgets if isinstance(w, Panel)]
        if name == "aurum-between":
            assert panels and all(len({w.rect.left for w in panel.children if isinstance(w, Label)}) == 2
                                  for panel in panels), "the facts stand side by side"
        cut = [p for p in testing.scale_problems(app) if "abbreviated" in p]
        assert cut + testing.layout_problems(app) == [], name
