"""One grid of cards, one tap each: the layout every table uses to show "the cards that may be
entered now" at once instead of a suit tab and then a value (issue 14: one tap per thing that
happened).

`spans` says how many slots each item takes (a card 1, a wider button such as "Cannot play" 2);
`cells` fills rows left to right with slots no smaller than a touch target, and answers None
when the items do not fit, so the caller falls back to its paged or tabbed entry. Widgets stay
the caller's (a `CardButton` per card, with its own id, tint and refusal).
"""

from __future__ import annotations

from typing import Callable, Sequence

from companion.app.layout import Metrics, Rect
from companion.app.widgets import CardButton, Widget


def slot_size(m: Metrics) -> int:
    """The smallest side of a slot: the touch target of this screen."""
    return m.target


def capacity(rect: Rect, m: Metrics, gap: int) -> tuple[int, int]:
    """(columns, rows) of slots that fit `rect`."""
    side = slot_size(m)
    return max(0, (rect.width + gap) // (side + gap)), max(0, (rect.height + gap) // (side + gap))


def cells(rect: Rect, spans: Sequence[int], m: Metrics, gap: int, widest: int | None = None) -> list[Rect] | None:
    """A rectangle per item (rows filled in order, an item never split over two rows), each slot
    at least a touch target and at most `widest` px wide; None when they do not all fit."""
    columns, rows = capacity(rect, m, gap)
    if not spans or columns == 0 or rows == 0 or max(spans) > columns:
        return None if spans else []
    placed: list[tuple[int, int, int]] = []  # (row, first slot, span)
    row = col = 0
    for span in spans:
        if col + span > columns:
            row, col = row + 1, 0
        placed.append((row, col, span))
        col += span
    used_rows = row + 1
    if used_rows > rows:
        return None
    used_columns = max(c + s for _, c, s in placed)
    width = (rect.width - gap * (columns - 1)) // columns
    if widest:
        width = min(width, widest)
    height = min((rect.height - gap * (used_rows - 1)) // used_rows, int(max(width, slot_size(m)) * 1.2))
    left = rect.left + (rect.width - (used_columns * (width + gap) - gap)) // 2 if used_rows == 1 else rect.left
    return [Rect(left + c * (width + gap), rect.top + r * (height + gap), s * width + (s - 1) * gap, height)
            for r, c, s in placed]


def add_cards(add: Callable[[Widget], Widget], rects: Sequence[Rect], codes: Sequence[str], *, prefix: str,
              on_card: Callable[[str], None], face: Callable[[str], object], tint: Callable[[str], tuple] | None = None,
              refusals: dict | None = None, chosen=frozenset(), size: int) -> None:
    """A `CardButton` per code in its rect: id `{prefix}:card:{code}`, greyed with its refusal
    when `refusals[code]` is not None, ✓ when in `chosen`."""
    refusals = refusals or {}
    for rect, code in zip(rects, codes):
        why = refusals.get(code)
        extra = {"tint": tint(code)} if tint else {}
        add(CardButton(rect, face(code), (lambda c=code: on_card(c)), id=f"{prefix}:card:{code}", enabled=why is None,
                       reason=why, selected=code in chosen, size=size, **extra))
