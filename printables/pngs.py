"""One PNG per card face and per back, 300 dpi with bleed, for print-on-demand services.

Faces are named `<card code>.png` (one file per distinct code; `counts.csv` says how many of
each to print and on which back), backs `back-<deck>-<kind>.png`.
"""

from __future__ import annotations

import csv
import os
from collections import Counter
from pathlib import Path
from typing import Callable

from printables.cards import Deck, Face
from printables.paint import ImagePainter

DPI = 300
SUPERSAMPLE = 2  # drawn at twice the size, then reduced: smooth edges without a vector rasteriser


def pixel_size(face: Face, dpi: int = DPI) -> tuple[int, int]:
    """Poker with 3 mm bleed at 300 dpi: 821 × 1121."""
    return (round((face.w + 2 * face.bleed) / 25.4 * dpi), round((face.h + 2 * face.bleed) / 25.4 * dpi))


def render(draw: Callable, face: Face, dpi: int = DPI):
    """A Pillow image of one face or back (bleed included)."""
    from PIL import Image

    w, h = pixel_size(face, dpi)
    big = Image.new("RGB", (w * SUPERSAMPLE, h * SUPERSAMPLE), "white")
    scale = big.width / (face.w + 2 * face.bleed)
    painter = ImagePainter(big, scale, origin=(face.bleed, face.bleed))
    draw(painter, face)
    return (big.reduce(SUPERSAMPLE) if SUPERSAMPLE > 1 else big), painter


def back_name(deck: Deck, kind: str) -> str:
    return f"back-{deck.id}-{kind}.png"


def export(deck: Deck, face: Face, directory: Path, progress: Callable[[str], None] | None = None) -> list[Path]:
    """Write every distinct face, every back and `counts.csv` into `directory` (which must exist)."""
    written: list[Path] = []
    counts = Counter(card.code for card in deck.cards)
    first = {}
    for card in deck.cards:
        first.setdefault(card.code, card)
    jobs = [(code + ".png", card.draw) for code, card in first.items()]
    jobs += [(back_name(deck, kind), draw) for kind, draw in deck.backs.items()]
    for number, (name, draw) in enumerate(jobs, 1):
        if progress and (number % 10 == 0 or number == len(jobs)):
            progress(f"{deck.title}: {number}/{len(jobs)} images")
        image, _ = render(draw, face)
        path = directory / name
        image.save(path, format="PNG", dpi=(DPI, DPI), optimize=False, compress_level=3)
        written.append(path)
    manifest = directory / f"counts-{deck.id}.csv"
    with open(manifest, "w", newline="", encoding="utf-8") as out:
        rows = csv.writer(out)
        rows.writerow(["file", "copies", "back"])
        for code, card in first.items():
            rows.writerow([code + ".png", counts[code], back_name(deck, card.back)])
    written.append(manifest)
    return written


def safe_file_name(code: str) -> bool:
    return bool(code) and os.sep not in code and code not in (".", "..") and all(c.isalnum() or c in "-_." for c in code)
