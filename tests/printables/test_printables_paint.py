"""Text fitting and the two drawing backends agree on what they draw."""

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from printables.paint import MIN_SIZE, SOFT_HYPHEN, ImagePainter, PdfPainter


@pytest.fixture
def painter():
    return PdfPainter(Canvas(io.BytesIO()))


def test_long_text_wraps_then_shrinks_to_stay_inside_its_box(painter):
    text = "Every other player pays 4 gold to the bank, at once, without a word of complaint."
    size = painter.fit(text, 0, 0, 40, 12, 12)
    fitted = painter.texts[-1]
    assert fitted.fits and size < 12 and fitted.used_w <= 40
    lines = painter.lines_for(text, size, 40, False)
    assert len(lines) > 1


def test_a_box_too_small_is_reported_as_overflow_not_hidden(painter):
    painter.fit("Unbreakableword", 0, 0, 3, 2, 10)
    fitted = painter.texts[-1]
    assert not fitted.fits and fitted.size == MIN_SIZE


def test_long_words_break_at_soft_hyphens_with_a_visible_hyphen(painter):
    word = f"Gebots{SOFT_HYPHEN}punkte"
    lines = painter.lines_for(word, 7, painter.width("Gebots-", 7) + 0.1, False)
    assert lines == ["Gebots-", "punkte"]
    assert painter.lines_for(word, 7, 100, False) == ["Gebotspunkte"]


def test_png_painter_draws_where_the_pdf_coordinates_say():
    from PIL import Image

    image = Image.new("RGB", (100, 100), "white")
    p = ImagePainter(image, scale=10.0)  # 10 px per mm, 10 × 10 mm
    p.rect(0, 0, 2, 2, fill="#000000")  # bottom-left corner in mm = bottom-left in the image
    p.push()
    p.translate(10, 10)
    p.rotate(180)
    p.rect(0, 0, 2, 2, fill="#FF0000")  # turned half a turn about the top-right corner
    p.pop()
    assert image.getpixel((5, 95)) == (0, 0, 0)
    assert image.getpixel((95, 5)) == (255, 0, 0)
    assert image.getpixel((50, 50)) == (255, 255, 255)
