"""How Pikoko looks on screen: feather colours, their symbols, and the feather card widget.

Colour is never the only signal: every feather colour has a symbol (the deck's symbol id,
drawn as a glyph of the bundled font) and every card shows its number and code.
"""

from __future__ import annotations

from functools import cache

import pygame

from companion.games.pikoko import deck

from companion.app import theme
from companion.app.i18n import say
from companion.app.memory import Lru, surface_bytes
from companion.app.turning import UPRIGHT, turned
from companion.app.printed import rgb as _hex
from companion.app.widgets import MIN_TEXT, Button, Widget, draw_line, draw_on_patch, drawing_turned, hatch

Rect = pygame.Rect

FILL = {
    "red": (206, 62, 54),
    "yellow": (238, 201, 66),
    "pink": (234, 128, 176),
    "white": (246, 244, 236),
    "blue": (54, 106, 196),
}
INK = {"red": (255, 250, 240), "yellow": (40, 34, 20), "pink": (44, 20, 34), "white": (30, 34, 40), "blue": (255, 250, 240)}
GLYPH = {"circle": "●", "triangle": "▲", "heart": "♥", "star": "★", "square": "■", "rainbow": "✱", "cross": "✕"}


def glyph(colour: str) -> str:
    """The symbol of a feather colour (or of "none", no confidence)."""
    if colour == deck.NO_CONFIDENCE:
        return GLYPH[deck.NO_CONFIDENCE_SYMBOL]
    return GLYPH[deck.COLOURS[colour].symbol]


def face(code: str) -> str:
    """A card as words on one line: symbol, number (and M for a multicoloured feather)."""
    if deck.is_multicoloured(code):
        return f"{GLYPH[deck.MULTI_SYMBOL]}{deck.number_of(code)}"
    return f"{glyph(deck.colours_of(code)[0])}{deck.number_of(code)}"


# bounded for a kiosk that runs all day: a grid of 55 cards, dimmed or not, at two sizes.
# One grid's faces at 1920×1080 take ≈ 3.7 MB: the budget holds a grid both dimmed and not
# (a tap that enables or disables every cell, e.g. the round's last card and its undo) with
# the trick's cards and a second size; a smaller one dropped the faces a grid was about to
# draw again (every cell repainted from scratch, 55 a frame)
_faces = Lru("pikoko faces", 240, budget=16 * 2**20, weigh=surface_bytes)


def draw_feather(surface, rect: Rect, code: str, *, counted: str | None = None, dim: bool = False) -> None:
    """A feather card: its colour (three bands for a multicoloured one), symbol and number;
    `counted` shows the colour a multicoloured card counts as, underneath its number.
    Each face is painted once per size and kept: a grid of 55 cards is 55 blits."""
    key = (code, rect.size, counted, dim)
    face_image = _faces.get(key)
    if face_image is None:
        face_image = _faces.put(key, pygame.Surface(rect.size, pygame.SRCALPHA))
        _paint_feather(face_image, Rect((0, 0), rect.size), code, counted, dim)
    surface.blit(face_image, rect)


@cache
def printed() -> dict:
    """The printed deck's colours (`printables/decks/pikoko.py`), read once when first drawn:
    the frame of each colour, its pale panel, the multicoloured frame and panel, the ink."""
    from printables.decks import pikoko as cards
    from printables.symbols import INK as INK_HEX
    return {"frame": {c: _hex(cards.FRAME.get(c, cards.RGB[c])) for c in cards.RGB},
            "pale": {c: _hex(v) for c, v in cards.PALE.items()},
            "multi": _hex(cards.MULTI), "multi_pale": _hex(cards.MULTI_PALE), "ink": _hex(INK_HEX)}


TURNS_INTO_ANOTHER = {6, 9}  # upside down each reads as the other: underlined, as on the printed Numereum cards


def _paint_feather(surface, rect: Rect, code: str, counted: str | None, dim: bool) -> None:
    """As the card is printed: a frame of the feather's colour (violet for a multicoloured
    one) round a pale panel, the number in ink beside the colour's symbol, and for a
    multicoloured feather a band of each of its three colours."""
    look = printed()
    radius = max(4, min(rect.width, rect.height) // 7)
    colours = deck.colours_of(code)
    multi = len(colours) > 1
    edge = max(3, min(rect.width, rect.height) // 12)
    if dim:  # as a disabled button: hatched under its number and outlined (not colour alone)
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, rect, border_radius=radius)
        hatch(surface, rect, radius)
        ink = theme.INK_DISABLED
    else:
        pygame.draw.rect(surface, look["multi"] if multi else look["frame"][colours[0]], rect, border_radius=radius)
        panel = rect.inflate(-2 * edge, -2 * edge)
        pygame.draw.rect(surface, look["multi_pale"] if multi else look["pale"][colours[0]], panel,
                         border_radius=max(2, radius - edge))
        ink = look["ink"]
        if multi:  # the three colours as bands along the panel's foot
            band_h = max(3, panel.height // 8)
            width = panel.width // 3
            for index, colour in enumerate(colours):
                pygame.draw.rect(surface, look["frame"][colour],
                                 Rect(panel.left + index * width, panel.bottom - band_h, width, band_h))
    pygame.draw.rect(surface, theme.INK_DISABLED if dim else theme.OUTLINE, rect, width=2 if dim else 1,
                     border_radius=radius)
    inner = rect.inflate(-2, -2 * edge - 2)  # the words may cross the frame: a narrow card keeps "■10" whole
    label = face(code)
    if counted and multi:
        top, bottom = inner.copy(), inner.copy()
        top.height = inner.height * 3 // 5
        bottom.top, bottom.height = top.bottom, inner.height - top.height
        draw_line(surface, top, label, max(MIN_TEXT, inner.height * 2 // 5), ink, True)
        draw_line(surface, bottom, f"={glyph(counted)}", max(MIN_TEXT, inner.height // 3), ink, True)
        number_box = top
    else:
        size = max(MIN_TEXT, inner.height * 11 // 20)
        draw_line(surface, inner, label, size, ink, True)
        number_box = inner
    if deck.number_of(code) in TURNS_INTO_ANOTHER:
        width, height = theme.text_size(label, max(MIN_TEXT, number_box.height * 2 // 5), True)
        bar = Rect(0, 0, min(number_box.width - 2, width), max(2, height // 12))
        bar.midtop = (number_box.centerx, min(number_box.bottom - bar.height, number_box.centery + height // 2))
        pygame.draw.rect(surface, ink, bar)


class FeatherButton(Button):
    """A feather card to tap: drawn as the card; `selected` adds a ✓ and a gold frame."""

    def __init__(self, rect, code: str, on_tap=None, *, counted: str | None = None, note=None, **kw):
        super().__init__(rect, code, on_tap, **kw)
        self.code, self.counted, self.note = code, counted, note
        self.dimmed = False  # drawn as unplayable although a tap does something (a revoke's dialog)

    def signature(self, app):
        return (FeatherButton, tuple(self.rect), self.code, self.counted, say(self.note, app.lang), self.selected,
                self.enabled, self.reason is not None, self.dimmed, app.pressed is self)

    def draw(self, surface, app):
        rect = Rect(self.rect)
        if app.pressed is self:
            rect = rect.inflate(-4, -4)
        draw_feather(surface, rect, self.code, counted=self.counted, dim=self.dimmed or not self.enabled)
        if self.selected:
            pygame.draw.rect(surface, theme.PRIMARY, rect, width=max(3, rect.height // 14), border_radius=max(4, rect.height // 7))
            size = theme.snap(max(MIN_TEXT, rect.height // 3))   # (never below the type scale's smallest step)
            # as wide as the ✓ asks: a third of a small card (480 px wide) is narrower than it at the smallest step
            mark = Rect(rect.left + 3, rect.top + 2, max(rect.width // 3, theme.text_size("✓", size, True)[0]),
                        rect.height // 3)
            draw_line(surface, mark, "✓", size, theme.INK_DARK, True, "left")
        if self.note is not None:
            strip = Rect(rect.left, rect.bottom - rect.height // 3, rect.width, rect.height // 3)
            draw_line(surface, strip.inflate(-4, 0), say(self.note, app.lang), max(MIN_TEXT, strip.height * 3 // 4),
                      theme.INK_DARK if self.enabled else theme.INK_DISABLED, True)
        self.overflow = False

    def label_text(self, app):
        return self.code


# A feather card turned to face a seat on its sheet's colour, opaque: a big sheet painted afresh
# blits these instead of drawing its grid upright and turning a screen of pixels. The table's card
# pictures (kept across screens, as `_faces`): a grid of 55 at 1920x1080 takes ≈ 4 MB per seat
# facing it, so the budget holds the grid turned to each side of the table.
_turned_faces = Lru("pikoko turned faces", 480, budget=24 * 2**20, weigh=surface_bytes)


class TurnedFeatherButton(FeatherButton):
    """A feather card of a big sheet (`sheet_panel.SheetPanel`): it gives its picture on the
    sheet's colour, opaque, already turned to the seat the sheet faces (`turned_picture`),
    while it shows the card alone (not pressed, chosen or noted). Small sheets use
    `FeatherButton`: below ~150 px cards the panel's walk over the pictures costs more than
    turning the sheet."""

    def signature(self, app):
        return (TurnedFeatherButton,) + super().signature(app)[1:]

    def draw(self, surface, app):
        picture = self.turned_picture(0, app)
        if picture is None:
            super().draw(surface, app)
        else:  # one opaque blit, no blending
            surface.blit(picture, self.rect)
            self.overflow = False

    def turned_picture(self, angle: int, app):
        behind = getattr(self.parent, "colour", None)
        if (theme._seen is not None or behind is None or len(behind) != 3 or app.pressed is self or self.selected
                or self.note is not None):
            return None
        dim = self.dimmed or not self.enabled
        key = (self.code, self.rect.size, self.counted, dim, behind, angle)
        found = _turned_faces.get(key)
        if found is None:
            picture = pygame.Surface(self.rect.size)
            picture.fill(behind)
            _paint_feather(picture, Rect((0, 0), self.rect.size), self.code, self.counted, dim)  # (no face kept twice)
            found = _turned_faces.put(key, turned(picture, angle) if angle else picture)
        return found


class Feather(Widget):
    """A feather card shown, not tapped (the trick, the trump)."""

    def __init__(self, rect, code: str, *, counted: str | None = None, **kw):
        super().__init__(rect, **kw)
        self.code, self.counted = code, counted

    def signature(self, app):
        return (Feather, tuple(self.rect), self.code, self.counted)

    def draw(self, surface, app):
        draw_feather(surface, self.rect, self.code, counted=self.counted)

    def label_text(self, app):
        return self.code


@drawing_turned
class ColourChip(Widget):
    """A player's colour: a disc of the colour with its symbol."""

    decor = True

    def __init__(self, rect, colour: str, **kw):
        super().__init__(rect, **kw)
        self.colour = colour

    def signature(self, app):
        return (ColourChip, tuple(self.rect), self.colour)

    def draw(self, surface, app, turn=UPRIGHT):
        if turn.angle:   # (a disc does not turn pixel for pixel: drawn upright on a patch)
            draw_on_patch(self, surface, app, turn, ColourChip.draw)
            return
        size = min(self.rect.width, self.rect.height)
        centre = self.rect.center
        if self.colour == deck.NO_CONFIDENCE:
            pygame.draw.circle(surface, theme.INK_SOFT, centre, size // 2)
            ink = theme.INK_DARK
        else:
            pygame.draw.circle(surface, FILL[self.colour], centre, size // 2)
            ink = INK[self.colour]
        pygame.draw.circle(surface, theme.OUTLINE, centre, size // 2, width=1)
        draw_line(surface, Rect(0, 0, size, size).move(centre[0] - size // 2, centre[1] - size // 2),
                  glyph(self.colour), max(MIN_TEXT, size * 3 // 5), ink, True)


@drawing_turned
class ColourButton(Button):
    """A button that is a player's colour (chip + name), e.g. for confidence cards and setup."""

    def __init__(self, rect, colour: str, label, on_tap=None, **kw):
        super().__init__(rect, label, on_tap, **kw)
        self.colour = colour

    def signature(self, app):
        return (ColourButton, tuple(self.rect), self.colour, say(self.label, app.lang), self.style, self.selected,
                self.enabled, self.size, app.pressed is self)

    def draw(self, surface, app, turn=UPRIGHT):
        fill, ink = self.colours(app)
        radius = max(6, min(self.rect.height // 4, 14))
        rect = turn.place(self.rect)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if not self.enabled:  # as any disabled button: hatched and outlined, its words still readable
            hatch(surface, self.rect, radius, turn)
            pygame.draw.rect(surface, theme.INK_DISABLED, rect, width=2, border_radius=radius)
        if self.selected:
            pygame.draw.rect(surface, theme.INK_DARK, rect, width=2, border_radius=radius)
        label = say(self.label, app.lang)
        if label:
            size = min(self.rect.height // 2, self.rect.width // 4)
            chip = Rect(self.rect.left + max(4, size // 4), self.rect.centery - size // 2, size, size)
        else:  # a chip alone (a narrow button): as large as the button allows, its ✓ beside it
            size = min(self.rect.height * 3 // 4, self.rect.width * 3 // 5)
            chip = Rect(0, 0, size, size)
            chip.center = (self.rect.centerx - (self.rect.width - size) // 5 if self.selected else self.rect.centerx,
                           self.rect.centery)
        ColourChip(chip, self.colour).draw(surface, app, turn)
        words = Rect(chip.right + 4, self.rect.top + 2, self.rect.right - chip.right - 8, self.rect.height - 4)
        words_text = " ".join(part for part in ("✓" if self.selected else "", label) if part)
        self.overflow = not draw_line(surface, words, words_text, self.size, ink, True, turn=turn)
