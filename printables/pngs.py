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


# Print services' templates at 300 dpi, bleed included (The Game Crafter: 1/8 in each side;
# MakePlayingCards: 0.12 in each side). Other card sizes: their templates differ, not offered.
SERVICES: dict[str, dict[str, tuple[int, int]]] = {
    "thegamecrafter": {"poker": (825, 1125)},
    "makeplayingcards": {"poker": (822, 1122)},
}


def service_face(service: str, card: str, size: tuple[float, float], lang: str, qr: bool) -> Face:
    """The face whose bleed makes exactly the service's pixel size; ValueError if the service
    has no template for this card size."""
    sizes = SERVICES[service]
    if card not in sizes:
        raise ValueError(f"{service} takes {', '.join(sizes)} cards here, not {card}")
    px_w, _ = sizes[card]
    bleed = (px_w / DPI * 25.4 - size[0]) / 2
    face = Face(size[0], size[1], bleed, lang, qr)
    assert pixel_size(face) == sizes[card], (pixel_size(face), sizes[card])  # the templates' bleeds are even
    return face


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
