"""Decks: the right cards from the game packages, on the right pages, every code printed,
QR codes that scan, backs behind their fronts, text that fits."""

import io
import re
import shutil
import subprocess

import pytest

from companion.games.aurum import deck as aurum_data
from companion.games.fievre import deck as fievre_data
from companion.games.numereum import deck as numereum_data
from companion.games.pikoko import deck as pikoko_data
from printables.cards import CARD_SIZES, Face
from printables.decks import GAMES, load
from printables.paint import MIN_SIZE, PdfPainter
from printables.sheets import PrintSettings, write_decks

POPPLER = shutil.which("pdftoppm") and shutil.which("pdftotext")
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftoppm, pdftotext) not installed")


@pytest.fixture(scope="module")
def decks():
    return {game: load(game) for game in GAMES}


def test_each_deck_holds_the_cards_of_its_game(decks):
    aurum = decks["aurum"].codes()
    assert aurum[:65] == aurum_data.deck_cards()
    assert aurum.count("Au0") == 4 and aurum.count("AID") == 4 and aurum.count("FIRST") == 1
    assert len(aurum) == 50 + 15 + 4 + 1

    numereum = decks["numereum"].codes()
    assert numereum[:24] == list(numereum_data.BASIC_CODES) * 2
    assert numereum[24:] == numereum_data.NON_BASIC_CODES and len(numereum[24:]) == 54

    pikoko = decks["pikoko"].codes()
    assert pikoko[:47] == list(pikoko_data.ALL_CARDS)
    confidence = pikoko[47:]
    assert len(confidence) == 30 and len(set(confidence)) == 30
    assert decks["pikoko"].extras[0].pieces == 45 + 1  # 9 bet tokens per colour and the first-player token

    fievre = decks["fievre"].codes()
    assert len(fievre) == 45 + 15 + 5 + 10 and len(set(fievre)) == 75
    assert all(fievre_data.is_code(code) for code in fievre)
    assert [c.code for c in fievre_data.CONCESSIONS] == fievre[:45]


def test_every_card_has_a_back_drawn_for_it(decks):
    for deck in decks.values():
        assert {card.back for card in deck.cards} <= set(deck.backs)


@pytest.mark.parametrize("paper,pages", [("a4", 8), ("letter", 9)])  # Letter: 8 sideways a sheet
def test_pages_per_deck_fronts_then_backs(decks, paper, pages):
    plan = write_decks(io.BytesIO(), [decks["aurum"]], PrintSettings(paper=paper))
    assert len(plan) == 2 * pages  # 70 cards, 9 a sheet, each sheet followed by its backs
    assert [p.side for p in plan] == ["front", "back"] * pages
    assert sum(len(p.codes) for p in plan if p.side == "front") == 70
    for front, back in zip(plan[::2], plan[1::2]):
        assert front.codes == back.codes


def test_no_backs_and_gutterfold_change_the_page_count(decks):
    deck = decks["fievre"]
    assert len(write_decks(io.BytesIO(), [deck], PrintSettings(backs=False))) == 9
    folded = write_decks(io.BytesIO(), [deck], PrintSettings(gutterfold=True))
    assert [p.side for p in folded] == ["both"] * 19 and sum(len(p.codes) for p in folded) == 75  # 4 per sheet


def test_pdf_page_size_and_page_count(decks, tmp_path):
    out = tmp_path / "decks.pdf"
    plan = write_decks(str(out), [decks["pikoko"]], PrintSettings(paper="letter"))
    raw = out.read_bytes()
    assert len(re.findall(rb"/Type /Page\b", raw)) == len(plan) == 10 * 2 + 2  # 77 cards 8 a sheet, tokens and their backs
    boxes = {tuple(float(v) for v in box.split()) for box in re.findall(rb"/MediaBox \[([\d. ]+)\]", raw)}
    assert boxes == {(0, 0, 612, 792)}  # US Letter in points


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("card", list(CARD_SIZES))
def test_no_text_overflows_its_box(decks, lang, card):
    from reportlab.pdfgen.canvas import Canvas

    painter = PdfPainter(Canvas(io.BytesIO()))
    w, h = CARD_SIZES[card]
    face = Face(w, h, lang=lang)
    for deck in decks.values():
        for card_ in {c.code: c for c in deck.cards}.values():
            painter.texts.clear()
            card_.draw(painter, face)
            for t in painter.texts:
                assert t.fits, f"{deck.id} {card_.code} ({lang}, {card}): '{t.text}' needs {t.used_w:.1f}×{t.used_h:.1f} mm, box {t.box_w:.1f}×{t.box_h:.1f}"
                assert t.size >= MIN_SIZE
        for back in deck.backs.values():
            painter.texts.clear()
            back(painter, face)
            assert all(t.fits for t in painter.texts)


@needs_poppler
@pytest.mark.parametrize("game", GAMES)
def test_every_card_code_is_printed_as_text_on_its_page(decks, game, tmp_path):
    out = tmp_path / f"{game}.pdf"
    plan = write_decks(str(out), [decks[game]], PrintSettings(lang="de"))
    for number, page in enumerate(plan, 1):
        if page.side != "front":
            continue
        text = subprocess.run(["pdftotext", "-f", str(number), "-l", str(number), str(out), "-"],
                              capture_output=True, text=True, check=True).stdout
        words = set(text.split())
        missing = set(page.codes) - words
        assert not missing, f"page {number}: codes not printed: {missing}"


@needs_poppler
def test_qr_codes_on_a_printed_sheet_scan_to_their_card_codes(decks, tmp_path):
    zxingcpp = pytest.importorskip("zxingcpp")
    from PIL import Image

    out = tmp_path / "fievre.pdf"
    plan = write_decks(str(out), [decks["fievre"]], PrintSettings(backs=False))
    page = 7  # events: text-heavy faces
    subprocess.run(["pdftoppm", "-png", "-r", "300", "-f", str(page), "-l", str(page), str(out), str(tmp_path / "p")],
                   check=True)
    image = Image.open(next(tmp_path.glob("p-*.png")))
    found = sorted(r.text for r in zxingcpp.read_barcodes(image))
    assert found == sorted(plan[page - 1].codes)


@needs_poppler
def test_backs_land_behind_their_fronts_on_a_part_filled_sheet(decks, tmp_path):
    """The last Aurum sheet holds 7 cards: its back page must be dark exactly where the
    mirrored fronts are, and blank where the empty slots are."""
    from PIL import Image

    from printables import layout
    from printables.cards import BLEED

    out = tmp_path / "aurum.pdf"
    plan = write_decks(str(out), [decks["aurum"]], PrintSettings())
    assert len(plan[-1].codes) == 7
    n = len(plan)
    subprocess.run(["pdftoppm", "-png", "-r", "20", "-f", str(n - 1), "-l", str(n), str(out), str(tmp_path / "s")],
                   check=True)
    front, back = (Image.open(p).convert("L") for p in sorted(tmp_path.glob("s-*.png")))
    sheet = layout.sheet("a4", CARD_SIZES["poker"], BLEED)
    scale = front.width / sheet.page_w

    def shade(image, slot, dx=0.0):  # a point inside the border band of the card
        x = (slot.trim.x + slot.trim.w / 2 + dx) * scale
        y = (sheet.page_h - slot.trim.y - 1.0) * scale
        return image.getpixel((int(x), int(y)))

    for index, slot in enumerate(sheet.faces):
        behind = sheet.back_of(slot)
        if index < 7:
            assert shade(front, slot) < 200 and shade(back, behind) < 120  # a printed back
        else:
            assert shade(front, slot) > 250 and shade(back, behind) > 250  # nothing on either side


@needs_poppler
def test_offset_moves_the_backs_and_only_the_backs(decks, tmp_path):
    from PIL import Image

    def first_ink_column(pdf, page):
        subprocess.run(["pdftoppm", "-png", "-r", "50", "-gray", "-f", str(page), "-l", str(page), "-singlefile", str(pdf),
                        str(pdf.with_suffix(""))], check=True)
        image = Image.open(pdf.with_suffix(".png")).convert("L")
        row = image.height // 2  # through the middle row of cards, away from the crop marks
        return next(x for x in range(image.width) if image.getpixel((x, row)) < 128)

    plain, shifted = tmp_path / "plain.pdf", tmp_path / "shifted.pdf"
    write_decks(str(plain), [decks["numereum"]], PrintSettings())
    write_decks(str(shifted), [decks["numereum"]], PrintSettings(offset=(4.0, -2.0)))
    px_per_mm = 50 / 25.4
    assert first_ink_column(shifted, 2) - first_ink_column(plain, 2) == pytest.approx(4 * px_per_mm, abs=1.5)
    assert first_ink_column(shifted, 1) == first_ink_column(plain, 1)


def test_colour_is_never_the_only_signal():
    """Suits, feather colours and towns each have their own shape and letter, which we can draw."""
    import io as _io

    from reportlab.pdfgen.canvas import Canvas

    from printables.symbols import draw_symbol

    groups = {
        "aurum": [(s.symbol, s.code) for s in aurum_data.SUITS.values()] + [(aurum_data.GOLD_SYMBOL, "Au")],
        "pikoko": [(c.symbol, c.letter) for c in pikoko_data.COLOURS.values()] + [(pikoko_data.NO_CONFIDENCE_SYMBOL, "0")],
        "fievre": [(t.shape, t.letter) for t in fievre_data.TOWNS],
    }
    painter = PdfPainter(Canvas(_io.BytesIO()))
    for game, marks in groups.items():
        shapes, letters = zip(*marks)
        assert len(set(shapes)) == len(shapes), f"{game}: two groups share a shape"
        assert len(set(letters)) == len(letters), f"{game}: two groups share a letter"
        for shape in shapes:
            draw_symbol(painter, shape, 10, 10, 3, "#808080")


def test_without_the_bundled_font_everything_still_prints_in_helvetica(tmp_path):
    """A checkout without assets/fonts falls back to the PDF base fonts (and Vera for PNG)."""
    import sys

    script = f"""
import io, pathlib
import printables.fonts as fonts
fonts.FONT_DIR = pathlib.Path({str(tmp_path)!r}) / "none"
from printables.decks import GAMES, load
from printables.sheets import PrintSettings, write_decks
from printables.pngs import render
from printables.cards import Face
assert fonts.pdf_font(True) == "Helvetica-Bold"
write_decks(io.BytesIO(), [load(g) for g in GAMES], PrintSettings(lang="fr"))
deck = load("fievre")
image, painter = render(deck.cards[50].draw, Face(63.5, 88.9, lang="de"))
assert image.size == (821, 1121) and all(t.fits for t in painter.texts)
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=str(tmp_path),
                          env={"PYTHONPATH": str(__import__("support").ROOT)})
    assert done.stdout.strip() == "ok", done.stderr


def test_cmyk_output_sets_ink_values_and_no_rgb(decks):
    from reportlab import rl_config

    before = rl_config.useA85
    out = io.BytesIO()
    write_decks(out, [decks["numereum"]], PrintSettings(cmyk=True))
    rgb = io.BytesIO()
    write_decks(rgb, [decks["numereum"]], PrintSettings())
    assert rl_config.useA85 == before  # the ReportLab setting is restored

    def operators(pdf: bytes) -> set[bytes]:
        import zlib

        found = set()
        for stream in re.findall(rb"stream\r?\n(.*?)endstream", pdf, re.S):
            try:
                text = zlib.decompress(stream)
            except zlib.error:
                continue
            found |= set(re.findall(rb"\s(rg|RG|k|K)\s", text))
        return found

    assert operators(out.getvalue()) >= {b"k", b"K"} and not operators(out.getvalue()) & {b"rg", b"RG"}
    assert operators(rgb.getvalue()) >= {b"rg", b"RG"}
