"""Print-and-play PDF: decks laid out on sheets, fronts then mirrored backs (long-edge duplex)
or both on one gutterfold sheet; plus the duplex calibration page.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterable

from printables import layout
from printables.cards import BLEED, Deck, Face
from printables.paint import MM, PT, PdfPainter
from printables.symbols import INK

MARK_WIDTH = 0.2
Progress = Callable[[str], None]


@dataclass(frozen=True)
class PrintSettings:
    paper: str = "a4"
    card: tuple[float, float] = (63.5, 88.9)
    backs: bool = True
    gutterfold: bool = False
    qr: bool = True
    lang: str = "en"
    offset: tuple[float, float] = (0.0, 0.0)  # mm the backs move (duplex printer correction)
    sides: str = "all"  # "fronts" or "backs" alone: separate files, as print shops ask
    cmyk: bool = False  # colours as CMYK ink values instead of RGB

    def face(self) -> Face:
        return Face(self.card[0], self.card[1], BLEED, self.lang, self.qr)


@dataclass(frozen=True)
class PagePlan:
    """What one page holds: for tests and for the progress line."""

    deck: str
    side: str  # "front", "back", "both" (gutterfold), "extra", "extra-back"
    codes: tuple[str, ...]


def write_decks(target, decks: Iterable[Deck], settings: PrintSettings, progress: Progress | None = None) -> list[PagePlan]:
    """Draw every deck into the PDF `target` (a path or a binary file); returns the page plan."""
    sheet = layout.sheet(settings.paper, settings.card, BLEED, settings.gutterfold)
    with binary_streams():
        return _write_decks(target, decks, settings, sheet, progress)


@contextmanager
def binary_streams():
    """Page streams compressed but not wrapped in ASCII85 text (ReportLab's default): a
    quarter smaller and no time spent encoding. Restored afterwards (a ReportLab global)."""
    from reportlab import rl_config

    before = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = before


def _write_decks(target, decks, settings: PrintSettings, sheet: layout.Sheet, progress: Progress | None) -> list[PagePlan]:
    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(target, pagesize=(sheet.page_w * MM, sheet.page_h * MM), pageCompression=1)
    canvas.setTitle("Table Companion: print-and-play decks")
    canvas.setCreator("Table Companion")
    p = PdfPainter(canvas, cmyk=settings.cmyk)
    face = settings.face()
    plan: list[PagePlan] = []
    forms: set[str] = set()
    fronts = settings.sides != "backs"
    duplex = settings.backs and not settings.gutterfold and settings.sides != "fronts"  # backs on their own pages
    for deck in decks:
        cards = deck.cards
        per = sheet.per_page
        pages = [cards[i:i + per] for i in range(0, len(cards), per)]
        for number, chunk in enumerate(pages, 1):
            if progress:
                progress(f"{deck.title}: sheet {number}/{len(pages)}")
            if fronts:
                _face_page(p, sheet, chunk, face, deck.title, number, len(pages), forms)
                if settings.gutterfold:
                    _back_cards(p, sheet, chunk, deck, face, forms)
                    _fold(p, sheet)
                canvas.showPage()
                plan.append(PagePlan(deck.id, "both" if settings.gutterfold else "front", tuple(c.code for c in chunk)))
            if duplex:
                p.push()
                p.translate(*settings.offset)
                _back_cards(p, sheet, chunk, deck, face, forms)
                _marks(p, sheet, forms)
                p.pop()
                canvas.showPage()
                plan.append(PagePlan(deck.id, "back", tuple(c.code for c in chunk)))
        for extra in deck.extras:
            if progress:
                progress(f"{deck.title}: {extra.name}")
            if fronts:
                extra.draw(p, sheet.page_w, sheet.page_h, settings.lang, False)
                canvas.showPage()
                plan.append(PagePlan(deck.id, "extra", ()))
            if duplex and extra.has_back:
                p.push()
                p.translate(*settings.offset)
                extra.draw(p, sheet.page_w, sheet.page_h, settings.lang, True)
                p.pop()
                canvas.showPage()
                plan.append(PagePlan(deck.id, "extra-back", ()))
    canvas.save()
    return plan


def _face_page(p: PdfPainter, sheet: layout.Sheet, chunk, face: Face, title: str, number: int, total: int,
               forms: set[str]) -> None:
    for card, slot in zip(chunk, sheet.faces):
        _place(p, slot, lambda card=card: card.draw(p, face))
    _marks(p, sheet, forms)
    _footer(p, sheet, f"{title} · {number}/{total}")


def _back_cards(p: PdfPainter, sheet: layout.Sheet, chunk, deck: Deck, face: Face, forms: set[str]) -> None:
    """Backs are drawn once per kind as a PDF form, then placed: small files, fast."""
    c = p.c
    for card in chunk:
        name = f"back-{deck.id}-{card.back}"
        if name not in forms:
            b = face.bleed
            c.beginForm(name, lowerx=-b * MM, lowery=-b * MM, upperx=(face.w + b) * MM, uppery=(face.h + b) * MM)
            deck.backs[card.back](p, face)
            c.endForm()
            forms.add(name)
    for card, slot in zip(chunk, sheet.faces):
        back = sheet.back_of(slot)
        _place(p, back, lambda name=f"back-{deck.id}-{card.back}": c.doForm(name))


SEAM = 0.2  # mm each card paints past its art edge, so abutting cards leave no hairline gap


def _place(p: PdfPainter, slot: layout.Slot, draw) -> None:
    p.push()
    art = slot.art
    p.clip(art.x - SEAM, art.y - SEAM, art.w + 2 * SEAM, art.h + 2 * SEAM)
    if slot.sideways:  # a quarter turn anticlockwise: the card's bottom edge runs up the trim's right side
        p.translate(slot.trim.right, slot.trim.y)
        p.rotate(90)
    else:
        p.translate(slot.trim.x, slot.trim.y)
    draw()
    p.pop()


MARK_HALO = 0.8  # mm of white under a crop mark, so it shows where it lies on a dark bleed


def _marks(p: PdfPainter, sheet: layout.Sheet, forms: set[str]) -> None:
    """The sheet's crop marks: drawn once into a form, then placed on every page."""
    c = p.c
    name = "crop-marks"
    if name not in forms:
        marks = sheet.crop_marks()
        c.beginForm(name, lowerx=0, lowery=0, upperx=sheet.page_w * MM, uppery=sheet.page_h * MM)
        for m in marks:
            p.line(m.x1, m.y1, m.x2, m.y2, stroke="#FFFFFF", width=MARK_HALO)
        for m in marks:
            p.line(m.x1, m.y1, m.x2, m.y2, stroke=INK, width=MARK_WIDTH)
        c.endForm()
        forms.add(name)
    c.doForm(name)


def _fold(p: PdfPainter, sheet: layout.Sheet) -> None:
    fold = sheet.fold_line()
    p.line(fold.x1, fold.y1, fold.x2, fold.y2, stroke="#808080", width=0.2, dash=(2.0, 1.5))


def _footer(p: PdfPainter, sheet: layout.Sheet, text: str) -> None:
    """A small page label in the bottom margin, under the middle of the first card."""
    art = sheet.grids[0].art
    size = 7.0
    baseline = layout.MARGIN + 0.3 * size * PT
    if art.y - layout.MARGIN < size * PT + 0.5:
        return  # no room between the hard margin and the cards
    first = sheet.faces[0].trim
    p.label(text, first.x + 4, baseline, first.w - 8, size, color="#555555", align="center")


# ------------------------------------------------------------------------ calibration
CALIBRATION_RANGE = 5  # mm each way


def write_calibration(target, paper: str, lang: str = "en") -> None:
    """Two pages to print duplex (long edge): hold the sheet to the light and read, on the
    front's scales, where the back's cross falls; those two numbers are `--offset X,Y`."""
    from reportlab.pdfgen.canvas import Canvas

    pw, ph = layout.PAPERS[paper]
    canvas = Canvas(target, pagesize=(pw * MM, ph * MM))
    canvas.setTitle("Table Companion: duplex calibration")
    p = PdfPainter(canvas)
    cx, cy = pw / 2, ph / 2
    text = CALIBRATION_TEXT.get(lang, CALIBRATION_TEXT["en"])
    p.fit(text[0], 20, ph - 40, pw - 40, 22, 16, bold=True, align="center", valign="middle")
    p.fit(text[1], 20, 25, pw - 40, 60, 10, align="left")
    # X scale above the centre, Y scale to its right: a tick every half millimetre, numbers
    # every millimetre. Seen from the front, the back's vertical line falls on the X scale at
    # the number to enter as X (see layout.Rect.mirrored); its horizontal line falls on the
    # Y scale at the number to enter as Y (moving the back up moves its line up, so the
    # scale counts downwards).
    p.line(cx - 8, cy, cx + 8, cy, width=0.1, stroke="#999999")
    p.line(cx, cy - 8, cx, cy + 8, width=0.1, stroke="#999999")
    for k in range(-2 * CALIBRATION_RANGE, 2 * CALIBRATION_RANGE + 1):
        at = k / 2
        length = 10 if k % 4 == 0 else 7 if k % 2 == 0 else 4
        p.line(cx + at, cy + 25, cx + at, cy + 25 + length, width=0.12)
        p.line(cx + 25, cy + at, cx + 25 + length, cy + at, width=0.12)
        if k % 4 == 0:  # numbers every 2 mm; the ticks between are 1 and 0.5 mm
            value = k // 2
            p.push()  # upright numbers would not fit 2 mm apart: they stand on their side
            p.translate(cx + at + 0.7, cy + 37)
            p.rotate(90)
            p.label(f"{value:+d}" if value else "0", 0, 0, 6, 6)
            p.pop()
            p.label(f"{-value:+d}" if value else "0", cx + 37, cy + at - 0.7, 7, 6, align="left")
    p.label("X", cx - 3, cy + 47, 6, 12, bold=True, align="center")
    p.label("Y", cx + 50, cy - 1.5, 6, 12, bold=True, align="center")
    canvas.showPage()
    # the back: long lines through the centre, reaching both scales
    p.line(pw / 2, cy - 10, pw / 2, cy + 45, width=0.25)
    p.line(pw / 2 - 48, cy, pw / 2 + 10, cy, width=0.25)
    canvas.showPage()
    canvas.save()


CALIBRATION_TEXT = {
    "en": ("Duplex calibration",
           "Print both pages on one sheet, double-sided, flipping on the long edge, at 100 % (no 'fit to page'). "
           "Hold the sheet against a light. The back's lines cross the X scale and the Y scale: read both numbers "
           "(in mm) and print your decks with --offset X,Y. 0,0 means your printer needs no correction."),
    "fr": ("Calibrage recto verso",
           "Imprimez les deux pages sur une feuille, recto verso, retournement sur le bord long, à 100 % (sans "
           "« ajuster à la page »). Regardez la feuille à contre-jour : les lignes du verso croisent l'échelle X et "
           "l'échelle Y ; lisez les deux nombres (en mm) et imprimez vos cartes avec --offset X,Y. 0,0 : aucune "
           "correction nécessaire."),
    "de": ("Duplex-Kalibrierung",
           "Drucke beide Seiten auf ein Blatt, beidseitig, Wenden an der langen Kante, in 100 % (nicht „an Seite "
           "anpassen“). Halte das Blatt gegen das Licht: Die Linien der Rückseite kreuzen die X- und die Y-Skala. "
           "Lies beide Zahlen (in mm) ab und drucke deine Karten mit --offset X,Y. 0,0 heißt: keine Korrektur nötig."),
}
