"""What the game-over screen and a history game's page both show: the ranking, the per-round
table, the duration, and the BG Stats QR code."""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, inset, rows
from companion.app.memory import Lru, import_without, surface_bytes
from companion.app.panels import Panel
from companion.app.scene import Paged
from companion.app.seat_strips import spread
from companion.app.widgets import Box, Label, Widget
from companion.share import parse_time

MAX_ROUND_ROWS = 12  # lines as small as the scale allows from this many rounds on
EARLIER = "▴"        # before the first round shown when earlier ones do not fit: a tap on the sheet shows them all


def places(scores: list, winners: list) -> list[int]:
    """1-based place per seat: the winners first, then by score (equal scores share a place)."""
    def rank(seat):
        score = scores[seat] if seat < len(scores) and isinstance(scores[seat], (int, float)) else 0
        return (seat not in winners, -score)
    return [1 + sum(1 for other in range(len(scores)) if rank(other) < rank(seat)) for seat in range(len(scores))]


def place_word(place: int):
    """"1st", "1er", "1." (a 6th place and beyond read as the 5th's form would be wrong: "#6")."""
    return L(f"history.place_{place}") if 1 <= place <= 5 else f"#{place}"


def duration_text(record: dict):
    """"1 h 05 min played" from `active_seconds` (written by the session), else None."""
    active = record.get("active_seconds")
    if not isinstance(active, (int, float)) or isinstance(active, bool) or active < 0:
        return None
    minutes = max(1, round(active / 60))
    return L("history.duration", hours=minutes // 60, minutes=f"{minutes % 60:02d}") if minutes >= 60 \
        else L("history.duration_minutes", n=minutes)


def date_text(record: dict, fallback: str | None = None) -> str:
    for stamp in (record.get("ended"), fallback, record.get("created")):
        moment = parse_time(stamp)
        if moment is not None:
            return moment.strftime("%Y-%m-%d %H:%M")
    return ""


def sheet_line(m, area: Rect, count: int) -> int:
    """One line of the sheet: roomier while there are few rounds."""
    return max(m.font("body") + m.px(8), min(m.px(36), area.height // (min(count, MAX_ROUND_ROWS) + 3)))


def rounds_room(m, area: Rect, count: int, places_row: bool = True) -> int:
    """How many rounds fit between the names and the totals (and places)."""
    line = sheet_line(m, area, count)
    return max(0, (area.height - line) // line - (2 if places_row else 1))


def add_table(scene, area: Rect, players: list[str], summary: dict, *, places_row: bool = True,
              first: int | None = None, into=None) -> range:
    """The score sheet: a column per player (place, name), a row per round, totals at the foot.
    `first`: the first round shown (0-based), else the last rounds that fit. Returns the rounds
    shown; earlier rounds left out are marked "▴" (`FullSheet` shows them all, in pages).
    `into`: what the sheet's widgets go into (a panel, in its own coordinates), else the scene."""
    m = scene.metrics
    add = (into or scene).add
    scores, winners = summary.get("scores", []), summary.get("winners", [])
    every = summary.get("rounds", [])
    line = sheet_line(m, area, len(every))
    room = rounds_room(m, area, len(every), places_row)
    start = max(0, len(every) - room) if first is None else max(0, min(first, len(every)))
    rounds = every[start:start + room]
    size = m.font("body")
    label_w = label_width(scene, size, area.width // (len(players) + 2), area.width // 3)
    # a column per player as wide as its name asks, and an even part of the rest: even
    # columns cut a longer name ("Cl…") beside three short ones with room to spare (a total,
    # larger, steps down the scale where its column is narrow, as it did)
    needs = [theme.text_size(name, theme.snap(size), True)[0] for name in players]
    body = Rect(area.left + label_w, area.top, area.width - label_w, area.height)
    cells = columns(body, spread(needs, body.width, m.gap), m.gap)
    ranks = places(scores, winners)
    y = area.top
    head = Rect(area.left, y, label_w, line)
    add(Label(head, L("history.round"), size, theme.INK_SOFT, align="left", id="sheet:round"))
    for seat, cell in enumerate(cells):
        add(Label(Rect(cell.left, y, cell.width, line), players[seat], size, bold=True,
                        colour=theme.PRIMARY if seat in winners else theme.INK))
    y += line
    for index, entry in enumerate(rounds):
        if index % 2 == 0:
            add(Box(Rect(area.left, y, area.width, line), theme.CENTER, radius=m.px(4)))
        number = str(start + index + 1)
        add(Label(Rect(area.left, y, label_w, line), f"{EARLIER} {number}" if index == 0 and start else number,
                        size, theme.INK_SOFT, align="left", id=f"sheet:round:{number}"))
        for seat, cell in enumerate(cells):
            value = (entry.get("scores") or [])[seat] if seat < len(entry.get("scores") or []) else ""
            add(Label(Rect(cell.left, y, cell.width, line), str(value), size))
        y += line
    add(Box(Rect(area.left, y, area.width, max(2, m.px(2))), theme.INK_SOFT, radius=0))
    y += m.px(4)
    add(Label(Rect(area.left, y, label_w, line), L("history.total"), size, bold=True, align="left"))
    for seat, cell in enumerate(cells):
        total = scores[seat] if seat < len(scores) else ""
        add(Label(Rect(cell.left, y, cell.width, line), str(total), m.font("title"), bold=True))
    y += line
    if places_row and y + line <= area.bottom + m.px(4):
        add(Label(Rect(area.left, y, label_w, line), L("history.place_label"), size, theme.INK_SOFT, align="left"))
        for seat, cell in enumerate(cells):
            add(Label(Rect(cell.left, y, cell.width, line), place_word(ranks[seat]), size, theme.INK_SOFT))
    return range(start, start + len(rounds))


def add_sheet(scene, sheet: Rect, title, players: list[str], summary: dict) -> None:
    """The sheet on its panel; when some rounds do not fit, a tap on it opens them all, in pages."""
    m = scene.metrics
    # on a panel: its picture is kept, so a frame drawn whole (a dialog closed, the celebration
    # over) blits the sheet instead of drawing its hundred words and stripes again. The panel
    # is the screen's background; the sheet's rounded box is its face
    panel = scene.add(Panel(sheet, 0, colour=theme.BACKGROUND, id="score-sheet"))
    box = panel.add(Box(panel.local_rect, theme.CENTER, radius=m.px(10)))
    # its words and stripes (a hundred widgets) kept while what they show holds: a frame
    # drawn whole builds the screen again, and a finished game's sheet never changes
    key = (tuple(sheet), tuple(players), summary)
    shown = scene.keep(panel, "score-sheet", key,
                       lambda: add_table(scene, inset(panel.local_rect, m.gap), players, summary, into=panel))
    if len(shown) < len(summary.get("rounds", [])):
        box.id = "sheet:all"
        box.on_tap = lambda: scene.app.push(FullSheet(scene.app, title, players, summary))


class FullSheet(Paged):
    """Every round of a long game, a page at a time, from the first (a game-over or a game's page
    shows the last rounds that fit)."""

    name = "score-sheet"

    def __init__(self, app, title, players: list[str], summary: dict):
        super().__init__(app)
        self.title, self.players, self.summary = title, players, summary
        self.page = 0

    def build_key(self):
        return (self.page,)   # (its rounds are given once)

    def build(self):
        m = self.metrics
        body = self.header(self.title)
        sheet, bar = rows(body, [1, m.target], m.gap * 2)
        self.add(Box(sheet, theme.CENTER, radius=m.px(10)))
        area = inset(sheet, m.gap)
        count = len(self.summary.get("rounds", []))
        room = max(1, rounds_room(m, area, count))
        add_table(self, area, self.players, self.summary, first=self.page_range(count, room).start)
        self.page_bar(bar, self.page_count(count, room))


def label_width(scene, size: int, least: int, most: int) -> int:
    """The first column's width: its words ("Round", "Manche", "Summe"…) whole at the sheet's
    size in the language drawn, never less than a player's share, never more than a third."""
    lang = scene.app.lang
    words = [(L("history.round"), False), (L("history.total"), True), (L("history.place_label"), False)]
    needed = max(theme.text_size(say(word, lang), theme.snap(size), bold)[0] for word, bold in words)
    return max(least, min(most, needed + scene.metrics.px(4)))


class QrCode(Widget):
    """A QR code (dark modules on white, with its 4-module quiet zone), as large as `rect` allows
    in whole pixels per module: sharp edges are what a phone camera needs from 40 cm."""

    def __init__(self, rect, text: str, **kw):
        super().__init__(rect, **kw)
        self.text = text

    def signature(self, app):
        return (QrCode, tuple(self.rect), self.text)

    def draw(self, surface, app):
        picture = qr_picture(self.text, min(self.rect.width, self.rect.height))
        surface.blit(picture, picture.get_rect(center=self.rect.center))


_pictures = Lru("QR codes", 4, weigh=surface_bytes)  # one game's code at the window's size (and a spare)


def qr_modules(text: str) -> list[list[bool]]:
    qrcode = import_without("PIL", "qrcode")   # without Pillow: 4.8 MB of RSS (see memory)
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_L, border=4)
    code.add_data(text.encode("utf-8"))
    code.make(fit=True)
    return code.get_matrix()


def qr_picture(text: str, size: int) -> pygame.Surface:
    key = (text, size)
    found = _pictures.get(key)
    if found is None:
        matrix = qr_modules(text)
        module = max(1, size // len(matrix))
        found = pygame.Surface((module * len(matrix),) * 2)
        found.fill((255, 255, 255))
        for y, row in enumerate(matrix):
            for x, dark in enumerate(row):
                if dark:
                    found.fill((0, 0, 0), (x * module, y * module, module, module))
        _pictures.put(key, found)
    return found


def add_qr(scene, area: Rect, link: str | None, on_tap=None) -> None:
    """The BG Stats code with its caption below (nothing for an unfinished game)."""
    if not link:
        return
    m = scene.metrics
    code, caption = rows(area, [1, m.font("body") + m.px(8)], m.gap)
    scene.add(QrCode(code, link, id="share:qr", on_tap=on_tap))
    scene.add(Label(caption, L("history.scan_bgstats"), m.font("body"), theme.INK_SOFT))
