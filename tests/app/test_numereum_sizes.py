"""Numereum's build reads the window once (issue 16: the Python of a tap's build is the floor
of every tap): the metrics work each length out once per window, and a seat's split is
worked out once per window, panel size and reserve length, not at every build."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging, testing, theme
from companion.app.layout import Metrics
from companion.app.tables import numereum_sizes
from companion.app.tables.numereum_sizes import SeatFrame


@pytest.mark.parametrize("size, density", [((800, 480), None), ((1920, 1080), None), ((720, 1280), None),
                                           ((1280, 800), 6.2)])
def test_the_metrics_lengths_are_worked_out_once_and_the_same(size, density):
    metrics, fresh = Metrics(*size, density=density), Metrics(*size, density=density)
    for _ in range(2):   # asked twice: the second time from what the first worked out
        assert (metrics.target, metrics.apart, metrics.gap, metrics.margin, metrics.portrait, metrics.min_text) == (
            fresh.mm(9), max(fresh.px(theme.SPACE["apart"]), fresh.mm(2)), fresh.px(theme.SPACE["gap"]),
            fresh.px(theme.SPACE["margin"]), size[1] > size[0], fresh.type_sizes[0])
        for length in (0, 1, 12.5, 20, 58, 64, 76, 180, 520):
            assert metrics.px(length) == int(round(length * fresh.unit))
    assert metrics == fresh and hash(metrics) == hash(fresh)   # what was worked out is no part of it


@pytest.fixture
def splits(monkeypatch) -> list:
    """The seat splits worked out from now on."""
    made = []
    make = SeatFrame.__init__
    monkeypatch.setattr(SeatFrame, "__init__", lambda self, *args: (made.append(args[1:]), make(self, *args))[1])
    return made


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_seat_is_split_once_per_window_and_reserve_length(mode, splits):
    app = staging.staged("numereum-raise", (1920, 1080), mode)
    first = list(splits)
    assert first, "the staged screen split its seats"
    built = []
    make = type(app.top).build_seat
    type(app.top).build_seat = lambda self, *args: (built.append(args[1]), make(self, *args))
    try:
        for _ in range(3):  # the last bid taken back and again: both seats built again, each time
            testing.retake_last_action(app)
            app.render()
    finally:
        type(app.top).build_seat = make
    assert sorted(built) == [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]
    # the reserves are as long before the bid as after it: no seat split again
    assert splits == first


def test_another_window_splits_its_seats_again(splits):
    app = staging.staged("numereum-bids", (800, 480), "table")
    small = len(splits)
    app.window = pygame.display.set_mode((1920, 1080))
    app.invalidate()
    app.render()
    assert len(splits) == 2 * small   # each seat again, at its new size
    frames, metrics = app.top.frames, app.top.metrics
    assert {(key[0].width, key[0].height) for key in frames} == {(1920, 1080)}   # the small window's are gone
    area = app.top.seat_area(app.top.panels[0])
    assert numereum_sizes.seat_frame(frames, metrics, area, 2, False) is \
        numereum_sizes.seat_frame(frames, metrics, area, 2, False)
