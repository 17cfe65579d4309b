"""What a printer with a 4.2 mm hard margin would lose: measured on pages rendered by
pdftoppm, every page of decks, pads and calibration, on A4 and Letter."""

import io

import pytest

from printables import layout
from printables.cards import BLEED, CARD_SIZES
from printables.decks import GAMES, load
from printables.pads import write_pads
from printables.sheets import PrintSettings, write_calibration, write_decks
from tests.printables.rendered import blank_margin_mm, needs_pdftoppm, pages

DPI = 40
LEAST = 4.5 - 25.4 / DPI  # one pixel of rendering tolerance


def _margins(pdf: bytes) -> list[float]:
    return [blank_margin_mm(page, DPI) for page in pages(pdf, DPI)]


@needs_pdftoppm
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("card,gutterfold", [("poker", False), ("bridge", False), ("mini", False), ("poker", True)])
def test_no_deck_page_prints_within_the_hard_margin(paper, card, gutterfold):
    out = io.BytesIO()
    write_decks(out, [load(g) for g in GAMES], PrintSettings(paper=paper, card=CARD_SIZES[card], gutterfold=gutterfold))
    margins = _margins(out.getvalue())
    assert min(margins) >= LEAST, f"page {margins.index(min(margins)) + 1}: {min(margins):.2f} mm"


@needs_pdftoppm
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_pads_and_calibration_stay_inside_the_hard_margin(paper):
    pads, calibration = io.BytesIO(), io.BytesIO()
    write_pads(pads, list(GAMES), paper, "en")
    write_calibration(calibration, paper)
    assert min(_margins(pads.getvalue())) >= LEAST
    assert min(_margins(calibration.getvalue())) >= LEAST


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("card", list(CARD_SIZES))
def test_crop_marks_are_long_enough_and_stop_at_the_margin(paper, card):
    for gutterfold in (False, True):
        sheet = layout.sheet(paper, CARD_SIZES[card], BLEED, gutterfold)
        marks = sheet.crop_marks()
        assert marks
        for m in marks:
            assert m.length >= layout.MARK_MIN - 1e-9
            box = m.box()
            assert box.x >= layout.MARGIN - 0.02 and box.y >= layout.MARGIN - 0.02
            assert box.right <= sheet.page_w - layout.MARGIN + 0.02 and box.top <= sheet.page_h - layout.MARGIN + 0.02


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("card", list(CARD_SIZES))
def test_a_1mm_miscut_never_reaches_a_neighbours_art(paper, card):
    """Every card keeps at least 1 mm of its own bleed on each side, and no other card's art
    comes within 1 mm of its trim."""
    for gutterfold in (False, True):
        sheet = layout.sheet(paper, CARD_SIZES[card], BLEED, gutterfold)
        slots = sheet.all_slots()
        for slot in slots:
            grown = slot.trim.grown(1.0)
            assert slot.art.x <= grown.x + 1e-9 and slot.art.right >= grown.right - 1e-9
            assert slot.art.y <= grown.y + 1e-9 and slot.art.top >= grown.top - 1e-9
            for other in slots:
                if other is not slot:
                    assert not grown.overlaps(other.art, tolerance=1e-6)
