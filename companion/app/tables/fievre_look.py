"""How La Fièvre de l'Or looks on the table: town tints and labels, the words of the bank
table, and the widgets only this game draws (dice with pips, a seat's mines by town).

Colour is never the only signal: every town also shows its symbol and letter.
"""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.memory import Lru, surface_bytes
from companion.app.panels import draw_turn_marks, turn_edge, turn_mark_rects
from companion.app.turning import UPRIGHT, turned
from companion.app.widgets import (Box, Button, CardButton, Paragraph, Widget, draw_block, draw_line, drawing_turned,
                                   line_step, wrap)
from companion.games.fievre import deck
from companion.text import Message, say

Rect = pygame.Rect

# Light tints so dark ink stays readable on every town's cards.
TINT = {"red": (242, 172, 160), "yellow": (246, 224, 138), "green": (172, 216, 170),
        "blue": (166, 196, 242), "purple": (212, 182, 232)}
EVENT_TINT = (236, 226, 206)
GOLD = theme.PRIMARY
GAIN = (150, 222, 140)
LOSS = (240, 140, 120)
SEE_THROUGH = (255, 0, 255)   # no card, die, word or town tint uses it: where a kept picture shows what lies behind


def town_tag(town_id: str) -> str:
    """Symbol and letter, e.g. "●R": readable in black and white."""
    town = deck.town(town_id)
    return f"{town.glyph}{town.letter}"


def concession_label(card) -> str:
    """A concession as "●R 8" (town tag and production number)."""
    return f"{town_tag(card.town)} {card.roll}"


def concession_sub(card, vein: bool = False) -> Message:
    nuggets = card.nuggets + (3 if vein else 0)
    danger = " ⚠" if card.dangerous else ""
    plus = " +3" if vein else ""
    return words("card_gold", n=nuggets, extra=f"{plus}{danger}")


def event_name(event_id: str):
    return deck.event(event_id).name


def signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else (f"−{-amount}" if amount < 0 else "±0")


def words(key: str, **fields) -> Message:
    """A table sentence (`assets/translations/<lang>/table_fievre.json`) with its fields."""
    return Message(f"table_fievre.{key}", **fields)


# -- widgets -----------------------------------------------------------------------------------
PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


# Die faces as pictures: the pairs sheet shows 72 dice (36 pairs) and every full frame drew
# each with its pips. Bound: 7 faces (1-6 and "?") in each look (plain, chosen, pressed,
# greyed, rolled) at the few sizes a screen uses (pairs, Telegraph rows, the centre's dice),
# ~140 pictures of at most ~60 KB at 1920×1080.
_die_faces = Lru("fievre die faces", 200, budget=12 * 2**20, weigh=surface_bytes)


def draw_die(surface, rect: Rect, value: int | None, *, ink=theme.INK_DARK, face=theme.CARD) -> None:
    """A die with pips (or "?" before any roll): one blit of its picture, painted once per
    size, value and colours (see-through corners)."""
    if theme._seen is not None:   # a layout check measures the words drawn: drawn for real
        paint_die(surface, rect, value, ink=ink, face=face)
        return
    key = (rect.size, value, ink, face, theme.scale())
    picture = _die_faces.get(key)
    if picture is None:
        picture = pygame.Surface(rect.size)
        picture.fill(SEE_THROUGH)
        paint_die(picture, Rect((0, 0), rect.size), value, ink=ink, face=face)
        picture.set_colorkey(SEE_THROUGH)
        _die_faces.put(key, picture)
    surface.blit(picture, rect)


def paint_die(surface, rect: Rect, value: int | None, *, ink=theme.INK_DARK, face=theme.CARD) -> None:
    radius = max(4, rect.width // 6)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.OUTLINE, rect, width=max(1, rect.width // 30), border_radius=radius)
    if not value:
        draw_line(surface, rect, "?", rect.height // 2, ink, True)
        return
    step = rect.width / 4
    dot = max(2, int(rect.width / 11))
    for col, row in PIPS[value]:
        pygame.draw.circle(surface, ink, (int(rect.left + step * (col + 1)), int(rect.top + step * (row + 1))), dot)


class Dice(Widget):
    """Two dice with pips and their sum, large: read from across the table."""

    def __init__(self, rect, values, **kw):
        super().__init__(rect, **kw)
        self.values = values     # (d1, d2) or None before the first roll

    def signature(self, app):
        return (Dice, tuple(self.rect), self.values)

    def draw(self, surface, app):
        side = min(self.rect.height, self.rect.width // 4)
        gap = side // 5
        total = 2 * side + gap
        left = self.rect.left + (self.rect.width - total - gap - side * 3 // 2) // 2
        top = self.rect.top + (self.rect.height - side) // 2
        values = self.values or (None, None)
        for index, value in enumerate(values):
            draw_die(surface, Rect(left + index * (side + gap), top, side, side), value)
        sum_rect = Rect(left + total + gap, self.rect.top, self.rect.right - left - total - gap, self.rect.height)
        words = f"= {sum(values)}" if self.values else "= ?"
        draw_line(surface, sum_rect, words, int(self.rect.height * 0.8), GOLD, True, "left")


# (line contents, size, colour, width, line height, panel colour) -> picture. Bound: every line of
# chips (and the score apart) of every seat in both panel colours, before and after a tap, at
# the table's two panel shapes (playing, the end): 5 seats × 5 × 2 × 2 × 2 = 200 pictures;
# bytes: two 1920×1080 screens (the chips cover far less of one).
_line_pictures = Lru("fievre chip lines", 200, budget=2 * 1920 * 1080 * 4, weigh=surface_bytes)


# (groups, box size, size, scale) -> (size, pieces placed, lines): a seat's chips are laid out
# once per look, not at every build (a tap rebuilds every panel). Bound: as the line pictures.
_arranged = Lru("fievre chip layouts", 80)  # ~3 KB each (memory: Python peak kept)
_steps = Lru("fievre chip line steps", 40)   # (size, scale) -> a line's height: ten sizes, a few screens


class Flow:
    """Short pieces of text flowing over as many lines as needed in `rect`; a piece with a
    tint gets a rounded chip. `groups` are lists of (text, tint or None) kept together on one
    line.

    Steps down the type scale until it fits its box; at the scale's minimum, the groups that
    do not fit are counted in a last "+N" chip (nothing silently dropped, nothing shrunk).
    `lines()` gives one widget per line, the first group apart: a tap that changes one
    seat's score repaints that chip of its panel (the figures are as wide as each other: the
    chips after it stay), and the rest keep their pixels."""

    def __init__(self, rect, groups: list[list[tuple[str, tuple | None]]], size: int, colour=theme.INK, id=None):
        self.rect = Rect(rect)
        self.groups = [[p for p in group if p[0]] for group in groups]
        self.groups = [group for group in self.groups if group]
        self.size, self.colour, self.id = size, colour, id

    @staticmethod
    def _piece_width(words: str, tint, size: int) -> int:
        pad = max(3, size // 3)
        return theme.text_size(words, size, bool(tint))[0] + (2 * pad if tint else 0)

    @staticmethod
    def _step(size: int) -> int:
        key = (size, theme.scale())
        step = _steps.get(key)
        if step is None:
            step = _steps.put(key, max(theme.line_height(size, True) + 2, int(size * 1.4)))
        return step

    def _layout(self, groups, size: int):
        """[(x, line, words, tint, width, group)] and the number of lines, at this size."""
        pad = max(3, size // 3)
        placed, x, line = [], 0, 0
        for index, group in enumerate(groups):
            widths = [self._piece_width(words, tint, size) for words, tint in group]
            total = sum(widths) + pad * (len(group) - 1)
            if x and x + total > self.rect.width:
                x, line = 0, line + 1
            for (words, tint), width in zip(group, widths):
                placed.append((x, line, words, tint, width, index))
                x += width + pad
            x += pad
        return placed, line + 1

    @staticmethod
    def past_foot(size: int) -> int:
        """How far the last line may pass its box's foot, at the scale step for `size` (or any
        step below it)."""
        return theme.snap(size) // 4

    def _laid_fit(self, placed, lines: int, size: int) -> bool:
        """Whether a layout fits the box (the last line may pass its foot by a little)."""
        return lines * self._step(size) <= self.rect.height + self.past_foot(size) and all(
            x + w <= self.rect.width for x, _, _, _, w, _ in placed)

    def _fits(self, groups, size: int) -> bool:
        return self._laid_fit(*self._layout(groups, size), size)

    def arrange(self):
        """(size, groups shown): the largest scale step at which all fit, else the minimum with
        as many groups as fit and a "+N" chip for the rest."""
        size = theme.snap(self.size)
        while not self._fits(self.groups, size) and theme.smaller(size) is not None:
            size = theme.smaller(size)
        groups = self.groups
        if not self._fits(groups, size):
            for keep in range(len(self.groups) - 1, -1, -1):
                groups = self.groups[:keep] + [[(f"+{len(self.groups) - keep}", theme.CARD)]]
                if self._fits(groups, size):
                    break
        return size, groups

    def lines(self) -> list["FlowLine"]:
        """One widget per line as laid out, the first group apart, each as wide as its chips
        (the panel's flat face shows around them): a tap that changes a seat's score repaints
        (and on a turned panel turns) that chip, not its line; a part that does not fit the
        box says so (`overflow`). The lines start at the box's top, one line too: where the
        box grows or shrinks under them (a seat's bids come or go), they keep their places
        and their pixels."""
        if not self.groups:
            return []
        key = (tuple(map(tuple, self.groups)), self.rect.size, self.size, theme.scale())
        plan = _arranged.get(key)
        if plan is None:
            plan = _arranged.put(key, self._plan_lines())
        left, top = self.rect.topleft
        return [FlowLine((left + x, top + dy), width, pieces, size, self.colour, step, overflow=overflow,
                         id=None if self.id is None else f"{self.id}:{line}:{index}")
                for line, index, dy, x, width, pieces, size, step, overflow in plan]

    def _plan_lines(self) -> list[tuple]:
        """Each part of a line as (line, its place in the line, top in the box, left, width,
        pieces (x from its left, words, tint, width), size, step, overflow)."""
        size, groups = self.arrange()
        placed, count = self._layout(groups, size)
        step = self._step(size)
        height = self.rect.height
        too_tall = count * step > height + self.past_foot(size)
        # the first group (a seat's score: it changes with every payment) is a widget of its
        # own, the rest of each line another: a payment repaints the score's chip alone, and
        # a panel holds few widgets (each costs its signature and blit every frame)
        by_group: dict[tuple, list] = {}
        for x, line, words, tint, width, group in placed:
            by_group.setdefault((line, group == 0), []).append((x, line, words, tint, width))
        out, place = [], {}
        for pieces in by_group.values():
            line, left = pieces[0][1], pieces[0][0]
            right = max(x + width for x, _, _, _, width in pieces)
            wide = right > self.rect.width
            index = place[line] = place.get(line, -1) + 1
            out.append((line, index, line * step, left, min(right, self.rect.width) - left,
                        tuple((x - left, words, tint, width) for x, _, words, tint, width in pieces), size, step,
                        wide or (too_tall and line == count - 1)))
        return out

    @classmethod
    def line_height(cls, size: int) -> int:
        """The height of one line of chips at the scale step for `size`."""
        return cls._step(theme.snap(size))


@drawing_turned
class FlowLine(Widget):
    """One line of a `Flow`, or its first group alone (a seat's score): pieces (x, words, tint
    or None, width) at one size, each tinted one in a rounded chip, its top left at `origin`.

    Its rect is the band the chips fill (a line's height less the chips' margin; words reach
    past it by less than the BLEED a widget may paint beyond its rect): the last line, which
    may pass its box's foot by a little, stays clear of what lies below, and a line's rect
    does not change when the box under it grows or shrinks (a note that comes or goes)."""

    def __init__(self, origin, width: int, pieces: tuple, size: int, colour, step: int, *, overflow: bool = False,
                 **kw):
        margin = max(2, step // 8)   # as a chip's: the band it leaves above and below
        super().__init__(Rect(origin[0], origin[1] + margin // 2, width, step - margin), **kw)
        self.origin = tuple(origin)
        self.pieces, self.size, self.colour, self.step = pieces, size, colour, step
        self.too_wide = overflow

    def signature(self, app):
        return (type(self), tuple(self.rect), self.pieces, self.size, self.colour, self.step)

    def draw(self, surface, app, turn=UPRIGHT):
        """Its line picture blitted (`turn`: turned, straight into a turned panel's picture),
        or its pieces drawn."""
        self.overflow = self.too_wide
        backdrop = getattr(self.parent, "colour", None)
        # not on a panel, or on the active one (its gold border runs under the chips' edge):
        # the face beneath is not flat, draw in place; so too for a layout check (it measures
        # the words drawn)
        if backdrop is None or getattr(self.parent, "active", False) or theme._seen is not None:
            self.paint(surface, self.origin, turn)
            return
        surface.blit(self.picture(backdrop, turn.angle), turn.place(Rect(self.origin, (self.rect.width, self.step))))

    def picture(self, backdrop, angle: int = 0) -> pygame.Surface:
        """The line on the panel's flat face, a line's height (its band and the margins around
        it): a line is one picture wherever it stands, so a repainted panel (an undo brings the
        last look back, a note that comes moves a lone line) blits it instead of drawing each
        chip. `angle`: turned to face a turned panel's player, kept too."""
        key = (self.pieces, self.size, self.colour, self.rect.width, self.step, backdrop, angle)
        picture = _line_pictures.get(key)
        if picture is None and angle:
            picture = _line_pictures.put(key, turned(self.picture(backdrop), angle))
        if picture is None:
            picture = pygame.Surface((self.rect.width, self.step))
            picture.fill(backdrop)   # the panel's flat face: text edges blend with it as in place
            self.paint(picture, (0, 0))
            _line_pictures.put(key, picture)
        return picture

    def paint(self, surface, origin, turn=UPRIGHT) -> None:
        """Draw the pieces in a line whose top left is `origin` on `surface` (`turn`: straight
        into a turned panel's picture, `origin` upright)."""
        step = self.step
        for x, words, tint, width in self.pieces:
            cell = Rect(origin[0] + x, origin[1], width, step)
            if tint:
                chip = cell.inflate(0, -max(2, step // 8))
                pygame.draw.rect(surface, tint, turn.place(chip), border_radius=max(3, chip.height // 3))
                draw_line(surface, chip, words, self.size, theme.INK_DARK, True, turn=turn)
            else:
                image = theme.text(words, self.size, self.colour, False, turn.angle)
                place = Rect((0, 0), turn.upright_size(image))
                place.midleft = (cell.left, cell.centery)
                surface.blit(image, turn.place(place))

    def label_text(self, app):
        return " ".join(words for _, words, _, _ in self.pieces)


# Measuring a note's words costs about what repainting and turning ~10 000 pixels does
# (measured at 800×480 and 1920×1080): a smaller box is left as wide as it is.
SNUG_LEAST_PX = 20_000


def snug(paragraph: Paragraph, app) -> Paragraph:
    """`paragraph` (left-aligned) narrowed to its widest line, its words where they were:
    what lies right of them is its box's flat ground either way, so a tap that changes a
    short note repaints (and on a turned panel turns) the words, not the panel's width.

    Where its lines fit, the narrower box lays them out alike: a greedy wrap breaks where it
    did (every line it kept is at most the widest; what it broke was wider than the box), and
    no larger size that did not fit the wider box fits it. Where they do not (cut short at
    the scale's minimum), it is kept as it is; so is a box too small for the pixels it could
    spare to pay for measuring its words (a Pi's 800×480 screen: a note of ~10 000 pixels)."""
    if paragraph.rect.width * paragraph.rect.height < SNUG_LEAST_PX:
        return paragraph
    size, lines = paragraph.layout(app)
    step = theme.line_height(size, paragraph.bold)
    if len(lines) * step > paragraph.rect.height + step // 4:
        return paragraph
    width = max((theme.text_size(line, size, paragraph.bold)[0] for line in lines if line), default=0)
    if width < paragraph.rect.width:
        paragraph.rect = Rect(paragraph.rect.left, paragraph.rect.top, width, paragraph.rect.height)
    return paragraph


def paragraph_fits(words: str, rect: Rect, size: int, bold: bool) -> bool:
    """Whether a `Paragraph` of `words` in `rect` shows them whole: wrapped on the lines its
    box holds, down the type scale (as `Paragraph.layout` lays them out), none cut with "…"."""
    size = theme.snap(size)
    while size is not None:
        lines = wrap(words, rect.width, size, bold)
        step = theme.line_height(size, bold)
        if len(lines) * step <= rect.height + step // 4 and all(
                theme.text_size(line, size, bold)[0] <= rect.width for line in lines):
            return True
        size = theme.smaller(size)
    return False


def hyphenated(words: str, width: int, size: int) -> list[str]:
    """`words` wrapped to `width`, a word too long for a line split with a hyphen where it
    must ("Expro-" / "priation") rather than cut with "…": a card name stays whole."""
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if theme.text_size(trial, size, False)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
            line = ""
        while theme.text_size(word, size, False)[0] > width:
            cut = len(word) - 1
            while cut > 2 and theme.text_size(word[:cut] + "-", size, False)[0] > width:
                cut -= 1
            lines.append(word[:cut] + "-")
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


# Cards and a sheet's keys as pictures: the reveal sheet shows the whole printed deck (~56
# cards) each turn, the choice sheets the towns and mines, the bid sheet its keypad; drawn
# anew, each costs two rounded rectangles and its words. The deck in each look a card takes
# (plain, greyed, chosen, pressed), the choice sheets, the keys and the centre's offer are
# ~300 pictures of at most ~100 KB at 1920×1080 (a card is a few targets wide); 400 pictures
# or 24 MB keep them, the least recently used going first.
_faces = Lru("fievre card faces", 400, budget=24 * 2**20, weigh=lambda kept: surface_bytes(kept[0]))


# The same faces on what lies under them on a sheet, turned to face its seat: a turned sheet
# blits them straight into its picture (`Pictured.turned_picture`), neither drawn upright nor
# turned. The deck in its looks facing the three other sides of a table: as many pictures as
# the faces, as big.
_turned_faces = Lru("fievre turned card faces", 400, budget=24 * 2**20, weigh=surface_bytes)


def ground(widget: Widget) -> tuple | None:
    """What a widget's see-through corners show on its panel, as layers to paint (see
    `paint_ground`): the panel's face — its colour, and past its rounded corners the table, on
    the seat to act its gold border and ▶ marks —, then each box the panel starts with under it
    (a sheet's frame): a colour alone where the widget lies on a flat inside, the shape drawn
    where it lies near an edge, a corner or a mark. None outside its panel."""
    panel = widget.parent
    colour = getattr(panel, "colour", None)
    rect = widget.rect
    if colour is None or not panel.local_rect.contains(rect):
        return None
    whole = panel.local_rect
    edge = turn_edge(whole.size) if panel.active else 0
    if _clear_inside(rect, whole.inflate(-2 * edge, -2 * edge), panel.radius) and not (
            panel.active and rect.collidelist(turn_mark_rects(whole, panel.radius)) != -1):
        layers = [("fill", colour)]
    else:   # as the panel's face is painted (`Panel._face`): the table, the panel's rounded colour, its marks
        place = tuple(whole.move(-rect.left, -rect.top))
        layers = [("fill", theme.BACKGROUND), ("box", place, colour, panel.radius, None)]
        if panel.active:
            layers.append(("turn", place, panel.radius))
    for child in panel.children:   # boxes a panel starts with may be part of its face
        if type(child) is not Box:
            break
        if not child.rect.colliderect(rect):
            continue
        edge = max(2, child.radius // 4) if child.outline else 0
        radius = min(child.radius, child.rect.width // 2, child.rect.height // 2)
        if child.rect.inflate(-2 * edge, -2 * edge).contains(rect) and _clear_inside(rect, child.rect, radius):
            layers = [("fill", child.colour)]   # it covers all that lies under the widget
        else:   # near its outline or a rounded corner: the box drawn where it lies
            layers.append(("box", tuple(child.rect.move(-rect.left, -rect.top)), child.colour, child.radius,
                           child.outline))
    return tuple(layers)


def _clear_inside(rect: Rect, area: Rect, radius: int) -> bool:
    """Whether `rect` lies inside `area` and clear of the squares of its rounded corners: it
    meets one only by reaching both into a side's band and into the top's or the foot's."""
    if not area.contains(rect):
        return False
    across = rect.left < area.left + radius or rect.right > area.right - radius
    return not (across and (rect.top < area.top + radius or rect.bottom > area.bottom - radius))


def paint_ground(surface, layers: tuple) -> None:
    """Paint `ground`'s layers over the whole of `surface` (the widget's own size)."""
    for layer in layers:
        if layer[0] == "fill":
            surface.fill(layer[1])
        elif layer[0] == "turn":
            draw_turn_marks(surface, Rect(layer[1]), layer[2])
        else:
            _, place, colour, radius, outline = layer
            Box(Rect(place), colour, radius=radius, outline=outline).draw(surface, None)


class Pictured:
    """Mixed into a button that paints exactly its rect (`paint`) and shows only what `look`
    says: painted once per look as a picture with see-through corners (what lies behind shows
    there: a sheet's gold edge, the centre), then one blit wherever it is shown; on a turned
    sheet, blitted already turned (`turned_picture`)."""

    def look(self, app) -> tuple:
        """What its picture shows, its size included (the key of its kept faces)."""
        raise NotImplementedError

    def paint(self, surface, app) -> None:
        raise NotImplementedError

    def signature(self, app):
        return (type(self), tuple(self.rect), self.look(app), self.reason is not None)

    def draw(self, surface, app):
        if theme._seen is not None:   # a layout check measures the words drawn: drawn for real
            self.paint(surface, app)
            return
        surface.blit(self.picture(app), self.rect)

    def turned_picture(self, angle: int, app):
        """Its picture over what lies under it on its sheet, turned by `angle`, kept per look:
        a turned sheet painted afresh, or repainting the cards whose look changed, blits these.
        None where what lies under it is more than its sheet's colour and frame (see `ground`)."""
        under = ground(self) if theme._seen is None and getattr(self.parent, "pictures_pay", True) else None
        if under is None:
            return None
        upright = self.picture(app)
        key = (self.look(app), under, angle)
        found = _turned_faces.get(key)
        if found is None:
            opaque = pygame.Surface(self.rect.size)
            paint_ground(opaque, under)
            opaque.blit(upright, (0, 0))
            found = _turned_faces.put(key, turned(opaque, angle) if angle else opaque)
        return found

    def picture(self, app) -> pygame.Surface:
        """Painted once on its own surface, corners see-through (`overflow` set as drawing it
        sets it)."""
        key = self.look(app)
        kept = _faces.get(key)
        if kept is None:
            picture = pygame.Surface(self.rect.size)
            picture.fill(SEE_THROUGH)
            where, self.rect = self.rect, Rect((0, 0), self.rect.size)
            try:
                self.paint(picture, app)
            finally:
                self.rect = where
            # the corners a rounded card leaves (drawn without blending) are skipped by the blit.
            # Not run-length coded: SDL codes it again for each new surface it goes to (a
            # sheet's fresh picture, the screen), which cost more than it saved
            picture.set_colorkey(SEE_THROUGH)
            kept = _faces.put(key, (picture, self.overflow))
        self.overflow = kept[1]
        return kept[0]


class Card(Pictured, CardButton):
    """A card (a concession, a town, a mine, a saloon, an event), kept as a picture."""

    def look(self, app) -> tuple:
        return (type(self), self.rect.size, say(self.label, app.lang), say(self.sublabel, app.lang), self.selected,
                self.enabled, app.pressed is self, self.size, self.tint, theme.scale())

    def paint(self, surface, app):
        CardButton.draw(self, surface, app)


class Key(Pictured, Button):
    """A sheet's button (a key of its keypad, Cancel, a number), kept as a picture."""

    @classmethod
    def like(cls, button: Button) -> "Key":
        """The same button (a `keypad()` key) as a Key."""
        return cls(button.rect, button.label, button.on_tap, style=button.style, selected=button.selected,
                   size=button.size, sublabel=button.sublabel, id=button.id, enabled=button.enabled,
                   reason=button.reason)

    def look(self, app) -> tuple:
        return (type(self), self.rect.size, say(self.label, app.lang), say(self.sublabel, app.lang), self.style,
                self.selected, self.enabled, app.pressed is self, self.size, theme.scale())

    def paint(self, surface, app):
        Button.draw(self, surface, app)


class EventCard(Card):
    """An event card: its name in the regular weight, so the longest names ("Expropriation",
    "Falschspieler") keep the scale's size in a deck column a side seat's sheet can spare."""

    def paint(self, surface, app):
        label, self.label = self.label, ""
        try:
            super().paint(surface, app)          # the card itself, its state and check mark
        finally:
            self.label = label
        ink = theme.INK_DIM if not self.enabled else theme.INK_DARK
        box = self.rect.inflate(-6, -2)   # hyphenated lines may use the card's whole height
        words = say(label, app.lang)
        for size in theme.steps_down(self.size):   # until the lines fit the card's height ("Nouveau filon" on a small card)
            lines = hyphenated(words, box.width, size)
            step = line_step(size)
            fits = len(lines) * step <= box.height + step // 4   # (a line's leading may pass the box, as a Paragraph's)
            if len(lines) <= 1 or fits:
                break
        if len(lines) <= 1 or not fits:   # one line, or no room: the shared way
            self.overflow = not draw_block(surface, box, words, self.size, ink, False, max_lines=2)
            return
        top = box.centery - len(lines) * step // 2
        for index, line in enumerate(lines):
            draw_line(surface, Rect(box.left, top + index * step, box.width, step), line, size, ink)
        self.overflow = False

    def label_text(self, app):
        return say(self.label, app.lang)


def card_cells(rect: Rect, count: int, gap: int, aspect: float = 1.25, least: int = 0) -> list[Rect]:
    """`count` card-shaped cells (height ≈ width × aspect at most), as large as `rect` allows,
    in as many rows as suit its shape, centred; cells at least `least` both ways when some
    arrangement allows it (a finger's room beats a bigger card)."""
    best = None
    for cols in range(1, count + 1):
        nrows = -(-count // cols)
        width = (rect.width - gap * (cols - 1)) // cols
        height = (rect.height - gap * (nrows - 1)) // nrows
        width = min(width, int(height * 2))
        height = min(height, int(width * aspect))
        score = (min(width, height) >= least, width * height)
        if best is None or score > best[0]:
            best = (score, cols, width, height)
    _, cols, width, height = best
    nrows = -(-count // cols)
    total_w, total_h = cols * width + gap * (cols - 1), nrows * height + gap * (nrows - 1)
    left, top = rect.centerx - total_w // 2, rect.centery - total_h // 2
    return [Rect(left + (i % cols) * (width + gap), top + (i // cols) * (height + gap), width, height) for i in range(count)]


def fits_button(button, size: int, lang: str) -> bool:
    """Whether a button's words fit it on one line at `size` (inside its own edge)."""
    inner = button.rect.inflate(-max(8, button.rect.height // 5), -max(4, button.rect.height // 8))
    return theme.text_size(say(button.label, lang), size, True)[0] <= inner.width
