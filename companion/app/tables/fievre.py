"""La Fièvre de l'Or at the table: the companion is the bank.

Each seat's panel shows that player's gold (a headline figure, always), score, mines by
town, Mayor cards, Governor, saloons, kept and waiting events (chips on the type scale, the
rest counted "+N"), and takes that player's entries: the auction (Pass, the next amounts as
one tap each, any amount; only affordable bids enabled), the choice an event asks for, the
Mustang jump and the Telegraph. The centre shows the turn, the cards on offer (tap to
take), the payment cascade, the dice roller (seeded and recorded, or dice rolled at the
table), production payouts and the final score. Entering the revealed cards, a custom
bid, physical dice and event choices open sheets (`fievre_sheets.py`), each facing the
seat that answers it.

What the rules leave no choice about (`forced.only_action`: a pass by a seat that cannot
outbid, the last card) is entered by the referee after a short pause that says so; Undo
goes back over it to the last choice a person made. After an action, the entry the rules
ask for next opens by itself (an event's choice at once; the next cards to turn over and a
dice-rolling table's pairs after a pause that shows the dice and what they paid).
"""

from __future__ import annotations

import random

import pygame

from companion import dice as dice_source
from companion import record as records
from companion.games.fievre import deck
from companion.games.fievre.cards import parse_card
from companion.games.fievre.words import announcement
from companion.games.fievre.forced import only_action, was_forced
from companion.games.fievre.game import AUCTION, CHOOSE, OVER, PRODUCTION, REVEAL

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import FrameLayout, Rect, columns, inset, rows
from companion.app.scenes.game import ICONS, GameScene, moment
from companion.app.tables import Table, register
from companion.app.widgets import Button, Label, Paragraph, wrap

from companion.app.tables.fievre_look import (GAIN, GOLD, LOSS, TINT, Dice, Flow, Key, card_cells, fits_button, signed,
                                              snug, town_tag, words)
from companion.app.tables.fievre_dice import COMPANION, TABLE, ask_before_undo, roller_refusal, with_undone_rolls
from companion.app.tables.fievre_sheets import (BidEntry, ChoiceSheet, DiceEntry, RevealEntry, TelegraphSheet,
                                                card_button, frozen)

ROLL_MS = 700       # the dice tumble this long after a tap on "Roll"
FORCED_MS = 900     # an action the rules leave no choice about is entered by itself after this pause
OPEN_MS = 1500      # the next entry (cards to turn over, dice pairs) opens by itself after this pause
# what a production does, as the engine logs it: collapses, pay, saloon fees, what follows
PRODUCTION_EVENTS = ("collapse", "production", "saloon", "shortfall", "mayor", "governor")


class FievreTable(GameScene):
    name = "fievre"
    panel_depth = 0.32

    def __init__(self, app, session):
        super().__init__(app, session)
        self.mustang: int | None = None      # seat that tapped "Mustang" and now picks a card
        self.seen_actions = -1
        self.rolling_until = 0
        self.rolling = False                 # the dice tumble on screen (already recorded)
        self.settled = True
        self.faces = (1, 1)
        self.forced: dict | None = None       # the action the rules leave no choice about, entered soon
        self.forced_at = 0
        self.opened_at = len(session.actions)   # the record length a sheet last opened by itself for
        self.pending: tuple[int, int, object] | None = None   # (record length, when, opener): opens soon
        self.action_heights: dict = {}     # (seat, width) -> the action row's height, this build
        self.worked_out: dict = {}         # what every panel asks again in a build (`once`)
        self.building: tuple | None = None   # (metrics, game) while a build runs: see `metrics`
        # seat -> (record, game, inputs, facts) of its last `seat_key` (the facts worked out
        # again only when the record or the table's own choices changed), and (boxes, chips)
        # laid out from this build's facts; the table's own (a table left keeps nothing)
        self.seat_facts_kept: dict[int, tuple] = {}
        self.seat_layout: dict[int, tuple] = {}

    # -- state read once per build ------------------------------------------------------------------
    @property
    def metrics(self):
        """The window's metrics; during a build, those it started with (asked a few hundred
        times a build, and neither the window nor the game changes while it runs)."""
        return self.building[0] if self.building is not None else self.app.metrics

    @property
    def game(self):
        return self.building[1] if self.building is not None else self.session.game

    def build(self):
        self.building = (self.app.metrics, self.session.game)
        try:
            self.build_table()
        finally:
            self.building = None

    def build_table(self):
        if len(self.session.actions) != self.seen_actions:
            grew = len(self.session.actions) > self.seen_actions >= 0   # not after an undo, nor on opening
            self.seen_actions = len(self.session.actions)
            self.mustang = None
            self.forced = only_action(self.game) if grew else None
            self.forced_at = pygame.time.get_ticks() + FORCED_MS
        self.step = self.game.step()
        self.deltas = self.production_deltas()
        self.action_heights: dict = {}   # (seat, width) -> height, for this build
        self.worked_out: dict = {}       # what every panel asks again in this build (seat actions, sizes)
        super().build()
        if self.game.phase == OVER:
            # the end is a look of its own (every seat's result): its pictures are kept apart
            # from the last turn's, so the last action undone and entered again (a die entered
            # wrong) blits both instead of repainting every seat's gold, score and note
            for panel in self.panels:
                panel.look = ("end", panel.look)

    def table_state(self):
        """What the build reads besides the record, the game and the `looks` (`GameScene.build_key`):
        the seat whose Mustang is armed (its button, the cards' taps), the action about to be
        entered by itself (that seat's note instead of its bids) and the record's length the
        build last settled on (`build_table`: a build on the same record settles nothing
        again). None while the dice tumble: their faces change at every frame."""
        if self.tumbling():
            return None
        return self.mustang, frozen(self.forced), self.seen_actions

    def production_deltas(self) -> list[int]:
        """Net gold per seat from the last production (shown until the next one)."""
        net = [0] * len(self.players)
        for move in self.game.last_production:
            if move.payer is not None:
                net[move.payer] -= move.amount
            if move.payee is not None:
                net[move.payee] += move.amount
        return net

    def seat_active(self, seat: int) -> bool:
        if self.game.phase == PRODUCTION:
            return self.game.can_telegraph(seat)
        return self.step.seat == seat

    # -- a seat's panel -------------------------------------------------------------------------------
    def frame_layout(self) -> FrameLayout:
        """At the end the action area takes one more button ("Résultats", "Ergebnis"): where it
        stood beside the centre, it becomes a row under it, in the same band. The panels stay
        where they were, their chips too (each seat's result comes in its note's row): the
        game's last tap repaints what it changed, not the whole screen."""
        frame = super().frame_layout()
        if self.game.phase != OVER or frame.actions.left < frame.center.right:
            return frame
        m = self.metrics
        center, actions = rows(frame.center.union(frame.actions), [1, m.target + m.gap], m.gap)
        return FrameLayout(frame.seats, center, actions)

    def seat_key(self, seat, panel) -> tuple:
        """Everything `build_seat` shows and lays out from (`GameScene.fill_seat` puts the
        panel's children back while it holds): worked out anew only when the record or the
        table's own choices changed. A build (after every tap, every tick of the dice, every
        tap in a sheet over the table) lays a seat out anew only when its facts changed: a
        seat a tap leaves alone keeps its children."""
        area = self.seat_area(panel)
        ui = self.seat_inputs(area)
        kept = self.seat_facts_kept.get(seat)
        if kept is not None and kept[0] is self.session.record and kept[1] is self.game and kept[2] == ui:
            self.seat_layout.pop(seat, None)   # (worked out again if this seat is laid out)
            return kept[3]
        inner = self.seat_inner(area)
        boxes = self.seat_boxes(seat, inner)
        chips = self.seat_groups(seat) if self.shows_chips(boxes[1]) else None
        facts = self.seat_facts(seat, ui, inner, boxes, chips)
        self.seat_facts_kept[seat] = (self.session.record, self.game, ui, facts)
        self.seat_layout[seat] = (boxes, chips)
        return facts

    def forget_seats(self) -> None:
        super().forget_seats()
        self.seat_facts_kept.clear()

    def build_seat(self, panel, seat, area):
        """The seat's panel laid out from its facts' boxes and chips (`seat_key`)."""
        laid = self.seat_layout.pop(seat, None)
        if laid is None:
            inner = self.seat_inner(area)
            boxes = self.seat_boxes(seat, inner)
            laid = boxes, (self.seat_groups(seat) if self.shows_chips(boxes[1]) else None)
        self.lay_out_seat(panel, seat, *laid, tuple(area))

    def seat_inner(self, area: Rect) -> Rect:
        """Where a seat's name, gold, chips and entries go inside its `seat_area`: a small
        margin, since that area already lies inside the turn's gold ring (a ring's width from
        the panel's edge on every panel): together a wider margin than a panel had before, and
        what a deeper one would take is a line of chips or the Mustang's note."""
        return inset(area, self.metrics.px(1))

    def seat_inputs(self, area) -> tuple:
        """What a seat's facts depend on besides the game: the panel's place, the window, the
        scale, the mode and the language (`looks`), the table's own choices (a Mustang armed,
        a pass about to be entered by itself)."""
        return tuple(area), self.looks, self.mustang, frozen(self.forced)

    def seat_facts(self, seat: int, ui: tuple, inner: Rect, boxes: list, chips) -> tuple:
        """Everything `lay_out_seat` shows and lays out from (`ui`: `seat_inputs`; `boxes`:
        `seat_boxes`; `chips`: the groups shown, or None): two equal facts give the same
        children (their words, places, looks and what a tap on them does)."""
        action = boxes[2]
        return (ui[0], self.players[seat], self.game.gold[seat], tuple(map(tuple, boxes[:2])),
                None if action is None else (tuple(action), self.action_facts(seat, inner.width)), chips)

    def seat_boxes(self, seat: int, inner: Rect) -> list:
        """[head, chips, action row or None] of a seat's panel: the name and gold (one row, or
        two where the longest name does not fit beside the gold), the action row (its room:
        `seat_room`), the chips in what is left."""
        head_h, room, small = self.head_height(inner.width), self.seat_room(seat, inner), self.metrics.px(3)
        if room:
            return rows(inner, [head_h, 1, room], small)
        # the chips come last: their last line may pass its box's foot by a little (`Flow`),
        # and only a little lies between it and the turn's ring (`seat_inner`): never onto it
        head, info = rows(inner, [head_h, 1], small)
        info.height -= Flow.past_foot(self.metrics.font("body"))
        return [head, info, None]

    def shows_chips(self, info: Rect) -> bool:
        """Whether the room left under the name and gold takes a line of chips."""
        return info.height >= Flow.line_height(self.metrics.font("small"))

    def action_facts(self, seat: int, width: int) -> tuple:
        """What the seat's action row shows and does (see `build_seat_action`)."""
        kind = self.seat_action(seat)
        if kind == "bids":   # amounts, refusals and what a tap enters: this very game's
            return kind, *moment(self.session)
        if kind == "choose":
            return kind, self.step.choice.event
        if kind == "mustang":
            return kind, self.mustang == seat
        if kind == "telegraph":
            return (kind,)
        return kind, self.shown_note(seat, width), self.seat_note_colour(seat)   # (a Message compares by its words)

    def seat_room(self, seat: int, inner: Rect) -> int:
        """The height of the seat's action row (0: none)."""
        # wall mode: every panel keeps the room of the largest action, so nothing moves in the
        # panel a bid passes to (the panels stand side by side: a jump is seen at once); an
        # armed Mustang's note is its seat's alone (one tap away, gone at the next): the other
        # panels keep its button's room, not their chips' lines
        room = max(self.action_height(s, inner) if s == seat or self.seat_action(s) != "mustang" else self.metrics.target
                   for s in range(self.game.n)) if self.app.mode == "wall" else self.action_height(seat, inner)
        head = self.head_height(inner.width) + self.metrics.px(3)
        if head + room <= inner.height:
            return room
        # a shallow panel keeps its name and gold first, then a button of its own (a Mustang's
        # with as much of what to do as the room left takes: `mustang_words`)
        button, kind = self.metrics.target, self.seat_action(seat)
        if kind == "mustang" and head + button <= inner.height:
            return self.mustang_height(seat, inner.width, inner.height - head - self.metrics.px(3))
        return button if kind in ("choose", "telegraph") and head + button <= inner.height else 0

    def lay_out_seat(self, panel, seat, boxes: list, chips, area: tuple):
        """Name and gold (a headline figure, one size for every seat), then what the seat must
        do (bids, a choice…), then its mines and status in chips over the room left (`chips`:
        the groups, or None where no line of them fits).

        A seat laid out again for its action row alone (the note saying who bids now, bids
        that come or go, a roll's result) puts its name, gold and chips back as they were
        (`Scene.keep`, keyed by what they show and where: `area` is the panel's place, and the
        keep adds the `looks`): most taps change some seats' rows and leave their heads and
        chips alone."""
        head, info, action = boxes
        self.keep(panel, ("head", seat), (area, tuple(head), self.players[seat], self.game.gold[seat]),
                  lambda: self.lay_out_head(panel, seat, head))
        if chips is not None:
            self.keep(panel, ("chips", seat), (area, tuple(info), chips),
                      lambda: self.lay_out_chips(panel, seat, info, chips))
        if action is not None:
            self.build_seat_action(panel, seat, action)

    def lay_out_head(self, panel, seat, head: Rect) -> None:
        """The name and the gold: beside each other, or the name above where the panel is narrow."""
        m = self.metrics
        if head.height > self.gold_height():   # a narrow panel: the name above the gold
            name_rect, gold_rect = rows(head, [1, self.gold_height()], 0)
        else:
            name_rect, gold_rect = columns(head, [1, self.gold_width()], m.gap)
        # every child of a seat panel has an id: a repaint matches children by it, so a note
        # that comes or goes does not make every child after it count as changed
        panel.add(Label(name_rect, self.players[seat], m.font("title"), bold=True, align="left", id=f"name:{seat}"))
        panel.add(Label(gold_rect, f"◉ {self.game.gold[seat]}", m.font("headline"), GOLD, bold=True, align="right",
                        id=f"gold:{seat}"))

    def lay_out_chips(self, panel, seat, info: Rect, chips) -> None:
        for line in Flow(info, chips, self.metrics.font("body"), id=f"mines:{seat}").lines():
            panel.add(line)

    def once(self, key, work):
        """`work()` worked out once per build: every panel asks the same sizes, and each seat's
        action, note and score are asked by its panel's layout, its row and (wall mode, where
        every panel keeps the room of the largest action) every other panel."""
        if key not in self.worked_out:
            self.worked_out[key] = work()
        return self.worked_out[key]

    def gold_width(self) -> int:
        """The gold figure's width: three digits at the headline size, so 10 and 100 gold are
        drawn alike and every panel's figure has one size."""
        m = self.metrics
        return self.once("gold width", lambda: theme.text_size("◉ 000", theme.snap(m.font("headline")), True)[0] + m.px(2))

    def gold_height(self) -> int:
        return self.once("gold height", lambda: theme.text_size("◉ 0", theme.snap(self.metrics.font("headline")), True)[1])

    def head_height(self, width: int) -> int:
        return self.once(("head", width), lambda: self.measure_head(width))

    def measure_head(self, width: int) -> int:
        """One row (name beside the gold) when the panel is wide enough, else two."""
        m = self.metrics
        # the longest name at the table decides for every panel (their heads stay alike)
        size = theme.snap(m.font("title"))
        widest = max(theme.text_size(name, size, True)[0] for name in self.players)
        if widest + m.gap + self.gold_width() <= width:
            return self.gold_height()
        return self.gold_height() + theme.text_size("W", size, True)[1]

    def seat_groups(self, seat: int) -> tuple:
        """The seat's score, mines by town, offices, saloons and events, as chips (groups of
        (words, tint or None) kept together on a line)."""
        status = self.status_groups(seat)
        return tuple(map(tuple, status[:1] + self.mine_groups(seat) + status[1:]))

    def action_height(self, seat: int, inner: Rect) -> int:
        """Buttons get a finger's room (bids: as many rows as `bid_plan` needs); a note a line.
        Asked once per seat and width in a build (a wall's panels all keep the largest: n² asks)."""
        key = (seat, inner.width)
        if key not in self.action_heights:
            self.action_heights[key] = self.measure_action(seat, inner.width)
        return self.action_heights[key]

    def measure_action(self, seat: int, width: int) -> int:
        m = self.metrics
        kind = self.seat_action(seat)
        if kind == "bids":
            lines, _, _ = self.bid_plan(width)
            return lines * (m.target + m.apart) - m.apart
        if kind == "mustang":
            return self.mustang_height(seat, width)
        if kind != "note":
            return m.target
        note = say(self.seat_note(seat), self.app.lang)
        size = theme.snap(m.font("small"))
        if not note:
            # the roll's result comes here once the dice are in (`find_seat_note`): its line is
            # kept while they are awaited, so the chips above do not flow anew (at another size,
            # on other lines) when it comes — a tap repaints the note alone
            awaited = self.step.kind == "roll" or self.game.phase == PRODUCTION
            return Flow.line_height(size) if awaited else 0
        if self.game.phase == OVER and not self.one_line(note, width):
            note = self.short_score(seat)   # as build_seat_action draws it
        return self.note_height(note, width)

    def note_height(self, note: str, width: int) -> int:
        """A seat's note `width` wide: its lines at the smallest step (three at most)."""
        size = theme.snap(self.metrics.font("small"))
        return Flow.line_height(size) * min(3, len(wrap(note, width, size, True)))

    def mustang_words(self, seat: int, width: int, height: int | None = None) -> tuple:
        """(the Mustang button's words, a note above it or None) in a row `width` wide and at
        most `height` high (None: as high as it asks). "Mustang: tap a card" where it shows
        whole on the button; else the button says "Mustang", or armed "✓ Mustang" with what to
        do on lines of its own above it ("Tap a card in the centre", else "Tap a card") where
        the row has their room; where it has none, the button itself says "✓ Tap a card": once
        armed, what to do matters more than the name (the ticked gold button says it is armed,
        the seat's chips name its Mustang), and a seat never loses what to do."""
        m = self.metrics
        armed = self.mustang == seat
        label = words("mustang_on") if armed else words("mustang")
        lang = self.app.lang
        button = Rect(0, 0, width, m.target)
        if Button.shows_whole(say(label, lang), button, m.font("button")):
            return label, None
        name = deck.event("mustang").name.get(lang)
        if not armed:
            return name, None
        for note in (words("mustang_tap"), words("mustang_tap_short")):
            if height is None or self.mustang_row(note, width) <= height:
                return f"✓ {name}", note
        short = f"✓ {say(words('mustang_tap_short'), lang)}"
        return (short if Button.shows_whole(short, button, m.font("button")) else f"✓ {name}"), None

    def mustang_height(self, seat: int, width: int, height: int | None = None) -> int:
        """The height of the Mustang's row as `mustang_words` lays it out (`height`: at most)."""
        return self.mustang_row(self.mustang_words(seat, width, height)[1], width)

    def mustang_row(self, note, width: int) -> int:
        """A Mustang button's row with `note` (or None) above it: the note is the button's
        caption, not a target, so a gap (not 2 mm) parts them."""
        m = self.metrics
        return m.target + (m.gap + self.note_height(say(note, self.app.lang), width) if note else 0)

    def bid_widths(self) -> tuple[int, int, int]:
        """(Pass, one amount, Other…) button widths: the words on one line, at least 9 mm."""
        m = self.metrics
        size = theme.snap(m.font("button"))
        pad = 2 * max(8, m.target // 5)   # a button's own inner edge
        width = (lambda text: max(m.target, theme.text_size(say(text, self.app.lang), size, True)[0] + pad))
        return width(words("pass")), width("00"), width(words("bid_other"))   # bids run to two digits

    def bid_plan(self, width: int) -> tuple[int, list[Rect], str]:
        """Where the bid buttons go in a row `width` wide, from (0, 0): (rows, [Pass, amounts…,
        Other] cells, Other's words). One row of Pass, at least two amounts and Other… when
        it fits; else two rows: Pass (and Other…) above, the amounts below (Other as "…" at
        the end of the amounts when its words do not fit beside Pass)."""
        m = self.metrics
        gap, target = m.apart, m.target
        pass_w, amount_w, other_w = self.bid_widths()
        for other, need, label in ((other_w, 2, "words"), (target, 1, "short")):   # "…" when the words do not fit
            across = min(5, (width - pass_w - other - gap) // (amount_w + gap))
            if across >= need:
                left = pass_w + gap
                amounts = columns(Rect(left, 0, width - left - other - gap, target), [1] * across, gap)
                return 1, [Rect(0, 0, pass_w, target)] + amounts + [Rect(width - other, 0, other, target)], label
        per_row = max(1, min(5, (width + gap) // (amount_w + gap)))
        below = Rect(0, target + gap, width, target)
        if pass_w + gap + other_w <= width:
            top = columns(Rect(0, 0, width, target), [pass_w, other_w], gap)
            return 2, [top[0]] + columns(below, [1] * per_row, gap) + [top[1]], "words"
        if pass_w + gap + target <= width:   # Pass and "…" above, a row of amounts below
            top = columns(Rect(0, 0, width, target), [pass_w, target], gap)
            return 2, [top[0]] + columns(below, [1] * per_row, gap) + [top[1]], "short"
        cells = columns(below, [1] * max(2, per_row), gap)   # the last amount's place is Other's
        return 2, [Rect(0, 0, width, target)] + cells, "short"

    def owned(self, seat: int) -> list:
        """The seat's concessions (its chips and, at the end, its score ask them), by card:
        every seat's sorted out in one pass a build (the rules sort all concessions per ask)."""
        return self.once("owned", self.owned_by_seat)[seat]

    def owned_by_seat(self) -> list[list]:
        by_seat: list[list] = [[] for _ in self.players]
        for concession in sorted(self.game.concessions.values(), key=lambda c: c.id):
            by_seat[concession.owner].append(concession)
        return by_seat

    def mine_groups(self, seat: int) -> list[list[tuple[str, tuple | None]]]:
        owned = self.owned(seat)
        if not owned:
            return [[(words("no_mines").get(self.app.lang), None)]]
        groups = []
        for town in deck.TOWN_IDS:
            mines = [c for c in owned if c.town == town]
            if mines:
                numbers = " ".join(f"{c.roll}{'+' if c.vein else ''}{'!' if c.dangerous else ''}" for c in mines)
                groups.append([(town_tag(town), TINT[town]), (numbers, None)])
        return groups

    def status_groups(self, seat: int) -> list[list[tuple[str, tuple | None]]]:
        g, lang = self.game, self.app.lang
        groups = [[(words("score", n=g.score(seat)).get(lang), None)]]
        for town, mayor in g.mayors.items():
            if mayor == seat:
                governor = "+★" if g.governor == town else ""
                groups.append([(f"♛{town_tag(town)}{governor}", TINT[town])])
        for saloon in sorted(g.saloons.values(), key=lambda s: s.id):
            if saloon.owner == seat:
                girls = " ♥" if saloon.girls else ""
                groups.append([(f"{words('saloon').get(lang)} {town_tag(saloon.town)}{girls}", TINT[saloon.town])])
        for event_id, _ in g.held[seat]:
            groups.append([(deck.event(event_id).name.get(lang), None)])
        for event_id, _ in g.unplaced[seat]:
            groups.append([(f"{deck.event(event_id).name.get(lang)} ({words('waiting').get(lang)})", None)])
        return groups

    def seat_action(self, seat: int) -> str:
        return self.once(("action", seat), lambda: self.find_seat_action(seat))

    def find_seat_action(self, seat: int) -> str:
        """What the seat's action row holds: bids, choose, telegraph, mustang, or a note."""
        g = self.game
        if g.phase == AUCTION and seat == g.bidder:
            # about to pass by itself (cannot outbid): the seat reads why instead of buttons
            return "note" if self.forced == {"do": "pass", "player": seat} else "bids"
        if self.step.kind == "choose" and self.step.choice.seat == seat:
            return "choose"
        if g.can_telegraph(seat):
            return "telegraph"
        if seat in g.mustang_holders():
            return "mustang"
        return "note"

    def build_seat_action(self, panel, seat, rect):
        m = self.metrics
        size = m.font("button")
        if self.seat_action(seat) != "bids":   # a single button or note: one target high, at the bottom
            rect = Rect(rect.left, rect.bottom - min(rect.height, max(m.target, self.action_height(seat, rect))),
                        rect.width, min(rect.height, max(m.target, self.action_height(seat, rect))))
        kind = self.seat_action(seat)
        if kind == "bids":
            self.build_bids(panel, seat, rect)
        elif kind == "choose":
            event = deck.event(self.step.choice.event).name
            panel.add(Button(rect, L("tables.fievre.choose", event=event), self.open_choice, style="primary", id=f"choose:{seat}",
                             size=size))
        elif kind == "telegraph":
            panel.add(Button(rect, words("telegraph"), self.open_telegraph(seat), style="primary",
                             id=f"telegraph:{seat}", size=size))
        elif kind == "mustang":
            label, note = self.mustang_words(seat, rect.width, rect.height)
            if note is not None:
                note_rect, rect = rows(rect, [1, m.target], m.gap)
                panel.add(snug(Paragraph(note_rect, note, m.font("small"), GOLD, bold=True, valign="center",
                                         id=f"note:{seat}"), self.app))
            panel.add(Button(rect, label, self.toggle_mustang(seat), selected=self.mustang == seat,
                             id=f"mustang:{seat}", size=size))
        else:
            note = self.shown_note(seat, rect.width)
            panel.add(snug(Paragraph(rect, note, m.font("small"), self.seat_note_colour(seat), bold=True,
                                     valign="center", id=f"note:{seat}"), self.app))

    def seat_note(self, seat: int):
        return self.once(("note", seat), lambda: self.find_seat_note(seat))

    def shown_note(self, seat: int, width: int):
        """The note as its row shows it, `width` wide: at the end, the sum alone where the
        words do not fit on a line."""
        return self.once(("shown note", seat, width), lambda: self.fitted_note(seat, width))

    def fitted_note(self, seat: int, width: int):
        note = self.seat_note(seat)
        if self.game.phase == OVER and not self.one_line(say(note, self.app.lang), width):
            return self.short_score(seat)
        return note

    def find_seat_note(self, seat: int):
        g = self.game
        if g.phase == AUCTION:
            if self.forced is not None and self.forced == {"do": "pass", "player": seat}:
                return words("auto_pass", bid=g.bid)   # said before it happens, facing the seat
            if seat in g.passed:
                return words("passed")
            return words("bid_by", n=g.bid) if g.high == seat else self.shared_note()
        if self.step.kind == "take" and self.step.seat == seat:
            return words("take_here")
        if g.phase == CHOOSE and self.step.kind == "take":
            return self.shared_note()
        if g.phase == OVER:
            return words("score_line", **self.score_parts(seat))
        if g.phase == REVEAL and g.rounds:
            return f"{words('roll_result', sum=sum(g.rounds[-1]['roll'])).get(self.app.lang)}: {signed(self.deltas[seat])} ◉"
        return ""

    def shared_note(self):
        """Around a table, what happens now (who bids, and the bid; who takes) in the panel of
        each seat with nothing of its own to read, facing it: the centre faces one side only."""
        return self.instruction() if self.app.mode == "table" else ""

    def score_parts(self, seat: int) -> dict:
        return self.once(("score", seat), lambda: self.count_score(seat))

    def count_score(self, seat: int) -> dict:
        """The final score's parts: gold, mines' production values, 5 per Mayor card, the sum."""
        g = self.game
        return {"gold": g.gold[seat], "mines": sum(c.value for c in self.owned(seat)),
                "mayors": 5 * sum(1 for mayor in g.mayors.values() if mayor == seat), "score": g.score(seat)}

    def short_score(self, seat: int) -> str:
        return "{gold} + {mines} + {mayors} = {score}".format(**self.score_parts(seat))

    def seat_note_colour(self, seat: int):
        if self.step.kind == "take" and self.step.seat == seat:
            return GOLD
        if self.game.phase == OVER:
            return GOLD if seat in self.winners() else theme.INK
        delta = self.deltas[seat] if self.game.phase == REVEAL else 0
        return GAIN if delta > 0 else LOSS if delta < 0 else theme.INK_SOFT

    def build_bids(self, panel, seat, rect):
        """Pass, the next amounts (a raise is one tap; the button says the bid it makes) and any
        amount; a bid the seat cannot afford is disabled with the reason."""
        m = self.metrics
        g = self.game
        size = m.font("button")
        _, cells, other = self.bid_plan(rect.width)
        cells = [cell.move(rect.left, rect.top) for cell in cells]
        panel.add(Button(cells[0], words("pass"), self.act({"do": "pass", "player": seat}, seat), style="danger",
                         id=f"pass:{seat}", size=size))
        for step, cell in enumerate(cells[1:-1], start=1):
            amount = g.bid + step
            action = {"do": "bid", "player": seat, "amount": amount}
            refusal = self.session.ask("why_not", action)
            panel.add(Button(cell, str(amount), self.act(action, seat), style="primary",
                             id=f"bid:{seat}:+{step}", enabled=refusal is None, reason=refusal, size=size))
        low = g.bid_range(seat)
        refusal = None if low else self.session.ask("why_not", {"do": "bid", "player": seat, "amount": g.bid + 1})
        panel.add(Button(cells[-1], words("bid_other") if other == "words" else "…", self.open_bid(seat),
                         id=f"bid:{seat}:other", enabled=refusal is None, reason=refusal, size=size))

    # -- the centre -------------------------------------------------------------------------------------
    def build_center(self, area):
        """What happens now (always), then — while the cards or dice keep a finger's room — the
        auction's cascade and the turn and pile."""
        m = self.metrics
        g = self.game
        inner = inset(area, m.px(6))
        turn = (L("tables.fievre.turn", turn=g.turn, pile=g.pile) if g.turn  # no "Turn 0" before the first reveal
                else L("tables.fievre.pile", pile=g.pile)).get(self.app.lang)
        doing = self.instruction().get(self.app.lang)
        line = self.line_height()
        keep = self.least_below(inner.width)   # the cards, dice or buttons below keep at least this
        if self.one_line(f"{turn} · {doing}", inner.width) and inner.height - line >= keep:
            status, main = rows(inner, [line, 1], m.px(4))
            self.add(Label(status, f"{turn} · {doing}", m.font("small"), theme.INK_SOFT, id="status"))
        else:
            lines, turn_lines = self.lines_for(doing, inner.width), self.lines_for(turn, inner.width)
            with_turn = inner.height - line * (lines + turn_lines) >= keep + self.extra_height(inner.width)
            status, main = rows(inner, [line * (lines + turn_lines * with_turn), 1], m.px(4))
            if with_turn:
                first, status = rows(status, [line * turn_lines, line * lines])   # px: a weight > 1 is fixed
                self.add(Paragraph(first, turn, m.font("small"), theme.INK_SOFT, valign="center"))
            self.add(Paragraph(status, doing, m.font("small"), theme.INK, id="status", valign="center"))
        if g.phase == OVER:
            self.build_end(main)
        elif g.phase == REVEAL:
            self.build_reveal(main)
        elif g.phase == PRODUCTION or (g.phase == CHOOSE and not g.offer and self.step.kind == "roll"):
            self.build_dice(main)
        else:
            self.build_offer(main)

    def least_below(self, width: int) -> int:
        """The height the cards on offer (in as many rows as a finger's width allows), the dice
        or the buttons under the centre's text need at least."""
        m = self.metrics
        count = len(self.revealed_this_turn()) if self.game.phase in (AUCTION, CHOOSE) else 1
        across = max(1, (width + m.apart) // (m.target + m.apart))
        lines = max(1, -(-count // across))
        return lines * (m.target + m.apart) + m.px(4)

    def extra_height(self, width: int) -> int:
        """The room the cascade line above the cards would take."""
        text = self.offer_line()
        return self.line_height() * self.lines_for(text, width) if text else 0

    def line_height(self) -> int:
        """One line of the centre's text at the scale's smallest step."""
        return theme.line_height(theme.snap(self.metrics.font("small")), True) + self.metrics.px(2)

    def one_line(self, text: str, width: int) -> bool:
        return theme.text_size(text, theme.snap(self.metrics.font("small")), True)[0] <= width

    def lines_for(self, text: str, width: int) -> int:
        """Lines the centre gives `text` at the smallest step (three at most)."""
        return 1 if self.one_line(text, width) else min(3, len(wrap(text, width, theme.snap(self.metrics.font("small")),
                                                                 True)))

    def instruction(self):
        g, step = self.game, self.step
        name = (lambda seat: self.players[seat])
        if step.kind == "reveal":
            return words("to_reveal")
        if step.kind == "bid":
            return words("to_bid", who=name(step.seat), bid=g.bid) if g.high is not None else words("no_bid", who=name(step.seat))
        if step.kind == "take":
            return words("to_take", who=name(step.seat))
        if step.kind == "choose":
            return words("to_choose", who=name(step.seat), event=deck.event(step.choice.event).name)
        if step.kind == "roll":
            return words("to_roll", who=name(g.first))
        if step.kind == "telegraph":
            return words("to_produce")
        return self.winner_text()

    def winners(self) -> list[int]:
        return self.once("winners", self.game.winners)

    def winner_text(self):
        g = self.game
        winners = self.winners()
        names = ", ".join(self.players[s] for s in winners)
        score = g.score(winners[0]) if winners else 0
        return words("winners" if len(winners) > 1 else "winner", who=names, score=score)

    def build_reveal(self, area):
        m = self.metrics
        count = min(len(self.players), self.game.pile)
        label = words("reveal", n=count)
        if self.game.rounds:
            def split(beside: bool):
                def make():
                    # under the result: a third of the centre, a finger's height at least
                    under = max(m.target, min(2 * m.target, area.height * 35 // 100))
                    left, right = columns(area, [0.58, 0.42], m.gap) if beside else rows(area, [1, under], m.gap)
                    height = min(right.height, 2 * m.target)
                    return left, [Rect(right.left, right.centery - height // 2, right.width, height)]
                return make
            # the button beside the roll's result in a wide centre, under it in a tall one or
            # where beside it its words would be cut ("4 Karten aufdecken")
            layouts = [split(False)] if area.height > area.width * 0.8 else [split(True), split(False)]
            left, (button,) = self.first_whole(layouts, [label], m.font("title"))
            self.build_roll_result(left)
        else:
            button = Rect(0, 0, min(area.width, m.px(360)), min(area.height, 2 * m.target))
            button.center = area.center
        self.add(Key(button, label, self.open_reveal, style="primary", id="reveal", size=m.font("title")))

    def build_roll_result(self, area):
        """The last roll, big, and who got what from it."""
        m = self.metrics
        dice_rect, lines = rows(area, [0.4, 0.6], m.px(2))   # the breakdown needs the room more than the dice
        self.add(Dice(dice_rect, self.shown_dice(), id="dice"))
        text = self.payout_text()
        size = theme.snap(m.font("small"))
        if len(wrap(text, lines.width, size)) * theme.line_height(size) > lines.height:
            text = self.net_text()   # the breakdown does not fit: each seat's net (its panel says it too)
        self.add(Paragraph(lines, text, m.font("small"), theme.INK))

    def net_text(self) -> str:
        parts = [f"{self.players[seat]} {signed(delta)}" for seat, delta in enumerate(self.deltas) if delta]
        return " · ".join(parts) or words("nothing_paid", sum=sum(self.shown_dice() or (0,))).get(self.app.lang)

    def shown_dice(self):
        if self.tumbling():
            return self.faces
        if self.game.phase == PRODUCTION:
            return tuple(self.game.dice)
        return tuple(self.game.rounds[-1]["roll"]) if self.game.rounds else None

    def payout_text(self) -> str:
        """The last production piece by piece, as the engine logged it: each mine's pay, each
        saloon fee, collapses, shortfalls and mayor changes ("Ana +2 (Red 7) · Ana → Ben 2
        (saloon)"), so nobody has to work out how a net figure came about."""
        lang = self.app.lang
        parts = [say(announcement(event.message), lang) for event in self.production_events_of(self.game)]
        if not parts:
            return words("nothing_paid", sum=sum(self.shown_dice() or (0,))).get(lang)
        return " · ".join(parts)

    @staticmethod
    def production_events_of(game) -> list:
        """The game-log events of the last production (after its roll or pay-out), or none."""
        log = game.log
        for index in range(len(log) - 1, -1, -1):
            if log[index].kind in ("roll", "produce", "turn"):
                return [e for e in log[index + 1:] if e.kind in PRODUCTION_EVENTS] if log[index].kind != "turn" else []
        return []

    def offer_line(self) -> str | None:
        """Above the cards: where the price goes (paid, or would go at the current bid), or
        what a Hold-up's dice said."""
        g = self.game
        line = self.cascade_text() if g.phase == CHOOSE else None
        if g.phase == AUCTION and g.high is not None:
            line = self.cascade_text(g.high, g.bid, preview=True)
        return self.holdup_text() or line

    def build_offer(self, area):
        m = self.metrics
        g = self.game
        line = self.offer_line()
        parts = [area]
        height = self.line_height() * self.lines_for(line, area.width) if line else 0
        if line and area.height - height >= self.least_below(area.width):   # only while the cards keep a finger's room
            parts = rows(area, [height, 1], m.px(4))
            self.add(Paragraph(parts[0], line, m.font("small"), theme.INK, id="cascade", valign="center"))
        cards_rect = parts[-1]
        ids = [i for i in range(g.next_id - len(self.revealed_this_turn()), g.next_id)]
        gap = m.apart if g.phase == CHOOSE else m.gap   # cards to tap are 2 mm apart; on show, closer
        for card_id, cell in zip(ids, card_cells(cards_rect, len(ids), gap, aspect=1.0, least=m.target)):
            card = g.cards[card_id]
            if card_id not in g.offer:
                taker = self.taker_of(card_id)
                name = self.players[taker] if taker is not None else ""
                self.add(Label(cell, name if self.one_line(name, cell.width) else "✓", m.font("small"),
                               theme.INK_SOFT))
                continue
            action = self.take_action(card_id)
            refusal = self.session.ask("why_not", action) if action else None
            on_tap = self.act(action, None) if action and g.phase == CHOOSE else None
            self.add(card_button(cell, card, on_tap, m, id=f"offer:{card_id}",
                                 enabled=g.phase != CHOOSE or refusal is None, reason=refusal))

    def revealed_this_turn(self) -> list[int]:
        for action in reversed(self.session.actions):
            if action.get("do") == "reveal":
                return action["cards"]
        return []

    def taker_of(self, card_id: int) -> int | None:
        for action in reversed(self.session.actions):
            if action.get("do") == "take" and action.get("card") == card_id:
                return action["player"]
        return None

    def take_action(self, card_id: int) -> dict | None:
        g = self.game
        if self.mustang is not None:
            return {"do": "take", "player": self.mustang, "card": card_id, "mustang": True}
        seat = self.step.seat if self.step.kind == "take" else g.next_chooser()
        return {"do": "take", "player": seat, "card": card_id} if seat is not None else None

    def holdup_text(self) -> str | None:
        """Right after a Hold-up, what the dice said (the record holds the dice)."""
        last = self.session.actions[-1] if self.session.actions else {}
        if last.get("do") != "event" or last.get("event") != "holdup":
            return None
        total, number = sum(last["dice"]), last["number"]
        robbed = [m for m in self.game.ledger[-1:] if m.reason == "holdup"]
        outcome = words("holdup_hit", who=self.players[last["victim"]], n=robbed[0].amount) if total >= number and robbed \
            else words("holdup_miss")
        return f"{words('holdup_roll', a=last['dice'][0], b=last['dice'][1], sum=total, n=number).get(self.app.lang)} {outcome.get(self.app.lang)}"

    def cascade_text(self, winner: int | None = None, price: int | None = None, preview: bool = False) -> str:
        """Where the auction's price goes: paid (after the auction) or would go (the current bid)."""
        g, lang = self.game, self.app.lang
        winner = g.winner if winner is None else winner
        price = g.price if price is None else price
        if price == 0:
            return words("won_free", who=self.players[winner]).get(lang)
        shares = " · ".join(f"{self.players[s] if s is not None else words('bank').get(lang)} +{a}"
                            for s, a in g.cascade(price, winner))
        head = words("if_paid" if preview else "paid", who=self.players[winner], price=price).get(lang)
        return f"{head} {shares}"

    def first_whole(self, layouts, labels, size: int) -> tuple:
        """The first of `layouts` (callables giving (content, [button cells])) whose buttons
        show their `labels` whole at `size`; else the last: a button's words are never cut
        where another arrangement of the same room shows them."""
        lang = self.app.lang
        for make in layouts:
            content, cells = make()
            if all(Button.shows_whole(say(label, lang), cell, size) for label, cell in zip(labels, cells)):
                break
        return content, cells

    def dice_buttons(self, buttons: Rect) -> list[Rect]:
        """The two cells under or beside the dice: one above the other where a finger's room
        each fits, else side by side (a low centre); 2 mm apart."""
        m = self.metrics
        gap = m.apart
        if buttons.height >= 2 * m.target + gap:
            height = min(m.px(64), (buttons.height - gap) // 2)
            return rows(Rect(buttons.left, buttons.centery - height - gap // 2, buttons.width, 2 * height + gap),
                        [1, 1], gap)
        height = min(buttons.height, m.px(64))
        return columns(Rect(buttons.left, buttons.centery - height // 2, buttons.width, height), [1, 1], gap)

    def dice_layout(self, area: Rect, labels) -> tuple[Rect, list[Rect]]:
        """(dice, [button cells]): the dice beside the buttons (a wide centre) or above them
        (a tall one), half and half; where that cuts a button's words ("Würfeln", "Dice at
        the table" side by side in a portrait centre), the buttons one above the other across
        the whole centre, a finger high each, and the dice in the room left above them."""
        m = self.metrics
        tall = area.height > area.width * 0.8

        def halves():
            dice_rect, buttons = rows(area, [0.5, 0.5], m.gap) if tall else columns(area, [0.6, 0.4], m.gap)
            return dice_rect, self.dice_buttons(buttons)

        def stacked():
            dice_rect, buttons = rows(area, [1, 2 * m.target + m.apart], m.gap)
            return dice_rect, self.dice_buttons(buttons)

        room = area.height - 2 * m.target - m.apart - m.gap >= m.target   # the dice keep a finger's height
        return self.first_whole([halves, stacked] if room else [halves], labels, m.font("button"))

    def build_dice(self, area):
        m = self.metrics
        g = self.game
        labels = [words("produce")] if g.phase == PRODUCTION else [words("roll"), words("physical")]
        dice_rect, cells = self.dice_layout(area, labels)
        self.add(Dice(dice_rect, self.shown_dice() if g.phase == PRODUCTION or self.tumbling() else None, id="dice"))
        if g.phase == PRODUCTION:
            self.add(Key(cells[0], words("produce"), self.act({"do": "produce"}, None), style="primary",
                         id="produce", size=m.font("button")))
            holders = ", ".join(self.players[s] for s in g.telegraph_holders())
            self.add(Label(cells[1], f"{words('telegraph').get(self.app.lang)}: {holders}", m.font("small"), theme.INK_SOFT))
            return
        # a turn already rolled (then undone) takes only the same roller's dice again
        refusal = roller_refusal(g, COMPANION)
        self.add(Key(cells[0], words("roll"), self.roll, style="primary", id="roll", size=m.font("button"),
                     enabled=refusal is None, reason=refusal))
        refusal = roller_refusal(g, TABLE)
        self.add(Key(cells[1], words("physical"), self.open_dice, id="physical", size=m.font("button"),
                     enabled=refusal is None, reason=refusal))

    def build_end(self, area):
        m = self.metrics
        self.add(Label(area, self.winner_text(), m.font("huge"), GOLD, bold=True, id="winner"))

    # -- taps -------------------------------------------------------------------------------------------
    def act(self, action: dict, seat: int | None):
        def apply():
            if self.app.submit(action, near=self.near(seat)):
                self.open_next()
        return apply

    def near(self, seat: int | None):
        """Where a toast about `seat`'s entry goes: its panel's first child (none for the table)."""
        panel = self.panels[seat] if seat is not None and 0 <= seat < len(self.panels) else None
        return panel.children[0] if panel is not None and panel.children else None

    def shown(self):
        self.open_next()   # back from a sheet that entered an action

    def open_next(self):
        """After an accepted action, the entry the rules ask for next opens by itself, once per
        action (Cancel leaves it to its button): a card just taken needs its choice (R-8); after
        the production the next cards are turned over; a table that rolls its own dice gets the
        pairs to tap. Nothing opens on resuming a game or after an undo."""
        count = len(self.session.actions)
        if self.app.top is not self or count <= self.opened_at:
            self.opened_at = min(self.opened_at, count)   # after an undo: the next action counts again
            return
        self.opened_at = count
        step, last = self.game.step(), self.session.actions[-1]
        if step.kind == "choose" and step.choice is not None:
            self.app.push(ChoiceSheet(self.app, step.choice))
        elif step.kind == "reveal" and last.get("do") in ("roll", "produce"):
            # after a pause: everyone sees the dice and what they paid (and may still undo)
            self.pending = (count, pygame.time.get_ticks() + OPEN_MS, self.open_reveal)
        elif step.kind == "roll" and self.table_rolls() and roller_refusal(self.game, TABLE) is None:
            self.pending = (count, pygame.time.get_ticks() + OPEN_MS, self.open_dice)

    def open_pending(self) -> None:
        """Open the entry waiting for its pause, unless the record changed or another screen
        is on top meanwhile."""
        pending, self.pending = self.pending, None
        if pending is not None and pending[0] == len(self.session.actions) and self.app.top is self:
            pending[2]()

    def table_rolls(self) -> bool:
        """Whether this table rolls its own dice: its last production roll was entered from them."""
        rolled = [a for a in self.session.actions if a.get("do") == "roll"]
        return bool(rolled) and rolled[-1].get("by") == TABLE

    def toggle_mustang(self, seat):
        def apply():
            self.mustang = None if self.mustang == seat else seat
            self.app.invalidate()
        return apply

    def open_bid(self, seat):
        return lambda: self.app.push(BidEntry(self.app, seat))

    def open_choice(self):
        if self.step.kind == "choose":
            self.app.push(ChoiceSheet(self.app, self.step.choice))

    def open_telegraph(self, seat):
        return lambda: self.app.push(TelegraphSheet(self.app, seat))

    def open_reveal(self):
        news = None
        if self.game.rounds:   # the sheet covers the table: it says what the last roll paid
            news = f"{words('roll_result', sum=sum(self.game.rounds[-1]['roll'])).get(self.app.lang)}: {self.net_text()}"
        self.app.push(RevealEntry(self.app, min(len(self.players), self.game.pile), news=news))

    def open_dice(self):
        self.app.push(DiceEntry(self.app, lambda rolled: {"do": "roll", "dice": rolled, "by": TABLE},
                                seat=self.game.first))  # the turn's first player rolls

    def roll(self):
        """Roll the seeded dice (R-5): recorded at once, then shown tumbling for a moment."""
        rolled = list(self.game.next_dice())
        if self.app.submit({"do": "roll", "dice": rolled, "by": COMPANION}):
            self.rolling_until = pygame.time.get_ticks() + ROLL_MS
            self.rolling, self.settled = True, False
            self.open_next()

    # -- what the rules leave no choice about: no tap (forced.only_action) ---------------------------
    def enter_forced(self) -> None:
        """After a short pause (everyone sees whose card it is, or who cannot outbid), the forced
        action is entered; an undo or any other entry in between cancels it (it was worked out
        for that state)."""
        action, self.forced = self.forced, None
        if action is not None and len(self.session.actions) == self.seen_actions and self.app.top is self:
            if self.app.submit(action, near=self.near(action.get("player"))):
                self.open_next()

    def undo_to_choice(self) -> None:
        """Undo the last action and, past any the referee entered by itself (the only legal
        one then), back to the last choice a person made: otherwise the forced action would
        come straight back."""
        gone = []
        while self.session.actions:
            action = self.session.actions[-1]
            gone.append(say(self.log_lines()[-1], self.app.lang))
            if not self.app.undo() or not was_forced(self.game, action):
                break
        if len(gone) > 1:   # one message for all of it, the referee's own entries included
            self.app.toast(L("game.undone", what=" · ".join(gone)))

    # -- the dice animation -----------------------------------------------------------------------------
    def animating(self) -> bool:
        return self.forced is not None or self.waiting_to_open() or self.tumbling()

    def waiting_to_open(self) -> bool:
        """An entry will open by itself (for the record as it is: an undo cancels it)."""
        return self.pending is not None and self.pending[0] == len(self.session.actions)

    def tumbling(self) -> bool:
        """The dice still tumble on screen (the roll itself is already recorded)."""
        return self.rolling and (pygame.time.get_ticks() < self.rolling_until or not self.settled)

    def tick(self, now_ms: int) -> None:
        if self.forced is not None and now_ms >= self.forced_at:
            self.enter_forced()
        if self.pending is not None and (now_ms >= self.pending[1] or not self.waiting_to_open()):
            self.open_pending()
        if not self.rolling:
            return
        if now_ms >= self.rolling_until:     # one last frame shows the real dice, then sleep
            self.rolling, self.settled = False, True
            return
        shaker = random.Random(now_ms // 70)
        self.faces = (shaker.randint(1, 6), shaker.randint(1, 6))

    def log_lines(self) -> list:
        """Every action in the table's words and language, and each roll an undo took back (R-5)."""
        return with_undone_rolls(self.session.record, [self.log_line(action) for action in self.session.actions])

    def plan_actions(self, area, extra, common):
        # the frame's own buttons by their symbol where their words do not fit ("↶ Rückgängig"
        # beside "Ergebnis" at the end): never cut
        size, lang = theme.snap(self.metrics.font("small")), self.app.lang
        planned = super().plan_actions(area, extra, common)  # (it lays the buttons out: measured there)
        return [(rect, ICONS[button.id] if button.id in ICONS and not fits_button(button, size, lang) else label,
                 text_size) for button, (rect, label, text_size) in zip(extra + common, planned)]

    # -- undo: past the companion's dice, the whole table is asked first (R-5) ----------------------------
    def undo(self):
        ask_before_undo(self.app, sorted({slot.angle for slot in self.frame.seats}), self.undo_to_choice)

    def log_line(self, action: dict):
        g, lang = self.game, self.app.lang
        who = self.players[action["player"]] if isinstance(action.get("player"), int) else ""
        card = (lambda i: self.card_words(g.cards[i]) if i in g.cards else str(i))
        verb = action.get("do")
        if verb == "reveal":
            return words("log_reveal", cards=", ".join(self.card_words(parse_card(c)) for c in action["cards"]))
        if verb == "bid":
            return f"{who} {words('bid_by', n=action['amount']).get(lang)}"
        if verb == "pass":
            return f"{who} {words('passed').get(lang)}"
        if verb == "take":
            jump = " (Mustang)" if action.get("mustang") else ""
            return words("log_take", who=who, card=card(action["card"]) + jump)
        if verb == "event":
            name = deck.event(action["event"]).name.get(lang)
            detail = action.get("town") or ""
            for field in ("saloon", "concession", "target"):
                if field in action:
                    detail = card(action[field])
            if action["event"] == "holdup":
                detail = f"{self.players[action['victim']]} {action['number']} · {action['dice'][0]}+{action['dice'][1]}"
            return f"{who}: {name} → {detail}"
        if verb == "roll":
            return words("log_roll", a=action["dice"][0], b=action["dice"][1], sum=sum(action["dice"]))
        if verb == "telegraph":
            return words("log_telegraph", who=who, die=action["die"] + 1, value=action["value"])
        return words("produce")

    def card_words(self, card) -> str:
        if card.is_event:
            return deck.event(card.event).name.get(self.app.lang)
        return f"{town_tag(card.town)} {card.roll}/{card.nuggets}"


# -- opening a game ---------------------------------------------------------------------------------------
def open_table(app, session) -> FievreTable:
    """The table for a session; a new game gets its dice seed now (stored in the record, R-5)."""
    if "seed" not in session.record.options and not session.actions:
        session.record.options["seed"] = dice_source.new_seed()
        session.game = records.replay(session.record)
        session.save()
    return FievreTable(app, session)


# -- screenshots and samples --------------------------------------------------------------------------------
from companion.app.tables.fievre_stage import SCREENSHOTS, resume_sample  # noqa: E402

register(Table(
    game="fievre",
    play=open_table,
    first_player="first",
    first_player_label=L("table_fievre.first_player"),
    hidden_options=("seed",),
    choice_labels={},
    screenshots=SCREENSHOTS,
    resume_sample=resume_sample,
))
