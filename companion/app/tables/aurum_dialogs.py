"""The Aurum table's full-screen steps: the bid swap, a multi-card entry (the face-up
leftovers, or a revealed hand when a player cannot play), and the round table."""

from __future__ import annotations

from typing import Callable

from companion.app import theme
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Scene
from companion.app.widgets import Box, Button, CardButton, Label
from companion.games.aurum import deck
from companion.games.aurum.deck import card_order
from companion.games.aurum.legal import SwapOptions

from companion.app.tables import aurum_words as words
from companion.app.tables.aurum_cards import build_picker, face, tint


def side_name(game, seat: int) -> str:
    return " + ".join(game.name(s) for s in game.members(game.side_of(seat)))


class SwapScene(Scene):
    """Pay one gold from the collection to exchange a hand card with one's bid or the partner's."""

    name = "aurum-swap"

    def __init__(self, app, table, seat: int, options: SwapOptions):
        super().__init__(app)
        self.table, self.seat, self.options = table, seat, options
        self.gold = options.golds[0] if len(options.golds) == 1 else None
        self.bid_of = seat
        self.suit: str | None = None
        self.card: str | None = None

    @property
    def game(self):
        return self.table.game

    def build(self):
        m = self.metrics
        game = self.game
        body = self.header(words.swap_title(game.name(self.seat)))
        picker_h = 2 * m.target + m.gap
        titles = (words.PAY_WITH, words.BID_OF, words.FROM_HAND)
        if m.portrait:  # each title on its own line above its choices
            line = m.px(28)
            parts = rows(body, [line, m.target, line, m.target, line, picker_h, 1, m.target], m.gap * 2)
            for title_row, title in zip(parts[0:6:2], titles):
                self.add(Label(title_row, title, m.font("body"), align="left"))
            gold_area, bid_area, card_area = parts[1], parts[3], parts[5]
            summary_row, confirm_row = parts[6], parts[7]
        else:  # titles in a column at the left
            label_w = min(m.px(190), body.width // 4)
            gold_row, bid_row, card_row, summary_row, confirm_row = rows(
                body, [m.target, m.target, picker_h, 1, m.target], m.gap * 2)
            areas = []
            for row, title in zip((gold_row, bid_row, card_row), titles):
                self.add(Label(Rect(row.left, row.top, label_w - m.gap, min(row.height, m.target)), title,
                               m.font("body"), align="left"))
                areas.append(Rect(row.left + label_w, row.top, row.width - label_w, row.height))
            gold_area, bid_area, card_area = areas
        cells = columns(gold_area, [1 / 8] * 8, m.gap)
        for code, cell in zip(self.options.golds, cells):
            count = game.collections[self.seat].count(code)
            self.add(CardButton(cell, face(code) + (f" ×{count}" if count > 1 else ""), (lambda c=code: self.pick_gold(c)),
                                id=f"swap:gold:{code}", tint=tint(code), selected=code == self.gold, size=m.font("card")))
        for whose, cell in zip(self.options.bids_of, columns(bid_area, [1 / 2, 1 / 2], m.gap)):
            self.add(Button(cell, f"{game.name(whose)}: {face(game.bids[whose])}", (lambda w=whose: self.pick_bid(w)),
                            id=f"swap:bid_of:{whose}", selected=whose == self.bid_of, size=m.font("button")))
        build_picker(self.add, card_area, m, prefix="swap", choices=self.options.cards,
                     suits=deck.suits_in_play(game.n), values=deck.values_in_play(game.n), selected=self.suit,
                     on_suit=self.pick_suit, on_card=self.pick_card,
                     chosen=frozenset([self.card]) if self.card else frozenset())
        if self.gold and self.card:
            summary = words.swap_summary(game.name(self.seat), face(self.gold), face(self.card),
                                         game.name(self.bid_of), face(game.bids[self.bid_of]))
            self.add(Label(Rect(summary_row.left, summary_row.top, summary_row.width, min(summary_row.height, m.target)),
                           summary, m.font("body")))
        left, right = columns(confirm_row, [1 / 2, 1 / 2], m.gap * 2)
        self.add(Button(left, words.CANCEL, self.back, id="swap:cancel", style="quiet", size=m.font("button")))
        missing = words.PICK_GOLD if not self.gold else (words.PICK_CARD if not self.card else None)
        self.add(Button(right, words.SWAP, self.confirm, id="swap:confirm", style="primary", enabled=missing is None,
                        reason=missing, size=m.font("button")))

    def pick_gold(self, code):
        self.gold = code
        self.app.invalidate()

    def pick_bid(self, seat):
        self.bid_of = seat
        self.app.invalidate()

    def pick_suit(self, suit):
        self.suit = suit
        self.app.invalidate()

    def pick_card(self, code):
        self.card = code
        self.app.invalidate()

    def confirm(self):
        action = {"do": "swap", "player": self.seat, "gold": self.gold, "card": self.card, "bid_of": self.bid_of}
        if self.table.act(action):
            self.app.pop(self)


class CardsEntry(Scene):
    """Choose several cards with the suit/value picker: the two face-up leftovers, or the
    whole hand a player reveals when they cannot play. `done(cards)` submits them."""

    name = "aurum-cards"

    def __init__(self, app, title, choices: dict, need: int, done: Callable[[list[str]], bool], *,
                 players: int, extra: tuple | None = None, name: str | None = None):
        super().__init__(app)
        self.title, self.choices, self.need, self.done, self.players, self.extra = title, choices, need, done, players, extra
        self.cards: list[str] = []
        self.suit: str | None = None
        if name:
            self.name = name

    def build(self):
        m = self.metrics
        body = self.header(self.title)
        count_row, picker_row, chosen_row, buttons_row = rows(body, [m.px(30), 2 * m.target + m.gap, 1, m.target], m.gap * 2)
        self.add(Label(count_row, words.chosen_count(len(self.cards), self.need), m.font("body"), align="left"))
        build_picker(self.add, picker_row, m, prefix="entry", choices=self.choices,
                     suits=deck.suits_in_play(self.players), values=deck.values_in_play(self.players),
                     selected=self.suit, on_suit=self.pick_suit, on_card=self.toggle, chosen=frozenset(self.cards))
        if self.cards:
            per_row = max(6, min(12, chosen_row.width // max(m.target, m.px(56))))
            width = (chosen_row.width - (per_row - 1) * m.gap) // per_row
            height = min(m.px(56), chosen_row.height)
            for index, code in enumerate(sorted(self.cards, key=card_order)):
                cell = Rect(chosen_row.left + (index % per_row) * (width + m.gap),
                            chosen_row.top + (index // per_row) * (height + m.gap), width, height)
                if cell.bottom > chosen_row.bottom:
                    break
                self.add(CardButton(cell, face(code), (lambda c=code: self.toggle(c)), id=f"entry:chosen:{code}",
                                    tint=tint(code), size=m.font("card")))
        else:
            self.add(Label(Rect(chosen_row.left, chosen_row.top, chosen_row.width, min(chosen_row.height, m.px(30))),
                           words.REMOVE_HINT, m.font("small"), colour=theme.INK_SOFT, align="left"))
        specs = [(words.CANCEL, self.back, "entry:cancel", "quiet")]
        if self.extra:
            specs.append(self.extra)
        cells = columns(buttons_row, [1] * (len(specs) + 1), m.gap * 2)
        for cell, (label, action, wid, style) in zip(cells, specs):
            self.add(Button(cell, label, action, id=wid, style=style, size=m.font("button")))
        ready = len(self.cards) == self.need
        self.add(Button(cells[-1], words.STOP_SHOWN if self.extra else words.CONFIRM, self.confirm, id="entry:confirm",
                        style="primary", enabled=ready, reason=words.CARDS_NEEDED, size=m.font("button")))

    def pick_suit(self, suit):
        self.suit = suit
        self.app.invalidate()

    def toggle(self, code):
        if code in self.cards:
            self.cards.remove(code)
        elif len(self.cards) < self.need:
            self.cards.append(code)
        else:
            self.app.explain(words.CARDS_NEEDED)
        self.app.invalidate()

    def confirm(self):
        if self.done(sorted(self.cards, key=card_order)):
            self.app.pop(self)


class RoundTable(Scene):
    """Every round so far: per side its bid, tricks, bid points, gold points, total and nugget;
    above it the match state (nuggets or totals, or the winners)."""

    name = "aurum-rounds"

    def __init__(self, app, table, title=None, ending=None):
        super().__init__(app)
        self.table, self.title = table, title
        self.ending = ending or []  # the last trick and why the round ended, when it ended by itself

    def build(self):
        m = self.metrics
        game = self.table.game
        summary = game.summary()
        body = self.header(self.title or words.ROUND_TABLE)
        line = m.px(26)
        parts = rows(body, [m.px(34)] + [line] * len(self.ending) + [1, m.target], m.gap)
        match_row, grid_row, button_row = parts[0], parts[-2], parts[-1]
        for index, (text, row) in enumerate(zip(self.ending, parts[1:-2])):
            self.add(Label(row, text, m.font("body"), align="left", id=f"rounds:ending:{index}",
                           colour=theme.PRIMARY if index == len(self.ending) - 1 else theme.INK))
        sides = [game.members(side)[0] for side in game.sides()]
        parts = " · ".join(f"{side_name(game, s)} {summary['scores'][s]}" for s in sides)
        line = words.winners_line([game.name(s) for s in summary["winners"]]) if summary["finished"] \
            else words.match_line(parts, game.cumulative)
        self.add(Label(match_row, line, m.font("title"), bold=True, colour=theme.PRIMARY if summary["finished"] else theme.INK,
                       align="left"))
        self.build_grid(grid_row, game, summary, sides)
        self.add(Button(Rect(button_row.right - min(button_row.width, m.px(260)), button_row.top,
                             min(button_row.width, m.px(260)), button_row.height), words.CLOSE, self.back,
                        id="rounds:close", style="primary", size=m.font("button")))

    def build_grid(self, area, game, summary, sides):
        m = self.metrics
        data = [(index, seat) for index in range(len(summary["rounds"])) for seat in sides]
        step = max(m.px(24), min(m.px(30), area.height // max(1, len(data) + 1)))
        data = data[-max(1, area.height // step - 1):]  # the latest rounds when they do not all fit
        weights = [0.08, 0.26, 0.1, 0.1, 0.11, 0.11, 0.1, 0.14]
        for row_index, (round_index, seat) in enumerate([(None, None)] + data):
            row = Rect(area.left, area.top + row_index * step, area.width, step - max(1, m.px(2)))
            if round_index is not None and row_index % 2:
                self.add(Box(row, theme.PANEL, radius=m.px(4)))
            cells = columns(row, weights, m.gap)
            if round_index is None:
                values = words.COLUMNS
            else:
                entry = summary["rounds"][round_index]
                bids = game.round_bids[round_index]
                team_bid = max(deck.value_of(bids[s]) for s in game.members(game.side_of(seat)))
                tricks = sum(entry["tricks"][s] for s in game.members(game.side_of(seat)))
                took = seat in entry["nugget"]
                values = [str(round_index + 1), side_name(game, seat), str(team_bid), str(tricks),
                          str(entry["bid_points"][seat]), str(entry["gold_points"][seat]), str(entry["scores"][seat]),
                          "✓" if took else "—"]
            for cell, value in zip(cells, values):
                self.add(Label(cell, value, m.font("body"), bold=round_index is None,
                               colour=theme.INK_SOFT if round_index is None else theme.INK,
                               align="left" if cell is cells[1] else "center"))


class PickerScene(Scene):
    """The card picker full screen, for a seat whose panel is too narrow to hold it (portrait)."""

    name = "aurum-picker"

    def __init__(self, app, table, seat: int, purpose: str):
        super().__init__(app)
        self.table, self.seat, self.purpose = table, seat, purpose

    def build(self):
        m = self.metrics
        game = self.table.game
        name = game.name(self.seat)
        body = self.header(words.to_bid(name) if self.purpose == "bid" else words.to_play(name))
        info, picker, _ = rows(body, [m.px(34), 2 * max(m.target, m.px(64)) + m.gap, 1], m.gap * 2)
        self.table.info_line(self.add, info, self.seat)
        self.table.picker(self.add, picker, self.seat, self.purpose)

    def shown(self):
        """Back from a dialog (swap, revealed hand) that ended this seat's turn: close."""
        if self.table.purpose(self.seat) != self.purpose and self in self.app.stack:
            self.app.pop(self)
