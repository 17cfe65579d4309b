"""Entering two-digit Numereum cards with one tap each: a sheet of the values still possible,
facing the seat that enters them.

Used for the prizes a round turns up, a seat's reserve at setup and a card bid from the unseen
part of a hand. A 10 × 10 grid of 9 mm cards 2 mm apart needs 10 × 60 px = 600 px of height at
800×480 (and as much in millimetres on every screen we serve), so the sheet shows only the
values no copy of which has been seen (`Numereum.unseen_values()`, R-6), in order, on one page:
all of them once enough cards are known (about 25), before that the table's likely deck first
(the project's printed 54 values, or the `deck` the table listed, R-1) and as many others as
fit. The few values left out (a home-made deck) are one "others" tap away, the only case where
a card costs two taps.

Asking the referee about every value on every frame made these sheets the slowest frames of
the app (~100 `why_not` per rebuild): what the sheet shows comes from `values()` (remembered by
the engine per state), and `check(code, chosen)` is asked only about the few values the cards
already chosen may rule out (`doubtful(chosen)`: by default the chosen cards themselves, which
stay in place, greyed with the referee's reason, so a duplicate is refused as it is typed and
the first card kept).

`on_done(codes)` records the action and answers whether it was accepted (a refusal keeps the
sheet open with the first card kept); `on_cancel()` is told of ✕, `on_closed()` that the
sheet closed on an entry made. `lead`: cards always shown first (a seat's basic and
known cards on its bid sheet); `actions`: more buttons in the head (Concede). `reads()`:
everything `values`, `likely`, `lead`, `check` and `doubtful` read (the game below, a seat's
pick), for the sheet's build key (`build_key`); without it the sheet is built at every rebuild."""

from __future__ import annotations

from typing import Callable, Collection, Iterable, Sequence

import pygame

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, inset, rows
from companion.app.panels import Panel
from companion.app.scene import Scene, seat_angle
from companion.app.tables.numereum_look import NumberCard, card_kind
from companion.app.widgets import BLEED, Button, Label

TENS = 10


def first_page(lead: Sequence[str], values: Sequence[str], likely: Collection[str], room: int) -> tuple[list[str], list[str]]:
    """(shown, left out): `lead`, then the values in order, all of them when they fit in `room`
    cells, else every likely value and the first others up to `room` (each list in order)."""
    if len(lead) + len(values) <= room:
        return list(lead) + list(values), []
    keep = set(value for value in values if value in likely)
    spare = room - len(lead) - len(keep)
    for value in values:
        if spare <= 0:
            break
        if value not in keep:
            keep.add(value)
            spare -= 1
    shown = [value for value in values if value in keep]
    if len(shown) > room - len(lead):  # more likely values than room: the last ones go on the other page
        shown = shown[:max(0, room - len(lead))]
        keep = set(shown)
    return list(lead) + shown, [value for value in values if value not in keep]


class FramedSheet(Panel):
    """A sheet's panel with the gold outline of its box drawn into its kept picture over its
    children (its panel is the box's colour already: a box filled again would cost a whole
    screen of pixels on every first frame). The outline is no child: a child as large as the
    sheet would reach every card, and a sheet facing the far seat would then draw all its cards
    upright and turn a screen of pixels instead of blitting each card's turned picture
    (`NumberCard.turned_picture`); nor is it drawn over the sheet on the screen, which touches
    every row of the screen on each whole frame. A rounded outline turned half a turn is the
    same outline, pixel for pixel. No child reaches it (they lie inside the sheet's margin,
    farther than the pixels a widget may paint beyond its rect): repainting a child draws none
    of it."""

    def __init__(self, rect, angle: int, colour, *, outline, radius: int, **kw):
        super().__init__(rect, angle, colour, **kw)
        self.outline, self.outline_radius = outline, radius
        self.look = ("framed", outline, radius)  # its pictures are kept with their outline

    def _paint_whole(self, kept, app) -> None:
        if self.angle and card_kind(self) is NumberCard:
            # a small turned sheet (no turned pictures): drawn upright and turned in one part, as
            # a frame spanning it made it be; its children's parts one by one cost more
            self._paint(kept, [self.local_rect], app, fresh=True)
        else:
            super()._paint_whole(kept, app)
        self._draw_outline(kept.turned)

    def _paint(self, kept, dirty: list, app, fresh: bool = False) -> None:
        super()._paint(kept, dirty, app, fresh)
        if not fresh and dirty:  # (painted afresh: `_paint_whole` draws it)
            # parts reaching it (none a child gives, but a picture first shown in part): the parts
            # lie within the dirty rects and the pixels their widgets may paint beyond them
            reach = [self._in_picture(Rect(rect).inflate(2 * BLEED, 2 * BLEED)) for rect in dirty]
            self._draw_outline(kept.turned, reach[0].unionall(reach[1:]))

    def _draw_outline(self, picture, where: Rect | None = None) -> None:
        """The outline over `picture` (within `where`: nothing when that meets none of it)."""
        radius, whole = self.outline_radius, picture.get_rect()
        if where is not None and where.collidelist(outline_places(whole, radius)) == -1:
            return
        picture.set_clip(where)
        pygame.draw.rect(picture, self.outline, whole, width=max(2, radius // 4), border_radius=radius)
        picture.set_clip(None)


def outline_places(whole: Rect, radius: int) -> list[Rect]:
    """Where the rounded outline of `whole` has pixels: its four corners and four sides."""
    width, left, top = max(2, radius // 4), whole.left, whole.top
    right, bottom = whole.right, whole.bottom
    return [Rect(left, top, radius, radius), Rect(right - radius, top, radius, radius),
            Rect(left, bottom - radius, radius, radius), Rect(right - radius, bottom - radius, radius, radius),
            Rect(left, top, whole.width, width), Rect(left, bottom - width, whole.width, width),
            Rect(left, top, width, whole.height), Rect(right - width, top, width, whole.height)]


class ValueSheet(Scene):
    modal = True
    veiled = False  # it covers the whole screen: nothing shows below to darken

    def __init__(self, app, *, name: str, title, slots: Sequence, seat: int | None,
                 values: Callable[[], Sequence[str]], likely: Callable[[], Collection[str]],
                 check: Callable[[str, list[str]], object], on_done: Callable[[list[str]], bool],
                 doubtful: Callable[[list[str]], Iterable[str]] | None = None,
                 lead: Callable[[], Sequence[str]] = tuple, actions: Sequence[tuple] = (),
                 on_cancel: Callable[[], None] | None = None, on_closed: Callable[[], None] | None = None,
                 reads: Callable[[], tuple] | None = None):
        super().__init__(app)
        self.name, self.title, self.slots, self.seat = name, title, list(slots), seat
        self.values, self.likely, self.lead = values, likely, lead
        self.check, self.on_done = check, on_done
        self.doubtful = doubtful or (lambda chosen: chosen)
        self.actions = list(actions)  # (label, on_tap, id, style)
        self.on_cancel = on_cancel  # ✕: the table then leaves this entry to its panel
        self.on_closed = on_closed  # closed on an entry made: the table opens what comes next
        self.reads = reads  # what the callables above read (see `build_key`)
        self.chosen: list[str] = []
        self.rest = False  # showing the values left off the first page
        # what the grid shows -> its cards: a rebuild that changes none of it (a tap on a slot,
        # the table below changing) reuses the cards instead of making ~80 again; two kept, so
        # an undo and its redo under an open sheet reuse both
        self._grids: dict = {}
        self._main: tuple | None = None  # (room, the first page's cards as laid out first)

    # -- layout ----------------------------------------------------------------------------------
    def build_key(self):
        """What `build` reads besides the `looks`: the way the seat's panel below faces (the
        sheet turns with it), the cards chosen, the page shown, and what its callables read
        (`reads`); its title, slots and head's buttons are given once. (Its first page, `_main`,
        is laid out at its first build, and again only for another window, which the looks
        hold.) None without `reads`: built at every rebuild."""
        if self.reads is None:
            return None
        return seat_angle(self.app, self.seat), tuple(self.chosen), self.rest, self.reads()

    def build(self):
        m = self.metrics
        inner = self.box()
        # the title beside the slots, the others tab and ✕; on a narrow sheet (portrait) the title
        # above them, and the tab on a row of its own
        controls = (len(self.slots) * self.slot_w() + self.tab_w() + self.action_w() * len(self.actions) + self.cancel_w()
                    + (len(self.slots) + len(self.actions) + 3) * m.apart)
        if inner.width - controls >= m.px(200):
            head, body = rows(inner, [m.target, 1], m.apart)
            title = tabs = None
        else:
            title, head, tabs, body = rows(inner, [m.px(32), m.target, m.target, 1], m.apart)
        rows_fit = max(1, (body.height + m.apart) // (m.target + m.apart))
        cols_fit = max(1, (body.width + m.apart) // (m.target + m.apart))
        room = rows_fit * cols_fit
        lead, values = list(self.lead()), self.values()
        if self._main is None or self._main[0] != room:
            self._main = (room, first_page(lead, values, self.likely(), room)[0])
        # the first page stays as it was laid out when the sheet opened: no card ever moves
        # under a finger (nor makes a frame redraw them all); a card possible again after an
        # undo under the sheet goes with the others, one no longer possible is greyed
        main = self._main[1]
        on_main = set(main)
        possible = set(lead).union(values)
        others = [code for code in lead + list(values) if code not in on_main]
        gone = [code for code in main if code not in possible]
        if not others:
            self.rest = False
        shown = others if self.rest else main
        self.build_head(head, title, tabs, len(others))
        # ten to a row when they fit so (the tens line up), else as many as fit
        columns_used = min(cols_fit, TENS) if len(shown) <= rows_fit * TENS else cols_fit
        lines = max(1, -(-len(shown) // columns_used))
        cell_w = min(max(m.target, m.px(84)), (body.width - m.apart * (columns_used - 1)) // columns_used)
        cell_h = min(max(m.target, m.px(64)), (body.height - m.apart * (lines - 1)) // lines)
        left = body.left + (body.width - (columns_used * (cell_w + m.apart) - m.apart)) // 2
        doubtful = set(self.doubtful(self.chosen)).union(gone)
        refusals = tuple((code, self.check(code, self.chosen)) for code in sorted(doubtful))
        # refusals by their words: the referee answers anew after every action (and undo)
        said = tuple((code, None if why is None else str(why)) for code, why in refusals)
        key = (tuple(body), columns_used, cell_w, cell_h, m.font("card"), tuple(shown), said)
        cards = self._grids.get(key)
        if cards is None:  # the cards are made again only when what they show changed
            why_not, apart, size, card = dict(refusals), m.apart, m.font("card"), card_kind(self.sheet)
            cards = []
            for index, code in enumerate(shown):
                row, column = divmod(index, columns_used)
                cell = Rect(left + column * (cell_w + apart), body.top + row * (cell_h + apart), cell_w, cell_h)
                why = why_not.get(code)
                cards.append(card(cell, code, self._card(code), id=f"value:{code}", enabled=why is None,
                                        reason=why, size=size))
            self._grids[key] = cards
            while len(self._grids) > 2:
                del self._grids[next(iter(self._grids))]
        for card in cards:
            self.put(card)

    def box(self) -> Rect:
        """The sheet's box: the whole screen, facing the seat (as `add_modal_box` turns a box),
        inside a margin half the usual: at 800×480 that is a 13th column of cards, six more
        values on the first page. A panel even upright (wall mode), so its picture is kept and a
        frame after a tap redraws only the cards that changed instead of all of them."""
        m = self.metrics
        angle = seat_angle(self.app, self.seat)
        sideways = angle in (90, 270)
        local = Rect(0, 0, *((m.height, m.width) if sideways else (m.width, m.height)))
        self.sheet = self.add(FramedSheet(m.screen, angle, colour=theme.PANEL_ACTIVE, outline=theme.PRIMARY,
                                          radius=m.px(12), id=f"sheet:{self.name}"))
        return inset(local, m.margin)

    def slot_w(self) -> int:
        return max(self.metrics.target, self.metrics.px(104))

    def tab_w(self) -> int:
        return max(self.metrics.target, self.metrics.px(120))

    def action_w(self) -> int:  # "Abandonner", "Aufgeben" at the button size
        return max(self.metrics.target, self.metrics.px(156))

    def cancel_w(self) -> int:
        return max(self.metrics.target, self.metrics.px(64))

    def build_head(self, head: Rect, title: Rect | None, tabs: Rect | None, others: int):
        m = self.metrics
        extra = [self.action_w()] * len(self.actions) + ([self.tab_w()] if others and not tabs else [])
        cells = columns(head, [1] + [self.slot_w()] * len(self.slots) + extra + [self.cancel_w()], m.apart)
        self.put(Label(title or cells[0], self.title, m.font("body"), bold=True, align="left"))
        for index, (cell, label) in enumerate(zip(cells[1:], self.slots)):
            code = self.chosen[index] if index < len(self.chosen) else None
            if code is None:
                self.put(Button(cell, label, None, id=f"slot:{index}", style="quiet", size=m.font("small"),
                                selected=index == len(self.chosen)))
            else:  # a tap gives the card back (and the ones after it)
                self.put(card_kind(self.sheet)(cell, code, self._unchoose(index), id=f"slot:{index}",
                                                     size=m.font("card")))
        after = cells[1 + len(self.slots):-1]
        for cell, (label, on_tap, widget_id, style) in zip(after, self.actions):
            self.put(Button(cell, label, on_tap, id=widget_id, style=style, size=m.font("small")))
        if others:
            cell = after[len(self.actions)] if not tabs else columns(tabs, [self.tab_w(), 1], m.apart)[0]
            label = L("table_numereum.values_back") if self.rest else L("table_numereum.values_others", n=others)
            self.put(Button(cell, label, self._switch, id="values:others", selected=self.rest, size=m.font("small")))
        self.put(Button(cells[-1], "✕", self.back, id="cancel", style="quiet", size=m.font("button")))

    # -- taps ------------------------------------------------------------------------------------
    def _card(self, code: str):
        def apply():
            self.chosen.append(code)
            self.rest = False  # the next card is most likely on the first page again
            if len(self.chosen) == len(self.slots):
                if self.on_done(list(self.chosen)):
                    self.app.pop(self)
                    if self.on_closed is not None:
                        self.on_closed()
                    return
                del self.chosen[1:]  # refused: the first card stays, the last is chosen again
            self.app.invalidate()
        return apply

    def _unchoose(self, index: int):
        def apply():
            del self.chosen[index:]
            self.app.invalidate()
        return apply

    def _switch(self):
        self.rest = not self.rest
        self.app.invalidate()

    def back(self):
        if self.on_cancel is not None:
            self.on_cancel()
        self.app.pop(self)
