"""Numereum cards drawn as the printed cards are (`printables/decks/numereum.py`): basic cards
carry a ■ (the printed basic cards' square, not colour alone), and a number that reads as
another one upside down (68, 91…) gets a bar under it, as on the printed cards, so both seats
of a flat table read the same card."""

from __future__ import annotations

import pygame
from pygame import Rect

from companion.games.numereum.deck import CODES, is_basic
from printables.decks.numereum import reads_differently_upside_down

from companion.app import theme
from companion.app.i18n import say
from companion.app.memory import Lru, surface_bytes
from companion.app.panels import Panel
from companion.app.turning import turned
from companion.app.widgets import CardButton


def card_face(code: str) -> str:
    """How a card reads on screen: basic cards carry the printed ■."""
    return f"■{code[1:]}" if is_basic(code) else code


def underlined(code: str) -> bool:
    """Whether the printed card bars this number (it reads as another one upside down)."""
    return not is_basic(code) and len(code) == 2 and code.isdigit() and reads_differently_upside_down(code)


class AskedOnTap:
    """A greyed card's reason worked out when a player taps it (`app.explain` asks for its
    `message`): a bid panel greys every spent basic card, and asking the referee about each
    on every rebuild after an action cost more than building the panel's cards."""

    __slots__ = ("ask",)

    def __init__(self, ask):
        self.ask = ask  # () -> a refusal or any words

    def message(self, lang: str) -> str:
        why = self.ask()
        return why.message(lang) if hasattr(why, "message") else say(why, lang)


BASIC_INK = (46, 94, 140)  # the printed basic cards' blue (printables/decks/numereum.py BASIC)

# Cards as drawn on their panel's colour, so a card is one blit: a sheet of values draws ~80
# of them each time it is first shown (two rounded rectangles and a line of text each). A
# sheet's cards in each look a card takes (plain, greyed, chosen, pressed) are ~350 pictures
# of 48 KB at 1920×1080; 600 pictures or 24 MB hold that for two screen sizes.
_faces = Lru("numereum card faces", 600, budget=24 * 2**20, weigh=lambda entry: surface_bytes(entry[0]))

# The same pictures turned to face a seat (90, 180, 270), for a turned sheet or panel: as many
# at most, as big. Like the upright ones, shared by every screen of the game (keyed by what
# they show, so a changed card is a new picture).
_turned = Lru("numereum turned card faces", 600, budget=24 * 2**20, weigh=surface_bytes)


# the corners of a card drawn where its backdrop is not known: never a colour the table uses
# (a card's rounded rectangles are not smoothed, so each pixel is the card's or this)
SEE_THROUGH = (255, 0, 254)

def _look(code: str) -> tuple:
    basic = is_basic(code)
    return code[1:] if basic else code, theme.CARD_BASIC if basic else theme.CARD, underlined(code), basic


_LOOKS = {code: _look(code) for code in CODES}  # a panel makes ~40 cards a rebuild: worked out once


def look(code: str) -> tuple:
    """(figures, tint, bar, square) of a card code."""
    found = _LOOKS.get(code)
    return found if found is not None else _look(code)


class NumberCard(CardButton):
    """A card button for one Numereum code: the printed face and, where printed, the bar. A
    basic card shows its figures with the printed ■ drawn in its corner (as the printed corner
    index), so "100" keeps the scale's size in a 9 mm card."""

    def __init__(self, rect, code: str, on_tap=None, *, id: str | None = None, enabled: bool = True, reason=None,
                 style: str = "normal", selected: bool = False, size: int = 17, sublabel=None, tint=None):
        # A rebuild makes ~40 cards (a bid row and a reserve per seat) and a sheet ~80: what
        # the chain of __init__s below it (CardButton, Button, Widget) sets, set in one step,
        # costs a quarter of the time (each step packs its keywords again).
        # tests/app/test_numereum_frames.py checks it sets exactly what that chain sets.
        figures, own_tint, self.bar, self.square = look(code)
        self.rect, self.id, self.on_tap, self.enabled, self.reason = Rect(rect), id, on_tap, enabled, reason
        self.parent, self.overflow = None, False
        self.label, self.style, self.selected, self.size, self.sublabel = figures, style, selected, size, sublabel
        self.tint = own_tint if tint is None else tint
        self.code = code

    def signature(self, app):
        # what a card button shows (see Button.signature), plus the bar
        return (type(self), self.bar, self.square, tuple(self.rect), self.label, say(self.sublabel, app.lang), self.selected,
                self.enabled, self.reason is not None, self.size, app.pressed is self, self.tint)

    def draw(self, surface, app):
        # behind a card: its panel's colour; elsewhere (the centre's prizes) nothing known, so
        # its rounded corners are see-through. A chosen card's ✓ sits in its corner and would
        # blend into the see-through colour: drawn for real, as during a layout check
        found = self.picture(app)
        if found is None:
            self.paint(surface, app)
            return
        surface.blit(found, self.rect)

    def picture(self, app) -> pygame.Surface | None:
        """The card painted once per look on its own surface (`overflow` set as drawing it
        would); None where it must be drawn for real (see `draw`)."""
        parent = self.parent
        backdrop = parent.colour if parent is not None else None
        if theme._seen is not None or (backdrop is None and self.selected):
            return None
        key = self.look_key(backdrop, app)
        found = _faces.get(key)
        if found is None:
            found = self.face(backdrop, app)
            if found is None:
                return None
            _faces.put(key, found)
        self.overflow = found[1]
        return found[0]

    def look_key(self, backdrop, app) -> tuple:
        """Everything the card's picture shows (its signature's facts, and what lies behind it)."""
        return (tuple(self.rect.size), backdrop, self.code, say(self.sublabel, app.lang), self.selected,
                self.enabled, app.pressed is self, self.size, self.tint, theme.scale())

    def face(self, backdrop, app) -> tuple | None:
        """(picture, overflow) of this card on `backdrop` (None: see-through corners); None when
        its words overflow a see-through card (their edges would blend into its key colour)."""
        face = pygame.Surface(self.rect.size)
        face.fill(backdrop if backdrop is not None else SEE_THROUGH)
        where, self.rect = self.rect, pygame.Rect((0, 0), self.rect.size)
        try:
            self.paint(face, app)
        finally:
            self.rect = where
        if backdrop is None:
            if self.overflow:
                return None
            face.set_colorkey(SEE_THROUGH)
        return face, self.overflow

    def paint(self, surface, app):
        super().draw(surface, app)
        if self.square:
            side = max(5, min(self.rect.width, self.rect.height) // 6)
            inset = max(3, min(self.rect.width, self.rect.height) // 10)
            colour = theme.INK_DIM if not self.enabled else BASIC_INK
            pygame.draw.rect(surface, colour, (self.rect.left + inset, self.rect.top + inset, side, side))
        if not self.bar:
            return
        # under the figures (the top two thirds when a sublabel shares the card)
        text_h = self.rect.height * 2 // 3 if self.sublabel is not None else self.rect.height
        width = max(8, min(self.rect.width * 3 // 5, int(self.size * 1.1)))
        y = self.rect.top + (text_h + self.size) // 2 + 2
        y = min(y, self.rect.bottom - 4)
        ink = theme.INK_DIM if not self.enabled else theme.INK_DARK
        pygame.draw.line(surface, ink, (self.rect.centerx - width // 2, y), (self.rect.centerx + width // 2, y),
                         max(2, self.size // 12))


class TurnedNumberCard(NumberCard):
    """A card on a panel turned to face its seat: it gives its picture turned (the panel blits
    it, neither drawing it upright nor turning it). Only there: an upright panel draws a card
    by blitting its picture anyway, and a child giving turned pictures makes every repaint of
    its panel look for them first."""

    def turned_picture(self, angle: int, app):
        """The picture turned to face its panel's player, kept per angle: a sheet facing the
        far seat (and that seat's panel) blits each card straight into its turned picture
        instead of drawing the sheet upright and turning all of it (its first frame at
        1920×1080 turned a screen of pixels). Only on a panel: the picture is then opaque."""
        backdrop = getattr(self.parent, "colour", None)
        if backdrop is None:
            return None
        upright = self.picture(app)
        if upright is None or not angle:
            return upright
        key = (self.look_key(backdrop, app), angle)
        found = _turned.get(key)
        if found is None:
            found = _turned.put(key, turned(upright, angle))
        return found


# A turned panel of fewer pixels is turned whole for about what its cards' turned pictures cost
# to find and place one by one (measured at 800×480: a seat panel's first frame ~0.1 ms and a
# sheet's tap ~0.05 ms dearer with them, a sheet's first frame ~0.3 ms cheaper; at 1920×1080 a
# seat panel's (770 000 px) and a sheet's first frames 0.4 and 2.5 ms cheaper)
TURNED_PICTURES_FROM_PX = 500_000


def card_kind(panel) -> type:
    """The card class for cards on `panel`: turned pictures on a large enough turned panel."""
    turned = panel.angle % 360 and panel.rect.width * panel.rect.height >= TURNED_PICTURES_FROM_PX
    return TurnedNumberCard if turned else NumberCard


_centre_kinds: dict = {}  # radius -> its panel class (one or two per window size)


def centre_kind(radius: int) -> type:
    """A panel class with the frame's centre box's corners (`radius`, not a seat panel's): a
    class per radius, since a panel's face is kept by its class and size."""
    kind = _centre_kinds.get(radius)
    if kind is None:
        kind = _centre_kinds[radius] = type(f"CentrePanel{radius}", (Panel,), {"radius": radius, "__module__": __name__})
    return kind
