"""The Numereum table: reserves, prizes, bids (concede or raise), combinations, the end.

One tap per card (issue 14). Each seat's panel shows that player's stats and face-up reserve
and takes their entries: bid cards as buttons (basic values and the cards the table knows they
hold), the lower bidder raises by tapping their second card (Cancel, in their own panel, takes
the raise back; both panels say what each player does) or concedes, and every combination
the seat's reserve holds is offered as one button (or pick three reserve cards: each criterion
met is explained live). Cards nobody has seen yet — reserves, prizes, a card bid from the
unseen part of a hand — are entered on a sheet of the values still possible
(`numereum_sheet.py`), facing the seat entering them; each sheet opens by itself when the table
needs it (a new game's first reserve, the next reserve, the prizes, the bid of a seat holding
unseen cards, with Concede on the lower bidder's), so no tap opens or confirms anything. What
the rules leave no choice about is recorded by itself, and said: a concede when no raise is
possible, the close when neither reserve holds a combination. The centre (a kept panel, its
picture per phase) shows the round, the pile, the prizes and what the table does next; at the
end, the winner and what to do next, with the panels where the game left them (in table mode
each panel also says why the game ended, facing its player).
"""

from __future__ import annotations

from companion.games.numereum import combos
from companion.games.numereum.deck import BASIC_KINDS, is_basic

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, centered, columns, fit_columns, inset, rows
from companion.app.panels import Panel
from companion.app.scene import Paged
from companion.app.scenes.game import GameScene, moment
from companion.app.session import Session
from companion.app.tables import Table, register
from companion.app.tables.numereum_centre import centre_frame, words_size
from companion.app.tables.numereum_look import AskedOnTap, NumberCard, card_face, card_kind, centre_kind
from companion.app.tables.numereum_sheet import ValueSheet
from companion.app.tables.numereum_sizes import seat_frame
from companion.app.widgets import Box, Button, CardButton, Label, Paragraph, shows_whole, wrap

SETUP, PRIZES, BIDDING, PENDING, COMBINING, OVER = "setup", "prizes", "bidding", "pending", "combining", "over"


class NumereumTable(GameScene):
    name = "numereum"
    panel_depth = 0.37

    def __init__(self, app, session):
        super().__init__(app, session)
        self.seen_actions = -1
        self.put_away: set[tuple] = set()  # entries whose sheet the table closed (✕): not reopened by itself
        self.seen = False  # shown once already
        self.bid_room: dict = {}  # (seat, with Concede or Cancel) -> bid cards its panel shows without pages (last laid out)
        # splits of this window's panels and centre, worked out once (`seat_frame`, `centre_frame`,
        # `info_and_buttons`); a new window starts them afresh
        self.frames: dict = {}
        self.frames_for = None
        self.centre: Panel | None = None  # the centre's panel (`centre_panel`), set by `build`
        self.reset_choices()

    # -- UI-only choices, dropped whenever the record changes ------------------------------------
    def reset_choices(self):
        self.pick: list[str | None] = [None, None]     # staged bid card per seat
        self.selected: list[list[int]] = [[], []]      # reserve positions picked for a combination
        self.raising = False
        self.reserve_page = [0, 0]                     # which page of a long reserve is shown
        self.hint_page = [0, 0]
        self.bid_page = [0, 0]

    def sync(self):
        """Drop the UI-only choices once the record changed (an action, an undo)."""
        if len(self.session.actions) != self.seen_actions:
            self.seen_actions = len(self.session.actions)
            self.reset_choices()

    def covered(self) -> bool:
        """Under one of its sheets of values, which hide all of the table but a veiled margin."""
        stack = self.app.stack
        return len(stack) > 1 and stack[-2] is self and isinstance(stack[-1], ValueSheet)

    def opaque_rects(self) -> list:
        # under a sheet (the whole screen) nothing of the table needs its background painted
        return [self.metrics.screen] if self.covered() else super().opaque_rects()

    def build(self):
        self.sync()
        covered = self.covered()
        if covered and self.panels:
            # nothing is drawn under the sheet (the seats' panels, laid out before, still say
            # which way it faces): an action taken back or again under it redraws no table
            return
        self.summary = self.game.summary()
        self.phase = self.game.phase
        m = self.metrics
        if self.frames_for is not m:
            self.frames, self.frames_for = {}, m
        super().build()
        if covered:  # laid out once for its panels (the sheet faces one of them), drawn never
            self.widgets = []

    def table_state(self) -> tuple:
        """Everything the table's build reads besides the record, the game and the `looks`
        (`GameScene.build_key`): whether one of its sheets covers it (`build` then shows
        nothing), and the choices in progress `reset_choices` lists, which the seats' panels
        (`seat_key`), their gold rings (`seat_active`) and the centre read: the picks, a raise
        entered, the reserve cards picked, the pages of the reserves, the combinations and the
        bids. `sync` resets them in `build` only when the record changed, which the key holds
        already; nothing moves with the clock. Values, not the lists: a tap changes them in place."""
        return (self.covered(), self.raising, tuple(self.pick), tuple(tuple(cards) for cards in self.selected),
                tuple(self.reserve_page), tuple(self.hint_page), tuple(self.bid_page))

    # -- what the record says about this round ----------------------------------------------------
    def round_bids(self) -> list[list[str]]:
        """Cards bid so far this round, per seat (from the record since the last reveal)."""
        bids: list[list[str]] = [[], []]
        for action in reversed(self.session.actions):
            if action.get("do") == "reveal":
                break
            if action.get("do") in ("bid", "raise"):
                for seat in (0, 1):
                    bids[seat].insert(0, action["cards"][seat])
        return bids

    def fresh(self, seat: int) -> list[bool]:
        """Which reserve cards entered this round (a combination needs one of them); asked once
        per record (a reserve's facts and its cards both read it)."""
        return self.session.ask("fresh_cards", seat)

    def depth(self) -> float:
        # the same at the game's end: the panels stay where they were, so its last tap repaints
        # what changed (the centre, the seats' words), not the whole screen moved (3 B at 1080p)
        return 0.42 if self.metrics.portrait else self.panel_depth

    def reason_in_seats(self) -> bool:
        """Table mode: why the game ended is said in each seat's panel, facing its player (the
        centre, as short as during the game, holds the winner and what to do next); a wall's
        centre says it once, upright."""
        return self.app.mode == "table"

    def end_reason(self):
        why = self.summary.get("reason")
        return L(f"numereum.reason.{why}", younger=self.players[self.game.younger]) if why else None

    def seat_active(self, seat: int) -> bool:
        if self.phase == SETUP:
            return not self.summary["reserve"][seat]
        if self.phase == PENDING and not self.raising:
            return self.summary["to_act"] == seat
        if self.phase in (BIDDING, PENDING):
            return self.pick[seat] is None
        if self.phase == OVER:
            return seat in self.summary["winners"]
        return False

    # -- a seat's panel (local, upright coordinates) ---------------------------------------------
    def seat_key(self, seat, panel) -> tuple:
        """Everything a seat's panel is built from (`GameScene.fill_seat` keeps it while this
        holds): the record and the game (by identity: an action makes new ones), and the
        choices on screen that are this seat's (the other seat's pick only says whether it has
        one yet). A tap in one panel (a reserve card picked, a page turned) builds that panel
        alone: the other's ~20 cards and words are not made again."""
        pick = self.pick[seat]
        return (*moment(self.session), pick, pick is not None and self.pick[1 - seat] is None,
                self.raising, tuple(self.selected[seat]), self.reserve_page[seat], self.hint_page[seat],
                self.bid_page[seat])

    def build_seat(self, panel, seat, area):
        m = self.metrics
        reserve = self.summary["reserve"][seat]
        entering = self.phase == SETUP and not reserve
        # the same split for the same panel and reserve length: worked out once per window
        frame = seat_frame(self.frames, m, area, len(reserve), self.phase == COMBINING)
        name_rect, stats_rect, cards_rect, body = frame.name, frame.stats, frame.cards, frame.body
        winner = self.phase == OVER and seat in self.summary["winners"]
        panel.add(Label(name_rect, ("★ " if winner else "") + self.players[seat], m.font("title"), bold=True, align="left",
                        colour=theme.PRIMARY if winner else theme.INK))
        hand = self.game.hand(seat)
        panel.add(Label(stats_rect, L("numereum.stats", combos=self.summary["combinations"][seat], hand=hand.size),
                        m.font("small"), theme.INK_SOFT, align="left"))
        panel.look = self.seat_look(seat)
        if entering:
            self.build_reserve_entry(panel, seat, cards_rect, body)
            return
        action_rect = body
        self.build_reserve(panel, seat, cards_rect)
        if panel.look == "bid":
            self.build_bid_picker(panel, seat, action_rect)
        elif panel.look in ("concede", "wait-lower"):
            self.build_concede_or_raise(panel, seat, action_rect)
        elif panel.look in ("combine", "picked"):
            self.build_combination(panel, seat, action_rect)
        else:
            self.build_waiting(panel, seat, action_rect)

    def seat_look(self, seat: int) -> str:
        """What the seat's panel shows under its reserve (`Panel.look`): its picture is kept
        per look, so each round's bids, concede-or-raise and combinations repaint only what
        changed since the last round showed them, not the other phase's whole entry."""
        phase = self.phase
        if phase == SETUP:
            return "waiting" if self.summary["reserve"][seat] else "entry"
        if phase == BIDDING or (phase == PENDING and self.raising):
            return "bid"
        if phase == PENDING:
            return "concede" if seat == self.summary["to_act"] else "wait-lower"
        if phase == COMBINING:
            return "picked" if self.selected[seat] else "combine"
        return "waiting"

    def info_and_buttons(self, rect: Rect) -> tuple[Rect, Rect]:
        """A line of words, then a button area no taller than two rows of big buttons."""
        m = self.metrics
        key = (m, "info", tuple(rect))  # (worked out once per window and place, like the seat's split)
        found = self.frames.get(key)
        if found is None:
            # two lines of words where the panel is deep enough (wall mode's narrow panels need them)
            info_h = max(m.px(20), min(m.px(56), rect.height - m.target - m.apart))
            info, buttons = rows(rect, [info_h, 1], m.apart)
            buttons.height = min(buttons.height, max(m.target, 2 * m.px(64) + m.apart))
            found = self.frames[key] = (info, buttons)
        return Rect(found[0]), Rect(found[1])

    def words_and_cards(self, rect: Rect, words: str) -> tuple[Rect, Rect, int]:
        """(info, buttons, lines): `info_and_buttons`, with a third line of words taken from
        the cards' row when `words` need it and the cards keep their touch size (the raise's
        sentence in a narrow wall panel inside the gold ring: two lines would cut it)."""
        m = self.metrics
        info, buttons = self.info_and_buttons(rect)
        size = m.font("body")
        if shows_whole(words, info, size, False):
            return info, buttons, 2
        step = theme.line_height(theme.snap(size))
        more = 3 * step - info.height
        if more <= 0 or buttons.height - more < m.target or len(wrap(words, info.width, theme.snap(size))) > 3:
            return info, buttons, 2  # no room: cut, as before (the layout checks say so)
        info.height += more
        buttons.top += more
        buttons.height -= more
        return info, buttons, 3

    def card_sizes(self) -> tuple[int, int, int, int]:
        """(target, apart, ideal card, two rows' height) of this window: every card cell asks
        them, a hundred times a rebuild, and each is a computed property of the metrics."""
        m = self.metrics
        if getattr(self, "_card_sizes", (None,))[0] is not m:
            self._card_sizes = (m, (m.target, m.apart, m.px(64), 2 * m.px(76) + m.apart))
        return self._card_sizes[1]

    def capacity(self, rect: Rect) -> int:
        """How many cards fit in `rect` at touch size (one or two rows)."""
        target, apart, _, two_rows = self.card_sizes()
        height = min(rect.height, two_rows)
        per_row = fit_columns(rect.width, target, apart)
        return per_row * max(1, min(2, (height + apart) // (target + apart)))

    def card_cells(self, rect: Rect, count: int) -> list[Rect]:
        """Cells for `count` cards in `rect` (at most `capacity`): one row if they fit at a
        good width, else two."""
        target, apart, ideal, two_rows = self.card_sizes()
        count = min(count, self.capacity(rect))
        if count == 0:
            return []
        ideal = max(target, min(ideal, rect.height * 5 // 6))
        rect = Rect(rect.left, rect.top, rect.width, min(rect.height, two_rows))
        per_row = max(1, min(count, fit_columns(rect.width, target, apart)))
        nrows = -(-count // per_row)
        while nrows > 1 and (rect.height - apart * (nrows - 1)) // nrows < target:
            nrows -= 1
        per_row = -(-count // nrows)
        width = min(ideal, (rect.width - apart * (per_row - 1)) // per_row)
        height = (rect.height - apart * (nrows - 1)) // nrows
        return [Rect(rect.left + (i % per_row) * (width + apart), rect.top + (i // per_row) * (height + apart), width, height)
                for i in range(count)]

    def build_reserve(self, panel, seat, cards_rect):
        """The face-up reserve; a long one is shown a page at a time (a "more" card turns it).
        The same widgets as last time while it shows the same: most actions (bids, raises, the
        prizes) leave a seat's reserve as it was."""
        phase = self.phase
        facts = (tuple(self.summary["reserve"][seat]), tuple(self.fresh(seat)), tuple(self.selected[seat]),
                 phase == COMBINING, phase == OVER, self.reserve_page[seat], tuple(cards_rect), card_kind(panel))
        self.keep(panel, ("reserve", seat), facts, lambda: self.make_reserve(panel, seat, cards_rect))

    def make_reserve(self, panel, seat, cards_rect):
        m = self.metrics
        reserve = self.summary["reserve"][seat]
        fresh = self.fresh(seat)
        room = self.capacity(cards_rect)
        positions = list(range(len(reserve)))
        if len(reserve) > room:  # pages counted from the newest cards: they are the ones a player looks for
            per_page = room - 1
            pages = Paged.page_count(len(reserve), per_page)
            page = self.reserve_page[seat] % pages
            end = len(reserve) - page * per_page
            positions = positions[max(0, end - per_page):end]
        cells = self.card_cells(cards_rect, len(positions) + (1 if len(reserve) > room else 0))
        combining = self.phase == COMBINING
        size, card = m.font("card"), card_kind(panel)
        reason = L("numereum.combine_later") if self.phase != OVER else L("numereum.game_over")
        for cell, index in zip(cells, positions):
            panel.add(card(cell, reserve[index], self._toggle(seat, index), id=f"reserve:{seat}:{index}",
                                 selected=index in self.selected[seat], enabled=combining, reason=reason,
                                 sublabel=L("numereum.new") if fresh[index] and self.roomy(cell) else None,
                                 size=size))
        if len(reserve) > room:
            hidden = len(reserve) - len(positions)
            # "+15" is too wide for a 9 mm card at the scale's least size: the count goes under a ›
            panel.add(CardButton(cells[-1], f"+{hidden}" if hidden < 10 else "›", self._turn_reserve(seat),
                                 id=f"reserve:{seat}:more", sublabel=f"+{hidden}" if hidden >= 10 and self.roomy(cells[-1]) else None,
                                 size=m.font("button")))

    def _turn_bids(self, seat):
        def apply():
            self.bid_page[seat] += 1
            self.app.invalidate()
        return apply


    def _turn_reserve(self, seat):
        def apply():
            self.reserve_page[seat] += 1
            self.app.invalidate()
        return apply

    # setup: the two reserve cards, on the sheet of values facing the seat
    def build_reserve_entry(self, panel, seat, top, body):
        m = self.metrics
        panel.add(Paragraph(top, L("numereum.lay_reserve"), m.font("body"), valign="center"))
        button = Rect(body.left, body.top, min(body.width, max(m.target, m.px(260))), min(body.height, max(m.target, m.px(60))))
        panel.add(Button(button, L("table_numereum.enter_reserve"), lambda: self.enter_reserve(seat),
                         id=f"reserve-open:{seat}", style="primary", size=m.font("button")))

    # bids: basic values, the known cards of this hand, any other card from the sheet of values
    def build_bid_picker(self, panel, seat, rect, words=None):
        """Every card the seat may bid, one tap each; `words` replace the usual line (the lower
        bidder's choice, with a Concede button before the cards: a card tapped raises). While
        a raise is entered, the raiser's Cancel takes Concede's place, in the raiser's own
        panel (facing them), and both panels say what each player does. The same widgets as
        last time while they show the same (the other seat's pick, say, changes nothing here
        until this seat has one)."""
        hand, pick = self.game.hand(seat), self.pick[seat]
        facts = (tuple(rect), None if words is None else say(words, self.app.lang), self.raiser(), self.phase,
                 pick, pick is not None and self.pick[1 - seat] is None, tuple(hand.known), tuple(hand.basics),
                 hand.hidden, tuple(self.session.ask("legal_bid_cards", seat)), self.bid_page[seat], card_kind(panel))
        room = self.keep(panel, ("bids", seat), facts, lambda: self.make_bid_picker(panel, seat, rect, words))
        self.bid_room[room[:2]] = room[2]

    def make_bid_picker(self, panel, seat, rect, words=None) -> tuple:
        """(seat, with a button beside, room): see `build_bid_picker`."""
        m = self.metrics
        conceding = words is not None
        raiser = self.raiser()
        chosen = self.pick[seat]
        other = self.pick[1 - seat]
        if chosen:
            words = L("numereum.bid_chosen", card=card_face(chosen)) if other is None else L("numereum.bid_both")
        elif raiser is not None:
            words = L("table_numereum.raising", name=self.players[raiser])
        elif words is None:
            words = L("numereum.choose_bid")
        info, buttons, lines = self.words_and_cards(rect, say(words, self.app.lang))
        side = None
        if conceding:
            side = Button(Rect(0, 0, 0, 0), L("numereum.concede"), self._concede(), id=f"concede:{seat}", style="danger",
                          size=m.font("button"))
        elif seat == raiser:
            side = Button(Rect(0, 0, 0, 0), L("numereum.cancel_raise"), self._cancel_raise, id=f"cancel-raise:{seat}",
                          size=m.font("button"))
        if side is not None:
            side.rect, buttons = columns(buttons, [max(m.target, m.px(150)), 1], m.apart)
            side.rect.height = min(side.rect.height, max(m.target, m.px(60)))
            panel.add(side)
        verb = "raise" if self.phase == PENDING else "bid"
        hand = self.game.hand(seat)
        legal = set(self.session.ask("legal_bid_cards", seat))  # (asked for its facts already)
        codes = list(BASIC_KINDS) + [code for code in dict.fromkeys(hand.known)]
        colour = theme.PRIMARY if chosen else theme.INK
        if lines == 2:
            panel.add(Label(info, words, m.font("body"), colour, align="left"))
        else:  # (a third line taken from the cards' row: `words_and_cards`)
            panel.add(Paragraph(info, words, m.font("body"), colour, valign="center"))
        items = codes + ["other"]
        room = self.capacity(buttons)
        kept_room = (seat, side is not None, room)
        if len(items) > room:  # short of room: spent basic cards go first, then a "?" that
            items = [code for code in items if code == "other" or code in legal]  # can only
        if len(items) > room and not hand.hidden:                                 # explain itself,
            items.remove("other")                                                 # then pages
        paged = len(items) > room
        if paged:
            per_page = room - 1
            pages = Paged.page_count(len(items), per_page)
            page = self.bid_page[seat] % pages
            items = items[page * per_page:(page + 1) * per_page]
        cells = self.card_cells(buttons, len(items) + paged)
        if paged:
            panel.add(CardButton(cells[-1], f"{page + 1}/{pages}", self._turn_bids(seat), id=f"bid:{seat}:more",
                                 size=m.font("button")))
        size, card = m.font("card"), card_kind(panel)
        for cell, code in zip(cells, items):
            if code == "other":
                can = hand.hidden > 0
                panel.add(CardButton(cell, "?", self._open_bid_sheet(seat), id=f"bid:{seat}:other",
                                     enabled=can, reason=L("numereum.no_hidden", name=self.players[seat]),
                                     selected=chosen is not None and chosen not in codes, size=size,
                                     sublabel=L("numereum.other") if self.roomy(cell) else None))
                continue
            ok = code in legal
            reason = None if ok else AskedOnTap(self._bid_refusal(seat, code, verb))
            count = hand.basics.count(code) if is_basic(code) else 0
            panel.add(card(cell, code, self._pick(seat, code), id=f"bid:{seat}:{code}",
                                 selected=chosen == code, enabled=ok, reason=reason, size=size,
                                 sublabel="×2" if count == 2 and self.roomy(cell) else None))
        return kept_room

    def raiser(self) -> int | None:
        """The lower bidder while their raise is entered (both seats add a card), else None."""
        return self.summary["to_act"] if self.phase == PENDING and self.raising else None

    def roomy(self, cell: Rect) -> bool:
        """Whether a card has room for a word under its figures (at the scale's least size)."""
        _, _, ideal, _ = self.card_sizes()  # px(64)
        return cell.height >= ideal and cell.width >= self.metrics.px(80)

    def bid_refusal(self, seat: int, code: str, verb: str):
        """The referee's own words for why this seat cannot bid `code` now, or None."""
        return self.session.ask("why_not", self.bid_action(seat, code, verb))

    def _bid_refusal(self, seat: int, code: str, verb: str):
        return lambda: self.bid_refusal(seat, code, verb) or L("numereum.cannot_bid")

    def build_concede_or_raise(self, panel, seat, rect):
        m = self.metrics
        bids = self.round_bids()
        lower = self.summary["to_act"]
        if seat != lower:
            info, rest = self.info_and_buttons(rect)
            panel.add(Label(info, L("numereum.waiting_lower", name=self.players[lower]), m.font("body"), align="left"))
            panel.add(Label(rest, L("numereum.your_bid", card=card_face(bids[seat][0]) if bids[seat] else "–"),
                            m.font("title"), theme.INK_SOFT))
            return
        # one tap either way: Concede, or the second card (which raises)
        self.build_bid_picker(panel, seat, rect, words=L("table_numereum.concede_or_card", mine=card_face(bids[seat][0]),
                                                         theirs=card_face(bids[1 - seat][0])))

    def build_combination(self, panel, seat, rect):
        """Every combination the reserve holds, one tap each (it is made at once); or, once
        reserve cards are tapped, the live explanation of those and Combine."""
        m = self.metrics
        info, buttons = self.info_and_buttons(rect)
        buttons.height = min(buttons.height, max(m.target, m.px(60)))
        cards = self.selected_cards(seat)
        if cards:
            explanation, ready, refusal = self.explain(seat, cards)
            panel.add(Label(info, explanation, m.font("body"), theme.PRIMARY if ready else theme.INK, align="left",
                            id=f"explain:{seat}"))
            combine, clear = columns(buttons, [0.62, 0.38], m.apart * 2)
            panel.add(Button(combine, L("numereum.combine"), self._combine(seat), id=f"combine:{seat}", style="primary",
                             enabled=ready, reason=refusal or L("numereum.pick_three"), size=m.font("button")))
            panel.add(Button(clear, L("table_numereum.clear"), self._clear(seat), id=f"clear:{seat}",
                             size=m.font("button")))
            return
        available = self.game.valid_combinations(seat)
        words = L("table_numereum.offered", n=len(available)) if available else L("numereum.no_combination")
        panel.add(Label(info, words, m.font("body"), theme.PRIMARY if available else theme.INK_SOFT, align="left"))
        if not available:
            return
        fits = max(1, fit_columns(buttons.width, max(m.px(170), m.target), m.apart))
        # more than fit: a page at a time, the last cell turning the page
        per_page = fits if len(available) <= fits else max(1, fits - 1)
        pages = Paged.page_count(len(available), per_page)
        page = self.hint_page[seat] % pages
        shown = available[page * per_page:(page + 1) * per_page]
        cells = columns(buttons, [1] * (len(shown) + (pages > 1)), m.apart)
        for number, (cell, combination) in enumerate(zip(cells, shown)):
            badge = " ★★" if combination.super else ""
            panel.add(Button(cell, " ".join(combination.cards) + badge, self._combine(seat, combination.cards),
                             id=f"combo:{seat}:{page * per_page + number}", style="primary" if combination.super else "normal",
                             size=m.font("button")))
        if pages > 1:
            panel.add(Button(cells[-1], f"{page + 1}/{pages} ›", self._turn_hint(seat), id=f"combo:{seat}:more",
                             size=m.font("button")))

    def selected_cards(self, seat: int) -> list[str]:
        reserve = self.summary["reserve"][seat]
        return [reserve[i] for i in self.selected[seat] if i < len(reserve)]

    def explain(self, seat: int, cards: list[str]):
        """(words, ready, refusal): the live explanation of the picked cards."""
        if len(cards) < 3:
            return L("numereum.picked", n=len(cards)), False, None
        refusal = self.game.why_not({"do": "combine", "player": seat, "cards": cards})
        combination = combos.check(cards, self.game.suite)
        if not combination.criteria:
            return refusal or L("numereum.no_criterion"), False, refusal
        parts = [say(words, self.app.lang) for _, words in combos.explanations(combination, self.game.suite)]
        words = " · ".join(parts)
        if combination.super:
            words = say(L("numereum.super"), self.app.lang) + "  " + words
        if refusal is not None:
            return refusal, False, refusal
        return words, True, None

    def build_waiting(self, panel, seat, rect):
        m = self.metrics
        if self.phase == OVER:
            words = L("numereum.final", n=self.summary["combinations"][seat])
            reason = self.end_reason() if self.reason_in_seats() else None
            if reason is not None:
                final, why = rows(rect, [min(rect.height // 2, m.px(36)), 1], m.apart)
                panel.add(Label(final, words, m.font("body"), theme.INK_SOFT))
                panel.add(Paragraph(why, reason, m.font("body"), valign="center"))
                return
        elif self.phase == SETUP:
            words = L("numereum.waiting_reserve", name=self.players[1 - seat])
        else:
            words = L("numereum.waiting_prizes")
        panel.add(Label(rect, words, m.font("body"), theme.INK_SOFT))

    # -- the centre --------------------------------------------------------------------------------
    def centre_panel(self, area: Rect) -> Panel:
        """The centre as a kept panel in place of the frame's box (the same rounded rectangle):
        a tap repaints the centre's widgets that changed into its picture, kept per phase
        (`Panel.look`), and the screen blits that, rather than drawing the box, its words and
        its cards again under every changed part."""
        index = next((i for i, widget in enumerate(self.widgets) if type(widget) is Box and widget.rect == area), None)
        box = self.widgets[index] if index is not None else Box(area, theme.CENTER, radius=self.metrics.px(12))
        centre = self.centre = centre_kind(box.radius)(area, 0, colour=box.colour, id="centre")
        centre.look = self.phase
        if index is None:
            return self.add(centre)
        self.widgets[index] = centre  # drawn where the box was, under what the frame adds later
        return centre

    def build_center(self, area):
        """The centre's widgets, or the very ones of the last build while what it shows holds:
        a tap that changes no record (a bid card picked, a reserve card tapped, a page turned)
        builds only the seat it was made in."""
        centre = self.centre_panel(area)
        # everything the centre reads: the record and the game (the round, the pile, the
        # prizes, the bids, the end), a raise being entered and its place (`keep` adds the
        # window, the words and the mode, where the end's reason goes)
        key = (*moment(self.session), self.raising, tuple(area))
        self.keep(centre, "centre", key, lambda: self.make_center(centre))

    def make_center(self, centre: Panel):
        m = self.metrics
        put = centre.add
        inner = inset(centre.local_rect, m.margin)
        if self.phase == OVER:
            self.build_end(centre, inner)
            return
        card = max(m.px(96), min(inner.height, m.px(80)) * 4 // 5)  # room for "Reserve" under the figures
        has_button = self.phase in (PRIZES, COMBINING)
        instruction = self.instruction()
        lang = self.app.lang
        # a round over, the next one's prizes are entered: the header says the new round at once
        number = self.summary["round"] + (1 if self.phase == PRIZES else 0)
        round_words, pile_words = L("numereum.round", n=max(1, number)), L("numereum.pile", n=self.summary["pile"])
        status = say(round_words, lang), say(pile_words, lang)
        # no prizes face up (setup, before the reveal, while combining): the words take their place
        prizes_width = 2 * card + m.gap * 2 if self.summary.get("prizes") else 0
        split = centre_frame(self.frames, m, inner, prizes_width, say(instruction, lang) if instruction else "",
                             has_button, status)
        shorter = self.instruction(short=True) if not split.whole else None
        if shorter:  # no room for the whole sentence (a 10" tablet's short centre): its gist,
            # each panel saying the rest to its player, the whole sentence a tap away
            full, instruction = instruction, shorter
            split = centre_frame(self.frames, m, inner, prizes_width, say(instruction, lang), has_button, status)
        else:
            full = None
        round_rect, pile_rect = split.status
        put(Label(round_rect, round_words, m.font("title"), bold=True, align="left", id="round"))
        put(Label(pile_rect, pile_words, m.font("body"), theme.INK_SOFT, align="left"))
        prizes = split.prizes
        prize_cells = columns(prizes, [1, 1], m.apart) if prizes.width > m.target else []
        shown = self.summary.get("prizes") or []
        for index, (cell, label) in enumerate(zip(prize_cells, (L("numereum.hand_prize"), L("numereum.reserve_prize")))):
            card = Rect(cell)
            card.width = min(cell.width, max(m.target, cell.height, m.px(96)))
            card.height = min(cell.height, max(m.target, card.width * 3 // 2))
            card.center = cell.center
            if index < len(shown):
                put(NumberCard(card, shown[index], None, sublabel=label, size=m.font("huge"), id=f"prize:{index}"))
            else:
                put(CardButton(card, "–", None, sublabel=label, size=m.font("huge"), id=f"prize:{index}",
                                    tint=theme.PANEL, enabled=False))
        button_rect = split.button
        if instruction:
            put(Paragraph(split.words, instruction, words_size(m, split.tall), id="instruction",
                          on_tap=(lambda: self.app.toast(full)) if full is not None else None))
        if self.phase == PRIZES:
            put(Button(button_rect, L("numereum.enter_prizes"), self.enter_prizes, id="prizes", style="primary",
                            size=m.font("button")))
        elif self.phase == COMBINING:
            put(Button(button_rect, L("numereum.close"), self.close_round, id="close", style="primary",
                            size=m.font("button")))

    def instruction(self, short: bool = False):
        """What the table does next, said in the centre; `short`: its gist where the centre has
        no room for it whole (None: no shorter form)."""
        phase = self.phase
        if short:
            if phase == BIDDING:
                return L("table_numereum.centre_bid")
            if phase == PENDING and not self.raising:
                return L("table_numereum.centre_pending", name=self.players[self.summary["to_act"]])
            return None
        if phase == SETUP:
            return L("numereum.do_setup")
        if phase == PRIZES:
            return L("numereum.do_prizes")
        if phase == BIDDING:
            return L("numereum.do_bid")
        if phase == PENDING:
            if self.raising:  # said in both panels, facing each player; Cancel is the raiser's
                return ""
            bids = self.round_bids()
            lower = self.summary["to_act"]
            return L("numereum.do_pending", name=self.players[lower], low=card_face(bids[lower][0]),
                     high=card_face(bids[1 - lower][0]))
        if phase == COMBINING:
            return self.round_result()
        return ""

    def round_result(self):
        """Who took the prizes this round (the bids are over)."""
        bids = self.round_bids()
        totals = [sum(int(c[1:]) if is_basic(c) else int(c) for c in bids[seat]) for seat in (0, 1)]
        if totals[0] == totals[1]:
            return L("table_numereum.result_tie", total=totals[0])
        winner = 0 if totals[0] > totals[1] else 1
        conceded = any(a.get("do") == "concede" for a in self.actions_this_round())
        key = "table_numereum.result_concede" if conceded else "table_numereum.result_win"
        return L(key, name=self.players[winner], high=totals[winner], low=totals[1 - winner])

    def actions_this_round(self):
        out = []
        for action in reversed(self.session.actions):
            if action.get("do") == "reveal":
                break
            out.append(action)
        return out

    def build_end(self, centre, area):
        m = self.metrics
        winners = self.summary["winners"]
        if self.reason_in_seats():  # (said in each panel)
            title, buttons = rows(area, [1, m.target], m.apart)
            reason = None
        else:
            title, reason, buttons = rows(area, [0.55, 0.45, m.target], m.apart)
        names = " & ".join(self.players[w] for w in winners)
        centre.add(Label(title, L("numereum.wins", name=names), m.font("huge"), theme.PRIMARY, bold=True))
        why = self.end_reason()
        if why is not None and reason is not None:
            centre.add(Paragraph(reason, why, m.font("body"), valign="center"))
        buttons = centered(buttons, min(buttons.width, m.px(520)), buttons.height)
        again, past = columns(buttons, [1, 1], m.apart * 2)
        centre.add(Button(again, L("numereum.play_again"), self.play_again, id="again", style="primary", size=m.font("button")))
        centre.add(Button(past, L("home.history"), self.show_history, id="end-history", size=m.font("button")))

    # -- taps ---------------------------------------------------------------------------------------
    def _toggle(self, seat, index):
        def apply():
            chosen = self.selected[seat]
            if index in chosen:
                chosen.remove(index)
            elif len(chosen) >= 3:
                self.app.explain(L("numereum.three_max"))
                return
            else:
                chosen.append(index)
            self.app.invalidate()
        return apply

    def _clear(self, seat):
        def apply():
            self.selected[seat] = []
            self.app.invalidate()
        return apply

    def record(self, action: dict, near=None) -> bool:
        """Submit one action; then record what the rules now leave no choice about, and say it."""
        if not self.app.submit(action, near=near):
            return False
        self.follow_up()
        return True

    def follow_up(self):
        game = self.game
        if game.phase == PENDING and not game.can_raise():
            lower = game.summary()["to_act"]
            if self.app.submit({"do": "concede"}):
                self.app.toast(L("table_numereum.auto_concede", name=self.players[lower]), seat=lower)
                self.follow_up()
        elif game.phase == COMBINING and game.legal_verbs() == ["close"]:
            self.close_round(automatic=True)
        else:
            self.open_due()

    # entering cards on the sheets of values ------------------------------------------------------------
    def shown(self):
        """A game just started opens its first reserve at once (nothing to look at yet); one
        resumed shows the table itself first (who is where, the reserves) until a tap, and so
        does the table coming back from any other screen (the log, the kiosk's attract screen:
        "as it was left"). A sheet that closes on an entry opens the next itself (`open_due`)."""
        first, self.seen = not self.seen, True
        if first and not self.session.actions:
            self.open_due()

    def due(self) -> tuple[str, int] | None:
        """(entry, seat) the table needs now and enters on a sheet: a reserve at setup, the
        prizes, a bid card of a seat holding unseen cards (its sheet holds every card it may
        bid); None when the panels take it (a seat whose hand is all known bids there)."""
        self.sync()
        game, phase = self.game, self.game.phase
        if phase == SETUP:
            reserves = game.summary()["reserve"]
            return next((("reserve", seat) for seat in (0, 1) if not reserves[seat]), None)
        if phase == PRIZES:
            return "prizes", game.younger
        if phase == PENDING and not self.raising:  # the lower bidder: concede, or a second card
            lower = game.summary()["to_act"]
            return ("bid", lower) if game.can_raise() and self.needs_sheet(lower, True) else None
        if phase in (BIDDING, PENDING):
            # while raising, the raiser's panel holds Cancel beside the cards, as Concede before
            raiser = game.summary()["to_act"] if phase == PENDING else None
            return next((("bid", seat) for seat in (0, 1) if self.pick[seat] is None
                         and self.needs_sheet(seat, seat == raiser)), None)
        return None

    def needs_sheet(self, seat: int, beside: bool = False) -> bool:
        """Whether the seat's bid is entered on its sheet: it holds unseen cards, or its panel
        showed its cards in pages (a narrow wall-mode panel, a long hand); `beside`: its panel
        has a button beside the cards (Concede, or the raiser's Cancel)."""
        if self.game.hand(seat).hidden:
            return True
        if (seat, beside) not in self.bid_room and self.app.top is self:
            # laid out once now (the panel records its room) rather than guessed (a build its key
            # skips would record no room the build it keeps did not)
            self.rebuild()
        room = self.bid_room.get((seat, beside))
        return room is not None and len(self.game.legal_bid_cards(seat)) > room

    def entry_key(self, entry) -> tuple:
        # put away until the record changes (another seat's choice does not bring it back)
        return len(self.session.actions), entry, self.raising

    def open_due(self):
        """Open the sheet of what the table enters next, unless a sheet is open already or the
        table closed this one (its panel button opens it again)."""
        entry = self.due()
        if entry is None or self.app.top is not self or self.entry_key(entry) in self.put_away:
            return
        kind, seat = entry
        if kind == "reserve":
            self.enter_reserve(seat)
        elif kind == "prizes":
            self.enter_prizes()
        else:
            self._open_bid_sheet(seat)()

    def _put_away(self, entry):
        key = self.entry_key(entry)
        return lambda: self.put_away.add(key)

    def value_sheet(self, entry, *, make, title, slots, values=None, **more) -> ValueSheet:
        """A sheet of the values still possible for `make(cards)` (a reserve, the prizes, a bid):
        the referee is asked only about a card the chosen ones may rule out (the same again)."""
        kind, seat = entry

        def check(code, chosen):
            if chosen or len(slots) == 1:
                return self.session.ask("why_not", make(chosen[:1] + [code]))
            # the first of two: asked beside a card still possible
            partner = next((value for value in self.game.unseen_values() if value != code), None)
            return None if partner is None else self.session.ask("why_not", make([code, partner]))
        return ValueSheet(self.app, name=f"numereum-{kind}", seat=seat, title=title, slots=slots,
                          values=values or (lambda: self.game.unseen_values()), likely=self.likely_values, check=check,
                          on_cancel=self._put_away(entry), on_closed=self.open_due, reads=self.sheet_reads, **more)

    def sheet_reads(self) -> tuple:
        """What a sheet's values, checks and doubts read of the table (`value_sheet`,
        `_open_bid_sheet`): the record and the game (the values still possible, the referee's
        answers, a seat's cards) and the picks (a bid is checked beside the other seat's)."""
        return *moment(self.session), tuple(self.pick)

    def likely_values(self) -> frozenset:
        """The deck's values (R-1): the sheets show them first while not all values fit."""
        values = self.game.deck_values()
        if getattr(self, "_likely", (None,))[0] != values:
            self._likely = (values, frozenset(values))
        return self._likely[1]

    def enter_reserve(self, seat: int):
        def make(cards):
            return {"do": "reserve", "player": seat, "cards": cards}
        self.app.push(self.value_sheet(("reserve", seat), make=make,
                                       title=L("table_numereum.reserve_title", name=self.players[seat]),
                                       slots=[L("table_numereum.card_n", n=1), L("table_numereum.card_n", n=2)],
                                       on_done=lambda cards: self.record(make(cards))))

    def enter_prizes(self):
        def make(cards):
            return {"do": "reveal", "cards": cards}
        # the sheet faces the younger player: the seat the rules single out, who turns the prizes over
        self.app.push(self.value_sheet(("prizes", self.game.younger), make=make, title=self.prizes_title(),
                                       slots=[L("numereum.hand_prize"), L("numereum.reserve_prize")],
                                       on_done=lambda cards: self.record(make(cards))))

    def prizes_title(self):
        """"Turn over the prizes", after the draws the last round's combinations owe (the sheet
        hides the panels where those were said)."""
        owed = [0, 0]
        for action in self.actions_this_round():
            if action.get("do") == "combine":
                owed[action["player"]] += combos.check(action["cards"], self.game.suite).draws
        draws = [L("table_numereum.draws", name=self.players[seat], n=owed[seat]) for seat in (0, 1) if owed[seat]]
        if not draws:
            return L("numereum.prizes_title")
        return L("table_numereum.prizes_after", draws=", ".join(say(d, self.app.lang) for d in draws))

    def _open_bid_sheet(self, seat):
        """The sheet of every card `seat` may bid: its basic and known cards first, then every
        value its unseen cards may show; the lower bidder's also concedes."""
        def apply():
            pending = self.game.phase == PENDING
            verb = "raise" if pending else "bid"
            entry = ("bid", seat)

            def done(cards):
                self._pick(seat, cards[0])()
                return True

            def doubtful(chosen):  # a value the other seat bids from its unseen cards, if any
                other = self.pick[1 - seat]
                return [other] if other and not is_basic(other) and other not in self.game.hand(1 - seat).known else []
            title = L("table_numereum.bid_title", name=self.players[seat])
            actions = []
            if pending and not self.raising:
                bids = self.round_bids()
                title = L("table_numereum.raise_title", name=self.players[seat], mine=card_face(bids[seat][0]),
                          theirs=card_face(bids[1 - seat][0]))
                actions = [(L("numereum.concede"), self._concede_from_sheet(entry), f"concede:{seat}", "danger")]
            def values():  # a hand all known bids only its known cards
                return self.game.unseen_values() if self.game.hand(seat).hidden else ()
            self.app.push(self.value_sheet(entry, make=lambda cards: self.bid_action(seat, cards[-1], verb),
                                           title=title, slots=[L("table_numereum.card_n", n=2 if pending else 1)], on_done=done,
                                           lead=lambda: self.held(seat), values=values, doubtful=doubtful,
                                           actions=actions))
        return apply

    def held(self, seat: int) -> list[str]:
        """The cards the table knows `seat` holds (basic cards left, won hand prizes): what its
        bid sheet shows first (while bidding, exactly the cards it may bid without the sheet)."""
        hand = self.game.hand(seat)
        return list(dict.fromkeys(hand.basics + hand.known))

    def bid_action(self, seat: int, code: str, verb: str) -> dict:
        """The bid (or raise) with `code` for `seat`, beside the other seat's pick or a card it surely holds."""
        others = self.game.legal_bid_cards(1 - seat)
        partner = self.pick[1 - seat] or (others[0] if others else "B0")
        return {"do": verb, "cards": [code, partner] if seat == 0 else [partner, code]}

    def _concede_from_sheet(self, entry):
        def apply():
            sheet = self.app.top
            if self.record({"do": "concede"}) and isinstance(sheet, ValueSheet):
                self.app.pop(sheet)
                self.open_due()
        return apply

    def _pick(self, seat, code):
        def apply():
            if self.game.phase == PENDING and not self.raising:  # the lower bidder's second card: a raise
                self.raising = True
            self.pick[seat] = None if self.pick[seat] == code else code
            self.try_bid()
            self.app.invalidate()
            self.open_due()  # the other seat's sheet, when its card may be an unseen one
        return apply

    def try_bid(self):
        """Both seats have chosen: record the bid (or the raise) at once."""
        if None in self.pick:
            return
        verb = "raise" if self.game.phase == PENDING else "bid"
        if not self.record({"do": verb, "cards": list(self.pick)}):
            self.pick = [None, None]

    def _concede(self):
        def apply():
            self.record({"do": "concede"})
        return apply

    def _cancel_raise(self):
        self.raising = False
        self.pick = [None, None]
        self.app.invalidate()

    def _combine(self, seat, cards=None):
        def apply():
            chosen, button = list(cards or self.selected_cards(seat)), self.app.pressed
            if not self.app.submit({"do": "combine", "player": seat, "cards": chosen}):
                return
            if self.game.summary().get("pile"):
                # what the player does next, in their own panel: 2 cards after a super-combination
                draws = combos.check(chosen, self.game.suite).draws
                self.app.toast(L("tables.numereum.draw", n=draws, name=self.players[seat]), near=button)
            self.follow_up()
        return apply

    def _turn_hint(self, seat):
        def apply():
            self.hint_page[seat] += 1
            self.app.invalidate()
        return apply

    def close_round(self, automatic: bool = False):
        """The round closed: the next prizes are what the table turns over now, so their entry opens."""
        if self.app.submit({"do": "close"}):
            if automatic:
                self.app.toast(L("table_numereum.auto_close"))
            self.open_due()

    def show_history(self):
        from companion.app.scenes.history_screen import HistoryScreen
        self.app.push(HistoryScreen(self.app))

    def play_again(self):
        from companion.app.scenes.new_game import NewGame
        scene = NewGame(self.app, "numereum")
        scene.names[:2] = list(self.players)
        self.app.go_home()
        self.app.push(scene)

    # -- the log in words ------------------------------------------------------------------------------
    def log_lines(self):
        names = self.players
        lines = []
        for action in self.session.actions:
            verb = action.get("do")
            cards = [card_face(c) for c in action.get("cards", [])]
            seat = action.get("player")
            if verb == "reserve":
                lines.append(L("numereum.log.reserve", name=names[seat], cards=" ".join(cards)))
            elif verb == "reveal":
                lines.append(L("numereum.log.reveal", hand=cards[0], reserve=cards[1]))
            elif verb in ("bid", "raise"):
                lines.append(L(f"numereum.log.{verb}", a=names[0], b=names[1], x=cards[0], y=cards[1]))
            elif verb == "combine":
                lines.append(L("numereum.log.combine", name=names[seat], cards=" ".join(cards)))
            else:
                lines.append(L(f"numereum.log.{verb}"))
        return lines


# -- screenshots and samples ----------------------------------------------------------------------------
SAMPLE_PLAYERS = ["Iris", "Jules"]
SAMPLE = [
    {"do": "reserve", "player": 0, "cards": ["17", "08"]},
    {"do": "reserve", "player": 1, "cards": ["24", "31"]},
    {"do": "reveal", "cards": ["42", "25"]},
    {"do": "bid", "cards": ["B70", "B30"]},
    {"do": "raise", "cards": ["B20", "B50"]},
    {"do": "combine", "player": 0, "cards": ["17", "08", "25"]},
    {"do": "close"},
    {"do": "reveal", "cards": ["45", "38"]},
    {"do": "bid", "cards": ["B40", "B90"]},
    {"do": "concede"},
    {"do": "combine", "player": 1, "cards": ["24", "31", "38"]},
    {"do": "close"},
    {"do": "reveal", "cards": ["12", "34"]},
    {"do": "bid", "cards": ["B90", "B60"]},  # Jules, lower, holds an unseen card: concede or raise
]


def sample_session(count: int, options: dict | None = None, saved: bool = False) -> Session:
    session = (Session.start if saved else Session.scratch)("numereum", SAMPLE_PLAYERS, options or {})
    for action in SAMPLE[:count]:
        refusal = session.submit(action)
        if refusal is not None:  # the sample must stay a legal game
            raise AssertionError(f"sample action {action} refused: {refusal}")
    return session


def _stage(count: int, tweak=None, entry: bool = False):
    """The sample game after `count` actions; `entry`: with the sheet the table opens next
    (as after the last tap; a game pushed as resumed shows the table first)."""
    def stage(app):
        app.session = sample_session(count)
        scene = NumereumTable(app, app.session)
        app.push(scene)
        if entry:
            scene.open_due()
        app.render()
        if tweak:
            tweak(app, scene)
            app.invalidate()
    return stage


def _picking(app, scene):
    scene.pick[0] = "B80"


def _combining(app, scene):
    scene.selected[0] = [0, 1, 2]


def _reserve_sheet(app, scene):
    app.top.chosen = ["24"]  # Jules's sheet opened by itself once Iris's reserve was in


def _prizes(app):
    _stage(7, entry=True)(app)  # the round closed: the prizes sheet opened by itself
    app.top.chosen = ["38"]
    app.invalidate()


def _end(app):
    session = Session.scratch("numereum", SAMPLE_PLAYERS, {"deck_size": 8})
    for action in [{"do": "reserve", "player": 0, "cards": ["17", "08"]},
                   {"do": "reserve", "player": 1, "cards": ["24", "31"]},
                   {"do": "reveal", "cards": ["42", "25"]},
                   {"do": "bid", "cards": ["B70", "B30"]}, {"do": "concede"},
                   {"do": "combine", "player": 0, "cards": ["17", "08", "25"]}, {"do": "close"}]:
        assert session.submit(action) is None, action
    app.session = session
    app.push(NumereumTable(app, session))


def long_game_actions() -> list[dict]:
    """Iris wins eight rounds in a row without combining: a 17-card reserve, then round 9."""
    actions = [{"do": "reserve", "player": 0, "cards": ["01", "02"]},
               {"do": "reserve", "player": 1, "cards": ["03", "04"]}]
    hand, reserve = [f"9{i}" for i in range(1, 9)], [f"5{i}" for i in range(1, 9)]
    jules = ["B0", "B0", "B10", "B20", "B30", "B40", "B50", "B60"]
    for index in range(8):
        actions += [{"do": "reveal", "cards": [hand[index], reserve[index]]},
                    {"do": "bid", "cards": ["B100" if index == 0 else hand[index - 1], jules[index]]},
                    {"do": "concede"}, {"do": "close"}]
    return actions + [{"do": "reveal", "cards": ["61", "62"]}]


def _busy(app):
    """The busiest screen: a long reserve paged, every kind of bid button."""
    session = Session.scratch("numereum", SAMPLE_PLAYERS, {})
    for action in long_game_actions():
        assert session.submit(action) is None, action
    app.session = session
    scene = NumereumTable(app, session)
    app.push(scene)
    app.render()
    scene.pick[1] = "B70"
    app.invalidate()


def _log(app):
    _stage(11)(app)
    app.top.open_log()


def _resume_sample(app):
    sample_session(9, saved=True)


register(Table(
    game="numereum",
    play=NumereumTable,
    first_player="younger",
    first_player_label=L("table_numereum.younger"),
    first_player_random=False,
    hidden_options=("deck",),
    house_rules=("suite",),
    choice_labels={"suite": {
        "in_order": L("table_numereum.suite.in_order"),
        "any_order": L("table_numereum.suite.any_order"),
    }},
    screenshots={
        "numereum-setup": _stage(1),
        "numereum-reserve": _stage(1, _reserve_sheet, entry=True),
        "numereum-prizes": _prizes,
        "numereum-bids": _stage(3, _picking),
        "numereum-raise": _stage(4),
        "numereum-combine": _stage(5, _combining),
        "numereum-hint": _stage(10),  # the combinations offered (formerly behind a hint button)
        "numereum-bid-sheet": _stage(13, entry=True),  # Iris drew an unseen card: her sheet opens by itself
        "numereum-raise-sheet": _stage(14, entry=True),  # Jules, lower, may raise with his unseen card
        "numereum-busy": _busy,
        "numereum-end": _end,
        "numereum-log": _log,
    },
    resume_sample=_resume_sample,
))
