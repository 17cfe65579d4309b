"""The Aurum table: bids, the trick in play order, gold collections, swaps, "cannot play",
the trick result and the round table, on the shared game frame.

Table mode: the seat due to act (every seat still to bid in 3p) gets the card picker in its
own panel, turned to face it. Wall mode: the panels only show each seat's state and one
picker in the centre enters for the seat due to act. Everything the referee would refuse
is greyed, and a tap on it says why (the engine's own refusal, in the player's language).
"""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L
from companion.app.layout import Rect, columns, inset, rows
from companion.app.scenes.game import GameScene
from companion.app.tables import Table, register
from companion.app.tables import aurum_words as words
from companion.app.tables.aurum_cards import build_picker, face, picker_fits, tint
from companion.app.tables.aurum_dialogs import CardsEntry, PickerScene, RoundTable, SwapScene, side_name
from companion.app.widgets import Button, CardButton, Label
from companion.games.aurum import deck
from companion.games.aurum.deck import GOLD, gold_value
from companion.text import Text


class AurumTable(GameScene):
    name = "aurum"
    panel_depth = 0.28

    def __init__(self, app, session):
        super().__init__(app, session)
        self.suit: dict[int, str] = {}   # UI only: the suit tab chosen in a seat's picker
        self.wall_seat: int | None = None  # wall mode, 3p bids: whom the centre picker enters for

    # -- who enters what ------------------------------------------------------------------
    def purpose(self, seat: int) -> str | None:
        """"bid" or "play" when this seat has something to enter now, else None."""
        game = self.game
        if game.finished:
            return None
        if game.bidding:
            return "bid" if seat in game.bidders() else None
        return "play" if seat == game.to_act() else None

    def seat_active(self, seat):
        return self.purpose(seat) is not None

    def centre_seat(self) -> int | None:
        """Wall mode: the seat the centre picker enters for."""
        bidders = self.game.bidders()
        if bidders:
            return self.wall_seat if self.wall_seat in bidders else bidders[0]
        return self.game.to_act()

    # -- the seats ---------------------------------------------------------------------------
    def build_seat(self, panel, seat, area):
        m = self.metrics
        inner = inset(area, m.px(4))
        purpose = self.purpose(seat)
        if purpose and self.app.mode != "wall":
            info, picker = rows(inner, [1, 2 * m.target + max(2, m.px(3))], m.gap)
            self.info_line(panel.add, info, seat)
            if picker_fits(picker, m, len(deck.values_in_play(self.game.n))):
                self.picker(panel.add, picker, seat, purpose)
            else:  # a narrow panel (portrait): the picker opens full screen, the extras stay here
                label = words.to_bid(self.game.name(seat)) if purpose == "bid" else words.to_play(self.game.name(seat))
                extras = self.picker_extras(seat, purpose)
                cells = rows(picker, [1] * (1 + len(extras)), m.gap)
                panel.add(Button(cells[0], words.joined("▶", label, sep=" "),
                                 lambda: self.open_picker(seat, purpose), id=f"open:{seat}", style="primary",
                                 size=m.font("button")))
                for button, cell in zip(extras, cells[1:]):
                    button.rect = Rect(cell)
                    panel.add(button)
        else:
            self.seat_details(panel.add, inner, seat)

    def info_line(self, add, rect, seat):
        """One line over a picker: name, bid, tricks and gold (name and bid when narrow)."""
        m, game = self.metrics, self.game
        size = m.font("body")
        narrow = rect.width < m.px(380)
        cells = columns(rect, [0.4, 0.6] if narrow else [0.2, 0.34, 0.16, 0.3], m.gap)
        add(Label(cells[0], game.name(seat), size, bold=True, align="left", colour=theme.PRIMARY))
        add(Label(cells[1], self.bid_text(seat), size, align="left"))
        if not narrow:
            add(Label(cells[2], words.tricks_line(game.tricks[seat]), size, align="left"))
            add(Label(cells[3], self.gold_text(seat), size, align="left"))

    def seat_details(self, add, rect, seat):
        """A seat that enters nothing now: name, bid (and team bid), tricks, hand, gold."""
        m, game = self.metrics, self.game
        button = self.seat_button(seat)
        wide = rect.width > rect.height * 1.6
        text_area, button_area = rect, None
        if button and wide:
            text_area, button_area = columns(rect, [0.64, 0.36], m.gap)
        elif button:
            text_area, button_area = rows(rect, [1, max(m.target, m.px(52))], m.gap)
        lines = [(game.name(seat), "title"), (self.bid_text(seat), "button"),
                 (words.joined(words.tricks_line(game.tricks[seat]), words.hand_line(game.hand_size[seat])), "button"),
                 (words.nuggets_line(game.scores()[seat], game.cumulative), "button")]
        tile_h = m.px(50)
        line_h = min(m.px(34), text_area.height // (len(lines) + 1))
        tiles = text_area.height - len(lines) * line_h >= tile_h + m.gap and game.collections[seat]
        if not tiles:
            lines.append((self.gold_text(seat), "button"))
            line_h = min(m.px(34), text_area.height // len(lines))
        for index, (text, role) in enumerate(lines):
            cell = Rect(text_area.left, text_area.top + index * line_h, text_area.width, line_h)
            bold = role == "title"  # the name; a wide, shallow panel uses a size smaller
            size = m.font(("button" if wide else "title") if bold else ("body" if wide else "button"))
            add(Label(cell, text, size, bold=bold, align="left",
                      colour=theme.PRIMARY if bold and self.seat_active(seat) else theme.INK))
        if tiles:
            top = text_area.top + len(lines) * line_h + m.gap
            self.gold_tiles(add, Rect(text_area.left, top, text_area.width, tile_h), seat)
        if button:
            height = min(button_area.height, max(m.target, m.px(52)))
            button.rect = Rect(button_area.left, button_area.centery - height // 2, button_area.width, height)
            add(button)

    def gold_tiles(self, add, row: Rect, seat):
        """Every gold card of a collection, never one dropped from view: the tiles narrow to
        fit the row; past a readable width the last tile says how many more there are."""
        m = self.metrics
        cards = sorted(self.game.collections[seat], key=gold_value)
        narrowest = m.px(30)
        fits = max(1, (row.width + m.gap) // (narrowest + m.gap))
        shown = cards if len(cards) <= fits else cards[:fits - 1]
        count = len(shown) + (len(cards) > len(shown))
        width = min(m.px(40), (row.width - m.gap * (count - 1)) // count)
        cells = [Rect(row.left + i * (width + m.gap), row.top, width, row.height) for i in range(count)]
        for index, (code, cell) in enumerate(zip(shown, cells)):
            add(CardButton(cell, face(code), None, id=f"gold:{seat}:{index}", tint=tint(code), size=m.font("card")))
        if len(cards) > len(shown):
            add(CardButton(cells[-1], L("tables.aurum.more_gold", n=len(cards) - len(shown)), None, id=f"gold:{seat}:more",
                           tint=tint(GOLD), size=m.font("card")))

    def seat_button(self, seat) -> Button | None:
        """Swap between tricks; in wall mode also "enter for this seat" during 3p bids."""
        m, game = self.metrics, self.game
        if game.finished:
            return None
        if self.app.mode == "wall" and game.bidding and not game.teams and seat in game.bidders():
            return Button(Rect(0, 0, 0, 0), words.to_bid(game.name(seat)), lambda: self.choose_wall_seat(seat),
                          id=f"enter:{seat}", selected=self.centre_seat() == seat, size=m.font("button"))
        if not game.bidding and not game.trick:
            return self.swap_button(seat)
        return None

    def swap_button(self, seat) -> Button:
        why = self.session.ask("swap_refusal", seat)
        return Button(Rect(0, 0, 0, 0), words.SWAP, lambda: self.open_swap(seat), id=f"swap:{seat}",
                      enabled=why is None, reason=why, size=self.metrics.font("button"))

    def bid_text(self, seat) -> Text:
        game = self.game
        card = game.bids[seat]
        return words.bid_line(face(card) if card else None, game.team_bid(seat) if game.teams and card else None)

    def gold_text(self, seat) -> Text:
        cards = sorted(self.game.collections[seat], key=gold_value)
        return words.joined(words.GOLD, " ".join(face(c) for c in cards) or "—", sep=" ")

    # -- the picker -----------------------------------------------------------------------------
    def picker_extras(self, seat, purpose) -> list[Button]:
        """Beside the suit tabs: "cannot play" during a trick; the swap between tricks."""
        game = self.game
        if purpose != "play":
            return []
        if game.trick:
            why = self.session.ask("stop_refusal", seat)
            return [Button(Rect(0, 0, 0, 0), words.CANNOT_PLAY, lambda: self.cannot_play(seat), id=f"stop:{seat}",
                           enabled=why is None, reason=why, size=self.metrics.font("button"))]
        if self.app.mode != "wall":  # in wall mode the seat's panel holds the swap button
            return [self.swap_button(seat)]
        return []

    def picker(self, add, rect, seat, purpose):
        game = self.game
        if purpose == "bid":
            choices, gold, gold_reason = self.session.ask("bid_choices", seat), None, None
        else:
            choices = self.session.ask("play_choices", seat)
            gold = {c: why for c, why in choices.items() if c.startswith(GOLD)}
            gold_reason = next(iter(gold.values())) if gold and not game.trick else None
        extras = self.picker_extras(seat, purpose)
        build_picker(add, rect, self.metrics, prefix=f"pick:{seat}", choices=choices,
                     suits=deck.suits_in_play(game.n), values=deck.values_in_play(game.n),
                     selected=self.suit.get(seat), on_suit=lambda suit: self.choose_suit(seat, suit),
                     on_card=lambda code: self.enter(seat, purpose, code),
                     gold=gold if purpose == "play" else None, gold_reason=gold_reason, extras=extras)

    def choose_suit(self, seat, suit):
        self.suit[seat] = suit
        self.app.invalidate()

    def choose_wall_seat(self, seat):
        self.wall_seat = seat
        self.app.invalidate()

    def enter(self, seat, purpose, code):
        picker = self.app.top if isinstance(self.app.top, PickerScene) else None
        if self.act({"do": purpose, "player": seat, "card": code}) and picker is not None:
            self.app.pop(picker)

    def act(self, action) -> bool:
        """Submit one action; after the last action of a round, show the round table (and,
        when a play ended the round by itself, the last trick and why it ended)."""
        game = self.game
        rounds_before = len(game.rounds)
        trick, supply = list(game.trick), list(game.supply)
        if not self.app.submit(action):
            return False
        self.suit.pop(action.get("player"), None)
        if len(self.game.rounds) > rounds_before:
            ending = self.ending(action, trick, supply) if action["do"] == "play" else None
            self.show_rounds(just_ended=True, ending=ending)
        return True

    def ending(self, action, trick, supply) -> list:
        """A play that ended the round by itself (R-8/R-2): the trick as it was, then who
        could not go on and why."""
        from companion.games.aurum.tricks import resolve
        game = self.game
        plays = trick + [(action["player"], action["card"])]
        cards = " ".join(f"{game.name(s)} {face(c)}" for s, c in plays)
        if len(plays) == game.n:  # the trick was complete: its lowest card leads, with nothing left
            result = resolve(plays, supply)
            gold = face(result.gold_taken) if result.gold_taken else None
            return [L("tables.aurum.last_trick_of_round", cards=cards),
                    words.last_trick(game.name(result.winner), gold),
                    L("tables.aurum.ended_empty", name=game.name(result.lowest))]
        stuck = (action["player"] + 1) % game.n
        return [L("tables.aurum.last_trick_of_round", cards=cards), L("tables.aurum.ended_no_gold", name=game.name(stuck))]

    def log_lines(self):
        return [words.log_line(action, self.players, face) for action in self.session.actions]

    # -- dialogs -----------------------------------------------------------------------------
    def open_picker(self, seat, purpose):
        self.app.push(PickerScene(self.app, self, seat, purpose))

    def open_swap(self, seat):
        options = self.game.swap_options(seat)
        if isinstance(options, Exception):
            self.app.explain(options)
            return
        self.app.push(SwapScene(self.app, self, seat, options))

    def cannot_play(self, seat):
        game = self.game
        if game.hand_size[seat] == 0:  # nothing to show: stop at once, the empty hand on record
            self.act({"do": "stop", "player": seat, "hand": []})
            return
        self.app.push(CardsEntry(self.app, words.reveal_title(game.name(seat), game.hand_size[seat]),
                                 game.reveal_choices(seat), game.hand_size[seat],
                                 lambda cards: self.act({"do": "stop", "player": seat, "hand": cards}), players=game.n,
                                 extra=(words.STOP_HIDDEN, lambda: self.stop_hidden(seat), "entry:hidden", "normal"),
                                 name="aurum-reveal"))

    def stop_hidden(self, seat):
        entry = self.app.top
        if self.act({"do": "stop", "player": seat}) and entry in self.app.stack:
            self.app.pop(entry)

    def open_leftovers(self):
        game = self.game
        self.app.push(CardsEntry(self.app, words.leftovers_title(), game.aside_choices(), 2,
                                 lambda cards: self.act({"do": "aside", "cards": cards}), players=game.n,
                                 name="aurum-leftovers"))

    def show_rounds(self, just_ended=False, ending=None):
        game = self.game
        title = None
        if just_ended and game.rounds:
            last = game.rounds[-1]
            takers = sorted({side_name(game, s) for s in last["nugget"]})
            title = words.round_over(len(game.rounds), takers)
        self.app.push(RoundTable(self.app, self, title, ending))

    def shared_actions(self):
        m, game = self.metrics, self.game
        buttons = []
        if game.teams and game.bidding and not any(game.bids) and not game.aside:
            buttons.append(Button(Rect(0, 0, 0, 0), words.LEFTOVERS, self.open_leftovers, id="leftovers",
                                  size=m.font("button")))
        buttons.append(Button(Rect(0, 0, 0, 0), words.SCORES, self.show_rounds, id="scores", size=m.font("button")))
        return buttons

    # -- the centre: the trick in play order, its result, the match ------------------------------
    def build_center(self, area):
        m = self.metrics
        inner = inset(area, m.px(6))
        if self.app.mode == "wall" and self.centre_seat() is not None and not self.game.finished:
            if m.portrait:
                trick_area, picker_area = rows(inner, [1, m.px(34) + 2 * m.target + m.gap], m.gap * 2)
            else:
                trick_area, picker_area = columns(inner, [0.36, 0.64], m.gap * 2)
            self.centre_picker(picker_area)
        else:
            trick_area = inner
        self.trick_view(trick_area)

    def centre_picker(self, area):
        m, game = self.metrics, self.game
        seat = self.centre_seat()
        purpose = self.purpose(seat)
        title_row, picker_row = rows(area, [1, 2 * m.target + max(2, m.px(3))], m.gap)
        title = words.to_bid(game.name(seat)) if purpose == "bid" else (
            words.to_play(game.name(seat)) if game.trick else words.to_lead(game.name(seat)))
        self.add(Label(title_row, title, m.font("title"), bold=True, colour=theme.PRIMARY, align="left"))
        if picker_fits(picker_row, m, len(deck.values_in_play(game.n))):
            self.picker(self.add, picker_row, seat, purpose)
        else:
            self.add(Button(picker_row, words.OPEN_PICKER, lambda: self.open_picker(seat, purpose), id=f"open:{seat}",
                            style="primary", size=m.font("button")))

    def trick_view(self, area):
        m, game = self.metrics, self.game
        line = max(m.px(20), min(m.px(28), area.height // 6))
        top, cards_row, result_row, supply_row = rows(area, [line, 1, line, line], max(2, m.px(3)))
        small = m.font("body")
        if game.finished:
            self.add(Label(top, words.winners_line([game.name(s) for s in game.winners]), m.font("title"), bold=True,
                           colour=theme.PRIMARY))
            self.add(Label(result_row, self.match_text(), small))
            return
        status = words.round_bidding(game.round, bool(game.aside)) if game.bidding else words.status(game.round, sum(game.tricks) + 1)
        if self.app.mode == "wall" or area.width < m.px(420):  # narrow: the panels show the nuggets
            self.add(Label(top, status, small, bold=True, align="left"))
        else:
            left, right = columns(top, [0.45, 0.55], m.gap)
            self.add(Label(left, status, small, bold=True, align="left"))
            self.add(Label(right, self.match_text(), small, align="right", colour=theme.INK_SOFT))
        plays, marks = self.shown_cards()
        self.card_row(cards_row, plays, marks)
        self.add(Label(result_row, self.result_text(), small,
                       colour=theme.PRIMARY if not game.trick and game.last_trick else theme.INK))
        values = " ".join(str(gold_value(c)) for c in sorted(game.supply, key=gold_value))
        supply = f"☀ {values}" if values else "—"
        why = self.why_no_gold()
        line = words.joined(words.SUPPLY, supply, sep=": ")
        self.add(Label(supply_row, words.joined(line, why) if why else line, m.font("small"), colour=theme.INK_SOFT))

    def why_no_gold(self):
        """Right after a trick in which nobody took gold: why (the supply may show that very gold)."""
        game = self.game
        result = game.last_trick
        if game.bidding or game.trick or result is None or result.gold_taken:
            return None
        value = next(deck.value_of(c) for s, c in game.last_trick_cards if s == result.lowest and not c.startswith(GOLD))
        gold = face(deck.code_of(GOLD, value))
        if value not in deck.GOLD_VALUES:
            return L("tables.aurum.no_gold_high", value=value)
        if any(c == deck.code_of(GOLD, value) for c in result.gold_returned):
            return L("tables.aurum.no_gold_returned", gold=gold)
        return L("tables.aurum.no_gold_left", gold=gold)

    def shown_cards(self):
        """The trick in progress; between tricks the last one, its winner and gold marked;
        during bids the face-up leftovers."""
        game = self.game
        if game.trick:
            return [(game.name(s), c) for s, c in game.trick], {}
        if game.last_trick is not None and not game.bidding:
            winner = [s for s, _ in game.last_trick_cards].index(game.last_trick.winner)
            return [(game.name(s), c) for s, c in game.last_trick_cards], {"winner": winner}
        return [(None, c) for c in game.aside], {}

    def card_row(self, area, plays, marks):
        m = self.metrics
        count = max(len(plays), self.game.n)
        width = min((area.width - m.gap * (count - 1)) // count, int(area.height * 0.95))
        height = min(area.height, int(width * 1.45))  # never a thin strip (portrait)
        left = area.left + (area.width - (width * count + m.gap * (count - 1))) // 2
        top = area.top + (area.height - height) // 2
        for index, (who, code) in enumerate(plays):
            cell = Rect(left + index * (width + m.gap), top, width, height)
            self.add(CardButton(cell, face(code), None, id=f"trick:{index}", tint=tint(code), sublabel=who,
                                selected=index == marks.get("winner"), size=m.font("huge")))

    def result_text(self):
        game = self.game
        result = game.last_trick
        if game.bidding:
            return words.WAITING_BIDS
        if result is None:  # the first trick: once it is under way, say who led it (not who acts)
            return L("tables.aurum.led", name=game.name(game.trick[0][0])) if game.trick \
                else words.to_lead(game.name(game.to_act()))
        gold = face(result.gold_taken) if result.gold_taken else None
        if game.trick:
            return words.last_trick(game.name(result.winner), gold)
        return words.trick_result(game.name(result.winner), gold, game.name(game.leader))

    def match_text(self) -> Text:
        game = self.game
        scores = game.scores()
        sides = [game.members(side)[0] for side in game.sides()]
        parts = " · ".join(f"{side_name(game, s).replace(' + ', '+')} {scores[s]}" for s in sides)
        return words.match_line(parts, game.cumulative)


# -- registration, sample states --------------------------------------------------------------
from companion.app.tables import aurum_samples as samples  # noqa: E402

register(Table(
    game="aurum",
    play=AurumTable,
    first_player="first",
    first_player_label=Text("Who holds the alchemist stone (first player)?", "Qui a la pierre d'alchimiste (premier joueur) ?",
                            "Wer hat den Stein der Weisen (Startspieler)?"),
    house_rules=("zero_gold", "scoring"),
    choice_labels={"scoring": {"nuggets": Text("Nuggets (first to 2)", "Pépites (2 pour gagner)", "Nuggets (2 gewinnen)"),
                               "cumulative": Text("Points over 3 rounds", "Points sur 3 manches", "Punkte über 3 Runden")}},
    screenshots=samples.SCREENSHOTS,
    resume_sample=samples.resume_sample,
))
