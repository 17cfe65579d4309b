"""Entering two-digit Numereum cards with one tap each: a sheet of the values 00–99, ten to a
row (a row per tens digit, so a card is found at a glance), facing the seat that enters them.

Used for the prizes a round turns up, a seat's reserve at setup and a card bid from the unseen
part of a hand. Cards the referee already knows to be elsewhere are shown disabled with the
referee's reason. Where the screen holds fewer than ten rows of touch-sized cards (800×480
holds six), the tens are split over pages with a tab per page (the page holding the most cards
still possible opens first); one tap per card then, plus a tab when a card is on the other page.

`check(code, chosen)` answers the refusal of `code` in the next slot (None: possible),
`on_done(codes)` records the action and answers whether it was accepted (a refusal keeps the
sheet open with the first cards kept)."""

from __future__ import annotations

from typing import Callable, Sequence

from companion.app.i18n import L
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Scene
from companion.app.tables.numereum_look import NumberCard
from companion.app.widgets import Button, Label

VALUES = [f"{value:02d}" for value in range(100)]
TENS = 10


def tens_pages(rows_fit: int) -> list[range]:
    """The tens digits shown on each page when `rows_fit` rows of cards fit: as few pages as
    possible, of even size (00–49 / 50–99 rather than 00–59 / 60–99)."""
    rows_fit = max(1, min(TENS, rows_fit))
    count = -(-TENS // rows_fit)
    per_page = -(-TENS // count)
    return [range(start, min(TENS, start + per_page)) for start in range(0, TENS, per_page)]


class ValueSheet(Scene):
    modal = True

    def __init__(self, app, *, name: str, title, slots: Sequence, seat: int | None,
                 check: Callable[[str, list[str]], object], on_done: Callable[[list[str]], bool]):
        super().__init__(app)
        self.name, self.title, self.slots, self.seat = name, title, list(slots), seat
        self.check, self.on_done = check, on_done
        self.chosen: list[str] = []
        self.page: int | None = None  # None: the page with the most possible cards

    # -- layout ----------------------------------------------------------------------------------
    def build(self):
        m = self.metrics
        inner = self.add_modal_box(2000, 2000, seat=self.seat)  # as big as the screen allows
        head, body = rows(inner, [m.target, 1], m.apart)
        rows_fit = max(1, (body.height + m.apart) // (m.target + m.apart))
        pages = tens_pages(rows_fit)
        refusals = {code: self.check(code, self.chosen) for code in VALUES}
        if self.page is None or self.page >= len(pages):
            self.page = max(range(len(pages)), key=lambda p: (self.possible(pages[p], refusals), -p))
        self.build_head(head, pages, refusals)
        shown = pages[self.page]
        cell_w = min(max(m.target, m.px(84)), (body.width - m.apart * (TENS - 1)) // TENS)
        cell_h = min(max(m.target, m.px(64)), (body.height - m.apart * (len(shown) - 1)) // len(shown))
        left = body.left + (body.width - (TENS * (cell_w + m.apart) - m.apart)) // 2
        for row, tens in enumerate(shown):
            for units in range(TENS):
                code = f"{tens}{units}"
                cell = Rect(left + units * (cell_w + m.apart), body.top + row * (cell_h + m.apart), cell_w, cell_h)
                why = refusals[code]
                self.put(NumberCard(cell, code, self._card(code), id=f"value:{code}", enabled=why is None, reason=why,
                                    size=m.font("card")))

    @staticmethod
    def possible(tens: range, refusals: dict) -> int:
        return sum(refusals[f"{t}{u}"] is None for t in tens for u in range(TENS))

    def build_head(self, head: Rect, pages: list[range], refusals: dict):
        m = self.metrics
        tab_w = max(m.target, m.px(96))
        slot_w = max(m.target, m.px(72))
        cancel_w = max(m.target, m.px(64))
        widths = [1] + [slot_w] * len(self.slots) + ([tab_w] * len(pages) if len(pages) > 1 else []) + [cancel_w]
        cells = columns(head, widths, m.apart)
        self.put(Label(cells[0], self.title, m.font("body"), bold=True, align="left"))
        for index, (cell, label) in enumerate(zip(cells[1:], self.slots)):
            code = self.chosen[index] if index < len(self.chosen) else None
            if code is None:
                self.put(Button(cell, label, None, id=f"slot:{index}", style="quiet", size=m.font("small"),
                                selected=index == len(self.chosen)))
            else:  # a tap gives the card back (and the ones after it)
                self.put(NumberCard(cell, code, self._unchoose(index), id=f"slot:{index}", size=m.font("card")))
        if len(pages) > 1:
            for number, (cell, tens) in enumerate(zip(cells[1 + len(self.slots):], pages)):
                self.put(Button(cell, f"{tens[0]}0–{tens[-1]}9", self._turn(number), id=f"page:{number}",
                                selected=number == self.page, size=m.font("small")))
        self.put(Button(cells[-1], "✕", self.back, id="cancel", style="quiet", size=m.font("button")))

    # -- taps ------------------------------------------------------------------------------------
    def _card(self, code: str):
        def apply():
            self.chosen.append(code)
            if len(self.chosen) == len(self.slots):
                if self.on_done(list(self.chosen)):
                    self.app.pop(self)  # the sheet the next entry opened (if any) stays on top
                    return
                del self.chosen[1:]  # refused: the first card stays, the last is chosen again
            self.app.invalidate()
        return apply

    def _unchoose(self, index: int):
        def apply():
            del self.chosen[index:]
            self.app.invalidate()
        return apply

    def _turn(self, number: int):
        def apply():
            self.page = number
            self.app.invalidate()
        return apply

    def back(self):
        self.app.pop(self)

    def draw(self, surface):
        from companion.app.scene import _scrim
        surface.blit(_scrim(surface.get_size()), (0, 0))
        super().draw(surface)
