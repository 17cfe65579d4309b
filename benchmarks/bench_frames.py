"""Every staged state (`companion.app.staging.states()`), table and wall, 800×480 and
1920×1080, and at 800×480 also turned 90° and in a locked kiosk: the frame times against
B, one full-screen blit + flip at the same size measured in the same process (the floor
of any full redraw). Goals (issue 16): full frame ≤ 4 B, the frame after a tap ≤ 1.5 B,
the first frame of a never-seen screen ≤ 12 B.

- full: rebuild + draw everything (a dialog closes, the window is exposed), pictures kept;
- tap: the frame after the state's last action is taken back and again; on a screen with
  no game action, the frame after a finger goes down on a button (its highlight). Beside
  it, the share of the screen that frame repainted and the share whose pixels changed
  (JSON `tap_repainted`, `tap_changed`): copying the changed pixels alone costs that share
  of a B, so a tap changing most of the screen (a sheet turned to the next seat) has a
  floor near the goal before any drawing;
- first: the same as full with nothing kept (a screen never seen before): every panel
  picture and panel face dropped (faces were kept here until wave 5, which hid their cost,
  up to half of a sheet's first frame). The tables' own caches of card, die and chip
  pictures are kept: every screen of a game shares them, so a game's first screens fill them.

One readable line per state (each figure as a ratio to B, OVER past its goal), one JSON
line per state, then the worst state for each goal, overall and per table.

B at 800×480 on the dummy driver is a 1.5 MB memory copy (≈ 0.08 ms): 4 B there is less than
building any screen's widgets in Python costs. So every line also gives its figures against
one fixed reference measured in the same run, B at 1920×1080 ("B1080", JSON
`reference_blit_1080_ms`): the cost of a full-HD redraw floor, which a Pi's 800×480 frame
must also stay under. The goals are judged against each state's own B, as issue 16 states
them; the second ratio says how far the small sizes really are from a smooth frame.

Arguments: words that the state name must contain (e.g. `fievre`); `--sizes 800x480` to
keep one size; `--profile STATE [--sizes WxH] [--mode table|wall|table-rotate90|table-kiosk]`:
where the time of that state's full frames, frames after a tap and first frames goes.
"""

from __future__ import annotations

import json
import os
import sys

import _frame

import pygame

SIZES = ((800, 480), (1920, 1080))
GOALS = {"full": 4.0, "tap": 1.5, "first": 12.0}
# (mode label, settings mode, locked kiosk, rotation): the turned and locked ones at the Pi's size
VARIANTS = (("table", "table", False, 0), ("wall", "wall", False, 0))
PI_VARIANTS = (("table-rotate90", "table", False, 90), ("table-kiosk", "table", True, 0))


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
        shares = _frame.tap_shares(app, untap, tap)   # (leaves the state as staged)
        kind = "action"
    else:
        tap_ms, kind, shares = _frame.press_ms(app), "press", (None, None)
    return {"full_ms": full, "tap_ms": tap_ms, "first_ms": first, "tap_kind": kind,
            "tap_repainted": shares[0], "tap_changed": shares[1]}


def reference_blit_ms() -> float:
    """B at 1920×1080, measured once in this process: the fixed reference of every line."""
    from companion.app import staging
    staging.fresh_app((1920, 1080), "table", "en")
    return _frame.blit_ms()


def owner(name: str) -> str:
    """Whose code draws a state: the game's table, or the shared screens."""
    game = name.split("-")[0]
    return game if game in ("aurum", "numereum", "pikoko", "fievre") else "shared"


def variants_of(size) -> tuple:
    return VARIANTS + (PI_VARIANTS if size == (800, 480) else ())


def profile(argv: list[str], sizes) -> None:
    """cProfile of one state: full frames, frames after a tap (or a press), first frames."""
    import cProfile
    import pstats
    from companion.app import staging
    name = argv[argv.index("--profile") + 1]
    label = argv[argv.index("--mode") + 1] if "--mode" in argv else "table"
    _, mode, locked, rotation = next(v for v in VARIANTS + PI_VARIANTS if v[0] == label)
    app = staged(dict(staging.states())[name], mode, sizes[0], locked, rotation)
    pair = _frame.retake_last_action(app)
    for kind in ("full", "tap", "first"):
        profiler = cProfile.Profile()
        for _ in range(30):
            if kind == "tap" and pair is not None:
                pair[0]()
                pair[1]()
            elif kind == "tap":
                app.pressed = None if app.pressed else next(
                    (w for w in app.leaves() if w.touchable), None)
                app.needs_draw = True
            profiler.enable()
            {"full": _frame.full_frame, "tap": _frame.frame if pair is not None else lambda a: a.render(),
             "first": _frame.cold_frame}[kind](app)
            profiler.disable()
        print(f"== profile {name} {sizes[0][0]}x{sizes[0][1]} {label}: 30 {kind} frames")
        pstats.Stats(profiler).sort_stats(os.environ.get("BENCH_SORT", "tottime")).print_stats(int(os.environ.get("BENCH_LINES", "18")))


def main(argv: list[str]) -> None:
    from companion.app import staging
    sizes = SIZES
    if "--sizes" in argv:
        chosen = argv[argv.index("--sizes") + 1]
        argv = [a for a in argv if a not in ("--sizes", chosen)]
        sizes = tuple(tuple(int(v) for v in part.split("x")) for part in chosen.split(","))
    if "--profile" in argv:
        profile(argv, sizes)
        return
    words = argv
    states = [(name, stage) for name, stage in staging.states() if all(w in name for w in words)]
    fixed = reference_blit_ms()
    worst = {goal: (0.0, None) for goal in GOALS}
    per_owner: dict = {}
    over = 0
    counts: dict = {}   # (size, mode, goal) -> [states over, states measured]
    print(f"B1080 (one 1920x1080 blit + flip, the fixed reference): {fixed:.2f} ms")
    print(f"{'state':28} {'size':9} {'mode':14} {'B ms':>5}  {'full/B':>6} {'tap/B':>6} {'first/B':>7}  "
          f"(goals ≤ {GOALS['full']:g}, {GOALS['tap']:g}, {GOALS['first']:g})  {'vs B1080':>8}")
    for size in sizes:
        for label, mode, locked, rotation in variants_of(size):
            for name, stage in states:
                app = staged(stage, mode, size, locked, rotation)
                found = figures(app)
                blit = _frame.blit_ms()
                found["blit_ms"] = blit
                found["reference_blit_1080_ms"] = fixed
                shown = f"{size[0]}x{size[1]}"
                marks, against_fixed, flagged = [], [], False
                for goal in GOALS:
                    ms = found[f"{goal}_ms"]
                    if ms is None or not blit:
                        marks.append(f"{'-':>6}")
                        against_fixed.append("-")
                        continue
                    ratio = ms / blit
                    bad = ratio > GOALS[goal]
                    over += bad
                    tally = counts.setdefault((shown, label, goal), [0, 0])
                    tally[0] += bad
                    tally[1] += 1
                    flagged |= bad
                    marks.append(f"{ratio:6.1f}{'!' if bad else ' '}")
                    against_fixed.append(f"{ms / fixed:.1f}")
                    where = (ratio, f"{name} {shown} {label}", ms)
                    if ratio > worst[goal][0]:
                        worst[goal] = where[:2]
                    per_owner.setdefault((shown, owner(name), goal), []).append(where)
                shares = "" if found["tap_changed"] is None else \
                    f"  tap: {found['tap_repainted']:.0%} repainted, {found['tap_changed']:.0%} changed"
                print(f"{name:28} {shown:9} {label:14} {blit:5.2f}  {' '.join(marks)}  {'/'.join(against_fixed):>14}"
                      f"{'  OVER' if flagged else ''}{shares}")
                print(json.dumps({"bench": "frame", "screen": name, "size": shown, "mode": label,
                                  **{k: (round(v, 3) if isinstance(v, float) else v) for k, v in found.items()}}),
                      flush=True)
    for goal, (ratio, where) in worst.items():
        print(f"worst {goal:5}: {ratio:5.1f} B (goal ≤ {GOALS[goal]:g} B) at {where}")
    print(f"{over} figures over their goal")
    print("states over each goal, per size and mode:")
    for shown, label in dict.fromkeys((shown, label) for shown, label, _ in counts):
        listed = ", ".join(f"{goal} {counts[(shown, label, goal)][0]} of {counts[(shown, label, goal)][1]}"
                           for goal in GOALS if (shown, label, goal) in counts)
        print(f"  {shown:9} {label:14} {listed}")
    print("worst three per size, table and goal (ratio to its B, ms, ratio to B1080):")
    for (shown, who, goal), found in sorted(per_owner.items(), key=lambda item: (item[0][0], item[0][1],
                                                                                 list(GOALS).index(item[0][2]))):
        top = sorted(found, reverse=True)[:3]
        listed = "; ".join(f"{where.split(' ', 2)[0]} {where.split(' ', 2)[2]} {ratio:.1f} B {ms:.2f} ms "
                           f"{ms / fixed:.1f} B1080" for ratio, where, ms in top)
        print(f"  {shown:9} {who:8} {goal:5} {listed}")


if __name__ == "__main__":
    main(sys.argv[1:])
