"""`companion print …`: what a user types, what they get, and nothing half-written on a mistake."""

import shutil
import subprocess

import pytest

from companion.cli import main as companion

POPPLER = shutil.which("pdftotext")


def _run(capsys, *argv):
    status = companion(["print", *argv])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("argv", [
    ["decks", "--paper", "a5"],
    ["decks", "--card", "tarot"],
    ["decks", "--game", "chess"],
    ["decks", "--lang", "it"],
    ["decks", "--offset", "1"],
    ["decks", "--offset", "0,40"],
    ["decks", "--frobnicate"],
    ["pads", "--pages", "0"],
    ["decks", "--gutterfold", "--no-backs"],
    ["decks", "--gutterfold", "--offset", "1,0"],
    ["pngs"],
])
def test_a_bad_option_gets_one_line_and_writes_nothing(capsys, tmp_path, argv):
    target = tmp_path / ("cards" if argv[0] == "pngs" else "out.pdf")
    status, out, err = _run(capsys, *argv, "-o", str(target))
    assert status == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith(f"companion print {argv[0]}: ")
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_unknown_printable_and_missing_folder(capsys, tmp_path):
    assert _run(capsys, "posters")[0] == 2
    status, _, err = _run(capsys, "decks", "-o", str(tmp_path / "nowhere" / "x.pdf"))
    assert status == 2 and "does not exist" in err
    status, _, err = _run(capsys, "decks", "-o", str(tmp_path))
    assert status == 2 and "folder" in err


def test_decks_writes_a_pdf_and_reports_progress(capsys, tmp_path):
    target = tmp_path / "aurum.pdf"
    status, out, err = _run(capsys, "decks", "--game", "aurum", "--lang", "fr", "-o", str(target))
    assert status == 0
    assert target.read_bytes().startswith(b"%PDF")
    assert "16 pages, 70 cards" in out
    assert "Aurum: sheet 8/8" in err  # progress, on stderr
    assert [p.name for p in tmp_path.iterdir()] == ["aurum.pdf"]  # no temporary file left


def test_an_existing_file_is_replaced_only_when_the_new_one_is_complete(capsys, tmp_path, monkeypatch):
    target = tmp_path / "decks.pdf"
    target.write_bytes(b"old")

    import printables.sheets

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(printables.sheets, "write_decks", broken)
    status, _, err = _run(capsys, "decks", "-o", str(target))
    assert status == 1 and "No space left" in err
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["decks.pdf"]


def test_pngs_fills_a_folder(capsys, tmp_path, monkeypatch):
    import printables.pngs

    monkeypatch.setattr(printables.pngs, "SUPERSAMPLE", 1)  # the folder handling is under test here, not the art
    target = tmp_path / "pikoko"
    status, out, _ = _run(capsys, "pngs", "--game", "pikoko", "--card", "mini", "--quiet", "-o", str(target))
    assert status == 0 and "83 images" in out  # 77 faces, the feather back, 5 confidence backs
    names = {p.name for p in target.iterdir()}
    assert {"R2.png", "M10.png", "CB-0.png", "back-pikoko-feather.png", "counts-pikoko.csv"} <= names
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


@pytest.mark.skipif(not POPPLER, reason="poppler-utils not installed")
def test_pads_and_calibration(capsys, tmp_path):
    pads = tmp_path / "pads.pdf"
    status, out, _ = _run(capsys, "pads", "--game", "fievre", "--game", "aurum", "--lang", "de", "-o", str(pads))
    assert status == 0 and "2 pages, 9 score pads" in out  # 6 Fièvre (rows of 8 mm) and 3 Aurum
    text = subprocess.run(["pdftotext", str(pads), "-"], capture_output=True, text=True).stdout
    joined = text.replace("-\n", "")  # pdftotext joins sideways headers broken at their soft hyphen itself
    assert "Bürgermeister" in joined and "Gebotspunkte" in joined  # German headers
    calibration = tmp_path / "calibration.pdf"
    assert _run(capsys, "calibration", "--paper", "letter", "-o", str(calibration))[0] == 0
    assert b"/MediaBox [0 0 612 792]" in calibration.read_bytes().replace(b" ]", b"]").replace(b"[ ", b"[")


@pytest.mark.parametrize("command", ["decks", "pads", "calibration"])
def test_a_pdf_goes_only_to_a_regular_file_or_a_new_name(capsys, tmp_path, command):
    real = tmp_path / "real.pdf"
    real.write_bytes(b"keep")
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    for bad, word in ((link, "symbolic link"), (tmp_path, "folder")):
        status, out, err = _run(capsys, command, "--quiet", "-o", str(bad))
        assert status == 2 and word in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert real.read_bytes() == b"keep" and sorted(p.name for p in tmp_path.iterdir()) == ["link.pdf", "real.pdf"]


def test_a_device_is_refused_before_anything_is_drawn(capsys):
    import os

    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    status, out, err = _run(capsys, "decks", "--quiet", "-o", "/dev/full")
    assert status == 2 and "not a regular file" in err and len(err.strip().splitlines()) == 1


def test_pngs_makes_missing_folders_and_refuses_links_and_files(capsys, tmp_path):
    target = tmp_path / "new" / "deeper" / "cards"
    status, out, err = _run(capsys, "pngs", "--game", "numereum", "--quiet", "-o", str(target))
    assert status == 0, err
    assert any(p.suffix == ".png" for p in target.iterdir())
    (tmp_path / "file").write_text("x")
    (tmp_path / "link").symlink_to(target)
    for bad in (tmp_path / "file", tmp_path / "link", tmp_path / "file" / "under"):
        status, out, err = _run(capsys, "pngs", "--game", "numereum", "--quiet", "-o", str(bad))
        assert status == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file", "link", "new"]


def test_a_failed_png_export_leaves_no_folders_it_made(capsys, tmp_path, monkeypatch):
    import printables.pngs

    def failing(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(printables.pngs, "export", failing)
    status, out, err = _run(capsys, "pngs", "--game", "numereum", "--quiet", "-o", str(tmp_path / "a" / "b" / "cards"))
    assert status == 1 and "No space left" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_split_writes_fronts_and_backs_as_two_files(capsys, tmp_path):
    import re

    status, out, err = _run(capsys, "decks", "--game", "aurum", "--split", "--quiet", "-o", str(tmp_path / "aurum.pdf"))
    assert status == 0, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["aurum-backs.pdf", "aurum-fronts.pdf"]
    for side in ("fronts", "backs"):
        raw = (tmp_path / f"aurum-{side}.pdf").read_bytes()
        assert len(re.findall(rb"/Type /Page\b", raw)) == 8  # 70 cards, 9 a sheet
    assert _run(capsys, "decks", "--split", "--gutterfold", "-o", str(tmp_path / "x.pdf"))[0] == 2
