"""Fièvre table: frame times of its busiest screens at 1920×1080, table and wall mode
(target ≤ 2 ms for a full frame and for the frame after a tap; see `_frame.py`), a pass in
the 5-player auction as the typical tap, and replay of whole recorded games (≤ 10 ms)."""

from __future__ import annotations

import _frame

from companion import record as records

SCREENS = ("fievre-auction-5p", "fievre-end-5p", "fievre-choice", "fievre-reveal", "fievre-telegraph")


def a_pass(app):
    """(tap, untap): the seat to act passes; the pass is taken back."""
    from companion.app import staging

    def tap():
        with staging.unsaved():
            assert app.session.submit({"do": "pass", "player": app.session.game.to_act()}) is None

    def untap():
        with staging.unsaved():
            app.session.undo()
        _frame.frame(app)
    return tap, untap


def replay_times() -> None:
    for path in sorted((_frame.ROOT.parent / "shared" / "examples" / "fievre").glob("game*[0-9].json")):
        rec = records.load(path)
        ms = _frame.best_ms(lambda: records.summary(rec), 20, 5)
        print(f"replay {path.name:12} {len(rec.actions):4} actions  {ms:6.2f} ms  (target ≤ 10 ms)")


def main() -> None:
    from companion.app.tables.fievre_stage import SCREENSHOTS
    _frame.screens("fievre", SCREENS)
    for mode in _frame.MODES:
        app = _frame.staged(SCREENSHOTS["fievre-auction-5p"], mode)
        _frame.report("fievre-auction-pass", app, mode, *a_pass(app))
    replay_times()


if __name__ == "__main__":
    main()
