"""The Fièvre table's modal sheets: entering the revealed cards, a custom bid, physical dice,
an event's choice and the Telegraph. Each sheet submits one action through the app (a
refusal is shown as a toast and keeps the sheet open) and closes itself when it is accepted.
"""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.layout import Rect, columns, fit_columns, grid, inset, rows
from companion.app.scene import Scene, seat_angle
from companion.app.scenes.game import game_key
from companion.app.widgets import Button, Label, Paragraph, Widget, keypad, wrap
from companion.games.fievre import deck
from companion.games.fievre.cards import parse_card
from companion.app.i18n import L, say

from companion.app.tables.fievre_dice import COMPANION, TABLE, roller_refusal
from companion.app.sheet_panel import SheetPanel
from companion.app.tables.fievre_look import (EVENT_TINT, TINT, Card, Dice, EventCard, Key, concession_label, concession_sub, draw_die,
                                              event_name, paragraph_fits, town_tag, words)


def numbers_height(m, width: int, count: int = 11) -> int:
    """Height of a block of `count` number buttons: one row, or two when one is too narrow."""
    cols = min(count, fit_columns(width, int(m.target * 1.1), m.apart))
    return -(-count // cols) * (m.target + m.apart) - m.apart


def number_cells(m, rect: Rect, count: int = 11) -> list[Rect]:
    cols = min(count, fit_columns(rect.width, int(m.target * 1.1), m.apart))
    return grid(rect, count, cols, m.apart, m.target)


def frozen(entry: dict | None) -> tuple | None:
    """An action or a card entered as a value for a build key: the dict itself may change in
    place after the key is taken (a key must hold what the build read, not where it read it)."""
    return None if entry is None else tuple(sorted(entry.items()))


def ticked(label: str, selected: bool) -> str:
    """A chosen button also says so in words, not by colour alone."""
    return f"✓ {label}" if selected else label


class Sheet(Scene):
    """A full-screen sheet over the table: a title bar (Cancel, title, optional Done) and a body.

    Opaque rather than modal: the table under it need not be drawn, and each tap redraws
    only the widgets it changed. In table mode the whole sheet faces the seat that chooses
    (`facing()`), as that seat's panel does; widgets go in with `put`."""

    name = "fievre-sheet"
    done_label = None  # a catalog sentence: the sheet then has a Done button

    def __init__(self, app, title):
        super().__init__(app)
        self.title = title

    @property
    def game(self):
        return self.app.session.game

    def facing(self) -> int | None:
        """The seat that must answer this sheet: in table mode the sheet is turned to face it."""
        return None

    def build_key(self):
        """Its words (the language is in the `looks`), the way it faces (as its seat's panel on
        the table below), the game it asks (a new record and game after every action) and
        the choices made in it so far (`sheet_state`); None for a sheet that does not say."""
        key = game_key(self.app.session, self.sheet_state())
        return None if key is None else (self.title, seat_angle(self.app, self.facing()), key)

    def sheet_state(self) -> tuple | None:
        """What this sheet's body reads of its own (its seat, the choices made in it so far)
        besides the game: a sheet with a build key says it (None: built at every build)."""
        return None

    def _set(self, name, value):
        """What a tap on a choice does: the sheet's `name` becomes `value`, shown at once."""
        def apply():
            setattr(self, name, value)
            self.app.invalidate()
        return apply

    def build(self):
        m = self.metrics
        if seat_angle(self.app, self.facing()):   # the whole screen, turned to the seat; `put` into it
            # as much of the screen as upright: the box's own padding shrunk to a thin edge
            inner = inset(self.add_modal_box(4000, 4000, seat=self.facing()), m.px(4) - 2 * m.margin)
        else:
            inner = inset(self.add_upright_sheet(), m.px(12))
        side = max([m.target, m.px(120)] + [self.word_width(w) for w in (words("cancel"), self.done_label) if w])
        bar, title, body = self.title_rows(inner, side)
        self.put(Key(Rect(bar.left, bar.top, side, bar.height), words("cancel"), self.back, id="cancel",
                        style="quiet", size=m.font("button")))
        self.put(Paragraph(title, self.title, m.font("title"), bold=True, valign="center", id="sheet-title"))
        if self.done_label is not None:
            reason = self.done_reason()
            self.put(Key(Rect(bar.right - side, bar.top, side, bar.height), self.done_label, self.done, id="done",
                            style="primary", size=m.font("button"), enabled=reason is None, reason=reason))
        self.build_body(body)

    def title_rows(self, inner: Rect, side: int) -> tuple[Rect, Rect, Rect]:
        """(bar, title, body): the title in the bar between Cancel and Done (up to the edge
        where there is no Done) when its words show whole there; else (a portrait sheet,
        long words: "Telegraf von Ana: einen Würfel stellen") on lines of its own across the
        sheet under the bar, as many as its words take at the title's size."""
        m = self.metrics
        bar, body = rows(inner, [m.target, 1], m.apart)   # targets 2 mm apart
        right = bar.right - (side + m.apart if self.done_label is not None else 0)
        title = Rect(bar.left + side + m.apart, bar.top, right - bar.left - side - m.apart, bar.height)
        text = say(self.title, self.app.lang)
        if paragraph_fits(text, title, m.font("title"), True):
            return bar, title, body
        size = theme.snap(m.font("title"))
        height = len(wrap(text, inner.width, size, True)) * theme.line_height(size, True)
        bar, title, body = rows(inner, [m.target, height, 1], m.apart)
        return bar, title, body

    def add_modal_box(self, width: int, height: int, seat: int | None = None) -> Rect:
        """The scene's modal box; turned to face a seat, its panel is painted from its cards' and
        keys' turned pictures (sheet_panel: it turns only the parts without one)."""
        inner = super().add_modal_box(width, height, seat)
        if self.sheet is not None:
            self.sheet = self.widgets[-1] = SheetPanel.like(self.sheet)
        return inner

    def add_upright_sheet(self) -> Rect:
        """The whole screen as one upright panel of the background's colour (on a wall): it
        shows what its widgets on the bare screen show, and keeps its picture, so a full frame
        (a toast gone, the window exposed) blits it instead of drawing the deck's ~56 cards."""
        self.sheet = self.add(SheetPanel(self.metrics.screen, 0, colour=theme.BACKGROUND, id=f"sheet:{self.name}"))
        return self.metrics.screen

    def word_width(self, label) -> int:
        """The width a bar button needs for its words on one line (Abbrechen, Annuler…)."""
        m = self.metrics
        return theme.text_size(say(label, self.app.lang), theme.snap(m.font("button")), True)[0] + 2 * max(8, m.target // 5) + 8

    def build_body(self, area: Rect) -> None:
        pass

    def hint_height(self, text, width: int) -> int:
        """A hint's height: one line, two where a narrow sheet wraps it."""
        size = theme.snap(self.metrics.font("small"))
        lines = min(2, len(wrap(say(text, self.app.lang), width, size)))
        return lines * theme.line_height(size) + self.metrics.px(2)

    def done_reason(self):
        return None

    def done(self) -> None:
        pass

    def submit(self, action: dict) -> bool:
        """Submit through the app; when accepted, close every sheet back to the table."""
        open_sheets = [scene for scene in self.app.stack if isinstance(scene, Sheet)]
        if self.app.submit(action):
            for sheet in reversed(open_sheets):   # only these: the table may open the next entry
                self.app.pop(sheet)
            return True
        return False

    def back(self):
        self.app.pop(self)


def card_button(rect, card, on_tap, m, *, id, enabled=True, reason=None, vein=False, selected=False,
                compact=False):
    """A revealed or owned card as a button: a concession by town tag and number (and its gold
    below, unless `compact` or the card is too low for two lines), an event by name."""
    if card.is_event:
        return EventCard(rect, event_name(card.event), on_tap, tint=EVENT_TINT, id=id, enabled=enabled, reason=reason,
                         size=m.font("small"), selected=selected)
    two_lines = not compact and rect.height >= 2 * m.target * 3 // 4 + m.px(12)
    return Card(rect, concession_label(card), on_tap, tint=TINT[card.town], id=id, enabled=enabled, reason=reason,
                      sublabel=concession_sub(card, vein) if two_lines else None,
                      size=m.font("headline") if two_lines else m.font("button"), selected=selected)


# -- the revealed cards ------------------------------------------------------------------------
def packed_rows(rect: Rect, widths: list[int], count: int, gap: int) -> list[Rect] | None:
    """Cells for items of natural `widths` over `count` rows of `rect`: the widest item goes
    to the row with the most room left (rows as even as can be), each row keeps the items'
    order and is stretched to the full width (wider items get wider cells); None if some
    row cannot hold its items at their natural width."""
    count = max(1, min(count, len(widths)))
    lines: list[list[int]] = [[] for _ in range(count)]
    used = [0] * count
    for index in sorted(range(len(widths)), key=lambda i: -widths[i]):
        line = min(range(count), key=lambda r: used[r])
        lines[line].append(index)
        used[line] += widths[index] + gap
    if max(used) - gap > rect.width:
        return None
    cells: list[Rect] = [Rect(0, 0, 0, 0)] * len(widths)
    for row, members in zip(rows(rect, [1] * count, gap), sorted(sorted(line) for line in lines)):
        for index, cell in zip(members, _stretched(row, [widths[i] for i in members], gap)):
            cells[index] = cell
    return cells


def _stretched(row: Rect, natural: list[int], gap: int) -> list[Rect]:
    room = row.width - gap * (len(natural) - 1)
    extra = (room - sum(natural)) / len(natural)
    out, x = [], row.left
    for index, width in enumerate(natural):
        w = int(width + extra) if index < len(natural) - 1 else row.right - x
        out.append(Rect(x, row.top, w, row.height))
        x += w + gap
    return out


class RevealEntry(Sheet):
    """Enter the cards turned over: one tap per card in a grid of the printed deck (what is
    already out is greyed); the last card submits the reveal (the count is known: as many
    cards as players, or what is left of the pile). An unlisted mine is built on the
    "Other mine" page."""

    name = "fievre-reveal"

    def __init__(self, app, count: int, news: str | None = None):
        super().__init__(app, words("reveal_title", n=count))
        self.count = count
        self.news = news   # what the last roll paid: the sheet covers the table
        self.cards: list[dict] = []
        self.custom = False
        self.town: str | None = None
        self.roll: int | None = None
        self.nuggets = ""
        self.dangerous = False

    def facing(self):
        return self.game.first   # the first player of the turn turns the cards over

    def sheet_state(self):
        # the cards entered so far (a list changed in place) and the "Other mine" page's entries
        return (self.count, self.news, tuple(map(frozen, self.cards)), self.custom, self.town, self.roll,
                self.nuggets, self.dangerous)

    def seen(self) -> set[tuple[str, int]]:
        """Concessions of the printed deck already revealed in this game."""
        shown = {(c.town, c.roll) for c in self.game.cards.values() if not c.is_event}
        return shown | {(c["town"], c["roll"]) for c in self.cards if "town" in c}

    def done(self):
        self.submit({"do": "reveal", "cards": list(self.cards)})

    def add_card(self, card: dict):
        def apply():
            if len(self.cards) < self.count:
                self.cards.append(card)
                self.custom = False
            self.app.invalidate()
            self.done_when_complete()
        return apply

    def done_when_complete(self):
        """The last card turned over is the reveal: no Done to find (Undo takes it back)."""
        if len(self.cards) == self.count:
            self.done()

    def remove(self, index: int):
        def apply():
            del self.cards[index]
            self.app.invalidate()
        return apply

    def build(self):
        """The bar holds Cancel, what to do and the page switch; the body the deck's grid and
        the cards entered so far (in the bar when the sheet is wide, under the towns' columns
        when it is tall), with ⌫ to take the last one back."""
        m = self.metrics
        gap = self.tight_gap()
        if seat_angle(self.app, self.facing()):
            inner = inset(self.add_modal_box(4000, 4000, seat=self.facing()), m.px(2) - 2 * m.margin)
        else:
            inner = inset(self.add_upright_sheet(), m.px(6))
        bar, body = rows(inner, [m.target, 1], gap)
        cancel_w, other_w = (max(m.target, m.px(100), self.word_width(w)) for w in (words("cancel"), self.toggle_words()))
        self.put(Key(Rect(bar.left, bar.top, cancel_w, bar.height), words("cancel"), self.back, id="cancel",
                        style="quiet", size=m.font("button")))
        self.put(Key(Rect(bar.right - other_w, bar.top, other_w, bar.height), self.toggle_words(),
                        self.toggle_custom, id="other", style="quiet", size=m.font("button")))
        middle = Rect(bar.left + cancel_w + gap, bar.top, bar.width - cancel_w - other_w - 2 * gap, bar.height)
        tall = body.height > body.width
        if self.custom:
            picked, rest = (rows(body, [m.target, 1], gap) if tall else (middle, body))
            self.build_picked(picked)
            self.build_custom(rest)
        else:
            self.build_deck(body, None if tall else middle)

    def toggle_words(self):
        return words("deck_list") if self.custom else words("other_concession")

    def tight_gap(self) -> int:
        """The least room between two targets (2 mm, rounded down to the pixel): the deck only
        just fits a 7" panel turned to a seat."""
        return max(1, int(self.metrics.mm(2.0) * 0.96))

    def build_picked(self, rect: Rect) -> None:
        """The cards entered so far, in words, and ⌫ to take the last one back; before the
        first, what to do."""
        m = self.metrics
        gap = self.tight_gap()
        lang = self.app.lang
        if not self.cards:
            title = say(self.title, lang)
            self.put(Paragraph(rect, f"{self.news} — {title}" if self.news else title, m.font("small"), theme.INK,
                               bold=True, valign="center", id="reveal-title"))
            return
        key = Rect(rect.left, rect.top, m.target, m.target)
        self.put(Key(key, "⌫", self.remove(len(self.cards) - 1), id="unpick", size=m.font("button")))
        text = Rect(key.right + gap, rect.top, rect.right - key.right - gap, rect.height)
        names = " · ".join(self.card_words(card, lang) for card in self.cards)
        self.put(Paragraph(text, names, m.font("small"), theme.INK, valign="center" if rect.height <= m.target else "top",
                           id="picked"))

    @staticmethod
    def card_words(card: dict, lang: str) -> str:
        found = parse_card(card)
        return say(event_name(found.event), lang) if found.is_event else concession_label(found)

    def build_deck(self, area, picked_rect):
        m = self.metrics
        gap = self.tight_gap()
        full = len(self.cards) >= self.count
        seen = self.seen()
        entered = {(c["town"], c["roll"]): index for index, c in enumerate(self.cards) if "town" in c}
        lang = self.app.lang
        names = [say(event.name, lang) for event in deck.EVENTS]
        pad = m.px(8)   # a card button's own edge, and some air
        natural = [theme.text_size(name, theme.snap(m.font("small")), False)[0] + pad for name in names]
        towns = list(deck.TOWNS)
        most = max(sum(1 for c in deck.CONCESSIONS if c.town == t.id) for t in towns)
        if picked_rect is None:
            # tall (a side seat): a column per town under its chip, the events in a column
            # beside, the cards entered so far under the towns' columns
            events_w = max(natural)
            towns_rect, events_rect = columns(area, [area.width - events_w - gap, events_w], gap)
            header_h = theme.line_height(theme.snap(m.font("small")), True)
            header, grid_rect = rows(towns_rect, [header_h, 1], gap // 2)
            event_cells = rows(events_rect, [1] * len(names), gap)
            row_h = event_cells[0].height
            strips = columns(grid_rect, [1] * len(towns), gap)
            for town, head in zip(towns, columns(header, [1] * len(towns), gap)):
                self.put(Label(head, town_tag(town.id), m.font("small"), theme.INK, bold=True))
            cells_of = {t.id: [Rect(s.left, s.top + i * (row_h + gap), s.width, row_h) for i in range(most)]
                        for t, s in zip(towns, strips)}
            below = Rect(grid_rect.left, grid_rect.top + most * (row_h + gap), grid_rect.width, 0)
            below.height = grid_rect.bottom - below.top
            picked_rect = below
            label_of = (lambda town, concession: str(concession.roll))
        else:
            # wide: a row per town, the events in as few rows as their names allow
            for count in (1, 2, 3):
                trial = rows(area, [1] * (len(towns) + count), gap)
                event_rect = Rect(area.left, trial[len(towns)].top, area.width, area.bottom - trial[len(towns)].top)
                event_cells = packed_rows(event_rect, natural, count, gap)
                if event_cells is not None:
                    break
            cells_of = {t.id: columns(s, [1] * most, gap) for t, s in zip(towns, trial)}
            label_of = (lambda town, concession: f"{town.glyph}{concession.roll}")
        self.build_picked(picked_rect)
        for town in towns:
            cards = [c for c in deck.CONCESSIONS if c.town == town.id]
            for concession, cell in zip(cards, cells_of[town.id]):
                here = entered.get((concession.town, concession.roll))
                if here is not None:   # entered in this sheet: chosen, and a tap takes it back
                    self.put(Card(cell, label_of(town, concession), self.remove(here), tint=TINT[town.id],
                                        selected=True, id=f"deck:{concession.code}", size=m.font("button")))
                    continue
                used = (concession.town, concession.roll) in seen
                reason = words("full") if full else words("already") if used else None
                self.put(Card(cell, label_of(town, concession), self.add_card(concession.as_card()),
                                    tint=TINT[town.id], id=f"deck:{concession.code}", enabled=reason is None,
                                    reason=reason, size=m.font("button")))
        first_turn = self.game.turn == 0
        for event, cell in zip(deck.EVENTS, event_cells or []):
            refusal = None
            if first_turn:
                refusal = self.game.why_not({"do": "reveal", "cards": [{"event": event.id}] + [
                    c.as_card() for c in deck.CONCESSIONS[:self.count - 1]]})
            reason = words("full") if full else refusal
            self.put(EventCard(cell, event.name, self.add_card({"event": event.id}), tint=EVENT_TINT,
                               id=f"event:{event.id}", enabled=reason is None, reason=reason, size=m.font("small")))

    def toggle_custom(self):
        self.custom = not self.custom
        self.app.invalidate()

    # a mine that is not in our deck list (another edition, a home-made card)
    def build_custom(self, area):
        m = self.metrics
        names = [f"{town_tag(town.id)} {town.name.get(self.app.lang)}" for town in deck.TOWNS]
        widest = max(theme.text_size(name, theme.snap(m.font("body")), True)[0] for name in names) + m.px(12)
        across = min(5, fit_columns(area.width, widest, m.apart))   # a narrow sheet: towns on two rows
        town_h = -(-5 // across) * (m.target + m.apart) - m.apart
        town_row, roll_row, rest = rows(area, [town_h, numbers_height(m, area.width), 1], m.apart)
        for town, cell in zip(deck.TOWNS, grid(town_row, 5, across, m.apart, m.target)):
            self.put(Card(cell, f"{town_tag(town.id)} {town.name.get(self.app.lang)}", self._set("town", town.id),
                                tint=TINT[town.id], selected=self.town == town.id, id=f"town:{town.id}",
                                size=m.font("body")))
        for roll, cell in zip(range(2, 13), number_cells(m, roll_row)):
            self.put(Key(cell, ticked(str(roll), self.roll == roll), self._set("roll", roll), selected=self.roll == roll,
                            id=f"roll:{roll}", size=m.font("button")))
        left, right = columns(rest, [0.55, 0.45], m.gap * 2)
        shown, keys = rows(left, [m.target, 1], m.gap)
        self.put(Label(shown, words("nuggets_shown", value=self.nuggets or "_"), m.font("title"), bold=True, align="left"))
        for widget in keypad(keys, self.key, gap=m.apart, size=m.font("button"), min_key=m.target):
            self.put(Key.like(widget))
        danger, add = rows(right, [m.target, m.target, 1], m.apart)[:2]
        self.put(Key(danger, ticked(words("dangerous").get(self.app.lang), self.dangerous), self.toggle_danger,
                        selected=self.dangerous, id="danger",
                        size=m.font("button")))
        ready = self.town and self.roll and self.nuggets and len(self.cards) < self.count
        self.put(Key(add, words("add"), self.add_custom, style="primary", id="add", enabled=bool(ready),
                        reason=words("full") if len(self.cards) >= self.count else words("pick_victim"),
                        size=m.font("button")))

    def toggle_danger(self):
        self.dangerous = not self.dangerous
        self.app.invalidate()

    def key(self, key):
        if key == "back":
            self.nuggets = self.nuggets[:-1]
        elif len(self.nuggets) < 2:
            self.nuggets = (self.nuggets + key).lstrip("0") or "0"
        self.app.invalidate()

    def add_custom(self):
        card = {"town": self.town, "roll": self.roll, "nuggets": int(self.nuggets)}
        if self.dangerous:
            card["dangerous"] = True
        self.cards.append(card)
        self.town, self.roll, self.nuggets, self.dangerous, self.custom = None, None, "", False, False
        self.app.invalidate()
        self.done_when_complete()


# -- a bid of any amount -----------------------------------------------------------------------
class BidEntry(Sheet):
    name = "fievre-bid"
    done_label = words("ok")

    def __init__(self, app, seat: int):
        self.seat = seat
        super().__init__(app, words("bid_title", who=app.session.players[seat]))
        self.digits = ""

    def facing(self):
        return self.seat

    def sheet_state(self):
        return self.seat, self.digits

    def done_reason(self):
        if not self.digits:
            low, high = self.game.bid_range(self.seat) or (0, 0)
            return words("bid_range", low=low, high=high)
        return self.game.why_not(self.action())

    def action(self):
        return {"do": "bid", "player": self.seat, "amount": int(self.digits or 0)}

    def done(self):
        self.submit(self.action())

    def build_body(self, area):
        m = self.metrics
        low, high = self.game.bid_range(self.seat) or (0, 0)
        shown, hint, keys = rows(area, [m.px(60), m.px(28), 1], m.gap)
        self.put(Label(shown, self.digits or "_", m.font("huge"), theme.PRIMARY, bold=True))
        self.put(Label(hint, words("bid_range", low=low, high=high), m.font("body"), theme.INK_SOFT))
        pad = Rect(0, 0, min(keys.width, m.px(420)), keys.height)
        pad.centerx = keys.centerx
        pad.top = keys.top
        for widget in keypad(pad, self.key, gap=m.apart, size=m.font("title"), min_key=m.target, id_prefix="key"):
            self.put(Key.like(widget))

    def key(self, key):
        if key == "back":
            self.digits = self.digits[:-1]
        elif len(self.digits) < 3:
            self.digits = (self.digits + key).lstrip("0")
        self.app.invalidate()


# -- dice rolled at the table --------------------------------------------------------------------
class DiceEntry(Sheet):
    """The two dice rolled at the table as one tap: a 6 × 6 grid of pairs (die 1 down, die 2
    across); the pair tapped is the roll (Undo takes it back). `on_dice([d1, d2])` gives the
    action to submit; a refusal (R-5) is told and the sheet stays open."""

    name = "fievre-dice"

    def __init__(self, app, on_dice, title=None, seat: int | None = None):
        super().__init__(app, title or words("dice_title"))
        self.on_dice = on_dice
        self.seat = seat   # who rolled at the table: the sheet faces that seat
        self.values: list[int | None] = [None, None]   # the pair last tapped (shown chosen)

    def facing(self):
        return self.seat

    def sheet_state(self):
        return self.seat, tuple(self.values)   # (the pair shown chosen)

    def build_body(self, area):
        m = self.metrics
        hint, pairs = rows(area, [self.hint_height(words("pair_hint"), area.width), 1], m.gap)
        self.put(Paragraph(hint, words("pair_hint"), m.font("small"), theme.INK_SOFT, valign="center"))
        gap = max(m.apart, m.px(4))
        across = (pairs.width - 5 * gap) // 6
        side = max(m.target, min((pairs.height - 5 * gap) // 6, across * 10 // 17))  # a pair: 1.7 dice wide
        width = min(across, side * 17 // 10)  # narrow screens: the two dice shrink inside a full-size target
        block = Rect(0, 0, 6 * width + 5 * gap, 6 * side + 5 * gap)
        block.center = pairs.center
        block.top = max(block.top, pairs.top)   # full-size targets below the hint, never over it
        cells = grid(block, 36, 6, gap, side)
        for index, cell in enumerate(cells):
            pair = (index // 6 + 1, index % 6 + 1)
            self.put(PairButton(cell, pair, self._roll(pair), selected=tuple(self.values) == pair,
                                id=f"pair:{pair[0]}:{pair[1]}"))

    def _roll(self, pair):
        def apply():
            self.values = list(pair)
            self.app.invalidate()
            action = self.on_dice(list(pair))
            if action is not None:
                self.submit(action)
        return apply


class PairButton(Button):
    """Both dice of a roll in one button: two small faces side by side."""

    def __init__(self, rect, pair, on_tap, *, selected=False, **kw):
        super().__init__(rect, f"{pair[0]} + {pair[1]}", on_tap, selected=selected, **kw)
        self.pair = pair

    def signature(self, app):
        return (PairButton, tuple(self.rect), self.pair, self.selected, self.enabled, app.pressed is self)

    def draw(self, surface, app):
        face = theme.BUTTON_PRESSED if app.pressed is self else theme.CARD_SELECTED if self.selected else theme.CARD
        side = min(self.rect.height, (self.rect.width - self.rect.width // 10) // 2)
        gap = self.rect.width - 2 * side
        left = Rect(self.rect.left, self.rect.centery - side // 2, side, side)
        draw_die(surface, left, self.pair[0], face=face)
        draw_die(surface, left.move(side + gap, 0), self.pair[1], face=face)
        if self.selected:
            pygame.draw.rect(surface, theme.PRIMARY, self.rect.inflate(4, 4), width=3, border_radius=max(4, side // 6))
        self.overflow = False


class DieButton(Button):
    """A die face to tap (pips, and a check mark when chosen)."""

    def __init__(self, rect, value, on_tap, *, selected=False, **kw):
        super().__init__(rect, str(value), on_tap, selected=selected, **kw)
        self.value = value

    def signature(self, app):
        return (DieButton, tuple(self.rect), self.value, self.selected, self.enabled, app.pressed is self)

    def draw(self, surface, app):
        face = theme.CARD_SELECTED if self.selected else theme.CARD
        if not self.enabled:
            face = theme.BUTTON_DISABLED
        if app.pressed is self:
            face = theme.BUTTON_PRESSED
        draw_die(surface, self.rect, self.value, face=face)
        if self.selected:
            pygame.draw.rect(surface, theme.PRIMARY, self.rect, width=max(3, self.rect.width // 14),
                             border_radius=max(4, self.rect.width // 6))
        self.overflow = False


class RolledDie(Widget):
    """A die as rolled, for reading only (dimmed, not a button): the faces beside it are tapped."""

    def __init__(self, rect, value, **kw):
        super().__init__(rect, **kw)
        self.value = value

    def signature(self, app):
        return (RolledDie, tuple(self.rect), self.value)

    def draw(self, surface, app):
        draw_die(surface, self.rect, self.value, face=theme.CARD_DIM)


# -- an event's choice ---------------------------------------------------------------------------
class ChoiceSheet(Sheet):
    """The choice of an event just taken (R-8) or of a waiting card that can now be placed (R-7)."""

    name = "fievre-choice"

    def __init__(self, app, choice):
        self.choice = choice
        super().__init__(app, L("tables.fievre.choose_title", who=app.session.players[choice.seat], event=event_name(choice.event)))
        self.victim: int | None = None
        self.number: int | None = None

    def facing(self):
        return self.choice.seat

    def sheet_state(self):
        return self.choice, self.victim, self.number   # (a Hold-up's victim and number picked so far)

    def action(self, **fields) -> dict:
        return {"do": "event", "player": self.choice.seat, "event": self.choice.event, **fields}

    def pick(self, **fields):
        return lambda: self.submit(self.action(**fields))

    def build_body(self, area):
        m = self.metrics
        tall = area.height > area.width   # facing a side seat: narrow, with room below
        lines = 4 if tall else 2          # the effect's words in full, never cut
        effect_rect, rest = rows(area, [lines * m.font("small") * 5 // 4 + m.px(6), 1], m.apart)
        self.put(Paragraph(effect_rect, deck.event(self.choice.event).effect, m.font("small"), theme.INK_SOFT))
        event = self.choice.event
        if event in ("saloon", "governor"):
            allowed = self.game.targets(self.choice)["town"]
            if tall:   # one town a line: its name in full
                cells = rows(Rect(rest.left, rest.top, rest.width, min(rest.height, 5 * m.px(70))), [1] * 5, m.apart)
            else:
                cells = columns(Rect(rest.left, rest.top, rest.width, min(rest.height, m.px(90))), [1] * 5, m.apart)
            for town, cell in zip(deck.TOWNS, cells):
                action = self.action(town=town.id)
                refusal = None if town.id in allowed else self.game.why_not(action)
                self.put(Card(cell, f"{town_tag(town.id)} {town.name.get(self.app.lang)}", self.pick(town=town.id),
                                    tint=TINT[town.id], id=f"town:{town.id}", enabled=refusal is None, reason=refusal,
                                    size=m.font("card")))
        elif event == "girls":
            saloons = [self.game.saloons[i] for i in self.game.targets(self.choice)["saloon"]]
            for saloon, cell in zip(saloons, grid(rest, len(saloons), 5, m.apart, min(rest.height, m.px(80)))):
                self.put(Card(cell, f"{words('saloon').get(self.app.lang)} {town_tag(saloon.town)}",
                                    self.pick(saloon=saloon.id), tint=TINT[saloon.town], id=f"saloon:{saloon.id}",
                                    size=m.font("body")))
        elif event in ("new_vein", "dynamite", "expropriation"):
            field = "target" if event == "dynamite" else "concession"
            self.build_targets(rest, field, self.game.targets(self.choice)[field])
        elif event == "holdup":
            self.build_holdup(rest)

    def build_targets(self, area, field, allowed: list[int]):
        """Allowed cards grouped by owner: one row of buttons per player."""
        m = self.metrics
        owners = {}
        for card_id in allowed:
            owned = self.game.concessions.get(card_id) or self.game.saloons.get(card_id)
            owners.setdefault(owned.owner, []).append(owned)
        if not owners:
            return
        size = theme.snap(m.font("small"))
        labels = {owned.id: self.target_label(owned) for cards in owners.values() for owned in cards}
        names = [self.app.session.players[owner] for owner in owners]
        cell_w = max([m.target] + [theme.text_size(label, size, True)[0] + m.px(14) for label in labels.values()]
                     + [theme.text_size(name, size, True)[0] for name in names])
        gap = m.apart
        per_row = max(1, (area.width + gap) // (cell_w + gap))
        # each owner's name in a cell, then that owner's cards: every owner from a new line when
        # the lines fit, else one flowing grid
        items = []
        for owner, cards in sorted(owners.items()):
            items += [owner] + cards
            items += [None] * (-len(items) % per_row)
        if -(-len(items) // per_row) * (m.target + gap) - gap > area.height:
            items = [item for owner, cards in sorted(owners.items()) for item in [owner] + cards]
        lines = -(-len(items) // per_row)
        line_h = max(m.target, min(m.px(70), (area.height + gap) // max(1, lines) - gap))
        cells = grid(Rect(area.left, area.top, min(area.width, per_row * (cell_w + gap)), area.height), len(items),
                     per_row, gap, line_h)
        for item, cell in zip(items, cells):
            if item is None:
                continue
            if isinstance(item, int):
                self.put(Label(cell, self.app.session.players[item], m.font("small"), bold=True, align="left"))
                continue
            self.put(Card(cell, labels[item.id], self.pick(**{field: item.id}), tint=TINT[item.town],
                                id=f"card:{item.id}", size=m.font("small")))

    def target_label(self, owned) -> str:
        """A mine by town and number (a vein's +3 and danger marked), a saloon by its town."""
        if hasattr(owned, "roll"):
            return concession_label(owned) + (" +3" if owned.vein else "") + (" ⚠" if owned.dangerous else "")
        return f"{words('saloon').get(self.app.lang)} {town_tag(owned.town)}" + (" ♥" if owned.girls else "")

    def build_holdup(self, area):
        m = self.metrics
        victim_label, victim_row, number_label, number_row, dice_row, _ = rows(
            area, [m.px(24), m.target, m.px(24), numbers_height(m, area.width), m.px(64), 1], m.apart)
        self.put(Label(victim_label, words("victim"), m.font("body"), theme.INK_SOFT, align="left"))
        others = self.game.targets(self.choice)["victim"]
        for seat, cell in zip(others, columns(victim_row, [1] * len(others), m.apart)):
            self.put(Key(cell, ticked(self.app.session.players[seat], self.victim == seat), self._set("victim", seat),
                            selected=self.victim == seat,
                            id=f"victim:{seat}", size=m.font("button")))
        self.put(Label(number_label, words("holdup_number"), m.font("body"), theme.INK_SOFT, align="left"))
        for number, cell in zip(range(2, 13), number_cells(m, number_row)):
            self.put(Key(cell, ticked(str(number), self.number == number), self._set("number", number),
                            selected=self.number == number,
                            id=f"number:{number}", size=m.font("button")))
        ready = self.victim is not None and self.number is not None
        roll, physical = columns(dice_row, [1, 1], max(m.apart, m.gap * 2))
        for cell, label, tap, wid, by, style in ((roll, words("roll"), self.roll, "dice:roll", COMPANION, "primary"),
                                                 (physical, words("physical"), self.physical, "dice:table", TABLE, "normal")):
            refusal = roller_refusal(self.game, by, self.holdup([1, 1]) if ready else None) or (
                None if ready else words("pick_victim"))  # R-5 first
            self.put(Key(cell, label, tap, style=style, id=wid, enabled=refusal is None, reason=refusal,
                            size=m.font("button")))

    def holdup(self, rolled, by: str = TABLE) -> dict:
        return self.action(victim=self.victim, number=self.number, dice=list(rolled), by=by)

    def roll(self):
        self.submit(self.holdup(self.game.next_dice(), COMPANION))     # the seeded dice

    def physical(self):
        self.app.push(DiceEntry(self.app, self.holdup, seat=self.choice.seat))


# -- the Telegraph -------------------------------------------------------------------------------
class TelegraphSheet(Sheet):
    """One tap: each die as rolled, then the six faces it may become (its row)."""

    name = "fievre-telegraph"

    def __init__(self, app, seat: int):
        self.seat = seat
        super().__init__(app, words("telegraph_title", who=app.session.players[seat]))
        self.die: int | None = None     # the die last tapped (shown chosen)

    def facing(self):
        return self.seat

    def sheet_state(self):
        return (self.seat,)   # (the die last tapped is not shown: the tap enters it)

    def build_body(self, area):
        m = self.metrics
        hint, first, second = rows(area, [self.hint_height(words("pick_die"), area.width), 1, 1], m.gap * 2)
        self.put(Paragraph(hint, words("pick_die"), m.font("small"), theme.INK_SOFT, valign="center"))
        rolled = self.game.dice or [None, None]
        gap = max(m.apart, m.gap)
        for die, row in enumerate((first, second)):
            side = max(m.target, min(row.height, (row.width - 7 * gap) // 8, m.px(90)))
            width = 7 * side + 7 * gap + side // 2
            left = row.centerx - width // 2
            shown = Rect(left, row.top, side, side)
            self.put(RolledDie(shown, rolled[die], id=f"die:{die}"))
            for value in range(1, 7):
                cell = Rect(left + side + side // 2 + gap + (value - 1) * (side + gap), row.top, side, side)
                action = {"do": "telegraph", "player": self.seat, "die": die, "value": value}
                self.put(DieButton(cell, value, (lambda a=action: self.submit(a)), id=f"value:{die}:{value}"))


__all__ = ["RevealEntry", "BidEntry", "DiceEntry", "ChoiceSheet", "TelegraphSheet", "Dice", "card_button"]
