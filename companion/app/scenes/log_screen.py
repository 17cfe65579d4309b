"""The game's log, read like a score sheet: rounds and turns as headings, every action numbered,
and under it, indented, everything the referee did on its own because of it (payments, tricks,
gold taken, draws owed…), all in the app's language.

Built from the engine's `game.log` (`companion.gamelog`) for every game; a game whose engine
keeps no log gets one line per action. Oldest first, in pages (no scrolling gesture to learn):
it opens on the last page, and a page that starts inside a round or turn repeats its heading,
so any page can be read on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.app import theme
from companion.app.announce import log_of
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Paged
from companion.app.widgets import Label, Paragraph, wrap

LAST_PAGE = 10 ** 9  # clamped to the last page by `page_bar`: the log opens where the game is


@dataclass(frozen=True)
class Line:
    kind: str           # "heading", "action" (the tap itself, numbered) or "consequence"
    text: object        # a Message / L / str, worded when drawn
    number: int | None = None  # the action's number (1 = the first tap)


def sheet(game, actions: int, fallback=None) -> list[Line]:
    """The log's lines: from `game.log`, else one per action (`fallback`: their words)."""
    log = log_of(game)
    if log is None:
        words = list(fallback or [])
        return [Line("action", text, index + 1) for index, text in enumerate(words[:actions])]
    lines = []
    numbered = None  # the action whose own line is already out
    for event in log:
        if event.heading:
            lines.append(Line("heading", event.message))
        elif event.action is not None and event.action != numbered:
            numbered = event.action
            lines.append(Line("action", event.message, event.action + 1))
        else:
            lines.append(Line("consequence", event.message))
    return lines


class LogScreen(Paged):
    name = "log"
    previous_label = L("applog.earlier")
    next_label = L("applog.later")

    def __init__(self, app, session, lines: list | None = None):
        """`lines`: the table's words for each action, used only for a game without a log."""
        super().__init__(app)
        self.session = session
        self.lines = sheet(session.game, len(session.actions), lines)
        self.page = LAST_PAGE
        self._pages = None  # (size and language, the pages laid out for them)

    def build_key(self):
        return self.page, len(self.session.actions)  # (its lines are the table's words when it opened)

    def build(self):
        m = self.metrics
        game_id = self.session.record.game
        from companion.app import tables
        right = []
        if tables.about(game_id) is not None:
            from companion.app.scenes.rules_screen import RulesScreen
            right = [(L("home.rules"), lambda: self.app.push(RulesScreen(self.app, game_id)), "rules")]
        # table/wall from inside a game: the tablet laid flat or stood up mid-game
        other = "wall" if self.app.mode == "table" else "table"
        right = [(L(f"log.mode_{other}"), self.switch_mode, f"mode:{other}")] + right
        title = L("log.title", count=len(self.session.actions))
        if m.portrait:  # the bar's buttons leave the title no room: it gets a line of its own
            body = self.header("", right=right)
            line, body = rows(body, [theme.line_height(m.font("title"), True), 1], m.gap)
            self.add(Label(line, title, m.font("title"), bold=True, align="left"))
        else:
            body = self.header(title, right=right)
        listing, bar = rows(body, [1, m.target], m.gap * 2)
        if not self.lines:
            self.add(Label(listing, L("log.empty"), m.font("body"), theme.INK_SOFT))
            self.page_bar(bar, 1)
            return
        self.pages = pages = self.pages_of(listing)
        self.page_bar(bar, len(pages))
        top = listing.top
        for index, (line, height, heading) in enumerate(pages[self.page]):
            top += self.space_before(line, index)
            self.place(line, Rect(listing.left, top, listing.width, height), heading, index)
            top += height

    # -- laying out -------------------------------------------------------------------------
    def style(self, line: Line):
        """(size, bold, colour, indent) of a line: headings stand out, consequences sit under their action."""
        m = self.metrics
        if line.kind == "heading":
            return m.font("body"), True, theme.PRIMARY, 0
        indent = m.px(28) if line.kind == "consequence" else 0
        return m.font("body"), False, theme.INK, indent

    def space_before(self, line: Line, index: int) -> int:
        """Lines of one action close together; a new action or heading a little apart."""
        if index == 0:
            return 0
        return self.metrics.gap * 2 if line.kind == "heading" else self.metrics.gap // 2 if line.kind == "consequence" else self.metrics.gap

    def number_width(self) -> int:
        return self.metrics.px(56)

    def height(self, line: Line, width: int) -> int:
        size, bold, _, indent = self.style(line)
        inner = width - (self.number_width() + self.metrics.gap if line.kind != "heading" else 0) - indent
        count = len(wrap(say(line.text, self.app.lang), max(1, inner), size, bold))
        return count * theme.line_height(size, bold)

    def pages_of(self, listing: Rect) -> list[list[tuple[Line, int, bool]]]:
        """`paginate`, worked out once per size and language: turning a page or redrawing the
        screen measures no line again (a long game's log is hundreds of lines)."""
        m = self.metrics
        key = (tuple(listing), self.app.lang, m.font("body"), m.gap, self.number_width(), m.px(28))
        if self._pages is None or self._pages[0] != key:
            self._pages = (key, self.paginate(listing))
        return self._pages[1]

    def paginate(self, listing: Rect) -> list[list[tuple[Line, int, bool]]]:
        """Pages of (line, height, repeated heading?) filling `listing`. An action stays on one
        page with its consequences, and a heading with what follows it, wherever they fit on
        one page; a page that starts inside a round or turn begins with its heading, "continued"."""
        room = listing.height
        pages: list[list] = [[]]
        used = 0
        heading = None

        def start_page(first: Line) -> int:
            pages.append([])
            if heading is not None and first.kind != "heading":
                again = Line("heading", L("applog.continued", heading=heading.text))
                pages[-1].append((again, self.height(again, listing.width), True))
                return pages[-1][0][1]
            return 0

        for block in self.blocks():
            measured = [(line, self.height(line, listing.width)) for line in block]
            need = sum(height + self.space_before(line, 1) for line, height in measured)
            fresh = room - (self.height(heading, listing.width) + self.metrics.gap if heading is not None else 0)
            if pages[-1] and used + need > room and need <= fresh:
                used = start_page(block[0])
            for line, height in measured:
                if pages[-1] and used + self.space_before(line, len(pages[-1])) + height > room:
                    used = start_page(line)  # a block longer than a page: split where it must
                used += self.space_before(line, len(pages[-1])) + height
                pages[-1].append((line, height, False))
                if line.kind == "heading":
                    heading = line
        return pages

    def blocks(self) -> list[list[Line]]:
        """The lines in pieces kept on one page: headings with the action after them, an
        action with its consequences."""
        blocks: list[list[Line]] = []
        for line in self.lines:
            only_headings = bool(blocks) and all(kept.kind == "heading" for kept in blocks[-1])
            if blocks and (line.kind == "consequence" or only_headings):
                blocks[-1].append(line)
            else:
                blocks.append([line])
        return blocks

    def place(self, line: Line, rect: Rect, repeated: bool, index: int) -> None:
        m = self.metrics
        size, bold, colour, indent = self.style(line)
        if line.kind == "heading":
            self.add(Paragraph(rect, line.text, size, theme.INK_SOFT if repeated else colour, bold=bold,
                               id=f"log:heading:{index}"))
            return
        number, words = columns(rect, [self.number_width(), 1], m.gap)
        if line.number is not None:
            self.add(Label(Rect(number.left, number.top, number.width, theme.line_height(size)), str(line.number),
                           size, theme.INK_SOFT, align="right"))
        words = Rect(words.left + indent, words.top, words.width - indent, words.height)
        self.add(Paragraph(words, line.text, size, colour, bold=bold, id=f"log:{line.kind}:{index}"))

    def switch_mode(self):
        """Table (panels face their seats) ⇄ wall (all upright), saved in the settings."""
        self.app.settings.mode = "wall" if self.app.mode == "table" else "table"
        self.app.save_settings()
