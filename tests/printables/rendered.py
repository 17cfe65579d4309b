"""Render PDF pages with pdftoppm (poppler), as a print driver would, for tests that measure
what ends up on paper. Tests using it skip where pdftoppm is not installed."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

PDFTOPPM = shutil.which("pdftoppm")
needs_pdftoppm = pytest.mark.skipif(PDFTOPPM is None, reason="pdftoppm (poppler-utils) is not installed")


def pages(pdf: bytes, dpi: int, gray: bool = False, first: int | None = None, last: int | None = None):
    """Every page (or first..last, 1-based) as a Pillow image."""
    from PIL import Image

    with tempfile.TemporaryDirectory() as folder:
        src = Path(folder) / "in.pdf"
        src.write_bytes(pdf)
        args = [PDFTOPPM, "-r", str(dpi), "-gray" if gray else "-png"]
        if gray:
            args[-1:] = ["-gray"]
        if first:
            args += ["-f", str(first)]
        if last:
            args += ["-l", str(last)]
        subprocess.run(args + [str(src), str(Path(folder) / "page")], check=True, capture_output=True)
        out = []
        for path in sorted(Path(folder).glob("page*"), key=lambda p: int(p.stem.split("-")[-1])):
            with Image.open(path) as image:
                out.append(image.convert("L"))
        return out


def blank_margin_mm(image, dpi: int, threshold: int = 250) -> float:
    """The smallest distance (mm) from any paper edge to a pixel darker than `threshold`."""
    from PIL import ImageOps

    inked = ImageOps.invert(image).point(lambda v: 255 if v > 255 - threshold else 0)
    box = inked.getbbox()
    if box is None:
        return float("inf")
    left, top, right, bottom = box
    px = min(left, top, image.width - right, image.height - bottom)
    return px * 25.4 / dpi
