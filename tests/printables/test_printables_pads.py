"""Score pads: several per page, the columns each game's scoring needs, text inside its cells."""

import io
import re

import pytest
from reportlab.pdfgen.canvas import Canvas

from printables.layout import PAPERS
from printables.pads import PADS, grid, write_pads
from printables.paint import PdfPainter

NEEDED = {
    "aurum": ["Bid", "Tricks", "Bid points", "Gold points", "Total", "Nugget", "Round"],
    "numereum": ["Round", "A: combinations", "B: combinations", "Prizes won by"],
    "pikoko": ["Round 1", "Round 3", "Tricks", "Confidence", "Points", "Total", "R", "B"],
    "fievre": ["Gold", "Mines (production)", "Mayors × 5", "Total"],
}


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", PADS)
def test_several_pads_per_page_inside_the_margins(paper, game):
    boxes = grid(paper, PADS[game])
    assert len(boxes) >= 2
    pw, ph = PAPERS[paper]
    for x, y, w, h in boxes:
        assert x >= 5 and y >= 5 and x + w <= pw - 5 and y + h <= ph - 5


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("game", PADS)
def test_pads_carry_their_columns_and_every_text_fits(game, lang, paper):
    painter = PdfPainter(Canvas(io.BytesIO()))
    x, y, w, h = grid(paper, PADS[game])[0]
    PADS[game].draw(painter, x, y, w, h, lang)
    for t in painter.texts:
        assert t.fits, f"{game}/{lang}: '{t.text}' overflows"
    if lang == "en":
        shown = {t.text for t in painter.texts}
        assert set(NEEDED[game]) <= shown


def test_pad_pdf_pages(tmp_path):
    out = tmp_path / "pads.pdf"
    plan = write_pads(str(out), list(PADS), "a4", "fr", pages=2)
    assert [g for g, _ in plan] == ["aurum", "aurum", "numereum", "numereum", "pikoko", "pikoko", "fievre", "fievre"]
    raw = out.read_bytes()
    assert len(re.findall(rb"/Type /Page\b", raw)) == 8
    boxes = {tuple(round(float(v) / 72 * 25.4) for v in b.split()) for b in re.findall(rb"/MediaBox \[([\d. ]+)\]", raw)}
    assert boxes == {(0, 0, 210, 297)}  # A4, in millimetres


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", list(PADS))
def test_rows_leave_room_for_a_pen(monkeypatch, game, paper):
    from printables import pads

    rows = []
    real = pads.table

    def recording(p, x, top, width, columns, labels, row_h, lang, **kw):
        rows.append(row_h)
        return real(p, x, top, width, columns, labels, row_h, lang, **kw)

    monkeypatch.setattr(pads, "table", recording)
    painter = PdfPainter(Canvas(io.BytesIO()))
    x, y, w, h = grid(paper, PADS[game])[0]
    PADS[game].draw(painter, x, y, w, h, "de")
    assert rows and min(rows) >= pads.MIN_ROW - 1e-9, rows


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("game", list(PADS))
def test_column_headers_are_set_at_8_pt_at_least(monkeypatch, game, lang, paper):
    """Every column header, even in Aurum's 19 narrow columns, is readable: ≥ 8 pt (turned
    sideways where the column is too narrow), and inside its cell."""
    from printables import pads

    headers = []
    real = pads.table

    def recording(p, x, top, width, columns, labels, row_h, lang, **kw):
        first = len(p.texts)
        bottom = real(p, x, top, width, columns, labels, row_h, lang, **kw)
        headers.extend(zip([c.header.get(lang) for c in columns], p.texts[first:first + len(columns)]))
        return bottom

    monkeypatch.setattr(pads, "table", recording)
    painter = PdfPainter(Canvas(io.BytesIO()))
    x, y, w, h = grid(paper, PADS[game])[0]
    PADS[game].draw(painter, x, y, w, h, lang)
    assert headers
    for asked, fitted in headers:
        assert fitted.text == asked
        assert fitted.size >= 8.0 and fitted.fits, (asked, fitted)
