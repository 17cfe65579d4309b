"""The Aurum table: bids, the trick in play order, gold collections, swaps, "cannot play",
the trick result and the round table, on the shared game frame.

The seat due to act chooses on the card sheet (`aurum_sheet`), which opens by itself facing
it (upright in wall mode) and closes after its tap: one tap per card. "▾ Table" puts it away;
the seat's panel then offers to open it again. Everything the referee would refuse is greyed,
and a tap on it says why (the engine's own refusal, in the player's language).
"""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import FrameLayout, Rect, SeatSlot, columns, game_frame, inset, rows
from companion.app.memory import Lru
from companion.app.panels import Panel, turn_edge
from companion.app.scenes.game import GameScene
from companion.app.seat_strips import spread
from companion.app.tables import Table, register
from companion.app.tables import aurum_seat as seats
from companion.app.tables import aurum_words as words
from companion.app.tables.aurum_cards import MetalCard, face, tint
from companion.app.tables.aurum_dialogs import RoundTable, side_name
from companion.app.widgets import BLEED, Button, CardButton, Label
from companion.games.aurum import deck
from companion.games.aurum.deck import GOLD, gold_value




def worded(facts: list, lang: str) -> list:
    """The facts with their words in `lang` (shown as they are)."""
    return [seats.Fact(say(f.text, lang), f.bold, f.colour) for f in facts]


def grown_panels(frame: FrameLayout, panel: int, centre: int) -> FrameLayout:
    """`frame` (wall mode, rows of panels above the centre) with each row of panels grown
    towards `panel` px, out of the centre's height beyond `centre` px."""
    tops = sorted({slot.rect.top for slot in frame.seats})
    spare = max(0, frame.center.height - centre) // len(tops)
    grow = min(spare, max(0, panel - min(slot.rect.height for slot in frame.seats)))
    if grow == 0:
        return frame
    slots = [SeatSlot(slot.seat, Rect(slot.rect.left, slot.rect.top + tops.index(slot.rect.top) * grow,
                                      slot.rect.width, slot.rect.height + grow), slot.angle, slot.side)
             for slot in frame.seats]
    moved = grow * len(tops)
    center = Rect(frame.center.left, frame.center.top + moved, frame.center.width, frame.center.height - moved)
    return FrameLayout(slots, center, frame.actions)


def two_lines(label: str, size: int) -> int:
    """The width `label` (bold, at `size`) takes set on two lines split at its best space."""
    size = theme.snap(size)
    parts = label.split(" ")
    return min((max(theme.text_size(" ".join(parts[:i]), size, True)[0], theme.text_size(" ".join(parts[i:]), size, True)[0])
                for i in range(1, len(parts))), default=theme.text_size(label, size, True)[0]) + 2


def detail_places(count: int, alone: int | None) -> list[tuple[int, int | None]]:
    """(row, column) of each of `count` facts set in pairs, the one at `alone` (an even
    index: the pairs before it stay whole) on a row of its own (column None)."""
    places, row, column = [], 0, 0
    for index in range(count):
        if index == alone:
            places.append((row, None))
            row += 1
            continue
        places.append((row, column))
        row, column = (row + 1, 0) if column else (row, 1)
    return places


class AurumTable(GameScene):
    name = "aurum"
    panel_depth = 0.28

    def __init__(self, app, session):
        super().__init__(app, session)
        self._shared = self._keys = None  # (see build)
        self._depth = None  # (the game's shape, the screen, the language) -> depth(): worked out once
        self._button_rooms: dict = {}  # (label, panel width, sizes) -> button_room(): a few, measured once
        self._seat_words: dict = {}  # seat -> (what its facts say, worded): see seat_words
        self._supply: tuple | None = None  # (the supply's cards, supply_text()): the last one worked out
        self.hidden: int | None = None  # UI only: the sheet was put away at this many actions
        self.seen = False  # shown once already (the first showing is the table itself)
        # its card sheets' card widgets (aurum_sheet.sheet_card): 150 (two sheets and their
        # changes), not 400: ~10 KB of Python objects each, and the peak of those is kept for
        # good (memory; 2 MB of RSS at rest)
        self.sheet_cards = Lru("aurum sheet cards", 150)
        # (panel size, words shown…, seat) -> [the arrangement table_panel chose, the widgets it
        # placed (but the button)]: four panels a frame, each measuring up to a dozen flows of
        # text; 64 hold every panel of a few recent moments (the words change with each card
        # played), the least recently used going first. The table's own (its widgets hold
        # their panel, and through their taps the table and its game: they go with it)
        self.arrangements = Lru("aurum panel arrangements", 64)

    # -- who enters what ------------------------------------------------------------------------
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

    def depth(self):
        """Portrait table mode: deeper top and bottom panels (they are narrow, and each also
        carries the shared strip); the tall centre keeps room for the trick. As deep as their
        narrowest arrangement asks (`narrow_depth`), where 0.38 of the height leaves it short."""
        if self.app.mode != "table" or not self.metrics.portrait:
            return self.panel_depth
        key = (self.metrics, self.app.lang, len(self.players), tuple(self.players))
        if self._depth is None or self._depth[0] != key:
            self._depth = (key, self.narrow_depth(0.38))
        return self._depth[1]

    def narrow_depth(self, least: float) -> float:
        """The depth (a share of 0.8 of the height, as `game_frame` takes it) at which a top or
        bottom panel holds, one a row at the small size, the shared strip's two rows, the seat's
        facts (its name, the widest bid, tricks, nuggets, two gold cards: the bid wraps in
        German and Spanish) and a button on a row of its own: the least its table panel shows
        (`table_panel`) once the cards in hand and why no gold was taken are left out. The
        game's shape only (its players, the screen, the language): no panel moves on a tap. At
        most what leaves the centre a trick's two rows of cards and the action buttons."""
        m = self.metrics
        frame = game_frame(m, len(self.players), "table", least)
        slot = next((s for s in frame.seats if s.angle in (0, 180)), None)
        if slot is None:
            return least
        edge = turn_edge(slot.rect.size)
        width = slot.rect.width - 2 * edge - 2 * m.px(4)  # (the margin at 0.38: the least room)
        small = m.font("small")
        rows = self.fact_rows(width, small)
        line = seats.row_height(small)
        margin = self.ring_margin(edge)
        need = 2 * (edge + margin) + (2 * line + m.px(4)) + m.gap + rows * line + m.gap + m.target + m.gap
        # the band between the panels keeps the trick (a card unit on each of two sides) and
        # two rows of buttons (`game_frame` puts them on one row below 5 targets: at the game's
        # end four buttons would not have their 9 mm)
        band = frame.center.bottom - frame.center.top + (frame.actions.bottom - frame.center.bottom)
        spare = min(band - 5 * m.target, frame.center.height - 2 * (m.px(56) + m.gap))
        grow = min(max(0, need - slot.rect.height), max(0, spare // 2))
        return least if grow == 0 else (slot.rect.height + grow + 0.5) / (m.height * 0.8)

    def frame_layout(self) -> FrameLayout:
        """Portrait wall mode: the panels take from the centre the height their facts ask, one
        a line (the centre keeps what the trick and its two lines need): side by side, German
        "6 auf der Hand" or Spanish "Apuesta ◆8" would be cut in a 720 or 480 px wide screen's
        half. The same for every action of a game (its shape only): no panel moves on a tap."""
        m = self.metrics
        if self.app.mode == "table" and m.portrait and m.height * 2 < m.width * 3:
            tablet = self.tablet_frame()
            if tablet is not None:
                return tablet
        frame = super().frame_layout()
        if self.app.mode != "wall" or not m.portrait or len({slot.rect.top for slot in frame.seats}) < 2:
            return frame
        # name, bid, team, tricks, hand, nuggets, gold; then the seat's button
        facts = 7 if self.game.teams else 6
        panel = 2 * m.px(4) + facts * m.px(34) + max(m.target, m.px(52)) + m.gap
        trick = m.px(64) + 2 * m.px(28) + 2 * max(2, m.px(3)) + 2 * m.px(6) + m.px(24)
        return grown_panels(frame, panel, trick)

    def tablet_frame(self) -> FrameLayout | None:
        """An upright screen little taller than wide (a 4:3 tablet, 768×1024: 480×640 of the
        reference panel's units), table mode: the top and bottom panels take the whole width,
        the side ones the height between them. Narrow top and bottom panels (the shared frame)
        would need half the screen's height for the shared strip, the facts and a button one
        a row (at 768×1024 their facts ran under the "Swap bid" button); the whole width holds
        them in three or four rows. As deep as those rows ask: the game's shape only."""
        m = self.metrics
        frame = game_frame(m, len(self.players), "table", 0.38)
        ends = [s for s in frame.seats if s.angle in (0, 180)]
        gap, has = m.gap, {slot.angle for slot in frame.seats}
        if not ends or len(has) != len(frame.seats) or len(ends) == len(frame.seats):
            return None  # (one seat a side, at least one at an end and one at a side)
        depth = self.wide_depth(m.width, ends[0].rect.height)
        top = depth + gap if 180 in has else 0
        bottom = m.height - (depth + gap if 0 in has else 0)
        # the side panels as deep as theirs ask, the centre keeping a trick's unit whole
        shared = next(slot.rect.width for slot in frame.seats if slot.angle in (90, 270))
        sides = len(has & {90, 270})
        most = max(shared, (m.width - m.px(170) - sides * gap) // sides)
        side = min(most, max(shared, self.wide_depth(bottom - top, shared)))
        band = Rect(side + gap if 270 in has else 0, top, m.width - sides * (side + gap), bottom - top)
        # (as `game_frame` shares out its band: two rows of buttons in a narrow centre)
        two_rows = band.width < m.px(400) and band.height >= 5 * m.target
        center, actions = rows(band, [1, 2 * m.target + 2 * gap if two_rows else m.target + gap], gap)
        places = {0: Rect(0, m.height - depth, m.width, depth), 180: Rect(0, 0, m.width, depth),
                  270: Rect(0, top, side, bottom - top), 90: Rect(m.width - side, top, side, bottom - top)}
        return FrameLayout([SeatSlot(slot.seat, places[slot.angle], slot.angle, slot.side) for slot in frame.seats],
                           center, actions)

    def wide_depth(self, width: int, least_edge: int) -> int:
        """The depth of a panel `width` wide holding, at the small size, the shared strip (the
        longest name's turn, the whole supply) beside the seat's button and the seat's facts
        below (its name, the widest bid, tricks, nuggets, two gold cards)."""
        m, lang = self.metrics, self.app.lang
        edge = turn_edge((width, least_edge))  # (at most: the panel comes out shallower)
        margin = self.ring_margin(edge)
        inner = width - 2 * (edge + margin)
        small, pad, line = m.font("small"), m.px(4), seats.row_height(m.font("small"))
        wide = max(self.button_room(say(text, lang), inner)[1] for text in (words.SWAP, L("table_aurum.choose")))
        name = max(self.players, key=len)
        supply = " ".join(str(gold_value(c)) for c in sorted(deck.supply_cards(len(self.players)), key=gold_value))
        status = max((say(f(name), lang) for f in (words.to_play, words.to_lead, words.to_bid)), key=len)
        shared = [seats.Fact(status, bold=True), seats.Fact(words.joined(words.SUPPLY, f"☀ {supply}", sep=" "))]
        strip = seats.strip_rows(shared, inner - wide - m.gap, small, lang, pad)
        rows = self.fact_rows(inner, small)
        return 2 * (edge + margin) + max(max(m.target, m.px(52)), seats.strip_height(strip, small, pad)) + m.gap \
            + rows * line

    def fact_rows(self, width: int, size: int) -> int:
        """The rows a seat's facts take `width` wide at their widest (the longest name, the
        widest bid, ten tricks and nuggets, two gold cards), one after another."""
        lang = self.app.lang
        widest_bid = words.bid_line(face(deck.code_of(deck.SUIT_ORDER[0], max(deck.VALUES))), 16)
        gold = words.joined(words.GOLD, f"{face(GOLD + '8')} {face(GOLD + '8')}", sep=" ")
        most = 0
        for name in self.players:
            facts = [seats.Fact(name, bold=True), seats.Fact(widest_bid), seats.Fact(words.tricks_line(10)),
                     seats.Fact(words.nuggets_line(10, True)), seats.Fact(gold)]
            flowed = seats.flow(facts, width, size, lang, self.metrics.px(14), wrap=True)
            most = max(most, len(flowed) if flowed else len(facts))
        return most

    def due(self) -> tuple[int | None, str | None]:
        """The seat the sheet opens for now (the first still to bid in 3p) and why."""
        game = self.game
        seat = (game.bidders() or [None])[0] if game.bidding else game.to_act()
        return (seat, self.purpose(seat)) if seat is not None else (None, None)

    def shown(self):
        """Back on top (a sheet, the round table or a dialog closed): open the sheet of the seat
        due to act, unless the table put it away at this very point. A game just opened or
        resumed shows the table itself first (who is where, the scores) until a tap."""
        if not self.seen:
            self.seen = True
            return
        seat, purpose = self.due()
        if purpose and self.app.top is self and self.hidden != len(self.session.actions):
            self.open_sheet(seat, purpose)

    def open_sheet(self, seat, purpose):
        from companion.app.tables.aurum_sheet import CardSheet
        self.hidden = None
        top = self.app.top
        if isinstance(top, CardSheet):  # one sheet at a time: another seat's replaces it
            self.app.stack.remove(top)
        self.app.push(CardSheet(self.app, self, seat, purpose))

    def under_sheet(self, cover: Rect) -> None:
        """(At each build, `sheet_cover`.) The card sheet, opaque, hides `cover` of the screen
        (all but a margin round the edge): each seat keeps only the widgets that show beside
        it. A tap under the sheet (every card chosen on it: the next seat's sheet opens at
        once) then paints none of the facts it changed behind the sheet, only those in the
        margin. The panel's picture under the sheet is kept apart (its `look`): once the sheet
        is put away, the panel's own picture comes back with only what changed since it was
        last shown."""
        for panel in self.panels:
            # (the cover in the panel's own coordinates, less the BLEED a child may paint
            # beyond its rect: one test a child)
            hidden = panel.to_local_rect(Rect(cover)).inflate(-2 * BLEED, -2 * BLEED)
            shown = [child for child in panel.children if not hidden.contains(child.rect)]
            if len(shown) < len(panel.children):
                panel.children = shown
                panel.look = ("under sheet", tuple(cover), panel.look)
                panel._sigs = None  # (none worked out yet this build: a safeguard all the same)

    # -- the seats ---------------------------------------------------------------------------
    def build_seat(self, panel, seat, area):
        rect = inset(area, self.margin(panel))
        if self.app.mode != "table":
            self.seat_details(panel.add, rect, seat)
        else:  # table mode: the shared state too, facing this seat
            self.table_panel(panel.add, rect, seat)

    def margin(self, panel) -> int:
        return self.ring_margin(turn_edge(panel.local_size))

    def ring_margin(self, edge: int) -> int:
        """A seat's words keep px(4) from the ring of the seat to act (`seat_area`, `edge`
        wide), unless the ring is itself that wide a margin (px(8): a narrow portrait panel,
        9 px at 480×800, where those 2×4 px are a row of its facts)."""
        m = self.metrics
        return 0 if edge >= m.px(8) else m.px(4)

    def build(self):
        self._shared = {}  # (why, named) -> the shared facts and their words: the same in every seat's panel
        self._keys = {}  # what every seat's key shares (the strip's state, the scores): once a build
        try:
            super().build()
        finally:
            self._shared = self._keys = None  # they change with every action: kept for one build only
        cover = self.sheet_cover()
        if cover is not None:
            self.under_sheet(cover)

    def table_state(self):
        # besides the game, the build reads only where a card sheet over it hides the table
        cover = self.sheet_cover()
        return (None if cover is None else tuple(cover),)

    def sheet_cover(self) -> Rect | None:
        """Where the card sheet open over the table hides it (None: no sheet)."""
        from companion.app.tables.aurum_sheet import CardSheet
        stack = self.app.stack
        above = stack[stack.index(self) + 1:] if self in stack else []
        sheet = next((scene for scene in above if isinstance(scene, CardSheet) and scene.table is self), None)
        return None if sheet is None else sheet.cover()

    def seat_key(self, seat, panel) -> tuple:
        """Everything a seat's panel shows or answers (`GameScene.fill_seat` keeps its widgets
        while it holds): the seat's facts, its button (which one, the swap's refusal) and, in
        table mode, the shared strip every panel repeats (whose turn, why no gold, the
        supply). A tap that changes none of it builds the panel no more: in wall mode the
        seats the tap left alone, in both a card chosen on a sheet of several (the table is
        built again under it)."""
        game, keys = self.game, self._keys
        if keys is None:  # (outside a build: a test, a tool)
            keys = {}
        if "scores" not in keys:
            keys["scores"] = game.scores()
            keys["shared"] = self._shared_state() if self.app.mode == "table" else None
        return (keys["shared"], self.own_facts(seat, keys["scores"]), tuple(game.collections[seat]),
                self.button_state(seat), theme.scale())

    def own_facts(self, seat, scores: list) -> tuple:
        """What the seat's own facts say (`seat_fact_pair`: name, bid, tricks, hand, nuggets),
        as its key and its words' (`seat_words`) compare it."""
        game = self.game
        card = game.bids[seat]
        return (game.name(seat), card, game.team_bid(seat) if game.teams and card else None, game.tricks[seat],
                game.hand_size[seat], scores[seat], game.cumulative)

    def _shared_state(self) -> tuple:
        """What the shared strip shows: its facts worded, all of them (a narrower panel shows
        fewer), as the panels' arrangement reads them (`_shared_words`, worded once a build)."""
        return self._shared_words(True, True)[1]

    def button_state(self, seat) -> tuple | None:
        """Which button the seat has (`seat_button`) and what it answers."""
        game = self.game
        if game.finished:
            return None
        purpose = self.purpose(seat)
        if purpose and self.app.mode == "table":
            return ("open", purpose)
        if not game.bidding and not game.trick:
            return ("swap", self.session.ask("swap_refusal", seat))
        return ("none", purpose)

    def shared_facts(self, why: bool = True, named: bool = True) -> list:
        """What every seat reads in its own panel (table mode): whose turn, why the last
        trick's lowest card took no gold (`why`), the supply (`named`: with its name; a narrow
        panel shows the gold values alone, on the strip of the table's colour). Worked out
        once a build (`build` forgets them: they change with every action)."""
        return self._shared_words(why, named)[0]

    def _shared_words(self, why: bool, named: bool) -> tuple[list, tuple]:
        """The shared facts worded in the table's language (a panel measures them in a dozen
        ways: worded once), and each as (words, bold, colour): what a panel's arrangement is
        kept by."""
        kept = getattr(self, "_shared", None)
        found = kept.get((why, named)) if kept is not None else None
        if found is None:
            facts = worded(self._shared_facts(why, named), self.app.lang)
            found = (facts, tuple((f.text, f.bold, f.colour) for f in facts))
            if kept is not None:
                kept[why, named] = found
        return found

    def _shared_facts(self, why: bool, named: bool) -> list:
        game = self.game
        if game.finished:  # the centre's sides are too short for it: each panel says who won
            return [seats.Fact(words.winners_line([game.name(s) for s in game.winners]), bold=True, colour=theme.PRIMARY)]
        turn = game.to_act()
        if game.bidding:
            status = words.to_bid(game.name(turn)) if game.teams else words.EVERYONE_BIDS
        elif game.trick:
            status = words.to_play(game.name(turn))
        else:
            status = words.to_lead(game.name(turn))
        facts = [seats.Fact(status, bold=True, colour=theme.PRIMARY)]
        reason = self.why_no_gold() if why else None
        if reason is not None:
            facts.append(seats.Fact(reason))
        supply = self.supply_text()
        facts.append(seats.Fact(words.joined(words.SUPPLY, supply, sep=" ") if named else supply))
        return facts

    def supply_text(self) -> str:
        """The supply's gold values, lowest first ("☀ 1 1 2 3"): every panel's strip and the
        centre show it, three times a build in table mode; worked out again only when the
        supply changed (sorting the cards by value cost more than the rest of a seat's key)."""
        supply = tuple(self.game.supply)
        if self._supply is None or self._supply[0] != supply:
            values = " ".join(str(gold_value(c)) for c in sorted(supply, key=gold_value))
            self._supply = (supply, f"☀ {values}" if values else "—")
        return self._supply[1]

    def seat_fact_pair(self, seat) -> tuple[list, list]:
        """Name, bid, tricks and the cards in hand, nuggets; and the same without the cards
        in hand (a narrow panel may have no room: its player holds them). Worked out together:
        a table panel tries both, and they share all but the tricks."""
        game = self.game
        tricks = words.tricks_line(game.tricks[seat])
        name = seats.Fact(game.name(seat), bold=True, colour=theme.PRIMARY if self.seat_active(seat) else theme.INK)
        bid, nuggets = seats.Fact(self.bid_text(seat)), seats.Fact(words.nuggets_line(game.scores()[seat], game.cumulative))
        return ([name, bid, seats.Fact(words.joined(tricks, words.hand_line(game.hand_size[seat]))), nuggets],
                [name, bid, seats.Fact(tricks), nuggets])

    def forget_seats(self) -> None:
        super().forget_seats()
        self._seat_words.clear()

    def seat_words(self, seat) -> list:
        """`seat_fact_pair`'s facts worded: those with the cards in hand, then the tricks
        alone (the facts both share worded once). Worded again only when what they say
        changed: a play changes one seat's facts, and wording every seat's at every build
        was a tenth of it at 800×480."""
        lang, scores = self.app.lang, (self._keys or {}).get("scores") or self.game.scores()
        key = (lang, self.seat_active(seat), self.own_facts(seat, scores))
        kept = self._seat_words.get(seat)
        if kept is None or kept[0] != key:
            with_hand, bare = self.seat_fact_pair(seat)
            kept = self._seat_words[seat] = (key, worded(with_hand + bare[2:3], lang))
        return kept[1]

    def table_panel(self, add, rect, seat):
        """Table mode: the shared strip at the top, then the seat's facts as a measured flow,
        its gold as tiles when a row is left for them; the seat's button beside the strip or
        beside the facts. The first arrangement that fits wins, the larger size first; without
        room, why no gold was taken is left to the announcement that said it."""
        m, game, lang = self.metrics, self.game, self.app.lang
        button = self.seat_button(seat)
        # room for its button, or for the one each trick's end brings (swap): kept at the end
        # of the game too, where it costs nothing shown, so the last tap moves no fact
        words_w, wide = self.button_room(say(button.label if button else words.SWAP, lang), rect.width)
        button_h = max(m.target, m.px(52))
        small, pad, spacing, tiles_h = m.font("small"), m.px(4), m.px(14), m.px(34)
        narrow = rect.width < m.px(300)  # portrait: a fact may wrap ("Tricks 0 · 6" / "in hand")
        gold = seats.Fact(say(self.gold_text(seat), lang))
        has_gold = bool(game.collections[seat])
        # the button beside the strip, beside the facts, or (a narrow panel) on a row of its own;
        # a seat without one keeps its room where that costs nothing shown (the same facts at
        # the same size, none cut over two rows): its facts then stay in place when a button
        # comes or goes (its turn, a trick complete, the game's end), and a tap repaints the
        # words that changed, not the whole panel
        places = (("row",) if narrow else ("strip", "facts", "row")) if wide else ()
        shared = {}  # (why, strip width) -> the strip's rows: worked out once, whatever the size below
        # the words, once: they key the kept arrangement and fill the one worked out
        said = self.seat_words(seat)
        own = {True: said[:4], False: said[:2] + said[4:] + said[3:4]}
        common, common_words = {}, ()
        for why in (True, False):
            common[why], said = self._shared_words(why, named=not narrow)
            common_words += said

        measures = {}  # (hand, size, tiles) -> the facts measured: flowed in several widths

        def facts_at(hand, size, tiles):
            if (hand, size, tiles) not in measures:
                measures[hand, size, tiles] = seats.measured(own[hand] + ([] if tiles else [gold]), size, lang)
            return measures[hand, size, tiles]

        def arrangements(beside):
            """Every arrangement, in the order of preference (lazily: the first that fits ends it)."""
            for level, (why, hand) in enumerate(((True, True), (False, True), (False, False))):
                for where in beside:
                    # (without a button, "strip" keeps the button's row: the strip the whole width)
                    strip_w = rect.width - wide - m.gap if where == "strip" and button else rect.width
                    facts_w = rect.width - wide - m.gap if where == "facts" else rect.width
                    if (why, strip_w) not in shared:
                        shared[why, strip_w] = seats.strip_rows(common[why], strip_w, small, lang, pad)
                    strip = shared[why, strip_w]
                    head = max(button_h if where == "strip" else 0, seats.strip_height(strip, small, pad))
                    room = rect.height - head - m.gap - (m.target + m.gap if where == "row" else 0)
                    for order, size in enumerate((m.font("body"), small)):
                        for tiles in ((True, False) if has_gold else (False,)):
                            flowed = seats.flow_measured(facts_at(hand, size, tiles), facts_w, size, spacing,
                                                         wrap=narrow)
                            if flowed is not None:
                                need = len(flowed) * seats.row_height(size) + (m.gap + tiles_h if tiles else 0)
                                need = max(need, button_h if where == "facts" else 0)
                                # (what it shows: which facts, any cut over two rows, their size,
                                # the tiles; best first)
                                shows = (level, sum(map(len, strip)) - len(common[why]), order, not tiles)
                                yield (need > room, max(0, need - room), shows, where, strip_w, strip, head, size,
                                       tiles, flowed, facts_w)

        def chosen(beside):
            """The first arrangement that fits, else the one that overflows least."""
            best = None
            for option in arrangements(beside):
                if best is None or option[:2] < best[:2]:
                    best = option
                if not option[0]:
                    break
            return best

        # the choice depends only on the words shown and the sizes: a tap that changed none of
        # a panel's words (most taps, for most panels) reuses it instead of measuring again
        key = (tuple(rect), m.width, m.height, m.px(100), m.target, theme.scale(), lang, words_w, wide, has_gold,
               button is None, gold.text, tuple((f.text, f.bold, f.colour) for group in (own[True], own[False]) for f in group),
               common_words, seat)
        found = self.arrangements.get(key)
        if found is None:
            best = chosen(places) if places else None
            # the room kept where it costs no fact: unless it shows the best there is (everything,
            # the larger size, no fact cut, the tiles), measured without it too; a smaller size or
            # the gold in words is worth the facts staying in place when the button comes
            if button is None and (best is None or best[:3] != (False, 0, (0, 0, 0, not has_gold))):
                bare = chosen((None,))
                if best is None or bare is not None and (bare[:2], bare[2][:2]) < (best[:2], best[2][:2]):
                    best = bare
            found = self.arrangements.put(key, [best, None])
        best = found[0]
        if best is None:  # a fact wider than the panel (a very long name): one fact a line
            self.seat_details(add, rect, seat)
            return
        _, _, _, where, strip_w, strip, head, size, tiles, flowed, facts_w = best
        body = Rect(rect.left, rect.top + head + m.gap, facts_w,
                    rect.height - head - m.gap - (m.target + m.gap if where == "row" else 0))
        if found[1] is None:  # the widgets showing these words, placed once: the key holds all they show
            placed: list = []
            seats.draw_strip(placed.append, Rect(rect.left, rect.top, strip_w, seats.strip_height(strip, small, pad)),
                             strip, small, pad)
            seats.place(placed.append, body, flowed, size, spacing)
            if tiles:
                top = body.top + len(flowed) * seats.row_height(size) + m.gap
                self.gold_tiles(placed.append, Rect(body.left, top, body.width, min(m.px(50), body.bottom - top)), seat)
            found[1] = tuple(placed)
        for widget in found[1]:  # (they hold no state: this build's panel takes them over)
            add(widget)
        if button:
            if where == "row":
                width = min(rect.width, max(words_w, 2 * m.target))
                button.rect = Rect(rect.right - width, rect.bottom - m.target, width, m.target)
            else:
                top = rect.top if where == "strip" else body.top + (body.height - button_h) // 2
                button.rect = Rect(rect.right - wide, top, wide, button_h)
            add(button)

    def button_room(self, label: str, width: int) -> tuple[int, int]:
        """A seat button's width with its words on one line, and beside the strip or the
        facts of a panel `width` wide: a longer label wraps on two lines, in a third of the
        panel unless that cuts a word (French "⇄ Échanger la mise" in a 4:3 tablet's side
        panel)."""
        m = self.metrics
        size, padding = m.font("button"), 2 * max(8, m.target // 5) + m.px(8)
        key = (label, width, size, padding, m.target, theme.scale())  # (the sizes snap to the scale)
        found = self._button_rooms.get(key)
        if found is None:
            if len(self._button_rooms) > 64:  # (a new screen or language: the old ones go)
                self._button_rooms.clear()
            words_w = theme.text_size(label, theme.snap(size), True)[0] + padding
            found = self._button_rooms[key] = (words_w, min(max(words_w, 2 * m.target),
                                                            max(width // 3, two_lines(label, size) + padding)))
        return found

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
        if text_area.width < m.px(280):  # a narrow panel (wall mode): one fact a line
            card = game.bids[seat]
            lines = [(game.name(seat), "title"), (words.bid_line(face(card) if card else None, None), "button")]
            if game.teams and card:
                lines.append((L("table_aurum.team_bid", n=game.team_bid(seat)), "button"))
            lines += [(words.tricks_line(game.tricks[seat]), "button"), (words.hand_line(game.hand_size[seat]), "hand")]
        else:
            lines = [(game.name(seat), "title"), (self.bid_text(seat), "button"),
                     (words.joined(words.tricks_line(game.tricks[seat]), words.hand_line(game.hand_size[seat])), "button")]
        lines.append((words.nuggets_line(game.scores()[seat], game.cumulative), "button"))
        tile_h = m.px(50)
        line_h = min(m.px(34) if len(lines) < 6 else m.px(30), text_area.height // (len(lines) + 1))
        tiles = text_area.height - len(lines) * line_h >= tile_h + m.gap and game.collections[seat]
        if not tiles:
            lines.append((self.gold_text(seat), "button"))
            line_h = min(m.px(34), text_area.height // len(lines))
        least = theme.line_height(m.min_text) + 2
        split, alone = None, None  # the facts' two columns (weights), when a shallow panel sets
        # them side by side; which fact (of lines[1:]) then has a row of its own
        if line_h < least and not wide and text_area.width >= m.px(180):
            found = self.detail_columns(lines[1:], text_area.width)
            if found is None and any(role == "hand" for _, role in lines):
                # side by side they would be cut: the cards in hand go (their player holds them)
                lines = [line for line in lines if line[1] != "hand"]
                found = self.detail_columns(lines[1:], text_area.width)
            split, alone = found or ([0.5, 0.5], len(lines) - 2 if len(lines) % 2 == 0 else None)
            line_h = min(m.px(34), text_area.height // (1 + len(lines) // 2))
        cells = columns(Rect(text_area.left, 0, text_area.width, line_h), split, m.gap) if split else None
        places = detail_places(len(lines) - 1, alone) if cells else None
        for index, (text, role) in enumerate(lines):
            row, column = (1 + places[index - 1][0], places[index - 1][1]) if cells and index else (index, None)
            top = text_area.top + row * line_h
            if column is not None:
                cell = Rect(cells[column].left, top, cells[column].width, line_h)
            else:  # the name, one fact a line, or the fact alone on its row: the whole width
                cell = Rect(text_area.left, top, text_area.width, line_h)
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

    def detail_columns(self, lines, width: int) -> tuple[list[float], int | None] | None:
        """Two columns for the facts of `lines` taken in pairs, each as wide as its widest
        words at the smallest size (`spread`: the spare room shared), and which fact has a row
        of its own, the whole width (of an odd number: the last, else the first or another one
        whose words are too wide to pair: Spanish "Apuesta ■3" beside "Equipo 3"). None when
        they would not show whole side by side."""
        m, lang = self.metrics, self.app.lang
        size = theme.snap(m.min_text)
        need = [theme.text_size(say(text, lang), size)[0] + 2 for text, _ in lines]
        if len(need) < 2:
            return None
        alones = [len(need) - 1, *range(0, len(need) - 1, 2)] if len(need) % 2 else [None]
        for alone in alones:
            places = detail_places(len(need), alone)
            wanted = [max((n for n, (_, col) in zip(need, places) if col == side), default=0) for side in (0, 1)]
            if sum(wanted) + m.gap <= width and (alone is None or need[alone] <= width):
                return spread(wanted, width, m.gap), alone
        return None

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
        """The sheet again for the seat due to act (once put away); the swap between tricks."""
        game = self.game
        if game.finished:
            return None
        purpose = self.purpose(seat)
        if purpose and self.app.mode == "table":  # the sheet, once put away, opens again here
            return self.open_button(seat, purpose)
        if not game.bidding and not game.trick:
            return self.swap_button(seat)
        return None

    def open_button(self, seat, purpose) -> Button:
        return Button(Rect(0, 0, 0, 0), L("table_aurum.choose"), lambda: self.open_sheet(seat, purpose),
                      id=f"open:{seat}", style="primary", size=self.metrics.font("button"))

    def swap_button(self, seat) -> Button:
        why = self.session.ask("swap_refusal", seat)
        return Button(Rect(0, 0, 0, 0), words.SWAP, lambda: self.open_swap(seat), id=f"swap:{seat}",
                      enabled=why is None, reason=why, size=self.metrics.font("button"))

    def bid_text(self, seat) -> L:
        game = self.game
        card = game.bids[seat]
        return words.bid_line(face(card) if card else None, game.team_bid(seat) if game.teams and card else None)

    def gold_text(self, seat) -> L:
        cards = sorted(self.game.collections[seat], key=gold_value)
        return words.joined(words.GOLD, " ".join(face(c) for c in cards) or "—", sep=" ")

    def act(self, action) -> bool:
        """Submit one action; after the last action of a round, show the round table (and,
        when a play ended the round by itself, the last trick and why it ended)."""
        game = self.game
        rounds_before = len(game.rounds)
        trick, supply = list(game.trick), list(game.supply)
        if not self.app.submit(action):
            return False
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
    def open_swap(self, seat, gold: str | None = None):
        """The swap sheet of `seat`; `gold`: the gold card it pays, when the opening tap named it."""
        from companion.app.tables.aurum_sheet import CardSheet
        why = self.session.ask("swap_refusal", seat)
        if why is not None:
            self.app.explain(why)
            return
        sheet = CardSheet(self.app, self, seat, "swap")
        sheet.gold = gold
        top = self.app.top
        if isinstance(top, CardSheet):  # one sheet at a time: the leader's opens again once the swap closes
            self.app.stack.remove(top)
        self.app.push(sheet)

    def open_leftovers(self):
        self.open_sheet(None, "aside")

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
        seat, purpose = self.due()
        if purpose and self.app.mode == "wall":  # the sheet, once put away, opens again from here
            buttons.append(self.open_button(seat, purpose))
        # the round table (shown by itself after each round) only where Undo, Log and Home keep their words
        roomy = self.frame.actions.width // (len(buttons) + 4) >= m.px(150)
        if not game.finished and roomy:  # at the end the results screen shows every round
            buttons.append(Button(Rect(0, 0, 0, 0), words.SCORES, self.show_rounds, id="scores", size=m.font("button")))
        return buttons

    # -- the centre: the trick in play order, its result, the match ------------------------------
    def build_center(self, area):
        self.trick_view(inset(area, self.metrics.px(6)))

    def trick_view(self, area):
        m, game = self.metrics, self.game
        if game.finished and self.app.mode == "table":
            return  # every panel says who won, facing its seat
        if game.finished:
            self.add(Label(area, words.winners_line([game.name(s) for s in game.winners]), m.font("body"),
                           colour=theme.PRIMARY))
            return
        plays, marks = self.shown_cards()
        if self.app.mode == "table":  # the words are in every panel, facing its seat
            if plays and plays[0][0] is not None:
                self.facing_trick(area, plays, marks)  # each card in front of its player, facing them
            elif plays:  # the leftovers laid face up beside the supply
                self.card_row(area, plays, marks)
            return
        line = m.px(28)
        cards_row, result_row, supply_row = rows(area, [1, line, line], max(2, m.px(3)))
        small = m.font("body")
        self.card_row(cards_row, plays, marks)
        self.add(Label(result_row, self.result_text(), small,
                       colour=theme.PRIMARY if not game.trick and game.last_trick else theme.INK))
        supply = self.supply_text()
        why = self.why_no_gold()
        line = words.joined(words.SUPPLY, supply, sep=": ")
        if why:
            line = words.joined(line, why)
        if game.trick:  # mid-trick the line above tells the last trick or who led: say whose turn it is
            line = words.joined(words.to_play(game.name(game.to_act())), line)
        self.add(Label(supply_row, line, m.font("small"), colour=theme.INK_SOFT))

    def play_marks(self, seat, marks) -> str:
        """★ on the trick's winner, +☀n on whoever took gold (between tricks)."""
        out = []
        if marks.get("winner") == seat:
            out.append("★")
        if marks.get("gold") and marks.get("taker") == seat:
            out.append("+" + face(marks["gold"]))
        elif "gold" in marks and marks.get("taker") == seat:  # lowest, yet no gold: the panels say why
            out.append(say(words.NO_GOLD_MARK, self.app.lang))
        return " ".join(out)

    def play_unit(self, add, rect: Rect, seat, code, marks, index):
        """One played card: the card as printed, the player's name and marks beside it."""
        m = self.metrics
        card_w = min(rect.width // 2, max(m.px(48), rect.height * 5 // 6))
        card, text = Rect(rect.left, rect.top, card_w, rect.height), Rect(rect.left + card_w + m.gap, rect.top,
                                                                        rect.width - card_w - m.gap, rect.height)
        add(MetalCard(card, code, None, id=f"trick:{index}", selected=False, size=m.font("body")))
        name_row, mark_row = rows(text, [1, 1], 0)
        small = theme.snap(m.font("small"))
        # where the words do not fit beside the card (a narrow centre), the card's place in front
        # of its player already says whose it is: drawn alone rather than cut to "…"
        for row, words_here, bold, colour in ((name_row, self.game.name(seat), True, theme.INK),
                                              (mark_row, self.play_marks(seat, marks), False, theme.PRIMARY)):
            if words_here and theme.text_size(words_here, small, bold)[0] <= row.width:
                add(Label(row, words_here, m.font("small"), bold=bold, align="left", colour=colour))

    def facing_trick(self, area, plays, marks):
        """Table mode: each card of the trick on its player's side of the centre, turned to
        face them (as on the real table)."""
        m = self.metrics
        angles = {slot.seat: slot.angle for slot in self.frame.seats}
        depth = min(m.px(56), (min(area.width, area.height) - m.gap) // 2)
        free = area.height - 2 * (depth + m.gap)  # beside the units on the top and bottom edges
        meet = free < m.px(80)  # a shallow centre (landscape): the side units reach the top band
        across = min(m.px(170), area.height - 2 * m.gap if meet else free)  # left and right units
        # the units on the top and bottom edges: between the side ones where they would meet
        along_tb = min(m.px(170), area.width - (2 * (depth + m.gap) if meet else 2 * m.gap))
        for index, (seat, code) in enumerate(plays):
            angle = angles[seat]
            along = along_tb if angle in (0, 180) else across
            local = Rect(0, 0, along, depth)
            if angle == 0:
                rect = Rect(area.centerx - along // 2, area.bottom - depth, along, depth)
            elif angle == 180:
                rect = Rect(area.centerx - along // 2, area.top, along, depth)
            elif angle == 90:
                rect = Rect(area.right - depth, area.centery - along // 2, depth, along)
            else:
                rect = Rect(area.left, area.centery - along // 2, depth, along)
            panel = self.add(Panel(rect, angle, colour=theme.CENTER, id=f"played:{seat}"))
            # the cards already in the trick keep their widgets when one more is played, and
            # under a sheet (a choice made there builds the table again): a fifth of a build
            key = (tuple(local), self.game.name(seat), code, self.play_marks(seat, marks), index)
            self.keep(panel, ("played", seat), key, lambda: self.play_unit(panel.add, local, seat, code, marks, index))

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
        """(seat, card) of the trick in progress; between tricks the last one, its winner and
        gold marked; during bids the face-up leftovers (seat None)."""
        game = self.game
        if game.trick:
            return list(game.trick), {}
        if game.last_trick is not None and not game.bidding:
            result = game.last_trick
            return list(game.last_trick_cards), {"winner": result.winner, "taker": result.lowest,
                                                 "gold": result.gold_taken}
        return [(None, c) for c in game.aside], {}

    def card_row(self, area, plays, marks):
        m = self.metrics
        count = max(len(plays), self.game.n)
        width = min((area.width - m.gap * (count - 1)) // count, m.px(150))
        height = min(area.height, m.px(64))
        left = area.left + (area.width - (width * count + m.gap * (count - 1))) // 2
        top = area.top + (area.height - height) // 2
        for index, (seat, code) in enumerate(plays):
            cell = Rect(left + index * (width + m.gap), top, width, height)
            if seat is None:
                self.add(MetalCard(Rect(cell.left, cell.top, min(cell.width, m.px(64)), cell.height), code, None,
                                   id=f"trick:{index}", size=m.font("body")))
            else:
                self.play_unit(self.add, cell, seat, code, marks, index)

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



# -- registration, sample states --------------------------------------------------------------
from companion.app.tables import aurum_samples as samples  # noqa: E402

register(Table(
    game="aurum",
    play=AurumTable,
    first_player="first",
    first_player_label=L("table_aurum.first_player"),
    house_rules=("zero_gold", "scoring"),
    choice_labels={"scoring": {"nuggets": L("table_aurum.scoring_nuggets"), "cumulative": L("table_aurum.scoring_cumulative")}},
    screenshots=samples.SCREENSHOTS,
    resume_sample=samples.resume_sample,
))
