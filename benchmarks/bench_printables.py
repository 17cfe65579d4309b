"""Printables: all four decks with QR codes and backs as one print-ready PDF, per card face,
beside `domdiv` (a peer ReportLab generator: Dominion card dividers) measured in the same run
on the same machine with the same ReportLab (issue 18 goal: at most 2.6 ms a face, half the
peer's time per item). Also the gutterfold sheets, score pads and PNG export.

The peer is installed with pip into a throwaway virtual environment; where that is not
possible (no network, no pip) its line says why and the rest still runs.
"""

from __future__ import annotations

import io
import json
import subprocess
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

TARGET_MS = 2.6
PEER_RUNS = 2

# Runs inside the peer's environment: time its drawing only (card data read and laid out first,
# as our decks are loaded before the clock starts), print items and seconds as JSON.
PEER_DRIVER = """
import json, sys, time
from loguru import logger
logger.remove()
from domdiv import config_options, db
from domdiv.main import calculate_layout, filter_sort_cards
best = None
for _ in range(int(sys.argv[2])):
    options = config_options.clean_opts(config_options.parse_opts(["--outfile", sys.argv[1]]))
    cards = filter_sort_cards(db.read_card_data(options), options)
    drawer = calculate_layout(options, cards)
    start = time.perf_counter()
    drawer.draw(cards)
    seconds = time.perf_counter() - start
    best = seconds if best is None else min(best, seconds)
print(json.dumps({"items": len(cards), "seconds": best}))
"""


def _best(runs: int, work) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def peer_ms_per_item() -> tuple[float | None, str]:
    """(ms per divider, how it went) for domdiv in a fresh venv; None when it cannot run."""
    import reportlab

    with TemporaryDirectory(prefix="bench-domdiv-") as folder:
        venv = Path(folder) / "venv"
        python = venv / "bin" / "python"
        steps = [[sys.executable, "-m", "venv", str(venv)],
                 [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "domdiv",
                  f"reportlab=={reportlab.Version}"]]
        try:
            for step in steps:
                done = subprocess.run(step, capture_output=True, text=True, timeout=900)
                if done.returncode:
                    last = (done.stderr.strip().splitlines() or ["failed"])[-1]
                    return None, f"skipped: {' '.join(step[-3:])}: {last[:120]}"
            done = subprocess.run([str(python), "-c", PEER_DRIVER, str(Path(folder) / "dividers.pdf"), str(PEER_RUNS)],
                                  capture_output=True, text=True, timeout=900)
        except (OSError, subprocess.TimeoutExpired) as failed:
            return None, f"skipped: {failed}"
        if done.returncode:
            return None, f"skipped: domdiv failed: {(done.stderr.strip().splitlines() or ['?'])[-1][:120]}"
        result = json.loads(done.stdout.strip().splitlines()[-1])
        return result["seconds"] * 1000 / result["items"], f"{result['items']} dividers in {result['seconds']:.2f} s"


def main() -> None:
    out = io.BytesIO()
    decks = [load(game) for game in GAMES]

    def all_decks():
        out.seek(0)
        out.truncate()
        return write_decks(out, decks, PrintSettings())

    plan = all_decks()
    faces = sum(len(p.codes) for p in plan if p.side == "front")
    seconds = _best(5, all_decks)
    ours = seconds * 1000 / faces
    print(f"all decks, QR codes and backs: {len(plan)} pages, {faces} card faces, {len(out.getvalue()) / 1e6:.1f} MB"
          f"  {seconds:.2f} s = {ours:.2f} ms a face  (target ≤ {TARGET_MS} ms)")
    peer, how = peer_ms_per_item()
    if peer is None:
        print(f"domdiv (peer): {how}")
    else:
        print(f"domdiv (peer, same ReportLab): {how} = {peer:.2f} ms a divider;"
              f"  ours / peer = {ours / peer:.2f} (goal ≤ 0.50)")
    print(json.dumps({"bench": "printables_decks", "ms_per_face": round(ours, 3), "faces": faces,
                      "peer": "domdiv", "peer_ms_per_item": None if peer is None else round(peer, 3),
                      "ratio": None if peer is None else round(ours / peer, 3), "target_ms": TARGET_MS}))

    folded = _best(1, lambda: write_decks(io.BytesIO(), decks, PrintSettings(gutterfold=True)))
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
