"""Five players round a portrait tablet sit as round a real table: one at the near short end,
two down each long side, none at the far end (two seats sharing the short top edge were 150 px
wide at 720×1280: names cut to "…", Fièvre's seats showing their gold alone)."""

from __future__ import annotations

import pytest

from companion.app import layout, staging, testing
from companion.app.layout import Metrics, game_frame, table_sides

PORTRAITS = [(480, 800), (720, 1280), (1600, 2560)]


@pytest.mark.parametrize("size", PORTRAITS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_five_seats_in_portrait_sit_two_down_each_long_side_clockwise(size):
    m = Metrics(*size)
    frame = game_frame(m, 5, "table")
    assert [slot.side for slot in frame.seats] == ["bottom", "left", "left", "right", "right"]
    bottom, lower_left, upper_left, upper_right, lower_right = (slot.rect for slot in frame.seats)
    assert bottom.width == m.screen.width                       # the near end, whole
    assert lower_left.top > upper_left.bottom and upper_right.bottom < lower_right.top   # clockwise: up the left, down the right
    assert lower_left.bottom < bottom.top and lower_right.bottom < bottom.top
    rects = [slot.rect for slot in frame.seats] + [frame.center, frame.actions]
    assert all(not one.colliderect(other) for i, one in enumerate(rects) for other in rects[i + 1:])
    for slot in frame.seats:   # along its edge, every seat has at least a third of the short side
        along = slot.rect.width if slot.angle in (0, 180) else slot.rect.height
        assert along >= m.screen.width / 3


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_landscape_tables_and_fewer_seats_in_portrait_keep_their_edges(seats):
    assert table_sides(seats, portrait=False) == layout.TABLE_SIDES[seats]
    if seats < 5:
        assert table_sides(seats, portrait=True) == layout.TABLE_SIDES[seats]


@pytest.mark.parametrize("state", ["fievre-auction-5p", "fievre-end-5p", "pikoko-play", "pikoko-scores"])
def test_five_seat_screens_in_portrait_read_whole_from_every_seat(tmp_path, monkeypatch, state):
    """Every seat's words keep to the type scale and fit (a name cut to "…" is a problem)."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged(state, (720, 1280), "table")
    assert testing.layout_problems(app) == []
    assert testing.scale_problems(app) == []


def test_a_pikoko_trick_card_lies_in_front_of_the_seat_that_played_it(tmp_path, monkeypatch):
    """Two seats down one side: each card near its own player, apart from the other's."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("pikoko-play", (720, 1280), "table")
    table = app.game_scene()
    holders = {int(w.id.split(":")[1]): w for w in table.widgets if (w.id or "").startswith("trick-seat:")}
    side_plays = [seat for seat in holders if table.frame.seats[seat].side in ("left", "right")]
    assert side_plays
    for seat in side_plays:
        mine = table.frame.seats[seat].rect
        same_side = [slot.rect for slot in table.frame.seats if slot.side == table.frame.seats[seat].side]
        nearest = min(same_side, key=lambda rect: abs(rect.centery - holders[seat].rect.centery))
        assert nearest == mine, seat
