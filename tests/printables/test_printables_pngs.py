"""PNG export for print-on-demand: size, names, QR codes that scan to the file's card code."""

import csv

import pytest

from printables.cards import CARD_SIZES, Face
from printables.decks import GAMES, load
from printables.pngs import export, pixel_size, render

zxingcpp = pytest.importorskip("zxingcpp")


def _scan(image):
    return [r.text for r in zxingcpp.read_barcodes(image)]


def test_poker_png_is_821_by_1121_pixels_at_300_dpi():
    assert pixel_size(Face(*CARD_SIZES["poker"])) == (821, 1121)
    assert pixel_size(Face(*CARD_SIZES["bridge"])) == (744, 1122)


def test_a_whole_game_exports_one_file_per_face_and_back_and_every_qr_scans(tmp_path):
    """Mini cards carry the smallest QR codes: if those scan, the larger ones do."""
    from PIL import Image

    deck = load("numereum")
    face = Face(*CARD_SIZES["mini"])
    written = export(deck, face, tmp_path)
    faces = [p for p in written if p.suffix == ".png" and "back" not in p.name]
    backs = [p for p in written if "back" in p.name]
    assert sorted(p.stem for p in faces) == sorted(set(deck.codes()))
    assert len(backs) == len(deck.backs) == 2
    for path in faces:
        image = Image.open(path)
        assert image.size == pixel_size(face)
        assert image.info.get("dpi", (0, 0))[0] == pytest.approx(300, abs=1)
        assert _scan(image) == [path.stem], path.name
    for path in backs:
        assert _scan(Image.open(path)) == []
    with open(tmp_path / "counts-numereum.csv", newline="", encoding="utf-8") as f:
        rows = {row["file"]: row for row in csv.DictReader(f)}
    assert rows["B0.png"]["copies"] == "4" and rows["B0.png"]["back"] == "back-numereum-basic.png"
    assert sum(int(r["copies"]) for r in rows.values()) == 78


@pytest.mark.parametrize("game", GAMES)
def test_poker_faces_of_every_game_scan_to_their_codes(game):
    """A sample of each deck at poker size, in German (the longest words)."""
    deck = load(game)
    face = Face(*CARD_SIZES["poker"], lang="de")
    distinct = list({c.code: c for c in deck.cards}.values())
    for card in distinct[:: max(1, len(distinct) // 6)]:
        image, painter = render(card.draw, face)
        assert image.size == (821, 1121)
        assert _scan(image) == [card.code]
        assert all(t.fits for t in painter.texts)


def test_no_qr_leaves_only_the_printed_code():
    deck = load("aurum")
    image, painter = render(deck.cards[0].draw, Face(*CARD_SIZES["poker"], qr=False))
    assert _scan(image) == []


@pytest.mark.parametrize("service,size", [("thegamecrafter", (825, 1125)), ("makeplayingcards", (822, 1122))])
def test_print_services_get_their_exact_template_size(capsys, tmp_path, service, size):
    from PIL import Image

    from companion.cli import main as companion

    status = companion(["print", "pngs", "--game", "numereum", "--service", service, "--quiet", "-o", str(tmp_path)])
    assert status == 0
    for path in tmp_path.glob("*.png"):
        with Image.open(path) as image:
            assert image.size == size, path.name
    assert f"{size[0]} × {size[1]} px" in capsys.readouterr().out


def test_a_service_without_a_template_for_the_card_size_is_refused(capsys, tmp_path):
    from companion.cli import main as companion

    status = companion(["print", "pngs", "--game", "aurum", "--service", "thegamecrafter", "--card", "mini",
                        "-o", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert status == 2 and "mini" in err and len(err.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []
