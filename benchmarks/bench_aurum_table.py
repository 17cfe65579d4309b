"""Aurum table: frame times of its screens at 1920×1080, table and wall mode (target ≤ 2 ms
for a full frame and for the frame after a tap; see `_frame.py` for what each figure is).
The busiest screen is the trick in round 2 (four seats, full hands, every card's refusal)."""

from __future__ import annotations

import _frame

STATES = ["aurum-trick", "aurum-between", "aurum-3p", "aurum-bids", "aurum-swap", "aurum-rounds"]

if __name__ == "__main__":
    _frame.screens("aurum", STATES)
