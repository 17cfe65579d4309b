"""The table app: frame times of Numereum's long reserve with every bid button, its pick,
combine and keypad taps, table and wall mode (see `_frame.py` for what each figure is).
Every staged state against the blit floor: `bench_frames.py`; idle CPU and memory on real
child processes: `bench_idle.py`; start to first frame: `bench_start.py`.
"""

from __future__ import annotations

import _frame


def frame_times() -> None:
    from companion.app import tables
    from companion.app.tables.numereum import NumereumTable, _busy, sample_session

    def busy(app):
        _busy(app)

    for mode in _frame.MODES:
        # the busiest screen: a 17-card reserve, all bid buttons; a tap = a seat picks its bid
        app = _frame.staged(busy, mode)
        scene, counter = app.top, iter(range(10 ** 9))
        _frame.report("numereum-busy pick", app, mode,
                      tap=lambda: scene.pick.__setitem__(0, ("B70", "B80")[next(counter) % 2]))
        _frame.report("numereum-busy redo", app, mode)   # the last action taken back and again
        def combining(app):
            app.session = sample_session(5)
            app.push(NumereumTable(app, app.session))
        app = _frame.staged(combining, mode)
        scene, counter = app.top, iter(range(10 ** 9))
        _frame.report("numereum-combine", app, mode,
                      tap=lambda: scene.selected.__setitem__(0, [0, 1, 2][: 2 + next(counter) % 2]))
        # a card chosen on the sheet of values (the prizes), then given back
        app = _frame.staged(tables.get("numereum").screenshots["numereum-prizes"], mode)
        sheet, counter = app.top, iter(range(10 ** 9))
        _frame.report("numereum-sheet pick", app, mode,
                      tap=lambda: sheet.chosen.__setitem__(slice(None), ["38"][: next(counter) % 2]))


def main() -> None:
    frame_times()


if __name__ == "__main__":
    main()
