"""Where a Numereum seat's parts go in its panel, worked out once per window, seat area and
reserve length.

A tap that changes the record builds both seats and the centre again (issue 16: that
Python is the floor of every tap once its pixels are few): the seat's split into rows and
columns was made again every build for the same panel size. (The metrics' own lengths are
worked out once per window by `layout.Metrics`.)
"""

from __future__ import annotations

from pygame import Rect

from companion.app.layout import Metrics, columns, inset, rows


class SeatFrame:
    """Where a seat's parts go in its panel (local coordinates): its name and stats, the
    face-up reserve, and the body under them (bids, combinations, words)."""

    __slots__ = ("name", "stats", "cards", "body")

    def __init__(self, m: Metrics, area: Rect, reserve: int, combining: bool):
        # `area` is already inside the gold ring of the seat to act (`GameScene.seat_area`):
        # a gap keeps the words and cards off it, the ring itself is the panel's margin
        area = inset(area, m.gap)
        name_w = min(area.width // 2, m.px(180))  # "★ 0/5 · hand 11" at the scale's least size
        # the top row: who and how far (left), the face-up reserve (right); two rows of cards
        # when the reserve is long and the panel tall enough
        card_w = m.target + m.apart
        per_row = max(1, (area.width - name_w - m.apart) // card_w)
        lines = 2 if reserve > per_row and area.height >= 4 * m.target + 5 * m.apart else 1
        top_h = max(m.target, min(m.px(58), area.height // 3)) if lines == 1 else 2 * m.target + m.apart
        # a reserve too long for its place beside the name, in a narrow panel with height to
        # spare (wall mode): a row of its own under the name, the panel's whole width, rather
        # than two cards and "›" over an empty band (issue 14); not while combining, whose
        # words take two lines
        below = m.target + m.apart + m.px(20)  # what the entries under it need at least
        if (lines == 2 or reserve <= per_row or combining
                or area.height - 2 * (top_h + m.gap * 2) < below):
            top, body = rows(area, [top_h, 1], m.gap * 2)
            who, cards = columns(top, [name_w, 1], m.gap * 2)
        else:
            who, cards, body = rows(area, [top_h, top_h, 1], m.gap * 2)
        self.name, self.stats = rows(who, [0.56, 0.44], 0)
        self.cards, self.body = cards, body


def seat_frame(frames: dict, m: Metrics, area: Rect, reserve: int, combining: bool) -> SeatFrame:
    """The seat's split of its `area` (`GameScene.seat_area`, local coordinates) holding
    `reserve` face-up cards, kept in `frames` (the table's, for its window: two seat areas
    and a game's reserve lengths at most); its rects are shared: read them, copy before
    changing one."""
    key = (m, tuple(area), reserve, combining)
    found = frames.get(key)
    if found is None:
        found = frames[key] = SeatFrame(m, Rect(area), reserve, combining)
    return found
