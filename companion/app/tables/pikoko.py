"""The Pikoko table: trump, bets, plays from the target's peacock, confidence, scores.

Each seat's panel shows the player's colour, tricks, bets and the first-player token, and
takes what belongs to that player: their confidence card, entering their peacock's cards
(optional, before the first card) and, when it is their turn, playing from their target's
peacock. The centre shows the round, the trump, the trick in progress and the table's next
step. The card grid, the bets grid and the scoring table open over the table
(`pikoko_entry`).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from companion import record as records
from companion.games.pikoko import deck
from companion.games.pikoko.game import BETS, CONFIDENCE, OVER, PLAY, TOKENS, TRICKS, TRUMP, colour_word
from companion.games.pikoko.sample import random_game

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, inset, rows
from companion.app.panels import Panel
from companion.app.scene import Dialog
from companion.app.scenes.game import GameScene
from companion.app.session import Session
from companion.app.tables import Table, register
from companion.app.tables import pikoko_words as words
from companion.app.tables.pikoko_words import Joined, card_name
from companion.app.tables.pikoko_entry import BetsGrid, CardGrid, ConfidenceCard, RoundScores
from companion.app.tables.pikoko_look import ColourButton, ColourChip, Feather
from companion.app.widgets import Button, Label, Paragraph, wrap


class PikokoTable(GameScene):
    name = "pikoko"
    panel_depth = 0.30

    # -- reading the game ---------------------------------------------------------------------------
    def colour(self, seat: int) -> str:
        return self.game.colours[seat]

    def short_name(self, seat: int) -> str:
        return self.players[seat]

    def __init__(self, app, session):
        super().__init__(app, session)
        self.trump_asked = False  # the trump grid opened by itself once (a table that cancels it keeps the table)
        self._widest: tuple = (None, 0)    # ((language, text size), widest "from X's peacock")
        self._status: tuple = (None, [])   # ((language, phase, round, trick), the status words)

    def build(self):
        game = self.game
        self.phase = game.phase()
        # what every seat's panel asks of the round, asked once a build (not once a seat)
        self.placed = Counter(by for by, _ in game.bets)                    # bets each bettor placed
        self.warned = {seat for seat, _ in game.warnings()} if self.phase == BETS else set()
        self.to_bet = {by for by, _ in game.missing_bets()} if self.phase == BETS else set()
        self.unlaid = set(game.missing_confidence())                        # no confidence card yet
        # the trick's widgets (as many as cards played) go after every other widget: the
        # frame compares widgets in order, so a card more in the trick shifts nothing else
        # (the next-step button, Undo, Log, Home keep their places and their pixels)
        self.trick_widgets: list = []
        super().build()
        self.widgets += self.trick_widgets

    def table_state(self) -> tuple:
        """Nothing but the record, the game and the `looks`: the table shows the game alone
        (its phase, bets, warnings, trick, scores, whose turn), in the window's mode and
        language; nothing moves, nothing reads the clock, and what it opens covers it (the
        sheets) or is drawn over it (a dialog) without changing it. Its two caches
        (`widest_from_peacock`, `status_parts`) are keyed on what they are worked out from;
        `trump_asked` is read when the table is shown, never by its build."""
        return ()

    def shown(self):
        """A round waiting for its trump: the grid opens at once, so the trump is one tap."""
        super().shown()
        if not self.trump_asked and self.app.top is self and self.game.phase() == TRUMP:
            self.trump_asked = True
            self.open_trump()

    def seat_active(self, seat):
        game = self.game
        if self.phase == PLAY:
            return game.to_act() == seat
        if self.phase == BETS:
            return seat in self.to_bet
        if self.phase == CONFIDENCE:
            return seat in self.unlaid
        if self.phase == OVER:
            return seat in game.winners
        return False

    # -- a seat's panel -----------------------------------------------------------------------------
    def seat_key(self, seat: int, panel) -> tuple:
        """Everything a seat's panel shows or answers (labels, buttons, their refusals) but
        whose turn it is (`seat_filled`): a card played changes no panel's words, so the panels
        keep their widgets instead of being built again (five panels rebuilt cost more than
        the frame they make). A test compares kept panels with fresh ones over whole games:
        a missing input fails it."""
        game = self.game
        phase = self.phase
        key = (tuple(self.players), self.colour(seat), phase, game.round,
               game.finished, seat in game.winners, game.totals[seat], game.tricks[seat], game.first == seat,
               game.trump_card is None, bool(game.played), seat in game.entered, seat in game.confidence)
        if phase == BETS:
            key += (self.placed[seat], game.tokens_used(seat), seat in self.warned)
        elif phase == CONFIDENCE:
            key += (seat in self.unlaid,)
        return key

    def seat_filled(self, panel, seat):
        """Whose turn it is, on the (kept) play button: the one thing in a panel a card played
        changes, besides the tricks: enabled and bright for the seat to play only."""
        button = next((widget for widget in panel.children if widget.id == f"play:{seat}"), None)
        if button is not None:
            mine = self.phase == PLAY and self.game.to_act() == seat
            button.enabled, button.style = mine, ("primary" if mine else "normal")

    def build_seat(self, panel, seat, area):
        m = self.metrics
        game = self.game
        # `area` lies inside the gold ring of the seat to act already: the panel's margin is
        # counted from its edge, as it was before the ring was left out (a little air is kept
        # off the ring), so the words keep the room they had ("Vertrauen", not "Vertr.")
        ring = area.left - panel.local_rect.left
        margin = max(m.gap // 2, m.margin - ring)
        area = inset(area, margin)
        wide = area.width >= m.px(330)
        self.narrow = area.width < m.px(240)
        head_h = max(m.px(24), min(m.px(32), area.height // 4))
        line_h = m.min_text + m.px(4)
        if self.narrow:  # a narrow panel: each line may wrap to two rather than be cut
            line_h = 2 * line_h
        tall = area.height >= head_h + 2 * m.target + m.apart + m.gap   # room for the buttons one above the other
        stacked = area.width < 2 * m.target * 1.6 + m.apart or tall and not self.buttons_side_by_side(area.width)
        buttons_h = (2 * m.target + m.apart) if stacked else max(m.target, min(m.px(56), area.height - head_h - m.gap))
        lines = ([] if wide else ["stats"]) + ["info"]
        room = (area.height - head_h - buttons_h - m.gap) // (line_h + m.gap)
        lines = lines[:max(0, room)]
        split = rows(area, [head_h] + [line_h] * len(lines) + [1], m.gap)
        head, buttons = split[0], Rect(split[-1].left, split[-1].bottom - buttons_h, split[-1].width, buttons_h)
        if wide:
            chip_rect, name_rect, stats_rect = columns(head, [head.height, 0.55, 0.45], m.gap)
        else:
            chip_rect, name_rect = columns(head, [head.height, 1], m.gap)
            stats_rect = split[1] if lines and lines[0] == "stats" else None
        panel.add(ColourChip(chip_rect, self.colour(seat)))
        winner = self.phase == OVER and seat in game.winners
        panel.add(Label(name_rect, ("★ " if winner else "") + self.players[seat], m.font("title"), bold=True,
                        align="left", colour=theme.PRIMARY if winner else theme.INK))
        if stats_rect is not None:
            stats = self.seat_stats(seat, wide)
            if wide and theme.text_size(stats, m.font("body"))[0] > stats_rect.width:
                stats = self.seat_stats(seat, False)   # the token by its symbol alone
            panel.add(Label(stats_rect, stats, m.font("body"), theme.INK_SOFT,
                            align="right" if wide else "left"))
        if "info" in lines:
            info_rect = split[lines.index("info") + 1]
            text, warn = self.seat_info(seat, info_rect.width)
            panel.add(Label(info_rect, text, m.font("body"), theme.PRIMARY if warn else theme.INK,
                            align="left"))
        widest = 2 * m.px(200) + m.gap * 2
        if not stacked and buttons.width > widest:  # a long panel: the two buttons at its right end
            buttons = Rect(buttons.right - widest, buttons.top, widest, buttons.height)
        pair = (self.confidence_button(seat, Rect(buttons)), self.second_button(seat, Rect(buttons)))
        if stacked:
            for button, cell in zip(pair, rows(buttons, [1, 1], m.apart)):
                button.rect = cell
        else:
            # the row may reach into the margin, a little air (a third of a gap) kept off the ring
            self.side_by_side(pair, buttons, seat in game.confidence, reach=max(0, margin - m.gap // 3))
        self.fit_play_label(pair[1])
        for button in pair:
            panel.add(button)

    def fit_play_label(self, button) -> None:
        """A play button too narrow for its words (a top seat of five in portrait): "Spielen"
        without its ▶, else the ▶ alone — never "Spie…"."""
        if button.label not in (words.PLAY, words.PLAY_PLAIN):
            return
        m = self.metrics
        pad = self.button_pad(button.rect.height, air=False)   # (whole when they fit its inner rect, as drawn)
        fits = [label for label in (button.label, words.PLAY_PLAIN)
                if theme.text_size(say(label, self.app.lang), m.font("small"), True)[0] + pad <= button.rect.width]
        button.label = fits[0] if fits else "▶"

    def button_pad(self, height: int, air: bool = True) -> int:
        """What a button of `height` keeps round its words (as `Button.draw` insets them), and a
        little air (none: the words just fit)."""
        return max(8, height // 5) + (self.metrics.px(2) if air else 0)

    def side_by_side(self, pair, rect, laid: bool, reach: int = 0) -> None:
        """Two buttons in a row, each as wide as its words need (the spare width shared):
        the long forms where they fit, else "Spielen" without its ▶, then the short
        "Vertr." only where nothing else fits (a top seat of five, a card laid). Before the
        short form, the row reaches `reach` px further on each side (into the panel's margin)
        and the buttons give up their air round the words."""
        m = self.metrics
        confidence, second = pair

        def need(label, air=True):
            return theme.text_size(say(label, self.app.lang), m.font("small"), True)[0] + self.button_pad(rect.height, air)
        long, short = (words.CONFIDENCE_LAID if laid else words.CONFIDENCE), words.confidence_short(laid)
        plain = words.PLAY_PLAIN if second.label is words.PLAY else second.label
        choices = [(long, second.label), (long, plain), (short, second.label), (short, plain)]

        def pick(row, air=True):
            return next(((a, b) for a, b in choices if need(a, air) + need(b, air) + m.apart <= row.width), None)
        found, air = pick(rect), True
        if (found is None or found[0] is short) and reach > 0:
            roomier = rect.inflate(2 * reach, 0)
            wider = pick(roomier, False)
            if wider is not None and wider[0] is long:
                rect, found, air = roomier, wider, False
        first, other = found or choices[-1]
        spare = rect.width - m.apart - need(first, air) - need(other, air)
        width = need(first, air) + spare // 2 if spare >= 0 else (rect.width - m.apart) // 2
        confidence.label, second.label = first, other
        confidence.rect, second.rect = columns(rect, [width, 1], m.apart)

    def buttons_side_by_side(self, width: int) -> bool:
        """Whether the panel's two buttons fit side by side with their words whole (else
        they are stacked: "Vertrauen" rather than "Vertr.", "▶ Spielen" rather than "Spie…")."""
        m = self.metrics
        widest = max(theme.text_size(say(label, self.app.lang), m.font("button"), True)[0]
                     for label in (words.CONFIDENCE_LAID, words.PEACOCK_ENTERED, words.PLAY))
        return 2 * (widest + 2 * m.gap + m.px(8)) + m.apart <= width

    def seat_stats(self, seat, wide: bool) -> str:
        """Tricks this round, total points, and the first-player token (◆)."""
        game = self.game
        stats = [f"{game.totals[seat]} pt"]
        if self.phase != OVER:
            stats.insert(0, say(words.tricks_won(game.tricks[seat]), self.app.lang))
            if game.first == seat and wide:
                stats.insert(0, say(words.FIRST, self.app.lang))
            elif game.first == seat:
                stats[0] = f"◆ {stats[0]}"
        return " · ".join(stats)

    def seat_info(self, seat, width: int) -> tuple:
        game = self.game
        if self.phase == BETS:
            placed = self.placed[seat]
            warned = seat in self.warned
            mark = "⚠ " if warned else ""
            text = mark + say(words.bets_status(placed, game.n, game.tokens_used(seat), TOKENS), self.app.lang)
            if self.narrow or theme.text_size(text, self.metrics.font("body"))[0] > width:  # "tokens" goes first
                text = mark + say(words.bets_status(placed, game.n, game.tokens_used(seat), TOKENS, short=True),
                                  self.app.lang)
            return text, warned
        if self.phase == PLAY:
            return words.from_peacock(self.players[game.target_of(seat)]), False
        if self.phase == CONFIDENCE and seat in self.unlaid:
            return words.confidence_missing([self.players[seat]]), True
        return "", False

    def confidence_button(self, seat, rect):
        m = self.metrics
        game = self.game
        laid = seat in game.confidence
        why = game.why_not({"do": "confidence", "by": seat, "on": deck.NO_CONFIDENCE})
        reason = words.confidence_laid(self.players[seat]) if laid and not game.finished else why
        label = words.CONFIDENCE_LAID if laid else words.CONFIDENCE
        if theme.text_size(say(label, self.app.lang), m.font("small"), True)[0] + 2 * m.gap > rect.width:
            label = words.confidence_short(laid)   # the short form the scores table uses too
        return Button(rect, label, lambda: self.open_confidence(seat),
                      id=f"confidence:{seat}", enabled=why is None, reason=reason, size=m.font("button"),
                      style="primary" if self.phase == CONFIDENCE and why is None else "normal")

    def second_button(self, seat, rect):
        """Before the first card: enter this peacock's cards; then: play from the target's peacock."""
        m = self.metrics
        game = self.game
        if self.phase in (TRUMP, BETS) or (self.phase == PLAY and not game.played):
            if seat in game.entered:
                return Button(rect, words.PEACOCK_ENTERED, None, id=f"peacock:{seat}", enabled=False,
                              reason=words.peacock_entered(self.players[seat]), size=m.font("button"))
            waiting = _trump_first(game) if self.phase == TRUMP else None
            return Button(rect, words.PEACOCK, lambda: self.open_peacock(seat), id=f"peacock:{seat}",
                          enabled=waiting is None, reason=waiting, size=m.font("button"))
        mine = self.phase == PLAY and game.to_act() == seat
        return Button(rect, words.PLAY, self.open_play, id=f"play:{seat}", enabled=mine, reason=AsTapped(self.play_refusal),
                      style="primary" if mine else "normal", size=m.font("button"))

    def play_refusal(self):
        """Why a seat cannot play now: whose turn it is (asked when tapped, so a kept panel
        need not be built again each time the turn moves on)."""
        due = self.game.to_act()
        return words.not_your_turn(self.players[due]) if due is not None else _nothing_to_play(self.game)

    # -- the centre -----------------------------------------------------------------------------------
    def build_center(self, area):
        m = self.metrics
        game = self.game
        area = inset(area, m.gap * 2)
        facing = self.app.mode == "table" and self.phase != OVER and area.width >= area.height * 2.2
        if facing and not (game.trick or game.completed):  # no trick to lay out: the next step takes the width
            right = self.build_facing_status(area)
            if right.width > m.px(420):  # a button of a readable length, in the middle
                right = Rect(right.centerx - m.px(210), right.top, m.px(420), right.height)
            left = None
        elif facing:  # the trick takes the whole height (cards face their seats, the trump lies amid them)
            share = 0.52
            if self.phase == PLAY and game.to_act() is not None:  # room for "from Ana's peacock" under the name
                # the longest of these lines, whoever plays: the split stays put from turn to turn
                # (the trick, status and trump keep their places and pixels as the turn moves on)
                sub_w = self.widest_from_peacock()
                # the words, what the button keeps round them (at most its height / 5), the trump card beside it
                need = sub_w + max(8, area.height // 5) + m.px(40) + m.gap * 3
                share = min(0.62, max(share, need / max(1, area.width)))
            left, right = columns(area, [1 - share, share], m.gap * 2)
            right = self.build_facing_status(right)
        else:
            texts, trump_apart = self.status_lines(area.width)
            count = len(texts) + trump_apart
            status_h = count * max(m.px(26), min(m.px(34), area.height // 4)) + (count - 1) * m.gap
            status, body = rows(area, [status_h, 1], m.gap)
            self.build_status(status, texts, trump_apart)
            left, right = self.split_body(body)
        if self.phase == OVER:
            text = words.winners_text([self.players[s] for s in game.winners])
            if self.app.mode == "table":  # the winners, once per side of the table, facing it (as ★ in their panels)
                self.add_for_every_side(left, "★ " + " & ".join(self.players[s] for s in game.winners),
                                        m.font("title"), theme.PRIMARY)
            else:
                self.add(Label(left, text, m.font("title"), theme.PRIMARY, bold=True))
            self.add(Button(right, words.SCORES, self.open_scores, id="scores", style="primary", size=m.font("button")))
            return
        if left is not None and (game.trick or game.completed):
            self.build_trick(left)
        elif left is not None and not facing:  # no trick yet: the next step takes the width ("Wetten eingeben" whole)
            whole = right.union(left)
            right = Rect(whole.left, right.top, whole.width, right.height)
        if game.results:
            right, scores = columns(right, [0.64, 0.36], m.gap * 2)
            self.add(Button(scores, words.SCORES, self.open_scores, id="scores", size=m.font("body")))
        self.place_main(self.main_button(right))

    def place_main(self, button) -> None:
        """The next step's button; where its second line ("from Ana's peacock") would be cut
        (a narrow centre, portrait), that line goes above it, wrapped, and the button's
        words may take two lines; with no room for it, it is left to the seats' panels,
        whose info line says it too ("from Ana's peacock", "Bets 1/3")."""
        m = self.metrics
        rect, lang = button.rect, self.app.lang
        inner = rect.width - self.button_pad(rect.height)
        sub = say(button.sublabel, lang) if button.sublabel is not None else ""
        if (not sub or theme.text_size(say(button.label, lang), m.min_text, True)[0] <= inner
                and theme.text_size(sub, m.min_text)[0] <= inner):
            self.add(button)
            return
        lines = wrap(sub, rect.width, m.min_text)
        note_h = len(lines) * theme.line_height(m.min_text)
        if rect.height - note_h - m.gap < m.target:   # no room above it: the seats' panels say it (their info line)
            button.sublabel = None
            self.add(button)
            return
        note, button.rect = rows(rect, [note_h, 1], m.gap)
        self.add(Paragraph(note, sub, m.min_text, theme.INK_SOFT))
        button.sublabel = None
        self.add(button)

    def build_facing_status(self, column: Rect) -> Rect:
        """Beside a facing trick: the round and trick, and the trump card as it lies on the
        table (a card's shape, never stretched); returns the room left for the next step.
        One line of status above the trump card and the button side by side; where that line
        would be cut, or the centre is tall enough, the status beside the card and the button
        under them all, as wide as the column."""
        m = self.metrics
        game = self.game
        size = m.font("small")
        card_w = m.px(40) if game.trump_card else 0
        line_h = size + m.gap
        texts = self.status_lines(column.width, size)[0]
        two_lines = self.status_lines(column.width - card_w - m.gap, size)[0]
        stacked_h = max(len(two_lines) * line_h, card_w * 4 // 3)
        roomy = column.height - stacked_h - m.gap >= max(m.target, column.height // 2)   # the button keeps half
        if (len(texts) > 1 or roomy) and column.height - stacked_h - m.gap >= m.target:
            top, rest = rows(column, [stacked_h, 1], m.gap)
            if card_w:
                top, trump = columns(top, [1, card_w], m.gap)
                self.add(Feather(Rect(trump.left, trump.top, card_w, min(trump.height, card_w * 3 // 2)),
                                 game.trump_card, id="trump-card"))
            for text, line in zip(two_lines, rows(top, [line_h] * len(two_lines) + [1], 0)):
                self.add(Label(line, text, size, bold=True, align="left"))
            return rest
        status, rest = rows(column, [line_h, 1], m.gap)
        self.add(Label(status, self.status_text(), size, bold=True, align="left"))
        if card_w:  # beside the next step, as tall as a card is (centred), not the whole height
            trump, rest = columns(rest, [card_w, 1], m.gap)
            height = min(trump.height, card_w * 3 // 2)
            self.add(Feather(Rect(trump.left, trump.centery - height // 2, card_w, height), game.trump_card,
                             id="trump-card"))
        return rest

    def split_body(self, body) -> tuple[Rect, Rect]:
        m = self.metrics
        if body.width >= body.height * 2.2:
            trick, button = columns(body, [0.58, 0.42], m.gap * 2)
        else:
            height = max(m.target, min(m.px(64), body.height // 3))
            game = self.game
            if body.width < m.px(240) and not (game.trick or game.completed):  # a narrow centre (portrait), no
                # trick to show: room above the button for its second line
                height = min(body.height // 2, height + 2 * theme.line_height(m.min_text) + m.gap)
            trick, button = rows(body, [1, height], m.gap * 2)
        tallest = m.px(80) if body.width >= m.px(240) else button.height
        if button.height > tallest:
            button = Rect(button.left, button.centery - tallest // 2, button.width, tallest)
        return trick, button

    def widest_from_peacock(self) -> int:
        """The width of the longest "from <player>'s peacock" at the smallest text size,
        worded once per language and size (every build in play asks it: a card played
        changes neither the names nor the words)."""
        key = (self.app.lang, self.metrics.min_text)
        if self._widest[0] != key:
            self._widest = (key, max(theme.text_size(say(words.from_peacock(name), self.app.lang), key[1])[0]
                                     for name in self.players))
        return self._widest[1]

    def status_parts(self) -> list[str]:
        """The round, and the trick in play: worded once a build (the centre asks for them
        three times)."""
        game = self.game
        key = (self.app.lang, self.phase, game.round, game.trick_number)
        if self._status[0] != key:
            parts = [say(words.ROUND(game.round), self.app.lang)]
            if self.phase in (PLAY, CONFIDENCE):
                parts.append(say(words.TRICK(min(game.trick_number, TRICKS)), self.app.lang))
            self._status = (key, parts)
        return list(self._status[1])

    def status_text(self) -> str:
        return " · ".join(self.status_parts())

    def status_lines(self, width: int, size: int | None = None) -> tuple[list[str], bool]:
        """The round and trick as lines that fit `width` whole (one line, else one each), and
        whether the trump (card and word) needs a line of its own rather than beside them."""
        m = self.metrics
        game = self.game
        body = size or m.font("body")
        joined = self.status_text()
        texts = [joined] if theme.text_size(joined, body, True)[0] + m.gap <= width else self.status_parts()
        if not game.trump_card or self.phase == OVER:
            return texts, False
        label_w = theme.text_size(say(words.TRUMP if game.trump else words.NO_TRUMP, self.app.lang), m.font("small"))[0]
        beside = theme.text_size(texts[0], body, True)[0] + m.gap + m.px(40) + label_w + 2 * m.gap
        return texts, len(texts) > 1 or beside > width

    def build_status(self, rect, texts: list[str], trump_apart: bool):
        m = self.metrics
        game = self.game
        lines = rows(rect, [1] * (len(texts) + trump_apart), m.gap)
        trumped = bool(game.trump_card) and self.phase != OVER
        for index, (text, line) in enumerate(zip(texts, lines)):
            if index == 0 and trumped and not trump_apart:  # the round and trick whole, the trump card beside them
                text_w = theme.text_size(text, m.font("body"), True)[0] + m.gap
                line, trump_rect, trump_label = columns(line, [text_w, m.px(40), 1], m.gap)
            self.add(Label(line, text, m.font("body"), bold=True, align="left"))
        if not trumped:
            return
        if trump_apart:
            trump_rect, trump_label = columns(lines[-1], [m.px(40), 1], m.gap)
        self.add(Feather(trump_rect, game.trump_card, id="trump-card"))
        self.add(Label(trump_label, words.TRUMP if game.trump else words.NO_TRUMP, m.font("small"), theme.INK_SOFT,
                       align="left"))

    def build_trick(self, rect):
        """The trick in progress: each card with who played it and from whose peacock; else the last trick."""
        m = self.metrics
        game = self.game
        plays = game.trick
        caption = None
        if not plays and game.completed:
            last = game.completed[-1]
            plays = last.plays
            caption = words.last_trick(self.players[last.winner], last.number, last.plays[last.winner_index][1])
        if not plays:
            return
        if self.app.mode == "table":
            self.build_facing_trick(rect, plays, caption)
            return
        label_h = m.min_text
        cards_rect, caption_rect = rows(rect, [1, label_h], m.gap // 2) if caption else (rect, None)
        card_w = min(m.px(54), (cards_rect.width - m.gap * (game.n - 1)) // game.n)
        card_h = min(cards_rect.height - label_h - m.gap // 2, int(card_w * 1.35))
        for index, (player, card, counted) in enumerate(plays):
            left = cards_rect.left + index * (card_w + m.gap)
            self.trick_widgets.append(Feather(Rect(left, cards_rect.top, card_w, card_h), card,
                                              counted=counted if deck.is_multicoloured(card) else None,
                                              id=f"trick:{index}"))
            owner = game.target_of(player)  # the peacock it came from, by its colour and name
            below = Rect(left, cards_rect.top + card_h + m.gap // 2, card_w, label_h)
            # the peacock's colour chip and its symbol say whose it was (as in the seats' panels)
            self.trick_widgets.append(ColourChip(Rect(below.centerx - label_h // 2, below.top, label_h, label_h),
                                                 self.colour(owner)))
        if caption:
            self.trick_widgets.append(Label(caption_rect, caption, m.font("small"), theme.PRIMARY, align="left"))

    def build_facing_trick(self, rect, plays, caption) -> None:
        """Table mode: each card lies on the side of the centre nearest the seat that played
        it, turned to face that seat, beside the chip of the peacock it came from; the
        caption of a finished trick faces every side."""
        m = self.metrics
        game = self.game
        if caption:
            rect, caption_rect = rows(rect, [1, m.min_text + m.gap], m.gap // 2)
            self.add_for_every_side(caption_rect, caption, m.font("small"), theme.PRIMARY)
            self.trick_widgets.append(self.widgets.pop())   # with the trick's cards, after the rest
        chip = m.min_text
        long = min(m.px(56), (rect.height - m.gap) // 2)       # a card's height, facing its seat
        short = min(long * 4 // 5, m.px(44))                     # and its width
        across = short + chip + m.gap // 2                       # card and chip side by side
        screen = self.metrics.screen
        for index, (player, card, counted) in enumerate(plays):
            slot = self.frame.seats[player]
            if slot.side in ("left", "right"):
                size = (long, across)
                x = rect.left if slot.side == "left" else rect.right - long
                y = rect.centery - across // 2
                if sum(1 for other in self.frame.seats if other.side == slot.side) > 1:
                    # in front of its seat, as near as the centre allows: two seats down one side
                    # (five round a portrait tablet)
                    low, high = rect.top + long + m.gap, rect.bottom - long - m.gap - across
                    y = max(low, min(high, slot.rect.centery - across // 2)) if high >= low else y
                place = Rect(x, y, *size)
            else:
                size = (across, long)
                share = (slot.rect.centerx - screen.left) / max(1, screen.width)
                low, high = rect.left + long + m.gap, rect.right - long - m.gap - across
                x = int(low + share * (high - low)) if high >= low else rect.centerx - across // 2
                y = rect.top if slot.side == "top" else rect.bottom - long
                place = Rect(x, y, *size)
            holder = Panel(place, slot.angle, colour=theme.CENTER, id=f"trick-seat:{player}")
            self.trick_widgets.append(holder)
            local = holder.local_rect
            holder.add(Feather(Rect(local.left, local.top, short, long), card,
                               counted=counted if deck.is_multicoloured(card) else None, id=f"trick:{index}"))
            owner = game.target_of(player)   # the peacock it came from, by its colour and symbol
            holder.add(ColourChip(Rect(local.right - chip, local.bottom - chip, chip, chip), self.colour(owner)))

    def main_button(self, rect):
        m = self.metrics
        game = self.game
        if self.phase == TRUMP:
            return Button(rect, words.TURN_UP, self.open_trump, id="turn-up", style="primary", size=m.font("button"))
        if self.phase == BETS:
            return Button(rect, words.ENTER_BETS, self.open_bets, id="enter-bets", style="primary", size=m.font("button"),
                          sublabel=words.bets_missing(len(game.missing_bets())))
        if self.phase == PLAY:
            player = game.to_act()
            return Button(rect, f"▶ {self.players[player]}", self.open_play, id="play",
                          style="primary", size=m.font("button"),
                          sublabel=words.from_peacock(self.players[game.target_of(player)]))
        missing = game.missing_confidence()
        return Button(rect, words.CONFIDENCE, lambda: self.open_confidence(missing[0]), id="confidence",
                      style="primary", size=m.font("button"),
                      sublabel=", ".join(self.players[s] for s in missing))

    # -- opening the entry sheets ------------------------------------------------------------------------
    def open_trump(self):
        top = self.app.top
        if not (isinstance(top, CardGrid) and top.mode == "trump"):
            self.app.push(CardGrid(self.app, self, "trump"))

    def open_play(self):
        self.app.push(CardGrid(self.app, self, "play"))

    def open_peacock(self, seat):
        """The peacock's cards are for the others' eyes: its owner is asked to look away first."""
        name = self.players[seat]
        self.app.push(Dialog(self.app, L("tables.pikoko.look_away", owner=name),
                             [(L("common.cancel"), None, "cancel"),
                              (L("tables.pikoko.looking_away", owner=name),
                               lambda: self.app.push(CardGrid(self.app, self, "hand", owner=seat)), "look-away", "primary")],
                             title=L("tables.pikoko.look_away_title", owner=name), dialog_name="pikoko-look-away",
                             seat=seat))

    def next_peacock(self, after: int | None = None) -> int | None:
        """The next peacock not yet entered, in seat order after `after` (from the first seat
        when None); None when every one is entered or it is too late (a card was played)."""
        game = self.game
        if game.played or game.phase() not in (BETS, PLAY):
            return None
        start = 0 if after is None else after + 1
        return next((seat % game.n for seat in range(start, start + game.n) if seat % game.n not in game.entered), None)

    def open_peacocks(self):
        """From the bets grid, before any bet: the peacocks one after another (each owner
        looks away first), then back to the bets."""
        following = self.next_peacock()
        if following is not None:
            self.app.pop(self.app.top)
            self.open_peacock(following)

    def open_bets(self):
        self.app.push(BetsGrid(self.app, self))

    def open_confidence(self, seat):
        self.app.push(ConfidenceCard(self.app, self, seat))

    def open_scores(self):
        self.app.push(RoundScores(self.app, self))

    # -- acting -----------------------------------------------------------------------------------------
    def act(self, action: dict, near=None) -> bool:
        """Submit one action (a revoke gets its dialog); a scored round shows its table."""
        game = self.game
        refusal = game.why_not(action)
        if refusal is not None and refusal.rule == "R-2":
            self.revoke_found(refusal, action)
            return False
        rounds_before = len(game.results)
        if not self.app.submit(action, near=near):
            return False
        game = self.game
        if len(game.results) > rounds_before and (game.finished or self.app.mode == "table"):
            # around a table each seat reads its round facing it; Done opens the next trump
            self.trump_asked = True
            self.app.push(RoundScores(self.app, self))
        elif len(game.results) > rounds_before:  # on a wall: the next trump, one tap, the scores in short
            self.trump_asked = True
            self.open_trump()
        return True

    def revoke_found(self, refusal, action=None):
        """A revoke came to light (R-2): say who and which card (by name), and offer to undo
        back to the trick where it happened."""
        trick = getattr(refusal, "trick", None)
        start = self.game.trick_starts.get(trick)
        buttons = [(L("common.cancel"), None, "cancel")]
        if start is not None:
            buttons.append((words.undo_to_trick(trick), lambda: self.undo_to(start), "undo-to-trick", "primary"))
        message = self.revoke_message(action, trick) if action and action.get("do") == "play" else None
        seat = action.get("player") if action else None  # the player whose card brought it to light
        self.app.push(Dialog(self.app, message or refusal.message(self.app.lang), buttons, title=words.revoke_title(),
                             dialog_name="pikoko-revoke", seat=seat))

    def revoke_message(self, action, trick):
        game = self.game
        seat, card = action["player"], action["card"]
        peacock = game.target_of(seat)
        colour = next((c for c in deck.colours_of(card) if game.voids[peacock].get(c) == trick), None)
        if colour is None:
            return None
        return L("tables.pikoko.revoke", player=self.players[seat], owner=self.players[peacock], card=card_name(card),
                 colour=colour_word(colour), t=trick)

    def undo_to(self, length: int) -> None:
        """Undo back to an earlier trick, then list which physical cards go back to which
        peacock (the table must put them back by hand)."""
        game = self.game
        back: dict[int, list[str]] = {}
        for action in self.session.actions[length:]:
            if action.get("do") == "play":
                back.setdefault(game.target_of(action["player"]), []).append(action["card"])
        while len(self.session.actions) > length and self.session.undo():
            pass
        self.app.invalidate()
        if back:
            lines = [L("tables.pikoko.back_to", owner=self.players[peacock],
                       cards=Joined([card_name(c) for c in cards])) for peacock, cards in sorted(back.items())]
            self.app.push(Dialog(self.app, Joined(lines, "\n"), [(L("common.ok"), None, "ok", "primary")],
                                 title=L("tables.pikoko.back_title"), dialog_name="pikoko-cards-back"))

    def log_lines(self):
        names = self.players
        lines = []
        game = records.new_game(self.session.record)
        for action in self.session.actions:
            verb = action.get("do")
            if verb == "trump":
                lines.append(words.log_trump(action["card"]))
            elif verb == "hand":
                lines.append(words.log_hand(names[action["player"]], action["cards"]))
            elif verb == "bet":
                lines.append(words.log_bet(names[action["by"]], names[action["on"]], action["tokens"]))
            elif verb == "confidence":
                lines.append(words.log_confidence(names[action["by"]]))
            elif verb == "play":
                counted = game.colour_choices(action["card"]) and action.get("as")
                lines.append(words.log_play(names[action["player"]], action["card"],
                                            names[game.target_of(action["player"])], counted or None))
            game.apply(action)
        return lines


class AsTapped:
    """A refusal worded from the state when it is shown (a tap on the disabled button)."""

    def __init__(self, refusal):
        self.refusal = refusal

    def message(self, lang: str) -> str:
        found = self.refusal()
        return found.message(lang) if hasattr(found, "message") else say(found, lang)

    get = message


def _trump_first(game):
    return game.why_not({"do": "bet", "by": 0, "on": 0, "tokens": 0})


def _nothing_to_play(game):
    return game.why_not({"do": "play", "player": 0, "card": "W1"})


# -- New game: each player's colour --------------------------------------------------------------------------
def choose_colours(scene, area, options):
    """The options page of New game: a colour per player (tapping a taken colour swaps the two)."""
    m = scene.metrics
    count = scene.count
    colours = options.get("colors")
    if not isinstance(colours, list) or len(colours) != count or len(set(colours)) != count:
        colours = options["colors"] = list(deck.COLOUR_NAMES[:count])
    names = scene.player_names()
    title, body = rows(area, [m.px(30), 1], m.gap * 2)
    scene.add(Label(title, words.CHOOSE_COLOURS, m.font("body"), theme.INK_SOFT, align="left"))
    # portrait: each name above its colours across the whole width (beside them, five colours
    # in 70 % of a 480 px row were chips too small for their symbols)
    name_h = theme.line_height(m.font("button"), True) if m.portrait else 0
    row_h = max(m.target, min(m.px(56), (body.height - m.apart * (count - 1)) // count - name_h))
    for seat, row in enumerate(rows(body, [row_h + name_h] * count + [1], m.apart)[:count]):
        name_rect, buttons = rows(row, [name_h, 1]) if m.portrait else columns(row, [0.3, 0.7], m.gap * 2)
        scene.add(Label(name_rect, names[seat], m.font("button"), bold=True, align="left"))
        for colour, cell in zip(deck.COLOUR_NAMES, columns(buttons, [1] * len(deck.COLOUR_NAMES), m.apart)):
            named = cell.width >= m.px(124)  # too narrow for the word: the chip's symbol says it
            scene.add(ColourButton(cell, colour, deck.COLOURS[colour].text if named else "",
                                   _pick_colour(scene, options, seat, colour),
                                   id=f"colour:{seat}:{colour}", selected=colours[seat] == colour, size=m.font("small")))


def _pick_colour(scene, options, seat, colour):
    def apply():
        colours = options["colors"]
        if colour in colours:
            other = colours.index(colour)
            colours[other] = colours[seat]
        colours[seat] = colour
        scene.app.invalidate()
    return apply


# -- samples for screenshots, tests and the benchmark ----------------------------------------------------
SAMPLE_PLAYERS = ["Iris", "Jules", "Ana", "Ben", "Cleo"]


def sample_session(players: int = 5, *, stop_after: int | None = None, seed: int = 21, enter_hands: bool = False,
                   saved: bool = False) -> Session:
    """A session holding a seeded, legal game (the first `stop_after` actions of it);
    in memory only unless `saved` (the resume sample is read back from the save file)."""
    actions, _ = random_game(players, seed, stop_after=stop_after, enter_hands=enter_hands, first=0)
    names, options = SAMPLE_PLAYERS[:players], {"first": 0}
    session = Session.start("pikoko", names, options) if saved else Session.scratch("pikoko", names, options)
    session.record = records.Record("pikoko", session.record.players, session.record.options, actions,
                                    session.record.extra)
    session.game = records.replay(session.record)
    session.save()
    return session


def _index_of_play(actions, count):
    """How many actions lead up to the `count`-th play of the sample."""
    plays = 0
    for index, action in enumerate(actions):
        if action["do"] == "play":
            if plays == count:
                return index
            plays += 1
    return len(actions)


def _stage(players=5, stop_after=None, then=None, enter_hands=False, seed=21):
    """A screenshot state: the sample game's first `stop_after` actions (a number, or a
    function finding it in the sample, called when the state is staged: loading the table
    plays no sample game), then `then(app, table)`."""
    def stage(app):
        at = stop_after() if callable(stop_after) else stop_after
        app.session = sample_session(players, stop_after=at, enter_hands=enter_hands, seed=seed)
        table = PikokoTable(app, app.session)
        app.push(table)
        app.render()
        if then:
            then(app, table)
    return stage


def _mid_trick(players, plays):
    """A function giving the record length before the sample's `plays`-th card (found when staged)."""
    return lambda: _index_of_play(_sample_actions(players), plays)


def _second_round(players):
    """A function giving the record length at which round 2 waits for its trump (its grid
    opens with the scores in short)."""
    return lambda: next(index for index, action in enumerate(_sample_actions(players))
                        if index and action["do"] == "trump")


@cache   # bounded by its argument: three entries at most (3 to 5 players)
def _sample_actions(players) -> tuple:
    """The seeded sample game the states stop in (played once, when a state first needs it)."""
    actions, _ = random_game(players, 21, enter_hands=False, first=0)
    return tuple(actions)


def _bets_sheet(app, table):
    table.open_bets()


def _trump_sheet(app, table):
    table.open_trump()


def _play_sheet(app, table):
    table.open_play()


def _look_away(app, table):
    table.open_peacock(1)


def _peacock_sheet(app, table):
    """The peacock's grid with five cards chosen (after its owner was asked to look away)."""
    app.push(CardGrid(app, table, "hand", owner=1))
    app.top.chosen = ["W1", "B2", "M4", "P5", "Y6"]


def _confidence_sheet(app, table):
    table.open_confidence(2)


def _scores_sheet(app, table):
    table.open_scores()


REVOKE_SAMPLE = [{"do": "trump", "card": "Y2"}] + [
    {"do": "bet", "by": by, "on": on, "tokens": 1} for by in range(3) for on in range(3)] + [
    {"do": "play", "player": player, "card": card} for player, card in (
        (0, "P3"), (1, "W5"), (2, "P2"),   # trick 1: Ana's peacock does not follow pink
        (0, "B3"), (1, "B2"), (2, "B5"),   # trick 2: won from Iris's peacock
        (2, "R3"), (0, "R5"))]


def _revoke(app):
    session = Session.scratch("pikoko", SAMPLE_PLAYERS[:3], {"first": 0})
    for action in REVOKE_SAMPLE:
        assert session.submit(action) is None, action
    app.session = session
    table = PikokoTable(app, session)
    app.push(table)
    app.render()
    table.act({"do": "play", "player": 1, "card": "P6"})  # pink out of Ana's peacock: the revoke of trick 1


def _log(app, table):
    table.open_log()


def _resume_sample(app):
    sample_session(4, stop_after=_mid_trick(4, 6)(), saved=True)


register(Table(
    game="pikoko",
    play=PikokoTable,
    first_player="first",
    first_player_label=words.FIRST_PLAYER,
    setup=choose_colours,
    screenshots={
        "pikoko-trump": _stage(5, 0, _trump_sheet),
        "pikoko-next-trump": _stage(5, _second_round(5)),
        "pikoko-bets": _stage(5, 14, _bets_sheet),
        "pikoko-table-bets": _stage(5, 14),
        "pikoko-look-away": _stage(5, 20, _look_away),
        "pikoko-peacock": _stage(5, 20, _peacock_sheet),
        "pikoko-play": _stage(5, _mid_trick(5, 7)),
        "pikoko-play-grid": _stage(5, _mid_trick(5, 7), _play_sheet),
        "pikoko-confidence": _stage(5, _mid_trick(5, 12), _confidence_sheet),
        "pikoko-scores": _stage(5, _mid_trick(5, 41), _scores_sheet),
        "pikoko-end": _stage(3, None),
        "pikoko-revoke": _revoke,
        "pikoko-log": _stage(4, _mid_trick(4, 9), _log),
    },
    resume_sample=_resume_sample,
))
