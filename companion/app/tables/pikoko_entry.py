"""Pikoko's entry screens, laid over the table: the card grid (trump, plays, a peacock's
cards), the bets grid, a confidence card, and the scoring table.

The card grid reads like the deck: one row per colour, one column per number. A
multicoloured feather sits in the cells of each of its three colours, so tapping it in a
colour's row says which colour it counts as when the rules let the player choose (R-4).
In table mode the grid turns to face the player who acts.
"""

from __future__ import annotations

from companion.games.pikoko import deck
from companion.games.pikoko.game import BETS, PLAY, TOKENS, TRUMP
from companion.games.pikoko.tricks import needs_choice, shows

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, game_frame, grid, inset, rows, table_sides
from companion.app.panels import Panel
from companion.app.scene import Scene
from companion.app.scenes.game import game_key
from companion.app.seat_strips import Strip, add_strips
from companion.app.sheet_panel import SheetPanel
from companion.app.tables import pikoko_words as words
from companion.app.tables.pikoko_look import ColourButton, ColourChip, Feather, FeatherButton, TurnedFeatherButton
from companion.app.tables.pikoko_pictured import kind
from companion.app.tables.pikoko_score_grid import ScoreGrid
from companion.app.widgets import Button, CardButton, Label, Paragraph, wrap


ICONS = {"undo": "↶", "cancel": "✕", "done": "✓"}  # a sheet's buttons where their words do not fit
PICTURED_GRID_PX = 1_500_000  # a sheet of this many pixels blits its cards' and buttons' pictures (1920x1080)


class Overlay(Scene):
    """A sheet over the table, turned to face one seat in table mode. It covers the screen,
    so the table below is neither rebuilt nor drawn while it is open."""

    def __init__(self, app, table, seat: int | None = None):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.pictured = False  # its widgets give turned pictures (see `pictured_sheet`)

    @property
    def game(self):
        return self.table.game

    @property
    def players(self):
        return self.table.players

    def facing(self) -> int | None:
        """The seat that answers this sheet (None: the whole table)."""
        return self.seat

    def angle(self) -> int:
        seat = self.facing()
        if self.app.mode != "table" or seat is None:
            return 0
        frame = game_frame(self.metrics, len(self.players), "table", self.table.panel_depth)
        return frame.seats[seat].angle

    def build_key(self):
        """The record and the game (an action or an undo makes new ones: compared by identity)
        and what the sheet itself holds (`sheet_state`); the seat it faces follows from them.
        None where a sheet cannot say (built at every build)."""
        return game_key(self.table.session, self.sheet_state())

    def sheet_state(self):
        """Everything the sheet's build reads besides the record, the game and the `looks`
        (its choices in progress); None (the default): built at every build."""
        return None

    def build(self):
        m = self.metrics
        panel = self.sheet_panel(inset(m.screen, m.margin), self.angle())
        self.add(panel)
        self.fill(panel, inset(panel.local_rect, m.margin))

    def sheet_panel(self, rect: Rect, angle: int) -> Panel:
        return Panel(rect, angle, colour=theme.PANEL_ACTIVE, id="sheet")

    def pictured_sheet(self, rect: Rect, angle: int) -> Panel:
        """A big sheet painted from its widgets' pictures, turned to the seat it faces
        (`SheetPanel`): its first frame no longer draws them upright on a sheet-sized scratch
        and turns nearly a screen of pixels. A smaller one: a plain panel (its walk over the
        pictures costs more than it saves below ~150 px cards, pikoko7's measure at 800x480;
        1280x800 and 720x1280 keep it too)."""
        self.pictured = rect.width * rect.height >= PICTURED_GRID_PX
        return (SheetPanel if self.pictured else Panel)(rect, angle, colour=theme.PANEL_ACTIVE, id="sheet")

    def button(self, *args, **kw) -> Button:
        """A button of the sheet: kept as a picture on a pictured sheet."""
        return kind(Button, self.pictured)(*args, **kw)

    def label(self, *args, **kw) -> Label:
        return kind(Label, self.pictured)(*args, **kw)

    def fill(self, panel: Panel, area: Rect) -> None:
        """Add the sheet's widgets to `panel`, in its upright coordinates."""

    def heading(self, panel: Panel, area: Rect, title, buttons: list[tuple]) -> Rect:
        """A title on the left, (label, action, id, style) buttons on the right; returns the rest."""
        m = self.metrics
        bar, body = rows(area, [m.target, 1], m.gap * 2)

        def width_of(label):   # a word gets a roomy button, a symbol a square one
            words_w = theme.text_size(say(label, self.app.lang), m.font("button"), True)[0]
            return max(m.target, m.px(112) if label not in ICONS.values() else 0, words_w + 2 * m.gap + m.px(8))
        title_w = theme.text_size(say(title, self.app.lang), m.font("title"), True)[0]
        labels = [label for label, *_ in buttons]
        if sum(width_of(label) + m.gap * 2 for label in labels) + title_w > bar.width:  # a short bar (a tall sheet):
            labels = [ICONS.get(wid, label) for label, _, wid, *_ in buttons]            # Undo, Cancel by their symbols
        right = bar.right
        for (_, action, wid, style, *reason), label in reversed(list(zip(buttons, labels))):
            width = width_of(label)
            cell = Rect(right - width, bar.top, width, bar.height)
            panel.add(self.button(cell, label, action, id=wid, style=style, size=m.font("button"),
                                  enabled=action is not None, reason=reason[0] if reason else None))
            right = cell.left - m.gap * 2
        panel.add(self.label(Rect(bar.left, bar.top, right - bar.left, bar.height), title, m.font("title"), bold=True,
                             align="left"))
        return body

    def text_height(self, text: str, rect: Rect, size: int) -> int:
        """The height a `Paragraph` of `text` takes at `rect`'s width, at most 2/5 of `rect`."""
        lines = len(wrap(text, rect.width, size)) if text else 1
        return min(rect.height * 2 // 5, lines * theme.line_height(size))

    def undo_button(self) -> tuple:
        """Undo, one tap away on a sheet too (it drops the record's last action)."""
        return (L("game.undo"), self.app.undo if self.table.session.actions else None, "undo", "normal",
                L("game.nothing_to_undo"))

    def close(self):
        self.app.pop(self)

    def back(self):
        self.close()


# -- the card grid ------------------------------------------------------------------------------------
def cell_code(colour: str, number: int) -> str:
    """The card at a colour and number: a single-colour card, or the multicoloured one there."""
    single = deck.code(colour, number)
    return single if deck.is_code(single) else f"M{number}"


class CardGrid(Overlay):
    """Tap a card: the trump card ("trump"), a play ("play"), or a peacock's 8 cards ("hand")."""

    def __init__(self, app, table, mode: str, owner: int | None = None):
        super().__init__(app, table)
        self.mode = mode
        self.owner = owner
        self.chosen: list[str] = []
        self.name = f"pikoko-{mode}"

    def sheet_state(self) -> tuple:
        """Which grid it is, whose peacock, and the cards chosen so far (a list changed in
        place: a copy). The cells' answers are the rules' for the record (`Session.ask`)."""
        return self.mode, self.owner, tuple(self.chosen)

    def build(self):
        game = self.game
        if self.mode == "play":  # the player who plays from the next seat's peacock
            self.seat = game.to_act()
        elif self.mode == "trump":  # the first player turns up the trump card
            self.seat = game.first
        else:  # a peacock's cards are entered by the one who will play from it, never its owner
            self.seat = next(s for s in range(game.n) if game.target_of(s) == self.owner)
        super().build()

    def sheet_panel(self, rect: Rect, angle: int) -> Panel:
        """A big grid blits its cards' opaque pictures (`TurnedFeatherButton`): upright, without
        blending; turned, without drawing 55 cards upright and turning a screen of pixels."""
        return self.pictured_sheet(rect, angle)

    def numbers(self) -> list[int]:
        return list(range(1, deck.TOP_NUMBER[self.game.n] + 1))

    def fill(self, panel, area):
        m = self.metrics
        game = self.game
        summary = None
        if self.mode == "trump" and game.phase() != TRUMP:  # left open while the round began (or the game ended)
            self.heading(panel, area, words.no_trump_now(), [(L("common.back"), self.close, "cancel", "normal")])
            return
        if self.mode == "trump":
            title, buttons = words.which_trump(), [(L("common.cancel"), self.close, "cancel", "normal")]
            if game.results:  # a new round: the last one's scores in short, the whole table one tap away
                # a tall sheet's narrow side: a line a player (no long word to cut)
                summarise = words.round_summary_lines if area.height > area.width else words.round_summary
                summary = summarise(game.results[-1], self.players, game.totals)
                buttons.insert(0, (words.SCORES, self.table.open_scores, "scores", "normal"))
        elif self.mode == "hand":
            title = words.peacock_entry(self.players[self.owner], len(self.chosen))
            # no Done: the rules fix the count (8), so the last card tapped enters the peacock
            buttons = [(L("common.cancel"), self.close, "cancel", "normal")]
        elif game.to_act() is None:  # an undo left nothing to play: say so, offer the way back
            self.heading(panel, area, words.nothing_to_play(), [(L("common.back"), self.close, "cancel", "normal")])
            return
        else:
            player = game.to_act()
            title = words.plays_from(self.players[player], self.players[game.target_of(player)])
            buttons = [self.undo_button(), (L("common.back"), self.close, "cancel", "normal")]
        if area.height > area.width:  # turned to a side seat: the grid takes the height
            self.fill_upright(panel, area, title, buttons, summary)
            return
        body = self.heading(panel, area, title, buttons)
        if summary is not None:
            size = m.font("small")
            note, body = rows(body, [self.text_height(say(summary, self.app.lang), body, size), 1], m.gap)
            panel.add(Paragraph(note, summary, size, theme.PRIMARY, id="round-summary"))
        if self.mode == "play":
            strip_h = max(m.target, m.px(58))
            strip, body = rows(body, [strip_h, 1], m.gap * 2)
        self.build_cells(panel, body)
        if self.mode == "play":  # after the cells: a card more in the trick shifts no cell's place among the
            self.build_trick(panel, strip)   # panel's children (compared in order, a shift repaints them all)

    def fill_upright(self, panel, area, title, buttons, summary=None) -> None:
        """A tall sheet: the title across the top, a column per colour (a row per number)
        on the left, and beside it the buttons, then the led colour, trump and trick (or
        the last round's scores in short)."""
        m = self.metrics
        bar, body = rows(area, [m.target, 1], m.gap)   # one gap: 11 rows of targets fit at 1280×800 too
        panel.add(Label(bar, title, m.font("title"), bold=True, align="left"))
        colours = len(deck.COLOUR_NAMES)
        cells_w = colours * m.target + (colours - 1) * m.apart
        roomy = colours * m.px(54) + (colours - 1) * m.apart    # wide enough for "■11" at the smallest size
        cells, side = columns(body, [max(cells_w, min(roomy, body.width - m.gap * 2 - m.px(128))), 1], m.gap * 2)
        below = None
        grid_h = m.px(26) + m.gap + len(self.numbers()) * (m.target + m.apart)
        if self.mode == "play" and body.height - grid_h >= m.px(150):  # few numbers: the trick goes under the grid
            cells, below = rows(Rect(body.left, body.top, body.width, body.height), [grid_h, 1], m.gap * 2)
            cells = Rect(cells.left, cells.top, side.left - m.gap * 2 - cells.left, cells.height)
            below = rows(below, [max(m.target, min(m.px(130), below.height)), 1], 0)[0]
        self.build_cells(panel, cells)
        for label, action, wid, style, *reason in buttons:
            cell, side = rows(side, [m.target, 1], m.apart)
            if theme.text_size(say(label, self.app.lang), m.font("small"), True)[0] + 2 * m.gap > cell.width:
                label = ICONS.get(wid, label)   # a narrow column: the button by its symbol
            panel.add(Button(cell, label, action, id=wid, style=style, size=m.font("button"),
                             enabled=action is not None, reason=reason[0] if reason else None))
        if self.mode == "play":
            self.build_trick(panel, below or side, tall=below is None)
        elif summary is not None:
            panel.add(Paragraph(side, summary, m.font("small"), theme.PRIMARY, id="round-summary"))

    def build_trick(self, panel, strip, tall: bool = False):
        """The trick so far beside (or, `tall`, above) the led colour and trump, so the
        player sees what to follow."""
        m = self.metrics
        game = self.game
        if tall:
            info, cards = rows(strip, [0.45, 0.55], m.gap * 2)
        else:
            info, cards = columns(strip, [0.42, 0.58], m.gap * 2)
        plays = game.trick
        text = words.led_and_trump(game.led_colour(), game.trump)
        if not plays and game.completed:  # between tricks: who took the last one, and with what
            last = game.completed[-1]
            plays = last.plays
            text = words.trick_taken(self.players[last.winner], last.number, last.plays[last.winner_index][1])
        panel.add(Paragraph(info, text, m.font("body"), theme.PRIMARY if plays is not game.trick else theme.INK))
        if tall:  # two cards a row
            places = grid(cards, game.n, 2, m.gap, cell_height=min(m.px(60), (cards.height - 2 * m.gap) // 3))
        else:
            width = min(m.px(52), (cards.width - m.gap * (game.n - 1)) // game.n)
            height = min(cards.height, width * 3 // 2)
            places = [Rect(cards.left + index * (width + m.gap), cards.top, width, height) for index in range(game.n)]
        for index, ((player, card, counted), cell) in enumerate(zip(plays, places)):
            panel.add(Feather(cell, card, counted=counted if deck.is_multicoloured(card) else None,
                              id=f"trick:{index}"))

    def build_cells(self, panel, body):
        m = self.metrics
        numbers = self.numbers()
        colours = list(deck.COLOUR_NAMES)
        chip = m.px(26)
        if body.width >= body.height:  # a row per colour
            heads, cells_rect = columns(body, [chip, 1], m.gap)
            cells = grid(cells_rect, len(colours) * len(numbers), len(numbers), m.apart)
            head_rects = [Rect(heads.left, cells[r * len(numbers)].top, chip, cells[0].height) for r in range(len(colours))]
            place = {(colour, number): cells[r * len(numbers) + c] for r, colour in enumerate(colours)
                     for c, number in enumerate(numbers)}
        else:  # a column per colour
            heads, cells_rect = rows(body, [chip, 1], m.gap)
            cells = grid(cells_rect, len(colours) * len(numbers), len(colours), m.apart)
            head_rects = [Rect(cells[c].left, heads.top, cells[0].width, chip) for c in range(len(colours))]
            place = {(colour, number): cells[r * len(colours) + c] for c, colour in enumerate(colours)
                     for r, number in enumerate(numbers)}
        for colour, rect in zip(colours, head_rects):
            size = min(rect.width, rect.height)
            spot = Rect(0, 0, size, size)
            spot.center = rect.center
            panel.add(ColourChip(spot, colour))
        asked = self.play_facts() if self.mode == "play" else None
        if self.mode == "trump":   # every card's answer at once, remembered until the record changes
            asked = self.table.session.ask("trump_refusals")
        for (colour, number), rect in place.items():
            panel.add(self.cell(colour, number, rect, asked))

    def play_facts(self) -> tuple:
        """What every play cell asks, asked once a build: who plays, the led colour, and the
        rules' answer for every card (`play_refusals`, remembered until the record changes)."""
        game = self.game
        return game.to_act(), game.led_colour(), self.table.session.ask("play_refusals")

    def cell(self, colour: str, number: int, rect: Rect, asked=None):
        """One card of the grid; `asked`: what the rules answer for every cell of this mode
        (`play_facts()`, `trump_refusals`), asked once a build."""
        code = cell_code(colour, number)
        wid = f"card:{colour}:{number}"
        game = self.game
        card = TurnedFeatherButton if self.pictured else FeatherButton
        if self.mode == "trump":
            why = (asked or self.table.session.ask("trump_refusals"))[code]
            return card(rect, code, lambda: self.turn_up(code), id=wid, enabled=why is None, reason=why)
        if self.mode == "hand":
            why = game.peacock_card_problem(code)
            return card(rect, code, lambda: self.toggle(code), id=wid, enabled=why is None, reason=why,
                        selected=code in self.chosen)
        player, led, refusals = asked or self.play_facts()
        action = {"do": "play", "player": player, "card": code}
        counted = None
        if deck.is_multicoloured(code) and needs_choice(code, led):   # the row says which colour it counts as
            action["as"] = counted = colour
        elif led and deck.is_multicoloured(code) and shows(code, led):
            counted = led
        key = (code, action.get("as"))
        why = refusals[key] if key in refusals else self.table.session.ask("why_not", action)
        button = card(rect, code, lambda: self.play(action), id=wid, enabled=why is None, reason=why,
                      counted=counted)
        if why is not None and why.rule == "R-2":
            button.on_tap = lambda: self.table.revoke_found(why, action)
            button.enabled = True
            button.dimmed = True
        return button

    # taps
    def turn_up(self, code):
        """The trump is turned up: the bets come next, so their grid opens at once (a table
        entering peacocks first closes it with Done)."""
        if self.table.act({"do": "trump", "card": code}):
            if self.app.top is self:
                self.app.replace(BetsGrid(self.app, self.table))
            else:
                self.close()

    def toggle(self, code):
        """Choose or drop a card; the 8th card chosen enters the peacock (the rules fix the
        count, so there is nothing to confirm: Undo takes a mistake back)."""
        if code in self.chosen:
            self.chosen.remove(code)
        elif len(self.chosen) >= deck.CARDS_PER_PEACOCK:
            self.app.explain(words.peacock_full(self.players[self.owner]))
        else:
            self.chosen.append(code)
            if len(self.chosen) == deck.CARDS_PER_PEACOCK:
                self.enter_hand()
                return
        self.app.invalidate()

    def enter_hand(self):
        """Refused (the cards stay chosen, a tap drops one), or entered: the next peacock
        not yet entered comes next, its owner asked to look away; after the last one, the bets."""
        if not self.table.act({"do": "hand", "player": self.owner,
                               "cards": sorted(self.chosen, key=deck.ALL_CARDS.index)}):
            return
        if self.app.top is not self:   # something came over it (an announcement's dialog)
            return
        following = self.table.next_peacock(after=self.owner)
        if following is not None:
            self.app.pop(self)
            self.table.open_peacock(following)
        elif self.game.phase() == BETS and not self.game.bets:
            self.app.replace(BetsGrid(self.app, self.table))
        else:
            self.close()

    def play(self, action):
        if self.table.act(action) and self.game.phase() != PLAY:
            missing = self.game.missing_confidence()
            if self.app.top is self and missing and not self.game.finished:   # the cards still to lay come next
                self.app.replace(ConfidenceCard(self.app, self.table, missing[0]))
            else:
                self.close()


# -- bets ---------------------------------------------------------------------------------------------
def bet_order(game) -> list[tuple[int, int]]:
    """(bettor, target) in the order the rules place them: each player on the block in turn
    from the first player, the others betting on them clockwise; then everyone on themselves."""
    n, first = game.n, game.first
    blocks = [((on + k) % n, on) for on in ((first + j) % n for j in range(n)) for k in range(1, n)]
    return blocks + [((first + j) % n, (first + j) % n) for j in range(n)]


def next_bet(game) -> tuple[int, int] | None:
    return next((pair for pair in bet_order(game) if pair not in game.bets), None)


class BetsGrid(Overlay):
    """Every bettor × every player: tap a cell, then its tokens; totals out of 9 and warnings."""

    name = "pikoko-bets"

    def __init__(self, app, table):
        super().__init__(app, table)
        self.cell = next_bet(self.game)
        # the table's head and each bettor's row are put back as they were while nothing they
        # show or answer changed (`Scene.keep`): a bet changes one row (and the keys), and
        # building the head and four other rows again cost 0.3 B of a 1.8 B tap at 1920×1080

    def sheet_panel(self, rect: Rect, angle: int) -> Panel:
        """A big sheet is painted from its buttons' pictures (`pikoko_pictured`), turned to the
        bettor: at 1920×1080 its first frame no longer draws 50 buttons upright and turns a
        screen of pixels, and a bet blits the few that changed."""
        return self.pictured_sheet(rect, angle)

    def chip(self, rect, colour: str):
        return kind(ColourChip, self.pictured)(rect, colour)

    def sheet_state(self) -> tuple:
        """The cell chosen: the keys, the prompt and the bettor the sheet faces follow it."""
        return (self.cell,)

    def facing(self) -> int | None:
        """The bettor of the chosen cell: the sheet turns to each bettor in the rules' order."""
        return self.cell[0] if self.cell is not None else None

    def fill(self, panel, area):
        m = self.metrics
        game = self.game
        buttons = [self.undo_button(), (words.DONE, self.close, "done", "primary")]
        if not game.bets and self.table.next_peacock() is not None:   # a table entering its peacocks first
            buttons.insert(1, (words.PEACOCKS, self.table.open_peacocks, "peacocks", "normal"))
        body = self.heading(panel, area, words.BETS, buttons)
        warnings = game.warnings()
        lines = [f"⚠ {say(text, self.app.lang)}" for _, text in warnings]
        if lines:
            note = "\n".join(lines)
        elif not game.missing_bets():
            note = words.bets_complete()
        elif self.cell is not None:
            note = words.bet_prompt(self.players[self.cell[0]], self.players[self.cell[1]])
        else:
            note = words.PICK_CELL
        main, note_rect = rows(body, [1, self.text_height(say(note, self.app.lang), body, m.font("small"))], m.gap)
        panel.add(Paragraph(note_rect, note, m.font("small"), theme.PRIMARY if lines else theme.INK_SOFT))
        if main.width >= main.height * 1.3:
            table_rect, keys_rect = columns(main, [0.7, 0.3], m.gap * 3)
            key_cols = 3  # a phone's layout: 1 2 3 / 4 5 6 / 7 8 9 / 0
        else:
            table_rect, keys_rect = rows(main, [0.66, 0.34], m.gap * 3)
            key_cols = 5
        self.build_table(panel, table_rect)
        cells = grid(keys_rect, 12 if key_cols == 3 else 10, key_cols, m.apart)
        if key_cols == 3:
            cells = cells[:9] + [cells[10]]  # 0 under 8, as on a phone
        for tokens, rect in zip(list(range(1, 10)) + [0], cells):
            panel.add(self.key(tokens, rect))

    def build_table(self, panel, rect):
        m = self.metrics
        game = self.game
        n = game.n
        named = rect.width >= m.px(480)   # room for the bettors' names, else their chips say who
        corner_w = theme.text_size(say(words.BY_ON, self.app.lang), m.font("small"))[0] + m.gap
        name_w = max(m.px(112), corner_w, rect.width // (n + 3)) if named else m.target
        total_w = max(m.px(52), rect.width // (n + 4))
        head_h = m.px(28)
        head, body = rows(rect, [head_h, 1], m.gap)
        col_rects = columns(Rect(rect.left + name_w + m.apart, 0, rect.width - name_w - total_w - 2 * m.apart, 1), [1] * n, m.apart)
        names = tuple((self.table.short_name(on), self.table.colour(on)) for on in range(n))
        key = (self.pictured, tuple(head), tuple(map(tuple, col_rects)), name_w, total_w,
               named, names)
        self.keep(panel, "head", key, lambda: self.build_head(panel, head, col_rects, name_w, total_w, named))
        warned = {seat for seat, _ in game.warnings()}
        betting = game.phase() == BETS   # asked once, not per cell (it lists the bets missing)
        for by, row in enumerate(rows(body, [1] * n, m.apart)):
            if not betting:   # (a cell's refusal then depends on the whole game: built afresh)
                self.build_row(panel, by, row, col_rects, name_w, total_w, named, warned, betting)
                continue
            chosen = self.cell if self.cell is not None and self.cell[0] == by else None
            # everything the row shows or answers: its place and sizes, the bettor, their bets,
            # the cell chosen in it, their total and warning (and the `looks`: a never-seen
            # sheet builds its rows, as it paints them, afresh)
            key = (self.pictured, tuple(row), tuple(map(tuple, col_rects)), name_w,
                   total_w, named, self.table.colour(by), self.table.short_name(by),
                   tuple(game.bets.get((by, on)) for on in range(n)), chosen, by in warned, game.tokens_used(by))
            self.keep(panel, ("row", by), key, lambda by=by, row=row: self.build_row(
                panel, by, row, col_rects, name_w, total_w, named, warned, betting))

    def build_head(self, panel, head: Rect, col_rects: list, name_w: int, total_w: int, named: bool) -> None:
        """The columns' heads: each player's colour chip (and name where it fits), "/9" over the totals."""
        m = self.metrics
        head_h = head.height
        if named:
            panel.add(self.label(Rect(head.left, head.top, name_w, head_h), words.BY_ON, m.font("small"), theme.INK_SOFT,
                                 align="left"))
        for on, col in enumerate(col_rects):  # each column by its player's colour chip (symbol and colour)
            head_rect = Rect(col.left, head.top, col.width, head_h)
            words_w = theme.text_size(self.table.short_name(on), m.font("small"), True)[0]
            if words_w + head_h + m.gap <= col.width:
                chip_rect, name_rect = columns(head_rect, [head_h, 1], m.gap // 2)
                panel.add(self.chip(chip_rect, self.table.colour(on)))
                panel.add(self.label(name_rect, self.table.short_name(on), m.font("small"), bold=True, align="left"))
            else:
                spot = Rect(0, 0, head_h, head_h)
                spot.center = head_rect.center
                panel.add(self.chip(spot, self.table.colour(on)))
        panel.add(self.label(Rect(head.right - total_w, head.top, total_w, head_h), f"/{TOKENS}", m.font("small"),
                             theme.INK_SOFT))

    def build_row(self, panel, by: int, row: Rect, col_rects: list, name_w: int, total_w: int, named: bool,
                  warned: set, betting: bool) -> None:
        """One bettor's row: their name (or chip), a cell per player, their total."""
        m = self.metrics
        game = self.game
        name_rect = Rect(row.left, row.top, name_w, row.height)
        if named:
            panel.add(kind(ColourButton, self.pictured)(name_rect, self.table.colour(by), self.table.short_name(by),
                                                        None, size=m.font("small"), style="quiet"))
        else:
            size = min(name_rect.width, name_rect.height, m.target)
            spot = Rect(0, 0, size, size)
            spot.center = name_rect.center
            panel.add(self.chip(spot, self.table.colour(by)))
        for on, col in enumerate(col_rects):
            panel.add(self.bet_cell(by, on, Rect(col.left, row.top, col.width, row.height), betting))
        used = game.tokens_used(by)
        panel.add(self.label(Rect(row.right - total_w, row.top, total_w, row.height),
                             f"{'⚠' if by in warned else ''}{used}", m.font("button"),
                             theme.PRIMARY if by in warned else theme.INK, bold=True))

    def bet_cell(self, by, on, rect, betting: bool):
        m = self.metrics
        game = self.game
        wid = f"bet:{by}:{on}"
        if (by, on) in game.bets:  # entered: shown bright; a tap chooses it, a key then changes it
            tokens = game.bets[(by, on)]
            return kind(CardButton, self.pictured)(rect, str(tokens), lambda: self.select(by, on), id=wid,
                                                   size=m.font("title"), selected=self.cell == (by, on))
        why = None if betting else game.why_not({"do": "bet", "by": by, "on": on, "tokens": 0})
        return self.button(rect, "·", lambda: self.select(by, on), id=wid, selected=self.cell == (by, on),
                           enabled=why is None, reason=why, size=m.font("title"))

    def key(self, tokens, rect):
        m = self.metrics
        if self.cell is None:
            return self.button(rect, str(tokens), None, id=f"tokens:{tokens}", enabled=False,
                               reason=words.choose_bet_first(), size=m.font("title"))
        by, on = self.cell
        action = {"do": "bet", "by": by, "on": on, "tokens": tokens}
        if self.cell in self.game.bets:  # a change: checked when tapped, against the record without the old bet
            return self.button(rect, str(tokens), lambda: self.change(action), id=f"tokens:{tokens}",
                               size=m.font("title"))
        why = self.game.why_not(action)
        return self.button(rect, str(tokens), lambda: self.bet(action), id=f"tokens:{tokens}", enabled=why is None,
                           reason=why, size=m.font("title"))

    def change(self, action):
        """Change a bet already entered without undoing the bets after it: the record is
        rewritten as if it had been entered so (checked on a scratch game first, so a change
        the rules refuse changes nothing); only until the first card of the round is played."""
        from companion.app.session import Session
        session = self.table.session
        actions = session.actions
        index = max(i for i, a in enumerate(actions)
                    if a.get("do") == "bet" and (a["by"], a["on"]) == (action["by"], action["on"]))
        later = actions[index + 1:]
        if any(a.get("do") == "play" for a in later):
            self.app.explain(words.bet_cell_reason(self.players[action["by"]], self.players[action["on"]],
                                                   self.game.bets[(action["by"], action["on"])]))
            return
        scratch = Session.scratch("pikoko", session.record.players, session.record.options)
        for step in actions[:index] + [action] + later:
            refusal = scratch.submit(step)
            if refusal is not None:
                self.app.explain(refusal)
                return
        for _ in range(len(later) + 1):
            session.undo()
        for step in [action] + later:
            session.submit(step)
        self.cell = next_bet(self.game)
        self.app.invalidate()

    def select(self, by, on):
        self.cell = (by, on)
        self.app.invalidate()

    def bet(self, action):
        """Record the bet; the next cell in the rules' order is chosen, so a bet is one tap."""
        if self.table.act(action):
            self.cell = next_bet(self.game)
            missing = self.game.missing_confidence()
            if self.cell is None and missing and self.app.top is self:  # what comes next: the confidence cards
                self.app.replace(ConfidenceCard(self.app, self.table, missing[0]))
                for seat, warning in self.game.warnings():  # said on the way, never a stop, to the bettor
                    self.app.toast(warning, seat=seat)


# -- confidence ---------------------------------------------------------------------------------------
class ConfidenceCard(Overlay):
    """One player's confidence card: a player's colour, or no confidence; facing that player."""

    name = "pikoko-confidence"

    def sheet_state(self) -> tuple:
        """Whose card it is (the sheet faces them)."""
        return (self.seat,)

    def fill(self, panel, area):
        m = self.metrics
        buttons = [(L("common.cancel"), self.close, "cancel", "normal")]
        if self.game.phase() == PLAY and not self.game.played:  # the bets are in: a table laying its cards later plays at once
            buttons.insert(0, (words.PLAY, self.to_play, "to-play", "normal"))
        body = self.heading(panel, area, words.confidence_of(self.players[self.seat]), buttons)
        hint, choices = rows(body, [self.text_height(say(words.confidence_hint(), self.app.lang), body,
                                                     m.font("small")), 1], m.gap * 2)
        panel.add(Paragraph(hint, words.confidence_hint(), m.font("small"), theme.INK_SOFT))
        options = list(range(self.game.n)) + [deck.NO_CONFIDENCE]
        cols = 2 if choices.width >= choices.height else 1   # wide enough for "no confidence" in every language
        for option, rect in zip(options, grid(choices, len(options), cols, m.gap * 2)):
            colour = self.table.colour(option) if option != deck.NO_CONFIDENCE else deck.NO_CONFIDENCE
            label = self.players[option] if option != deck.NO_CONFIDENCE else deck.NO_CONFIDENCE_TEXT
            action = {"do": "confidence", "by": self.seat, "on": option}
            why = self.game.why_not(action)
            panel.add(ColourButton(rect, colour, label, lambda a=action: self.lay(a), id=f"trust:{option}",
                                   enabled=why is None, reason=why, size=m.font("button")))

    def to_play(self):
        """The first card instead of the confidence cards (laid later, any time before the scoring)."""
        self.app.replace(CardGrid(self.app, self.table, "play"))

    def lay(self, action):
        """Laid: the next player still without a card gets theirs, facing them (one tap each)."""
        if self.table.act(action):
            missing = self.game.missing_confidence()
            on_top = self.app.top is self   # else the round's scores came over it
            if on_top and missing and not self.game.finished:
                self.app.replace(ConfidenceCard(self.app, self.table, missing[0]))
            elif on_top and self.game.phase() == PLAY:   # every card laid: the first trick comes next
                self.app.replace(CardGrid(self.app, self.table, "play"))
            else:
                self.close()


# -- the scoring table --------------------------------------------------------------------------------
class RoundScores(Overlay):
    """A scored round: every bet (tokens → tricks, points), confidence, round and total; the token."""

    name = "pikoko-scores"

    def __init__(self, app, table, index: int | None = None):
        super().__init__(app, table)
        results = self.game.results
        self.index = len(results) - 1 if index is None else index
        self.detailed = False  # table mode: the whole bets table, upright, instead of the strips

    def sheet_state(self) -> tuple:
        """The round shown and, in table mode, whether the whole table replaces the strips."""
        return self.index, self.detailed

    def build(self):
        """Table mode: each seat reads its own round on a strip along its edge, facing it; the
        middle keeps the title, who takes the token (or who won) and the buttons. The whole
        table of bets (a grid of every bettor against every peacock) is one tap away: it is
        read together, upright, like the wall's."""
        if self.app.mode != "table" or self.detailed:
            return super().build()
        m = self.metrics
        centre = add_strips(self, inset(m.screen, m.gap), self.strips(), prefix="pikoko-scores")
        panel = self.add(Panel(centre, 0, colour=theme.PANEL_ACTIVE, id="sheet"))
        area = inset(panel.local_rect, m.margin)
        result = self.game.results[self.index]
        title_row, text_row, button_row = rows(area, [m.px(40), 1, m.target], m.gap)
        panel.add(Label(title_row, words.round_scores_title(result.number), m.font("title"), bold=True, align="left",
                        id="scores:title"))
        panel.add(Paragraph(text_row, self.footer_text(), m.font("body"), colour=theme.PRIMARY, id="scores:footer"))
        details, done = columns(button_row, [1, 1], m.apart)
        panel.add(Button(details, words.DETAILS, self.show_details, id="details", size=m.font("button")))
        panel.add(Button(done, words.DONE, self.done, id="done", style="primary", size=m.font("button")))

    def strips(self) -> list[Strip]:
        """Per seat: its name, what its bets and confidence card earned this round, its total;
        the round's points as the figure; the winners framed at the end."""
        game, results = self.game, self.game.results
        result = results[self.index]
        winners = set(game.winners) if game.finished and self.index == len(results) - 1 else set()
        sides = table_sides(game.n, self.metrics.portrait)
        shared_edge = any(sides.count(side) > 1 for side in sides)
        found = []
        for seat in range(game.n):
            bets = sum(result.bet_points[(seat, on)] for on in range(game.n))
            total = sum(r.scores[seat] for r in results[: self.index + 1])
            won = seat in winners
            name, sum_line = ("★ " if won else "") + self.players[seat], words.strip_total(total)
            # two seats sharing an edge (5 players) have room for the total only: the bets and
            # confidence are in the details
            facts = (name, sum_line) if shared_edge else (name, words.strip_round(bets, result.confidence_points[seat]), sum_line)
            found.append(Strip(facts, words.signed(result.scores[seat]), highlight=won))
        return found

    def show_details(self):
        self.detailed = True
        self.app.invalidate()

    def footer_text(self):
        game, results = self.game, self.game.results
        if game.finished and self.index == len(results) - 1:
            return words.winners_text([self.players[s] for s in game.winners])
        if results[self.index].next_first is not None:
            return words.token_passes(self.players[results[self.index].next_first])
        return ""

    def fill(self, panel, area):
        m = self.metrics
        game = self.game
        results = game.results
        result = results[self.index]
        tabs = [(str(i + 1), self._show(i), f"round:{i + 1}", "normal" if i == self.index else "quiet")
                for i in range(len(results))] if len(results) > 1 else []
        body = self.heading(panel, area, words.round_scores_title(result.number),
                            tabs + [(words.DONE, self.done, "done", "primary")])
        footer_text = self.footer_text()
        # who takes the token, wrapped (a portrait sheet is too narrow for it on one line)
        footer_lines = len(wrap(say(footer_text, self.app.lang), body.width, m.font("body"), True)) if footer_text else 1
        table_rect, footer = rows(body, [1, footer_lines * theme.line_height(m.font("body"), True)], m.gap)
        panel.add(Paragraph(footer, footer_text, m.font("body"), theme.PRIMARY, bold=True, id="scores:footer"))
        ScoreGrid(self, result, results, self.index).build(panel, table_rect)

    def done(self):
        """Closing the scores of the last round played: the next round starts with its trump."""
        trump_open = any(isinstance(scene, CardGrid) and scene.mode == "trump" for scene in self.app.stack)
        if (not self.game.finished and self.game.phase() == TRUMP and self.index == len(self.game.results) - 1
                and not trump_open):
            self.app.replace(CardGrid(self.app, self.table, "trump"))
        else:
            self.close()

    def _show(self, index):
        def apply():
            self.index = index
            self.app.invalidate()
        return apply
