"""The Numereum table: reserves, prizes, bids (concede or raise), combinations, the end.

Each seat's panel shows that player's stats and face-up reserve and takes their entries:
reserve cards at setup and "other" bid cards by keypad, bid cards as buttons (basic values
and the cards the table knows they hold), concede/raise for the lower bidder, and the
combination picker (tap three reserve cards: each criterion met is explained live, a
super-combination gets a badge; a hint lists every combination available). The centre
shows the round, the pile, the prizes and what the table does next.
"""

from __future__ import annotations

import re

from companion.games.numereum import combos
from companion.games.numereum.deck import BASIC_KINDS, is_basic
from companion.text import Text

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, centered, columns, fit_columns, inset, rows
from companion.app.scenes.game import GameScene
from companion.app.session import Session
from companion.app.tables import Table, register
from companion.app.widgets import Button, CardButton, Label, Paragraph, keypad

SETUP, PRIZES, BIDDING, PENDING, COMBINING, OVER = "setup", "prizes", "bidding", "pending", "combining", "over"


def card_face(code: str) -> str:
    """How a card reads on screen: basic cards carry a ◆ (not colour alone)."""
    return f"◆{code[1:]}" if is_basic(code) else code


class NumereumTable(GameScene):
    name = "numereum"
    panel_depth = 0.37

    def __init__(self, app, session):
        super().__init__(app, session)
        self.seen_actions = -1
        self.reset_choices()

    # -- UI-only choices, dropped whenever the record changes ------------------------------------
    def reset_choices(self):
        self.pick: list[str | None] = [None, None]     # staged bid card per seat
        self.typing: list[str | None] = [None, None]   # keypad open for: "reserve" or "bid"
        self.digits = ["", ""]
        self.reserve_entry: list[list[str]] = [[], []]
        self.selected: list[list[int]] = [[], []]      # reserve positions picked for a combination
        self.hint = [False, False]
        self.raising = False
        self.reserve_page = [0, 0]                     # which page of a long reserve is shown
        self.hint_page = [0, 0]
        self.bid_page = [0, 0]

    def build(self):
        if len(self.session.actions) != self.seen_actions:
            self.seen_actions = len(self.session.actions)
            self.reset_choices()
        self.summary = self.game.summary()
        self.phase = self.game.phase
        super().build()

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
        """Which reserve cards entered this round (a combination needs one of them)."""
        return self.game.fresh_cards(seat)

    def depth(self) -> float:
        if self.game.phase == OVER:
            return 0.25  # the centre shows the result
        return 0.42 if self.metrics.portrait else self.panel_depth

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
    def build_seat(self, panel, seat, area):
        m = self.metrics
        area = inset(area, m.margin)
        reserve = self.summary["reserve"][seat]
        entering = self.phase == SETUP and not reserve
        name_w = min(area.width // 3, m.px(150))
        # the top row: who and how far (left), the face-up reserve (right); two rows of cards
        # when the reserve is long and the panel tall enough
        card_w = m.target + m.gap
        per_row = max(1, (area.width - name_w - m.gap * 2) // card_w)
        lines = 2 if len(reserve) > per_row and area.height >= 4 * m.target + 5 * m.gap else 1
        top_h = max(m.target, min(m.px(58), area.height // 3)) if lines == 1 else 2 * m.target + m.gap
        top, body = rows(area, [top_h, 1], m.gap * 2)
        who, cards_rect = columns(top, [name_w, 1], m.gap * 2)
        name_rect, stats_rect = rows(who, [0.56, 0.44], 0)
        winner = self.phase == OVER and seat in self.summary["winners"]
        panel.add(Label(name_rect, ("★ " if winner else "") + self.players[seat], m.font("title"), bold=True, align="left",
                        colour=theme.PRIMARY if winner else theme.INK))
        hand = self.game.hand(seat)
        panel.add(Label(stats_rect, L("numereum.stats", combos=self.summary["combinations"][seat], hand=hand.size),
                        m.font("small"), theme.INK_SOFT, align="left"))
        if entering:
            self.build_reserve_entry(panel, seat, cards_rect, body)
            return
        action_rect = body
        self.build_reserve(panel, seat, cards_rect)
        if self.typing[seat] == "bid":
            self.build_bid_keypad(panel, seat, action_rect)
        elif self.phase == BIDDING or (self.phase == PENDING and self.raising):
            self.build_bid_picker(panel, seat, action_rect)
        elif self.phase == PENDING:
            self.build_concede_or_raise(panel, seat, action_rect)
        elif self.phase == COMBINING:
            self.build_combination(panel, seat, action_rect)
        else:
            self.build_waiting(panel, seat, action_rect)

    def info_and_buttons(self, rect: Rect) -> tuple[Rect, Rect]:
        """A line of words, then a button area no taller than two rows of big buttons."""
        m = self.metrics
        info_h = max(m.px(20), min(m.px(28), rect.height - m.target - m.gap))
        info, buttons = rows(rect, [info_h, 1], m.gap)
        buttons.height = min(buttons.height, max(m.target, 2 * m.px(64) + m.gap))
        return info, buttons

    def capacity(self, rect: Rect) -> int:
        """How many cards fit in `rect` at touch size (one or two rows)."""
        m = self.metrics
        rect = Rect(rect.left, rect.top, rect.width, min(rect.height, 2 * m.px(76) + m.gap))
        per_row = fit_columns(rect.width, m.target, m.gap)
        return per_row * max(1, min(2, (rect.height + m.gap) // (m.target + m.gap)))

    def card_cells(self, rect: Rect, count: int) -> list[Rect]:
        """Cells for `count` cards in `rect` (at most `capacity`): one row if they fit at a
        good width, else two."""
        m = self.metrics
        count = min(count, self.capacity(rect))
        if count == 0:
            return []
        ideal = max(m.target, min(m.px(64), rect.height * 5 // 6))
        rect = Rect(rect.left, rect.top, rect.width, min(rect.height, 2 * m.px(76) + m.gap))
        per_row = max(1, min(count, fit_columns(rect.width, m.target, m.gap)))
        nrows = -(-count // per_row)
        while nrows > 1 and (rect.height - m.gap * (nrows - 1)) // nrows < m.target:
            nrows -= 1
        per_row = -(-count // nrows)
        width = min(ideal, (rect.width - m.gap * (per_row - 1)) // per_row)
        height = (rect.height - m.gap * (nrows - 1)) // nrows
        return [Rect(rect.left + (i % per_row) * (width + m.gap), rect.top + (i // per_row) * (height + m.gap), width, height)
                for i in range(count)]

    def build_reserve(self, panel, seat, cards_rect):
        """The face-up reserve; a long one is shown a page at a time (a "more" card turns it)."""
        m = self.metrics
        reserve = self.summary["reserve"][seat]
        fresh = self.fresh(seat)
        room = self.capacity(cards_rect)
        positions = list(range(len(reserve)))
        if len(reserve) > room:  # pages counted from the newest cards: they are the ones a player looks for
            per_page = room - 1
            pages = -(-len(reserve) // per_page)
            page = self.reserve_page[seat] % pages
            end = len(reserve) - page * per_page
            positions = positions[max(0, end - per_page):end]
        cells = self.card_cells(cards_rect, len(positions) + (1 if len(reserve) > room else 0))
        combining = self.phase == COMBINING
        for cell, index in zip(cells, positions):
            panel.add(CardButton(cell, reserve[index], self._toggle(seat, index), id=f"reserve:{seat}:{index}",
                                 selected=index in self.selected[seat], enabled=combining,
                                 reason=L("numereum.combine_later") if self.phase != OVER else L("numereum.game_over"),
                                 sublabel=L("numereum.new") if fresh[index] and cell.height >= m.px(50) else None,
                                 size=m.font("card")))
        if len(reserve) > room:
            hidden = len(reserve) - len(positions)
            panel.add(Button(cells[-1], f"+{hidden}", self._turn_reserve(seat), id=f"reserve:{seat}:more",
                             style="quiet", size=m.font("button")))

    def _turn_bids(self, seat):
        def apply():
            self.bid_page[seat] += 1
            self.app.invalidate()
        return apply

    def _turn_hint(self, seat):
        def apply():
            self.hint_page[seat] += 1
            self.app.invalidate()
        return apply

    def _turn_reserve(self, seat):
        def apply():
            self.reserve_page[seat] += 1
            self.app.invalidate()
        return apply

    # setup: the two reserve cards, typed on the seat's own keypad
    def build_reserve_entry(self, panel, seat, top, keys):
        m = self.metrics
        slot_w = min(top.width // 4, max(m.target, m.px(56)))
        info, slots = columns(top, [1, 2 * slot_w + m.gap * 2], m.gap * 2)
        panel.add(Paragraph(info, L("numereum.lay_reserve"), m.font("body"), valign="center"))
        typed = self.reserve_entry[seat] + [self.digits[seat]]
        for index, cell in enumerate(columns(slots, [1, 1], m.gap * 2)):
            value = typed[index] if index < len(typed) else ""
            typing = index == len(self.reserve_entry[seat])
            panel.add(CardButton(cell, value.ljust(2, "_"), None, tint=theme.CARD_SELECTED if typing else theme.CARD,
                                 size=m.font("card")))
        keys = Rect(keys.left, keys.top, keys.width, min(keys.height, 2 * m.px(64) + m.gap))
        for widget in keypad(keys, self._reserve_key(seat), gap=m.gap, size=m.font("button"),
                             id_prefix=f"rkey:{seat}", min_key=m.target):
            panel.add(widget)

    # bids: basic values, the known cards of this hand, any other card by keypad
    def build_bid_picker(self, panel, seat, rect):
        m = self.metrics
        info, buttons = self.info_and_buttons(rect)
        verb = "raise" if self.phase == PENDING else "bid"
        hand = self.game.hand(seat)
        legal = set(self.game.legal_bid_cards(seat))
        codes = list(BASIC_KINDS) + [code for code in dict.fromkeys(hand.known)]
        chosen = self.pick[seat]
        other = self.pick[1 - seat]
        if chosen:
            words = L("numereum.bid_chosen", card=card_face(chosen)) if other is None else L("numereum.bid_both")
        else:
            words = L("numereum.choose_raise" if verb == "raise" else "numereum.choose_bid")
        panel.add(Label(info, words, m.font("body"), theme.PRIMARY if chosen else theme.INK, align="left"))
        items = codes + ["other"]
        room = self.capacity(buttons)
        if len(items) > room:  # short of room: spent basic cards go first, then pages
            items = [code for code in items if code == "other" or code in legal]
        paged = len(items) > room
        if paged:
            per_page = room - 1
            pages = -(-len(items) // per_page)
            page = self.bid_page[seat] % pages
            items = items[page * per_page:(page + 1) * per_page]
        cells = self.card_cells(buttons, len(items) + paged)
        if paged:
            panel.add(Button(cells[-1], f"{page + 1}/{pages} ›", self._turn_bids(seat), id=f"bid:{seat}:more",
                             style="quiet", size=m.font("button")))
        for cell, code in zip(cells, items):
            if code == "other":
                can = hand.hidden > 0
                panel.add(CardButton(cell, "?", self._open_bid_keypad(seat), id=f"bid:{seat}:other",
                                     enabled=can, reason=L("numereum.no_hidden", name=self.players[seat]),
                                     selected=chosen is not None and chosen not in codes, size=m.font("card"),
                                     sublabel=L("numereum.other") if cell.height >= m.px(50) else None))
                continue
            ok = code in legal
            reason = None if ok else (self.bid_refusal(seat, code, verb) or L("numereum.cannot_bid"))
            count = hand.basics.count(code) if is_basic(code) else 0
            panel.add(CardButton(cell, card_face(code), self._pick(seat, code), id=f"bid:{seat}:{code}",
                                 selected=chosen == code, enabled=ok, reason=reason, size=m.font("card"),
                                 tint=theme.CARD_BASIC if is_basic(code) else theme.CARD,
                                 sublabel="×2" if count == 2 and cell.height >= m.px(50) else None))

    def bid_refusal(self, seat: int, code: str, verb: str):
        """The referee's own words for why this seat cannot bid `code` now, or None.
        Asked with the other seat's pick (or a card it surely holds) beside it."""
        others = self.game.legal_bid_cards(1 - seat)
        partner = self.pick[1 - seat] or (others[0] if others else "B0")
        cards = [code, partner] if seat == 0 else [partner, code]
        return self.session.ask("why_not", {"do": verb, "cards": cards})

    def build_bid_keypad(self, panel, seat, rect):
        m = self.metrics
        info, keys = self.info_and_buttons(rect)
        left, right = columns(info, [0.7, 0.3], m.gap)
        panel.add(Label(left, L("numereum.type_card", value=self.digits[seat].ljust(2, "_")), m.font("body"), align="left"))
        extra = [("✕", "cancel")]
        for widget in keypad(keys, self._bid_key(seat), gap=m.gap, size=m.font("button"), id_prefix=f"bkey:{seat}",
                             extra=extra, min_key=m.target):
            panel.add(widget)

    def build_concede_or_raise(self, panel, seat, rect):
        m = self.metrics
        info, buttons = self.info_and_buttons(rect)
        bids = self.round_bids()
        lower = self.summary["to_act"]
        if seat != lower:
            panel.add(Label(info, L("numereum.waiting_lower", name=self.players[lower]), m.font("body"), align="left"))
            panel.add(Label(buttons, L("numereum.your_bid", card=card_face(bids[seat][0]) if bids[seat] else "–"),
                            m.font("title"), theme.INK_SOFT))
            return
        panel.add(Label(info, L("numereum.you_lower", mine=card_face(bids[seat][0]), theirs=card_face(bids[1 - seat][0])),
                        m.font("body"), align="left"))
        buttons.height = min(buttons.height, max(m.target, m.px(60)))
        concede, raise_ = columns(buttons, [1, 1], m.gap * 3)
        can_raise = self.game.can_raise()
        panel.add(Button(concede, L("numereum.concede"), self._concede(), id=f"concede:{seat}", style="danger",
                         size=m.font("button")))
        panel.add(Button(raise_, L("numereum.raise"), self._start_raise(), id=f"raise:{seat}", style="primary",
                         enabled=can_raise, reason=L("numereum.no_raise"), size=m.font("button")))

    def build_combination(self, panel, seat, rect):
        m = self.metrics
        info, buttons = self.info_and_buttons(rect)
        available = self.game.valid_combinations(seat)
        if self.hint[seat]:
            panel.add(Label(info, L("numereum.hint_title", n=len(available)), m.font("body"), theme.PRIMARY, align="left"))
            listing, close = columns(buttons, [1, max(m.target, m.px(124))], m.gap * 2)
            listing.height = close.height = min(listing.height, max(m.target, m.px(60)))
            fits = max(1, fit_columns(listing.width, max(m.px(150), m.target), m.gap))
            # more than fit: a page at a time, the last cell turning the page
            per_page = fits if len(available) <= fits else max(1, fits - 1)
            pages = max(1, -(-len(available) // per_page))
            page = self.hint_page[seat] % pages
            shown = available[page * per_page:(page + 1) * per_page]
            cells = columns(listing, [1] * max(1, len(shown) + (pages > 1)), m.gap)
            for number, (cell, combination) in enumerate(zip(cells, shown)):
                badge = " ★★" if combination.super else ""
                panel.add(Button(cell, " ".join(combination.cards) + badge, self._use_hint(seat, combination.cards),
                                 id=f"hint:{seat}:{page * per_page + number}", style="quiet", size=m.font("button")))
            if pages > 1:
                panel.add(Button(cells[-1], f"{page + 1}/{pages} ›", self._turn_hint(seat), id=f"hint:{seat}:more",
                                 size=m.font("button")))
            if not shown:
                panel.add(Label(listing, L("numereum.no_combination"), m.font("body"), theme.INK_SOFT))
            panel.add(Button(close, L("numereum.hide_hint"), self._toggle_hint(seat), id=f"hint:{seat}:hide",
                             size=m.font("button")))
            return
        cards = self.selected_cards(seat)
        explanation, ready, refusal = self.explain(seat, cards)
        panel.add(Label(info, explanation, m.font("body"), theme.PRIMARY if ready else theme.INK, align="left",
                        id=f"explain:{seat}"))
        buttons.height = min(buttons.height, max(m.target, m.px(60)))
        combine, hint = columns(buttons, [0.62, 0.38], m.gap * 3)
        panel.add(Button(combine, L("numereum.combine"), self._combine(seat), id=f"combine:{seat}", style="primary",
                         enabled=ready, reason=refusal or L("numereum.pick_three"), size=m.font("button")))
        panel.add(Button(hint, L("numereum.hint", n=len(available)), self._toggle_hint(seat), id=f"hint:{seat}",
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
        elif self.phase == SETUP:
            words = L("numereum.waiting_reserve", name=self.players[1 - seat])
        else:
            words = L("numereum.waiting_prizes")
        panel.add(Label(rect, words, m.font("body"), theme.INK_SOFT))

    # -- the centre --------------------------------------------------------------------------------
    def build_center(self, area):
        m = self.metrics
        inner = inset(area, m.margin)
        if self.phase == OVER:
            self.build_end(inner)
            return
        tall = inner.height > inner.width * 0.6
        if tall:
            status, prizes, instruction = rows(inner, [m.px(30), max(m.target, min(m.px(100), inner.height // 3)), 1], m.gap * 2)
        else:
            card = min(inner.height, m.px(80)) * 4 // 5
            status, prizes, instruction = columns(inner, [m.px(110), 2 * card + m.gap * 2, 1], m.gap * 3)
        round_rect, pile_rect = (columns(status, [1, 1], m.gap) if tall else rows(status, [1, 1], m.gap))
        # a round over, the next one's prizes are entered: the header says the new round at once
        number = self.summary["round"] + (1 if self.phase == PRIZES else 0)
        self.add(Label(round_rect, L("numereum.round", n=max(1, number)), m.font("title"), bold=True,
                       align="left", id="round"))
        self.add(Label(pile_rect, L("numereum.pile", n=self.summary["pile"]), m.font("body"), theme.INK_SOFT, align="left"))
        prize_cells = columns(prizes, [1, 1], m.gap * 2)
        shown = self.summary.get("prizes") or []
        for index, (cell, label) in enumerate(zip(prize_cells, (L("numereum.hand_prize"), L("numereum.reserve_prize")))):
            card = Rect(cell)
            card.width = min(cell.width, max(m.target, cell.height))
            card.height = min(cell.height, max(m.target, card.width * 3 // 2))
            card.center = cell.center
            code = shown[index] if index < len(shown) else "–"
            self.add(CardButton(card, code, None, sublabel=label, size=m.font("huge"), id=f"prize:{index}",
                                tint=theme.CARD if shown else theme.PANEL, enabled=bool(shown)))
        has_button = self.phase in (PRIZES, COMBINING) or (self.phase == PENDING and self.raising)
        text_rect, button_rect = rows(instruction, [1, m.target], m.gap) if has_button else (instruction, None)
        self.add(Paragraph(text_rect, self.instruction(), m.font("body") if tall else m.font("small")))
        if self.phase == PRIZES:
            self.add(Button(button_rect, L("numereum.enter_prizes"), self.enter_prizes, id="prizes", style="primary",
                            size=m.font("button")))
        elif self.phase == COMBINING:
            self.add(Button(button_rect, L("numereum.close"), self.close_round, id="close", style="primary",
                            size=m.font("button")))
        elif self.phase == PENDING and self.raising:
            self.add(Button(button_rect, L("numereum.cancel_raise"), self._cancel_raise, id="cancel-raise",
                            size=m.font("button")))

    def instruction(self):
        phase = self.phase
        if phase == SETUP:
            return L("numereum.do_setup")
        if phase == PRIZES:
            return L("numereum.do_prizes")
        if phase == BIDDING:
            return L("numereum.do_bid")
        if phase == PENDING:
            bids = self.round_bids()
            if self.raising:
                return L("numereum.do_raise")
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
            return L("numereum.result_tie", total=totals[0])
        winner = 0 if totals[0] > totals[1] else 1
        conceded = any(a.get("do") == "concede" for a in self.actions_this_round())
        key = "numereum.result_concede" if conceded else "numereum.result_win"
        return L(key, name=self.players[winner], high=totals[winner], low=totals[1 - winner])

    def actions_this_round(self):
        out = []
        for action in reversed(self.session.actions):
            if action.get("do") == "reveal":
                break
            out.append(action)
        return out

    def build_end(self, area):
        m = self.metrics
        winners = self.summary["winners"]
        title, reason, buttons = rows(area, [0.55, 0.45, m.target], m.gap * 2)
        names = " & ".join(self.players[w] for w in winners)
        self.add(Label(title, L("numereum.wins", name=names), m.font("huge"), theme.PRIMARY, bold=True))
        why = self.summary.get("reason")
        if why:
            self.add(Paragraph(reason, L(f"numereum.reason.{why}", younger=self.players[self.game.younger]),
                               m.font("body"), valign="center"))
        buttons = centered(buttons, min(buttons.width, m.px(520)), buttons.height)
        again, past = columns(buttons, [1, 1], m.gap * 3)
        self.add(Button(again, L("numereum.play_again"), self.play_again, id="again", style="primary", size=m.font("button")))
        self.add(Button(past, L("home.history"), self.show_history, id="end-history", size=m.font("button")))

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
            self.hint[seat] = False
            self.app.invalidate()
        return apply

    def _reserve_key(self, seat):
        def apply(key):
            entry = self.reserve_entry[seat]
            if key == "back":
                if self.digits[seat]:
                    self.digits[seat] = self.digits[seat][:-1]
                elif entry:
                    self.digits[seat] = entry.pop()[:-1]
            else:
                self.digits[seat] += key
                if len(self.digits[seat]) == 2:
                    entry.append(self.digits[seat])
                    self.digits[seat] = ""
                    if len(entry) == 2:
                        cards = list(entry)
                        if not self.app.submit({"do": "reserve", "player": seat, "cards": cards}):
                            # the second card at fault (a duplicate): only it is typed again
                            del entry[1 if self.second_at_fault(seat, cards) else 0:]
                            self.app.invalidate()
                        elif self.game.phase == PRIZES:  # both reserves laid: the first prizes come next
                            self.enter_prizes()
                        return
            self.app.invalidate()
        return apply

    def second_at_fault(self, seat, cards) -> bool:
        """Whether a refused reserve is refused for its second card alone: the same card twice,
        or the refusal names the second card and not the first."""
        if cards[0] == cards[1]:
            return True
        refusal = self.session.check({"do": "reserve", "player": seat, "cards": cards})
        text = say(refusal.message("en") if hasattr(refusal, "message") else refusal, "en")
        named = set(re.findall(r"\b\d\d\b", text))
        return cards[1] in named and cards[0] not in named

    def _pick(self, seat, code):
        def apply():
            self.pick[seat] = None if self.pick[seat] == code else code
            self.try_bid()
            self.app.invalidate()
        return apply

    def try_bid(self):
        """Both seats have chosen: record the bid (or the raise) at once."""
        if None in self.pick:
            return
        verb = "raise" if self.phase == PENDING else "bid"
        if not self.app.submit({"do": verb, "cards": list(self.pick)}):
            self.pick = [None, None]

    def _open_bid_keypad(self, seat):
        def apply():
            self.typing[seat] = "bid"
            self.digits[seat] = ""
            self.app.invalidate()
        return apply

    def _bid_key(self, seat):
        def apply(key):
            if key == "cancel":
                self.typing[seat] = None
            elif key == "back":
                self.digits[seat] = self.digits[seat][:-1]
            else:
                self.digits[seat] += key
                if len(self.digits[seat]) == 2:
                    code, self.digits[seat] = self.digits[seat], ""
                    refusal = self.bid_refusal(seat, code, "raise" if self.phase == PENDING else "bid")
                    if refusal is not None:  # said at once, in this seat's panel; nothing picked
                        self.app.explain(refusal)
                    else:
                        self.typing[seat] = None
                        self.pick[seat] = code
                        self.try_bid()
            self.app.invalidate()
        return apply

    def _concede(self):
        def apply():
            self.app.submit({"do": "concede"})
        return apply

    def _start_raise(self):
        def apply():
            self.raising = True
            self.pick = [None, None]
            self.app.invalidate()
        return apply

    def _cancel_raise(self):
        self.raising = False
        self.pick = [None, None]
        self.typing = [None, None]
        self.app.invalidate()

    def _combine(self, seat):
        def apply():
            cards, button = self.selected_cards(seat), self.app.pressed
            if self.app.submit({"do": "combine", "player": seat, "cards": cards}) and self.game.summary().get("pile"):
                # what the player does next, in their own panel: 2 cards after a super-combination
                draws = combos.check(cards, self.game.suite).draws
                self.app.toast(L("tables.numereum.draw", n=draws, name=self.players[seat]), near=button)
        return apply

    def _toggle_hint(self, seat):
        def apply():
            self.hint[seat] = not self.hint[seat]
            self.app.invalidate()
        return apply

    def _use_hint(self, seat, cards):
        def apply():
            reserve = self.summary["reserve"][seat]
            chosen: list[int] = []
            for card in cards:
                chosen.append(next(i for i, c in enumerate(reserve) if c == card and i not in chosen))
            self.selected[seat] = chosen
            self.hint[seat] = False
            self.app.invalidate()
        return apply

    def enter_prizes(self):
        from companion.app.scenes.card_entry import CardEntry
        self.app.push(CardEntry(self.app, L("numereum.prizes_title"), [L("numereum.hand_prize"), L("numereum.reserve_prize")],
                                lambda cards: self.app.submit({"do": "reveal", "cards": cards}), entry_name="numereum-prizes"))

    def close_round(self):
        """The round closed: the next prizes are what the table turns over now, so their entry opens."""
        if self.app.submit({"do": "close"}) and self.game.phase == PRIZES:
            self.enter_prizes()

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
]


def sample_session(count: int, options: dict | None = None, saved: bool = False) -> Session:
    session = (Session.start if saved else Session.scratch)("numereum", SAMPLE_PLAYERS, options or {})
    for action in SAMPLE[:count]:
        refusal = session.submit(action)
        if refusal is not None:  # the sample must stay a legal game
            raise AssertionError(f"sample action {action} refused: {refusal}")
    return session


def _stage(count: int, tweak=None):
    def stage(app):
        app.session = sample_session(count)
        scene = NumereumTable(app, app.session)
        app.push(scene)
        app.render()
        if tweak:
            tweak(app, scene)
            app.invalidate()
    return stage


def _picking(app, scene):
    scene.pick[0] = "B80"


def _combining(app, scene):
    scene.selected[0] = [0, 1, 2]


def _hint(app, scene):
    scene.hint[1] = True


def _keypad(app, scene):
    scene.pick[1] = "B60"
    scene.typing[0] = "bid"
    scene.digits[0] = "5"


def _setup(app, scene):
    scene.reserve_entry[1] = ["24"]
    scene.digits[1] = "3"


def _prizes(app):
    _stage(7)(app)
    app.top.enter_prizes()
    app.top.values = ["38", "4"]


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
    first_player_label=Text("Who is the younger player?", "Qui est le plus jeune ?", "Wer ist jünger?"),
    first_player_random=False,
    hidden_options=("deck",),
    house_rules=("suite",),
    choice_labels={"suite": {
        "in_order": Text("Digits in order (R-4)", "Chiffres dans l'ordre (R-4)", "Ziffern in Reihenfolge (R-4)"),
        "any_order": Text("Digits in any order", "Chiffres dans n'importe quel ordre", "Ziffern in beliebiger Reihenfolge"),
    }},
    screenshots={
        "numereum-setup": _stage(1, _setup),
        "numereum-prizes": _prizes,
        "numereum-bids": _stage(3, _picking),
        "numereum-raise": _stage(4),
        "numereum-combine": _stage(5, _combining),
        "numereum-hint": _stage(10, _hint),
        "numereum-keypad": _stage(13, _keypad),
        "numereum-busy": _busy,
        "numereum-end": _end,
        "numereum-log": _log,
    },
    resume_sample=_resume_sample,
))
