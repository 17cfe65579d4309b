"""The Aurum card sheet: every card of the deck in one grid, turned to face the seat that
chooses (upright in wall mode), one tap per card (issue 14).

The referee cannot see hands, so early in a round about 45 cards may be played: they do not
fit a seat's panel at 9 mm each, so the sheet opens over the table by itself for the seat due
to act and closes after its tap. Cards that cannot be chosen stay in place, greyed, and a tap
on one says why (the engine's refusal). One sheet serves every step that is "choose cards":
a bid, a play, the two face-up leftovers (two taps, entered at once), a revealed hand, and a
bid swap (the card tapped completes the swap, the gold and whose bid preselected).
"""

from __future__ import annotations

import math

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, rows
from companion.app.memory import Lru
from companion.app.panels import Panel
from companion.app.scene import Scene
from companion.app.scenes.game import ICONS, moment
from companion.app.tables import aurum_words as words
from companion.app.tables.aurum_cards import MetalCard, face, suit_key
from companion.app.tables.aurum_pictured import SheetButton, SheetLabel
from companion.app.widgets import Box, Button, one_size
from companion.games.aurum import deck
from companion.games.aurum.choices import Choices
from companion.games.aurum.deck import GOLD, card_order, gold_value

SHEET_SIZE = (4000, 4000)  # design px asked of `add_modal_box`: all the screen but its margin
MULTI = {"aside", "reveal"}  # several cards, entered as soon as the last one is tapped


def grid_cells(area: Rect, groups: list[list[str]], gold: list[str], side: int, apart: int) -> dict | None:
    """A rect per code: each suit on its own row(s), the gold beside them (or under them);
    slots at least `side` px and `apart` px apart. None when they cannot all fit."""
    step = side + apart
    cols, fit_rows = (area.width + apart) // step, (area.height + apart) // step
    longest = max((len(g) for g in groups), default=0)
    for per_row in range(min(cols, longest), 0, -1):
        lines = []
        for group in groups:
            count = math.ceil(len(group) / per_row)
            width = math.ceil(len(group) / count)
            lines += [group[i:i + width] for i in range(0, len(group), width)]
        spare = cols - per_row
        if gold and spare >= 1 and math.ceil(len(gold) / spare) <= len(lines):
            beside = [gold[i:i + spare] for i in range(0, len(gold), spare)]
            below = []
        else:
            beside, below = [], [gold[i:i + cols] for i in range(0, len(gold), cols)]
        if len(lines) + len(below) > fit_rows:
            continue
        used = max([per_row] + [len(b) for b in below] + ([per_row + max(len(b) for b in beside)] if beside else []))
        width = min(int(side * 1.35), (area.width + apart) // used - apart)
        height = min(int(side * 1.2), (area.height + apart) // (len(lines) + len(below)) - apart)
        left = area.left + (area.width - (used * (width + apart) - apart)) // 2
        out = {}
        for r, line in enumerate(lines + below):
            for c, code in enumerate(line):
                out[code] = Rect(left + c * (width + apart), area.top + r * (height + apart), width, height)
        for r, line in enumerate(beside):
            for c, code in enumerate(line):
                out[code] = Rect(left + (per_row + c) * (width + apart), area.top + r * (height + apart), width, height)
        return out
    # too few rows for a suit a row: every card in reading order, suit after suit, then the gold
    codes = [c for g in groups for c in g] + list(gold)
    if not codes:
        return {}
    if cols and math.ceil(len(codes) / cols) <= fit_rows:
        count = math.ceil(len(codes) / cols)
        width = min(int(side * 1.35), (area.width + apart) // cols - apart)
        height = min(int(side * 1.2), (area.height + apart) // count - apart)
        return {code: Rect(area.left + (i % cols) * (width + apart), area.top + (i // cols) * (height + apart), width, height)
                for i, code in enumerate(codes)}
    return None


# (area, base-metal codes, players, side, apart, gold slots) -> ({code: (x, y, w, h)}, [gold
# slot, …]), and (area, the sheet's codes, players, side, apart) -> {code: (x, y, w, h)}: a
# sheet's grid is worked out once per shape and kept, so a tap that changes only which cards
# may be chosen lays out nothing and every card keeps its place. A few shapes a sheet (button
# rows, the gold a seat holds) at one or two screen sizes.
_grids = Lru("aurum sheet grids", 96)
_NO_ROOM = object()  # kept too: the shapes a sheet tries before the one that fits

# Room for every gold value whether the seat holds it or not: the base-metal cards then keep
# their places all game long, in every sheet (a bid, a play, a swap), whatever gold the seat
# takes or pays; without it one gold more re-flows the grid and every card on it moves (and is
# repainted). The room costs the cards some width (never below the touch target: `grid_cells`
# keeps its sides), never height: where it would take rows of its own (a narrow sheet), the
# gold actually shown gets its room alone, as where it would not fit at all.
GOLD_SLOTS = tuple(deck.code_of(GOLD, value) for value in deck.GOLD_VALUES)


def sheet_grid(area: Rect, codes: tuple[str, ...], players: int, side: int, apart: int) -> dict | None:
    """`grid_cells` for the cards a sheet shows, in the suits' order, the gold in the slots
    kept for it (in order of value) when there is room for them: kept per shape."""
    key = (tuple(area), codes, players, side, apart)  # (the sheet's cards: kept too, a lookup a rebuild)
    found = _grids.get(key)
    if found is None:
        base = tuple(code for code in codes if suit_key(code) != GOLD)
        gold = [code for code in codes if suit_key(code) == GOLD]
        laid = _reserved(area, base, players, side, apart) if len(gold) <= len(GOLD_SLOTS) else _NO_ROOM
        if laid is _NO_ROOM:
            laid = _laid_out(area, base, players, side, apart, tuple(gold))
        found = _grids.put(key, laid if laid is _NO_ROOM else {**laid[0], **dict(zip(gold, laid[1]))})
    return None if found is _NO_ROOM else found


def _reserved(area: Rect, base: tuple[str, ...], players: int, side: int, apart: int):
    """The grid with room for every gold value, or _NO_ROOM where that room costs the cards
    height (or does not fit)."""
    roomy = _laid_out(area, base, players, side, apart, GOLD_SLOTS)
    if roomy is _NO_ROOM or not base:
        return roomy
    bare = _laid_out(area, base, players, side, apart, ())
    return roomy if bare is _NO_ROOM or roomy[0][base[0]][3] >= bare[0][base[0]][3] else _NO_ROOM


def _laid_out(area: Rect, base: tuple[str, ...], players: int, side: int, apart: int, slots: tuple[str, ...]):
    """The base-metal cards' cells and the gold slots' places, or _NO_ROOM: kept."""
    key = (tuple(area), base, players, side, apart, slots)
    found = _grids.get(key)
    if found is None:
        by_suit: dict = {}
        for code in base:  # one pass: a sheet holds the whole deck
            by_suit.setdefault(suit_key(code), []).append(code)
        groups = [by_suit.get(s, []) for s in deck.suits_in_play(players)]
        cells = grid_cells(area, groups, list(slots), side, apart)
        found = _grids.put(key, _NO_ROOM if cells is None else (
            {code: tuple(cells[code]) for code in base}, [tuple(cells[slot]) for slot in slots]))
    return found


def sheet_card(cards: Lru, code: str, cell: tuple, size: int, enabled: bool, selected: bool) -> MetalCard:
    """The card's widget from `cards` ((code, cell, size, enabled, selected) -> widget): a
    sheet rebuilds after every change and every sheet of one shape shows the same cards in the
    same places, most of them looking as they did, so a card in a look already made is that
    widget again (its tap and its reason set anew) rather than ~60 made anew each time. The
    deck's ~70 codes in two or three looks, at a couple of shapes. One store per table
    (`AurumTable.sheet_cards`): a card holds its sheet, and the sheet the app and its game,
    which must go with the table."""
    key = (code, cell, size, enabled, selected)
    card = cards.get(key)
    if card is None:
        card = cards.put(key, MetalCard(Rect(cell), code, None, id=f"sheet:card:{code}", enabled=enabled,
                                         selected=selected, size=size))
    return card


class CardSheet(Scene):
    """`purpose`: "bid", "play", "aside", "reveal" or "swap" for `seat` (None for the leftovers)."""

    name = "aurum-sheet"
    modal = True
    veiled = True  # the table below darkened in place (full frames keep it)

    def __init__(self, app, table, seat: int | None, purpose: str):
        super().__init__(app)
        self.table, self.seat, self.purpose = table, seat, purpose
        self.chosen: list[str] = []
        self.gold: str | None = None     # swap: the gold paid (preselected when only one)
        self.bid_of: int | None = seat   # swap: whose bid changes
        self.asking_who = False          # play, between tricks: "who swaps?" step

    @property
    def game(self):
        return self.table.game

    def log_lines(self):  # Undo from the sheet names the action undone, as the table does
        return self.table.log_lines()

    # -- what is chosen ------------------------------------------------------------------------
    def choices(self) -> Choices:
        """The cards shown, those that may be chosen, and why not for the rest (built when a
        greyed card is tapped): one pass per record change (`Session.ask` keeps it)."""
        return self.table.session.ask("card_choices", self.purpose, self.seat)

    def title(self):
        game, name = self.game, self.game.name(self.seat) if self.seat is not None else ""
        if self.purpose == "bid":
            return words.to_bid(name)
        if self.purpose == "play":
            if self.asking_who:
                return L("table_aurum.who_swaps")
            trick = " ".join(f"{face(c)}" for _, c in game.trick)
            return words.joined(words.to_play(name), trick) if trick else words.to_lead(name)
        if self.purpose == "aside":
            return L("table_aurum.leftovers_sheet", have=len(self.chosen))
        if self.purpose == "reveal":
            return L("table_aurum.reveal_sheet", name=name, have=len(self.chosen), need=game.hand_size[self.seat])
        return words.swap_title(name)

    # -- building ------------------------------------------------------------------------------
    def build_key(self):
        # the game (new at each action), the sheet's own choices, and the table's cards kept
        # for it (`sheet_cards`: kept widgets, reused by whichever build asks)
        return (*moment(self.table.session), self.purpose, self.seat, tuple(self.chosen),
                self.gold, self.bid_of, self.asking_who)

    def facing(self) -> int | None:
        """The seat the sheet faces: its own, or for the leftovers the seat to act."""
        return self.seat if self.purpose != "aside" else self.table.game.to_act()

    def cover(self) -> Rect:
        """Where the sheet hides the table (the table leaves out what it would draw there)."""
        return self.modal_place(*SHEET_SIZE, seat=self.facing())[0]

    def build(self):
        """The grid over the buttons of the first set (most direct first) that leaves it room;
        the last set whatever it leaves."""
        inner = self.add_modal_box(*SHEET_SIZE, seat=self.facing())
        if self.sheet is None:
            inner = self.keep_as_picture(inner)
        # the frame add_modal_box drew, a plain Box first among the sheet's children, is part
        # of the panel's face (panels._leading_boxes): a part repainted never draws it again
        choices = None if self.asking_who else self.choices()
        above = self.swap_choices_row() if self.purpose == "swap" else []  # the gold and whose bid, beside Cancel
        sets = [above + buttons for buttons in self.button_sets()]
        # the title on a row of its own, else (a sheet a few rows short: a side seat's at
        # 768×1024 held 45 of its 50 cards, and showed none) beside the buttons' one row
        for compact in (False, True):
            for buttons in sets:
                found = self.compact_parts(inner, buttons) if compact else None
                if found is None and compact:
                    continue
                if found is None:
                    lines = self.button_lines(buttons, inner.width)
                    found = (*self.parts(inner, len(lines)), lines)
                head, grid_area, foot, lines = found
                cells = {} if choices is None else sheet_grid(grid_area, choices.cards, self.game.n,
                                                              self.metrics.target, self.metrics.apart)
                if cells is not None:
                    self.place(head, grid_area, foot, lines, buttons, choices, cells)
                    return
        lines = self.button_lines(sets[-1], inner.width)  # no room for the cards: the way out at least
        self.place(*self.parts(inner, len(lines)), lines, sets[-1], choices, {})

    def keep_as_picture(self, inner: Rect) -> Rect:
        """An upright sheet (wall mode, or facing the bottom seat) in a Panel too, as a turned
        one is: one kept picture where only the cards whose look changed are painted again,
        instead of ~60 widgets drawn on the screen for every part of a frame. The box
        `add_modal_box` framed becomes the panel's first child; returns `inner` in the
        panel's own coordinates."""
        frame = self.widgets.pop()
        where = frame.rect
        self.sheet = self.add(Panel(Rect(where), 0, colour=theme.PANEL_ACTIVE, id=f"sheet:{self.name}"))
        self.put(Box(Rect((0, 0), where.size), frame.colour, radius=frame.radius, outline=frame.outline))
        return inner.move(-where.left, -where.top)

    def parts(self, inner: Rect, button_rows: int) -> list[Rect]:
        """The title, the grid and the buttons' rows."""
        m = self.metrics
        return rows(inner, [m.px(30), 1, button_rows * m.target + (button_rows - 1) * m.apart], m.apart)

    def compact_parts(self, inner: Rect, buttons: list[Button]):
        """The title and the buttons on one row at the bottom, the grid above: (title, grid,
        buttons, the buttons' lines), or None when they do not fit one row."""
        m = self.metrics
        title_w = theme.text_size(say(self.title(), self.app.lang), theme.snap(m.font("body")), True)[0] + 2
        rest = inner.width - title_w - m.apart
        lines = self.button_lines(buttons, rest) if buttons else []
        if rest < m.target or len(lines) != 1 or sum(w for _, w in lines[0]) + m.apart * (len(lines[0]) - 1) > rest:
            return None
        top = inner.bottom - m.target
        return (Rect(inner.left, top, title_w, m.target), Rect(inner.left, inner.top, inner.width, top - m.apart - inner.top),
                Rect(inner.left + title_w + m.apart, top, rest, m.target), lines)

    def place(self, head: Rect, grid_area: Rect, foot: Rect, lines, buttons: list[Button], choices, cells: dict) -> None:
        m = self.metrics
        apart = m.apart
        self.put(SheetLabel(head, self.title(), m.font("body"), bold=True, align="left", colour=theme.PRIMARY))
        if self.asking_who:
            self.who_buttons(grid_area)
        else:
            size, chosen = m.font("card"), set(self.chosen)
            for code, cell in cells.items():
                why = choices.why(code)
                card = sheet_card(self.table.sheet_cards, code, cell, size, why is None, code in chosen)
                card.on_tap, card.reason = (lambda c=code: self.tap_card(c)), why
                self.put(card)
        for r, line in enumerate(lines):
            spare = (foot.width - sum(w for _, w in line) - apart * (len(line) - 1)) // len(line)
            x = foot.left
            for button, width in line:
                button.rect = Rect(x, foot.top + r * (m.target + apart), width + spare, m.target)
                x += width + spare + apart
                self.put(button)
        one_size(buttons, self.app)

    def button_lines(self, buttons: list[Button], width: int) -> list[list[tuple[Button, int]]]:
        """The buttons in as few rows as their words on one line allow, in order."""
        m = self.metrics
        lines, used = [[]], 0
        for button in buttons:
            words = theme.text_size(say(button.label, self.app.lang), theme.snap(button.size), True)[0]
            need = min(width, max(m.target, words + 2 * max(8, m.target // 5) + 8))
            if lines[-1] and used + m.apart + need > width:
                lines.append([])
                used = 0
            used += (m.apart if lines[-1] else 0) + need
            lines[-1].append((button, need))
        return [line for line in lines if line]

    def who_buttons(self, area: Rect):
        """The "who swaps?" step: a button per swapper and gold it may pay, one tap for both."""
        m = self.metrics
        for index, button in enumerate(self.swap_openers(by_gold=True)):
            button.rect = Rect(area.left, area.top + index * (m.target + m.apart), area.width, m.target)
            self.put(button)

    def swap_openers(self, by_gold: bool) -> list[Button]:
        """Buttons opening a swap between tricks, one per seat that may swap (R-6), or with
        `by_gold` one per seat and gold card it may pay: the gold is then chosen by the same
        tap (a swap names the gold and the new bid card; opening it with the gold leaves only
        the card to tap)."""
        game, size = self.game, self.metrics.font("button")
        out = []
        for seat in self.table.session.ask("swappers"):
            name = game.name(seat)
            if not by_gold:
                out.append(SheetButton(Rect(0, 0, 0, 0), words.joined("⇄", name, sep=" "),
                                  lambda s=seat: self.table.open_swap(s), id=f"swap:{seat}", size=size))
                continue
            for gold in sorted(set(game.collections[seat]), key=gold_value):
                out.append(SheetButton(Rect(0, 0, 0, 0), words.joined("⇄", name, face(gold), sep=" "),
                                  lambda s=seat, g=gold: self.table.open_swap(s, g), id=f"swap:{seat}:{gold}", size=size))
        return out

    def swap_choices_row(self) -> list[Button]:
        """Swap: the gold to pay and whose bid changes, each one tap, the likely one chosen."""
        game, m = self.game, self.metrics
        terms = self.table.session.ask("swap_terms", self.seat)
        if isinstance(terms, Exception):
            return []
        golds, bids_of = terms
        if self.gold is None and golds:
            self.gold = golds[0]
        out = []
        if len(golds) > 1:
            out += [SheetButton(Rect(0, 0, 0, 0), face(g), lambda g=g: self.pick(gold=g), id=f"swap:gold:{g}",
                           selected=g == self.gold, size=m.font("button")) for g in golds]
        if len(bids_of) > 1:
            out += [SheetButton(Rect(0, 0, 0, 0), f"{game.name(s)} {face(game.bids[s])}", lambda s=s: self.pick(bid_of=s),
                           id=f"swap:bid_of:{s}", selected=s == self.bid_of, size=m.font("button")) for s in bids_of]
        return out

    def button_sets(self) -> list[list[Button]]:
        """The buttons under the grid, most direct first (the caller keeps the first that fits)."""
        m, game, seat = self.metrics, self.game, self.seat
        size = m.font("button")
        tail = [SheetButton(Rect(0, 0, 0, 0), L("game.undo"), self.undo, id="sheet:undo", style="quiet",
                       enabled=bool(self.table.session.actions), reason=L("game.nothing_to_undo"), size=size),
                SheetButton(Rect(0, 0, 0, 0), L("table_aurum.hide"), self.hide, id="sheet:hide", style="quiet", size=size)]
        if self.purpose == "bid":
            own = []
            if game.teams and not any(game.bids) and not game.aside:
                own.append(SheetButton(Rect(0, 0, 0, 0), words.LEFTOVERS, lambda: self.switch("aside"), id="leftovers",
                                  size=size))
            if game.bidding and not game.teams:  # 3p: bids in any order, each facing its seat
                own += [SheetButton(Rect(0, 0, 0, 0), words.to_bid(game.name(s)), lambda s=s: self.table.open_sheet(s, "bid"),
                               id=f"enter:{s}", size=size) for s in game.bidders() if s != seat]
            return [own + tail, own + tail[1:]]
        if self.purpose == "play" and game.trick:
            why = self.table.session.ask("stop_refusal", seat)
            stop = [SheetButton(Rect(0, 0, 0, 0), words.CANNOT_PLAY, lambda: self.stop(), id=f"stop:{seat}",
                           enabled=why is None, reason=why, size=size),
                    SheetButton(Rect(0, 0, 0, 0), L("table_aurum.show_hand"), lambda: self.switch("reveal"), id=f"reveal:{seat}",
                           enabled=why is None and game.hand_size[seat] > 0, reason=why or L("table_aurum.empty_hand"),
                           size=size)]
            return [stop + tail, stop + tail[1:]]
        if self.purpose == "play":
            if self.asking_who:
                return [[SheetButton(Rect(0, 0, 0, 0), words.CANCEL, lambda: self.ask_who(False), id="sheet:cancel",
                                style="quiet", size=size)]]
            # most direct first: a seat-and-gold button (one tap), a seat button (then the gold,
            # when it holds several), then "⇄ Swap" asking who (the seat-and-gold buttons there)
            # Undo keeps its place, by its symbol alone (as the frame's) before it goes
            by_gold, by_seat = self.swap_openers(by_gold=True), self.swap_openers(by_gold=False)
            chooser = [SheetButton(Rect(0, 0, 0, 0), words.SWAP, lambda: self.ask_who(True), id="sheet:swap", size=size)] \
                if by_seat else []
            undo = tail[0]
            short = [SheetButton(Rect(0, 0, 0, 0), ICONS["undo"], self.undo, id="sheet:undo", style="quiet",
                            enabled=undo.enabled, reason=undo.reason, size=size), tail[1]]
            return [by_gold + tail, by_gold + short, by_seat + tail, by_seat + short, chooser + tail, chooser + short,
                    chooser + tail[1:]]
        if self.purpose == "swap":
            return [[SheetButton(Rect(0, 0, 0, 0), words.CANCEL, self.back, id="sheet:cancel", style="quiet", size=size)]]
        back = "play" if self.purpose == "reveal" else "bid"
        return [[SheetButton(Rect(0, 0, 0, 0), words.CANCEL, lambda: self.switch(back), id="sheet:cancel", style="quiet",
                        size=size)] + tail[:1]]

    # -- taps ----------------------------------------------------------------------------------
    def tap_card(self, code: str) -> None:
        if self.purpose in MULTI:
            if code in self.chosen:
                self.chosen.remove(code)
            else:
                self.chosen.append(code)
            need = 2 if self.purpose == "aside" else self.game.hand_size[self.seat]
            if len(self.chosen) < need:
                self.app.invalidate()
                return
            cards = sorted(self.chosen, key=card_order)
            action = {"do": "aside", "cards": cards} if self.purpose == "aside" else \
                {"do": "stop", "player": self.seat, "hand": cards}
            if not self.done(action):
                self.chosen.remove(code)  # the refusal is shown; the other choices stay
            return
        if self.purpose == "swap":
            action = {"do": "swap", "player": self.seat, "gold": self.gold, "card": code, "bid_of": self.bid_of}
        else:
            action = {"do": self.purpose, "player": self.seat, "card": code}
        self.done(action)

    def done(self, action) -> bool:
        """Submit; on success this sheet closes (the table opens the next one)."""
        if not self.table.act(action):
            return False
        if self in self.app.stack:
            self.app.pop(self)
        return True

    def stop(self):
        self.done({"do": "stop", "player": self.seat})

    def switch(self, purpose: str) -> None:
        self.purpose, self.chosen = purpose, []
        if purpose == "aside":
            self.seat = None
        elif purpose == "bid" and self.seat is None:
            self.seat = self.game.to_act()
        self.app.invalidate()

    def ask_who(self, asking: bool) -> None:
        self.asking_who = asking
        self.app.invalidate()

    def pick(self, gold=None, bid_of=None):
        if gold is not None:
            self.gold = gold
        if bid_of is not None:
            self.bid_of = bid_of
        self.app.invalidate()

    def undo(self):
        self.app.undo()
        if self in self.app.stack:
            self.app.pop(self)

    def hide(self):
        self.table.hidden = len(self.table.session.actions)
        self.app.pop(self)

    def back(self):
        if self.purpose == "swap":
            self.app.pop(self)
        else:
            self.hide()

