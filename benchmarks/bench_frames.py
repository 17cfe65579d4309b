"""Every staged state (`companion.app.staging.states()`), table and wall, 800×480 and
1920×1080, and at 800×480 also turned 90° and in a locked kiosk: the frame times against
B, one full-screen blit + flip at the same size measured in the same process (the floor
of any full redraw). Goals (issue 16): full frame ≤ 4 B, the frame after a tap ≤ 1.5 B,
the first frame of a never-seen screen ≤ 12 B.

- full: rebuild + draw everything (a dialog closes, the window is exposed), pictures kept;
- tap: the frame after the state's last action is taken back and again; on a screen with
  no game action, the frame after a finger goes down on a button (its highlight);
- first: the same as full with nothing kept (a screen never seen before).

One readable line per state (each figure as a ratio to B, OVER past its goal), one JSON
line per state, then the worst state for each goal. Arguments: words that the state name
must contain (e.g. `fievre`); `--sizes 800x480` to keep one size.
"""

from __future__ import annotations

import json
import sys

import _frame

import pygame

SIZES = ((800, 480), (1920, 1080))
GOALS = {"full": 4.0, "tap": 1.5, "first": 12.0}
# (mode label, settings mode, locked kiosk, rotation): the turned and locked ones at the Pi's size
VARIANTS = (("table", "table", False, 0), ("wall", "wall", False, 0))
PI_VARIANTS = (("table-rotate90", "table", False, 90), ("table-kiosk", "table", True, 0))


def blit_ms(app) -> float:
    """B: one full-screen blit + flip (the panel's own surface when the display is turned)."""
    screen = pygame.display.get_surface()
    picture = screen.copy()
    return _frame.best_ms(lambda: (screen.blit(picture, (0, 0)), pygame.display.flip()), 10, 3)


def staged(stage, mode: str, size, locked: bool, rotation: int):
    from companion.app import staging
    from companion.app.kiosk_mode import Kiosk
    app = staging.fresh_app(size, mode, "en")
    if locked or rotation:
        app.window = pygame.display.get_surface()
        app.kiosk = Kiosk(app, locked=locked, rotation=rotation)
    staging.stage(app, stage)
    app.render()
    return app


def figures(app) -> dict:
    quick = dict(frames=5, batches=3)
    full = _frame.best_ms(lambda: _frame.full_frame(app), **quick)
    first = _frame.best_ms(lambda: _frame.cold_frame(app), 1, 3)
    pair = _frame.retake_last_action(app)
    if pair is not None:
        untap, tap = pair
        tap_ms = _frame.best_ms(lambda: _frame.frame(app), before=lambda: (untap(), tap()), **quick)
        untap()
        tap()
        _frame.frame(app)
        kind = "action"
    else:
        tap_ms, kind = _frame.press_ms(app), "press"
    return {"full_ms": full, "tap_ms": tap_ms, "first_ms": first, "tap_kind": kind}


def main(argv: list[str]) -> None:
    from companion.app import staging
    sizes = SIZES
    if "--sizes" in argv:
        chosen = argv[argv.index("--sizes") + 1]
        argv = [a for a in argv if a not in ("--sizes", chosen)]
        sizes = tuple(tuple(int(v) for v in part.split("x")) for part in chosen.split(","))
    words = argv
    states = [(name, stage) for name, stage in staging.states() if all(w in name for w in words)]
    worst = {goal: (0.0, None) for goal in GOALS}
    over = 0
    print(f"{'state':28} {'size':9} {'mode':14} {'B ms':>5}  {'full/B':>6} {'tap/B':>6} {'first/B':>7}  "
          f"(goals ≤ {GOALS['full']:g}, {GOALS['tap']:g}, {GOALS['first']:g})")
    for size in sizes:
        variants = VARIANTS + (PI_VARIANTS if size == (800, 480) else ())
        for label, mode, locked, rotation in variants:
            for name, stage in states:
                app = staged(stage, mode, size, locked, rotation)
                found = figures(app)
                blit = blit_ms(app)
                found["blit_ms"] = blit
                ratios = {goal: (found[f"{goal}_ms"] / blit if found[f"{goal}_ms"] is not None and blit else None)
                          for goal in GOALS}
                marks = []
                for goal, ratio in ratios.items():
                    if ratio is None:
                        marks.append(f"{'-':>6}")
                        continue
                    bad = ratio > GOALS[goal]
                    over += bad
                    marks.append(f"{ratio:6.1f}{'!' if bad else ' '}")
                    if ratio > worst[goal][0]:
                        worst[goal] = (ratio, f"{name} {size[0]}x{size[1]} {label}")
                shown = f"{size[0]}x{size[1]}"
                print(f"{name:28} {shown:9} {label:14} {blit:5.2f}  {' '.join(marks)}"
                      f"{'  OVER' if any(m.endswith('!') for m in marks) else ''}")
                print(json.dumps({"bench": "frame", "screen": name, "size": shown, "mode": label,
                                  **{k: (round(v, 3) if isinstance(v, float) else v) for k, v in found.items()}}),
                      flush=True)
    for goal, (ratio, where) in worst.items():
        print(f"worst {goal:5}: {ratio:5.1f} B (goal ≤ {GOALS[goal]:g} B) at {where}")
    print(f"{over} figures over their goal")


if __name__ == "__main__":
    main(sys.argv[1:])
