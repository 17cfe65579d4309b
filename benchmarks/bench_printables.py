"""Printables: all four decks with backs as one print-ready PDF (target ≤ 5 s, design.md),
PNG export speed, score pads."""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path
from tempfile import TemporaryDirectory

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from printables.cards import CARD_SIZES, Face  # noqa: E402
from printables.decks import GAMES, load  # noqa: E402
from printables.pads import PADS, write_pads  # noqa: E402
from printables.pngs import export  # noqa: E402
from printables.sheets import PrintSettings, write_decks  # noqa: E402


def _best(runs: int, work) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    out = io.BytesIO()

    def all_decks():
        out.seek(0)
        out.truncate()
        decks = [load(game) for game in GAMES]
        return write_decks(out, decks, PrintSettings())

    plan = all_decks()
    cards = sum(len(p.codes) for p in plan if p.side == "front")
    seconds = _best(3, all_decks)
    print(f"all decks, fronts and backs: {len(plan)} pages, {cards} cards, {len(out.getvalue()) / 1e6:.1f} MB"
          f"  {seconds:.2f} s  (target ≤ 5 s)")

    folded = _best(1, lambda: write_decks(io.BytesIO(), [load(g) for g in GAMES], PrintSettings(gutterfold=True)))
    print(f"all decks, gutterfold:       {folded:.2f} s")

    pads = _best(3, lambda: write_pads(io.BytesIO(), list(PADS), "a4", "en"))
    print(f"score pads, all games:       {pads * 1000:.0f} ms")

    with TemporaryDirectory() as folder:
        deck = load("aurum")
        start = time.perf_counter()
        written = export(deck, Face(*CARD_SIZES["poker"]), Path(folder))
        seconds = time.perf_counter() - start
        images = sum(1 for p in written if p.suffix == ".png")
        print(f"PNG export (Aurum, poker, 821 × 1121 px): {images} images in {seconds:.2f} s"
              f"  = {images / seconds:.1f} PNGs/s")


if __name__ == "__main__":
    main()
