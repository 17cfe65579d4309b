"""The end of any game: who won (celebrated by a short shower of stars, then the screen sleeps),
each seat's place facing it (table mode), the final scores large, the per-round table, the
BG Stats QR code, and "Play again" (same players, the next one starts) or "New players".

Built from the replay summary only, so every game gets it without a line of its own."""

from __future__ import annotations

import math
import random

import pygame

from companion import share
from companion.app import tables, theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, inset, rows
from companion.app.scene import Scene
from companion.app.seat_strips import Strip, add_strips, spread
from companion.app.scenes.score_sheet import QrCode, add_qr, add_sheet, place_word, places
from companion.app.scenes.game import ICONS
from companion.app.widgets import Box, Button, Label, Widget, one_size

CELEBRATION_MS = 2400
STARS = 36


class GameOver(Scene):
    name = "game-over"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.summary = session.summary()
        self.link = _link(session.record.to_json(), self.summary)
        self.until = pygame.time.get_ticks() + CELEBRATION_MS
        seed = random.Random(session.id or 0)
        self.stars = [(seed.random(), seed.random(), seed.uniform(0.6, 1.4)) for _ in range(STARS)]

    # -- the celebration: drawn only while it lasts --------------------------------------------
    def animating(self) -> bool:
        return pygame.time.get_ticks() < self.until

    # -- building -------------------------------------------------------------------------------
    def build_key(self):
        # the game's summary and code are its own from the start; while the stars fall,
        # built every frame
        return None if self.animating() else (self.live,)

    def build(self):
        m = self.metrics
        players = self.session.players
        scores, winners = self.summary.get("scores", []), self.summary.get("winners", [])
        ranks = places(scores, winners)
        screen = inset(m.screen, m.gap)
        if self.app.mode == "table":
            centre = self.seat_strips(screen, ranks, scores, winners)
        else:
            centre = screen
        # portrait: "Play again (next player starts)" across the width (four in a row would cut it),
        # the others below it, on two lines where one would cut theirs ("Otros jugad…")
        lines = (3 if self.crowded(centre.width) else 2) if m.portrait else 1
        body, buttons = rows(centre, [1, lines * m.target + (lines - 1) * m.apart], m.gap * 2)
        # the code needs ~240 px at 800×480 (2 px modules) to scan from a chair; the sheet and
        # ranking need the rest. Portrait: the code below, with its caption.
        if not self.link:
            left, code = body, None
        elif m.portrait:
            left, code = rows(body, [1, min(body.width, max(m.px(200), body.height // 4))], m.gap * 2)
        else:
            left, code = columns(body, [1, min(body.height, max(m.px(240), body.width // 4))], m.gap * 2)
        title, sheet = rows(left, [m.font("huge") + m.px(10), 1], m.gap)
        names = " · ".join(players[s] for s in winners)
        self.add(Label(title, L("history.winner_line", n=len(winners), names=names), m.font("huge"), theme.PRIMARY,
                       bold=True, id="game-over:title"))
        if self.app.mode != "table":  # wall: the ranking beside the table (above it in portrait), upright
            if m.portrait:
                ranking, sheet = rows(sheet, [len(players) * (m.target + m.gap), 1], m.gap * 2)
            else:
                ranking, sheet = columns(sheet, [0.36, 0.64], m.gap * 2)
            self.ranking(ranking, ranks, scores, winners)
        add_sheet(self, sheet, tables.game_name(self.session.record.game), players, self.summary)
        if code is not None:
            add_qr(self, code, self.link, on_tap=lambda: self.app.push(BigCode(self.app, self.link)))
        self.add_buttons(buttons)
        if self.animating():  # over everything, as a widget: once it is over, a frame redraws only what changed
            self.add(Celebration(m.screen, self))

    def add_buttons(self, area: Rect) -> None:
        """Play again, new players, home; and ↶ Undo while this is the game on the table (the
        last action was a mistake: back to the table, that action undone)."""
        m = self.metrics
        live = self.live
        if m.portrait:  # "Play again (next player starts)" across the width, the others below it
            if self.crowded(area.width):  # new players on a line of its own, undo and home below
                top, middle, bottom = rows(area, [1, 1, 1], m.apart)
                cells = columns(bottom, [1] * (2 if live else 1), m.apart)
                cells[1 if live else 0:1 if live else 0] = [top, middle]
            else:
                top, bottom = rows(area, [1, 1], m.apart)
                cells = columns(bottom, [1] * (3 if live else 2), m.apart)
                cells.insert(1 if live else 0, top)
        else:  # each as wide as its words ask, the room left shared ("Nochmal (Nächster begin…")
            labels = ([L("game.undo")] if live else []) + [L("history.play_again"), L("history.new_players"), L("game.home")]
            needs = [self.button_width(label) for label in labels]
            if live and sum(needs) + m.apart * (len(needs) - 1) > area.width:
                # short of room: undo as its symbol, a target wide; the others share the rest
                first, rest = columns(area, [self.button_width(ICONS["undo"]), 1], m.apart)
                cells = [first] + columns(rest, spread(needs[1:], rest.width, m.apart), m.apart)
            else:
                cells = columns(area, spread(needs, area.width, m.apart), m.apart)
        buttons = []
        if live:
            buttons.append(Button(cells.pop(0), L("game.undo"), self.undo, id="game-over:undo", style="quiet",
                                  size=m.font("button")))
        again, fresh, home = cells
        buttons += [Button(again, L("history.play_again"), self.play_again, id="game-over:again", style="primary",
                           size=m.font("button")),
                    Button(fresh, L("history.new_players"), self.new_players, id="game-over:new-players",
                           size=m.font("button")),
                    Button(home, L("game.home"), self.app.go_home, id="game-over:home", style="quiet",
                           size=m.font("button"))]
        if live and theme.text_size(say(buttons[0].label, self.app.lang), m.min_text, True)[0] > buttons[0].rect.width - m.px(16):
            buttons[0].label = ICONS["undo"]  # a narrow centre (table mode at 800×480): the symbol, as on the table
        for button in one_size(buttons, self.app):
            self.add(button)

    @property
    def live(self) -> bool:
        """This is the game on the table: ↶ Undo takes its last action back."""
        return self.app.session is self.session and self.app.game_scene() is not None

    def crowded(self, width: int) -> bool:
        """Portrait: whether the buttons below "Play again" would cut their words side by side."""
        m = self.metrics
        labels = ([ICONS["undo"]] if self.live else []) + [L("history.new_players"), L("game.home")]
        cells = columns(Rect(0, 0, width, m.target), [1] * len(labels), m.apart)
        return not all(Button.shows_whole(say(label, self.app.lang), cell, m.font("button"))
                       for label, cell in zip(labels, cells))

    def seat_strips(self, screen: Rect, ranks, scores, winners) -> Rect:
        """Table mode: a strip along each player's edge, turned to face them, with their place and
        score; returns the centre left between the strips."""
        lang = self.app.lang
        strips = [Strip((("★ " if seat in winners else "") + say(place_word(ranks[seat]), lang), name),
                        str(scores[seat]) if seat < len(scores) else "", highlight=seat in winners)
                  for seat, name in enumerate(self.session.players)]
        return add_strips(self, screen, strips, prefix="game-over", weights=(0.3, 0.4, 0.3), names=("place",))

    def ranking_needs(self, ranks, scores, score_role: str) -> list[int]:
        """What the ranking's place, name and score columns need for their widest words (fixed
        shares cut "2nd" to "2…" at 1280×800)."""
        m, lang = self.metrics, self.app.lang

        def widest(texts, role, bold):
            return max(theme.text_size(say(text, lang), m.font(role), bold)[0] for text in texts) + m.px(4)
        seats = range(len(ranks))
        return [widest([place_word(ranks[seat]) for seat in seats], "body", True),
                widest([self.session.players[seat] for seat in seats], "body", False),
                widest([str(scores[seat]) if seat < len(scores) else "" for seat in seats], score_role, True)]

    def ranking(self, area: Rect, ranks, scores, winners) -> None:
        m = self.metrics
        order = sorted(range(len(ranks)), key=lambda seat: (ranks[seat], seat))
        # the scores huge, or a step down where that leaves no room for the names
        room = area.width - 4 * m.gap
        score_role = "huge" if sum(self.ranking_needs(ranks, scores, "huge")) <= room else "title"
        needs = self.ranking_needs(ranks, scores, score_role)
        for cell, seat in zip(rows(area, [1] * len(order), m.gap), order):
            won = seat in winners
            if won:  # a gold frame around each winner, besides the colour
                self.add(Box(cell, theme.PRIMARY, radius=m.px(8), id=f"game-over:crown:{seat}"))
            self.add(Box(inset(cell, m.px(3)) if won else cell, theme.PANEL_ACTIVE if won else theme.PANEL,
                         radius=m.px(8)))
            inner = inset(cell, m.gap)
            place, name, score = columns(inner, spread(needs, inner.width, m.gap), m.gap)
            colour = theme.PRIMARY if won else theme.INK
            self.add(Label(place, place_word(ranks[seat]), m.font("body"), colour, bold=True,
                           id=f"game-over:place:{seat}"))
            self.add(Label(name, self.session.players[seat], m.font("body"), colour, align="left"))
            self.add(Label(score, str(scores[seat]) if seat < len(scores) else "", m.font(score_role), colour, bold=True))

    # -- leaving --------------------------------------------------------------------------------
    def play_again(self) -> None:
        record = self.session.record
        self.app.start_game(record.game, list(record.players), next_options(record.game, record.options, len(record.players)))

    def new_players(self) -> None:
        from companion.app.scenes.new_game import NewGame
        self.app.go_home()
        self.app.push(NewGame(self.app, self.session.record.game))

    def undo(self) -> None:
        """Back to the table with the last action undone (the table words the toast)."""
        self.app.pop(self)
        self.app.undo()

    def back(self) -> None:
        self.app.pop(self)


def next_options(game_id: str, options: dict, players: int) -> dict:
    """The same options, the first player moved one seat clockwise (not an age: Numereum's
    younger player stays who they are)."""
    options = dict(options)
    table = tables.get(game_id)
    name = getattr(table, "first_player", None)
    if name and getattr(table, "first_player_random", True):
        current = options.get(name, 0)
        options[name] = ((current if isinstance(current, int) else 0) + 1) % players
    return options


def _link(record: dict, summary: dict) -> str | None:
    try:
        return share.bgstats_link(record, summary)
    except share.NotFinished:
        return None


class Celebration(Widget):
    """The shower of stars over the winners, for CELEBRATION_MS; then nothing. Its signature
    is the moment shown, so each frame of the shower redraws the screen, and once it is
    over the frames after a tap redraw only what changed (a scene that draws on its own
    always gets full frames)."""

    decor = True

    def __init__(self, rect, scene: GameOver):
        super().__init__(rect)
        self.scene = scene

    def progress(self) -> float | None:
        """How far the shower is (0 to 1), or None once it is over."""
        left = self.scene.until - pygame.time.get_ticks()
        return None if left <= 0 else 1 - left / CELEBRATION_MS

    def signature(self, app):
        return (Celebration, tuple(self.rect), self.progress())

    def draw(self, surface, app) -> None:
        progress = self.progress()
        if progress is None:
            return
        m = app.metrics
        for x, phase, speed in self.scene.stars:
            y = (phase + progress * speed) % 1.0
            centre = (int(x * m.width), int(y * m.height))
            _star(surface, centre, m.px(7) * (1 - progress * 0.5), theme.PRIMARY)


def _star(surface, centre, radius: float, colour) -> None:
    points = []
    for index in range(10):
        reach = radius if index % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + index * math.pi / 5
        points.append((centre[0] + reach * math.cos(angle), centre[1] - reach * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


class BigCode(Scene):
    """The QR code as large as the screen allows (a tap anywhere closes it): for a phone held
    farther away, or an older camera."""

    name = "share-code"
    modal = True

    def __init__(self, app, link: str):
        super().__init__(app)
        self.link = link

    def build(self):
        m = self.metrics
        side = min(m.width, m.height) - 2 * m.margin
        area = Rect(0, 0, side, side)
        area.center = m.screen.center
        self.add(Box(area.inflate(m.gap * 2, m.gap * 2), (255, 255, 255), radius=m.px(6)))
        self.add(QrCode(area, self.link, id="share:big", on_tap=self.back))

    def draw(self, surface):
        surface.fill(theme.BACKGROUND)
        super().draw(surface)
