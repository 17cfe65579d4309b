"""What a printable deck is (cards, backs, extra sheets) and the chrome every face shares:
the coloured frame, the corner indices for fanned hands, the card code and its QR code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from printables.paint import PT, Painter
from printables.symbols import INK, draw_symbol

CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.5, 88.9),
    "bridge": (57.0, 89.0),
    "mini": (41.0, 63.0),
}
BLEED = 3.0  # mm of art beyond the trim
SAFE = 3.0   # mm inside the trim that holds nothing important
PANEL = "#FFFFFF"


@dataclass(frozen=True)
class Face:
    """How one face is drawn: trim size (mm), bleed, language, whether a QR code goes on it.

    The painter's origin is the trim's bottom-left corner; the bleed lies at negative
    coordinates and beyond (w, h).
    """

    w: float
    h: float
    bleed: float = BLEED
    lang: str = "en"
    qr: bool = True

    @property
    def u(self) -> float:
        """Scale of the art relative to a poker card."""
        return min(self.w / 63.5, self.h / 88.9)


Draw = Callable[[Painter, Face], None]


@dataclass(frozen=True)
class Card:
    code: str
    back: str  # key into Deck.backs
    draw: Draw


@dataclass
class ExtraSheet:
    """A page that is not a grid of cards (Pikoko's punch-out tokens): draws itself.

    `draw(painter, page_w, page_h, lang, mirrored)`; mirrored=True draws the page's back,
    laid out for long-edge duplex."""

    name: str
    draw: Callable[..., None]
    pieces: int
    has_back: bool = True


@dataclass
class Deck:
    id: str
    title: str
    cards: list[Card]
    backs: dict[str, Draw]
    extras: list[ExtraSheet] = field(default_factory=list)

    def codes(self) -> list[str]:
        return [card.code for card in self.cards]


# ------------------------------------------------------------------------------ chrome
def frame(p: Painter, f: Face, colour: str, panel: str = PANEL, inset: float = SAFE) -> tuple[float, float, float, float]:
    """Full-bleed colour with a rounded white panel; returns the panel (x, y, w, h)."""
    b = f.bleed
    p.rect(-b, -b, f.w + 2 * b, f.h + 2 * b, fill=colour)
    p.rect(inset, inset, f.w - 2 * inset, f.h - 2 * inset, fill=panel, stroke=INK, width=0.3, radius=2.2 * f.u)
    return inset, inset, f.w - 2 * inset, f.h - 2 * inset


INDEX_W = 9.0  # width of a corner index column on a poker card (mm)


def index_width(f: Face) -> float:
    return INDEX_W * f.u


def corner_indices(p: Painter, f: Face, value: str, symbols: list[tuple[str, str]], mark: str = "",
                   underline: bool = False) -> None:
    """The value, the symbol(s) and a mark letter in the top-left corner and, turned
    half a turn, in the bottom-right one: readable in a hand fanned either way.
    `underline` bars the value (for numbers such as 68 that read as others upside down)."""
    for turned in (False, True):
        p.push()
        if turned:
            p.translate(f.w, f.h)
            p.rotate(180)
        _index(p, f, value, symbols, mark, underline)
        p.pop()


def _index(p: Painter, f: Face, value: str, symbols: list[tuple[str, str]], mark: str, underline: bool) -> None:
    u = f.u
    iw = index_width(f)
    left = SAFE + 0.8 * u
    top = f.h - SAFE - 1.0 * u
    size = 15 * u
    baseline = top - 0.74 * size * PT
    used = p.label(value, left, baseline, iw, size, bold=True, align="center")
    if underline:
        bar = p.width(value, used, True)
        p.rect(left + (iw - bar) / 2, baseline - 1.0 * u, bar, 0.5 * u, fill=INK)
    y = top - used * PT * 0.76 - 1.2 * u
    r = 2.1 * u if len(symbols) == 1 else 1.45 * u
    for name, colour in symbols:
        draw_symbol(p, name, left + iw / 2, y - r, r, colour)
        y -= 2 * r + 0.7 * u
    if mark:
        p.label(mark, left, y - 2.3 * u, iw, 7 * u, bold=True, align="center")


QR_MODULE = 0.65  # mm: after an ordinary inkjet's 0.25 mm blur at 150 dpi, 0.6 mm modules
# decode 98 % of faces and 0.65 mm all of them (tests/printables/test_printables_qr.py)
QR_ACROSS = 21 + 2 * 4  # a version-1 code (every card code fits) and its 4-module quiet zones


QR_MINI = 9.0  # mm: mini cards have no room for 19 mm of code; theirs scans from closer up


def qr_size(f: Face) -> float:
    """The QR square, quiet zone included."""
    return QR_MODULE * QR_ACROSS if f.u >= 0.85 else QR_MINI


def code_top(f: Face) -> float:
    """Height above the trim's bottom edge that the code (and QR) block reaches: art that
    spans the card's width stays above it."""
    qr = qr_size(f) + 0.4 if f.qr else 0.0
    return SAFE + 1.0 * f.u + qr + 0.6 + max(5.0, 5.5 * f.u) * PT + 0.6


def code_mark(p: Painter, f: Face, code: str, colour: str = INK) -> float:
    """The card code (always) and its QR code (unless disabled) in the bottom-left corner
    of the panel. Returns the height it takes from the panel's bottom edge."""
    x = SAFE + 1.0 * f.u
    y = SAFE + 1.0 * f.u
    width = qr_size(f)
    if f.qr:
        p.qr(x, y, width, code)
        y += width + 0.4
    p.label(code, x, y + 0.6, max(width, 12 * f.u), max(5.0, 5.5 * f.u), color=colour)
    return y + 2.6 - SAFE


def _unorphaned(title: str) -> str:
    """Keep a title's last two words together ("La Fièvre / de l'Or", never "La Fièvre de /
    l'Or") with a no-break space."""
    words = title.split(" ")
    if len(words) < 3:
        return title
    return " ".join(words[:-2]) + " " + "\u00a0".join(words[-2:])


def back_pattern(p: Painter, f: Face, colour: str, accent: str, title: str, subtitle: str = "",
                 symbol: str | None = None) -> None:
    """A card back: full-bleed colour, a lattice, a medallion with the title. Half-turn
    symmetric apart from its words, so a back never shows which way a card is held."""
    b, u = f.bleed, f.u
    p.rect(-b, -b, f.w + 2 * b, f.h + 2 * b, fill=colour)
    step = 7.0 * u
    span = f.w + f.h + 2 * b
    k = -span
    while k < span:
        p.line(-b + k, -b, -b + k + span, -b + span, stroke=accent, width=0.35 * u)
        p.line(-b + k, f.h + b, -b + k + span, f.h + b - span, stroke=accent, width=0.35 * u)
        k += step
    # no frame near the cut: a duplex shift of 1.5 mm would show as a lopsided border; the
    # lattice runs edge to edge, so a shifted back looks the same
    cx, cy = f.w / 2, f.h / 2
    r = min(f.w, f.h) * 0.36
    p.circle(cx, cy, r, fill=colour, stroke=accent, width=0.9 * u)
    p.circle(cx, cy, r - 1.6 * u, stroke=accent, width=0.3 * u)
    if symbol:
        for dy in (r + 5.5 * u, -(r + 5.5 * u)):
            draw_symbol(p, symbol, cx, cy + dy, 3.2 * u, accent, stroke=None)
    title = _unorphaned(title)
    if subtitle:
        p.fit(title, cx - r * 0.82, cy + 0.5 * u, 2 * r * 0.82, r * 0.5, 17 * u, bold=True,
              color=accent, align="center", valign="bottom")
        p.fit(subtitle, cx - r * 0.75, cy - r * 0.45, 2 * r * 0.75, r * 0.38, 9 * u,
              color=accent, align="center", valign="top")
    else:
        p.fit(title, cx - r * 0.82, cy - r * 0.4, 2 * r * 0.82, r * 0.8, 17 * u, bold=True,
              color=accent, align="center", valign="middle")
