"""Each game's emblem, drawn with our own shapes as on its printed card backs
(printables/decks/*: the back colour, the accent, a lattice, a medallion and the deck's
symbol): home tiles and the kiosk's attract screen show it, so a game is known by its face
before its name is read. Pictures are kept per game and size (a tile redraws them often)."""

from __future__ import annotations

import math

import pygame

from companion.app import theme
from companion.app.memory import Lru, surface_bytes
from companion.app.widgets import Widget

# the symbol on each deck's back (printables/decks/<game>.py back_pattern(..., symbol=…))
SYMBOLS = {"aurum": "sun", "numereum": "square", "pikoko": "star", "fievre": "nugget"}

_kept = Lru("emblems", 16, weigh=surface_bytes)  # four games × a couple of sizes on screen


def emblem(game_id: str, size: int) -> pygame.Surface:
    """The emblem of `game_id`, `size` px square (a neutral one for a game without colours)."""
    key = (game_id, size)
    found = _kept.get(key)
    if found is None:
        found = _kept.put(key, _paint(game_id, size))
    return found


def _paint(game_id: str, size: int) -> pygame.Surface:
    back, accent = theme.GAME_COLOURS.get(game_id, (theme.PANEL, theme.PRIMARY))
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    whole = image.get_rect()
    radius = max(4, size // 8)
    pygame.draw.rect(image, back, whole, border_radius=radius)
    # the back's lattice, clipped inside the rounded corners
    lattice = pygame.Surface((size, size), pygame.SRCALPHA)
    step, width = max(6, size // 9), max(1, size // 60)
    soft = (*accent, 90)
    for k in range(-size, 2 * size, step):
        pygame.draw.line(lattice, soft, (k, 0), (k + size, size), width)
        pygame.draw.line(lattice, soft, (k, size), (k + size, 0), width)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), whole.inflate(-2 * width, -2 * width), border_radius=radius)
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(lattice, (0, 0))
    pygame.draw.rect(image, accent, whole, width=max(2, size // 40), border_radius=radius)
    # the medallion and its symbol
    centre = whole.center
    r = int(size * 0.34)
    pygame.draw.circle(image, back, centre, r)
    pygame.draw.circle(image, accent, centre, r, max(2, size // 36))
    pygame.draw.circle(image, accent, centre, r - max(4, size // 16), max(1, size // 90))
    _symbol(image, SYMBOLS.get(game_id, "star"), centre, int(r * 0.55), accent)
    return image


def _ring(cx, cy, r, count, start=-90.0):
    return [(cx + r * math.cos(math.radians(start + 360 * i / count)),
             cy + r * math.sin(math.radians(start + 360 * i / count))) for i in range(count)]


def _symbol(image, name: str, centre, r: int, colour) -> None:
    cx, cy = centre
    if name == "sun":  # Aurum: a disc with eight rays
        pygame.draw.circle(image, colour, centre, int(r * 0.55))
        for (x1, y1), (x2, y2) in zip(_ring(cx, cy, r * 0.72, 8), _ring(cx, cy, r, 8)):
            pygame.draw.line(image, colour, (x1, y1), (x2, y2), max(2, r // 6))
    elif name == "square":  # Numereum: the ■ of its printed cards
        side = int(r * 1.3)
        pygame.draw.rect(image, colour, pygame.Rect(cx - side // 2, cy - side // 2, side, side))
    elif name == "star":  # Pikoko: a five-pointed star
        outer, inner = _ring(cx, cy, r, 5), _ring(cx, cy, r * 0.42, 5, start=-90 + 36)
        pygame.draw.polygon(image, colour, [p for pair in zip(outer, inner) for p in pair])
    else:  # La Fièvre de l'Or: a nugget (an irregular gold stone) on a pan's rim
        points = [(cx + r * f * math.cos(math.radians(a)), cy + r * 0.8 * f * math.sin(math.radians(a)))
                  for a, f in ((0, 1.0), (50, 0.8), (110, 0.95), (170, 0.85), (220, 1.0), (280, 0.75), (330, 0.9))]
        pygame.draw.polygon(image, colour, points)
        pygame.draw.arc(image, colour, pygame.Rect(cx - r, cy - r // 2, 2 * r, int(r * 1.6)), math.pi * 1.1,
                        math.pi * 1.9, max(2, r // 7))


class Emblem(Widget):
    """A game's emblem, square and centred in its rect (decor: not a target)."""

    decor = True

    def __init__(self, rect, game_id: str, **kw):
        super().__init__(rect, **kw)
        self.game_id = game_id

    def signature(self, app):
        return (Emblem, tuple(self.rect), self.game_id)

    def draw(self, surface, app):
        side = min(self.rect.width, self.rect.height)
        if side > 8:
            picture = emblem(self.game_id, side)
            surface.blit(picture, picture.get_rect(center=self.rect.center))
