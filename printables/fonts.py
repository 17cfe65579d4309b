"""The typeface of every printable: the bundled DejaVu Sans when present, else Helvetica.

ReportLab gets the TTF registered under our own names; Pillow (PNG export) loads the same
file, or ReportLab's bundled Bitstream Vera (DejaVu's ancestor) when ours is missing, so
both outputs keep close metrics.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONT_DIR = ROOT / "assets" / "fonts"
FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
PDF_NAMES = {False: "Companion", True: "Companion-Bold"}
FALLBACK_PDF = {False: "Helvetica", True: "Helvetica-Bold"}


def font_file(bold: bool) -> Path | None:
    path = FONT_DIR / FILES[bold]
    return path if path.is_file() else None


@lru_cache(maxsize=None)
def pdf_font(bold: bool = False) -> str:
    """The ReportLab font name to use (registers the bundled TTF on first use)."""
    path = font_file(bold)
    if path is None:
        return FALLBACK_PDF[bold]
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    try:
        pdfmetrics.registerFont(TTFont(PDF_NAMES[bold], str(path)))
    except Exception:  # an unreadable font file must not stop printing
        return FALLBACK_PDF[bold]
    return PDF_NAMES[bold]


def image_font_file(bold: bool = False) -> str:
    """A TTF path for Pillow: ours, else ReportLab's bundled Vera."""
    path = font_file(bold)
    if path is not None:
        return str(path)
    import reportlab

    vera = Path(reportlab.__file__).parent / "fonts" / ("VeraBd.ttf" if bold else "Vera.ttf")
    return str(vera)
