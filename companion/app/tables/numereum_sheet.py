"""Entering two-digit Numereum cards with one tap each: a sheet of the values 00–99 facing the
seat that enters them.

Used for the prizes a round turns up, a seat's reserve at setup and a card bid from the unseen
part of a hand. A 10 × 10 grid of 9 mm cards 2 mm apart needs 10 × 60 px = 600 px of height at
800×480 (and as much in millimetres on every screen we serve), so the sheet shows only the
cards still possible, in order, ten to a row when they fit so, else 12 × 6 at 800×480: the cards the referee knows to be elsewhere are left out (a
tap on one could only be refused). When more are possible than fit, the first page is full and
the rest on a second, with a tab each: a card is one tap, or two for the few on the second page.

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


class ValueSheet(Scene):
    modal = True
    veiled = True  # the table below darkened in place (full frames keep it)

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
        # the title beside the slots, tabs and ✕; on a narrow sheet (portrait) the title above
        # them, and the tabs on a row of their own
        controls = len(self.slots) * self.slot_w() + 2 * self.tab_w() + self.cancel_w() + (len(self.slots) + 3) * m.apart
        if inner.width - controls >= m.px(200):
            head, body = rows(inner, [m.target, 1], m.apart)
            title = tabs = None
        else:
            title, head, tabs, body = rows(inner, [m.px(32), m.target, m.target, 1], m.apart)
        rows_fit = max(1, (body.height + m.apart) // (m.target + m.apart))
        cols_fit = max(1, (body.width + m.apart) // (m.target + m.apart))
        refusals = {code: self.check(code, self.chosen) for code in VALUES}
        # only the cards still possible, in order, the first page full (a card is on it as often
        # as can be, a tab away otherwise): ten rows of 9 mm cards fit on no screen we serve
        possible = [code for code in VALUES if refusals[code] is None] or VALUES
        per_page = rows_fit * cols_fit
        pages = [possible[start:start + per_page] for start in range(0, len(possible), per_page)]
        columns_used = min(cols_fit, TENS) if len(possible) <= rows_fit * TENS else cols_fit
        if self.page is None or self.page >= len(pages):
            self.page = 0
        self.build_head(head, pages, title, tabs)
        shown = pages[self.page]
        lines = -(-len(shown) // columns_used)
        cell_w = min(max(m.target, m.px(84)), (body.width - m.apart * (columns_used - 1)) // columns_used)
        cell_h = min(max(m.target, m.px(64)), (body.height - m.apart * (lines - 1)) // lines)
        left = body.left + (body.width - (columns_used * (cell_w + m.apart) - m.apart)) // 2
        for index, code in enumerate(shown):
            row, column = divmod(index, columns_used)
            cell = Rect(left + column * (cell_w + m.apart), body.top + row * (cell_h + m.apart), cell_w, cell_h)
            why = refusals[code]
            self.put(NumberCard(cell, code, self._card(code), id=f"value:{code}", enabled=why is None, reason=why,
                                size=m.font("card")))

    def slot_w(self) -> int:
        return max(self.metrics.target, self.metrics.px(104))

    def tab_w(self) -> int:
        return max(self.metrics.target, self.metrics.px(96))

    def cancel_w(self) -> int:
        return max(self.metrics.target, self.metrics.px(64))

    def build_head(self, head: Rect, pages: list[list[str]], title: Rect | None, tabs: Rect | None):
        m = self.metrics
        paged = len(pages) > 1
        widths = [1] + [self.slot_w()] * len(self.slots) + ([self.tab_w()] * len(pages) if paged and not tabs else [])
        cells = columns(head, widths + [self.cancel_w()], m.apart)
        tab_cells = cells[1 + len(self.slots):-1] if not tabs else columns(tabs, [self.tab_w()] * len(pages) + [1], m.apart)
        self.put(Label(title or cells[0], self.title, m.font("body"), bold=True, align="left"))
        for index, (cell, label) in enumerate(zip(cells[1:], self.slots)):
            code = self.chosen[index] if index < len(self.chosen) else None
            if code is None:
                self.put(Button(cell, label, None, id=f"slot:{index}", style="quiet", size=m.font("small"),
                                selected=index == len(self.chosen)))
            else:  # a tap gives the card back (and the ones after it)
                self.put(NumberCard(cell, code, self._unchoose(index), id=f"slot:{index}", size=m.font("card")))
        if len(pages) > 1:
            for number, (cell, page) in enumerate(zip(tab_cells, pages)):
                self.put(Button(cell, f"{page[0]}–{page[-1]}", self._turn(number), id=f"page:{number}",
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

