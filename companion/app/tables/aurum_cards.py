"""How Aurum cards look on the table screen: as the printed cards (`printables/decks/aurum.py`),
the suit's shape and the value on the suit's pale panel, framed in the suit's colour. The shape
and the value carry the card; colour only helps (never the only signal)."""

from __future__ import annotations

from functools import cache

import pygame

from companion.app import printed, theme
from companion.app.memory import Lru, surface_bytes
from companion.app.printed import rgb
from companion.app.kept_picture import KeptPicture
from companion.app.widgets import CardButton
from companion.games.aurum import deck
from companion.games.aurum.deck import GOLD, SUITS

UPSIDE_DOWN = {"6", "9"}  # values that read as another turned half a turn (cards face every side)
GLYPHS = {"triangle": "▲", "circle": "●", "diamond": "◆", "crescent": "☾", "square": "■", "sun": "☀"}


@cache
def palette() -> tuple[dict, dict]:
    """Per suit (and gold), the printed card's frame colour and its pale panel
    (`printables/decks/aurum.py`), read when the first card is shown."""
    cards = printed.deck("aurum")
    return ({s: rgb(c) for s, c in cards.COLOURS.items()}, {s: rgb(c) for s, c in cards.PALE.items()})


def glyph(suit: str) -> str:
    return GLYPHS[deck.GOLD_SYMBOL if suit == GOLD else SUITS[suit].symbol]


# code -> (face, suit key): a sheet makes every card of the deck on each rebuild, and the deck
# has ~70 codes (256 also holds the odd plain label shown as a card)
_looks = Lru("aurum card looks", 256)


def look(code: str) -> tuple[str, str]:
    found = _looks.get(code)
    if found is None:
        suit, value = deck.split(code) or (None, None)
        found = _looks.put(code, (code if suit is None else f"{glyph(suit)}{value}",
                                  deck.suit_of(code) if deck.is_code(code) else GOLD))
    return found


def face(code: str) -> str:
    """The short face of a card: shape and value, e.g. "▲7"."""
    return look(code)[0]


def suit_key(code: str) -> str:
    return look(code)[1]


def tint(code: str):
    return palette()[1][suit_key(code)]


# Cards as pictures, so a card is one blit: the sheet shows every card of the deck (~60), and
# after a tap most of them change look (what may be played changes), so the sheet repaints
# them all; drawn anew each costs two rounded rectangles and two lines of text a card. A sheet
# in each look a card takes (plain, greyed, chosen, pressed) and the trick's cards are ~300
# pictures of ≤ 60 KB at 1920×1080 (cards are at most a few targets wide); 600 pictures or
# 24 MB keep them for two screen sizes, the least recently used going first.
_faces = Lru("aurum card faces", 600, budget=24 * 2**20, weigh=lambda entry: surface_bytes(entry[0]))

# The same pictures turned to face a seat (90, 180, 270), for a turned sheet: as many, as big.
_turned = Lru("aurum turned card faces", 600, budget=24 * 2**20, weigh=lambda entry: surface_bytes(entry[0]))


class MetalCard(KeptPicture, CardButton):
    """A card as printed: pale panel, a frame in the suit's colour; greyed and hatched when it
    cannot be chosen (a tap says why). One blit of its picture, painted once per look, size
    and what lies behind it (its panel's colour; transparent corners where no panel is
    known); blitted already turned into a turned sheet."""

    pictures, turns, see_through = _faces, _turned, True

    def __init__(self, rect, code: str, on_tap=None, **kw):
        super().__init__(rect, face(code), on_tap, tint=tint(code), **kw)
        self.code = code

    def signature(self, app):
        """What the card looks like, nothing else: a card shows no words (shape and value), so
        a change of language, or of the reason it is greyed, repaints none."""
        return (MetalCard, self.code, tuple(self.rect), self.selected, self.enabled, self.size, app.pressed is self)

    def look(self, app) -> tuple:
        return (self.code, self.selected, self.enabled, app.pressed is self, self.size)

    def paint(self, surface, app):
        """The printed card's corner index: the suit's shape in its colour over the value."""
        from companion.app.widgets import draw_line, fitted_size
        radius = max(5, min(self.rect.width, self.rect.height) // 7)
        if not self.enabled:  # still a readable card: greyed, not hidden
            fill, ink, shape, edge = theme.CARD_DIM, theme.INK_DIM, theme.INK_DIM, theme.OUTLINE
        else:
            fill, ink, shape = (theme.CARD_SELECTED if self.selected else self.tint), theme.INK_DARK, palette()[0][suit_key(self.code)]
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
