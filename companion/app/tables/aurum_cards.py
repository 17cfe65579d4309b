"""How Aurum cards look on the table screen: as the printed cards (`printables/decks/aurum.py`),
the suit's shape and the value on the suit's pale panel, framed in the suit's colour. The shape
and the value carry the card; colour only helps (never the only signal)."""

from __future__ import annotations

import pygame

from companion.app import theme
from companion.app.widgets import CardButton
from companion.games.aurum import deck
from companion.games.aurum.deck import GOLD, SUITS

UPSIDE_DOWN = {"6", "9"}  # values that read as another turned half a turn (cards face every side)
GLYPHS = {"triangle": "▲", "circle": "●", "diamond": "◆", "crescent": "☾", "square": "■", "sun": "☀"}


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


# The printed deck's palette (kept equal to printables/decks/aurum.py by a test; the app does
# not import the printables, which pull in ReportLab).
COLOURS = {s: _rgb(c) for s, c in {"Bi": "#9C5BA6", "Cu": "#C2662D", "P": "#4E9A3C", "Ag": "#6F8196", "Zn": "#2F8C9A",
                                   "Au": "#C99A1E"}.items()}
PALE = {s: _rgb(c) for s, c in {"Bi": "#F3EAF5", "Cu": "#FBEDE3", "P": "#EAF4E6", "Ag": "#EDF0F3", "Zn": "#E5F3F5",
                                "Au": "#FBF4DC"}.items()}


def glyph(suit: str) -> str:
    return GLYPHS[deck.GOLD_SYMBOL if suit == GOLD else SUITS[suit].symbol]


def face(code: str) -> str:
    """The short face of a card: shape and value, e.g. "▲7"."""
    suit, value = deck.split(code) or (None, None)
    return code if suit is None else f"{glyph(suit)}{value}"


def suit_key(code: str) -> str:
    return deck.suit_of(code) if deck.is_code(code) else GOLD


def tint(code: str):
    return PALE[suit_key(code)]


class MetalCard(CardButton):
    """A card as printed: pale panel, a frame in the suit's colour; greyed and hatched when it
    cannot be chosen (a tap says why)."""

    def __init__(self, rect, code: str, on_tap=None, **kw):
        super().__init__(rect, face(code), on_tap, tint=tint(code), **kw)
        self.code = code

    def signature(self, app):
        return (MetalCard, self.code, tuple(self.rect), self.selected, self.enabled, self.reason is not None, self.size,
                app.pressed is self, app.lang)

    def draw(self, surface, app):
        """The printed card's corner index: the suit's shape in its colour over the value."""
        from companion.app.widgets import draw_line, fitted_size
        radius = max(5, min(self.rect.width, self.rect.height) // 7)
        if not self.enabled:  # still a readable card: greyed, not hidden
            fill, ink, shape, edge = theme.CARD_DIM, theme.INK_DIM, theme.INK_DIM, theme.OUTLINE
        else:
            fill, ink, shape = (theme.CARD_SELECTED if self.selected else self.tint), theme.INK_DARK, COLOURS[suit_key(self.code)]
            edge = theme.INK_DARK if self.selected else shape
        if app.pressed is self:
            fill = tuple(max(0, c - 30) for c in fill)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, edge, self.rect, width=max(3, radius // 2) if self.selected else 2, border_radius=radius)
        inner = self.rect.inflate(-4, -2)
        if self.selected:  # not colour alone: a thick edge and a check mark in the corner
            side = max(theme.snap(0), min(self.rect.width, self.rect.height) // 3)
            draw_line(surface, pygame.Rect(self.rect.right - side - 3, self.rect.top + 2, side, side), "✓", side, ink, True)
        suit, value = deck.split(self.code) or (GOLD, self.code)
        top, bottom = inner.copy(), inner.copy()
        top.height = inner.height // 2
        bottom.top, bottom.height = top.bottom, inner.height - top.height
        fits = draw_line(surface, top, glyph(suit), theme.snap(0), shape, True)
        fits &= draw_line(surface, bottom, str(value), self.size, ink, True)
        if str(value) in UPSIDE_DOWN:  # a 6 or 9 seen from the far side of the table: barred
            size = fitted_size(str(value), bottom.width, bottom.height, self.size, True)[0]
            width, height = theme.text_size(str(value), size, True)
            y = min(bottom.bottom - 2, bottom.centery + height // 2 - max(1, height // 10))
            pygame.draw.line(surface, ink, (bottom.centerx - width // 2, y), (bottom.centerx + width // 2, y), max(2, size // 10))
        self.overflow = not fits
