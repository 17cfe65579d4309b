"""Paths and small helpers shared by tests (importable because pytest puts tests/ on the path)."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("COMPANION_SHARED", ROOT.parent / "shared"))
