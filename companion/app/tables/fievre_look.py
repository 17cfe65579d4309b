"""How La Fièvre de l'Or looks on the table: town tints and labels, the words of the bank
table, and the widgets only this game draws (dice with pips, a seat's mines by town).

Colour is never the only signal: every town also shows its symbol and letter.
"""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.memory import Lru, surface_bytes
from companion.app.widgets import CardButton, Widget, draw_block, draw_line, line_step
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


def draw_die(surface, rect: Rect, value: int | None, *, ink=theme.INK_DARK, face=theme.CARD) -> None:
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


# (Flow signature, panel colour) -> (picture, overflowed). Bound: every seat's chips in both
# panel colours, before and after a tap, at the table's two panel shapes (playing, the end):
# 5 × 2 × 2 × 2 = 40 pictures; bytes: two 1920×1080 screens (the chips cover far less of one).
_flow_pictures = Lru("fievre chips", 40, budget=2 * 1920 * 1080 * 4, weigh=lambda kept: surface_bytes(kept[0]))


class Flow(Widget):
    """Short pieces of text flowing over as many lines as needed; a piece with a tint gets a
    rounded chip. `groups` are lists of (text, tint or None) kept together on one line.

    Steps down the type scale until it fits its box; at the scale's minimum, the groups that
    do not fit are counted in a last "+N" chip (nothing silently dropped, nothing shrunk)."""

    def __init__(self, rect, groups: list[list[tuple[str, tuple | None]]], size: int, colour=theme.INK, **kw):
        super().__init__(rect, **kw)
        self.groups = [[p for p in group if p[0]] for group in groups]
        self.groups = [group for group in self.groups if group]
        self.size, self.colour = size, colour

    def signature(self, app):
        return (Flow, tuple(self.rect), tuple(tuple(group) for group in self.groups), self.size, self.colour)

    @staticmethod
    def _piece_width(words: str, tint, size: int) -> int:
        pad = max(3, size // 3)
        return theme.text_size(words, size, bool(tint))[0] + (2 * pad if tint else 0)

    @staticmethod
    def _step(size: int) -> int:
        return max(theme.line_height(size, True) + 2, int(size * 1.4))

    def _layout(self, groups, size: int):
        """[(x, line, words, tint, width)] and the number of lines, at this size."""
        pad = max(3, size // 3)
        placed, x, line = [], 0, 0
        for group in groups:
            widths = [self._piece_width(words, tint, size) for words, tint in group]
            total = sum(widths) + pad * (len(group) - 1)
            if x and x + total > self.rect.width:
                x, line = 0, line + 1
            for (words, tint), width in zip(group, widths):
                placed.append((x, line, words, tint, width))
                x += width + pad
            x += pad
        return placed, line + 1

    def _fits(self, groups, size: int) -> bool:
        placed, lines = self._layout(groups, size)
        return lines * self._step(size) <= self.rect.height + size // 4 and all(
            x + w <= self.rect.width for x, _, _, _, w in placed)

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

    def draw(self, surface, app):
        if not self.groups:
            return
        backdrop = getattr(self.parent, "colour", None)
        # not on a panel, or on the active one (its gold border runs under the chips' edge):
        # the face beneath is not flat, draw in place
        if backdrop is None or getattr(self.parent, "active", False):
            self.overflow = self._paint(surface, self.rect, self._plan())
            return
        # the chips of a seat are one picture: a repainted panel (a production pays every seat,
        # the end of the game reshapes every panel, an undo brings the last look back) blits it
        # once instead of drawing each chip again
        key = (self.signature(app), backdrop)
        kept = _flow_pictures.get(key)
        if kept is None:
            plan = self._plan()
            # as tall as what is drawn: the last line may pass the box by a little (`_fits`)
            picture = pygame.Surface((self.rect.width, max(self.rect.height, plan[3] * plan[4])))
            picture.fill(backdrop)   # the panel's flat face: text edges blend with it as in place
            area = Rect(0, 0, self.rect.width, self.rect.height)
            kept = _flow_pictures.put(key, (picture, self._paint(picture, area, plan)))
        surface.blit(kept[0], self.rect)
        self.overflow = kept[1]

    def _plan(self):
        """(size, groups, placed, lines, step) as drawn."""
        size, groups = self.arrange()
        placed, lines = self._layout(groups, size)
        return size, groups, placed, lines, self._step(size)

    def _paint(self, surface, rect: Rect, plan) -> bool:
        """Draw the chips in `rect` of `surface`; whether some did not fit (counted "+N")."""
        size, groups, placed, lines, step = plan
        top = rect.top + max(0, (rect.height - lines * step) // 2) if lines == 1 else rect.top
        for x, line, words, tint, width in placed:
            cell = Rect(rect.left + x, top + line * step, width, step)
            if tint:
                chip = cell.inflate(0, -max(2, step // 8))
                pygame.draw.rect(surface, tint, chip, border_radius=max(3, chip.height // 3))
                draw_line(surface, chip, words, size, theme.INK_DARK, True)
            else:
                image = theme.text(words, size, self.colour, False)
                surface.blit(image, image.get_rect(midleft=(cell.left, cell.centery)))
        return not self._fits(groups, size)

    def label_text(self, app):
        return " ".join(words for group in self.groups for words, _ in group)

    @classmethod
    def line_height(cls, size: int) -> int:
        """The height of one line of chips at the scale step for `size`."""
        return cls._step(theme.snap(size))


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


class EventCard(CardButton):
    """An event card: its name in the regular weight, so the longest names ("Expropriation",
    "Falschspieler") keep the scale's size in a deck column a side seat's sheet can spare."""

    def signature(self, app):
        return (EventCard, tuple(self.rect), say(self.label, app.lang), self.selected, self.enabled,
                self.reason is not None, self.size, app.pressed is self)

    def draw(self, surface, app):
        label, self.label = self.label, ""
        try:
            super().draw(surface, app)          # the card itself, its state and check mark
        finally:
            self.label = label
        ink = theme.INK_DIM if not self.enabled else theme.INK_DARK
        box = self.rect.inflate(-6, -2)   # hyphenated lines may use the card's whole height
        words = say(label, app.lang)
        lines = hyphenated(words, box.width, theme.snap(self.size))
        step = line_step(theme.snap(self.size))
        if len(lines) <= 1 or len(lines) * step > box.height + 2:   # one line, or no room: the shared way
            self.overflow = not draw_block(surface, box, words, self.size, ink, False, max_lines=2)
            return
        top = box.centery - len(lines) * step // 2
        for index, line in enumerate(lines):
            draw_line(surface, Rect(box.left, top + index * step, box.width, step), line, theme.snap(self.size), ink)
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
