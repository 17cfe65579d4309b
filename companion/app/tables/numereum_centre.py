"""Where the Numereum centre's parts go: the round and the pile, the two prizes, what the table
does next (words) and its button (Enter the prizes, Close the round), in the centre's inner
rect (local coordinates).

A tall centre stacks them. A wide one sets them side by side, the words in the column the
prizes leave; when that column would cut the words (a portrait tablet's centre, a long
language: the lower bidder's "concede or raise" cut to "abandon…"), they take a row of their
own under the round and the prizes, across the centre's whole width and as tall as their
lines, and the prize cards give up that height ("text that does not fit wraps, never cut" —
a shorter card still reads its figure). Measured, not a size special case: the same rule
serves the 800×480 panel, where the words fit beside the prizes and nothing moves. Where not
even that has the room (a 10" tablet's short centre), `whole` says so: the table then shows
the sentence's gist.
"""

from __future__ import annotations

from pygame import Rect

from companion.app import theme
from companion.app.layout import Metrics, centered, columns, rows
from companion.app.widgets import wrap


class CentreSplit:
    """The centre's rects: `status` (round and pile), `prizes`, `words`, `button` (None
    without one); `tall`: the parts stacked (the round beside the pile, larger words);
    `whole`: the words show whole (False: no split had the room; they are cut)."""

    __slots__ = ("status", "prizes", "words", "button", "tall", "whole")

    def __init__(self, status: Rect, prizes: Rect, words: Rect, button: Rect | None, tall: bool, whole: bool = True):
        self.status, self.prizes, self.words, self.button, self.tall = status, prizes, words, button, tall
        self.whole = whole


def words_size(m: Metrics, tall: bool) -> int:
    """The size the centre's words ask for (down the scale when they need to)."""
    return m.font("body") if tall else m.font("small")


def words_height(words: str, width: int, size: int, room: int) -> int | None:
    """The height a Paragraph of `words` takes across `width` showing them whole: at `size`,
    else down the type scale, within `room`; None when not even the least size does."""
    current = theme.snap(size)
    while current is not None:
        lines = wrap(words, width, current)
        height = len(lines) * theme.line_height(current)
        if height <= room and all(theme.text_size(line, current)[0] <= width for line in lines):
            return height
        current = theme.smaller(current)
    return None


def centre_split(m: Metrics, inner: Rect, prizes_width: int, words: str, button: bool,
                 status_words: tuple[str, str] = ("", "")) -> CentreSplit:
    """The centre's split for `words` (as shown, in the table's language) and a button or not;
    `prizes_width`: what the prizes ask beside the round in a wide centre (0: none face up);
    `status_words`: the round's and the pile's, as shown (their column, where the prizes leave
    room, is as wide as they ask)."""
    if inner.height > inner.width * 0.6:
        status, prizes, rest = rows(inner, [m.px(30), max(m.target, min(m.px(100), inner.height // 3)), 1], m.gap * 2)
        status = columns(status, [1, 1], m.gap)
        return CentreSplit(status, prizes, *_words_and_button(m, rest, button, under=True), True)
    status, prizes, rest = columns(inner, [m.px(110), prizes_width, 1], m.gap * 3)
    text, button_rect = _words_and_button(m, rest, button, under=_too_narrow_beside(m, rest.width))
    size = words_size(m, False)
    if not words or words_height(words, text.width, size, text.height + theme.line_height(size) // 4) is not None:
        return CentreSplit(rows(status, [1, 1], m.gap), prizes, text, button_rect, False)
    return _words_below(m, inner, prizes_width, words, button, status_words) or CentreSplit(
        rows(status, [1, 1], m.gap), prizes, text, button_rect, False, whole=False)


def _words_below(m: Metrics, inner: Rect, prizes_width: int, words: str, button: bool,
                 status_words: tuple[str, str]) -> CentreSplit | None:
    """The words in a row of their own under the round and the prizes, across the centre (the
    button beside them, or under them when the row is too narrow for both); None when the
    prizes would be left less than a touch target's height."""
    beside = button and not _too_narrow_beside(m, inner.width)
    button_w = max(m.target, m.px(200))
    width = inner.width - (button_w + m.apart if beside else 0)
    under = m.target + m.apart if button and not beside else 0
    least_top = max(m.target, m.px(72))  # a prize card still shows its figure and what it is
    need = words_height(words, width, words_size(m, False), inner.height - m.gap * 2 - least_top - under)
    if need is None:
        return None
    if beside:
        need = max(need, m.target)
    top, bottom = rows(inner, [1, need + under], m.gap * 2)
    if prizes_width:  # the prizes take the row's rest (each card centred in its half), the
        # round and the pile as wide as they ask ("Round 1" on one line), a third at most
        asked = max(theme.text_size(said, size, bold)[0] + 2 for said, size, bold
                    in zip(status_words, (m.font("title"), m.font("body")), (True, False)))
        status, prizes = columns(top, [max(m.px(110), min(asked, top.width // 3)), 1], m.gap * 3)
    else:
        status, prizes = top, Rect(top.right, top.top, 0, top.height)
    if not button:
        return CentreSplit(rows(status, [1, 1], m.gap), prizes, bottom, None, False)
    text, button_rect = _words_and_button(m, bottom, True, under=not beside)
    return CentreSplit(rows(status, [1, 1], m.gap), prizes, text, button_rect, False)


def _too_narrow_beside(m: Metrics, width: int) -> bool:
    """Whether a row of `width` is too narrow for the words beside the button."""
    return width < max(m.target, m.px(200)) + m.apart + m.px(160)


def _words_and_button(m: Metrics, rect: Rect, button: bool, under: bool) -> tuple[Rect, Rect | None]:
    """The words' rect and the button's in `rect`: the button under the words, or beside them
    (a centre strip holds two lines under it at most)."""
    if not button:
        return rect, None
    if under:
        text, button_rect = rows(rect, [1, m.target], m.apart)
        return text, button_rect
    text, button_rect = columns(rect, [1, max(m.target, m.px(200))], m.apart)
    return text, centered(button_rect, button_rect.width, min(button_rect.height, max(m.target, m.px(64))))


def centre_frame(frames: dict, m: Metrics, inner: Rect, prizes_width: int, words: str, button: bool,
                 status_words: tuple[str, str]) -> CentreSplit:
    """`centre_split` kept in `frames` (the table's, for its window): a tap that changes the
    record builds the centre again, mostly with the same words in the same place; its rects
    are shared: read them, copy before changing one."""
    key = (m, "centre", tuple(inner), prizes_width, words, button, status_words)
    found = frames.get(key)
    if found is None:
        found = frames[key] = centre_split(m, inner, prizes_width, words, button, status_words)
    return found
